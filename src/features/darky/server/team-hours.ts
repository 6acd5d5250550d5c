/** When the team can take a visitor live: the office hours and holidays of content/contact.json (Lima time), or pinned by HANDOFF_HOURS. */
import 'server-only';
import { getSharedCatalogue } from '@/content/catalogue.server';
import { openingState } from '@/content/opening-hours.server';
import type { TeamHours } from './handoff-desk';

export const teamHoursFromContent: TeamHours = (now) => openingState(getSharedCatalogue('contact').hours, now);

/** HANDOFF_HOURS: 'content' reads the contact page's hours and holidays; 'open' and 'closed' pin them (tests, a day off). */
export function teamHoursFor(setting: 'content' | 'open' | 'closed'): TeamHours {
  if (setting === 'content') return teamHoursFromContent;
  return (now) => {
    const { nextOpen, holiday } = openingState(getSharedCatalogue('contact').hours, now);
    // Pinned closed on a holiday of the content: Darky still names it.
    return { open: setting === 'open', nextOpen, ...(setting === 'closed' && holiday ? { holiday } : {}) };
  };
}
