/**
 * What the process tells its health report: when it started, whether it is draining for shutdown, and how many
 * Darky sockets it holds. One per process (the custom server answers /api/health itself).
 */
import 'server-only';
export interface RuntimeState {
  startedAt: number;
  /** Set once shutdown begins: the health check answers 503 so proxies stop sending new work here. */
  draining: boolean;
  /** Connected Darky sockets; absent when socket.io is not attached. */
  darkySockets?: () => number;
}

const state: RuntimeState = { startedAt: Date.now(), draining: false };

export function runtimeState(): RuntimeState {
  return state;
}

export function registerDarkySockets(count: () => number): void {
  state.darkySockets = count;
}

export function markDraining(): void {
  state.draining = true;
}
