/** For tests and the benchmark only: a bot that plays the simulation like a quick, careful person, recording its input log. */
import { CATCH_LINE, LANES, createGame, step, type GameInput, type GameState } from './simulation';

export function playWithBot(seed: number, maxTicks: number): { state: GameState; inputs: GameInput[] } {
  const state = createGame(seed);
  const inputs: GameInput[] = [];
  while (!state.over && state.tick < maxTicks) {
    const danger = new Set(state.items.filter((i) => i.kind === 'spam' && i.y < CATCH_LINE && i.y > CATCH_LINE - 3 * i.speed).map((i) => i.lane));
    const target = state.items
      .filter((i) => i.kind !== 'spam' && i.y < CATCH_LINE)
      .sort((a, b) => (CATCH_LINE - a.y) / a.speed - (CATCH_LINE - b.y) / b.speed)[0];
    let lane = state.lane;
    if (target && !danger.has(target.lane)) lane = target.lane;
    if (danger.has(lane)) lane = [...Array(LANES).keys()].find((l) => !danger.has(l)) ?? lane;
    const actions: number[] = [];
    if (lane !== state.lane) {
      inputs.push([state.tick, lane]);
      actions.push(lane);
    }
    step(state, actions);
  }
  return { state, inputs };
}
