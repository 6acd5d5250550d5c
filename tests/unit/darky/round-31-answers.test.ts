/**
 * Round 31: a workshop's date asked with "what day", how long data is kept asked after privacy, the consultation
 * reserved in a few words, languages the agency does not work in, whether the office is near a place, the demos, a
 * form that stopped sending, glasses to buy, and when a campaign would start. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('classes, data and bookings', () => {
  it.each([
    ['es', ['el taller de landing page', '¿qué día es?'], /12 de diciembre/],
    ['en', ['the landing page workshop', 'which day is it?'], /December 12/],
  ] as const)('%s: %j is the workshop’s date, not another event', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿qué hacen con mis datos?', '¿y hasta cuándo los guardan?'], /tres años/],
    ['en', ['what do you do with my data?', 'until when?'], /three years/],
  ] as const)('%s: %j is how long it is kept', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('es: the consultation reserved in a few words offers its free times', async () => {
    const { last } = await converse('es', ['¿la asesoría cuesta algo?', 'ok, ¿cómo la reservo?']);
    expect(saidIn(last)).toMatch(/\d:\d\d/);
  });
});

describe('the agency', () => {
  it.each([
    ['es', ['¿me pueden atender en portugués?'], /español e inglés/],
    ['en', ['can you build our site in french?'], /Spanish and English/],
  ] as const)('%s: %j says the languages it works in', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿dónde queda su oficina?', '¿está lejos de Larcomar?'], /Larco/],
    ['en', ['where is your office?', 'is it close to larcomar?'], /Larco/],
  ] as const)('%s: %j is the address again', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿qué demos tienen?'], '/innovaciones'],
    ['en', ['which demos do you have?'], '/en/innovaciones'],
  ] as const)('%s: %j is the innovations page', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last)).toContain(page);
  });

  it.each([
    ['es', ['el formulario de contacto de mi web dejó de funcionar'], /8 horas/],
    ['en', ['the contact form on our site stopped working'], /8 business hours/],
  ] as const)('%s: %j is the response time for a form', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿venden monturas?'], /No vendemos/],
    ['en', ['do you sell sunglasses?'], /don't sell/],
  ] as const)('%s: %j says the frames are a demo', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['quiero que manejen mi tiktok', '¿cuándo podemos empezar?'], /semanas/],
    ['en', ['we need someone for our instagram', 'when can we start?'], /weeks/],
  ] as const)('%s: %j is the campaign’s timeline', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});
