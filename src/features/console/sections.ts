/** The console's sections in navigation order (the header's menu); labels are message keys. */

export interface ConsoleSection {
  href: string;
  labelKey: `console.nav.${string}`;
  /** Only owners see (and may open) it. */
  ownerOnly?: boolean;
}

export const consoleSections: readonly ConsoleSection[] = [
  { href: '/admin/leads', labelKey: 'console.nav.leads' },
  { href: '/admin/deliveries', labelKey: 'console.nav.deliveries' },
  { href: '/admin/live', labelKey: 'console.nav.live' },
  { href: '/admin/conversations', labelKey: 'console.nav.conversations' },
  { href: '/admin/questions', labelKey: 'console.nav.questions' },
  { href: '/admin/payments', labelKey: 'console.nav.payments', ownerOnly: true },
  { href: '/admin/sessions', labelKey: 'console.nav.sessions' },
];
