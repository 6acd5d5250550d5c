/**
 * darky-catch-engine: the playable game, loaded with import() only when the visitor presses play. Runs the
 * deterministic simulation at a fixed 60 Hz from real time (never faster than the clock, so the server's elapsed
 * time check holds), records the input log for the server's replay, draws each frame, plays sounds, and takes
 * keyboard, pointer and touch input. Pauses itself when the tab is hidden.
 */
import { GameRenderer } from './renderer';
import { GameSound } from './sound';
import { LANES, QUIT, TICKS_PER_SECOND, createGame, multiplierFor, step, type EndReason, type GameInput, type GameState } from './simulation';

/** Keys that scroll the page by default: swallowed while the game has focus. */
const PAGE_SCROLL_KEYS = new Set(['ArrowUp', 'ArrowDown', 'PageUp', 'PageDown', 'Home', 'End', ' ']);

const STEP_MS = 1000 / TICKS_PER_SECOND;
/** After a stall (a slow device, a debugger) the game skips ahead at most this much instead of racing to catch up. */
const MAX_FRAME_MS = 250;

export interface GameHud {
  score: number;
  lives: number;
  level: number;
  multiplier: number;
  lane: number;
}

export interface GameResult {
  score: number;
  ticks: number;
  inputs: GameInput[];
  end: EndReason;
}

export interface GameCallbacks {
  onHud(hud: GameHud, reason: 'tick' | 'hit' | 'catch'): void;
  onPauseChange(paused: boolean): void;
  onOver(result: GameResult): void;
}

export interface GameOptions extends GameCallbacks {
  /** Element that receives the canvas and the pointer input; sized by the page. */
  stage: HTMLElement;
  seed: number;
  muted: boolean;
  /** Made by the page in the play button's click (see GameSound). */
  audio: AudioContext | undefined;
  reducedMotion: boolean;
  fontFamily: string;
  /** Accessible name of the canvas. */
  label: string;
}

export interface GameController {
  move(direction: -1 | 1): void;
  moveTo(lane: number): void;
  pause(): void;
  resume(): void;
  quit(): void;
  setMuted(muted: boolean): void;
  destroy(): void;
}

