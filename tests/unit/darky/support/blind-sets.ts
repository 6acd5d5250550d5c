/**
 * Darky on blind sets (tests/darky-blind/set-N): questions written by someone who saw only the public site, never the
 * corpus, the code or an earlier set (each set's BRIEF.md is what its author was given). Prints accuracy per language,
 * per category and per kind, and the misses of the sets whose misses may be read; never trained on (checked here).
 * Declared by tests/unit/darky/blind-set-part-*.test.ts (`npx vitest run tests/unit/darky/blind-set -t "set-40"`).
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ChatEvent, ChatLocale } from '@/features/darky/protocol';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { responderWithSlots } from '../support';
import { blindSetSchema, judge, judgingCorrectionsSchema, plain, type BlindItem, type Outcome } from './blind-judge';

const BLIND_DIR = path.join(process.cwd(), 'tests', 'darky-blind');
const allSets = readdirSync(BLIND_DIR)
  .filter((name) => name.startsWith('set-'))
  .sort();

/**
 * Today's figures as a floor, so a change that makes Darky worse on visitors it never met fails; raised as Darky
 * improves (issue 23's goal is 0.95 per language).
 */
const FLOOR: Record<string, Record<ChatLocale, number>> = {
  'set-1': { es: 0.94, en: 0.93 },
  'set-2': { es: 0.97, en: 0.95 },
  'set-3': { es: 0.93, en: 0.92 },
  'set-4': { es: 0.94, en: 0.93 },
  'set-5': { es: 0.93, en: 0.93 },
  'set-6': { es: 0.91, en: 0.91 },
  'set-7': { es: 0.96, en: 0.94 },
  'set-8': { es: 0.94, en: 0.91 },
  'set-9': { es: 0.95, en: 0.93 },
  'set-10': { es: 0.92, en: 0.95 },
  'set-11': { es: 0.93, en: 0.95 },
  'set-12': { es: 0.91, en: 0.92 },
  'set-13': { es: 0.95, en: 0.93 },
  'set-14': { es: 0.94, en: 0.96 },
  'set-15': { es: 0.93, en: 0.92 },
  'set-16': { es: 0.96, en: 0.94 },
  'set-17': { es: 0.94, en: 0.96 },
  'set-18': { es: 0.95, en: 0.96 },
  'set-19': { es: 0.98, en: 0.98 },
  'set-20': { es: 0.95, en: 0.92 },
  'set-21': { es: 0.97, en: 0.97 },
  'set-22': { es: 0.98, en: 0.97 },
  'set-23': { es: 0.98, en: 0.96 },
  'set-24': { es: 0.97, en: 0.97 },
  'set-25': { es: 1, en: 0.97 },
  'set-26': { es: 0.97, en: 0.96 },
  'set-27': { es: 0.98, en: 0.98 },
  'set-28': { es: 0.97, en: 0.97 },
  'set-29': { es: 0.95, en: 0.93 },
  'set-30': { es: 0.97, en: 0.96 },
  'set-31': { es: 0.98, en: 0.97 },
  'set-32': { es: 0.97, en: 0.97 },
  'set-33': { es: 0.96, en: 0.98 },
  'set-34': { es: 0.91, en: 0.95 },
  'set-35': { es: 0.91, en: 0.9 },
  'set-36': { es: 0.92, en: 0.93 },
  'set-37': { es: 0.9, en: 0.85 },
  'set-38': { es: 0.98, en: 0.95 },
  'set-39': { es: 0.95, en: 0.97 },
  'set-40': { es: 0.96, en: 0.98 },
  'set-41': { es: 0.98, en: 0.95 },
  'set-42': { es: 0.96, en: 0.96 },
  'set-43': { es: 0.97, en: 0.95 },
  'set-44': { es: 0.95, en: 0.93 },
  'set-45': { es: 0.98, en: 0.95 },
  'set-46': { es: 0.92, en: 0.88 },
  'set-47': { es: 0.9, en: 0.89 },
  'set-48': { es: 0.96, en: 0.94 },
  'set-49': { es: 0.92, en: 0.92 },
  'set-50': { es: 0.91, en: 0.96 },
  'set-51': { es: 0.94, en: 0.95 },
  'set-52': { es: 0.91, en: 0.93 },
  'set-53': { es: 0.92, en: 0.92 },
  'set-54': { es: 0.92, en: 0.89 },
  'set-55': { es: 0.92, en: 0.89 },
  'set-56': { es: 0.96, en: 0.94 },
  'set-57': { es: 0.97, en: 0.94 },
  'set-58': { es: 0.97, en: 0.97 },
  'set-59': { es: 0.92, en: 0.91 },
  'set-60': { es: 0.99, en: 0.98 },
  'set-61': { es: 0.98, en: 0.98 },
  'set-62': { es: 0.95, en: 0.96 },
  'set-63': { es: 0.92, en: 0.93 },
  'set-64': { es: 0.96, en: 0.94 },
  'set-65': { es: 0.94, en: 0.94 },
  'set-66': { es: 0.96, en: 0.94 },
  'set-67': { es: 0.95, en: 0.95 },
  'set-68': { es: 0.94, en: 0.94 },
  'set-69': { es: 0.94, en: 0.93 },
  'set-70': { es: 0.94, en: 0.93 },
  'set-71': { es: 0.96, en: 0.96 },
};

