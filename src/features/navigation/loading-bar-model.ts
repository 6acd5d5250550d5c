/**
 * The navigation loading bar's behaviour (SPEC section 4 and 9) as a pure state machine, so the
 * component stays thin and the rules are testable: random advance every tick, never past 95 %
 * while loading, 100 % on finish, hidden 500 ms later, a failed state with its own colour.
 */
export const loadingBarConstants = {
  durationMs: 5000,
  tickMs: 100,
  holdAtPercent: 95,
  heightPx: 2,
  hideAfterMs: 500,
} as const;

export interface LoadingBarState {
  percent: number;
  visible: boolean;
  failed: boolean;
  finished: boolean;
  /** Requests still pending; a cancelled one only finishes the bar when this reaches zero. */
  pending: number;
}

export const idleLoadingBar: LoadingBarState = { percent: 0, visible: false, failed: false, finished: true, pending: 0 };

export type LoadingBarEvent =
  { type: 'start' } | { type: 'tick'; random: number } | { type: 'finish' } | { type: 'fail' } | { type: 'cancel' } | { type: 'hide' };

/** Average advance per tick so that a full bar takes `durationMs`. */
const stepPerTick = (100 * loadingBarConstants.tickMs) / loadingBarConstants.durationMs;

export function loadingBarReducer(state: LoadingBarState, event: LoadingBarEvent): LoadingBarState {
  switch (event.type) {
    case 'start':
      return { percent: 0, visible: true, failed: false, finished: false, pending: state.finished ? 1 : state.pending + 1 };
    case 'tick': {
      if (state.finished) return state;
      const advanced = state.percent + 2 * stepPerTick * Math.min(1, Math.max(0, event.random));
      return { ...state, percent: Math.min(loadingBarConstants.holdAtPercent, advanced) };
    }
    case 'finish':
      return { ...state, percent: 100, finished: true, pending: 0 };
    case 'fail':
      return { ...state, failed: true, percent: 100, finished: true, pending: 0 };
    case 'cancel': {
      const pending = Math.max(0, state.pending - 1);
      return pending === 0 ? { ...state, pending, percent: 100, finished: true } : { ...state, pending };
    }
    case 'hide':
      return state.finished ? { ...idleLoadingBar } : state;
  }
}
