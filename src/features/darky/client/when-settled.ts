/**
 * Runs a task once the page has settled: a few seconds after the window's load event, in an idle
 * moment, or at once when the visitor first interacts (moves, touches, scrolls the wheel, types). Mounting the
 * chat costs about 150 ms of main-thread work on a mid-range phone; doing it after the page is
 * interactive keeps that work off the visitor's first seconds. Returns a cancel function.
 */
import { whenIdle } from './when-idle';

// Signals only a person sends (a programmatic scroll or focus does not count).
const INTERACTIONS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel'] as const;

export function whenSettled(task: () => void, { afterLoadMs, idleTimeoutMs }: { afterLoadMs: number; idleTimeoutMs: number }): () => void {
  let done = false;
  let cancelIdle: (() => void) | undefined;
  let graceTimer: ReturnType<typeof setTimeout> | undefined;

  const run = () => {
    if (done) return;
    done = true;
    cleanUp();
    task();
  };
  const afterLoad = () => {
    graceTimer = setTimeout(() => (cancelIdle = whenIdle(run, idleTimeoutMs)), afterLoadMs);
  };
  function cleanUp() {
    INTERACTIONS.forEach((type) => window.removeEventListener(type, run, true));
    window.removeEventListener('load', afterLoad);
    clearTimeout(graceTimer);
    cancelIdle?.();
  }

  INTERACTIONS.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true, once: true }));
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
  return () => {
    done = true;
    cleanUp();
  };
}
