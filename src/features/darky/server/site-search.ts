/** Full-text search over the published pages of one language, for the questions no intent fits (MiniSearch, built once). */
import 'server-only';
import MiniSearch, { type SearchResult } from 'minisearch';
import { getCatalogue, getLegalDocument, listBlogPosts, onContentChange } from '@/content/catalogue.server';
import { loadSiteFacts } from '@/content/facts.server';
import { priceText } from '@/content/price-text.server';
import { formatClockTime, formatDate } from '@/i18n/format';
import { messagesOf } from '@/i18n/server-messages';
import { loadDarkyCorpus } from '../nlu/corpus.server';
import { servicePath } from '../nlu/knowledge';
import { fallsOn, type NamedDate } from '../nlu/named-dates';
import type { ChatLocale } from '../protocol';
import { colourCount } from './frame-colours';

/** One searchable page, or one passage of a page (a FAQ, a workshop): paths are site paths without the locale prefix. */
export interface SitePage {
  title: string;
  /** Words that name the page without being its title (a post's tags, the service a tab belongs to). */
  keywords: string;
  text: string;
  path: string;
  /** The passage a reply may quote (a description, a FAQ's answer). */
  summary: string;
  /** A course's, workshop's or event's facts in one sentence (date, price, seats, format), answered to a detail question. */
  facts?: string;
  /** A portfolio case's figures in one sentence, answered to "what were the results?". */
  results?: string;
  /** The area a lesson belongs to ("Diseño UX/UI"), answered to "any on UX?". */
  group?: string;
  /** How an event's programme closes (its agenda's last item and time), answered to "what time does it end?". */
  ends?: string;
  /** What was built for a portfolio case, answered to "what did you build for them?". */
  built?: string;
  /** An event's programme, item by item with its time, or a course's syllabus, module by module: "what's the agenda?". */
  agenda?: string;
  /** The facts answer only a question of detail, never a search of the page's words (a lesson's reading time). */
  factsAskedOnly?: boolean;
  /** When it happens (an event, a workshop) or was published (a post, a lesson): ISO, as the catalogue writes it. */
  date?: string;
  /** What a course or a workshop costs, in the currency it is charged in: "which one is the cheapest?". */
  price?: { amount: number; currency: string };
  /** How long a course or a workshop lasts, as its catalogue writes it ("8 semanas, …"): "which one is the longest?". */
  duration?: string;
}

/** A sentence of a page that answers a question about it, with the page it is on. */
export interface SitePassage {
  text: string;
  title: string;
  path: string;
  /** The page's topic key (pageTopic). */
  topic: string;
}

export interface SiteSearchHit {
  title: string;
  path: string;
  summary: string;
  score: number;
  /** Share of the message's meaningful words the page matched (exactly, by prefix or with a typo). */
  coverage: number;
  /** How many of the message's meaningful words it matched. */
  matched: number;
}

/** What Darky can say from the search: one page clearly ahead, two close ones to choose from, or nothing. */
export type SiteSearchOutcome = { kind: 'page'; hit: SiteSearchHit } | { kind: 'choose'; hits: [SiteSearchHit, SiteSearchHit] } | undefined;

/** A page whose score is this far ahead of the next one (at most this share) is the only one the words describe. */
const ALONE_RATIO = 0.5;
/** A second page scoring this close to the first (and pointing elsewhere) makes Darky ask which one. */
export const CLOSE_SCORE_RATIO = 0.8;
/**
 * A page must match half the message's meaningful words, or two of them and a third: one stray word matched
 * (often with a typo allowance) in a long message is noise, not an answer.
 */
/** A title word this long or longer may name its page alone ("git", "scrum"); shorter ones are noise. */
const TITLE_WORD_LETTERS = 3;
/** Where the portfolio's cases live. */
const CASE_PATH_PREFIX = '/portafolio/';
/** The lessons' section: a lesson is named by its address as well as its title. */
const LESSONS_PATH = '/lessons';
/** A word this long may name a title in its plural or singular ("chatbot" of "Chatbots con IA"). */
const PLURAL_LETTERS = 5;
/** A four-letter word may name its plural in a title ("team", "game"), never the other way round. */
const SHORT_SINGULAR_LETTERS = 4;
/** A word on this many pages or fewer is rare enough for its one title to name that page. */
const RARE_WORD_PAGES = 3;
/** How far ahead of the next page a page must be on a word for that word to name it. */
const OWN_WORD_LEAD = 2;
/** A word on this many pages of the site or fewer may name one of them (plurals and typos counted). */
const OWN_WORD_PAGES = 5;
/** How close to the best case another must score to be listed beside it ("any clinics?": both clinics). */
const CASE_CLOSE_RATIO = 0.7;
/** At most this many cases in one answer: a short list, the portfolio page has the rest. */
const CASES_LISTED = 3;
const matchesEnough = (hit: SiteSearchHit) => hit.coverage >= 0.5 || (hit.matched >= 2 && hit.coverage >= 1 / 3);

/**
 * Words that carry no topic. Without them "¿qué es eso de la…?" matches every page through "es", "la", "que";
 * with them a message of only such words finds nothing and keeps the generic fallback.
 */
const STOP_WORDS: Record<ChatLocale, Set<string>> = {
  es: new Set(
    (
      'a al algo algun alguna alguno ante con como cual cuales cuando de del desde donde el ella ellas ellos en entre era eres es esa ese eso esta estan este esto estos hay hola ' +
      'la las le les lo los me mas mi mis mucho muy no nos o otra otro para pero poco por porque puedo puedes que quien se sea ser si sin sobre son su sus ' +
      'tambien te tiene tienen tienes ti tu tus un una uno unos unas usted ustedes y ya yo hacen hace quiero quisiera saber busco buscar algo favor ' +
      'ver dime cuentame tengo tenemos hablan habla estoy ahi alli aca aqui cosa cosas ok oe bueno nomas ps pues tal eso esa asi nada gracias ' +
      'verdad claro bien cuanto cuanta cuantos cuantas sale salen cuesta cuestan hacer hagan crear ofrecen puede pueden pagina paginas principal muestrame muestrenme mostrar ensename'
    ).split(' '),
  ),
  en: new Set(
    (
      'a about am an and any are as at be been but by can could do does did for from have has how i if in into is it its me my no not of on or our ' +
      'please so some tell than that the their them then there these they this those to us was we what when where which who why will with would you your yours ' +
      'hi hello want know looking look find need get something anything got right ok okay yes yeah really just like also too still else ' +
      'thing things stuff thanks much many cost costs make build do offer create develop provide guys page pages main show see'
    ).split(' '),
  ),
};

