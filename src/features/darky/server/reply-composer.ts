/** Turns a recognised intent into Darky's reply: text from the corpus templates, facts and routes from the catalogues. */
import 'server-only';
import type { SiteFacts } from '@/content/facts.server';
import { formatOpeningHours, formatWeekdays } from '@/content/opening-hours.server';
import { formatDate } from '@/i18n/format';
import type { DarkyCorpus, QuickReply } from '../nlu/corpus-schema';
import type { EntityFinder } from '../nlu/entity-finder';
import { serviceIntent, subTabIntent, tabIntent, type CatalogueTarget, type IntentCatalogue } from '../nlu/intent-catalogue';
import { localizedPath, servicePath, type DarkyKnowledge } from '../nlu/knowledge';
import { messageLink, phoneHref, whatsappLabel } from '../message-links';
import type { ChatAction, ChatEvent, ChatLocale } from '../protocol';
import { ABBREVIATION, type SitePassage, type SiteSearchHit, type SiteSearchOutcome } from './site-search';
import { colourCount } from './frame-colours';

export interface DarkyReply {
  message: string;
  action?: ChatAction;
}

/** Everything Darky knows in one language. */
export interface LanguagePack {
  locale: ChatLocale;
  corpus: DarkyCorpus;
  knowledge: DarkyKnowledge;
  intents: IntentCatalogue;
  /** Finds the services, tabs and sub-tabs named in a message. */
  entities: EntityFinder;
  /** The corpus' price cues in the normalised spelling. */
  pricingCues: string[];
  /** Marketing metrics that hold a price word (corpus metricTerms), normalised: never a price question. */
  metricTerms: string[];
  /** The price asked by a message's last words (corpus pricingLastWords), normalised. */
  pricingLastWords: string[];
  /** The follow-up cues (how long, what it includes, is it free) in the normalised spelling. */
  followUpCues: Record<FollowUp, string[]>;
  /** "Where is it?" cues in the normalised spelling (a follow-up on an event or workshop). */
  placeCues: string[];
  dayCues: string[];
  /** "¿Cómo se paga?": how to pay, which a "se paga" (is it free?) cue must not take. */
  howToPayCues: string[];
  /** "¿Cuánto tiempo guardan…?": how long data is kept, which a timeline cue must not take. */
  keptCues: string[];
  /** Support of a delivered project asked in detail ("cambios de textos", "new features"), and whether or how soon. */
  supportDetailCues: string[];
  supportWordCues: string[];
  /** The agency's working languages asked about ("does your team speak English?"): never a switch. */
  agencyLanguageCues: string[];
  /** The agency itself asked about: its team, areas, process, templates, years in business. */
  aboutUsCues: string[];
  /** A client away from Lima asks whether the agency works with them: the location answer (all Peru, abroad). */
  remoteClientCues: string[];
  /** "¿La pauta está incluida?": the money paid to the ad platforms, and whether a fee covers it. */
  adSpendCues: string[];
  separateCostCues: string[];
  /** Upkeep after launch ("¿incluye mantenimiento?", "what happens after launch?"): the support policy. */
  maintenanceCues: string[];
  /** What is done with the visitor's data ("¿venden mis datos?", "will you spam me?"): the privacy answer. */
  privacyCues: string[];
  /** The agency's own social profiles asked for ("¿tienen Instagram?", "LinkedIn page?"): the contacts with them. */
  socialProfileCues: string[];
  /** A date the visitor needs it by ("para el viernes", "by then"): how long it takes. */
  deadlineCues: string[];
  dollarsCues: string[];
  /** How a price is charged asked ("¿pago único o mensual?", corpus followUpCues.billing), normalised. */
  billingCues: string[];
  /** Whether someone answers or is open ("¿me responden?"): with a day named, the hours. */
  answeringCues: string[];
  /** Darky's sleep asked about (corpus followUpCues.alwaysOn), normalised. */
  alwaysOnCues: string[];
  /** Praise of the site (corpus followUpCues.compliment), normalised. */
  complimentCues: string[];
  /** This very chat named (corpus thisChat.cues), normalised. */
  thisChatCues: string[];
  /** Wanting one like this chat (corpus thisChat.wanted), normalised. */
  thisChatWantedCues: string[];
  /** Its demo asked for after its service (corpus thisChat.seeIt), normalised. */
  thisChatSeeItCues: string[];
  /** The visitor lost (corpus followUpCues.confused), normalised. */
  confusedCues: string[];
  /** The latest of a section asked for (corpus followUpCues.newest), normalised. */
  newestCues: string[];
  /** Something to read on what is discussed (corpus followUpCues.readFirst), normalised. */
  readFirstCues: string[];
  /** Learning a subject (corpus followUpCues.study), normalised: a course section's cue for a course named by subject. */
  studyCues: string[];
  /** Doing it oneself ("yo mismo", "myself"), said with learning: a course named by one word of its title. */
  ownHandsCues: string[];
  /** The team answering the visitor (corpus followUpCues.answerBack), normalised. */
  answerBackCues: string[];
  /** Using a demo asked about (corpus followUpCues.demoUse), normalised. */
  demoUseCues: string[];
  /** When an event ends asked (corpus followUpCues.ends), normalised. */
  endsCues: string[];
  /** "¿De cuándo es ese?" after a post or a lesson: when it was published. */
  publishedCues: string[];
  /** "¿Y el de UX?" after a course: the words that ask for another page of its list. */
  otherOneCues: string[];
  /** "¿Qué es eso?" right after a service or page: what it is (corpus followUpCues.whatIsIt), normalised. */
  whatIsItCues: string[];
  longestCues: string[];
  /** An event's programme asked: its agenda (followUpCues.agenda). */
  agendaCues: string[];
  /** The next of a dated section asked (corpus followUpCues.next), normalised. */
  nextCues: string[];
  /** When something happens asked (corpus followUpCues.dateAsked), normalised. */
  dateAskedCues: string[];
  /** The agency's price list asked (corpus followUpCues.priceList), normalised. */
  priceListCues: string[];
  /** Examples of work asked for (corpus followUpCues.examples), normalised. */
  examplesCues: string[];
  /** Urgency (corpus followUpCues.urgent), normalised. */
  urgentCues: string[];
  /** What a list is about asked (corpus followUpCues.topics), normalised. */
  topicsCues: string[];
  /** Where the visitor is, after the location (corpus followUpCues.whereIAm), normalised. */
  whereIAmCues: string[];
  /** Several services at once (corpus followUpCues.several), normalised. */
  severalCues: string[];
  /** Details the site does not give about a class or an event (corpus followUpCues.unstated), normalised. */
  unstatedCues: string[];
  /** Reading a lesson asked about (corpus followUpCues.reading), normalised. */
  readingCues: string[];
  /** How a message repeating the question before begins (corpus followUpCues.sameQuestion), normalised. */
  sameQuestionCues: string[];
  /** Words pointing back at what was said before (corpus followUpCues.backReference), normalised. */
  backReferenceCues: string[];
  /** "¿Cuál me recomiendas?" after a list (corpus followUpCues.whichOne), normalised. */
  whichOneCues: string[];
  /** followUpCues.byPlace, normalised: the words for the first, second and third of a list, the last, and where to begin. */
  byPlaceCues: { nth: string[][]; last: string[]; startWith: string[]; named: string[] };
  /** "And after that?" (corpus followUpCues.afterThat), normalised. */
  afterThatCues: string[];
  /** Support itself named (corpus followUpCues.supportNamed), normalised. */
  supportNamedCues: string[];
  /** The price already given, referred to (corpus followUpCues.priceReferred), normalised. */
  priceReferredCues: string[];
  /**
   * A cheaper option asked for (corpus cheaperOption.cues), the price only remarked on (its `reactions`) and the cheapest
   * of a list asked (its `without`), normalised.
   */
  cheaperCues: { asked: string[]; reactions: string[]; cheapest: string[] };
  /** A discount or a promotion asked for (corpus discount.cues), normalised. */
  discountCues: string[];
  /** Facts the site states, asked in words no intent was trained on (corpus pageFacts), their cues normalised. */
  pageFactRules: DarkyCorpus['pageFacts'];
  /** Each demo's names visitors give it (corpus demoNames), normalised. */
  demoNameCues: Record<string, string[]>;
  /** The academy named (corpus academyHub.cues) and its sections' words that make it one of them, normalised. */
  academyHubCues: { asked: string[]; sections: string[] };
  /**
   * Section cues (by section path), detail cues, question starts and "about it" cues in the normalised spelling (answers
   * from content); `referringWords`: the single words of the "about it" and "what it includes" cues, left out when a
   * question's own words are looked for in a page.
   */
  contentCues: {
    sections: Record<string, string[]>;
    detail: string[];
    /** Words asking how a case turned out (corpus resultsCues). */
    results: string[];
    /** Words asking what was built for a case (corpus builtCues). */
    built: string[];
    /** How-to words (corpus learningCues). */
    learning: string[];
    /** Names of languages (corpus languageCues). */
    languages: string[];
    questionStarts: string[];
    aboutIt: string[];
    referringWords: ReadonlySet<string>;
  };
  /** Words about paying the agency (corpus paymentCues) in the normalised spelling. */
  paymentCues: string[];
  /** Words asking whether the camera's image is recorded or kept (corpus cameraPrivacyCues), normalised. */
  cameraPrivacyCues: string[];
  /** Quote, call-me, go-ahead, job, person, fault and how-soon words in the normalised spelling (corpus actionCues). */
  actionCues: {
    quote: string[];
    callMe: string[];
    proceed: string[];
    job: string[];
    need: string[];
    human: string[];
    personForMe: string[];
    likeThis: string[];
    whatIsDarky: string[];
    darkyName: string[];
    fault: string[];
    howSoon: string[];
    /** A day or hour outside the team's ("on sunday", "de noche"): asked after a fault, when support answers. */
    offHours: string[];
    /** Work like the visitor's asked about ("¿han hecho algo parecido?"): the case of a client like them. */
    similarWork: string[];
    /** Thinking it over ("lo pienso", "I'll think about it"): no name given to a quote offered. */
    later: string[];
    /** A number to call asked for ("un número para llamar ahora"): the contacts, never a booking. */
    phoneNumber: string[];
    /** A personal aside to Darky ("¿tu película favorita?", "can you cook?"): off topic, whatever came before. */
    aside: string[];
    /** The weather asked (corpus actionCues.weather): Darky's weather answer. */
    weather: string[];
    /** Something Darky must not help with ("get into my ex's instagram"): off topic, though a service's word is said. */
    improper: string[];
    /** Contact or forms declined ("no quiero formularios", "stop contacting me"): never a lead started. */
    declined: string[];
    /** A quote already received ("got your quote yesterday"): not a new quote asked for. */
    alreadyQuoted: string[];
    /** Not knowing where to start: the free consultation. */
    whereToStart: string[];
    /** The visitor's own name asked back. */
    myName: string[];
    advice: string[];
    /** Written to rather than called ("email me instead"): the quote, reached by e-mail. */
    byEmail: string[];
  };
  /**
   * Phone-call words, meeting words and day/time words in the normalised spelling: both make a booking; free times asked
   * for ("horarios disponibles") are one on their own; weekend days, asked for, are said to have no consultations.
   */
  bookingCues: {
    call: string[];
    meeting: string[];
    when: string[];
    callTime: string[];
    details: string[];
    want: string[];
    slots: string[];
    weekend: string[];
    contents: string[];
    named: string[];
  };
  /** Timelines, prices and FAQs (content/facts.json with this language's words). */
  facts: SiteFacts;
}

