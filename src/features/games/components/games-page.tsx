/** The /games page body: the arcade (intro, game, how-to, leaderboard) and the invitation to order a branded game. */
import { getTranslations } from 'next-intl/server';
import { LeadFormSection } from '@/features/leads/ui';
import { messageList } from '@/i18n/message-list';
import type { Locale } from '@/i18n/routing';
import { gameLabelKeys, type GameLabels } from '../game-labels';
import type { Leaderboards } from '../leaderboard';
import { readLeaderboards } from '../server/score-store';
import { GameArcade } from './game-arcade';

/** Placeholders stay literal ("{score}") for the browser to fill. */
const PLACEHOLDERS = { score: '{score}', lives: '{lives}', level: '{level}', rank: '{rank}', best: '{best}' };

async function boardsOrEmpty(): Promise<Leaderboards> {
  try {
    return await readLeaderboards();
  } catch {
    // The database being away must not take the game down: the board shows empty and fills on the next visit.
    return { today: [], allTime: [] };
  }
}

export async function GamesPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Games' });
  const labels = Object.fromEntries(gameLabelKeys.map((key) => [key, t(`game.${key}`, PLACEHOLDERS)])) as GameLabels;
  const boards = await boardsOrEmpty();
  return (
    <>
      <GameArcade
        labels={labels}
        howTo={messageList(t, 'game.howTo')}
        locale={locale}
        initialBoards={boards}
        intro={
          <div>
            <p className="font-heading text-sm font-semibold tracking-[0.2em] text-brand-green uppercase">{t('eyebrow')}</p>
            {/* 30 px on a phone: at 36 px the title filled 325 of its 343 px, and a heading face still loading (a
                 synthetic bold) wrapped it onto two lines, then back: a layout shift of the whole arcade (CLS 0.09). */}
            <h1 id="games-title" className="mt-2 font-heading text-3xl font-bold tab:text-5xl">
              {t('title')}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-white/85">{t('description')}</p>
            <ul className="mt-5 flex flex-wrap gap-2 text-sm">
              {messageList(t, 'points').map((point) => (
                <li key={point} className="rounded-full bg-white/10 px-3 py-1 text-white/90">
                  {point}
                </li>
              ))}
            </ul>
          </div>
        }
      />
      <LeadFormSection id="formulario" title={t('cta')} intro={t('formIntro')} formId="videojuegos" locale={locale} thankYouBase="/gracias" />
    </>
  );
}
