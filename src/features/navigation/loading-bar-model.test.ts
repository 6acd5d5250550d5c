import { describe, expect, it } from 'vitest';
import { idleLoadingBar, loadingBarConstants, loadingBarReducer as reduce, type LoadingBarState } from './loading-bar-model';

function ticks(state: LoadingBarState, count: number, random = 1): LoadingBarState {
  for (let i = 0; i < count; i++) state = reduce(state, { type: 'tick', random });
  return state;
}

describe('navigation loading bar', () => {
  it('starts visible at zero and advances on ticks', () => {
    const started = reduce(idleLoadingBar, { type: 'start' });
    expect(started).toMatchObject({ percent: 0, visible: true, finished: false });
    expect(ticks(started, 5).percent).toBeGreaterThan(0);
  });

  it('never passes 95 % while the navigation is still loading', () => {
    const state = ticks(reduce(idleLoadingBar, { type: 'start' }), 1000);
    expect(state.percent).toBe(loadingBarConstants.holdAtPercent);
    expect(state.finished).toBe(false);
  });

  it('completes to 100 % on finish and hides afterwards', () => {
    const finished = reduce(ticks(reduce(idleLoadingBar, { type: 'start' }), 3), { type: 'finish' });
    expect(finished).toMatchObject({ percent: 100, finished: true, visible: true });
    expect(reduce(finished, { type: 'hide' })).toEqual(idleLoadingBar);
  });

  it('marks a failed navigation and finishes it', () => {
    const failed = reduce(reduce(idleLoadingBar, { type: 'start' }), { type: 'fail' });
    expect(failed).toMatchObject({ failed: true, finished: true, percent: 100 });
  });

  it('finishes a cancelled request only when none is pending', () => {
    let state = reduce(reduce(idleLoadingBar, { type: 'start' }), { type: 'start' });
    state = reduce(state, { type: 'cancel' });
    expect(state.finished).toBe(false);
    state = reduce(state, { type: 'cancel' });
    expect(state).toMatchObject({ finished: true, percent: 100 });
  });

  it('does not hide a bar that is still loading', () => {
    const loading = reduce(idleLoadingBar, { type: 'start' });
    expect(reduce(loading, { type: 'hide' })).toBe(loading);
  });
});
