/**
 * The half of early taps that runs before React (src/components/ui/early-tap.ts is the other): a control marked
 * data-early-tap that is pressed before React has hydrated it (a slow phone, chunks still on their way) keeps the
 * press instead of losing it. The press is stopped here (React would otherwise replay it too), the control is marked
 * data-early-tapped and aria-busy (globals.css shows a spinner at once), and the component runs the action when it
 * hydrates. A control React has mounted carries data-ready and is left alone; a tap on a form's submit button is the
 * form's (its submit event follows and is held).
 *
 * Inline at the top of the body, so it has run before any control exists: as a file (even deferred or async) it was
 * fetched after the stylesheet, and a control painted with the stylesheet could be tapped first, the tap lost. Kept a
 * string so the bytes the page carries are the bytes the server hashes for its Content-Security-Policy
 * (EARLY_TAP_LISTENER's hash is allowed on every page, server/main.ts).
 */
export const EARLY_TAP_LISTENER =
  '(function(){function early(event){var target=event.target;' +
  'var control=target&&target.closest?target.closest("[data-early-tap]"):null;' +
  'if(!control||control.hasAttribute("data-ready"))return;' +
  'if(event.type==="click"&&control.tagName==="FORM")return;' +
  'event.preventDefault();event.stopImmediatePropagation();' +
  'control.setAttribute("data-early-tapped","");control.setAttribute("aria-busy","true")}' +
  'document.addEventListener("click",early,true);document.addEventListener("submit",early,true)})()';
