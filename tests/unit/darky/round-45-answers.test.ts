/**
 * Round 45: "are you a real person?" with the team's lines, parking, in-house or outsourced, what a demo is for a
 * business, a case named by its address, a visit to the office to talk, "a cuánto está", new sections and support,
 * writing on a Sunday. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();
const CLOCK = /\b\d{1,2}:\d{2}\b/;

describe('round 45', () => {
  it.each([
    ['es', ['¿eres un robot o una persona?']],
    ['en', ['am I talking to a human?']],
  ] as const)('%s: %j says what Darky is, with the team’s WhatsApp and the contact page', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(last.some((reply) => reply.message.includes('https://wa.me/'))).toBe(true);
    expect(pagesOf(last).some((page) => page.endsWith('/contacto'))).toBe(true);
  });

  it.each([
    ['es', ['¿hay dónde estacionar cerca de su oficina?'], /no lo indica/],
    ['en', ['is there parking at your office?'], /(?:doesn't say|does not say|not on our site|isn't on)/i],
  ] as const)('%s: %j says the site does not say, with the contacts', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿ustedes mismos lo desarrollan o lo tercerizan?'], /equipo de diseñadores/],
    ['en', ['do you outsource the development?'], /team of designers/],
  ] as const)('%s: %j is the agency’s own team', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['entré al juego de Darky', '¿y eso para qué le sirve a una marca?'], /ferias/],
    ['en', ['I played your game', "what's the point of it for a business?"], /trade fairs/],
  ] as const)('%s: %j is the interactive games service', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: a case named by its address ("the msm project") is that case', async () => {
    const { last } = await converse('en', ['what about the msm project?']);
    expect(pagesOf(last).some((page) => page.endsWith('/portafolio/msm'))).toBe(true);
  });

  it.each([
    ['es', ['¿puedo pasar por su oficina para hablar de mi proyecto?'], /Larco/],
    ['en', ['can I drop by your office to discuss a project?'], /Larco/],
  ] as const)('%s: %j gives the address and the free times', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(saidIn(last)).toMatch(CLOCK);
  });

  it('es: "¿a cuánto está la tienda online?" is its price', async () => {
    const { last } = await converse('es', ['¿a cuánto está la tienda online?']);
    expect(saidIn(last)).toMatch(/desde S\/ [\d,]+/);
  });

  it('es: new sections asked of support are quoted apart', async () => {
    const { last } = await converse('es', ['¿el mantenimiento cubre agregar secciones nuevas?']);
    expect(saidIn(last)).toMatch(/por separado/);
  });

  it('es: writing on a Sunday is the weekend answer', async () => {
    const { last } = await converse('es', ['¿los domingos les puedo escribir?']);
    expect(saidIn(last)).toMatch(/24x7/);
  });
});