/** Accents and case folded away: "Campaña", "campana" and "CAMPAÑA" are one word. */
export function foldTerm(term: string): string {
  return term.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * A page's words as the index keeps them (a message's too): accents and case folded, words that name no topic
 * dropped. No stemming: plurals are met by the typo allowance ("talleres" finds "taller") and prefixes (the reverse), and a light
 * plural stemmer changed none of the specifications' results (site-search.test.ts), while stop-words decide five.
 */
export function siteSearchTerm(locale: ChatLocale, term: string): string | null {
  const folded = foldTerm(term);
  if (folded.length < 2 || STOP_WORDS[locale].has(folded)) return null;
  return folded;
}

/** Markdown rendered to HTML by the content layer, back to its words (the repository's own trusted content). */
/** "Normal: Cambios de textos o imágenes, 2 días hábiles.": a row's first cell names it, the others say its values. */
function tableRowSentence(row: string): string {
  const cells = [...row.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((cell) => cell[1]!.trim()).filter(Boolean);
  const [first, ...rest] = cells;
  return first ? `${first}${rest.length ? `: ${rest.join(', ')}` : ''}.` : '';
}

/** Glues a heading to the sentences under it: a no-break space after a full stop ends no passage (SENTENCE_END). */
const KEPT_TOGETHER = '\u00a0';
/** A paragraph short enough to be quoted whole under its heading; a longer one gives its first sentence. */
const QUOTED_WHOLE = 320;

/**
 * "Qué incluye: Durante los tres meses… Después, el soporte continúa…": a heading with the paragraph under it, one
 * passage, so a reply never quotes a bare heading ("Qué incluye.") and the heading's words find what it heads.
 */
function headedParagraph(heading: string, paragraph: string): string {
  const inline = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const [title, body] = [inline(heading), inline(paragraph)];
  const lead = /[?:.!]$/.test(title) ? title : `${title}:`;
  const glued = body.length <= QUOTED_WHOLE ? body.replace(/([.!])\s+/g, `$1${KEPT_TOGETHER}`) : body.replace(/([.!])\s+/, `$1 `);
  return `<p>${lead}${KEPT_TOGETHER}${glued}</p>`;
}

function htmlText(html: string): string {
  return (
    html
      .replace(/<h([1-6])[^>]*>((?:(?!<\/?h[1-6])[\s\S])*)<\/h\1>\s*<p(?:\s[^>]*)?>([\s\S]*?)<\/p>/g, (_, _level: string, heading: string, paragraph: string) =>
        headedParagraph(heading, paragraph),
      )
      // A heading, a list item or a table row is a sentence of its own (a table's cells are its clauses), so a passage
      // quotes one row ("Normal: cambios de textos o imágenes, 2 días hábiles"), never the run-on table.
      .replace(/<tr[^>]*>([\s\S]*?)<\/tr>/g, (_, row: string) => `${tableRowSentence(row)} `)
      .replace(/<\/(?:h[1-6]|li)>/g, '. ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/[^\S\u00a0]+/g, ' ')
      .replace(/([.!?:;,])\s*\.(?=\s|$)/g, '$1')
      .replace(/\s+([.,])/g, '$1')
      .trim()
  );
}

const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ');
/** Items of a list (an agenda, a course's modules) as sentences, so a passage quotes one of them, not the run-on list. */
const sentences = (...parts: (string | undefined)[]) =>
  parts
    .filter((p): p is string => Boolean(p?.trim()))
    .map((p) => (/[.!?]$/.test(p.trim()) ? p.trim() : `${p.trim()}.`))
    .join(' ');

/** "¿Problem? Remedy." as one sentence, "Problem: remedy.". */
function askedAndAnswered(text: string): string {
  return text.replace(/^¿?([^?]+)\? (\p{Lu})/u, (_, asked: string, first: string) => `${asked}: ${first.toLowerCase()}`);
}

/** "Problem. Remedy." as one sentence, "Problem: remedy.", so a passage never gives the problem alone. */
function withItsRemedy(text: string): string {
  return text.replace(/\. (\p{Lu})/u, (_, first: string) => `: ${first.toLowerCase()}`);
}

/** A page's facts sentence from the corpus's template ("El curso {title} dura {duration}…"); none without a template. */
const facts = (template: string | undefined, values: Record<string, string | number>) =>
  template?.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ''));

/** A catalogue that cannot be read leaves its pages out of the search, never the search down. */
function tryPages(read: () => SitePage[]): SitePage[] {
  try {
    return read();
  } catch {
    return [];
  }
}

const documents = new Map<ChatLocale, SitePage[]>();

/**
 * The published pages of a language, read once until the content changes: Darky's spelling (every word of the site is
 * known) and the search index both take them at start-up.
 */
export function siteDocuments(locale: ChatLocale): SitePage[] {
  let pages = documents.get(locale);
  if (!pages) {
    pages = readSiteDocuments(locale);
    documents.set(locale, pages);
  }
  return pages;
}

