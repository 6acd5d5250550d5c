/*
 * Early taps: a control marked data-early-tap that is pressed before React has hydrated it (a slow phone, chunks still
 * on their way) keeps the press instead of losing it. The press is stopped here (React would otherwise replay it too),
 * the control is marked data-early-tapped and aria-busy (globals.css shows a spinner at once), and the component runs
 * the action when it hydrates (src/components/ui/early-tap.ts). A control React has mounted carries data-ready and is
 * left alone. Served from our origin (script-src 'self'), loaded with defer, well before Next's chunks.
 */
(function () {
  function early(event) {
    var target = event.target;
    var control = target && target.closest ? target.closest('[data-early-tap]') : null;
    if (!control || control.hasAttribute('data-ready')) return;
    // A tap on a submit button of an early form is the form's (its submit event follows and is held below).
    if (event.type === 'click' && control.tagName === 'FORM') return;
    event.preventDefault();
    event.stopImmediatePropagation();
    control.setAttribute('data-early-tapped', '');
    control.setAttribute('aria-busy', 'true');
  }
  document.addEventListener('click', early, true);
  document.addEventListener('submit', early, true);
})();
