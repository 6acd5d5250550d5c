/**
 * Round 26: a price only remarked on ("qué caro jaja") gets what the price depends on without the quote's questions,
 * and a remark is never filed as a name; a weekend asked for the consultation says the days it is held; advice asked
 * once the visitor told their business is the case of a client like it (or, with nothing told, the free consultation);
 * one of a list picked by its place ("el segundo"); the events' list by "próximos"; a length of time checked ("¿unos 2
 * meses?"); a starting price said back ("¿eso entra en los 1,200?"); who pays the ad spend; "¿hacen software o solo
 * marketing?"; new features under support; a job asked from abroad; visiting without an appointment; what sets the
 * agency apart; the visitor's own customers booking; a service for the visitor's own event; two services and unsure
 * where to start; a FAQ's "Yes:" dropped where no yes-or-no was asked.
 * Phrasings of our own, not the blind sets'.
 */
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import type { ChatLocale } from '@/features/darky/protocol';
import { readsAsSentence } from '@/features/darky/nlu/visitor-text';
import { converseOnItsPage, pagesOf, saidIn } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  // A Wednesday morning in Lima.
  vi.useFakeTimers({ now: new Date('2026-11-25T15:00:00Z'), toFake: ['Date'] });
  model = await trainDarkyModel();
});

const converse = (locale: ChatLocale, turns: readonly string[]) => converseOnItsPage(model, locale, turns);
const CLOCK = /\b\d{1,2}:\d{2}\b/;

describe('a price remarked on', () => {
  it.each([
    ['es', ['¿cuánto sale una tienda online?', 'uy qué caro jaja']],
    ['en', ['how much for an online store', 'wow thats expensive lol']],
  ] as const)('%s: %j is what the price depends on, with no questions after it', async (locale, turns) => {
    const { started, last } = await converse(locale, turns);
    expect(started).toBe(false);
    expect(pagesOf(last).some((page) => page.includes('subtab=landing-page'))).toBe(true);
  });

  it.each([
    ['es', ['¿cuánto sale una tienda online?', 'muy caro, ¿no tienen algo más económico?']],
    ['en', ['how much for an online store', 'too expensive, anything cheaper?']],
  ] as const)('%s: %j asks for another option: the quote is offered with it', async (locale, turns) => {
    const { started } = await converse(locale, turns);
    expect(started).toBe(true);
  });

  it.each([
    ['en', 'that is so cool', true],
    ['en', 'damn thats pricey', true],
    ['es', 'ya me parece bien', true],
    ['es', 'María del Carmen Quispe', false],
    ['en', 'John Su', false],
    ['es', 'Ana Tu', false],
    ['es', 'Lucía de la Cruz', false],
  ] as const)('%s: %j reads as a sentence: %s', (locale, text, sentence) => {
    expect(readsAsSentence(locale, text)).toBe(sentence);
  });

  it('es: agreeing in a sentence where the name is asked asks for the name again, nothing filed as one', async () => {
    const { started, last } = await converse('es', ['¿cuánto cuesta un chatbot?', 'ya ok me parece bien']);
    expect(started).toBe(true);
    expect(saidIn(last)).toMatch(/nombre/);
  });
});

describe('the consultation on a closed day', () => {
  it.each([
    ['es', ['quiero agendar la asesoría gratis', '¿el domingo a las 11 puede ser?'], /El domingo no hay asesorías: son de lunes a viernes/],
    ['en', ['I want to book the free consultation', 'what about saturday morning?'], /Monday to Friday/],
  ] as const)('%s: %j says the days it is held, and the next free times', async (locale, turns, days) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(days);
    expect(saidIn(last)).toMatch(CLOCK);
  });
});

describe('advice for the visitor’s business', () => {
  it.each([
    ['es', ['tenemos un gimnasio en Surco', '¿qué nos recomiendan?'], '/portafolio/kallpa-fit'],
    ['en', ['we run a dental clinic', 'what would you suggest for us?'], '/portafolio/lumen-dental'],
    ['en', ['I manage a small science museum', 'how could you help us?'], '/portafolio/museo-vivo'],
  ] as const)('%s: %j is the case of a client like it', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((linked) => linked.endsWith(page))).toBe(true);
  });

  it.each([
    ['es', ['¿qué me recomiendan?']],
    ['en', ['what do you suggest?']],
  ] as const)('%s: %j with nothing told offers the free consultation', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(CLOCK);
  });
});

describe('lists, lengths and prices said back', () => {
  it.each([
    ['es', ['¿qué talleres tienen?', '¿y el segundo cuánto cuesta?'], /Campañas en redes sociales desde cero.*S\/ 150/],
    ['en', ['which workshops are coming up', 'when is the last one?'], /WhatsApp and chatbots for sales.*February 6, 2027/],
    ['es', ['¿qué cursos dictan?', 'el primero cuánto dura'], /Diseño UX\/UI.*6 semanas/],
  ] as const)('%s: %j is the item at that place of the list given', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿hay eventos próximos?'], /Darky Day/],
    ['en', ['any events coming up?'], /Darky Day/],
  ] as const)('%s: %j names the events', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿en cuánto tiempo hacen una tienda online?', '¿unos 2 meses aprox?'], /5 a 10 semanas/],
    ['en', ['how long does a mobile app take', 'so about 4 months?'], /8 to 16 weeks/],
  ] as const)('%s: %j is its timeline again', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['me interesa manejar mis redes', '¿eso está dentro de los 1200 mensuales?'], /1,200/],
    ['en', ['we need a chatbot for our store', 'is that the 1,500 one?'], /1,500/],
  ] as const)('%s: %j is the price of what is priced so', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['quiero anuncios en google', 'el presupuesto de google ¿lo pagamos nosotros directamente?']],
    ['en', ['we want facebook ads', 'do we pay facebook directly?']],
  ] as const)('%s: %j is the ad spend, paid apart', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/aparte|separately|directly|directamente/i);
  });
});