/** The published pages of a language, from the same catalogues the pages render. */
function readSiteDocuments(locale: ChatLocale): SitePage[] {
  const page = (title: string, path: string, text: string, summary = text, keywords = ''): SitePage => ({ title, path, text, summary, keywords });
  return [
    ...tryPages(() => {
      const { landing, services } = getCatalogue(locale, 'services');
      return [
        page(landing.title, '/servicios', join(landing.subtitle, landing.description), landing.description),
        ...services.flatMap((service) => [
          page(service.name, servicePath(service.slug), join(service.description, service.metaDescription), service.description, service.title),
          ...service.tabs.flatMap((tab) => [
            page(
              tab.name,
              servicePath(service.slug, tab.slug),
              // Each item of the tab's list is its own sentence: a question about one ("can it serve thousands at once?")
              // is answered with that item, not the whole list.
              sentences(tab.description, tab.others?.description, ...(tab.others?.items ?? [])),
              tab.description,
              join(tab.metaTitle, service.name),
            ),
            ...(tab.subtitle ?? []).map((sub) =>
              page(sub.name, servicePath(service.slug, tab.slug, sub.slug), sub.description, sub.description, join(sub.metaTitle, tab.name)),
            ),
          ]),
        ]),
      ];
    }),
    ...tryPages(() => {
      const portfolio = getCatalogue(locale, 'portfolio');
      const corpus = loadDarkyCorpus(locale);
      // A case's figures in one sentence ("Resultados en Bravo Burgers: 38 % …"), which "what were the results?" quotes.
      const resultsOf = (client: (typeof portfolio.clients)[number]) => {
        const template = corpus.contentFacts?.caseResults;
        if (!template || !client.results.length) return undefined;
        const figures = client.results.map((result) => `${result.value} ${result.label}`);
        const list = figures.length > 1 ? `${figures.slice(0, -1).join(', ')} ${corpus.listJoiner} ${figures.at(-1)}` : figures[0]!;
        return template.replace('{title}', client.title).replace('{results}', list);
      };
      return [
        page(portfolio.title, '/portafolio', portfolio.description),
        ...portfolio.clients
          .filter((client) => client.active && client.title.trim())
          .map((client) => ({
            ...page(
              client.title,
              `/portafolio/${client.slug}`,
              join(
                // Its own sentence: a subtitle has no full stop, and a passage must not run it into the next sentence.
                /[.!?]$/.test(client.subtitle) || !client.subtitle ? client.subtitle : `${client.subtitle}.`,
                client.section1.description,
                client.section2.situation,
                client.section3.done,
                // (A service's title as its label, "Messenger chatbot: Handles…": a passage must not run them into one sentence.)
                ...client.section3.services.map((s) => (s.description ? `${s.title.replace(/[.:]$/, '')}: ${s.description}` : s.title)),
                resultsOf(client),
              ),
              // What was built for whom ("Cotizador web y seguimiento de envíos. MSM Logística es un operador…"): asked
              // about a case, a visitor wants the work first.
              join(
                /[.!?]$/.test(client.subtitle) || !client.subtitle ? client.subtitle : `${client.subtitle}.`,
                client.section1.description.split(/(?<=[.!?])\s/)[0],
              ) || client.subtitle,
              // What a visitor describes a case by: what was built, the sector, the services; and the name its address
              // shows (/portafolio/ymca: "what did you build for the YMCA?").
              join(client.subtitle, client.industry, ...client.services, client.slug.replaceAll('-', ' ')),
            ),
            results: resultsOf(client),
            // What it is, then how it was done.
            built: join(/[.!?]$/.test(client.subtitle) || !client.subtitle ? client.subtitle : `${client.subtitle}.`, client.section3.done),
          })),
      ];
    }),
    ...tryPages(() =>
      listBlogPosts(locale).map((post) => ({
        ...page(post.title, `/blog/${post.slug}`, htmlText(post.html), post.description, join(...post.tags, post.description)),
        date: post.date,
      })),
    ),
    ...tryPages(() => loadSiteFacts(locale).faqs.map((faq) => page(faq.question, faq.link ?? '/nosotros', faq.answer, faq.answer))),
    ...tryPages(() => {
      const academy = getCatalogue(locale, 'academy');
      const templates = loadDarkyCorpus(locale).contentFacts;
      const when = (iso: string) => formatDate(locale, iso, { dateStyle: 'long', timeStyle: 'short' });
      return [
        page(academy.title, '/academia', academy.description),
        page(academy.events.title, '/eventos', academy.events.description),
        ...academy.events.items.map((event) => ({
          ...page(event.title, '/eventos', sentences(event.summary, event.mode, event.place, ...event.agenda.map((a) => a.title)), event.summary),
          facts: facts(templates?.event, { title: event.title, date: when(event.date), place: event.place, mode: event.mode.toLowerCase() }),
          ends: facts(templates?.agendaEnd, { title: event.title, item: event.agenda.at(-1)!.title, time: formatClockTime(locale, event.agenda.at(-1)!.time) }),
          agenda: facts(templates?.agenda, {
            title: event.title,
            items: event.agenda.map((item) => `${formatClockTime(locale, item.time)}, ${item.title}`).join('; '),
          }),
          date: event.date,
        })),
        page(academy.workshops.title, '/academia/talleres', academy.workshops.description),
        ...academy.workshops.items.map((workshop) => ({
          ...page(workshop.title, '/academia/talleres', workshop.summary, workshop.summary, academy.workshops.title),
          facts: facts(templates?.workshop, {
            title: workshop.title,
            date: when(workshop.date),
            duration: workshop.duration,
            seats: workshop.seats,
            price: priceText(locale, workshop.price),
          }),
          date: workshop.date,
          price: workshop.price,
          duration: workshop.duration,
        })),
        page(academy.courses.title, '/academia/cursos', academy.courses.description),
        ...academy.courses.items.map((course) => ({
          ...page(
            course.title,
            `/academia/cursos/${course.slug}`,
            sentences(course.summary, course.description, ...course.modules.map((m) => `${m.title}: ${m.topics.join(', ')}`)),
            course.summary,
            academy.courses.title,
          ),
          facts: facts(templates?.course, { title: course.title, duration: course.duration, level: course.level, price: priceText(locale, course.price) }),
          agenda: facts(templates?.syllabus, {
            title: course.title,
            items: course.modules.map((module) => `${module.title} (${module.topics.join(', ')})`).join('; '),
          }),
          price: course.price,
          duration: course.duration,
        })),
      ];
    }),
    ...tryPages(() => {
      const lessons = getCatalogue(locale, 'lessons');
      return [
        page(lessons.title, '/lessons', lessons.description),
        ...lessons.lessons.map((lesson) => ({
          // Its address names it too ("prompts-para-asistentes-virtuales" for "Instrucciones para asistentes virtuales").
          ...page(
            lesson.title,
            `/lessons/${lesson.id}`,
            join(lesson.summary, ...lesson.body, ...lesson.takeaways),
            lesson.summary,
            lesson.id.replace(/-/g, ' '),
          ),
          // Its area as the lessons page names it ("Diseño UX/UI"); the general ones have none.
          group: lesson.category ? lessons.categories.find((category) => category.code === lesson.category)?.name : undefined,
          facts: facts(loadDarkyCorpus(locale).contentFacts?.lesson, { title: lesson.title, duration: lesson.duration, level: lesson.level.toLowerCase() }),
          factsAskedOnly: true,
          date: lesson.date,
        })),
      ];
    }),
    ...tryPages(() => {
      const about = getCatalogue(locale, 'about');
      return [
        page(
          about.title,
          '/nosotros',
          join(
            about.subtitle,
            about.description,
            // "Personalización: nada de plantillas genéricas…": each point's name heads its sentence.
            ...about.items.map((i) => `${i.name}: ${i.msg}`),
            ...about.features.map((f) => `${f.name}: ${f.msg}`),
            ...about.describe.paragraphs,
          ),
          about.description,
        ),
        page(about.joinTeam.title, '/nosotros#join-team', about.joinTeam.text),
      ];
    }),
    ...tryPages(() => {
      const { innovations } = getCatalogue(locale, 'home');
      return [
        page(innovations.title, '/innovaciones', innovations.description),
        // (The try-on's own page is indexed with its texts below.)
        ...innovations.items.filter((item) => item.url !== '/innovaciones/probador').map((item) => page(item.title, item.url, item.description)),
      ];
    }),
    ...tryPages(() => {
      // Pages whose words live in the interface's messages: the payments page and the free consultation's.
      const m = messagesOf(locale);
      const words = (...values: unknown[]) => join(...values.flat().filter((v): v is string => typeof v === 'string'));
      return [
        page(
          words(m.Payments.title),
          '/pagos',
          // Its points as one sentence ("Pago seguro con tarjeta, comprobante inmediato a tu correo y soporte…"), not
          // run together with the next sentence.
          words(m.Payments.description, listSentence(locale, m.Payments.points), m.Payments.openLead, m.Payments.codeHint, m.Payments.noLink),
          words(m.Payments.description),
        ),
        page(
          words(m.Contact.talkTitle),
          '/conversemos',
          words(m.Contact.talkDescription, listSentence(locale, m.Contact.talkPoints), m.Appointment.formIntro),
          words(m.Appointment.formIntro),
        ),
      ];
    }),
    ...tryPages(() => {
      // The demos, in their own words: how the game is played, which frames the try-on has, what needs a camera.
      const m = messagesOf(locale);
      const { frames } = getCatalogue(locale, 'try-on');
      const frameList = frames.map((frame) => `${frame.name} (${frame.shapeLabel.toLowerCase()})`);
      // One sentence: each rule, and each sentence within one ("… a life. Hearts give one back."), after the first starts
      // in lower case, unless it starts with a key's name ("P, Esc…").
      const lowered = (clause: string) => (/^\p{Lu}\p{Ll}/u.test(clause) ? clause[0]!.toLocaleLowerCase(locale) + clause.slice(1) : clause);
      const rules = m.Games.game.howTo.map((rule, index) => {
        const [first = '', ...more] = rule.replace(/\.$/, '').split('. ');
        return [index > 0 ? lowered(first) : first, ...more.map(lowered)].join('; ');
      });
      const howToPlay = `${m.Games.game.howToTitle}: ${rules.join('; ')}.`;
      const framesSentence = loadDarkyCorpus(locale)
        .contentFacts?.tryOnFrames?.replace('{frames}', frameList.join(', '))
        .replace('{count}', String(frameList.length))
        .replace(
          '{colorCount}',
          colourCount(
            frames.map((frame) => frame.colours.length),
            locale,
          ),
        );
      // Each frame's colors as its own sentence ("¿qué colores tiene el aviador?").
      const colorsTemplate = loadDarkyCorpus(locale).contentFacts?.frameColors;
      const listed = new Intl.ListFormat(locale, { type: 'conjunction' });
      const frameColors = colorsTemplate
        ? frames.map((frame) => colorsTemplate.replace('{frame}', frame.name).replace('{list}', listed.format(frame.colours.map((colour) => colour.name))))
        : [];
      return [
        page(
          m.Games.game.gameName,
          '/games',
          // The rules as one passage too: "how do I play?" is answered with all of them, not one.
          sentences(m.Games.game.tagline, howToPlay, ...m.Games.game.howTo, m.Games.description, ...m.Games.points),
          m.Games.game.tagline,
          m.Games.title,
        ),
        // The try-on itself (camera, photo upload, privacy, what to do when the camera fails) is on its own page; the
        // frames' catalogue, with a button to it, on /probadores.
        page(
          m.TryOn.title,
          '/innovaciones/probador',
          sentences(
            m.TryOn.intro,
            // "¿Sin cámara? Sube una foto…" as one sentence: "Sin cámara: sube una foto…".
            askedAndAnswered(m.TryOn.uploadHint),
            m.TryOn.privacy,
            m.TryOn.statusLoadingHint,
            m.TryOn.statusUnsupportedHint,
            // Each as one sentence, so the problem comes with its way out ("No camera found: connect one… or upload").
            ...[m.TryOn.unavailableDenied, m.TryOn.unavailableNoDevice, m.TryOn.unavailableBusy].map(withItsRemedy),
          ),
          m.TryOn.intro,
          m.TryOn.eyebrow,
        ),
        page(
          m.Innovations.testersTitle,
          '/probadores',
          sentences(framesSentence, ...frames.map((frame) => `${frame.name}: ${frame.description}`), ...frameColors),
          framesSentence ?? m.Innovations.testersDescription,
          m.TryOn.catalogueTitle,
        ),
        page(
          m.Innovations.demoTitle,
          '/innovaciones/darky-3D',
          sentences(
            m.Innovations.demoDescription,
            m.Innovations.darky3dDescription,
            ...m.Innovations.darky3dPoints,
            m.Darky3d.turnHint,
            m.Darky3d.fallbackNoWebgl,
          ),
          m.Innovations.demoDescription,
        ),
      ];
    }),
    ...tryPages(() => [
      page(getLegalDocument(locale, 'soporte').title, '/politicas-de-soporte', htmlText(getLegalDocument(locale, 'soporte').html), ''),
      page(getLegalDocument(locale, 'privacidad').title, '/politicas-de-privacidad', htmlText(getLegalDocument(locale, 'privacidad').html), ''),
    ]),
  ];
}

