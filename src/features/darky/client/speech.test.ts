import { describe, expect, it } from 'vitest';
import { pickVoice } from './speech';

const voice = (lang: string, isDefault = false) => ({ lang, default: isDefault, name: lang });

describe('pickVoice (es-PE -> other es-* -> default)', () => {
  it('prefers the exact tag, accepting underscore spellings', () => {
    expect(pickVoice([voice('es-ES'), voice('es_PE'), voice('en-US', true)], 'es-PE')?.name).toBe('es_PE');
  });

  it('falls back to another variant of the language', () => {
    expect(pickVoice([voice('en-US', true), voice('es-MX')], 'es-PE')?.name).toBe('es-MX');
    expect(pickVoice([voice('es-ES', true), voice('en-GB')], 'en-US')?.name).toBe('en-GB');
  });

  it('then to the default voice, then to none', () => {
    expect(pickVoice([voice('fr-FR'), voice('de-DE', true)], 'es-PE')?.name).toBe('de-DE');
    expect(pickVoice([voice('fr-FR')], 'es-PE')).toBeUndefined();
  });
});
