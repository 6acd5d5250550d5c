/** The console's sections in navigation order (the header's menu); labels are message keys. */
import type { OperatorRole } from './server/operator-identity';

export interface ConsoleSection {
  href: string;
  labelKey: `console.nav.${string}`;
  /** Who sees it in the menu (each page's guard is what enforces it); owners and members when absent. */
  roles?: readonly OperatorRole[];
}

/** The section an operator lands on at /admin. */
export function homeSectionOf(role: OperatorRole): string {
  return role === 'editor' ? '/admin/content' : '/admin/leads';
}

export function sectionsFor(role: OperatorRole): ConsoleSection[] {
  return consoleSections.filter((section) => (section.roles ?? ['owner', 'member']).includes(role));
}

export const consoleSections: readonly ConsoleSection[] = [
  { href: '/admin/leads', labelKey: 'console.nav.leads' },
  { href: '/admin/deliveries', labelKey: 'console.nav.deliveries' },
  { href: '/admin/live', labelKey: 'console.nav.live' },
  { href: '/admin/conversations', labelKey: 'console.nav.conversations' },
  { href: '/admin/questions', labelKey: 'console.nav.questions' },
  { href: '/admin/payments', labelKey: 'console.nav.payments', roles: ['owner'] },
  { href: '/admin/content', labelKey: 'console.nav.content', roles: ['owner', 'editor'] },
  { href: '/admin/sessions', labelKey: 'console.nav.sessions', roles: ['owner', 'member', 'editor'] },
];