type IndexedPage = SitePage & { id: number };
type IndexedPassage = { id: number; page: number; text: string };

/** Abbreviations whose full stop ends no sentence ("Av. José Larco 1232", "Dr. Ruiz"), as a regular expression's group. */
export const ABBREVIATION = String.raw`\b(?:Av|Jr|Sr|Sra|Srta|Dr|Dra|Ing|Lic|Urb|Mz|Lt|Dpto|Nro|St|Mr|Mrs|Ms|etc)`;

/** Where a sentence ends: after a full stop or an exclamation mark, unless the stop closes an abbreviation. */
// (Nor does "No." before a number: "Law No. 29733"; a "No." answering a question still ends its sentence.)
const SENTENCE_END = new RegExp(String.raw`(?<=[.!])(?<!${ABBREVIATION}\.)(?<!\bNo\.(?=\s+\d))[^\S\u00a0]+`);

/** A page's sentences, each a passage a reply may quote; its facts sentence first. */
function sentencesOf(page: SitePage): string[] {
  // A question stays with the sentence that answers it ("¿Sin cámara? Sube una foto…").
  // (An abbreviation's full stop ends no sentence: "We are at Av. José Larco 1232" is one.)
  const sentences = `${page.summary} ${page.text}`.split(SENTENCE_END).map((t) => t.replaceAll(KEPT_TOGETHER, ' ').trim());
  return [...new Set([page.factsAskedOnly ? '' : (page.facts ?? ''), ...sentences])].filter((t) => t.length >= 12);
}

/** A path is under a section when it is the section or one of its sub-pages, tabs or anchors. */
export function pathUnder(path: string, section: string): boolean {
  return path === section || ['/', '?', '&', '#'].some((glue) => path.startsWith(`${section}${glue}`));
}

