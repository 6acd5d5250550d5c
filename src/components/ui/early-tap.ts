/**
 * The React half of early taps (early-tap-listener.ts holds the press until then): a ref for a control (button or
 * form) marked data-early-tap. When React mounts the control it marks it ready, and a press the page kept from before
 * hydration runs now, once.
 */
import { useCallback, useLayoutEffect, useRef } from 'react';

export const earlyTapProps = { 'data-early-tap': '' } as const;

export function useEarlyTap<T extends HTMLElement>(onTap: (element: T) => void): (element: T | null) => void {
  const latest = useRef(onTap);
  useLayoutEffect(() => {
    latest.current = onTap;
  });
  return useCallback((element: T | null) => {
    if (!element) return;
    element.setAttribute('data-ready', '');
    if (!element.hasAttribute('data-early-tapped')) return;
    element.removeAttribute('data-early-tapped');
    element.removeAttribute('aria-busy');
    // After the commit: the action may set state.
    setTimeout(() => latest.current(element), 0);
  }, []);
}
