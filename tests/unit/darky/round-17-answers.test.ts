/**
 * Round 17: follow-up facts read from what the conversation is on (corpus pageFacts with `after`), contact or forms
 * declined, a quote already received, a phone typed with the service wanted, a job seeker's first message, and a
 * service named with the place it goes ("on my shop"). Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { converseOnItsPage, linksOf, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

const said = saidIn;
const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);

describe('a follow-up answered from what the conversation is on', () => {
  it.each([
    ['es', ['quiero inscribirme en el taller de landing pages', '¿tengo que llevar mi laptop?'], /lo que necesitas llevar/, '/academia/talleres'],
    ['en', ['I signed up for the social media workshop', 'do I have to bring a computer?'], /what you need to bring/, '/en/academia/talleres'],
    ['es', ['¿están buscando practicantes?', '¿y a qué correo escribo?'], /talento@darkodigital\.pe/, '/nosotros#join-team'],
    ['en', ['are you hiring junior developers?', 'what email should I use?'], /talento@darkodigital\.pe/, '/en/nosotros#join-team'],
    ['es', ['¿cuál es su horario de atención?', '¿y los domingos?'], /fines de semana/, '/contacto'],
    ['en', ['what are your office hours?', 'and sundays?'], /weekends/, '/en/contacto'],
    ['es', ['¿el chatbot trae soporte?', '¿y si un freelancer modifica el código y lo malogra?'], /terceros se cotizan por separado/, '/politicas-de-soporte'],
    ['en', ['is support included with the website?', 'what if a freelancer edits it and it breaks?'], /quoted separately/, '/en/politicas-de-soporte'],
    ['es', ['me encantó la lección de scrum', '¿me pueden mandar las nuevas por correo?'], /recibir la próxima en tu correo/, '/lessons'],
    ['en', ['loved the lesson on usability', 'can I subscribe to get new ones?'], /next one in your inbox/, '/en/lessons'],
  ] as const)('%s: %j', async (locale, turns, fact, page) => {
    const { last } = await converse(locale, turns);
    expect(said(last)).toMatch(fact);
    expect(linksOf(last).some((link) => link.startsWith(page))).toBe(true);
  });

  it('en: "and sundays?" about a meeting is not about the office hours', async () => {
    const { last } = await converse('en', ['can we book a consultation?', 'and sundays?']);
    expect(said(last)).not.toMatch(/On weekends and holidays I answer/);
  });

  it('es: a laptop asked with no class discussed is not the workshops’ answer', async () => {
    expect(said((await converse('es', ['¿qué laptop me recomiendan?'])).last)).not.toMatch(/lo que necesitas llevar/);
  });
});

describe('facts asked in words no intent knows', () => {
  it.each([
    ['es', ['¿puedo pasar por su oficina a conversar?'], /Larco/, '/contacto'],
    ['en', ['could I swing by your office one afternoon?'], /Larco/, '/en/contacto'],
    ['es', ['¿el Darky en 3D tiene voz?'], /habla y escucha/, '/innovaciones/darky-3D'],
    ['en', ['can the 3D Darky listen to me?'], /talks and listens/, '/en/innovaciones/darky-3D'],
    ['es', ['quiero que borren mis datos de su base'], /hola@darkodigital\.pe/, '/politicas-de-privacidad'],
    ['en', ['please remove my data from your records'], /hola@darkodigital\.pe/, '/en/politicas-de-privacidad'],
    ['en', ['until what time can I reach you by phone?'], /Monday to Friday/, '/en/contacto'],
  ] as const)('%s: %j', async (locale, turns, fact, page) => {
    const { last } = await converse(locale, turns);
    expect(said(last)).toMatch(fact);
    expect(linksOf(last)).toContain(page);
  });

  it('es: "no puedo ir en persona al evento" asks about the event, not the office', async () => {
    expect(said((await converse('es', ['no puedo ir en persona al evento, ¿será online?'])).last)).not.toMatch(/trabajamos con clientes de todo el Perú/);
  });
});

describe('contact or forms declined, a quote already received', () => {
  it.each([
    ['es', ['quiero cotizar una app', 'nada de formularios, que me llame una persona']],
    ['en', ['I want a quote for an online store', "no more forms please, I'd like a person to call me"]],
  ] as const)('%s: %j drops the questions and gives the team’s contacts', async (locale, turns) => {
    const { last, started } = await converse(locale, turns);
    expect(started).toBe(false);
    expect(linksOf(last).some((link) => link.startsWith('https://wa.me/') || link.startsWith('tel:'))).toBe(true);
  });

  it.each([
    ['es', ['llené su formulario ayer', 'ya no quiero que me contacten']],
    ['en', ['I submitted your form on Monday', 'please stop contacting me']],
  ] as const)('%s: %j starts nothing and says how to object', async (locale, turns) => {
    const { last, started } = await converse(locale, turns);
    expect(started).toBe(false);
    expect(said(last)).toMatch(/hola@darkodigital\.pe/);
  });

  it.each([
    ['es', ['ya me llegó su cotización', 'ok, ¿dónde pago con tarjeta?'], '/pagos'],
    ['en', ['I received your quote this morning', 'I want to pay by card, where?'], '/en/pagos'],
  ] as const)('%s: %j is paying it, not a new quote', async (locale, turns, page) => {
    const { last, started } = await converse(locale, turns);
    expect(started).toBe(false);
    expect(linksOf(last)).toContain(page);
  });

  it('en: "I want to pay by card" while the name is asked is not taken as a name', async () => {
    const { last } = await converse('en', ['I want a quote for a landing page', 'I want to pay by card']);
    expect(said(last)).not.toMatch(/Thanks, I\b/);
    expect(linksOf(last)).toContain('/en/pagos');
  });
});

describe('who is asking, and for what', () => {
  it.each([
    ['es', ['soy Lucía Rojas, mi celular es 987 111 222, necesito una landing page']],
    ['en', ['This is Ana from Sol Travel, ana@soltravel.pe, we need an online store']],
  ] as const)('%s: %j starts the quote with what it gave', async (locale, turns) => {
    const { last, started } = await converse(locale, turns);
    expect(started).toBe(true);
    expect(said(last)).not.toMatch(/tu nombre|your name/i);
  });

  it.each([
    ['es', '¿reciben CVs de diseñadores?'],
    ['en', 'do you take applications from junior designers?'],
  ] as const)('%s: %j is a job seeker', async (locale, text) => {
    expect(said((await converse(locale, [text])).last)).toMatch(/talento@darkodigital\.pe/);
  });

  it.each([
    ['en', 'can my shoppers try on glasses virtually in my online store?', '/en/servicios/webs-y-apps-a-medida?tab=probadores-virtuales'],
    ['es', 'me escriben mucho por instagram y quiero que un bot conteste', '/servicios/chatbot-personalizado?tab=chatbot-messenger'],
  ] as const)('%s: %j is the service, not the place it goes', async (locale, text, service) => {
    expect(JSON.stringify((await converse(locale, [text])).last)).toContain(service.split('?')[0]);
  });

  it.each([
    ['es', ['probé los lentes en su web', '¿me lo pueden integrar a mi tienda?'], '/probadores'],
    ['en', ['I tried the glasses on your site', 'could you add it to my store?'], '/en/probadores'],
  ] as const)('%s: %j after the try-on is the try-on for their store', async (locale, turns, page) => {
    expect(JSON.stringify((await converse(locale, turns)).last)).toContain(page);
  });

  it('en: "what is on your innovations page" is the innovations', async () => {
    expect(linksOf((await converse('en', ["what's on the innovations page?"])).last)).toContain('/en/innovaciones');
  });
});