/** The index of one language's pages; queries are prefix and typo tolerant, titles weigh most. */
export class SiteSearchIndex {
  private readonly index: MiniSearch<IndexedPage>;
  private readonly tokenize: (text: string) => string[] = MiniSearch.getDefault('tokenize') as (text: string) => string[];

  constructor(
    private readonly locale: ChatLocale,
    pages: readonly SitePage[],
  ) {
    this.index = new MiniSearch<IndexedPage>({
      fields: ['title', 'keywords', 'text'],
      storeFields: ['title', 'path', 'summary'],
      processTerm: (term) => siteSearchTerm(locale, term),
      searchOptions: {
        boost: { title: 3, keywords: 1.5, text: 1 },
        // A prefix of three letters matches half the site; a typo in a short word is another word.
        prefix: (term) => term.length >= 4,
        fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
      },
    });
    this.pages = pages.map((p, id) => ({ ...p, id }));
    this.index.addAll(this.pages);
    this.passages = new MiniSearch<IndexedPassage>({
      fields: ['text'],
      storeFields: ['page', 'text'],
      processTerm: (term) => siteSearchTerm(locale, term),
      searchOptions: { prefix: (term) => term.length >= 4, fuzzy: (term) => (term.length >= 5 ? 0.2 : false) },
    });
    let passageId = 0;
    this.passages.addAll(this.pages.flatMap((p) => sentencesOf(p).map((text) => ({ id: passageId++, page: p.id, text }))));
  }

  private readonly pages: IndexedPage[];
  private readonly passages: MiniSearch<IndexedPassage>;

  /** The pages under any of the sections (site paths), by id. */
  pagesUnder(sections: readonly string[]): Set<number> {
    return new Set(this.pages.filter((p) => sections.some((section) => pathUnder(p.path, section))).map((p) => p.id));
  }

  /** The pages among `within` that have a facts sentence (an event, a workshop, a course). */
  withFacts(within: ReadonlySet<number>): number[] {
    return [...within].filter((id) => this.pages[id]?.facts);
  }

  /** The dated pages among `within` (events, workshops) that fall on a named day or in a named month, soonest first. */
  onDate(named: NamedDate, within: ReadonlySet<number>): { passage: SitePassage; date: string }[] {
    return this.pages
      .filter((p) => within.has(p.id) && p.date && fallsOn(p.date, named))
      .sort((a, b) => a.date!.localeCompare(b.date!))
      .map((p) => ({ passage: passageOn(p, p.facts ?? p.summary), date: p.date! }));
  }

  /** The most recently published page among `within` (a post, a lesson), as its summary. */
  newest(within: ReadonlySet<number>): SitePassage | undefined {
    const [latest] = this.pages.filter((p) => within.has(p.id) && p.date).sort((a, b) => b.date!.localeCompare(a.date!));
    return latest ? passageOn(latest, latest.summary) : undefined;
  }

  /**
   * The page among `within` that costs least (a course, a workshop), as its facts; undefined when fewer than two are
   * priced or they are priced in different currencies.
   */
  cheapest(within: ReadonlySet<number>): SitePassage | undefined {
    const priced = this.pages.filter((p) => within.has(p.id) && p.price && p.facts);
    if (priced.length < 2 || new Set(priced.map((p) => p.price!.currency)).size > 1) return undefined;
    const [least] = priced.sort((a, b) => a.price!.amount - b.price!.amount);
    return passageOn(least!, least!.facts!);
  }

  /**
   * The page among `within` that lasts longest (a course, a workshop), as its facts; undefined when fewer than two say
   * how long, they count in different units ("8 semanas", "4 horas") or two share the longest.
   */
  longest(within: ReadonlySet<number>): SitePassage | undefined {
    const lasting = this.pages.flatMap((p) => {
      const [, amount, unit] = (within.has(p.id) && p.facts && p.duration?.match(/^\s*(\d+(?:[.,]\d+)?)\s+(\S+)/)) || [];
      return amount && unit ? [{ page: p, amount: Number(amount.replace(',', '.')), unit: unit.toLowerCase() }] : [];
    });
    if (lasting.length < 2 || new Set(lasting.map((l) => l.unit)).size > 1) return undefined;
    const [first, second] = lasting.sort((a, b) => b.amount - a.amount);
    return first!.amount > second!.amount ? passageOn(first!.page, first!.page.facts!) : undefined;
  }

  /** The first page among `within` (an event, a workshop) that has not happened by `now`, as its facts. */
  soonest(within: ReadonlySet<number>, now: Date): SitePassage | undefined {
    const [next] = this.pages.filter((p) => within.has(p.id) && p.date && new Date(p.date) >= now).sort((a, b) => a.date!.localeCompare(b.date!));
    return next ? passageOn(next, next.facts ?? next.summary) : undefined;
  }

  /**
   * The pages among `within` of the one area (a lesson's group) a word of the message names ("¿alguna de UX?",
   * "anything on project management?"), with the area's name; undefined when no area or several are named.
   */
  ofGroupNamed(text: string, within: ReadonlySet<number>): { group: string; pages: SitePassage[] } | undefined {
    const said = new Set(this.terms(text));
    const groups = [...new Set(this.pages.filter((p) => within.has(p.id) && p.group).map((p) => p.group!))];
    const named = groups.filter((group) => this.terms(group).some((term) => hasWordOrPlural(said, term)));
    if (named.length !== 1) return undefined;
    const pages = this.pages.filter((p) => within.has(p.id) && p.group === named[0]);
    return { group: named[0]!, pages: pages.map((p) => passageOn(p, p.summary)) };
  }

  /** How the event a topic is closes (its agenda's last item), if it is one. */
  endOf(topic: string): SitePassage | undefined {
    const page = this.pageOfTopic(topic);
    return page?.ends ? passageOn(page, page.ends) : undefined;
  }

  /** What was built for the case a topic is, if it is one. */
  builtFor(topic: string): SitePassage | undefined {
    const page = this.pageOfTopic(topic);
    return page?.built ? passageOn(page, page.built) : undefined;
  }

  /** The programme of the event a topic is, or the syllabus of the course it is, if it is one. */
  agendaOf(topic: string): SitePassage | undefined {
    const page = this.pageOfTopic(topic);
    return page?.agenda ? passageOn(page, page.agenda) : undefined;
  }

  /** The topic key of a page, by id. */
  pageTopicOf(id: number): string | undefined {
    const page = this.pages[id];
    return page ? pageTopic(page) : undefined;
  }

