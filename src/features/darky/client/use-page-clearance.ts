/** Keeps Darky's floating parts off the page: tracks form-field focus and whether the greeting would cover content. */
'use client';
import { useEffect, useState, type RefObject } from 'react';
import { coversPageContent, isPageFormField } from './page-dom';

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
 * Whether Darky's floating greeting may show: only while none of its bubbles lies over anything of the page (text,
 * picture, link, button, field), and never again once it has been in the way. The first check that finds the
 * spot taken — on arrival, after a scroll, a resize, fonts or images settling, a page change — folds the bubbles
 * into the launcher (its unread count) until the next message: a greeting that came back over what the visitor is
 * reading would be worse than one that waits behind the launcher. Checked at most once a frame, and the element is
 * hidden in that same frame (before paint), not on React's next render, so not one frame shows it over the page.
 */
export function useFloatingClearance(ref: RefObject<HTMLElement | null>, active: boolean, messageKey: unknown): 'measuring' | 'shown' | 'folded' {
  const [clearance, setClearance] = useState<'measuring' | 'shown' | 'folded'>('measuring');
  useEffect(() => {
    setClearance('measuring');
    if (!active) return;
    let frame = 0;
    let folded = false;
    const check = () => {
      frame = 0;
      const element = ref.current;
      if (!element || folded) return;
      const own = element.closest('[data-testid="darky"]');
      const bubbles = Array.from(element.children).map((child) => child.getBoundingClientRect());
      const inTheWay = bubbles.some((box) => box.width > 0 && coversPageContent(box, own));
      if (inTheWay) {
        folded = true;
        element.style.visibility = 'hidden';
        setClearance('folded');
      } else {
        element.style.visibility = '';
        setClearance('shown');
      }
    };
    const schedule = () => {
      if (!frame && !folded) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    // Layout that moves without a DOM change (web fonts swapping in, images sizing) moves the page's text too.
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
  }, [ref, active, messageKey]);
  return clearance;
}
