/** The brand mark drawn inline with the wordmark in the page's own heading font (an <img> SVG cannot use it). */
import { siteConfig } from '@/config/site';

export function BrandLogo() {
  const [first, ...rest] = siteConfig.name.split(' ');
  return (
    <span className="flex items-center gap-2.5">
      <svg width="34" height="34" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="18" fill="#486bf5" />
        <path d="M18 16h14c12 0 20 8 20 16s-8 16-20 16H18z" fill="#fff" />
        <circle cx="34" cy="32" r="6" fill="#37ebca" />
      </svg>
      <span className="font-heading text-xl font-bold tracking-tight text-white">
        {first} <span className="font-semibold text-brand-green">{rest.join(' ')}</span>
      </span>
    </span>
  );
}