export function startGame(options: GameOptions): GameController {
  const { stage } = options;
  const canvas = document.createElement('canvas');
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', options.label);
  canvas.className = 'block h-full w-full touch-none select-none';
  // Also the marker by which the budget test knows this code stays out of every page's first load.
  canvas.dataset.engine = 'darky-catch-engine';
  stage.prepend(canvas);

  const state: GameState = createGame(options.seed);
  const renderer = new GameRenderer(canvas, options.reducedMotion, state.lane, options.fontFamily);
  const sound = new GameSound(options.audio, options.muted);

  const inputs: GameInput[] = [];
  /** Lane wishes since the last tick, applied (and logged) at the next tick. */
  let pendingLanes: number[] = [];
  let pendingQuit = false;
  let paused = false;
  let destroyed = false;
  let frame = 0;
  let last = performance.now();
  let accumulator = 0;
  let lastHudScore = -1;
  let lastHudAt = 0;

  const fit = () => {
    const box = stage.getBoundingClientRect();
    renderer.resize(box.width, box.height, window.devicePixelRatio || 1);
    renderer.draw(state, 0, performance.now(), 0);
  };
  const resizeObserver = new ResizeObserver(fit);
  resizeObserver.observe(stage);
  fit();

  const hud = (): GameHud => ({ score: state.score, lives: state.lives, level: state.level + 1, multiplier: multiplierFor(state.combo), lane: state.lane });

  /** The lane Darky will be in once the pending wishes apply. */
  const plannedLane = () => (pendingLanes.length ? pendingLanes[pendingLanes.length - 1]! : state.lane);

  const wishLane = (lane: number) => {
    if (paused || state.over || destroyed) return;
    const clamped = Math.max(0, Math.min(LANES - 1, lane));
    if (clamped !== plannedLane()) pendingLanes.push(clamped);
  };

  const loop = (now: number) => {
    if (destroyed) return;
    frame = requestAnimationFrame(loop);
    const elapsed = Math.min(MAX_FRAME_MS, now - last);
    last = now;
    if (paused || state.over) return;
    accumulator += elapsed;
    let hit = false;
    let caught = false;
    while (accumulator >= STEP_MS && !state.over) {
      accumulator -= STEP_MS;
      const actions: number[] = [];
      for (const lane of pendingLanes) {
        inputs.push([state.tick, lane]);
        actions.push(lane);
      }
      pendingLanes = [];
      if (pendingQuit) {
        inputs.push([state.tick, QUIT]);
        actions.push(QUIT);
      }
      step(state, actions);
      sound.play(state.events);
      renderer.react(state.events, state, now);
      for (const event of state.events) {
        if (event.type === 'hit') hit = true;
        if (event.type === 'catch') caught = true;
      }
    }
    renderer.draw(state, accumulator / STEP_MS, now, elapsed / 1000);
    if (hit || caught || state.score !== lastHudScore || now - lastHudAt > 500) {
      lastHudScore = state.score;
      lastHudAt = now;
      options.onHud(hud(), hit ? 'hit' : caught ? 'catch' : 'tick');
    }
    if (state.over) {
      cancelAnimationFrame(frame);
      options.onOver({ score: state.score, ticks: state.tick, inputs: inputs.slice(), end: state.over });
    }
  };

  const setPaused = (next: boolean) => {
    if (destroyed || state.over || paused === next) return;
    paused = next;
    if (paused) sound.suspend();
    else {
      sound.resume();
      last = performance.now();
    }
    options.onPauseChange(paused);
  };

  /**
   * Keys belong to the game only while the stage has focus (play puts it there; a click on the stage does too): typing
   * elsewhere on the page stays the page's. Space and every arrow are taken even when they do nothing in the game, so
   * the page under the game never scrolls while playing.
   */
  const onKey = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    // The pause and end panels' buttons and fields live inside the stage: their keys are theirs.
    if (event.target !== stage && event.target !== canvas) return;
    const key = event.key;
    if (key === 'ArrowLeft' || key === 'a' || key === 'A') wishLane(plannedLane() - 1);
    else if (key === 'ArrowRight' || key === 'd' || key === 'D') wishLane(plannedLane() + 1);
    else if (key === 'p' || key === 'P' || key === 'Escape' || key === ' ') setPaused(!paused);
    else if (!PAGE_SCROLL_KEYS.has(key)) return;
    event.preventDefault();
  };

  /** Pointer and touch: Darky follows the finger or the mouse to the lane under it. */
  const laneAt = (clientX: number) => {
    const box = canvas.getBoundingClientRect();
    return Math.floor(((clientX - box.left) / box.width) * LANES);
  };
  let dragging = false;
  const onPointerDown = (event: PointerEvent) => {
    dragging = true;
    canvas.setPointerCapture?.(event.pointerId);
    wishLane(laneAt(event.clientX));
  };
  const onPointerMove = (event: PointerEvent) => {
    if (dragging || event.pointerType === 'mouse') wishLane(laneAt(event.clientX));
  };
  const onPointerUp = () => {
    dragging = false;
  };
  const onVisibility = () => {
    if (document.hidden) setPaused(true);
  };

  stage.addEventListener('keydown', onKey);
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointercancel', onPointerUp);
  document.addEventListener('visibilitychange', onVisibility);

  options.onHud(hud(), 'tick');
  frame = requestAnimationFrame((now) => {
    last = now;
    loop(now);
  });

  return {
    move: (direction) => wishLane(plannedLane() + direction),
    moveTo: wishLane,
    pause: () => setPaused(true),
    resume: () => setPaused(false),
    quit: () => {
      if (state.over || destroyed) return;
      pendingQuit = true;
      // A paused game still has to reach its next tick to end.
      if (paused) {
        paused = false;
        last = performance.now();
        accumulator = STEP_MS;
      }
    },
    setMuted: (muted) => sound.setMuted(muted),
    destroy: () => {
      destroyed = true;
      cancelAnimationFrame(frame);
      resizeObserver.disconnect();
      stage.removeEventListener('keydown', onKey);
      document.removeEventListener('visibilitychange', onVisibility);
      sound.close();
      canvas.remove();
    },
  };
}
