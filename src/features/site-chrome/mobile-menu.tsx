'use client';
/** The mobile navigation drawer (0.3 s slide), an accessible Radix dialog with focus trap and Escape. */
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { MenuItem } from '@/content/schemas';
import { MenuLink } from './menu-link';

export interface MobileMenuLabels {
  open: string;
  close: string;
  title: string;
  external: string;
  olderMenu: string;
}

export function MobileMenu({ items, older, labels }: { items: MenuItem[]; older: MenuItem[]; labels: MobileMenuLabels }) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  const linkClass = 'block rounded-md px-3 py-3 text-lg hover:bg-white/10';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white lg:hidden"
        aria-label={labels.open}
        data-testid="menu-open"
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="drawer-overlay fixed inset-0 z-40 bg-brand-dark/60" />
        <Dialog.Content
          className="drawer-panel fixed inset-y-0 right-0 z-50 flex w-[min(85vw,22rem)] flex-col overflow-y-auto bg-brand-dark p-6 text-white shadow-2xl"
          aria-describedby={undefined}
          data-testid="mobile-menu"
        >
          <div className="mb-4 flex items-center justify-between">
            <Dialog.Title className="font-heading text-xl font-semibold">{labels.title}</Dialog.Title>
            <Dialog.Close className="inline-flex h-11 w-11 items-center justify-center rounded-md" aria-label={labels.close}>
              <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </Dialog.Close>
          </div>
          <nav aria-label={labels.title}>
            <ul className="space-y-1">
              {items.map((item) => (
                <li key={item.label}>
                  <MenuLink
                    href={item.href}
                    external={item.external}
                    externalLabel={labels.external}
                    onClick={close}
                    className={item.button ? 'mt-3 block rounded-full bg-brand-blue-deep px-5 py-3 text-center font-semibold' : linkClass}
                  >
                    {item.label}
                  </MenuLink>
                  {item.children ? (
                    <ul className="ml-4 border-l border-white/20 pl-2">
                      {item.children.map((child) => (
                        <li key={child.label}>
                          <MenuLink href={child.href} external={child.external} externalLabel={labels.external} onClick={close} className="block rounded-md px-3 py-2 text-base text-white/85 hover:bg-white/10">
                            {child.label}
                          </MenuLink>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="mt-8 mb-2 px-3 text-xs font-semibold tracking-wider text-white/60 uppercase">{labels.olderMenu}</p>
            <ul className="grid grid-cols-2 gap-1">
              {older.flatMap((item) => item.children ?? [item]).map((item) => (
                <li key={item.label}>
                  <MenuLink href={item.href} external={item.external} externalLabel={labels.external} onClick={close} className="block rounded-md px-3 py-2 text-sm text-white/80 hover:bg-white/10">
                    {item.label}
                  </MenuLink>
                </li>
              ))}
            </ul>
          </nav>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
