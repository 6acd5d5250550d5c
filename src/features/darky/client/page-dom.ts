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

/** Phones get the chat as a full-width sheet; hide it when an action wants the visitor to see the page. */
export function chatCoversPage(): boolean {
  return window.matchMedia?.('(max-width: 639px)').matches ?? false;
}
