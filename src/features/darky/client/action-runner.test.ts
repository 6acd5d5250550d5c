import { describe, expect, it } from 'vitest';
import { DEFAULT_NAVIGATE_ANIMATION, parseSitePath, runChatAction, type PageEffects } from './action-runner';

/** Records what an action did; deferred work runs only when `tick()` is called, like setTimeout(0). */
function fakeEffects() {
  const calls: string[] = [];
  const pending: (() => void)[] = [];
  const effects: PageEffects = {
    navigate: (path, locale) => calls.push(`navigate ${locale} ${path}`),
    changeLanguage: (locale) => calls.push(`language ${locale}`),
    scrollToId: (id) => calls.push(`scroll ${id}`),
    openForm: (formId) => calls.push(`form ${formId}`),
    setAnimation: (name) => calls.push(`animation ${name}`),
    revealPage: () => calls.push('reveal'),
    defer: (task) => pending.push(task),
  };
  const tick = () => pending.splice(0).forEach((task) => task());
  return { effects, calls, tick };
}

describe('parseSitePath', () => {
  it('reads the locale prefix and keeps query and hash', () => {
    expect(parseSitePath('/en/servicios?tab=web-ux#form', 'es')).toEqual({ path: '/servicios?tab=web-ux#form', locale: 'en' });
    expect(parseSitePath('/en', 'es')).toEqual({ path: '/', locale: 'en' });
    expect(parseSitePath('/portafolio', 'en')).toEqual({ path: '/portafolio', locale: 'en' });
    expect(parseSitePath('/english-lessons', 'es')).toEqual({ path: '/english-lessons', locale: 'es' });
  });

  it('refuses anything that leaves the site', () => {
    for (const bad of ['https://evil.example', '//evil.example/x', 'javascript:alert(1)', 42, undefined]) {
      expect(parseSitePath(bad, 'es')).toBeNull();
    }
  });
});

describe('runChatAction', () => {
  it('navigate sets the animation at once and navigates on the next tick, in the visitor language', () => {
    const { effects, calls, tick } = fakeEffects();
    runChatAction({ name: 'navigate', params: { path: '/nosotros', animation: 'fly' } }, 'en', effects);
    expect(calls).toEqual(['animation fly']);
    tick();
    expect(calls).toEqual(['animation fly', 'reveal', 'navigate en /nosotros']);
  });

  it('navigate without animation uses the default one; a foreign URL does nothing', () => {
    const { effects, calls, tick } = fakeEffects();
    runChatAction({ name: 'navigate', params: { path: '/es/portafolio' } }, 'en', effects);
    runChatAction({ name: 'navigate', params: { path: 'https://evil.example' } }, 'en', effects);
    tick();
    expect(calls).toEqual([`animation ${DEFAULT_NAVIGATE_ANIMATION}`, 'reveal', 'navigate es /portafolio']);
  });

  it('change-language switches to the other locale, and ignores the current or an unknown one', () => {
    const { effects, calls, tick } = fakeEffects();
    runChatAction({ name: 'change-language', params: { locale: 'es' } }, 'es', effects);
    runChatAction({ name: 'change-language', params: { locale: 'fr' } }, 'es', effects);
    runChatAction({ name: 'change-language', params: { locale: 'en' } }, 'es', effects);
    tick();
    expect(calls).toEqual(['language en']);
  });

  it('scroll-to and open-form reach the page after the tick', () => {
    const { effects, calls, tick } = fakeEffects();
    runChatAction({ name: 'scroll-to', params: { id: 'servicios' } }, 'es', effects);
    runChatAction({ name: 'open-form', params: { formId: 'chatbot' } }, 'es', effects);
    expect(calls).toEqual([]);
    tick();
    expect(calls).toEqual(['reveal', 'scroll servicios', 'reveal', 'form chatbot']);
  });

  it('suggestions, missing params and no action do nothing', () => {
    const { effects, calls, tick } = fakeEffects();
    runChatAction({ name: 'suggestions', params: { items: [] } }, 'es', effects);
    runChatAction({ name: 'scroll-to', params: {} }, 'es', effects);
    runChatAction({ name: 'open-form', params: { formId: 3 } }, 'es', effects);
    runChatAction(undefined, 'es', effects);
    tick();
    expect(calls).toEqual([]);
  });
});
