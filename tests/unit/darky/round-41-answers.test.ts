/**
 * Round 41: another course of the list asked after one ("¿y el de UX?"), when a post was published, learning with a
 * price asked (a course, the lessons being free), hiring the agency, calling it, a time offered after a person was asked
 * for, politics and broken laptops as asides, Darky's own hours and a price remark that starts no quote. Phrasings of
 * our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('the academy and the blog, followed up', () => {
  it.each([
    ['es', ['¿cuánto está el curso de chatbots?', '¿y el de UX?']],
    ['en', ['chatbot course price', 'and the UX one?']],
  ] as const)('%s: %j gives the other course’s facts', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/490/);
    expect(pagesOf(last).some((page) => page.includes('/academia/cursos/diseno-ux'))).toBe(true);
  });

  it('es: after a course, "el de" with no title of the list is not another course', async () => {
    const { last } = await converse('es', ['¿cuánto está el curso de chatbots?', '¿y el de mi primo?']);
    expect(pagesOf(last).some((page) => page.includes('/academia/cursos/diseno-ux'))).toBe(false);
  });

  it('es: when the post discussed was published', async () => {
    const { last } = await converse('es', ['¿tienen algún artículo sobre chatbots para vender?', '¿cuándo lo publicaron?']);
    expect(saidIn(last)).toMatch(/Se publicó el \d+ de \w+ de 2026\./);
  });

  it('es: learning with a price asked is the course, not a free lesson', async () => {
    const { last } = await converse('es', ['quiero aprender a hacer chatbots, ¿cuánto cuesta?']);
    expect(saidIn(last)).toMatch(/S\/ 690/);
  });
});

describe('hiring the agency and reaching it', () => {
  it.each([
    ['es', '¿cómo los contrato para mi tienda?'],
    ['en', "we'd like to hire you, what now?"],
  ] as const)('%s: %j starts the quote', async (locale, text) => {
    const { started } = await converse(locale, [text]);
    expect(started).toBe(true);
  });

  it('en: calling them is the phone', async () => {
    const { last } = await converse('en', ['could I just call you directly?']);
    expect(saidIn(last)).toMatch(/640 9000/);
  });

  it('en: a time offered after a person was asked for is a booking', async () => {
    const { last } = await converse('en', ["I'd like to speak to someone", 'does friday at 11am work?']);
    expect(saidIn(last)).toMatch(/\d:\d\d/);
  });
});

describe('asides and remarks', () => {
  it.each([
    ['es', '¿y tú qué piensas de la política?'],
    ['en', 'who are you voting for in the elections'],
    ['en', 'can you fix my laptop please'],
  ] as const)('%s: %j is an aside, answered in character', async (locale, text) => {
    const { last, started } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(/Darko Digital/);
    expect(last.some((reply) => reply.action?.name === 'navigate')).toBe(false);
    expect(started).toBe(false);
  });

  it('es: Darky’s own hours after the team’s', async () => {
    const { last } = await converse('es', ['¿hasta qué hora atienden?', '¿y a qué hora te vas tú?']);
    expect(saidIn(last)).toMatch(/24x7/);
  });

  it('es: "uy, caro" after a price starts no quote', async () => {
    const { started } = await converse('es', ['¿cuánto cuesta una landing?', 'uy que caro']);
    expect(started).toBe(false);
  });
});

describe('requirements, fees and shorthand', () => {
  it('en: a language asked as a job’s requirement is the jobs’ answer, not a switch', async () => {
    const { last } = await converse('en', ['any openings for developers?', 'is spanish required?']);
    expect(last.some((reply) => reply.action?.name === 'change-language')).toBe(false);
    expect(saidIn(last)).toMatch(/talento@darkodigital\.pe/);
  });

  it('en: asked to speak Spanish, Darky still switches', async () => {
    const { last } = await converse('en', ['could you speak spanish please?']);
    expect(last.some((reply) => reply.action?.name === 'change-language')).toBe(true);
  });

  it.each([
    ['es', '¿cobran comisión si pago con tarjeta?', /no menciona ningún recargo/],
    ['en', 'any card surcharge?', /doesn't mention any fee/],
  ] as const)('%s: %j says the site states none, with the ways to pay', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
    expect(saidIn(last)).toMatch(/Yape/);
  });

  it('en: "a meeting possible?" offers the free times', async () => {
    const { last } = await converse('en', ['is a video meeting possible this week?']);
    expect(saidIn(last)).toMatch(/\d:\d\d/);
  });

  it('en: "w/" is "with": a site w/ payments is the online store', async () => {
    const { last } = await converse('en', ['need a site w/ online payments']);
    expect(pagesOf(last).some((page) => page.includes('web-e-commerce'))).toBe(true);
  });

  it('es: prices for entrepreneurs are the cheaper option, with the starting prices', async () => {
    const { last } = await converse('es', ['¿manejan tarifas para emprendedores?']);
    expect(saidIn(last)).toMatch(/desde S\/ 2,500/);
  });
});
