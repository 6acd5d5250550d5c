/**
 * Round 43: the try-on's photos asked right after it, how the try-on works, a missed class, where exactly after the
 * agency's city, "is that a problem?" after the visitor's city, paying online after a quote, and how many days. Phrasings
 * of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('the try-on', () => {
  it.each([
    ['es', ['entré al probador de lentes', '¿y mis fotos se quedan guardadas?']],
    ['en', ['I tried the glasses try-on', 'will you keep my photos?']],
  ] as const)('%s: %j is the try-on’s own answer (the image stays on the device)', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/innovaciones/probador'))).toBe(true);
    expect(saidIn(last)).toMatch(/(?:dispositivo|device)/);
  });

  it('es: how the glasses try-on works is the demo', async () => {
    const { last } = await converse('es', ['¿cómo funciona el probador de lentes?']);
    expect(pagesOf(last).some((page) => page.includes('/innovaciones/probador'))).toBe(true);
  });
});

describe('classes, places and paying', () => {
  it.each([
    ['es', ['¿los cursos son en vivo?', '¿y si falto a una clase?']],
    ['en', ['tell me about the courses', 'what happens if I miss a class?']],
  ] as const)('%s: %j says the classes are live and what the site does not say', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/(?:en vivo|live classes)/);
    expect(saidIn(last)).toMatch(/(?:no dice|does not say)/);
  });

  it('es: where exactly, after the agency said it is in Lima', async () => {
    const { last } = await converse('es', ['¿son de Lima?', '¿en qué parte exactamente?']);
    expect(saidIn(last)).toMatch(/Miraflores/);
  });

  it('en: "is that a problem?" right after the visitor said where they live', async () => {
    const { last } = await converse('en', ["we're based in toronto", 'is that a problem?']);
    expect(saidIn(last)).toMatch(/abroad/);
  });

  it('en: paying by card online after a quote is the payments, not an online store', async () => {
    const { last, started } = await converse('en', ['we received your quote', 'can we pay it by card online?']);
    expect(started).toBe(false);
    expect(pagesOf(last).some((page) => page.includes('/pagos'))).toBe(true);
  });

  it('es: how many days, after a service, is its timeline', async () => {
    const { last } = await converse('es', ['me interesa una landing', '¿en cuántos días estaría?']);
    expect(saidIn(last)).toMatch(/semanas/);
  });
});
