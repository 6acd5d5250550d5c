/** The two top tens (today, all time) as tables: rendered on the server, refreshed in place after a submission. */
import type { Locale } from '@/i18n/routing';
import type { GameLabels } from '../game-labels';
import type { LeaderboardEntry, Leaderboards } from '../leaderboard';

/** Gold, silver and bronze discs for the podium (drawn, not emoji: not every device has an emoji font). */
const MEDALS = ['bg-[#ffc94a] text-brand-dark', 'bg-[#cfd6e4] text-brand-dark', 'bg-[#e09a5b] text-brand-dark'];

function Board({
  id,
  title,
  entries,
  labels,
  locale,
  highlight,
}: {
  id: string;
  title: string;
  entries: LeaderboardEntry[];
  labels: GameLabels;
  locale: Locale;
  highlight: { nickname: string; score: number } | null;
}) {
  const format = new Intl.NumberFormat(locale === 'es' ? 'es-PE' : 'en-US');
  return (
    <div className="rounded-2xl bg-white/5 p-4 ring-1 ring-white/10" data-testid={`leaderboard-${id}`}>
      <table className="w-full text-left text-sm">
        <caption className="mb-2 text-left font-heading text-lg font-bold">{title}</caption>
        <thead>
          <tr className="text-xs tracking-wider text-white/70 uppercase">
            <th scope="col" className="w-14 py-1 font-semibold">
              {labels.rankColumn}
            </th>
            <th scope="col" className="py-1 font-semibold">
              {labels.playerColumn}
            </th>
            <th scope="col" className="py-1 text-right font-semibold">
              {labels.scoreColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 ? (
            <tr>
              <td colSpan={3} className="py-3 text-white/75">
                {labels.emptyBoard}
              </td>
            </tr>
          ) : (
            entries.map((entry) => {
              const mine = highlight && highlight.nickname === entry.nickname && highlight.score === entry.score;
              return (
                <tr key={`${entry.rank}-${entry.nickname}-${entry.at}`} className={`border-t border-white/10 ${mine ? 'bg-brand-green/15 font-semibold' : ''}`}>
                  <td className="py-1.5">
                    <span
                      className={`inline-flex h-6 w-6 items-center justify-center rounded-full text-xs font-bold tabular-nums ${
                        entry.rank <= 3 ? MEDALS[entry.rank - 1] : 'text-white/80'
                      }`}
                    >
                      {entry.rank}
                    </span>
                  </td>
                  <td className="max-w-0 truncate py-1.5">{entry.nickname}</td>
                  <td className="py-1.5 text-right font-heading font-bold text-brand-green tabular-nums">{format.format(entry.score)}</td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}

export function LeaderboardTables({
  boards,
  labels,
  locale,
  highlight = null,
}: {
  boards: Leaderboards;
  labels: GameLabels;
  locale: Locale;
  highlight?: { nickname: string; score: number } | null;
}) {
  return (
    <section aria-labelledby="games-leaderboard-title">
      <h2 id="games-leaderboard-title" className="font-heading text-xl font-bold">
        {labels.leaderboardTitle}
      </h2>
      <div className="mt-3 grid gap-4 sm:grid-cols-2">
        <Board id="today" title={labels.today} entries={boards.today} labels={labels} locale={locale} highlight={highlight} />
        <Board id="all-time" title={labels.allTime} entries={boards.allTime} labels={labels} locale={locale} highlight={highlight} />
      </div>
    </section>
  );
}
