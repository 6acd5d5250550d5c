/**
 * Invoker Commands (`command` / `commandfor` on buttons, HTML standard; Chromium 135, Firefox 144, Safari 26.2)
 * let a button open or close a <dialog> with no script at all. @types/react 19.3 does not list them yet; React
 * passes lowercase attributes through to the DOM unchanged.
 */
import 'react';

declare module 'react' {
  interface ButtonHTMLAttributes<T> extends HTMLAttributes<T> {
    command?: 'show-modal' | 'close' | 'request-close' | 'show-popover' | 'hide-popover' | 'toggle-popover' | `--${string}`;
    commandfor?: string;
  }
}