/**
 * The sets whose misses those who change Darky may read (tests/darky-blind/README.md). The others are held out: their
 * questions stay unread, so the suite's output shows only their figures.
 */
const MISSES_READ = new Set([
  'set-1',
  'set-2',
  'set-3',
  'set-4',
  'set-5',
  'set-6',
  'set-7',
  'set-8',
  'set-9',
  'set-10',
  'set-11',
  'set-12',
  'set-13',
  'set-14',
  'set-15',
  'set-16',
  'set-17',
  'set-18',
  'set-19',
  'set-20',
  'set-21',
  'set-22',
  'set-23',
  'set-24',
  'set-25',
  'set-26',
  'set-27',
  'set-28',
  'set-29',
  'set-30',
  'set-31',
  'set-32',
  'set-33',
  'set-34',
  'set-35',
  'set-36',
  'set-37',
  'set-38',
  'set-39',
  'set-40',
  'set-41',
  'set-42',
  'set-43',
  'set-44',
  'set-45',
  'set-46',
  'set-47',
  'set-48',
  'set-49',
  'set-50',
  'set-51',
  'set-52',
  'set-53',
  'set-54',
  'set-55',
  'set-56',
  'set-57',
  'set-58',
  'set-59',
  'set-60',
  'set-61',
  'set-62',
  'set-63',
  'set-64',
  'set-65',
  'set-66',
  'set-67',
  'set-68',
  'set-69',
]);

/**
 * Answers that offer the free times ("¿me pueden llamar mañana?") or name the next event depend on the day: every set
 * is judged on one fixed morning (a Wednesday, 10:00 in Lima), so a figure never moves with the day or hour the suite
 * runs. (Only the clock is fixed; timers run as usual.)
 */
const JUDGED_AT = new Date('2026-11-25T15:00:00Z');

async function ask(model: TrainedDarkyModel, locale: ChatLocale, item: BlindItem): Promise<Outcome> {
  let unsure = false;
  const { responder, leads } = responderWithSlots(model, () => (unsure = true));
  const guestId = `blind-${item.id}`;
  const history: ChatEvent[] = [];
  const path = locale === 'en' ? '/en' : '/';
  let replies: Outcome['replies'] = [];
  for (const text of [...item.turns, item.text]) {
    unsure = false;
    const now = Date.now();
    // Stored before Darky answers, as the site does (darky-socket.ts).
    history.push({ by: 'user', message: text, date: now });
    replies = await responder.reply({ guestId, locale, path, text, history: async () => [...history] });
    history.push(...replies.map((r) => ({ by: 'bot' as const, ...r, date: now })));
  }
  return { replies, leadStarted: await leads.isActive(guestId), unsure };
}

