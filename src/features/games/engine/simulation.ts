/**
 * "Darky atrapa leads": the game's rules as a deterministic simulation (integers only, seeded RNG, fixed 60 Hz
 * ticks). The browser plays it and the server replays the same input log to verify a score: same seed, same
 * inputs, same result on any JavaScript engine. No DOM, no clock, no Math.random here.
 */

export const GAME_ID = 'darky-catch';
export const TICKS_PER_SECOND = 60;
export const LANES = 5;
/** Field height in sub-units (1/100 of a field unit); the field is 1000 units tall. */
export const FIELD_HEIGHT = 100_000;
/** Where Darky's catch line is: an item crossing it in Darky's lane is caught. */
export const CATCH_LINE = 86_000;
export const SPAWN_Y = -4_000;
export const START_LIVES = 3;
export const MAX_LIVES = 3;
/** A run ends by itself after ten minutes, so a replay never costs the server more than 36 000 ticks. */
export const MAX_TICKS = 10 * 60 * TICKS_PER_SECOND;
/** Difficulty steps up every 10 seconds, 12 times. */
export const TICKS_PER_LEVEL = 10 * TICKS_PER_SECOND;
export const MAX_LEVEL = 12;
export const QUIT = 9;

export type ItemKind = 'lead' | 'spam' | 'star' | 'heart';

export const POINTS: Record<ItemKind, number> = { lead: 10, star: 50, heart: 5, spam: 0 };
export const MAX_MULTIPLIER = 5;
/** Leads in a row needed for each step of the multiplier. */
export const COMBO_STEP = 5;

export interface Item {
  id: number;
  kind: ItemKind;
  lane: number;
  /** Top-to-bottom position in sub-units. */
  y: number;
  /** Sub-units per tick. */
  speed: number;
}

export type GameEvent =
  | { type: 'catch'; kind: ItemKind; lane: number; points: number }
  | { type: 'hit'; lane: number }
  | { type: 'miss'; lane: number }
  | { type: 'level'; level: number }
  | { type: 'over'; reason: EndReason };

export type EndReason = 'lives' | 'quit' | 'time';

export interface GameState {
  tick: number;
  rng: number;
  lane: number;
  score: number;
  lives: number;
  combo: number;
  level: number;
  items: Item[];
  nextSpawnTick: number;
  nextItemId: number;
  caught: number;
  over: EndReason | null;
  /** What happened during the last step (sounds and effects read it; the rules do not). */
  events: GameEvent[];
}

/** One entry of the input log: [tick at which it applies, lane 0..4 or QUIT]. */
export type GameInput = readonly [tick: number, action: number];

