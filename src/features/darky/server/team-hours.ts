/** When the team can take a visitor live: the office hours of content/contact.json (Lima time), or pinned by HANDOFF_HOURS. */
import 'server-only';
import { getSharedCatalogue } from '@/content/catalogue.server';
import { openingState } from '@/content/opening-hours.server';
import type { TeamHours } from './handoff-desk';

export const teamHoursFromContent: TeamHours = (now) => openingState(getSharedCatalogue('contact').hours, now);

/** HANDOFF_HOURS: 'content' reads the contact page's hours; 'open' and 'closed' pin them (tests, a holiday). */
export function teamHoursFor(setting: 'content' | 'open' | 'closed'): TeamHours {
  if (setting === 'content') return teamHoursFromContent;
  return (now) => ({ open: setting === 'open', nextOpen: openingState(getSharedCatalogue('contact').hours, now).nextOpen });
}
