/** A list of points, each with a check mark (benefits, features, key points). */
import { clsx } from 'clsx';

export function CheckList({
  items,
  className = 'space-y-2',
  itemClassName,
  markClassName = 'text-brand-blue-deep',
}: {
  items: string[];
  className?: string;
  itemClassName?: string;
  markClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={clsx('flex gap-3', itemClassName)}>
          <svg className={clsx('mt-1 shrink-0', markClassName)} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M4 10l4 4 8-8" fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