/** A question about the current topic that does not name it ("¿y cuánto demora?", "are they free?"). */
export type FollowUp = 'timeline' | 'includes' | 'free';

/** Intents Darky answers from the facts catalogue about the entry in `entity`. */
export const FOLLOW_UP_INTENTS: Record<FollowUp, string> = { timeline: 'timeline.info', includes: 'includes.info', free: 'free.info' };

export interface ReplyContext {
  /** The page the visitor is on, with its locale prefix (as the client reports it). */
  path: string;
  now: Date;
  pick: <T>(items: readonly T[]) => T;
  /** Values known only at the turn (the next open meeting times), merged into the placeholders. */
  extra?: Record<string, string>;
}

/** The animation the widget plays while it navigates (Darky's character state). */
export const NAVIGATE_ANIMATION = 'navigating';

export function joinList(items: string[], joiner: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

const SLOT_DAY: Intl.DateTimeFormatOptions = { weekday: 'long', day: 'numeric', month: 'long' };
const SLOT_TIME: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/**
 * The next open meeting times as the visitor's language writes them in Lima time, grouped by day ("martes, 24 de
 * noviembre: 9:00 a. m. o 9:30 a. m."), inside the corpus' sentence; undefined without slots.
 */
/** One free time as a button says it ("martes 24 de noviembre, 11:30 a. m."): the day and the time in Lima. */
export function slotLabel(pack: LanguagePack, start: Date): string {
  const iso = start.toISOString();
  return `${formatDate(pack.locale, iso, SLOT_DAY)}, ${formatDate(pack.locale, iso, SLOT_TIME)}`;
}

export function meetingSlotsText(pack: LanguagePack, starts: readonly Date[]): string | undefined {
  if (!starts.length) return undefined;
  const days = new Map<string, string[]>();
  for (const start of starts) {
    const iso = start.toISOString();
    const day = formatDate(pack.locale, iso, SLOT_DAY);
    days.set(day, [...(days.get(day) ?? []), formatDate(pack.locale, iso, SLOT_TIME)]);
  }
  const said = [...days].map(([day, times]) => `${day}: ${joinList(times, pack.corpus.orJoiner)}`).join('; ');
  // "p. m." ends in a period: the sentence's own is not doubled.
  return pack.corpus.factAnswers.slots.replace('{slots}', said).replace(/\.\.$/, '.');
}

const DATE_AND_TIME: Intl.DateTimeFormatOptions = { dateStyle: 'long', timeStyle: 'short' };

/** Values of the {placeholders}; a missing catalogue leaves its keys out so answers needing them are skipped. */
/**
 * The values a reply's placeholders take. All but the next event are the same for every message until the content
 * changes (a new pack): they are written once per pack, as formatting them (dates, opening hours, lists) per reply
 * was a fifth of the chat path's CPU under sustained talk.
 */
export function factsOf(pack: LanguagePack, now: Date): Readonly<Record<string, string>> {
  let facts = steadyFacts.get(pack);
  if (!facts) {
    facts = writeSteadyFacts(pack);
    steadyFacts.set(pack, facts);
  }
  const events = eventFacts(pack, now);
  return events ? { ...facts, ...events } : facts;
}

const steadyFacts = new WeakMap<LanguagePack, Readonly<Record<string, string>>>();

/** Events after the next one named in the events' answer, so one asked for by its kind ("¿hay alguno online?") is there. */
const LATER_EVENTS_SAID = 2;

/**
 * The next event ({nextEvent}) and, when more are coming, a sentence naming them ({eventsAfter}, else empty): a
 * visitor who asks about events sees each one's date and place (an online meetup after an in-person day).
 */
function eventFacts(pack: LanguagePack, now: Date): { nextEvent: string; eventsAfter: string } | undefined {
  const events = pack.knowledge.academy?.events;
  if (!events?.length) return undefined;
  const sorted = [...events].sort((a, b) => a.date.localeCompare(b.date));
  const upcoming = sorted.filter((e) => new Date(e.date) >= now);
  const [next, ...later] = upcoming.length ? upcoming : [events.at(-1)!];
  const said = (event: (typeof events)[number]) => `${event.title}, ${formatDate(pack.locale, event.date, DATE_AND_TIME)}, ${event.place}`;
  const template = pack.corpus.contentFacts?.eventsAfter;
  const laterSaid = later.slice(0, LATER_EVENTS_SAID).map(said);
  const eventsAfter = template && laterSaid.length ? ` ${template.replace('{events}', joinList(laterSaid, pack.corpus.listJoiner))}` : '';
  return { nextEvent: said(next!), eventsAfter };
}

/** A sentence's opening clause (up to its first colon, comma, bracket or full stop), lowercased to follow a name. */
function gistOf(sentence: string, locale: string): string {
  const clause = sentence.split(/[:,.(]/)[0]!.trim();
  return clause.charAt(0).toLocaleLowerCase(locale) + clause.slice(1);
}

function writeSteadyFacts(pack: LanguagePack): Record<string, string> {
  const { knowledge: k, corpus, locale } = pack;
  const list = (items: string[]) => joinList(items, corpus.listJoiner);
  const facts: Record<string, string> = {};
  if (k.services.length) facts.services = list(k.services.map((s) => s.name));
  if (k.portfolio?.projects.length) facts.projects = list(k.portfolio.projects.slice(0, 5).map((p) => p.title));
  if (k.portfolio?.clients.length) facts.clients = list(k.portfolio.clients.slice(0, 6).map((c) => c.title));
  if (k.about) {
    facts.aboutDescription = k.about.description;
    facts.values = list(k.about.values);
    // What sets the agency apart, as the about page heads it ("why choose us"), each with the gist of what its card says:
    // "Customizing (no generic templates)", not a bare word a visitor cannot weigh.
    facts.whyUs = list(k.about.features.map((feature) => `${feature.name} (${gistOf(feature.says, locale)})`));
    facts.joinText = k.about.joinTeam.text;
    if (k.about.teamAreas?.length) facts.teamAreas = list(k.about.teamAreas);
  }
  if (k.lessons?.items.length) facts.lessons = list(k.lessons.items.slice(0, 4).map((l) => l.title));
  // The newest posts by title, so "¿de qué temas escriben?" is answered with what the blog says, not a slogan.
  if (k.blog?.posts.length) facts.blogPosts = list(k.blog.posts.slice(0, 3).map((post) => post.title));
  if (k.academy) {
    if (k.academy.workshops.length)
      // Each with its length ("4 horas"), so "¿cuánto duran?" after the list is answered by it.
      facts.workshops = list(
        k.academy.workshops
          .slice(0, 4)
          .map((w) => `${w.title} (${[formatDate(locale, w.date, DATE_AND_TIME), w.duration, w.price].filter(Boolean).join(', ')})`),
      );
    // Each one's seats ("¿cuántos cupos hay?" after the list).
    const seated = k.academy.workshops.filter((w) => w.seats);
    if (seated.length) facts.workshopSeats = list(seated.slice(0, 4).map((w) => `${w.title}: ${w.seats}`));
    if (k.academy.courses.length) {
      facts.courses = list(k.academy.courses.slice(0, 4).map((c) => `${c.title} (${c.duration})`));
      // What each costs, for "¿son gratis?" after the courses (their answer in the facts catalogue).
      facts.coursePrices = list(k.academy.courses.slice(0, 4).map((c) => `${c.title} — ${c.price}`));
    }
  }
  if (k.innovations) {
    facts.innovationsDescription = k.innovations.description;
    facts.innovations = list(k.innovations.items.map((i) => i.title));
  }
  // One source for contact facts (content/contact.json), given as links the widget renders safely.
  if (k.contact) {
    const c = k.contact;
    facts.address = c.address;
    facts.phone = messageLink(c.phone, phoneHref(c.phone));
    facts.mobile = messageLink(c.mobile, phoneHref(c.mobile));
    facts.email = messageLink(c.email, `mailto:${c.email}`);
    facts.joinEmail = messageLink(c.joinEmail, `mailto:${c.joinEmail}`);
    facts.whatsapp = messageLink(whatsappLabel(c.whatsapp, c.mobile), c.whatsapp);
    if (c.hours) facts.hours = formatOpeningHours(c.hours, locale);
    if (c.socials?.length) facts.socials = list(c.socials.map((social) => messageLink(social.name, social.url)));
  }
  // The try-on's frames, each with its shape ("Aviador Lima (aviador)"), for "¿qué modelos tiene el probador?".
  if (k.testimonialsNote) facts.testimonialsNote = k.testimonialsNote;
  // The agency's other sites, as the services menu links them ("Software Factory"): named, never described.
  if (k.externalSites?.length) facts.externalSites = list(k.externalSites.map((site) => messageLink(site.label, site.url)));
  if (k.tryOnFrames?.length) {
    facts.tryOnFrameCount = String(k.tryOnFrames.length);
    facts.tryOnFrames = list(k.tryOnFrames.map((frame) => `${frame.name} (${frame.shape.toLocaleLowerCase(locale)})`));
    facts.tryOnColorCount = colourCount(
      k.tryOnFrames.map((frame) => frame.colours),
      locale,
    );
  }
  // The free consultation's length and days, for its own answer (the same catalogue /conversemos books from).
  if (k.meetings) {
    facts.meetingMinutes = String(k.meetings.minutes);
    facts.meetingDays = formatWeekdays(k.meetings.weekdays, locale);
  }
  // Each service's reference price, for a price asked about nothing in particular ("¿precios?"), each linking the
  // service's page, where its price questions are answered.
  const { startingPrice, perMonth, perProject } = corpus.factAnswers;
  const priced = k.services.flatMap((service) => {
    const known = pack.facts.services.get(service.slug);
    if (!startingPrice || !known?.startingPrice) return [];
    return [
      startingPrice
        .replace('{name}', messageLink(service.name, localizedPath(locale, servicePath(service.slug))))
        .replace('{price}', known.startingPrice)
        .replace('{per}', known.per === 'month' ? perMonth : perProject),
    ];
  });
  if (priced.length) facts.startingPrices = list(priced);
  // Each service's usual timeline, each linking its page, for "how long does a project take?" asked of none of them.
  const { serviceTimeline } = corpus.factAnswers;
  const timed = k.services.flatMap((service) => {
    const known = pack.facts.services.get(service.slug);
    if (!serviceTimeline || !known) return [];
    return [
      serviceTimeline
        .replace('{name}', messageLink(service.name, localizedPath(locale, servicePath(service.slug))))
        .replace('{min}', String(known.timelineWeeks.min))
        .replace('{max}', String(known.timelineWeeks.max)),
    ];
  });
  if (timed.length) facts.serviceTimelines = list(timed);
  // What each service's price depends on, for "¿de qué depende el precio?" asked of none of them (the service's name
  // only: {startingPrices}, said with it, links the pages).
  const { priceDependsOn } = corpus.factAnswers;
  const depending = k.services.flatMap((service) => {
    const known = pack.facts.services.get(service.slug);
    return priceDependsOn && known?.dependsOn ? [priceDependsOn.replace('{name}', service.name).replace('{dependsOn}', known.dependsOn)] : [];
  });
  if (depending.length) facts.pricesDependOn = depending.join('; ');
  // The page that sets the services side by side, for a price asked about none of them.
  facts.servicesPage = messageLink(corpus.pageNames['/servicios'] ?? '/servicios', localizedPath(locale, '/servicios'));
  // The site's own values ("{supportMonths}"), as its pages quote them.
  for (const [key, value] of Object.entries(pack.facts.values)) facts[key] ??= value;
  // Each FAQ answer as {faqPayments}, {faqHours}…: the corpus words the question, the facts catalogue the answer.
  // (Without the page's "Yes:" before it: the FAQ answers its own yes-or-no question, Darky also "how much is support?".)
  for (const faq of pack.facts.faqs) facts[`faq${faq.key[0]!.toUpperCase()}${faq.key.slice(1)}`] = withoutLeadingYes(faq.answer);
  return facts;
}

/** "Yes: every project includes…" as "Every project includes…" (a "No:" says something, and stays). */
function withoutLeadingYes(answer: string): string {
  const rest = answer.replace(/^(?:Yes|Sí):\s+/u, '');
  return rest === answer ? answer : `${rest[0]!.toLocaleUpperCase()}${rest.slice(1)}`;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills the first template whose placeholders are all known (in random order), or undefined. */
export function fillTemplate(templates: readonly string[], facts: Readonly<Record<string, string>>, pick: ReplyContext['pick']): string | undefined {
  const usable = templates.filter((t) => [...t.matchAll(PLACEHOLDER)].every((m) => facts[m[1]!] !== undefined));
  if (!usable.length) return undefined;
  return pick(usable).replace(PLACEHOLDER, (_, key: string) => facts[key]!);
}

export function quickReplyFor(pack: LanguagePack, intent: string): QuickReply | undefined {
  const fixed = pack.corpus.intents[intent]?.quickReply;
  if (fixed) return fixed;
  const target = pack.intents.targets.get(intent);
  if (!target) return undefined;
  const name = target.kind === 'service' ? target.service.name : target.kind === 'tab' ? target.tab.name : target.subTab.name;
  return { label: name, message: name };
}

export function suggestionsAction(pack: LanguagePack, intents: readonly string[]): ChatAction | undefined {
  const items = [...new Set(intents)].map((i) => quickReplyFor(pack, i)).filter((q): q is QuickReply => Boolean(q));
  return items.length ? { name: 'suggestions', params: { items } } : undefined;
}

function navigate(locale: ChatLocale, path: string): ChatAction {
  return { name: 'navigate', params: { path: localizedPath(locale, path), animation: NAVIGATE_ANIMATION } };
}

/** The visitor's path without the locale prefix and query, to compare with catalogue paths. */
export function barePath(path: string): string {
  const noQuery = path.split(/[?#]/)[0] ?? '/';
  const stripped = noQuery.replace(/^\/en(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

/** Where the site answers which languages the agency works in. */
export const LANGUAGES_PAGE = '/contacto';

/** Each fixed intent's route; intents absent here answer in place. */
const intentRoutes: Record<string, string> = {
  'services.list': '/servicios',
  'portfolio.list': '/portafolio',
  'portfolio.clients': '/portafolio',
  'about.us': '/nosotros',
  'lessons.list': '/lessons',
  'academy.workshops': '/academia/talleres',
  'academy.events': '/eventos',
  'academy.courses': '/academia/cursos',
  'contact.info': '/contacto',
  'payments.info': '/pagos',
  'innovations.list': '/innovaciones',
  'blog.list': '/blog',
  'meeting.request': '/conversemos',
  'faq.support': '/politicas-de-soporte',
  'demo.tryon': '/innovaciones/probador',
  'demo.avatar': '/innovaciones/darky-3D',
  'demo.game': '/games',
};

/** Pages a fact reply links in its text (besides or instead of navigating): where the site states the fact. */
const factPages: Record<string, string> = {
  ...intentRoutes,
  // Facts answered in place (the visitor asked a question, not for a page): the page is linked, never opened for them.
  'contact.hours': '/contacto',
  // Where the site answers it (the contact page's questions).
  'faq.languages': LANGUAGES_PAGE,
  'faq.location': '/contacto',
  // What a visit to the office needs that the site does not say (parking, access): said honestly, with the contacts.
  'faq.office-visit': '/contacto',
  // "Are you a real person?": Darky says what it is, with the team's lines and where they all are.
  'smalltalk.bot': '/contacto',
  'faq.response': '/contacto',
  // "Who are you?" is answered by Darky in place; the page about the people behind it is linked, not opened.
  'smalltalk.who': '/nosotros',
  // A price without a service: every project is quoted, and the free consultation is where it starts.
  'pricing.info': '/conversemos',
  'privacy.info': '/politicas-de-privacidad',
  'human.request': '/contacto',
  'join.team': `/nosotros#join-team`,
};

/** The page where the site states a fact intent's answer (`faq.languages`: the contact page's questions), if any. */
export function factPageOf(intent: string): string | undefined {
  return factPages[intent];
}

/**
 * The message with a link to the page where the site states its fact, unless it already links it: a visitor
 * already on that page, or one who does not follow the navigation, still sees where it is written.
 */
export function withPageLink(pack: LanguagePack, message: string, path: string, name?: string): string {
  const href = localizedPath(pack.locale, path);
  if (message.includes(`](${href})`) || message.includes(`](${href}?`)) return message;
  // A service's tab has no entry in pageNames: the caller names it (the tab's own name), never the bare path.
  const label = pack.corpus.pageNames[path] ?? name ?? pack.corpus.pageNames[path.split(/[?#]/)[0]!] ?? path;
  return `${message} ${pack.corpus.pageLink.replace('{link}', messageLink(label, href))}`;
}

/** The message with one "Más en A y B." naming several pages (each `[path, name?]`), as withPageLink names one. */
export function withPagesLinked(pack: LanguagePack, message: string, pages: ReadonlyArray<readonly [string, string?]>): string {
  const links = pages.map(([path, name]) => {
    const label = pack.corpus.pageNames[path] ?? name ?? pack.corpus.pageNames[path.split(/[?#]/)[0]!] ?? path;
    return messageLink(label, localizedPath(pack.locale, path));
  });
  return `${message} ${pack.corpus.pageLink.replace('{link}', joinList(links, pack.corpus.listJoiner))}`;
}

/** The message without the "Más en …" link withPageLink added for `path` (another page is linked instead). */
export function withoutPageLink(pack: LanguagePack, message: string, path: string): string {
  const href = localizedPath(pack.locale, path);
  const label = pack.corpus.pageNames[path] ?? pack.corpus.pageNames[path.split(/[?#]/)[0]!] ?? path;
  return message.replace(` ${pack.corpus.pageLink.replace('{link}', messageLink(label, href))}`, '');
}

/** Section id of the "join the team" block on the about page (scroll target). */
export const JOIN_TEAM_SECTION_ID = 'join-team';

/** The site page where a catalogue entry can be tried for free (the try-on, the game), its own or its tab's. */
export function demoPageOf(pack: LanguagePack, target: CatalogueTarget): string | undefined {
  const entry = target.kind === 'service' ? target.service : target.kind === 'tab' ? target.tab : target.subTab;
  return [entry.slug, target.kind === 'subTab' ? target.tab.slug : undefined].map((slug) => slug && pack.corpus.demoPages[slug]).find(Boolean);
}

function catalogueReply(pack: LanguagePack, target: CatalogueTarget, context: ReplyContext): DarkyReply {
  const { locale, corpus } = pack;
  const entry = target.kind === 'service' ? target.service : target.kind === 'tab' ? target.tab : target.subTab;
  const templates = corpus.generated[target.kind].answers;
  const described = fillTemplate(templates, { name: entry.name, description: entry.description }, context.pick) ?? entry.name;
  // A service with a free demo (the try-on, the game) links it: the visitor can try it before asking for it.
  const demo = demoPageOf(pack, target);
  const message =
    demo && corpus.demoLink
      ? `${described} ${corpus.demoLink.replace('{link}', messageLink(corpus.pageNames[demo] ?? demo, localizedPath(locale, demo)))}`
      : described;
  const path =
    target.kind === 'service'
      ? servicePath(target.service.slug)
      : target.kind === 'tab'
        ? servicePath(target.service.slug, target.tab.slug)
        : servicePath(target.service.slug, target.tab.slug, target.subTab.slug);
  // On the services landing, a service with its own section is a scroll away.
  if (target.kind === 'service' && barePath(context.path) === '/servicios') {
    const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
    const section = pack.knowledge.serviceSections.find((s) => s.url === path || sameName(s.text, target.service.name));
    if (section) return { message, action: { name: 'scroll-to', params: { id: section.id } } };
  }
  return { message, action: navigate(locale, path) };
}

/** The reply to a confidently recognised intent (lead capture is handled by the dialogue, not here). */
export function composeIntentReply(pack: LanguagePack, intent: string, context: ReplyContext, entity?: string): DarkyReply | undefined {
  const target = pack.intents.targets.get(intent);
  if (target) return catalogueReply(pack, target, context);
  const about = entity ? pack.intents.targets.get(entity) : undefined;
  if (intent === 'pricing.info' && about) return pricingReply(pack, about, context);
  if (intent === FOLLOW_UP_INTENTS.free) return freeReply(pack, entity, context);
  if (intent === FOLLOW_UP_INTENTS.timeline || intent === FOLLOW_UP_INTENTS.includes) {
    if (about) return factReply(pack, about, intent === FOLLOW_UP_INTENTS.timeline ? 'timeline' : 'includes', context);
    const general = pack.facts.faqs.find((f) => f.key === 'timeline');
    // (Each service's own range, linked, where the corpus says how: the visitor picks the one they meant.)
    const byService = pack.corpus.factAnswers.timelinesByService;
    const eachService = byService ? fillTemplate([byService], factsOf(pack, context.now), context.pick) : undefined;
    if (intent === FOLLOW_UP_INTENTS.timeline && (eachService ?? general))
      return { message: eachService ?? general!.answer, action: suggestionsAction(pack, ['services.list', 'lead.request']) };
    return undefined;
  }
  const definition = pack.corpus.intents[intent];
  if (!definition) return undefined;
  const { locale, corpus } = pack;
  const facts = { ...factsOf(pack, context.now), ...context.extra };
  const route = intentRoutes[intent];
  // Values known only at this turn (the open meeting times) are said whenever a template can say them.
  const extraKeys = Object.keys(context.extra ?? {});
  const sayingExtra = definition.answers.filter((t) => extraKeys.length && extraKeys.every((key) => t.includes(`{${key}}`)));
  const filled = fillTemplate(sayingExtra.length ? sayingExtra : definition.answers, facts, context.pick);
  if (!filled && !route) return undefined;
  const factPage = factPages[intent];
  const message = factPage && filled ? withPageLink(pack, filled, factPage) : (filled ?? corpus.goingThere);

  if (intent === 'language.english' || intent === 'language.spanish') {
    return { message, action: { name: 'change-language', params: { locale: intent === 'language.english' ? 'en' : 'es' } } };
  }
  if (intent === 'join.team') {
    const onAbout = barePath(context.path) === '/nosotros';
    return {
      message,
      action: onAbout ? { name: 'scroll-to', params: { id: JOIN_TEAM_SECTION_ID } } : navigate(locale, `/nosotros#${JOIN_TEAM_SECTION_ID}`),
    };
  }
  if (intent === 'form.open') {
    return { message, action: { name: 'open-form', params: { formId: formForPage(pack, context.path) } } };
  }
  if (route && barePath(context.path) !== route) return { message, action: navigate(locale, route) };
  const suggestions = suggestionsAction(pack, definition.suggest);
  return suggestions ? { message, action: suggestions } : { message };
}

/** A general question of the site's facts (content/<locale>/facts.json) by key, linking the page that says it. */
/** `about`: the entry discussed; its page is linked instead when it is a part of the FAQ's page (a tab of the service). */
export function faqReply(pack: LanguagePack, key: string, about?: string): DarkyReply | undefined {
  const faq = pack.facts.faqs.find((candidate) => candidate.key === key);
  if (!faq) return undefined;
  const target = about ? pack.intents.targets.get(about) : undefined;
  const part = target && faq.link && pathOf(target).startsWith(faq.link) ? target : undefined;
  const link = part ? pathOf(part) : faq.link;
  return { message: link ? withPageLink(pack, faq.answer, link, part ? entryOf(part).name : undefined) : faq.answer };
}

/** On a service page the form is that service's; elsewhere the general contact form. */
function formForPage(pack: LanguagePack, path: string): string {
  const slug = /^\/servicios\/([^/]+)/.exec(barePath(path))?.[1];
  return pack.knowledge.services.find((s) => s.slug === slug)?.formId ?? 'contacto';
}

/** The service, tab or sub-tab a catalogue target points at (its name, slug and texts). */
export function entryOf(target: CatalogueTarget) {
  return target.kind === 'service' ? target.service : target.kind === 'tab' ? target.tab : target.subTab;
}

function pathOf(target: CatalogueTarget): string {
  if (target.kind === 'service') return servicePath(target.service.slug);
  if (target.kind === 'tab') return servicePath(target.service.slug, target.tab.slug);
  return servicePath(target.service.slug, target.tab.slug, target.subTab.slug);
}

/** The facts of an entry: a sub-tab's are its tab's, a tab without its own are its service's. */
function factsFor(pack: LanguagePack, target: CatalogueTarget) {
  const tab = target.kind === 'service' ? undefined : pack.facts.services.get(target.tab.slug);
  return tab ?? pack.facts.services.get(target.service.slug);
}

/**
 * The reference prices of several entries asked at once ("¿cuánto sale lo del logo y redes todo junto?"), each linking
 * its page; undefined unless the corpus says how and every entry has a starting price (one quoted only is asked apart).
 */
export function pricesOfEachReply(
  pack: LanguagePack,
  intents: readonly string[],
  context: ReplyContext,
  template = pack.corpus.factAnswers.pricesOfEach,
): string | undefined {
  const { startingPrice, perMonth, perProject } = pack.corpus.factAnswers;
  if (!template || !startingPrice || intents.length < 2) return undefined;
  const lines: string[] = [];
  for (const intent of intents) {
    const target = pack.intents.targets.get(intent);
    const facts = target ? factsFor(pack, target) : undefined;
    if (!target || !facts?.startingPrice) return undefined;
    lines.push(
      startingPrice
        .replace('{name}', messageLink(entryOf(target).name, localizedPath(pack.locale, pathOf(target))))
        .replace('{price}', facts.startingPrice)
        .replace('{per}', facts.per === 'month' ? perMonth : perProject),
    );
  }
  return fillTemplate([template], { prices: joinList(lines, pack.corpus.listJoiner) }, context.pick);
}

/** How long an entry takes or what it includes, from the facts catalogue, linking its page. */
function factReply(pack: LanguagePack, target: CatalogueTarget, kind: 'timeline' | 'includes', context: ReplyContext): DarkyReply | undefined {
  const facts = factsFor(pack, target);
  if (!facts) return undefined;
  const name = entryOf(target).name;
  const { timeline, timelineWithinService, includes } = pack.corpus.factAnswers;
  const values = { name, min: String(facts.timelineWeeks.min), max: String(facts.timelineWeeks.max), includes: facts.includes };
  // A tab's range inside its service's wider one says both (the visitor may have meant either).
  const service = target.kind === 'service' ? undefined : pack.facts.services.get(target.service.slug);
  const wider = service && (service.timelineWeeks.min !== facts.timelineWeeks.min || service.timelineWeeks.max !== facts.timelineWeeks.max);
  const template = kind === 'includes' ? includes : wider && timelineWithinService ? timelineWithinService : timeline;
  const serviceValues: Record<string, string> = wider
    ? { service: target.service.name, serviceMin: String(service.timelineWeeks.min), serviceMax: String(service.timelineWeeks.max) }
    : {};
  const message = withPageLink(pack, fillTemplate([template], { ...values, ...serviceValues }, context.pick)!, pathOf(target), name);
  return { message, action: navigateOrStay(pack, pathOf(target), context) };
}

/** "Is it free?" about the topic: lessons and events say so; services say the advice and quote are. */
function freeReply(pack: LanguagePack, topic: string | undefined, context: ReplyContext): DarkyReply {
  const template = (topic && pack.facts.free[topic]) ?? pack.facts.free.default ?? pack.corpus.fallback.answers[0]!;
  // A topic that has a price says it ("Los talleres tienen costo: {workshops}").
  const said = fillTemplate([template], factsOf(pack, context.now), context.pick) ?? pack.facts.free.default ?? template;
  const target = topic ? pack.intents.targets.get(topic) : undefined;
  const route = topic ? (intentRoutes[topic] ?? (target ? pathOf(target) : undefined)) : undefined;
  // Whether it is free is stated where the site says it: the topic's page, else the free consultation's.
  const message = withPageLink(pack, said, route ?? '/conversemos', target ? entryOf(target).name : undefined);
  const action = route ? navigateOrStay(pack, route, context) : suggestionsAction(pack, ['lead.request', 'meeting.request']);
  return action ? { message, action } : { message };
}

function navigateOrStay(pack: LanguagePack, path: string, context: ReplyContext): ChatAction | undefined {
  return barePath(context.path) === path.split('?')[0] && !path.includes('?') ? undefined : navigate(pack.locale, path);
}

/**
 * A price asked in dollars ("¿y en dólares?" after a website's price): the entry's starting price with its value in
 * dollars from the site's rate, and that the site charges in soles; undefined when the entry has no starting price.
 */
export function dollarsReply(pack: LanguagePack, intent: string): DarkyReply | undefined {
  const target = pack.intents.targets.get(intent);
  const facts = target ? factsFor(pack, target) : undefined;
  const template = pack.corpus.factAnswers.inDollars;
  if (!target || !template || !facts?.startingPrice || !facts.startingPriceInDollars) return undefined;
  const { perMonth, perProject } = pack.corpus.factAnswers;
  const link = messageLink(entryOf(target).name, localizedPath(pack.locale, pathOf(target)));
  const message = template
    .replace('{link}', link)
    // (In soles only: the English price carries its value in dollars, said here by {usd}.)
    .replace('{price}', facts.startingPrice.replace(/\s*\(≈[^)]*\)/u, ''))
    .replace('{usd}', facts.startingPriceInDollars)
    .replace('{per}', facts.per === 'month' ? perMonth : perProject);
  return { message: withPageLink(pack, message, '/pagos') };
}

/**
 * How an entry is charged ("¿es pago único o mensual?" after its price): per project or a month, as its page states,
 * with its starting price; undefined when the entry has no facts or the corpus no words for it.
 */
export function billingReply(pack: LanguagePack, intent: string, context: ReplyContext): DarkyReply | undefined {
  const target = pack.intents.targets.get(intent);
  const facts = target ? factsFor(pack, target) : undefined;
  const templates = pack.corpus.factAnswers.billing;
  if (!target || !facts || !templates) return undefined;
  const template = facts.per === 'month' ? templates.month : facts.startingPrice ? templates.project : templates.projectQuoted;
  const link = messageLink(entryOf(target).name, localizedPath(pack.locale, pathOf(target)));
  const values = { ...factsOf(pack, context.now), link, dependsOn: facts.dependsOn, ...(facts.startingPrice ? { price: facts.startingPrice } : {}) };
  const message = fillTemplate([template], values, context.pick);
  return message ? { message, action: suggestionsAction(pack, ['lead.request', 'meeting.request']) } : undefined;
}

/**
 * A price question about one entry: the starting price and what the final one depends on (facts catalogue), or
 * how it is quoted; the quote is offered either way.
 */
function pricingReply(pack: LanguagePack, target: CatalogueTarget, context: ReplyContext): DarkyReply {
  const name = entryOf(target).name;
  const facts = factsFor(pack, target);
  if (facts) {
    const { priceFrom, priceQuoted, priceFromWithinService, priceQuotedWithinService, perMonth, perProject } = pack.corpus.factAnswers;
    const perOf = (per: 'month' | 'project') => (per === 'month' ? perMonth : perProject);
    const link = messageLink(name, localizedPath(pack.locale, pathOf(target)));
    const values: Record<string, string> = {
      name,
      link,
      dependsOn: facts.dependsOn,
      per: perOf(facts.per),
      ...(facts.startingPrice ? { price: facts.startingPrice } : {}),
    };
    // A tab's price beside its service's starting one when they differ: the service page shows that one ("webs y apps
    // a medida, desde S/ 2,500"), and a visitor who said "una tienda" may have read either.
    const service = target.kind === 'service' ? undefined : pack.facts.services.get(target.service.slug);
    // (Only priced the same way: a one-off branding beside a monthly "desde S/ 1,200 al mes" would mislead.)
    const serviceDiffers = service?.startingPrice && service.per === facts.per && service.startingPrice !== facts.startingPrice;
    const within = serviceDiffers ? (facts.startingPrice ? priceFromWithinService : priceQuotedWithinService) : undefined;
    if (within && service?.startingPrice)
      Object.assign(values, { service: target.service.name, servicePrice: service.startingPrice, servicePer: perOf(service.per) });
    const message = fillTemplate([within ?? (facts.startingPrice ? priceFrom : priceQuoted)], values, context.pick)!;
    return { message, action: suggestionsAction(pack, ['lead.request', 'meeting.request', intentOf(target)]) };
  }
  const link = messageLink(name, localizedPath(pack.locale, pathOf(target)));
  const message = fillTemplate(pack.corpus.pricingFor, { ...factsOf(pack, context.now), name, link }, context.pick) ?? name;
  return { message, action: suggestionsAction(pack, ['lead.request', pack.intents.targets.has(intentOf(target)) ? intentOf(target) : 'services.list']) };
}

function intentOf(target: CatalogueTarget): string {
  if (target.kind === 'service') return serviceIntent(target.service.slug);
  if (target.kind === 'tab') return tabIntent(target.service.slug, target.tab.slug);
  return subTabIntent(target.service.slug, target.tab.slug, target.subTab.slug);
}

/** The page of a catalogue entry (service./tab./subtab. intent), or undefined for other topics. */
export function pathOfTopic(pack: LanguagePack, topic: string): string | undefined {
  const target = pack.intents.targets.get(topic);
  return target ? pathOf(target) : undefined;
}

/**
 * Words that tie a sentence to the one before it on its page ("Por eso empezamos…", "That's why every project…"):
 * quoted alone, the sentence starts at what it says.
 */
const TIED_OPENING = /^(?:por eso|por ello|that's why|that is why|this is why|which is why)\s+|^(?:además|asimismo|also|besides),\s+/i;

/** A sentence of the site that answers the question, and the page it is on, linked. */
export function passageReply(pack: LanguagePack, passage: SitePassage): DarkyReply {
  // A FAQ's "page" is titled by its question ("¿Cómo puedo pagar?"): the link names the page it is on instead.
  const title = passage.title.trim().endsWith('?') ? (pack.corpus.pageNames[passage.path] ?? passage.title) : passage.title;
  const link = messageLink(title, localizedPath(pack.locale, passage.path));
  const quoted = passage.text.replace(/[[\]]/g, '').trim();
  const untied = quoted.replace(TIED_OPENING, '');
  const text = untied === quoted ? quoted : `${untied.charAt(0).toLocaleUpperCase(pack.locale)}${untied.slice(1)}`;
  const sentence = /[.!?]$/.test(text) ? text : `${text}.`;
  return { message: `${sentence} ${pack.corpus.pageLink.replace('{link}', link)}` };
}

/** Several portfolio cases a question describes, each a link; undefined when the corpus has no sentence for it. */
export function casesReply(pack: LanguagePack, cases: readonly SiteSearchHit[]): DarkyReply | undefined {
  const template = pack.corpus.contentFacts?.casesFound;
  if (!template) return undefined;
  const links = cases.map((found) => messageLink(found.title, localizedPath(pack.locale, found.path)));
  return { message: template.replace('{cases}', joinList(links, pack.corpus.listJoiner)) };
}

/** The catalogue entry a service path points at (/en/servicios/x?tab=y&subtab=z), if it is one Darky knows. */
function topicOfPath(pack: LanguagePack, path: string): string | undefined {
  const match = /\/servicios\/([a-z0-9-]+)(?:\?tab=([a-z0-9-]+)(?:&subtab=([a-z0-9-]+))?)?/.exec(path);
  if (!match) return undefined;
  const [, service, tab, subTab] = match;
  const candidates = [subTab && tab ? subTabIntent(service!, tab, subTab) : '', tab ? tabIntent(service!, tab) : '', serviceIntent(service!)];
  return candidates.find((c) => c && pack.intents.targets.has(c));
}

/**
 * The last catalogue entry the conversation was about, read from the stored events (so it holds across
 * instances and restarts): the page a bot answer took the visitor to or linked, else an entry the visitor named.
 */
export function lastTopicOf(pack: LanguagePack, history: readonly ChatEvent[]): string | undefined {
  for (const event of [...history].reverse()) {
    if (event.by === 'bot') {
      const path = event.action?.name === 'navigate' ? event.action.params.path : undefined;
      const topic = (typeof path === 'string' ? topicOfPath(pack, path) : undefined) ?? topicOfPath(pack, event.message);
      if (topic) return topic;
    } else {
      const [named] = pack.entities.find(event.message);
      if (named) return named.intent;
    }
  }
  return undefined;
}

/** One question back naming the likeliest topics ("¿Buscas A o B?"), each also a button. */
export function clarifyReply(pack: LanguagePack, candidates: string[]): DarkyReply {
  const { corpus } = pack;
  const items = [...new Set(candidates)]
    .map((intent) => ({ intent, reply: quickReplyFor(pack, intent) }))
    .filter((c): c is { intent: string; reply: QuickReply } => Boolean(c.reply))
    .slice(0, 3);
  if (!items.length) return { message: corpus.fallback.answers[0]!, action: suggestionsAction(pack, corpus.fallback.suggest) };
  const labels = items.map((i) => i.reply.label);
  const options = labels.length === 1 ? labels[0]! : `${labels.slice(0, -1).join(', ')} ${corpus.orJoiner} ${labels.at(-1)}`;
  return {
    message: corpus.fallback.clarify.replace('{options}', options),
    action: suggestionsAction(
      pack,
      items.map((i) => i.intent),
    ),
  };
}

export function fallbackReply(pack: LanguagePack, context: ReplyContext, candidates: string[] = []): DarkyReply {
  const { corpus } = pack;
  if (candidates.length) return clarifyReply(pack, candidates);
  return { message: context.pick(corpus.fallback.answers), action: suggestionsAction(pack, corpus.fallback.suggest) };
}

/** A passage longer than this is not quoted: the link says the rest, and the reply stays two sentences. */
const MAX_PASSAGE_LENGTH = 180;

/** The first sentence of a passage, when it is short enough to quote. */
const FIRST_SENTENCE = new RegExp(String.raw`^.+?(?<!${ABBREVIATION})[.!?](?=\s|$)`);

function firstSentence(text: string): string | undefined {
  // (An abbreviation's stop, "Av." or "Dr.", ends no sentence.)
  const sentence = FIRST_SENTENCE.exec(text.trim())?.[0] ?? text.trim();
  return sentence && sentence.length <= MAX_PASSAGE_LENGTH ? sentence.replace(/[[\]]/g, '') : undefined;
}

/**
 * What the site search found for a message no intent fits: the page (linked, with its passage's first sentence), or
 * the question "A or B?" with both pages linked and as buttons when two are as likely.
 */
export function siteSearchReply(pack: LanguagePack, found: NonNullable<SiteSearchOutcome>): DarkyReply {
  const { corpus, locale } = pack;
  // (A FAQ's "page" is titled by its question: the link names the page it is on, as passageReply does.)
  const titleOf = (hit: SiteSearchHit) => (hit.title.trim().endsWith('?') ? (corpus.pageNames[hit.path] ?? hit.title) : hit.title);
  const link = (hit: SiteSearchHit) => messageLink(titleOf(hit), localizedPath(locale, hit.path));
  if (found.kind === 'choose') {
    const options = found.hits.map(link).join(` ${corpus.orJoiner} `);
    const items = found.hits.map((hit) => ({ label: hit.title, message: hit.title }));
    return { message: corpus.fallback.clarify.replace('{options}', options), action: { name: 'suggestions', params: { items } } };
  }
  const passage = firstSentence(found.hit.summary);
  const template = passage && passage !== found.hit.title ? corpus.siteSearch.foundWithPassage : corpus.siteSearch.found;
  return { message: template.replace('{link}', link(found.hit)).replace('{passage}', passage ?? '') };
}
