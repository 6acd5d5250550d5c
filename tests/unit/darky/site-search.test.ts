/** Darky's site search: what no intent fits is looked up in the site's pages, in the visitor's language. */
import { beforeAll, describe, expect, it } from 'vitest';
import { clearContentCache } from '@/content/catalogue.server';
import { DarkyResponder, type SiteSearch, type UnansweredMessage } from '@/features/darky/server/darky-responder';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { LeadCaptureDialogues } from '@/features/darky/server/lead-capture';
import { rebuildSiteSearch, SiteSearchIndex, siteSearchIndex, type SitePage } from '@/features/darky/server/site-search';
import type { ChatLocale } from '@/features/darky/protocol';
import { trainFixtureModel } from './support';

const foundPath = (locale: ChatLocale, text: string) => {
  const found = siteSearchIndex(locale).find(text);
  return found?.kind === 'page' ? found.hit.path : found;
};

describe('the site index', () => {
  it.each([
    ['es', 'qué es el ROAS y la atribución de conversiones'],
    ['en', 'what is ROAS and conversion attribution'],
  ] as const)('%s: a question about a blog post’s topic finds the post', (locale, text) => {
    expect(foundPath(locale, text)).toBe('/blog/medir-campanas-publicitarias');
  });

  it.each([
    ['es', 'quiero aprender a armar mi primera campaña en redes con poco presupuesto'],
    ['en', 'learn to set up my first ad campaign on a small budget'],
  ] as const)('%s: a workshop described in other words finds the workshops page', (locale, text) => {
    expect(foundPath(locale, text)).toBe('/academia/talleres');
  });

  it.each([
    ['es', 'seguimiento facal con la camra para lentes', '/blog/probador-virtual-en-retail'],
    ['en', 'face trackng with the camrea for glasses', '/blog/probador-virtual-en-retail'],
    ['es', 'atribucion de converisones', '/blog/medir-campanas-publicitarias'],
    ['en', 'atribution of convresions', '/blog/medir-campanas-publicitarias'],
  ] as const)('%s: a typo’d query still finds the page ("%s")', (locale, text, path) => {
    expect(foundPath(locale, text)).toBe(path);
  });

  it('folds accents and case: the same words find the same pages', () => {
    const index = siteSearchIndex('es');
    expect(index.search('ATRIBUCIÓN de CONVERSIONES')).toEqual(index.search('atribucion de conversiones'));
  });

  it.each([
    ['es', 'zorblat quibbix'],
    ['es', 'asdkj qwpeoi zzxq lkjh'],
    ['en', 'blorf wimble snark'],
    // Only words that name no topic.
    ['es', '¿y eso qué es?'],
    ['en', 'what is this about?'],
  ] as const)('%s: "%s" finds nothing', (locale, text) => {
    expect(siteSearchIndex(locale).find(text)).toBeUndefined();
  });

  it('asks which page when two different pages match as well, and names the one clearly ahead', () => {
    const pages: SitePage[] = [
      { title: 'Taller de origami', path: '/taller', text: 'Dobla papel en una tarde.', summary: '', keywords: '' },
      { title: 'Curso de origami', path: '/curso', text: 'Dobla papel durante un mes.', summary: '', keywords: '' },
      { title: 'Nosotros', path: '/nosotros', text: 'Una agencia en Lima que también hace origami los viernes.', summary: '', keywords: '' },
    ];
    const index = new SiteSearchIndex('es', pages);
    const close = index.find('origami');
    expect(close?.kind).toBe('choose');
    expect(close?.kind === 'choose' && close.hits.map((h) => h.path).sort()).toEqual(['/curso', '/taller']);
    expect(index.find('taller de origami')).toMatchObject({ kind: 'page', hit: { path: '/taller' } });
  });

  it('is rebuilt from the content when the content cache is dropped', () => {
    const before = siteSearchIndex('es');
    expect(siteSearchIndex('es')).toBe(before);
    clearContentCache();
    const after = siteSearchIndex('es');
    expect(after).not.toBe(before);
    rebuildSiteSearch();
    expect(siteSearchIndex('es')).not.toBe(after);
  });

  it('builds both languages and answers 1,000 queries quickly (figures printed, not asserted)', () => {
    const queries = ['atribucion de converisones', 'learn to set up my first ad campaign', 'seguimiento facial lentes', 'zorblat quibbix', 'how can I pay'];
    clearContentCache();
    const started = performance.now();
    const indexes = { es: siteSearchIndex('es'), en: siteSearchIndex('en') };
    const built = performance.now();
    let found = 0;
    for (let i = 0; i < 1000; i += 1) if (indexes[i % 2 ? 'en' : 'es'].find(queries[i % queries.length]!)) found += 1;
    const queried = performance.now();
    console.log(
      `Site search: ${indexes.es.size} + ${indexes.en.size} pages indexed in ${(built - started).toFixed(0)} ms (content read included); ` +
        `1,000 queries in ${(queried - built).toFixed(0)} ms (${((queried - built) / 1000).toFixed(3)} ms each)`,
    );
    expect(found).toBeGreaterThan(0);
  });
});

