// The game's rules: deterministic from the seed and the input log, fair (never unavoidable), and replayable.
import { describe, expect, it } from 'vitest';
import { playWithBot } from './testing-bot';
import { MAX_POINTS_PER_SECOND, MAX_TICKS, QUIT, TICKS_PER_SECOND, createGame, replay, step } from './simulation';

describe('darky-catch simulation', () => {
  it('plays the same run twice from the same seed and inputs, and a different one from another seed', () => {
    const a = playWithBot(1234, 4000);
    const b = playWithBot(1234, 4000);
    const c = playWithBot(98765, 4000);
    expect(b.state.score).toBe(a.state.score);
    expect(b.inputs).toEqual(a.inputs);
    expect(JSON.stringify(b.state.items)).toBe(JSON.stringify(a.state.items));
    expect(JSON.stringify(c.state.items)).not.toBe(JSON.stringify(a.state.items));
  });

  it('ends a run that never moves when the spam has taken three lives, with leads caught on the way', () => {
    const state = createGame(42);
    while (!state.over) step(state);
    expect(state.over).toBe('lives');
    expect(state.lives).toBe(0);
    expect(state.tick).toBeLessThan(MAX_TICKS);
  });

  it('gets harder: faster, denser items and more spam as the levels rise', () => {
    const state = createGame(7);
    const early: number[] = [];
    const late: number[] = [];
    // Immortal for this check: lives are topped up so the run reaches the top level.
    while (state.tick < 13 * 600) {
      state.lives = 3;
      step(state);
      const sample = state.tick < 600 ? early : state.tick > 12 * 600 ? late : null;
      sample?.push(...state.items.map((i) => i.speed));
    }
    expect(state.level).toBe(12);
    expect(Math.min(...late)).toBeGreaterThan(Math.max(...early));
  });

  it('scores a good player well above zero, and never above the points-per-second cap', () => {
    for (const seed of [1, 2, 3]) {
      const { state } = playWithBot(seed, MAX_TICKS);
      expect(state.score).toBeGreaterThan(200);
      expect(state.score).toBeLessThanOrEqual(MAX_POINTS_PER_SECOND * (state.tick / TICKS_PER_SECOND));
    }
  });

  it('replays a recorded run to the same score and length', () => {
    const { state, inputs } = playWithBot(555, MAX_TICKS);
    expect(replay(555, inputs)).toEqual({ ok: true, score: state.score, ticks: state.tick, end: state.over });
  });

  it('replays a run ended by the player at the tick of the QUIT', () => {
    const { inputs } = playWithBot(9, 900);
    const quitAt = 900;
    const result = replay(9, [...inputs, [quitAt, QUIT]]);
    expect(result).toMatchObject({ ok: true, ticks: quitAt, end: 'quit' });
  });

  it('gives another score when the log is replayed with another seed or edited', () => {
    const { state, inputs } = playWithBot(31337, MAX_TICKS);
    const other = replay(31338, inputs);
    expect(other.ok && other.score === state.score && other.ticks === state.tick).toBe(false);
    const shifted = inputs.map(([t, lane]) => [t + 7, lane] as const);
    const edited = replay(31337, shifted);
    expect(edited.ok && edited.score === state.score && edited.ticks === state.tick).toBe(false);
  });

  it('refuses logs out of order, with unknown actions, or going on after the run ended', () => {
    expect(
      replay(1, [
        [10, 1],
        [5, 2],
      ]),
    ).toEqual({ ok: false, reason: 'inputs-unordered' });
    expect(replay(1, [[10, 7]])).toEqual({ ok: false, reason: 'bad-action' });
    expect(replay(1, [[10, -1]])).toEqual({ ok: false, reason: 'bad-action' });
    expect(
      replay(1, [
        [10, QUIT],
        [11, 2],
      ]),
    ).toEqual({ ok: false, reason: 'inputs-after-end' });
  });
});
