/** DOM side of Darky's actions: scroll to a section and open (scroll to and focus) a form, waiting for it to render. */

/** As the site's hash scroll (SPEC.md section 2): up to 50 tries every 100 ms, since the target may render after a navigation. */
const MAX_TRIES = 50;
const TRY_EVERY_MS = 100;

function prefersReducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

function whenPresent(find: () => HTMLElement | null, then: (element: HTMLElement) => void, tries = MAX_TRIES): void {
  const element = find();
  if (element) then(element);
  else if (tries > 1) setTimeout(() => whenPresent(find, then, tries - 1), TRY_EVERY_MS);
}

export function scrollToElementId(id: string): void {
  whenPresent(
    () => document.getElementById(id),
    (element) => element.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' }),
  );
}

export function openFormById(formId: string): void {
  whenPresent(
    () => document.querySelector<HTMLElement>(`[data-form-id="${CSS.escape(formId)}"]`),
    (form) => {
      form.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
      const field = form.querySelector<HTMLElement>('input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])');
      const target = field ?? form;
      if (!field && !form.hasAttribute('tabindex')) form.setAttribute('tabindex', '-1');
      // preventScroll: the smooth scroll above is already on its way.
      target.focus({ preventScroll: true });
    },
  );
}

/**
 * A page whose content needs the screen (the game on /games) dispatches this on window, and marks <html> with
 * DARKY_ROOM_TAKEN_ATTRIBUTE while it does, so a widget that loads later starts closed too.
 */
export const DARKY_MAKE_ROOM_EVENT = 'darky:make-room';
export const DARKY_ROOM_TAKEN_ATTRIBUTE = 'data-darky-room-taken';

export function pageNeedsRoom(): boolean {
  return document.documentElement.hasAttribute(DARKY_ROOM_TAKEN_ATTRIBUTE);
}

/** Phones get the chat as a full-width sheet; hide it when an action wants the visitor to see the page. */
export function chatCoversPage(): boolean {
  return window.matchMedia?.('(max-width: 639px)').matches ?? false;
}

/** What the widget must never sit on: form parts, buttons, links and alerts (an error summary) of the page. */
const MUST_STAY_VISIBLE = 'form input:not([type="hidden"]), select, textarea, button, a[href], [role="button"], [role="alert"], [role="tab"]';

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

function overlaps(a: Box, b: Box): boolean {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Whether `box` (viewport coordinates) lies over something the visitor may want to press or read, outside `own`. */
export function coversPageControls(box: Box, own: Element | null): boolean {
  for (const element of document.querySelectorAll(MUST_STAY_VISIBLE)) {
    if (own?.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || !overlaps(box, rect)) continue;
    const style = window.getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    return true;
  }
  return false;
}

/** Pictures that say something (an empty alt is decoration). */
const MEANINGFUL_PICTURES = 'img:not([alt=""]), [role="img"][aria-label]';

function isShown(element: Element): boolean {
  const style = window.getComputedStyle(element);
  return style.visibility !== 'hidden' && style.display !== 'none' && style.opacity !== '0';
}

/** A box of a pixel or less is screen-reader text (sr-only), not something on screen. */
function isReadableBox(rect: DOMRect): boolean {
  return rect.width > 1 && rect.height > 1;
}

/**
 * Whether `box` lies over anything the visitor reads or presses, outside `own`: the controls above, pictures with
 * a text alternative, and every line of text (measured line by line with a Range, so a paragraph's empty right
 * margin does not count). The floating greeting uses it: it shows only where this is false.
 */
export function coversPageContent(box: Box, own: Element | null): boolean {
  if (coversPageControls(box, own)) return true;
  for (const element of document.querySelectorAll(MEANINGFUL_PICTURES)) {
    if (own?.contains(element)) continue;
    const rect = element.getBoundingClientRect();
    if (isReadableBox(rect) && overlaps(box, rect) && isShown(element)) return true;
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!node.nodeValue?.trim()) continue;
    const parent = node.parentElement;
    if (!parent || own?.contains(parent)) continue;
    // Cheap test first: a text's lines lie inside its element's box.
    const outer = parent.getBoundingClientRect();
    if (!isReadableBox(outer) || !overlaps(box, outer)) continue;
    range.selectNodeContents(node);
    for (const line of range.getClientRects()) {
      if (isReadableBox(line) && overlaps(box, line) && isShown(parent)) return true;
    }
  }
  return false;
}

/** The desktop panel's box (chat-panel.tsx: 380 px wide, right 1.5rem, bottom 5.75rem, up to 600 px tall). */
function desktopPanelBox(): Box {
  const rem = parseFloat(window.getComputedStyle(document.documentElement).fontSize) || 16;
  const right = window.innerWidth - 1.5 * rem;
  const bottom = window.innerHeight - 5.75 * rem;
  const height = Math.min(600, window.innerHeight - 7.5 * rem);
  return { left: right - 380, right, top: bottom - height, bottom };
}

/**
 * Whether the panel may open by itself on this page (a visitor who left it open elsewhere): never on phones,
 * where it is a sheet over everything, and never where it would sit over a form, a tab or a call to action.
 */
export function panelMayOpenHere(): boolean {
  if (chatCoversPage()) return false;
  return !coversPageControls(desktopPanelBox(), document.querySelector('[data-testid="darky"]'));
}

/** A form field of the page (not Darky's own input): while one has focus, the widget steps aside. */
export function isPageFormField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.closest('[data-testid="darky"]')) return false;
  return target.matches('input:not([type="hidden"]):not([type="button"]):not([type="submit"]), select, textarea, [contenteditable="true"]');
}