/** Messages of a set that were training utterances before the set was written (tests/darky-blind/set-N/coincidences.json). */
function coincidences(set: string, locale: ChatLocale): string[] {
  const file = path.join(BLIND_DIR, set, 'coincidences.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<ChatLocale, string[]>)[locale] : [];
}

/**
 * Pages (or words) that state an item's answer though its author did not list them (tests/darky-blind/set-N/corrections.json):
 * each with the reason, read by whoever reviews the set; the figure as written is in FIGURES.md.
 */
function corrected(set: string, items: BlindItem[]): BlindItem[] {
  const file = path.join(BLIND_DIR, set, 'corrections.json');
  if (!existsSync(file)) return items;
  const corrections = judgingCorrectionsSchema.parse(JSON.parse(readFileSync(file, 'utf8')));
  const unknown = Object.keys(corrections).filter((id) => !items.some((item) => item.id === id) && id.slice(0, 2) === items[0]?.id.slice(0, 2));
  if (unknown.length > 0) throw new Error(`${set}/corrections.json names questions the set does not have: ${unknown.join(', ')}`);
  return items.map((item) => {
    const correction = corrections[item.id];
    if (!correction) return item;
    // (A mention added to an item that asked none would make the words required: only added to those that ask some.)
    const mentionsAny = item.expect.mentionsAny.length ? [...item.expect.mentionsAny, ...correction.alsoMentions] : item.expect.mentionsAny;
    return { ...item, expect: { ...item.expect, pages: [...item.expect.pages, ...correction.alsoPages], mentionsAny } };
  });
}

const percent = (right: number, total: number) => `${((right / Math.max(1, total)) * 100).toFixed(1)}% (${right}/${total})`;

/**
 * Declares the blind sets whose number, divided by `parts`, leaves `part`: the sets are split over several test files so
 * that the suite's workers share them (one file held them all, about 290 s on one core while the other waited).
 */
export function describeBlindSets(part: number, parts: number): void {
  const sets = allSets.filter((set) => Number(set.slice('set-'.length)) % parts === part);

  let model: TrainedDarkyModel;
  beforeAll(async () => {
    vi.useFakeTimers({ now: JUDGED_AT, toFake: ['Date'] });
    model = await trainDarkyModel();
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  describe.each(sets)('blind set %s', (set) => {
    describe.each(['es', 'en'] as const)('%s', (locale) => {
      const items = corrected(set, blindSetSchema.parse(JSON.parse(readFileSync(path.join(BLIND_DIR, set, `${locale}.json`), 'utf8'))));

      it('is kept apart: no message of the set was added to the training corpus or the synonyms', () => {
        const pack = model.packs[locale];
        const trained = new Set([...[...pack.intents.documents.values()].flat(), ...Object.values(pack.corpus.synonyms).flat()].map((t) => plain(t).trim()));
        // Short messages ("hola", "tienen blog?") were already training utterances when the set was written blind:
        // those coincidences are listed with the set; any other overlap means the set leaked into training.
        const known = new Set(coincidences(set, locale).map((t) => plain(t).trim()));
        const leaked = items.flatMap((item) => [...item.turns, item.text]).filter((t) => trained.has(plain(t).trim()) && !known.has(plain(t).trim()));
        expect(leaked).toEqual([]);
      });

      it(`prints accuracy per category and kind${MISSES_READ.has(set) ? ', and every miss' : ''}`, async () => {
        const tallies = new Map<string, { right: number; total: number }>();
        const count = (key: string, right: boolean) => {
          const t = tallies.get(key) ?? { right: 0, total: 0 };
          t.total += 1;
          if (right) t.right += 1;
          tallies.set(key, t);
        };
        const misses: string[] = [];
        for (const item of items) {
          const verdict = judge(item, await ask(model, locale, item));
          count('all', verdict.right);
          count(`kind ${item.expect.kind}`, verdict.right);
          count(`category ${item.category}`, verdict.right);
          if (item.followUp) count('follow-ups', verdict.right);
          if (!verdict.right) misses.push(`${item.id} [${item.category}/${item.expect.kind}] "${item.text}" -> ${verdict.why}`);
        }
        const all = tallies.get('all')!;
        const lines = [...tallies].filter(([key]) => key !== 'all').map(([key, t]) => `  ${key}: ${percent(t.right, t.total)}`);
        const missList = MISSES_READ.has(set) ? `\n  misses:\n  ${misses.join('\n  ')}` : `\n  misses: ${misses.length} (held out: not printed)`;
        console.log(`Darky blind ${set} ${locale}: ${percent(all.right, all.total)}\n${lines.sort().join('\n')}${missList}`);
        expect(all.right / all.total).toBeGreaterThanOrEqual(FLOOR[set]?.[locale] ?? 0.95);
      });
    });
  });
}