/** mulberry32: a tiny, well-distributed 32-bit PRNG; returns the next state and a uint32. */
function nextRandom(state: number): [number, number] {
  const next = (state + 0x6d2b79f5) | 0;
  let t = Math.imul(next ^ (next >>> 15), next | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return [next, (t ^ (t >>> 14)) >>> 0];
}

/** An integer in [0, n) from the state's generator. */
function roll(state: GameState, n: number): number {
  const [next, value] = nextRandom(state.rng);
  state.rng = next;
  return value % n;
}

export function createGame(seed: number): GameState {
  return {
    tick: 0,
    rng: seed | 0,
    lane: Math.floor(LANES / 2),
    score: 0,
    lives: START_LIVES,
    combo: 0,
    level: 0,
    items: [],
    nextSpawnTick: TICKS_PER_SECOND,
    nextItemId: 1,
    caught: 0,
    over: null,
    events: [],
  };
}

export function multiplierFor(combo: number): number {
  return Math.min(MAX_MULTIPLIER, 1 + Math.floor(combo / COMBO_STEP));
}

/** Ticks between spawns at a level: 42 at the start, 14 at the top. */
export function spawnInterval(level: number): number {
  return 42 - Math.floor((level * 28) / MAX_LEVEL);
}

/** Fall speed at a level in sub-units per tick: a 2.5 s fall at the start, under 1 s at the top. */
export function fallSpeed(level: number): number {
  return 700 + level * 95;
}

/** Chance (per thousand) that a spawned item is spam: 220‰ at the start, 520‰ at the top. */
function spamPerMille(level: number): number {
  return 220 + level * 25;
}

function spawnItem(state: GameState, lane: number): void {
  const draw = roll(state, 1000);
  const spam = spamPerMille(state.level);
  let kind: ItemKind = 'lead';
  if (draw < spam) kind = 'spam';
  else if (draw < spam + 45) kind = 'star';
  else if (draw < spam + 60 && state.lives < MAX_LIVES) kind = 'heart';
  // A little spread in speed keeps columns from moving in lockstep.
  const speed = fallSpeed(state.level) + roll(state, 120);
  state.items.push({ id: state.nextItemId++, kind, lane, y: SPAWN_Y, speed });
}

function spawn(state: GameState): void {
  const first = roll(state, LANES);
  spawnItem(state, first);
  // From level 3 on, sometimes a second item in another lane: never more than two at once, so a free lane always exists.
  if (state.level >= 3 && roll(state, 100) < Math.min(55, state.level * 5)) {
    spawnItem(state, (first + 1 + roll(state, LANES - 1)) % LANES);
  }
  state.nextSpawnTick = state.tick + spawnInterval(state.level);
}

/**
 * Advances the game by one tick after applying the actions stamped with this tick. A QUIT ends the run at once
 * (without advancing); the run also ends when the last life is lost or at MAX_TICKS.
 */
export function step(state: GameState, actions: readonly number[] = []): GameState {
  state.events = [];
  if (state.over) return state;
  for (const action of actions) {
    if (action === QUIT) {
      state.over = 'quit';
      state.events.push({ type: 'over', reason: 'quit' });
      return state;
    }
    if (Number.isInteger(action) && action >= 0 && action < LANES) state.lane = action;
  }

  const level = Math.min(MAX_LEVEL, Math.floor(state.tick / TICKS_PER_LEVEL));
  if (level !== state.level) {
    state.level = level;
    state.events.push({ type: 'level', level });
  }
  if (state.tick >= state.nextSpawnTick) spawn(state);

  const kept: Item[] = [];
  for (const item of state.items) {
    const before = item.y;
    item.y += item.speed;
    if (before < CATCH_LINE && item.y >= CATCH_LINE && item.lane === state.lane) {
      collect(state, item);
      continue;
    }
    if (item.y > FIELD_HEIGHT + 6_000) {
      if (item.kind === 'lead') {
        state.combo = 0;
        state.events.push({ type: 'miss', lane: item.lane });
      }
      continue;
    }
    kept.push(item);
  }
  state.items = kept;
  state.tick += 1;

  if (state.lives <= 0) state.over = 'lives';
  else if (state.tick >= MAX_TICKS) state.over = 'time';
  if (state.over) state.events.push({ type: 'over', reason: state.over });
  return state;
}

function collect(state: GameState, item: Item): void {
  if (item.kind === 'spam') {
    state.lives -= 1;
    state.combo = 0;
    state.events.push({ type: 'hit', lane: item.lane });
    return;
  }
  if (item.kind === 'heart') state.lives = Math.min(MAX_LIVES, state.lives + 1);
  if (item.kind === 'lead') state.combo += 1;
  const points = POINTS[item.kind] * multiplierFor(state.combo);
  state.score += points;
  state.caught += 1;
  state.events.push({ type: 'catch', kind: item.kind, lane: item.lane, points });
}

/** The most points a second of play can earn: every spawn a star at the top multiplier (the server's sanity cap). */
export const MAX_POINTS_PER_SECOND = Math.ceil((TICKS_PER_SECOND / spawnInterval(MAX_LEVEL)) * 2 * POINTS.star * MAX_MULTIPLIER);

export type ReplayResult =
  { ok: true; score: number; ticks: number; end: EndReason } | { ok: false; reason: 'inputs-unordered' | 'inputs-after-end' | 'bad-action' };

/**
 * Plays a whole run from its seed and input log, as the server does to check a submitted score.
 * The log must be ordered by tick, hold only lanes or QUIT, and end with the run.
 */
export function replay(seed: number, inputs: readonly GameInput[]): ReplayResult {
  for (let i = 0; i < inputs.length; i++) {
    const [tick, action] = inputs[i]!;
    if (!Number.isInteger(tick) || tick < 0 || (i > 0 && tick < inputs[i - 1]![0])) return { ok: false, reason: 'inputs-unordered' };
    if (!(action === QUIT || (Number.isInteger(action) && action >= 0 && action < LANES))) return { ok: false, reason: 'bad-action' };
  }
  const state = createGame(seed);
  let next = 0;
  const actions: number[] = [];
  while (!state.over) {
    actions.length = 0;
    while (next < inputs.length && inputs[next]![0] === state.tick) actions.push(inputs[next++]![1]);
    if (next < inputs.length && inputs[next]![0] < state.tick) return { ok: false, reason: 'inputs-unordered' };
    step(state, actions);
  }
  if (next < inputs.length) return { ok: false, reason: 'inputs-after-end' };
  return { ok: true, score: state.score, ticks: state.tick, end: state.over };
}
