/**
 * Round 36: a sum asked is off topic (never a price), the frames asked after the try-on, the innovations in other words,
 * the support team's hours, and a talk asked for on a day during a quote. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('a sum asked', () => {
  it.each([
    ['es', '¿cuánto es 18 por 7?'],
    ['en', "what's 120 divided by 4"],
  ] as const)('%s: %j is off topic, never the prices', async (locale, text) => {
    const { last, started } = await converse(locale, [text]);
    expect(saidIn(last)).not.toMatch(/S\/ \d/);
    expect(started).toBe(false);
  });

  it('es: a size in a price question is still the price question', async () => {
    const { last } = await converse('es', ['¿cuánto cuesta un banner de 2 x 3 metros?']);
    expect(saidIn(last)).not.toMatch(/se me escapa/);
  });
});

describe('the try-on and the innovations', () => {
  it('es: the frames asked right after the try-on are its list', async () => {
    const { last } = await converse('es', ['abrí el probador de lentes', '¿qué monturas tiene?']);
    expect(saidIn(last)).toMatch(/Aviador Lima/);
  });

  it('en: the innovations asked in other words are their page', async () => {
    const { last } = await converse('en', ['what are the innovations you show on the site?']);
    expect(pagesOf(last)).toContain('/en/innovaciones');
  });
});

describe('support hours and a talk on a day', () => {
  it('es: the support team hours are the team hours and the alerts out of hours', async () => {
    const { last } = await converse('es', ['ya tenemos la web con ustedes', '¿cuál es el horario del soporte?']);
    expect(saidIn(last)).toMatch(/9:00 a 18:00/);
    expect(saidIn(last)).toMatch(/fuera de horario/);
  });

  it.each([
    ['es', ['quiero una tienda online', '¿cuánto sale?', 'listo, ¿podemos conversar el viernes?'], /horarios libres/],
    ['en', ['we need a website', 'how much?', "great, let's talk on friday"], /open times/],
  ] as const)('%s: %j offers the free times', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});
