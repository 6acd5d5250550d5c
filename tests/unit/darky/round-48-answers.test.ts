/**
 * Round 48: a case told by its sector as the portfolio's, using the try-on, what the agency does asked after small
 * talk, what makes a price go up, the next lesson received, a demo wanted for one's brand. Phrasings of our own, not
 * the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('round 48', () => {
  it.each([
    ['en', 'the augmented reality project for the museum?', '/portafolio/museo-vivo'],
    ['en', 'google ads results for the real estate client', '/portafolio/urbana-inmobiliaria'],
    ['en', 'what did you build for the logistics company?', '/portafolio/msm'],
  ] as const)('%s: %j is the case its sector tells', async (locale, text, page) => {
    const { last } = await converse(locale, [text]);
    expect(pagesOf(last).some((linked) => linked.endsWith(page))).toBe(true);
  });

  it('en: a course asked by its title is no case, though a word of it is rare', async () => {
    const { last } = await converse('en', ['how long is the data driven marketing course']);
    expect(pagesOf(last).some((page) => page.includes('/portafolio/'))).toBe(false);
  });

  it.each([
    ['en', 'how can I use the glasses try-on?', /Turn on the camera, pick a frame/],
    ['en', 'how do I use the glasses try-on', /Turn on the camera, pick a frame/],
    ['es', '¿cómo uso el probador de lentes?', /Activa la cámara, elige una montura/],
  ] as const)('%s: %j is how the demo is used, not the privacy policy nor a sentence sharing "use"', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.endsWith('/politicas-de-privacidad'))).toBe(false);
    expect(pagesOf(last).some((page) => page.endsWith('/innovaciones/probador'))).toBe(true);
  });

  it('en: "ok so what do you actually do" after small talk is the services', async () => {
    const { last } = await converse('en', ['hi', 'ok so what do you actually do']);
    expect(saidIn(last)).toMatch(/We offer/);
  });

  it('en: "what makes it go up?" after a chatbot is what its price depends on', async () => {
    const { last } = await converse('en', ['I want a chatbot', 'what makes it go up?']);
    expect(saidIn(last)).toMatch(/depends on the channels/);
  });

  it('es: "¿y cómo me llega la siguiente?" after the lessons is the form that sends the next one', async () => {
    const { last } = await converse('es', ['¿las lecciones son gratis?', '¿y cómo me llega la siguiente?']);
    expect(saidIn(last)).toMatch(/formulario para recibir/);
  });

  it('es: "¿se lo pueden hacer a mi marca?" after the game starts the quote', async () => {
    const { started } = await converse('es', ['probé el juego de darky', '¿se lo pueden hacer a mi marca?']);
    expect(started).toBe(true);
  });
});