  /** The page a topic key (pageTopic) stands for, if it still exists. */
  /** The site path of an indexed page. */
  pathOf(id: number): string | undefined {
    return this.pages[id]?.path;
  }

  /** The page at a site path (its first, where passages share it). */
  pageOfPath(path: string): SitePage | undefined {
    return this.pages.find((p) => p.path === path);
  }

  /** The id of the page at a site path (its first, where passages share it: the list a section's items are on). */
  idOfPath(path: string): number | undefined {
    return this.pages.find((p) => p.path === path)?.id;
  }

  pageOfTopic(topic: string): SitePage | undefined {
    return this.pages.find((p) => pageTopic(p) === topic);
  }

  /** The figures of the case a topic is (its results sentence), if it has any. */
  caseResults(topic: string): SitePassage | undefined {
    const page = this.pageOfTopic(topic);
    return page?.results ? passageOn(page, page.results) : undefined;
  }

  /**
   * The page among `within` that the message's words name best (half of them, or two), e.g. the course "de git"
   * once the visitor said "lección"; undefined when none does.
   */
  findWithin(text: string, within: ReadonlySet<number>, options: { strict?: boolean; byName?: boolean } = {}): (SiteSearchHit & { topic: string }) | undefined {
    const terms = this.terms(text);
    if (!terms.length || !within.size) return undefined;
    const [result, second] = this.index.search(terms.join(' '), { filter: (r) => within.has(r.id as number) });
    if (!result) return undefined;
    const hit = toHit(result, terms.length);
    // The page's own name must be among the words matched ("lecciones de git"), or its text must be the only one that
    // says them ("law firms"): words many pages share ("trabajos") name none of them.
    const named = Object.values(result.match).some((fields) => fields.includes('title') || fields.includes('keywords'));
    // One short word ("año") is not enough to single a page out.
    const telling = hit.matched >= 2 || result.queryTerms.some((term) => term.length >= 5 && result.terms.includes(term));
    const alone = telling && (!second || second.score <= result.score * ALONE_RATIO);
    const enough = hit.coverage >= (options.strict ? 0.5 : 1 / 3) && (hit.coverage >= 0.5 || hit.matched >= 2);
    return (named || (alone && !options.byName)) && enough ? { ...hit, topic: pageTopic(this.pages[result.id as number]!) } : undefined;
  }

  /**
   * The page among `within` whose title the message says (two of its words, or one long one), counting only words
   * `telling` accepts (not a service's words: "chatbots con IA" names the service before the course). "¿Cuándo es
   * el Darky Day?" names the event without saying "evento".
   */
  findByTitle(text: string, within: ReadonlySet<number>, telling: (term: string) => boolean): (SiteSearchHit & { topic: string }) | undefined {
    const terms = this.terms(text).filter(telling);
    if (!terms.length || !within.size) return undefined;
    const [result] = this.index.search(terms.join(' '), { fields: ['title'], fuzzy: false, prefix: false, filter: (r) => within.has(r.id as number) });
    if (!result) return undefined;
    const said = result.queryTerms;
    if (said.length < 2 && !said.some((term) => term.length >= 6)) return undefined;
    return { ...toHit(result, terms.length), topic: pageTopic(this.pages[result.id as number]!) };
  }

  /** The page among `within` of whose title the message says the most words, at least `min` of them; ties name none. */
  mostTitleWords(
    text: string,
    within: ReadonlySet<number>,
    min: number,
    options: { counted?: (term: string) => boolean; needs?: (term: string) => boolean; plurals?: boolean } = {},
  ): (SitePassage & { summary: string }) | undefined {
    // `counted`: the words that count; `needs`: one of the title's words said must be such a word.
    const said = new Set(this.terms(text).filter(options.counted ?? (() => true)));
    // `plurals`: "asistente" says "asistentes" of a title, as findByTitleWord reads it.
    const inTitle = (id: number, term: string) => (options.plurals ? hasWordOrPlural(this.titleTerms(id), term) : this.titleTerms(id).has(term));
    const counts = [...within].map((id) => ({ id, count: [...said].filter((term) => inTitle(id, term)).length }));
    const [best, second] = counts.sort((a, b) => b.count - a.count);
    if (!best || best.count < min || (second && second.count === best.count && this.pages[second.id]!.path !== this.pages[best.id]!.path)) return undefined;
    if (options.needs && ![...said].some((term) => options.needs!(term) && inTitle(best.id, term))) return undefined;
    const page = this.pages[best.id]!;
    return { ...passageOn(page, page.summary), summary: page.summary };
  }

  /**
   * The page among `within` whose whole title the message says, every word of it ("cuánto cuesta el de marketing
   * digital con datos": the course, not the service its first words name), when the title has at least `minTerms`
   * words; the longest such title, or undefined.
   */
  findNamedInFull(
    text: string,
    within: ReadonlySet<number>,
    minTerms: number,
    options: { leadingName?: boolean } = {},
  ): (SiteSearchHit & { topic: string }) | undefined {
    const said = new Set(this.terms(text));
    let best: SitePage | undefined;
    let bestSize = 0;
    for (const id of within) {
      // With `leadingName`, the name before a title's colon is its whole title ("Darky Day" of "Darky Day 2026: la web
      // inteligente para pymes"), its year left out.
      const title = options.leadingName ? this.leadingNameTerms(id) : this.titleTerms(id);
      if (title.size < minTerms || title.size <= bestSize || ![...title].every((term) => said.has(term))) continue;
      best = this.pages[id];
      bestSize = title.size;
    }
    if (!best) return undefined;
    return {
      title: best.title,
      path: best.path,
      summary: best.summary,
      score: 1,
      coverage: bestSize / Math.max(1, said.size),
      matched: bestSize,
      topic: pageTopic(best),
    };
  }

