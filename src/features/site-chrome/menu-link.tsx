/** A menu entry's link: in-site paths get the locale prefix, external links open in a new tab. */
import type { ReactNode } from 'react';
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
        <span className="sr-only"> {externalLabel}</span>
      </a>
    );
  }
  return (
    <Link href={href} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