describe('what the agency does, and for whom', () => {
  it.each([
    ['es', ['¿ustedes hacen programación o solo redes sociales?']],
    ['en', ['do you guys only do social media or also programming?']],
  ] as const)('%s: %j is every service', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.endsWith('/servicios'))).toBe(true);
  });

  it('es: "¿hacen apps para Android o solo web?" names both: the apps, not the list', async () => {
    const { last } = await converse('es', ['¿hacen apps para android o solo web?']);
    expect(pagesOf(last).some((page) => page.includes('/servicios/webs-y-apps-a-medida'))).toBe(true);
  });

  it.each([
    ['es', ['¿el mantenimiento incluye agregar funciones nuevas?'], /se cotizan por separado/],
    ['en', ['would support cover adding new features later?'], /quoted separately/],
  ] as const)('%s: %j: new features are quoted apart', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['en', ['do you hire remote developers from outside peru?']],
    ['es', ['¿contratan remoto a gente fuera de peru?']],
  ] as const)('%s: %j is the hiring answer', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/talento@darkodigital\.pe/);
  });

  it('es: "¿trabajan con clientes fuera de Perú?" is where the agency works', async () => {
    const { last } = await converse('es', ['¿trabajan con clientes fuera de peru?']);
    expect(saidIn(last)).toMatch(/extranjero/);
  });
});

describe('the office, the agency, and the visitor’s own customers', () => {
  it.each([
    ['es', ['¿dónde quedan?', '¿puedo ir sin cita previa?'], /no dice si se atiende sin cita/],
    [
      'en',
      ['what sets you apart from other agencies?'],
      /Advising \(we're with you from the very first conversation\), Customizing \(no generic templates\), Connection .* and Innovation/,
    ],
    [
      'es',
      ['¿por qué debería contratarlos a ustedes?'],
      /Asesoría \(te acompañamos desde la primera conversación\), Personalización \(nada de plantillas genéricas\), Conexión .* e? ?y? ?Innovación/,
    ],
  ] as const)('%s: %j says what the site says', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['en', ['we run a yoga studio and want members to book classes online']],
    ['es', ['tengo una peluquería y quiero que mis clientes reserven su turno por la web']],
  ] as const)('%s: %j is their site’s bookings, not a meeting with the agency', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).not.toMatch(CLOCK);
  });

  it.each([
    ['en', ['and a game for our product launch?'], 'tab=animacion-3d-juegos'],
    ['es', ['¿y un juego para un evento de la empresa?'], 'tab=animacion-3d-juegos'],
  ] as const)('%s: %j is the service for the visitor’s own occasion, not the academy’s events', async (locale, turns, tab) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes(tab))).toBe(true);
  });

  it('en: two services and unsure where to start: both linked, and the free consultation’s times', async () => {
    const { started, last } = await converse('en', [
      'we make artisan chocolate and want an online shop and maybe someone to run our instagram, not sure where to start',
    ]);
    expect(started).toBe(true);
    expect(pagesOf(last)).toEqual(expect.arrayContaining(['/en/servicios/webs-y-apps-a-medida', '/en/servicios/impulsamos-tu-marca']));
    expect(saidIn(last)).toMatch(CLOCK);
  });
});

describe('wording', () => {
  it.each([
    ['en', ['what does support cost?']],
    ['es', ['¿cuánto cuesta el soporte?']],
  ] as const)('%s: %j is answered without the FAQ page’s "Yes:"', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).not.toMatch(/^(Yes|Sí):/);
    expect(saidIn(last)).toMatch(/3 (months|meses)/);
  });
});

describe('software, try-ons and things off topic', () => {
  it.each([
    ['es', ['¿desarrollan software a medida, tipo un ERP?']],
    ['en', ['what is the software factory link in your menu?']],
  ] as const)('%s: %j is the apps tab, with the menu’s other sites linked', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('tab=apps-web-movil'))).toBe(true);
    expect(pagesOf(last)).toContain('https://softwarefactory.darkodigital.pe');
  });

  it.each([
    ['es', ['tengo una óptica y quiero que mis clientes se prueben las monturas con la cámara del celular']],
    ['es', ['quiero que mis clientas vean cómo les queda la base de maquillaje con la cámara']],
  ] as const)('%s: %j is the try-on service, not the privacy policy', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('tab=probadores-virtuales'))).toBe(true);
  });

  it('es: "¿la cámara del probador guarda mi imagen?" is still the privacy of the camera', async () => {
    const { last } = await converse('es', ['¿la cámara del probador guarda mi imagen?']);
    expect(saidIn(last)).toMatch(/nunca sale de tu dispositivo/);
  });

  it.each([['es', ['¿quién ganó el partido de anoche, Cristal o Universitario?']]] as const)(
    '%s: %j is off topic, said in character',
    async (locale, turns) => {
      const { last } = await converse(locale, turns);
      expect(saidIn(last)).toMatch(/webs, apps, chatbots/);
      expect(pagesOf(last)).toEqual([]);
    },
  );

  it.each([
    ['es', ['busco material sobre heurísticas de usabilidad'], '/lessons/heuristicas-de-usabilidad'],
    ['en', ['any material on scrum for a small team?'], '/en/lessons/scrum-en-equipos-pequenos'],
  ] as const)('%s: %j is the lesson', async (locale, turns, page) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last)).toContain(page);
  });
});
