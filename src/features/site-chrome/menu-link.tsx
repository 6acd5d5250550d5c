/** A menu entry's link: in-site paths get the locale prefix, external links open in a new tab and say so (icon + words). */
import type { ComponentProps, ReactNode } from 'react';
import type { MenuItem } from '@/content/schemas';
import { ExternalCue } from '@/components/ui/external-cue';
import { Link } from '@/i18n/navigation';

export function MenuLink({
  href,
  external,
  className,
  children,
  externalLabel,
  onClick,
}: {
  href: string;
  external?: boolean;
  className?: string;
  children: ReactNode;
  externalLabel: string;
  onClick?: () => void;
}) {
  if (external || /^https?:\/\//.test(href)) {
    return (
      <a href={href} className={className} target="_blank" rel="noopener noreferrer" onClick={onClick}>
        {children}
        <ExternalCue label={externalLabel} />
      </a>
    );
  }
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}

/** A plain list of menu entries, one link each: the services submenus and the drawer's older sections. */
export function MenuLinkList({
  items,
  externalLabel,
  linkClassName,
  onClick,
  ...list
}: {
  items: MenuItem[];
  externalLabel: string;
  linkClassName: string;
  onClick?: () => void;
} & Pick<ComponentProps<'ul'>, 'className' | 'aria-label'>) {
  return (
    <ul {...list}>
      {items.map((item) => (
        <li key={item.label}>
          <MenuLink href={item.href} external={item.external} externalLabel={externalLabel} onClick={onClick} className={linkClassName}>
            {item.label}
          </MenuLink>
        </li>
      ))}
    </ul>
  );
}
