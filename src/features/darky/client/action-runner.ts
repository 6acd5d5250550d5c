/** Runs the action a bot event carries (navigate, change language, scroll, open a form) through injected page effects. */
import type { ChatAction } from '../protocol';
import { isLocale, type Locale } from '@/i18n/routing';

/** What an action may do to the page; the widget passes the real router and DOM, tests pass fakes. */
export interface PageEffects {
  /** Locale-aware client navigation to a path without locale prefix (may carry ?query and #hash). */
  navigate(path: string, locale: Locale): void;
  /** Same page, other language. */
  changeLanguage(locale: Locale): void;
  scrollToId(id: string): void;
  openForm(formId: string): void;
  setAnimation(name: string): void;
  /** Hides the full chat where it covers the page (phones), so the visitor sees where Darky took them. */
  revealPage(): void;
  /** Defers work to the next tick, after React has committed the bot message. */
  defer(task: () => void): void;
}

/** Default animation name when a navigate action names none. */
export const DEFAULT_NAVIGATE_ANIMATION = 'navigating';

/**
 * Splits a path the server sent into the site path and its locale: '/en/services' -> ('/services', 'en').
 * Returns null for anything that is not a same-site path (absolute URLs, protocol-relative, scripts).
 */
export function parseSitePath(raw: unknown, fallbackLocale: Locale): { path: string; locale: Locale } | null {
  if (typeof raw !== 'string' || !raw.startsWith('/') || raw.startsWith('//')) return null;
  const match = /^\/(es|en)(?=\/|\?|#|$)(.*)$/.exec(raw);
  if (match && isLocale(match[1])) {
    const rest = match[2] ?? '';
    return { locale: match[1], path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { path: raw, locale: fallbackLocale };
}

/** Runs one bot action; unknown or malformed actions are ignored (the text of the message still shows). */
export function runChatAction(action: ChatAction | undefined, locale: Locale, effects: PageEffects): void {
  if (!action) return;
  const params = action.params ?? {};
  switch (action.name) {
    case 'navigate': {
      const target = parseSitePath(params.path, locale);
      if (!target) return;
      const animation = typeof params.animation === 'string' && params.animation ? params.animation : DEFAULT_NAVIGATE_ANIMATION;
      effects.setAnimation(animation);
      effects.defer(() => {
        effects.revealPage();
        effects.navigate(target.path, target.locale);
      });
      return;
    }
    case 'change-language': {
      const target = params.locale;
      if (!isLocale(target) || target === locale) return;
      effects.defer(() => effects.changeLanguage(target));
      return;
    }
    case 'scroll-to': {
      if (typeof params.id !== 'string' || !params.id) return;
      const id = params.id;
      effects.defer(() => {
        effects.revealPage();
        effects.scrollToId(id);
      });
      return;
    }
    case 'open-form': {
      if (typeof params.formId !== 'string' || !params.formId) return;
      const formId = params.formId;
      effects.defer(() => {
        effects.revealPage();
        effects.openForm(formId);
      });
      return;
    }
    case 'suggestions':
      // Rendered as quick-reply buttons by the widget; nothing to run.
      return;
  }
}
