/**
 * Round 35: how soon a data request is answered, job follow-ups (profiles, pay), a problem at night is support's, the
 * workshops' lengths, a lesson's reading time, an event's streaming, the innovation lab, the agency in a sentence, the
 * languages it works in, a case's results, a website that lets customers contact the visitor (no call asked), trying
 * the try-on after reading of it or without a camera said the message before, and a cheap option in other words. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();

describe('a request about the visitor data', () => {
  it.each([
    ['es', ['quiero que borren mi información', '¿en cuántos días me contestan?'], /diez días hábiles/],
    ['en', ['please delete my data', 'how soon will you reply?'], /ten business days/],
  ] as const)('%s: %j is how soon it is answered, not how long data is kept', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: how long data is kept is still the retention', async () => {
    const { last } = await converse('en', ['what do you do with my data?', 'how long do you keep it?']);
    expect(saidIn(last)).toMatch(/three years/);
  });
});

describe('jobs', () => {
  it.each([
    ['es', ['¿están contratando?', '¿y diseñadores también?'], /talento@darkodigital\.pe/],
    ['en', ['are you hiring?', 'do you take interns?'], /talento@darkodigital\.pe/],
    ['es', ['¿buscan programadores?'], /talento@darkodigital\.pe/],
  ] as const)('%s: %j is the hiring answer, never a service', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.includes('/servicios/'))).toBe(false);
  });

  it.each([
    ['es', ['¿están contratando?', '¿cuánto es el sueldo?'], /no publica sueldos/],
    ['en', ['are you hiring developers', 'what is the salary like?'], /does not publish salaries/],
  ] as const)('%s: %j says the site states no salary, and where to apply', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(saidIn(last)).toMatch(/talento@darkodigital\.pe/);
  });

  it('es: a business looking for developers for its own project is not hiring', async () => {
    const { last } = await converse('es', ['buscan desarrolladores para mi proyecto? necesito una app']);
    expect(saidIn(last)).not.toMatch(/talento@/);
  });
});

describe('a problem at night', () => {
  it.each([
    ['es', ['¿tienen soporte?', '¿qué horario tienen?', '¿y si algo se cae un domingo?'], /fuera de horario/],
    ['en', ['do you offer support?', 'what are your hours?', 'and if there is a problem at night?'], /outside business hours/],
  ] as const)('%s: %j is support out of hours, not the team hours', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('classes and lessons', () => {
  it.each([
    ['en', ['tell me about the workshops', 'how long are those?']],
    ['es', ['¿qué talleres tienen?', '¿y cuánto duran?']],
  ] as const)('%s: %j, how long the workshops are after their list, is each one length', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/\d (hours|horas)/);
  });

  it('es: the reading time of the lesson discussed, not a lesson about time', async () => {
    const { last } = await converse('es', ['¿tienen una lección sobre el brief de un proyecto?', '¿cuánto tiempo toma leerlo?']);
    expect(saidIn(last)).toMatch(/se lee en \d+ minutos/);
  });

  it('es: whether an event is streamed is its facts', async () => {
    const { last } = await converse('es', ['¿cuándo es el darky day?', '¿lo van a transmitir por internet?']);
    expect(saidIn(last)).toMatch(/transmisión en vivo/);
  });
});

describe('the agency', () => {
  it.each([
    ['es', '¿qué es el laboratorio de innovación?', /laboratorio de innovación/],
    ['en', 'tell me about your innovation lab', /innovation lab/],
  ] as const)('%s: %j names the lab and its prototypes', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', '¿qué tipo de agencia son ustedes?', /Webs y Apps a medida/],
    ['en', 'what kind of company is this, a dev shop or an ad agency?', /Custom websites and apps/],
  ] as const)('%s: %j is the agency and what it does', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last)).toContain(locale === 'es' ? '/nosotros' : '/en/nosotros');
  });

  it.each([
    ['es', '¿hablan inglés? tengo un cliente en Canadá', /español e inglés/],
    ['en', 'do you work in english? our company is in Toronto', /Spanish and English/],
  ] as const)('%s: %j is the languages, not the office', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });

  it('es: a person asked for by "asesor" is answered by one', async () => {
    const { last } = await converse('es', ['quiero hablar con un asesor']);
    expect(saidIn(last)).toMatch(/asesor/);
  });
});

describe('portfolio, demos and leads', () => {
  it('en: whether a case helped is its results', async () => {
    const { last } = await converse('en', ['what did you build for MSM?', 'did it really help them?']);
    expect(saidIn(last)).toMatch(/Results at MSM/);
  });

  it.each([
    ['en', 'we need a small website so customers can see our menu and contact us'],
    ['es', 'quiero una web para mi panadería donde la gente vea mis panes y me escriba'],
  ] as const)('%s: %j is the website, not a call', async (locale, text) => {
    const { last } = await converse(locale, [text]);
    expect(pagesOf(last).some((page) => page.includes('web-corporativa'))).toBe(true);
    expect(saidIn(last)).not.toMatch(/te llama|will call you/);
  });

  it.each([
    ['es', 'quiero una web, que me contacten por favor', /te llama/],
    ['en', 'call me and they can tell me more about the chatbot', /will call you/],
  ] as const)('%s: %j is still a call asked for', async (locale, text, said) => {
    const { last } = await converse(locale, [text]);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: trying the try-on after reading of it is the demo', async () => {
    const { last } = await converse('en', ['tell me about virtual try-on', 'can I test it myself?']);
    expect(pagesOf(last)).toContain('/en/innovaciones/probador');
  });

  it.each([
    ['en', ['my laptop has no camera', 'could I still try the frames on?'], /photo/],
    ['es', ['no tengo cámara en la compu', '¿igual puedo probarme los lentes?'], /foto/],
  ] as const)('%s: %j, the camera missing said first, is the try-on with a photo', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('es: something cheap in a few words is the lightest option and its reference price', async () => {
    const { last } = await converse('es', ['¿tienen algo baratito para empezar?']);
    expect(saidIn(last)).toMatch(/S\/ \d/);
  });
});