  /**
   * The page among `within` whose title alone has a rare word of the message (`telling` ones, three letters or more,
   * on few pages of the site): "¿tienen algo de scrum?" names the lesson on Scrum. Undefined when the words point to
   * no page or to several. `amongThem` asks only that the word be rare among `within` (a few dated pages: "el de
   * redes" is the workshop on social networks, though the site has many pages on them).
   */
  findByTitleWord(
    text: string,
    within: ReadonlySet<number>,
    telling: (term: string) => boolean,
    options: { amongThem?: boolean; onlyThere?: boolean } = {},
  ): (SiteSearchHit & { topic: string }) | undefined {
    // A word many pages use ("gratis", "darky", "live") names none of them, even when one title has it. (`onlyThere`:
    // a word no other page of the site has at all, "scrum".)
    const pagesWith = (term: string) => this.index.search(term, { fuzzy: false, prefix: false }).length;
    const rare = (term: string) => options.amongThem || pagesWith(term) <= (options.onlyThere ? 1 : RARE_WORD_PAGES);
    // Among a few pages a two-letter word is a name too ("el curso de UX", "the AI one").
    const letters = options.amongThem ? 2 : TITLE_WORD_LETTERS;
    const terms = this.terms(text).filter((term) => term.length >= letters && telling(term));
    const named = new Set<number>();
    const inTitle = (page: number, term: string) => hasWordOrPlural(this.titleTerms(page), term);
    for (const term of terms.filter(rare)) {
      const titled = [...within].filter((id) => inTitle(id, term));
      if (titled.length === 1) named.add(titled[0]!);
    }
    if (named.size !== 1) return undefined;
    const [id] = named;
    // Another title sharing as many of the message's words ("designing" one lesson, "forms" another) leaves it open.
    const shared = (page: number) => terms.filter((term) => inTitle(page, term)).length;
    const own = shared(id!);
    if ([...within].some((other) => other !== id && shared(other) >= own)) return undefined;
    const page = this.pages[id!]!;
    return { title: page.title, path: page.path, summary: page.summary, score: 1, coverage: 1 / Math.max(1, terms.length), matched: 1, topic: pageTopic(page) };
  }

  /**
   * The one page among `within` that has a word of the message far more than any other page among them (`telling`
   * words, three letters or more; plurals and typos allowed): "any insurance clients?" is the insurer's case.
   * Undefined when no word does, or words point to different pages.
   */
  /** Whether few pages of the site use the word ("handmade", "gyms"), so that it tells them apart ("products" does not). */
  isRare(term: string): boolean {
    return this.index.search(term).length <= OWN_WORD_PAGES;
  }

  findByOwnWord(text: string, within: ReadonlySet<number>, telling: (term: string) => boolean): (SiteSearchHit & { topic: string }) | undefined {
    const named = new Set<number>();
    // A word many pages of the site use ("companies", "industry") tells none of them apart.
    const rare = (term: string) => this.isRare(term);
    // (A plural the site writes in the singular, "UTMs" where the post says "UTM", is that word.)
    const asWritten = (term: string) => (term.length > TITLE_WORD_LETTERS && term.endsWith('s') && !this.index.search(term).length ? term.slice(0, -1) : term);
    for (const term of this.terms(text)
      .map(asWritten)
      .filter((t) => t.length >= TITLE_WORD_LETTERS && telling(t) && rare(t))) {
      const [first, second] = this.index.search(term, { filter: (r) => within.has(r.id as number) });
      if (first && (!second || first.score >= second.score * OWN_WORD_LEAD)) named.add(first.id as number);
    }
    if (named.size !== 1) return undefined;
    const page = this.pages[[...named][0]!]!;
    return { title: page.title, path: page.path, summary: page.summary, score: 1, coverage: 1, matched: 1, topic: pageTopic(page) };
  }

  /**
   * The cases among `within` the message describes by their name, sector, services or what was built ("any law
   * firms?", "online stores you built", "proyectos con realidad aumentada"), best first: the best and those close to
   * it, at most CASES_LISTED. Only those fields count: a word of a story's text ("company", "customers") names no case.
   */
  /**
   * The pages among `within` whose titles a message names, in the order it names them, one per topic: the list Darky
   * just gave, for "el primero cuánto cuesta".
   */
  namedInOrder(message: string, within: ReadonlySet<number>): Array<{ id: number; topic: string }> {
    const plain = (text: string) =>
      ` ${foldTerm(text)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()} `;
    const said = plain(message);
    const found = [...within]
      .map((id) => ({ id, topic: pageTopic(this.pages[id]!), at: said.indexOf(plain(this.pages[id]!.title)) }))
      .filter((page) => page.at >= 0)
      .sort((a, b) => a.at - b.at);
    return found.filter((page, i) => found.findIndex((other) => other.topic === page.topic) === i).map(({ id, topic }) => ({ id, topic }));
  }

  /** The cases among `within` whose services or sector name one of `phrases` in full ("tienda online"), in page order. */
  casesNaming(phrases: readonly string[], within: ReadonlySet<number>): Array<SiteSearchHit & { topic: string; id: number }> {
    const plain = (text: string) =>
      ` ${foldTerm(text)
        .replace(/[^\p{L}\p{N}]+/gu, ' ')
        .trim()} `;
    const wanted = phrases.map(plain).filter((phrase) => phrase.trim().length >= TITLE_WORD_LETTERS);
    return this.pages
      .filter((page) => within.has(page.id) && wanted.some((phrase) => plain(page.keywords).includes(phrase)))
      .slice(0, CASES_LISTED)
      .map((page) => ({ title: page.title, path: page.path, summary: page.summary, score: 1, coverage: 1, matched: 1, topic: pageTopic(page), id: page.id }));
  }

  findCases(
    text: string,
    within: ReadonlySet<number>,
    options: { telling?: (term: string) => boolean; every?: boolean } = {},
  ): Array<SiteSearchHit & { topic: string; id: number }> {
    const terms = this.terms(text).filter(options.telling ?? (() => true));
    if (!terms.length || !within.size) return [];
    const results = this.index.search(terms.join(' '), { fields: ['title', 'keywords'], filter: (r) => within.has(r.id as number) });
    const best = results[0];
    if (!best) return [];
    // `every`: all the cases the words match, for a second, finer search among them.
    const listed = options.every ? results : results.filter((result) => result.score >= best.score * CASE_CLOSE_RATIO).slice(0, CASES_LISTED);
    return listed.map((result) => ({ ...toHit(result, terms.length), topic: pageTopic(this.pages[result.id as number]!), id: result.id as number }));
  }

  private titleTerms(id: number): Set<string> {
    let terms = this.titleTermsById.get(id);
    if (!terms) {
      const page = this.pages[id];
      // A lesson is named by its address's words as well as its title's (its keywords, siteDocuments).
      const named = page && pathUnder(page.path, LESSONS_PATH) ? `${page.title} ${page.keywords}` : (page?.title ?? '');
      terms = new Set(this.terms(named));
      this.titleTermsById.set(id, terms);
    }
    return terms;
  }

  private readonly titleTermsById = new Map<number, Set<string>>();

  private leadingNameTerms(id: number): Set<string> {
    const [name, rest] = (this.pages[id]?.title ?? '').split(':');
    return rest === undefined ? new Set() : new Set(this.terms(name!).filter((term) => !/^\d+$/.test(term)));
  }

