'use client';
/**
 * The top loading bar: starts when the visitor follows an in-site link (or goes back/forward) and
 * finishes when the new URL has rendered. Rules live in loading-bar-model.ts.
 */
import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useReducer, useRef } from 'react';
import { idleLoadingBar, loadingBarConstants, loadingBarReducer } from './loading-bar-model';

function isInSiteNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a');
  if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return false;
  // Same page, only a hash: the browser scrolls, nothing loads.
  return !(url.pathname === window.location.pathname && url.search === window.location.search);
}

export function NavigationProgress() {
  const [state, dispatch] = useReducer(loadingBarReducer, idleLoadingBar);
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const firstRender = useRef(true);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (isInSiteNavigation(event)) dispatch({ type: 'start' });
    };
    const onPopState = () => dispatch({ type: 'start' });
    document.addEventListener('click', onClick);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  // A new URL has rendered: the navigation is done.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    dispatch({ type: 'finish' });
  }, [pathname, searchParams]);

  useEffect(() => {
    if (state.finished) return;
    const timer = setInterval(() => dispatch({ type: 'tick', random: Math.random() }), loadingBarConstants.tickMs);
    // A navigation that never completes (aborted by the browser) must not leave the bar running.
    const giveUp = setTimeout(() => dispatch({ type: 'cancel' }), loadingBarConstants.durationMs * 2);
    return () => {
      clearInterval(timer);
      clearTimeout(giveUp);
    };
  }, [state.finished]);

  useEffect(() => {
    if (!state.finished || !state.visible) return;
    const timer = setTimeout(() => dispatch({ type: 'hide' }), loadingBarConstants.hideAfterMs);
    return () => clearTimeout(timer);
  }, [state.finished, state.visible]);

  if (!state.visible) return null;
  return (
    <div
      aria-hidden="true"
      data-testid="loading-bar"
      data-state={state.failed ? 'failed' : state.finished ? 'finished' : 'loading'}
      className={`fixed inset-x-0 top-0 z-50 origin-left transition-transform duration-100 ${state.failed ? 'bg-red-600' : 'bg-brand-green'}`}
      style={{ height: loadingBarConstants.heightPx, transform: `scaleX(${state.percent / 100})` }}
    />
  );
}
