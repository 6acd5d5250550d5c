/**
 * Round 28: what an online event is streamed on, and joining it; the free consultation signed up for; certificates
 * and live classes; what is done with the data; support at night and after the included months; a chatbot's other
 * channels; a person reached by phone; a price asked in dollars after it was given; a deadline on a weekday; a word
 * only one page of the site has; an article asked for; each frame's colours; a detail asked of each event named on a
 * date; the cheapest course; a case named again by its name; a thing built that quotes; a tab's service named after
 * it; a time zone. Phrasings of our own, not the blind sets'.
 */
import { describe, expect, it } from 'vitest';
import { onAWednesdayMorning, pagesOf, saidIn } from './support';

const { converse } = onAWednesdayMorning();
const CLOCK = /\b\d{1,2}:\d{2}\b/;

describe('events and classes', () => {
  it.each([
    ['es', ['¿tienen algún evento online?', '¿y por qué plataforma es?'], /Zoom/],
    ['en', ['any online events coming up?', 'which platform is it on?'], /Zoom/],
  ] as const)('%s: %j says where it is streamed', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last)).toContain(locale === 'es' ? '/eventos' : '/en/eventos');
  });

  it.each([
    ['es', ['¿el meetup de enero es gratis?', 'ya, me anoto'], /Reserva tu lugar/],
    ['en', ['is the january meetup free?', 'alright, count me in'], /Save your seat/],
  ] as const)('%s: %j is its form, by the title the page gives it', async (locale, turns, form) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(form);
    expect(started).toBe(false);
  });

  it.each([
    ['es', ['¿qué hay en enero?', '¿es virtual?']],
    ['en', ['what is on in january?', 'is it online?']],
  ] as const)('%s: %j answers for each of the events named', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(last).toHaveLength(2);
    expect(saidIn(last)).toMatch(/Zoom/);
  });

  it.each([
    ['es', ['¿los cursos dan diploma?'], /no dicen si entregan certificado/],
    ['en', ['will I get a certificate for the course?'], /don't say whether they come with a certificate/],
  ] as const)('%s: %j says the site does not state it', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(pagesOf(last)).toContain(locale === 'es' ? '/academia/cursos' : '/en/academia/cursos');
  });

  it.each([
    ['es', ['las clases del curso son pregrabadas?'], /clases en vivo/],
    ['en', ['is the course on demand or live?'], /live classes/],
  ] as const)('%s: %j says the classes are live', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿qué cursos dictan?', '¿y el más económico?'], /490/],
    ['en', ['which courses do you teach?', 'and the cheapest one?'], /490/],
  ] as const)('%s: %j is the course that costs least', async (locale, turns, price) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(price);
  });

  it.each([
    ['es', ['¿sobre qué cosas me puedo capacitar?', 'quiero entender scrum para mi equipo chico']],
    ['en', ['how do small teams run scrum properly?']],
  ] as const)('%s: %j is the only page with that word', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/lessons/scrum-en-equipos-pequenos'))).toBe(true);
  });

  it.each([
    ['es', ['¿hay algún artículo sobre cómo medir si la publicidad vende?']],
    ['en', ['any article on measuring whether my ads sell?']],
  ] as const)('%s: %j is a post, not a lesson', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.includes('/blog/medir-campanas-publicitarias'))).toBe(true);
  });
});