describe('Darky answering from the site', () => {
  let model: TrainedDarkyModel;
  beforeAll(async () => {
    model = await trainFixtureModel();
  });

  /** A responder on the real site search, noting which messages were looked up and what was recorded for review. */
  function responder(siteSearch?: SiteSearch) {
    const searched: string[] = [];
    const unanswered: UnansweredMessage[] = [];
    const search: SiteSearch = siteSearch ?? ((locale, text) => siteSearchIndex(locale).find(text));
    const darky = new DarkyResponder(model, {
      leads: new LeadCaptureDialogues(async () => ({ ok: true, id: 'x' })),
      random: () => 0,
      onUnanswered: (message) => unanswered.push(message),
      siteSearch: (locale, text) => {
        searched.push(text);
        return search(locale, text);
      },
    });
    const say = async (text: string, locale: ChatLocale = 'es') => (await darky.reply({ guestId: 'g1', locale, path: '/', text, history: async () => [] }))[0]!;
    return { say, searched, unanswered };
  }

  it.each([
    ['es', 'atribucion de converisones', '/blog/medir-campanas-publicitarias', 'Cómo medir tus campañas publicitarias'],
    ['en', 'atribution of convresions', '/en/blog/medir-campanas-publicitarias', 'How to measure your ad campaigns'],
    ['es', 'atencion por whatsapp con respuestas rapidas y catalogo', '/academia/talleres', 'WhatsApp y chatbots para vender'],
    ['en', 'welcome messages quick replies and a catalog on whatsapp', '/en/academia/talleres', 'WhatsApp and chatbots for sales'],
  ] as const)('%s: "%s" is answered with the page that says it, linked in the visitor’s language', async (locale, text, href, title) => {
    const { say, unanswered } = responder();
    const reply = await say(text, locale);
    expect(reply.message).toContain(`](${href})`);
    expect(reply.message).toContain(title);
    // Two sentences at most: the page named and linked, and its passage's first sentence.
    expect(reply.message.replace(/\[[^\]]*\]\([^)]*\)/g, 'LINK').match(/[.!?](\s|$)/g)?.length ?? 0).toBeLessThanOrEqual(2);
    // Still what Darky did not understand: the operators may teach it the intent.
    expect(unanswered).toMatchObject([{ text, outcome: 'fallback' }]);
  });

  it.each([
    ['es', 'zorblat quibbix', 'Eso no lo tengo claro todavía, pero sí te ayudo con webs, apps, chatbots y marketing. ¿Por dónde empezamos?'],
    ['en', 'blorf wimble snark', "I don't have that one yet, but I can help you with websites, apps, chatbots and marketing. Where shall we start?"],
  ] as const)('%s: gibberish finds nothing and keeps the generic fallback, never a random page', async (locale, text, fallback) => {
    const { say, searched, unanswered } = responder();
    const reply = await say(text, locale);
    expect(searched).toEqual([text]);
    expect(reply.message).toBe(fallback);
    expect(reply.message).not.toContain('](');
    expect(reply.action?.name).toBe('suggestions');
    expect(unanswered).toMatchObject([{ text, outcome: 'fallback' }]);
  });

  it('asks "A or B?" with both pages linked and as buttons when two pages are as likely', async () => {
    const pages: SitePage[] = [
      { title: 'Taller de origami', path: '/academia/talleres', text: 'Dobla papel en una tarde.', summary: '', keywords: '' },
      { title: 'Curso de origami', path: '/academia/cursos', text: 'Dobla papel durante un mes.', summary: '', keywords: '' },
    ];
    const index = new SiteSearchIndex('es', pages);
    const { say, unanswered } = responder((_, text) => index.find(text));
    const reply = await say('origami');
    expect(reply.message).toMatch(/^¿Buscas \[(Taller|Curso) de origami\]\(\/academia\/(talleres|cursos)\) o \[(Taller|Curso) de origami\]/);
    expect(reply.action).toEqual({
      name: 'suggestions',
      params: {
        items: expect.arrayContaining([
          { label: 'Taller de origami', message: 'Taller de origami' },
          { label: 'Curso de origami', message: 'Curso de origami' },
        ]),
      },
    });
    expect(unanswered).toMatchObject([{ text: 'origami', outcome: 'clarify' }]);
  });

  it('does not search a message it understood: one query per low-confidence message only', async () => {
    const { say, searched } = responder();
    await say('muéstrame su portafolio');
    await say('what services do you offer?', 'en');
    expect(searched).toEqual([]);
  });

  it('answers as before when the search fails', async () => {
    const { say } = responder(() => {
      throw new Error('index unavailable');
    });
    const reply = await say('zorblat quibbix');
    expect(reply.action?.name).toBe('suggestions');
  });
});