  /**
   * The sentence of the pages `within` that answers the message: the facts sentence for a detail question (when,
   * price, seats), else the sentence sharing most of its words; `words` are extra search words (the topic's name).
   */
  passage(
    text: string,
    within: ReadonlySet<number>,
    options: { detail?: boolean; minMatched?: number; needs?: (term: string) => boolean } = {},
  ): SitePassage | undefined {
    const inScope = this.pages.filter((p) => within.has(p.id));
    const withFacts = inScope.filter((p) => p.facts);
    if (options.detail && withFacts.length === 1) return passageOn(withFacts[0]!, withFacts[0]!.facts!);
    const terms = this.terms(text);
    if (!terms.length) return undefined;
    const searched = options.needs ? terms.filter(options.needs) : terms;
    if (!searched.length) return undefined;
    const [best] = this.passages.search(searched.join(' '), { filter: (r) => within.has(r.page as number) });
    if (!best || best.queryTerms.length < (options.minMatched ?? 1)) return undefined;
    const page = this.pages[best.page as number]!;
    // A case named and nothing asked of it ("lo de MSM Logística, ¿qué fue?"): its summary (what was built, for whom),
    // not whichever sentence has the name.
    const nameOnly = page.path.startsWith(CASE_PATH_PREFIX) && best.queryTerms.every((term) => this.titleTerms(page.id).has(term));
    return passageOn(page, nameOnly && page.summary ? page.summary : String(best.text));
  }

  /**
   * The page among `within` whose whole text shares the most of the message's words, when at least `minMatched` of
   * those it shares are ones `needs` keeps: its sentence that best answers, or its summary.
   */
  pageAbout(text: string, within: ReadonlySet<number>, options: { minMatched: number; needs: (term: string) => boolean }): SitePassage | undefined {
    const terms = this.terms(text);
    if (terms.filter(options.needs).length < options.minMatched) return undefined;
    // Most of the words first (a title sharing one word outscores a text sharing two), then the score.
    const [best] = this.index
      .search(terms.join(' '), { filter: (r) => within.has(r.id as number) })
      .sort((a, b) => b.queryTerms.length - a.queryTerms.length || b.score - a.score);
    if (!best || best.queryTerms.filter(options.needs).length < options.minMatched) return undefined;
    const page = this.pages[best.id as number]!;
    return this.passage(terms.join(' '), new Set([page.id])) ?? passageOn(page, page.summary);
  }

  get size(): number {
    return this.index.documentCount;
  }

  /** The message's meaningful words, as the index spells them. */
  private terms(text: string): string[] {
    return [...new Set(this.tokenize(text).flatMap((t) => siteSearchTerm(this.locale, t) ?? []))];
  }

  /** The best page per path, best first, each with the share of the message's words it matched. */
  search(text: string): SiteSearchHit[] {
    const terms = this.terms(text);
    if (!terms.length) return [];
    const best = new Map<string, SiteSearchHit>();
    for (const result of this.index.search(terms.join(' '))) {
      const hit = toHit(result, terms.length);
      if (!best.has(hit.path)) best.set(hit.path, hit);
    }
    return [...best.values()];
  }

  /** One page clearly ahead, two close ones on different pages, or nothing that matches enough of the message. */
  find(text: string): SiteSearchOutcome {
    const [first, second] = this.search(text).filter(matchesEnough);
    if (!first) return undefined;
    if (second && second.score / first.score >= CLOSE_SCORE_RATIO) return { kind: 'choose', hits: [first, second] };
    return { kind: 'page', hit: first };
  }
}

/**
 * A page's bullet points as one sentence ("Un diagnóstico…, una propuesta… y sin compromiso de contratar."): read as
 * loose words they ran together into one passage without a full stop.
 */
function listSentence(locale: ChatLocale, items: readonly string[]): string {
  const [first, ...rest] = items.map((item, index) => (index === 0 ? item : item.charAt(0).toLowerCase() + item.slice(1)));
  if (!first) return '';
  const last = rest.pop();
  return `${[first, ...rest].join(', ')}${last ? ` ${locale === 'es' ? 'y' : 'and'} ${last}` : ''}.`;
}

function passageOn(page: SitePage, text: string): SitePassage {
  return { text, title: page.title, path: page.path, topic: pageTopic(page) };
}

/** How a page is kept as a conversation's topic: its path and title (several passages share a path, like the workshops). */
export function pageTopic(page: Pick<SitePage, 'path' | 'title'>): string {
  return `page:${page.path} ${page.title}`;
}

/** The path a page topic (pageTopic) stands for; undefined for any other topic. */
export function pathOfPageTopic(topic: string | undefined): string | undefined {
  return topic?.startsWith('page:') ? topic.slice('page:'.length).split(' ')[0] : undefined;
}

/**
 * Whether `words` hold `term`, or its plural or singular from PLURAL_LETTERS letters on ("chatbot" of "Chatbots con
 * IA"): a visitor's text is squeezed to singular words, a title is not. (Short words are left as they are: "fits" is
 * not the gym "Kallpa Fit".)
 */
function hasWordOrPlural(words: ReadonlySet<string>, term: string): boolean {
  if (words.has(term)) return true;
  // (A shorter word said names its plural in a title, "team" of "small teams"; a short word ending in s is not read as a
  // plural: "days" is no "Darky Day", "fits" no "Kallpa Fit".)
  if (term.length === SHORT_SINGULAR_LETTERS) return words.has(`${term}s`);
  if (term.length < PLURAL_LETTERS) return false;
  // ("probadores" names "Probador virtual…": a Spanish plural in -es.)
  return (
    words.has(`${term}s`) ||
    words.has(`${term}es`) ||
    (term.endsWith('s') && words.has(term.slice(0, -1))) ||
    (term.endsWith('es') && words.has(term.slice(0, -2)))
  );
}

function toHit(result: SearchResult, termCount: number): SiteSearchHit {
  return {
    title: String(result.title),
    path: String(result.path),
    summary: String(result.summary ?? ''),
    score: result.score,
    coverage: result.queryTerms.length / termCount,
    matched: result.queryTerms.length,
  };
}

const indexes = new Map<ChatLocale, SiteSearchIndex>();

/** The language's index over the site's content, built on first use and kept until the content changes. */
export function siteSearchIndex(locale: ChatLocale): SiteSearchIndex {
  let index = indexes.get(locale);
  if (!index) {
    index = new SiteSearchIndex(locale, siteDocuments(locale));
    indexes.set(locale, index);
  }
  return index;
}

/**
 * Drops the pages read and the indexes so the next question is searched in the content as it is now (rebuilt lazily,
 * once per language). The retraining that follows a publish (live-learning.ts) runs later, so it reads the new pages.
 */
export function rebuildSiteSearch(): void {
  documents.clear();
  indexes.clear();
}

// The content layer announces its changes (clearContentCache); the search follows without importing this feature there.
onContentChange(rebuildSiteSearch);
