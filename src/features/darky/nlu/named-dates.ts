/**
 * Calendar days and months a visitor names ("el 3 de diciembre", "Dec 12th", "hay algo en enero?"), read without a
 * year: what the academy's dated pages (events, workshops) are asked by. The month names come from Intl in both
 * languages (a visitor writing Spanish may still say "December"), so no word list is kept by hand.
 */
export interface NamedDate {
  /** 1 to 12. */
  month: number;
  /** The day of the month, when one was named with the month. */
  day?: number;
}

const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\./g, '');

/**
 * Long names name a month alone ("en enero"); abbreviations ("dic", "jan") only beside a day, where "mar" or "sept"
 * cannot be another word. English "may" is a verb far more often than a month: it needs its day too.
 */
function monthWords(): { long: Map<string, number>; short: Map<string, number> } {
  const long = new Map<string, number>();
  const short = new Map<string, number>();
  for (const locale of ['es-PE', 'es-ES', 'en-US']) {
    for (let month = 1; month <= 12; month += 1) {
      const date = new Date(Date.UTC(2026, month - 1, 15));
      const name = (style: 'long' | 'short') => fold(new Intl.DateTimeFormat(locale, { month: style, timeZone: 'UTC' }).format(date));
      short.set(name('short'), month);
      short.set(name('long'), month);
      if (name('long') !== 'may') long.set(name('long'), month);
    }
  }
  // Written as often as the formats' own spellings.
  for (const [word, month] of [
    ['sept', 9],
    ['setiembre', 9],
    ['septiembre', 9],
  ] as const) {
    short.set(word, month);
    long.set(word, month);
  }
  return { long, short };
}

const MONTHS = monthWords();
const alternation = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).join('|');
const ANY_MONTH = alternation(MONTHS.short.keys());
const LONG_MONTH = alternation(MONTHS.long.keys());
const ORDINAL = '(?:st|nd|rd|th|ro|vo)?';
/** "3 de diciembre", "3rd of December", "12 dic". */
const DAY_MONTH = new RegExp(`\\b(\\d{1,2})${ORDINAL}\\s+(?:de\\s+|of\\s+)?(${ANY_MONTH})\\b`, 'g');
/** "December 3rd", "dic 12". */
const MONTH_DAY = new RegExp(`\\b(${ANY_MONTH})\\s+(\\d{1,2})${ORDINAL}\\b`, 'g');
const MONTH_ALONE = new RegExp(`\\b(${LONG_MONTH})\\b`, 'g');

/** Every day or month the message names, days first; a month is not listed again when one of its days is. */
export function namedDates(text: string): NamedDate[] {
  const said = fold(text);
  const found: NamedDate[] = [];
  const add = (month: number | undefined, day?: number) => {
    if (!month || (day !== undefined && (day < 1 || day > 31))) return;
    if (!found.some((d) => d.month === month && (d.day === day || day === undefined))) found.push(day === undefined ? { month } : { month, day });
  };
  for (const match of said.matchAll(DAY_MONTH)) add(MONTHS.short.get(match[2]!), Number(match[1]));
  for (const match of said.matchAll(MONTH_DAY)) add(MONTHS.short.get(match[1]!), Number(match[2]));
  for (const match of said.matchAll(MONTH_ALONE)) add(MONTHS.long.get(match[1]!));
  return found;
}

/** "para enero", "antes del 15 de diciembre", "by December 3rd": a date the visitor needs something by. */
const DEADLINE = new RegExp(
  `\\b(?:para|antes|hasta|by|before|until)\\s+(?:de\\s+|del\\s+|el\\s+|the\\s+|fin(?:es)?\\s+de\\s+|end\\s+of\\s+)*(?:\\d|${ANY_MONTH})`,
);

export function namesADeadline(text: string): boolean {
  return DEADLINE.test(fold(text));
}

/** Whether a page's date (ISO, with its offset: Lima's wall clock) falls on a named day, or in a named month. */
export function fallsOn(iso: string, named: NamedDate): boolean {
  const [, month, day] = /^\d{4}-(\d{2})-(\d{2})/.exec(iso) ?? [];
  if (!month || !day) return false;
  return Number(month) === named.month && (named.day === undefined || Number(day) === named.day);
}
