'use client';
/**
 * The mobile navigation drawer (0.3 s slide) on the platform's modal <dialog>: focus trap, Escape,
 * inert page and focus return come from the browser, so the drawer costs about 1 kB of script
 * instead of a dialog library on every page (measured: Radix Dialog was 16.5 kB gzip of first-load JS).
 *
 * The open and close buttons also carry Invoker Commands (`command` + `commandfor`), so a tap that lands
 * before React has hydrated (a slow phone, a busy main thread) still opens and closes the drawer; the
 * click handlers only keep React's state in step and cover browsers without the attribute.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { MenuItem } from '@/content/schemas';
import { MenuLink, MenuLinkList } from './menu-link';

export interface MobileMenuLabels {
  open: string;
  close: string;
  title: string;
  external: string;
  olderMenu: string;
}

export function MobileMenu({ items, older, labels }: { items: MenuItem[]; older: MenuItem[]; labels: MobileMenuLabels }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [open, setOpen] = useState(false);
  // The links render on the first opening, not with the page: about 50 elements and 16 links fewer to hydrate on
  // every page load (most visitors never open the drawer); the desktop bar and the footer carry the same links.
  const [opened, setOpened] = useState(false);
  const dialogId = useId();
  const close = () => dialog.current?.close();
  const show = () => {
    if (dialog.current && !dialog.current.open) dialog.current.showModal();
    setOpen(true);
    setOpened(true);
  };
  // Opened natively before hydration: React learns it here and renders the links.
  useEffect(() => {
    if (dialog.current?.open) show();
  }, []);
  const linkClass = 'block rounded-md px-3 py-3 text-lg hover:bg-white/10';
  return (
    <>
      <button
        type="button"
        className="inline-flex h-11 w-11 items-center justify-center rounded-md text-white lg:hidden"
        aria-label={labels.open}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="menu-open"
        command="show-modal"
        commandfor={dialogId}
        onClick={show}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 7h16M4 12h16M4 17h16" />
        </svg>
      </button>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click closes, like an overlay; Escape is the keyboard's way (native to <dialog>) */}
      <dialog
        ref={dialog}
        id={dialogId}
        aria-labelledby="mobile-menu-title"
        data-testid="mobile-menu"
        onClose={() => setOpen(false)}
        // A click on the backdrop lands on the dialog element itself: close, like an overlay.
        onClick={(event) => {
          if (event.target === event.currentTarget) close();
        }}
        className="drawer-panel fixed inset-y-0 right-0 left-auto m-0 h-dvh max-h-none w-[min(85vw,22rem)] overflow-y-auto bg-brand-dark p-6 text-white shadow-2xl"
      >
        <div className="mb-4 flex items-center justify-between">
          <h2 id="mobile-menu-title" className="font-heading text-xl font-semibold">
            {labels.title}
          </h2>
          <button
            type="button"
            command="close"
            commandfor={dialogId}
            onClick={close}
            className="inline-flex h-11 w-11 items-center justify-center rounded-md"
            aria-label={labels.close}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M6 6l12 12M18 6L6 18" />
            </svg>
          </button>
        </div>
        {opened ? (
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
                    <MenuLinkList
                      items={item.children}
                      externalLabel={labels.external}
                      onClick={close}
                      className="ml-4 border-l border-white/20 pl-2"
                      linkClassName="block rounded-md px-3 py-2 text-base text-white/85 hover:bg-white/10"
                    />
                  ) : null}
                </li>
              ))}
            </ul>
            <p className="mt-8 mb-2 px-3 text-xs font-semibold tracking-wider text-white/70 uppercase">{labels.olderMenu}</p>
            <MenuLinkList
              items={older.flatMap((item) => item.children ?? [item])}
              externalLabel={labels.external}
              onClick={close}
              className="grid grid-cols-2 gap-1"
              linkClassName="block rounded-md px-3 py-2 text-sm text-white/80 hover:bg-white/10"
            />
          </nav>
        ) : null}
      </dialog>
    </>
  );
}
