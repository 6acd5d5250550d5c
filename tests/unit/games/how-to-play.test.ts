/**
 * The game page's "How to play" (messages, both languages) states the points and lives the engine plays with: the page
 * and Darky read that text, so it must say what the game does.
 */
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import es from '../../../messages/es.json';
import { POINTS, START_LIVES } from '@/features/games/engine/simulation';

describe.each([
  ['es', es.Games.game.howTo, (n: number) => `${n} puntos`, `empiezas con ${START_LIVES}`],
  ['en', en.Games.game.howTo, (n: number) => `${n} points`, `you start with ${START_LIVES}`],
] as const)('%s: how to play', (_locale, howTo, points, lives) => {
  const said = howTo.join(' ');

  it('gives each item the points the engine scores', () => {
    for (const kind of ['lead', 'star', 'heart'] as const) expect(said).toContain(points(POINTS[kind]));
  });

  it('gives the lives a game starts with', () => {
    expect(said).toContain(lives);
  });
});