describe('the consultation', () => {
  it.each([
    ['es', ['¿de qué trata la asesoría gratuita?', 'ok, apúntame']],
    ['en', ['what is the free consultation?', 'great, sign me up']],
  ] as const)('%s: %j offers its free times', async (locale, turns) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(CLOCK);
    expect(started).toBe(true);
  });

  it.each([
    ['es', ['¿cuánto dura la asesoría?'], /a tu correo/],
    ['en', ['how long is the consultation?'], /email you the link/],
  ] as const)('%s: %j says the link comes by e-mail', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('data, support and people', () => {
  it.each([
    ['es', ['¿qué pasa con mis datos si se los paso al chat?'], /no los vendemos/],
    ['en', ['what happens to my data once I give it to you?'], /do not sell it/],
  ] as const)('%s: %j says what they are used for and that they are not sold', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['si mi web se cae, ¿en cuánto tiempo la arreglan?', '¿y un domingo?'], /24 horas/],
    ['en', ['if our chatbot goes down how soon do you fix it?', 'and on a weekend?'], /around the clock/],
  ] as const)('%s: %j is the monitoring outside business hours', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿qué pasa luego de los tres meses de soporte?'], /planes mensuales/],
    ['en', ['what happens once support ends?'], /monthly maintenance plans/],
  ] as const)('%s: %j is the support policy', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['el formulario que nos hicieron no está enviando, ¿en cuánto responden?'], /8 horas hábiles/],
    ['en', ['our site is completely down', 'how fast will someone get back to us?'], /2 hours/],
  ] as const)('%s: %j is support’s response time', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['quiero hablar con un asesor', 'por teléfono mejor']],
    ['en', ['can I speak with a person?', 'by phone']],
  ] as const)('%s: %j gives the lines to call', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(pagesOf(last).some((page) => page.startsWith('tel:'))).toBe(true);
  });

  it.each([
    ['es', ['estoy en México, ¿qué diferencia horaria tienen?'], /UTC-5/],
    ['en', ['what time zone are you in?'], /UTC-5/],
  ] as const)('%s: %j is the hours in Lima time', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('services and prices', () => {
  it.each([
    ['es', ['me interesa un chatbot', '¿y en instagram?']],
    ['en', ['we want a chatbot', 'for instagram?']],
  ] as const)('%s: %j says where the chatbot answers and what the guide says of the rest', async (locale, turns) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(/Messenger/);
    expect(pagesOf(last).some((page) => page.includes('/blog/chatbots-para-vender-en-peru'))).toBe(true);
  });

  it.each([
    ['es', ['¿cuánto cuesta un chatbot?', '¿eso en dólares?'], /US\$ 400/],
    ['en', ['how much is a chatbot?', 'and in US dollars?'], /US\$ 400/],
  ] as const)('%s: %j is its starting price in dollars, charged in soles', async (locale, turns, usd) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(usd);
    expect(saidIn(last)).toMatch(/soles/);
  });

  it.each([
    ['es', ['necesito una tienda online para este lunes, ¿llegan?'], /semanas/],
    ['en', ['we need an online store live in 3 days for a trade fair, can you?'], /weeks/],
  ] as const)('%s: %j is how long it takes', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿hacen Google Ads?', '¿qué tipo de campañas hacen?'], /Performance Max/],
    ['en', ['do you run google ads?', 'what kind of campaigns?'], /Performance Max/],
  ] as const)('%s: %j stays on the tab discussed', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });

  it.each([
    ['es', ['¿cuántas monturas tiene el probador?'], /en 3 colores/],
    ['en', ['how many frames does the try-on have?'], /in 3 colors/],
  ] as const)('%s: %j counts each frame’s colours', async (locale, turns, said) => {
    const { last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
  });
});

describe('the portfolio', () => {
  it.each([
    ['es', ['¿tienen casos de institutos?', 'el de ISEE, ¿cómo les fue?', '¿y qué resultados tuvo?'], /68 %/],
    ['en', ['have you built tools that quote prices for companies?', 'the MSM one', 'and the results?'], /4 h/],
  ] as const)('%s: %j stays on the case named', async (locale, turns, said) => {
    const { started, last } = await converse(locale, turns);
    expect(saidIn(last)).toMatch(said);
    expect(started).toBe(false);
  });
});

describe('languages', () => {
  it.each([
    ['es', ['¿quién eres?', '¿y sabes hablar en inglés?'], 'en'],
    ['en', ['who are you?', 'and can you talk in spanish?'], 'es'],
  ] as const)('%s: %j switches to the language named', async (locale, turns, to) => {
    const { last } = await converse(locale, turns);
    expect(last.some((reply) => reply.action?.name === 'change-language' && reply.action.params.locale === to)).toBe(true);
  });
});
