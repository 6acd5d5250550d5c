/** Keeps Darky's floating parts off the page's controls: tracks form-field focus and whether a box covers a control. */
'use client';
import { useEffect, useState, type RefObject } from 'react';
import { coversPageControls, isPageFormField } from './page-dom';

/** True while a form field of the page (not Darky's input) has focus: on phones the keyboard is up then. */
export function usePageFieldFocus(): boolean {
  const [focused, setFocused] = useState(() => isPageFormField(document.activeElement));
  useEffect(() => {
    const onFocusIn = (event: FocusEvent) => setFocused(isPageFormField(event.target));
    const onFocusOut = (event: FocusEvent) => setFocused(isPageFormField(event.relatedTarget));
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('focusout', onFocusOut);
    };
  }, []);
  return focused;
}

/**
 * True while the element would sit over a button, link, field, tab or alert of the page. Checked on scroll, resize
 * and page changes (an error summary appearing), at most once a frame. The element stays measurable while hidden
 * (visibility, not display), so it comes back as soon as the spot is clear.
 */
export function useCoversPageControls(ref: RefObject<HTMLElement | null>, active: boolean): boolean {
  // Assumed covering until the first check: the teaser must not flash over a button before it is measured.
  const [covers, setCovers] = useState(true);
  useEffect(() => {
    if (!active) {
      setCovers(true);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element) return;
      const rect = element.getBoundingClientRect();
      setCovers(rect.width > 0 && coversPageControls(rect, element.closest('[data-testid="darky"]')));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const main = document.querySelector('main') ?? document.body;
    const observer = new MutationObserver(schedule);
    observer.observe(main, { childList: true, subtree: true });
    // Layout that moves without a DOM change (web fonts swapping in, images sizing) moves the page's buttons too.
    const resizes = new ResizeObserver(schedule);
    resizes.observe(document.body);
    void document.fonts?.ready.then(schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      observer.disconnect();
      resizes.disconnect();
    };
  }, [ref, active]);
  return covers;
}
