/**
 * What the custom server tells the health route about the process: when it started, whether it is
 * draining for shutdown, and how many Darky sockets it holds. Kept on globalThis because the server
 * (esbuild bundle) and the route handler (Next bundle) each load their own copy of this module.
 */
export interface RuntimeState {
  startedAt: number;
  /** Set once shutdown begins: the health check answers 503 so proxies stop sending new work here. */
  draining: boolean;
  /** Connected Darky sockets; absent when socket.io is not attached (e.g. `next dev` without the custom server). */
  darkySockets?: () => number;
}

const SLOT = Symbol.for('darko-digital.runtime-state');
const holder = globalThis as Record<symbol, RuntimeState | undefined>;

export function runtimeState(): RuntimeState {
  holder[SLOT] ??= { startedAt: Date.now(), draining: false };
  return holder[SLOT];
}

export function registerDarkySockets(count: () => number): void {
  runtimeState().darkySockets = count;
}

export function markDraining(): void {
  runtimeState().draining = true;
}
