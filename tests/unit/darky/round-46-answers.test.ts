/**
 * Round 46: a language the visitor does not speak, a meeting's language asked while its time is chosen, a question no
 * longer filed as a name, the content manager, the team's areas, time zones, live classes, a cue said alone, a second
 * question before the free times, praise of a demo, the game's record, more articles, a lesson named by its title's
 * words. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();
const CLOCK = /\b\d{1,2}:\d{2}\b/;

describe('round 46', () => {
  it.each([
    ['en', "I can't speak spanish", 'en'],
    ['es', 'no entiendo inglés', 'es'],
  ] as const)('%s: %j never switches to the language it names', async (locale, text, kept) => {
    const { last } = await converse(locale, [text]);
    const switched = last.find((reply) => reply.action?.name === 'change-language');
    expect(switched?.action?.params.locale ?? kept).toBe(kept);
  });

  it('en: "could the meeting be in english?" while its time is chosen is the team’s languages, then the times again', async () => {
    const { last } = await converse('en', ['I want to book a consultation', 'could the meeting be in english?']);
    expect(saidIn(last)).toMatch(/Spanish and English/);
    expect(saidIn(last)).toMatch(CLOCK);
  });

  it('es: "ok ya, ¿podemos hablar por llamada?" is a meeting, not an English "you ok?"', async () => {
    const { last } = await converse('es', ['ok ya, ¿podemos hablar por llamada?']);
    expect(saidIn(last)).toMatch(CLOCK);
    expect(saidIn(last)).not.toMatch(/gracias por preguntar/);
  });

  it.each([
    ['es', ['quiero cotizar una web', 'el dominio lo ven ustedes o yo'], /dominio, el hosting/],
    ['en', ['I want a quote for a website', 'do you take crypto'], /Yape/],
  ] as const)('%s: %j answers the fact and asks the name again, filing nothing', async (locale, turns, said) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(started).toBe(true);
    expect(saidIn(last)).not.toMatch(/Gracias, el\b/);
  });

  it.each([
    ['es', ['¿la web la puedo actualizar yo mismo sin programar?'], /Administrador de contenidos/],
    ['en', ['could I update the site myself without a developer?'], /content manager/],
  ] as const)('%s: %j is the content manager, starting no quote', async (locale, turns, said) => {
    const { last, started } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(started).toBe(false);
  });

  it.each([
    ['es', ['¿qué áreas tiene su equipo?'], /Estrategia digital/],
    ['en', ['which departments do you have?'], /Digital strategy/],
  ] as const)('%s: %j names the team’s areas from the about page', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.endsWith('/nosotros'))).toBe(true);
  });

  it.each([
    ['es', ['somos de Madrid, ¿hay mucha diferencia horaria?'], /hora de Lima/],
    ['en', ["we're in Berlin, what's the time difference?"], /Lima time/],
  ] as const)('%s: %j gives the hours in Lima time', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿los cursos son en vivo o grabados?'], /en vivo/],
    ['en', ['are the courses recorded or live?'], /live classes/],
  ] as const)('%s: %j says the courses’ classes are live', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['cripto?'], /Yape/],
    ['en', ['bitcoin?'], /Yape/],
    ['en', ['telephone?'], /640 9000/],
  ] as const)('%s: %j said alone is asked', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it('en: "do you offer installments?" says the site does not say, with the ways to pay', async () => {
    const { last } = await converse('en', ['do you offer installments?']);
    expect(saidIn(last)).toMatch(/doesn't say/);
    expect(pagesOf(last).some((page) => page.endsWith('/pagos'))).toBe(true);
  });

  it.each([
    ['es', ['¿aceptan plin? y quisiera agendar una reunión el viernes'], /Plin/],
    ['en', ['do you take plin and could I book a meeting on friday'], /Plin/],
  ] as const)('%s: %j answers the payment, then the free times', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(saidIn(last)).toMatch(CLOCK);
  });

  it('es: praise of the try-on keeps it the topic ("¿y eso en mi tienda?" is the try-on connected to the store)', async () => {
    const { last } = await converse('es', ['me probé los lentes, qué chévere', '¿y eso se puede poner en mi tienda online?']);
    expect(pagesOf(last).some((page) => page.includes('probadores-virtuales'))).toBe(true);
  });

  it.each([
    ['es', ['estoy jugando lo de atrapar leads', '¿cuál es el puntaje más alto?'], /ranking/],
    ['en', ['playing the leads game', "what's the high score?"], /leaderboard/],
  ] as const)('%s: %j is the game’s ranking', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last).some((page) => page.endsWith('/games'))).toBe(true);
  });

  it.each([
    ['es', ['¿tienen blog?', '¿hay más artículos así?'], '/blog'],
    ['en', ['do you have a blog?', 'any other articles like this?'], '/en/blog'],
  ] as const)('%s: %j is the blog’s list', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last)).toContain(page);
  });

  it('en: "how do you run scrum in a small team" is the Scrum lesson, not the agency’s way of working', async () => {
    const { last } = await converse('en', ['how do you run scrum in a small team']);
    expect(pagesOf(last).some((page) => page.endsWith('/lessons/scrum-en-equipos-pequenos'))).toBe(true);
  });

  it('en: a lesson "about that" after one is that lesson', async () => {
    const { last } = await converse('en', ['our team keeps breaking git branches', 'is there a lesson on that?']);
    expect(pagesOf(last).some((page) => page.endsWith('/lessons/git-para-equipos-pequenos'))).toBe(true);
  });

  it.each([
    ['es', ['quiero que mis pacientes separen su cita por chat'], 'tab=chatbot-web'],
    ['en', ['I want my guests to book a table through a chatbot on our site'], 'tab=chatbot-web'],
  ] as const)('%s: %j is a chatbot that books, not a meeting nor a demo', async (locale, turns, tab) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes(tab))).toBe(true);
    expect(saidIn(last)).not.toMatch(CLOCK);
  });

  it('es: "tengo hambre" introduces no business', async () => {
    const { last } = await converse('es', ['tengo hambre jaja']);
    expect(saidIn(last)).not.toMatch(/conocerte/);
  });
});
