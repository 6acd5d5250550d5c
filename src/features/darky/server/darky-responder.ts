/** Darky's turn logic: lead dialogue first, then the NLU (with the optional LLM for what it does not know), then a fallback. */
import 'server-only';
import { NO_INTENT, type IntentClassifier, type IntentGuess } from '../nlu/darky-nlu';
import { formatDate } from '@/i18n/format';
import { messagesOf } from '@/i18n/server-messages';
import { namedDates, namesADeadline } from '../nlu/named-dates';
import { tabIntent, type CatalogueTarget } from '../nlu/intent-catalogue';
import { isLaughter, normalizeVisitorText, onlyHesitation, readsAsSentence } from '../nlu/visitor-text';
import { isStopword, wordStem } from '../nlu/word-stems';
import { messageLanguage, plainlyIn } from '../message-language';
import { messageLink, parseMessage, plainMessage } from '../message-links';
import { localizedPath, servicePath } from '../nlu/knowledge';
import type { ChatEvent, ChatLocale } from '../protocol';
import { findVisitorDetails } from '../nlu/visitor-details';
import { emptyConversationState, MemoryConversationStateStore, nextState, type ConversationState, type ConversationStateStore } from './conversation-state';
import { kindOf, serviceCodeOf, type LeadCaptureDialogues, type LeadDialogue, type LeadTurn, type ServiceChoice } from './lead-capture';
import type { RememberedGuest } from './live-messages';
import type { LlmResponder } from './llm-responder';
import {
  clarifyReply,
  quickReplyFor,
  composeIntentReply,
  faqReply,
  fallbackReply,
  factsOf,
  fillTemplate,
  FOLLOW_UP_INTENTS,
  lastTopicOf,
  meetingSlotsText,
  type FollowUp,
  joinList,
  billingReply,
  entryOf,
  dollarsReply,
  passageReply,
  pricesOfEachReply,
  casesReply,
  demoPageOf,
  pathOfTopic,
  siteSearchReply,
  suggestionsAction,
  withPageLink,
  withPagesLinked,
  withoutPageLink,
  LANGUAGES_PAGE,
  factPageOf,
  barePath,
  type DarkyReply,
  type LanguagePack,
  type ReplyContext,
} from './reply-composer';
import {
  foldTerm,
  pageTopic,
  pathOfPageTopic,
  pathUnder,
  siteSearchIndex,
  siteSearchTerm,
  type SiteSearchHit,
  type SiteSearchIndex,
  type SiteSearchOutcome,
  type SitePassage,
} from './site-search';

/** A lazy value computed at most once: the conversation's history is read only if, and only once, a rule needs it. */
function once<T>(compute: () => Promise<T>): () => Promise<T> {
  let value: Promise<T> | undefined;
  return () => (value ??= compute());
}

/** Scores from the held-out measurements: above ANSWER Darky answers; between, it asks "did you mean"; below, fallback. */
export const ANSWER_THRESHOLD = 0.7;
export const CLARIFY_THRESHOLD = 0.35;

/** What Darky made of a message: the intent, and the catalogue entry (service./tab./subtab. intent) it is about. */
export interface Understanding extends IntentGuess {
  entity?: string;
  /** "¿Podrían hacer uno así?": one like the entry (or its demo) discussed is wanted; it is shown as the quote starts. */
  likeTheTopic?: boolean;
  /** The price asked is of the service a case or a demo discussed shows ("¿algo así cuánto costaría?"), not of that page. */
  priceOfShown?: boolean;
}

/** What the conversation so far says: the last catalogue entry discussed (from the stored conversation, not memory). */
export interface UnderstandingContext {
  lastTopic?: string;
  /** Reads lastTopic from the stored conversation, only when the message needs it. */
  recallTopic?: () => Promise<string | undefined>;
  /** The visitor's last messages before this one, newest first (read only when the message needs them). */
  recallAsked?: () => Promise<string[]>;
}

/**
 * Intents that say nothing about which service: when the message names one, the entry is the answer
 * ("hola, quiero una página web" is about the corporate website, not a greeting).
 */
const ENTITY_ABSORBS = new Set(['smalltalk.hello', 'smalltalk.how-are-you', 'services.list', 'innovations.list', 'form.open', NO_INTENT]);
/** Intents about something else that a message may qualify with a service ("cursos de marketing", "bot or person?"). */
const KEEPS_ITS_TOPIC = new Set([
  'portfolio.list',
  'portfolio.clients',
  'lessons.list',
  'academy.courses',
  'academy.workshops',
  'academy.events',
  'join.team',
  'blog.list',
  'language.english',
  'language.spanish',
  'human.request',
  'smalltalk.bot',
  // "eres un bot inútil" is an insult, not a question about the chatbot service.
  'smalltalk.insult',
  'contact.info',
  'contact.hours',
  // The game and the camera's privacy name a service's words ("juego", "probador") but are their own pages.
  'demo.game',
  'demo.avatar',
  'privacy.info',
]);
/** The demos' own topics: seen and tried here, not made for the visitor. */
const DEMO_INTENTS = new Set(['demo.game', 'demo.avatar']);
/** An entry matched by this much (two strong words) is what the message is about unless the topic is SURE_TOPIC. */
const STRONG_ENTRY = 1.5;
const SURE_TOPIC = 0.9;
/** Intents that keep the entry they name as their subject. */
const ABOUT_AN_ENTITY = new Set(['pricing.info', 'lead.request']);
/**
 * Social small talk: half-recognised ("qué tal, cómo has estado") it is still answered in character, because
 * "¿Buscas …?" about a greeting helps nobody and a greeting said to a misread message costs nothing.
 */
const SOCIAL_SMALL_TALK = new Set(['smalltalk.hello', 'smalltalk.how-are-you', 'smalltalk.thanks', 'smalltalk.bye']);
/**
 * Off-topic and playful small talk ("¿quién ganó el partido?", "tell me a joke") this likely is answered in character:
 * a "did you mean" about football helps nobody, and the answer brings the visitor back to what Darky does.
 */
const OFF_TOPIC_FLOOR = 0.3;
/** A small-talk guess this likely ("jajaja", "eres lindo") is not a question the site's pages answer. */
const SMALL_TALK_FLOOR = 0.15;

/** Finds the site's page a message is about (one clearly ahead, two close ones, or none). */
export type SiteSearch = (locale: ChatLocale, text: string) => SiteSearchOutcome;

/** The site's own content, indexed once per language (server/site-search.ts). */
const searchTheSite: SiteSearch = (locale, text) => siteSearchIndex(locale).find(text);

export interface DarkyModel {
  nlu: IntentClassifier;
  packs: Record<ChatLocale, LanguagePack>;
}

/** A lead turn (the lead dialogue files its IP and arrival time like a form's) with the conversation so far. */
export interface Turn extends LeadTurn {
  /** The recent conversation, read only when needed (the LLM). */
  history: () => Promise<ChatEvent[]>;
  /** What Darky remembers of the guest, when already read with the visitor's message (else read here). */
  remembered?: RememberedGuest;
}

/** A message Darky did not answer with confidence: the console's review queue ("what Darky did not understand"). */
export interface UnansweredMessage {
  guestId: string;
  locale: ChatLocale;
  text: string;
  /** The NLU's best guess (NO_INTENT when none) and its score. */
  intent: string;
  score: number;
  /** How Darky answered instead: the fallback, a "did you mean" question, or the LLM. */
  outcome: 'fallback' | 'clarify' | 'llm';
}

/** A turn's replies and what they mean for the live handoff (./handoff-desk.ts). */
export interface TurnOutcome {
  replies: DarkyReply[];
  wantsPerson: boolean;
  missed: boolean;
}

export interface ResponderOptions {
  leads: LeadCaptureDialogues;
  /** Told of every fallback, "did you mean" and LLM answer; must not throw (the site stores it, fire and forget). */
  onUnanswered?: (message: UnansweredMessage) => void;
  llm?: LlmResponder;
  now?: () => Date;
  random?: () => number;
  onLlmError?: (error: unknown) => void;
  /** Each guest's topic, details and pending question (the database on the site); in memory when absent. */
  states?: ConversationStateStore;
  /** The next open meeting times of /conversemos (the leads feature's slots), for a meeting request; optional. */
  openSlots?: () => Promise<{ start: Date }[]>;
  /** Where a message no intent fits is looked up: the site's content when absent; `null` turns the search off. */
  siteSearch?: SiteSearch | null;
}

/** How many of the visitor's messages before a time asked may have told the fault it is asked of. */
const SUPPORT_TOLD_MESSAGES = 2;
/** Topics that are not catalogue entries but that a follow-up ("are they free?", "how much?") may be about. */
const FOLLOWABLE_TOPICS = new Set([
  'lessons.list',
  'academy.events',
  'academy.workshops',
  'academy.courses',
  'portfolio.list',
  'blog.list',
  'meeting.request',
  'innovations.list',
  'demo.tryon',
  'demo.avatar',
  'demo.game',
]);
/** Pages some answers link besides their topic's own (the try-on's camera sentence, the cases of a service). */
const TRY_ON_DEMO_PAGE = '/innovaciones/probador';
const PRIVACY_PAGE = '/politicas-de-privacidad';
const PORTFOLIO_PAGE = '/portafolio';
const ACADEMY_PAGE = '/academia';
const COURSES_PAGE = '/academia/cursos';
const LESSONS_PAGE = '/lessons';
/** Where there is something to read about a service: the blog's posts and the lessons. */
const READING_SECTIONS = ['/blog', LESSONS_PAGE];
/** Words of a lesson's title that name it rather than its area. */
const LESSON_TITLE_WORDS = 2;
/** Words of a course's title that name it when learning is said without "curso" (one may be a lesson's too). */
const STUDY_TITLE_WORDS = 2;

/**
 * Where a fixed topic's details are written (site paths): a follow-up that no intent answers ("¿y cuántos cupos
 * hay?", "can it reply to comments too?") is looked for in these pages' sentences.
 */
const TOPIC_SECTIONS: Record<string, string[]> = {
  'academy.events': ['/eventos'],
  'academy.workshops': ['/academia/talleres'],
  'academy.courses': ['/academia/cursos'],
  'lessons.list': ['/lessons'],
  'blog.list': ['/blog'],
  'portfolio.list': [PORTFOLIO_PAGE],
  'portfolio.clients': [PORTFOLIO_PAGE],
  'payments.info': ['/pagos'],
  'faq.support': ['/politicas-de-soporte'],
  'privacy.info': [PRIVACY_PAGE],
  'join.team': ['/nosotros#join-team'],
  'about.us': ['/nosotros'],
  'contact.info': ['/contacto'],
  'contact.hours': ['/contacto'],
  'faq.location': ['/contacto'],
  'faq.office-visit': ['/contacto'],
  'faq.response': ['/contacto'],
  // (The team's contacts are a person's: "by phone" right after asking for one picks the line.)
  'human.request': ['/contacto'],
  'meeting.request': ['/conversemos'],
  'demo.tryon': [TRY_ON_DEMO_PAGE, '/probadores'],
  'demo.avatar': ['/innovaciones/darky-3D'],
  'demo.game': ['/games'],
  'innovations.list': ['/innovaciones'],
};
/** The demo (demo.tryon, demo.game, demo.avatar) one of whose pages is `path`. */
function demoOfPage(path: string | undefined): string | undefined {
  return path ? Object.keys(TOPIC_SECTIONS).find((key) => key.startsWith('demo.') && TOPIC_SECTIONS[key]!.includes(path)) : undefined;
}

/**
 * Fixed topics whose answer is a summary and whose pages hold the details (a receipt, the response times, how long
 * messages are kept): a question in words the intent was not trained on is answered with the page's sentence.
 */
const DETAILED_TOPICS = new Set(['payments.info', 'faq.support', 'privacy.info', 'faq.languages', 'demo.tryon', 'demo.game', 'demo.avatar']);
/** Sections whose pages are named by their own titles (events, workshops, courses, cases). */
const NAMED_SECTIONS = ['/eventos', '/academia/talleres', '/academia/cursos', PORTFOLIO_PAGE, '/blog'];
/** Sections whose pages one rare word of their title may name (the named ones and the lessons). */
const TITLED_SECTIONS = [...NAMED_SECTIONS, '/lessons'];
/** A word at most this many other intents use still belongs to an intent (saysWordsOf). */
const SHARED_BY_AT_MOST = 1;

/** How many words of a page's title, all said, name that page: alone, or with its section named too ("curso"). */
const TITLE_ALONE = 3;
const TITLE_WITH_ITS_SECTION = 2;
/** Words of a class's title that name it when one of its details is asked with them. */
const CLASS_TITLE_WORDS = 3;
/** Where how-tos are answered: the lessons and the blog. */
const LEARNING_SECTIONS = ['/lessons', '/blog'];
/** Lists whose pages are asked about one after another ("¿y el de UX?" after a course): the courses and the workshops. */
const SIBLING_LISTS = [COURSES_PAGE, '/academia/talleres'];
/** Lists whose answer says what they cover: asked "what topics?" right after, the list again. */
const TOPIC_LISTS = new Set(['blog.list', 'lessons.list']);
/** Lists whose answer gives each item's date: asked "when?" right after, the list again. */
const DATED_LISTS = new Set(['academy.events', 'academy.workshops']);
/** Intents the classifier guesses for messages it knows no word of: a guess of them needs one of their own words. */
const WORDS_NEEDED = new Set(['pricing.info', 'meeting.request', 'demo.tryon', 'faq.office-visit']);
/** A message longer than this many words is read for its own words, not as leaning on the topic before it. */
const OWN_WORDS_AFTER = 5;
/** A lesson or a post is named by its title's words in a message this short at most ("usability heuristics"). */
const TITLE_ASKED_WORDS = 8;
/** Up to this many words, a lesson or a post is named by LONG_TITLE_WORDS of its title's words. */
const LONG_TITLE_ASKED_WORDS = 14;
const LONG_TITLE_WORDS = 3;
/** The intents of the learning sections' lists, and no intent: a how-to they guess is still a lesson's or a post's. */
const LEARNING_INTENTS = new Set(['blog.list', 'lessons.list', NO_INTENT]);
/** "¿Y de usabilidad?" after a lesson names another in this many words at most (a longer message is its own question). */
const ANOTHER_PAGE_WORDS = 5;
/** "¿Algo de gimnasios?" in this many words at most asks for anything the site has on it, cases included. */
const ANYTHING_ON_WORDS = 5;
/** A word of a how-to this long may name the lesson or post whose title alone has it ("formulario"). */
const TITLE_WORD_MIN = 4;
/** Words of a how-to, not a service's, that a lesson's or a post's text must share with it to be the one asked for. */
const SUBJECT_WORDS = 2;
/** Sections whose pages have a price each (courses, workshops): "¿cuál es el más barato?" picks one of them. */
const PRICED_SECTIONS = ['/academia/cursos', '/academia/talleres'];
/** At most this many events or workshops named on a date get a detail asked of them answered each. */
const EACH_NAMED_MAX = 3;
/** Sections whose pages happen on a date (events, workshops): a day or a month named asks for them. */
const DATED_SECTIONS = ['/eventos', '/academia/talleres'];
/** Sections of classes and events, whose pages answer the questions asked right after one (where, how, when). */
const CLASS_SECTIONS = [...DATED_SECTIONS, COURSES_PAGE];
/** The answer for what the site does not say (parking, a certificate): the team confirms it. */
const UNSTATED_INTENT = 'faq.office-visit';
/** "¿Y el de web?" repeats the question asked before in this many words at most… */
const SAME_QUESTION_WORDS = 9;
/** …of the visitor's messages this far back ("¿cuánto demora una web?", "es mucho", "¿y si es solo una landing?"). */
const SAME_QUESTION_MESSAGES = 2;
/**
 * The visitor's messages before this one in a stored conversation, newest first. The site stores a message before
 * Darky answers it, so the newest one is this message itself, and is left out.
 */
function earlierMessagesOf(history: readonly ChatEvent[], text: string): string[] {
  return historyBefore(history, text)
    .filter((event) => event.by === 'user')
    .map((event) => event.message)
    .reverse();
}

/** "{page:/path}" in a corpus answer: that page's link, named as the corpus names it (pageNames). */
function withPagesNamed(pack: LanguagePack, message: string): string {
  return message.replace(/\{page:(\/[^}\s]*)\}/g, (_, path: string) => messageLink(pack.corpus.pageNames[path] ?? path, localizedPath(pack.locale, path)));
}

/** The stored conversation before this message: without it, when the site stored it already (its last event). */
function historyBefore(history: readonly ChatEvent[], text: string): readonly ChatEvent[] {
  const last = history.at(-1);
  return last?.by === 'user' && last.message === text ? history.slice(0, -1) : history;
}
/** "And the social media one?" picks another of the events or workshops discussed in this many words at most. */
const SIBLING_WORDS = 8;
/** A month alone ("¿hay algo en enero?") asks for the academy's dates in this many words at most. */
const MONTH_QUESTION_WORDS = 6;
/** Topics that list a section's pages (courses, workshops, events, cases, lessons, posts): a follow-up may pick one. */
const LIST_TOPICS = new Set(['academy.events', 'academy.workshops', 'academy.courses', 'lessons.list', 'blog.list', 'portfolio.list', 'portfolio.clients']);
/** Where visitors sign up: events, workshops and courses (each has its form on its page). */
const SIGN_UP_SECTIONS = ['/eventos', '/academia/talleres', '/academia/cursos'];
/** Lists whose answer names their items (the next event, each workshop with its date and price). */
const NAMED_ITEMS_LISTS = new Set(['academy.events', 'academy.workshops']);
/** Intents that already answer a question about the topic (its price, timeline, what it includes, a quote). */
const ANSWERS_ABOUT_TOPIC = new Set(['pricing.info', 'timeline.info', 'includes.info', 'free.info', 'lead.request', 'meeting.request']);
/** Where a message's second question may start: a question mark, a semicolon, or "y / and / también / also / plus". */
const CLAUSE_BREAK = /[?;]|\s(?:y|e|and|also|plus|tambien|también|ademas|además)\s/i;
const LEADING_CONNECTOR = /^(?:(?:y|e|and|also|plus|tambien|también|ademas|además|encima)\s+)+/i;
/** The clauses of a message that may each be a question (two words or more). */
function questionsIn(text: string): string[] {
  return (
    text
      .split(CLAUSE_BREAK)
      // ("…y además quiero saber dónde están": the connector after the break is no part of the question.)
      .map((clause) => clause.trim().replace(LEADING_CONNECTOR, ''))
      .filter((clause) => clause.split(/\s+/).length >= 2)
  );
}
/** Facts a second question in a message may ask, answered in place with their page linked. */
const SECOND_QUESTIONS = new Set([
  'contact.info',
  'contact.hours',
  'payments.info',
  'faq.languages',
  'faq.support',
  'faq.location',
  'faq.response',
  'privacy.info',
]);
/** The topics whose answer gives the office's address. */
const ADDRESS_TOPICS = new Set(['contact.info', 'faq.location', 'faq.office-visit']);
/** Whether two topics answer alike: the same, or both with the address (where the office is, how to reach it). */
function answersAlike(a: string, b: string): boolean {
  return a === b || (ADDRESS_TOPICS.has(a) && ADDRESS_TOPICS.has(b));
}
/** The agency's own contact facts (where, when, how soon, how to pay): asked after another topic, they are new questions. */
const CONTACT_FACTS = new Set(['contact.info', 'contact.hours', 'faq.location', 'faq.response', 'payments.info']);
/**
 * After the job offer, a question this short that reads as the contacts, the agency, its areas, its portfolio or its
 * place ("¿a qué correo?", "¿qué áreas tienen?", "where do I send my portfolio?", "remote?") is about applying.
 */
const JOB_FOLLOW_UP_WORDS = 7;
/** A visitor saying what they are ("soy diseñadora", "i'm a developer"), as the message begins. */
const SELF_DESCRIBED = /^ (?:soy|yo soy|i m|im|i am)\b/;
const JOB_FOLLOW_UPS = new Set(['contact.info', 'about.us', 'join.team', 'services.list', 'portfolio.list', 'faq.location', NO_INTENT]);
/** Intents about the languages spoken (a switch asked for, or the languages the agency works in). */
const LANGUAGE_INTENTS = new Set(['language.english', 'language.spanish', 'faq.languages']);
/** Language cues that name two languages at once ("bilingüe", "two languages"). */
const BOTH_LANGUAGES = /biling|multiling|dos idiomas|two languages/;
/** At most this many words ask about a topic's language ("¿en inglés también?") rather than ask Darky to switch. */
const LANGUAGE_QUESTION_WORDS = 4;
/** A project named as such ("un proyecto", "a project"), whose timeline may be asked. */
const A_PROJECT = / (?:un proyecto|el proyecto|los proyectos|sus proyectos|a project|the project|your projects|projects) /;
/** Asked whether something works for the visitor ("is that ok?", "¿hay problema?"). */
const IS_THAT_OK =
  / (?:is that ok|is that okay|is that a problem|would that work|does that work|will that work|hay problema|es un problema|esta bien eso|eso esta bien|se puede igual|funciona igual) /;
/** Facts that answer nothing about a fault told with them (the team's hours, who sees a visitor's data). */
const NOT_A_FAULTS_ANSWER = new Set(['contact.hours', 'privacy.info']);
/** "Too", "as well": asked of the topic as well as of what it was said of. */
const ALSO = / (?:tambien|too|as well) /;
/** Intents that ask for examples of work: after a service, the case of that service. */
const EXAMPLE_INTENTS = new Set(['portfolio.list', 'portfolio.clients']);

/** A visit to the office to talk ("¿puedo ir a su oficina a conversar?", "can I come by your office to talk?"). */
const VISIT_TO_TALK =
  / (?:ir a su oficina|ir a la oficina|ir a verlos|pasar por su oficina|pasar por la oficina|visitarlos|visitar su oficina|come to your office|come by your office|come by the office|visit your office|visit you|stop by your office|drop by your office) /;
const TALK_OVER_VERB = / (?:conversar|hablar|reunirnos|reunirme|charlar|conversarlo|hablarlo|talk|chat|meet|discuss) /;
/** A meeting wanted in person ("una cita presencial en su oficina", "an in-person meeting"). */
const IN_PERSON = / (?:presencial|presencialmente|en persona|en su oficina|en la oficina|in person|in-person|face to face|at your office|in your office) /;

/** A project to be talked over with the team ("quiero conversar sobre un chatbot", "I want to chat about a project"). */
const TALK_OVER =
  / (?:conversar|hablar|charlar|platicar|conversarlo|hablarlo|reunirnos|reunirme) (?:sobre|de|del|acerca) | (?:chat|talk|speak|meet) (?:about|through|over) | discuss /;
/** A day asked in a few words ("al toque nomás, ¿hoy se puede?", "today if possible, asap"). */
const DAY_ASKED_WORDS = 8;

/** Something of the agency's asked for a kind of business: "¿tienen algo para restaurantes?", "anything for schools?". */
const ANYTHING_FOR =
  / (?:tienen algo|tienes algo|hay algo|han hecho algo|hicieron algo) (?:para|con) | (?:anything|something|any work|any projects?|done anything|did anything) (?:for|with) /;
const ANYTHING_FOR_WORDS = 12;

/** A case's address named as a word ("ymca", "agrosierra", "andina foods"), three letters or more. */
function slugNamed(said: string, path: string): boolean {
  const slug = path.split('/').pop() ?? '';
  if (slug.replace(/-/g, '').length < CASE_SLUG_LETTERS) return false;
  return [slug, slug.replace(/-/g, ' '), slug.replace(/-/g, '')].some((name) => said.includes(` ${name} `));
}
const CASE_SLUG_LETTERS = 3;

/** Whom a case was for ("¿para quién fue?", "who was it for?"). */
const WHO_FOR =
  / (?:para quien fue|para quien era|para quien lo hicieron|para quien la hicieron|para quien es|quien era el cliente|quien es el cliente|que cliente era|cual era el cliente|who was it for|who was that for|who was this for|who is it for|who was the client|who s the client|which client was it|what client was it|for whom) /;

/** Something asked for the visitor themselves ("for me", "para mí"), to read or learn from ("lesson", "leer"). */
const FOR_ME = / (?:for me|for us|para mi|para nosotros|pa mi) /;
const TO_READ =
  / (?:lesson|lessons|leccion|lecciones|read|reading|leer|lectura|article|articles|articulo|articulos|post|posts|tutorial|tutoriales|guide|guia|learn|aprender) /;
const READING_FOR_ME_WORDS = 10;
/** A portfolio intent guessed this much, even second, lets a word only one case has name that case. */
const PORTFOLIO_HINT = 0.05;
/** Where the portfolio's cases are, one page each (under the portfolio's section). */
const CASES_PATH = `${PORTFOLIO_PAGE}/`;
/** Examples asked after a service take a few words ("¿tienen algún caso así?", "done that before?"). */
const EXAMPLES_WORDS = 8;
/** At most this many words pick one of the pages an answer listed by a word of its title ("el de IPFE, ¿qué era?"). */
const PICKED_FROM_LIST_WORDS = 6;
/** How many of the visitor's last messages say what their business is, for the examples after a service. */
const EXAMPLES_CONTEXT_MESSAGES = 3;
/** A second candidate scoring at most this share of the first is not a real alternative. */
const CLOSE_SECOND = 0.5;
/** A follow-up longer than this is a new question, not a detail of the topic. */
const FOLLOW_UP_WORDS = 12;
/** At most this many words ask a detail of the event, workshop or course under discussion by themselves. */
const FACTS_FOLLOW_UP_WORDS = 5;

/** Topics whose own answer says whether they are free or what they cost (the free lessons, the workshops' prices). */
const SAYS_ITS_PRICE = new Set(['lessons.list', 'innovations.list', 'demo.tryon', 'demo.game', 'demo.avatar', 'academy.workshops', 'academy.events']);
/** Fixed topics whose answer says what they cost (support: what the included months cover, what is quoted apart). */
const COSTS_IN_ITS_ANSWER = new Set(['faq.support']);
/** How likely a topic must be for "is it free?" in the same message to be about it. */
const FREE_TOPIC_FLOOR = 0.2;
/** Intents that answer a price question themselves (their answers list the prices). */
const PRICED_TOPICS = new Set(['academy.workshops', 'academy.courses']);

/** Whether something can be done, asked without a question mark ("el chatbot puede responder en inglés"). */
const CAN_IT = / (puede|pueden|podria|podrian|can|could) /;
/** A thing made for the visitor ("¿me la pueden hacer…?", "can you build it…"), in either language. */
const MADE_FOR_ME = / (hacer|hacen|hagan|hacerla|hacerlo|hacerme|hacermela|hacermelo|desarrollar|desarrollan|construir|make|build|develop|made|built) /;
/** "How much" in either language: a price asked, whatever else the message says of how it is charged. */
const HOW_MUCH = / (cuanto|cuanta|cuantos|how much) /;
/** The catalogue's try-on tab, whose demo answers what happens to the camera's image. */
const TRY_ON_SLUG = 'probadores-virtuales';
/** The online store's tab (services.json): where the visitor's customers buy and pay on their site. */
const ONLINE_STORE_SLUG = 'web-e-commerce';
/** The web and mobile apps' tab, for customers who book from their phone. */
const APPS_SERVICE_SLUG = 'webs-y-apps-a-medida';
const APPS_TAB_SLUG = 'apps-web-movil';
/** From a phone ("desde el celular", "on their phones"). */
const FROM_A_PHONE =
  / (?:desde|en|por|con) (?:el|su|sus|un) (?:celular|celulares|movil|moviles|telefono)| (?:from|on|with) (?:their|a|the|his|her|your) (?:phone|phones|mobile|mobiles|cell|cellphone) /;

/** The try-on's camera privacy sentence with its two pages linked (the demo and the privacy policy). */
function tryOnPrivacyText(pack: LanguagePack, text: string): string {
  const link = (path: string) => messageLink(pack.corpus.pageNames[path] ?? path, localizedPath(pack.locale, path));
  return text.replace('{demo}', link(TRY_ON_DEMO_PAGE)).replace('{policy}', link(PRIVACY_PAGE));
}

/** A name is at most this many words ("María del Pilar Quispe Rojas" is five). */
const NAME_WORDS = 5;
/** Lead dialogue steps that take typed text (a question typed there is not the answer). */
const TYPED_STEPS = new Set(['name', 'phone', 'email', 'contact', 'service']);

/** How many open meeting times a meeting reply names (the page lists them all). */
const MEETING_SLOTS_SAID = 3;

const otherLocale = (locale: ChatLocale): ChatLocale => (locale === 'es' ? 'en' : 'es');

/** Chit-chat is recognised from words no topic has ("jajaja chévere", "lol ok"): only the social kinds must share one. */
const ungroundedSmallTalk = (intent: string) => intent.startsWith('smalltalk.') && !SOCIAL_SMALL_TALK.has(intent);

/**
 * Two stems of one word: equal, or one the other's start but for two letters at most, with four letters shared
 * ("jajaja" and "jaja"; not "long" and "longitud").
 */
const ROOT_LETTERS = 4;
const ENDING_LETTERS = 2;
function sameRoot(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= ROOT_LETTERS && long.length - short.length <= ENDING_LETTERS && long.startsWith(short);
}

/**
 * Longest message read as only being lost ("la verdad no entiendo nada de lo que me dices") or as only asking one's
 * own name back: a longer one says something else too.
 */
const ASIDE_WORDS = 9;
/** The message is an aside in a few words, not a question with an aside in it (ASIDE_WORDS). */
const isAside = (pack: LanguagePack, text: string) => normalizeVisitorText(pack.locale, text).split(' ').length <= ASIDE_WORDS;
/** The agency's profiles are asked in a few words ("¿tienen Instagram?", "what's your linkedin page?"). */
const SOCIALS_ASKED_WORDS = 12;

/** Working with the agency, said as a client or as an applicant would ("trabajar con ustedes", "work with you"). */
const WORK_WITH_YOU = /\b(?:trabajar|trabajo) con (?:ustedes|uds)\b|\bwork with (?:you guys|you|your team)\b/gi;

function hasCue(pack: LanguagePack, text: string, cues: string[] = pack.pricingCues): boolean {
  const whole = ` ${normalizeVisitorText(pack.locale, text)} `;
  // ("¿Qué es el costo por lead?" names a metric: no price is asked.)
  const said = cues === pack.pricingCues && pack.metricTerms.length ? withoutCues(whole, pack.metricTerms) : whole;
  return cues.some((cue) => said.includes(` ${cue} `));
}

/**
 * The normalised message (` ${text} `) without the words any of the cues covers, wherever cues overlap ("any real
 * client using it": "real client" and "client using it" both go, whichever is tried first).
 */
function withoutCues(said: string, cues: readonly string[]): string {
  const words = said.trim().split(' ');
  const covered = new Set<number>();
  for (const cue of cues) {
    const length = cue.split(' ').length;
    for (let at = said.indexOf(` ${cue} `); at >= 0; at = said.indexOf(` ${cue} `, at + 1)) {
      const first = said
        .slice(0, at + 1)
        .trim()
        .split(' ')
        .filter(Boolean).length;
      for (let i = first; i < first + length; i += 1) covered.add(i);
    }
  }
  return ` ${words.filter((_, i) => !covered.has(i)).join(' ')} `;
}

/**
 * A person named only as what the visitor wants to do without ("sin esperar a un asesor", "without an agent"), or to
 * do later ("algo aproximado antes de hablar con alguien", "a rough idea before talking to someone").
 */
const WITHOUT = /(?:^| )(?:sin|without|antes de|before)(?: [^ ]+){0,3}$/;
function humanDoneWithout(pack: LanguagePack, text: string): boolean {
  const said = ` ${normalizeVisitorText(pack.locale, text)} `;
  const found = pack.actionCues.human.filter((cue) => said.includes(` ${cue} `));
  return found.length > 0 && found.every((cue) => WITHOUT.test(said.slice(0, said.indexOf(` ${cue} `)).trimEnd()));
}

/** Whether the message ends with one of the cues ("diseño UX, ¿cuánto?"). */
function endsWithCue(pack: LanguagePack, text: string, cues: string[]): boolean {
  const said = ` ${normalizeVisitorText(pack.locale, text)}`;
  return cues.some((cue) => said.endsWith(` ${cue}`));
}

/** A clock time ("a las 10", "10:30", "at 4pm", "3 pm"), in the normalised spelling. */
const CLOCK_TIME = /\b(?:a las|at) \d{1,2}\b|\b\d{1,2}(?::\d{2})? ?(?:am|pm|a m|p m|hrs|h)\b|\b\d{1,2}:\d{2}\b/;

/**
 * The visitor's own customers booking ("want people to book lessons online", "que mis clientes reserven citas"): what
 * the visitor's site or app should do, not a meeting asked of the agency.
 */
const THEIR_CUSTOMERS_BOOK =
  /\b(?:people|customers?|clients?|users?|guests?|patients?|students?|members?|visitors?|them|gente|clientes|usuarios|huespedes|pacientes|alumnos|socios|visitantes)(?: [^ ]+){0,3} (?:to )?(?:book|reserve|schedule|reservar|reserven|agendar|agenden|separar|separen)\b/;

/** "Llámame mañana a las 10", "can we meet on Thursday?": a call or a meeting on a day or at a time is a booking. */
function asksForBooking(packs: LanguagePack[], text: string, guess?: IntentGuess): boolean {
  if (packs.some((pack) => THEIR_CUSTOMERS_BOOK.test(normalizeVisitorText(pack.locale, text)))) return false;
  // "¿Hasta qué hora puedo llamar hoy?" asks the hours: a call at a part of a day is a booking unless the message is about them.
  const aboutHours = Boolean(guess && ['contact.hours', 'faq.response'].includes(guess.intent) && guess.score >= CLARIFY_THRESHOLD);
  return packs.some((pack) => {
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    const clock = CLOCK_TIME.test(said);
    // "Quiero reservar la asesoría", "book me a consultation": wanted, not asked about ("¿la asesoría es gratis?").
    // (The consultation's own name, "can I book a free consultation?", asks nothing about its price.)
    const unnamed = pack.bookingCues.named.reduce((rest, name) => rest.replaceAll(` ${name} `, ' '), said);
    const askedAbout = [pack.bookingCues.details, pack.contentCues.detail, pack.followUpCues.free, pack.pricingCues].some((cues) =>
      cues.some((cue) => unnamed.includes(` ${cue} `)),
    );
    const wanted = hasCue(pack, text, pack.bookingCues.want) && !askedAbout;
    const meeting = hasCue(pack, text, pack.bookingCues.meeting) && (clock || wanted || hasCue(pack, text, pack.bookingCues.when));
    // "¿Me pueden llamar mañana en la tarde?": a call on a day is a booking too.
    const onADay = clock || (!aboutHours && hasCue(pack, text, pack.bookingCues.callTime));
    // "¿Qué horarios disponibles tienen?", "what slots do you have?": the free times themselves.
    return meeting || (onADay && hasCue(pack, text, pack.bookingCues.call)) || hasCue(pack, text, pack.bookingCues.slots);
  });
}

/** The catalogue intent of a tab, by its slug, in the language's catalogue (services.json). */
function tabIntentOf(pack: LanguagePack, tabSlug: string): string | undefined {
  return [...pack.intents.targets].find(([, target]) => target.kind === 'tab' && target.tab.slug === tabSlug)?.[0];
}

/** Whether a topic is a catalogue entry (service., tab., subtab.) of the language. */
function isEntryOf(pack: LanguagePack, topic: string | undefined): topic is string {
  return Boolean(topic && pack.intents.targets.has(topic));
}

/** A guess about a fixed topic other than a greeting or a price ("¿dónde están?" is the contact page, not a follow-up). */
function confidentOrEntry(guess: IntentGuess): boolean {
  return guess.intent !== NO_INTENT && !ENTITY_ABSORBS.has(guess.intent) && guess.intent !== 'pricing.info';
}

/** The monthly maintenance plan named: its own sentence in the support policy, not the policy's summary. */
const MONTHLY_PLAN = /\b(?:plan|planes|plans|mensual|mensuales|monthly)\b/;

/** The visitor's own ("mi", "our"): a page or profile of theirs, not the agency's. */
const OWN_PAGE = /(?:^| )(?:mi|mis|nuestra|nuestro|nuestras|nuestros|my|our)(?= )/;

/**
 * The visitor's own class, one they run or will launch ("promocionar mi curso de repostería", "a course I'm
 * launching"): what they want built for it, not the academy's.
 */
const OWN_CLASS =
  /(?:^| )(?:(?:mi|mis|nuestro|nuestros|nuestra|nuestras|my|our) (?:curso|cursos|taller|talleres|evento|eventos|course|courses|workshop|workshops|event|events)|(?:curso|taller|evento|course|workshop|event) que (?:voy|vamos) a (?:lanzar|dar|dictar|hacer)|(?:course|workshop|event) (?:i|we) (?:m|re|am|are) (?:launching|running|teaching|organizing))(?= |$)/;

/**
 * Upkeep after launch asked about ("¿incluye mantenimiento?"); the monthly plan itself ("¿qué incluye el mantenimiento
 * mensual?") is the policy's own sentence, not its summary.
 */
function asksUpkeep(pack: LanguagePack, text: string): boolean {
  return hasCue(pack, text, pack.maintenanceCues) && !MONTHLY_PLAN.test(normalizeVisitorText(pack.locale, text));
}

/** A business described in more words than this is telling more than what it is ("somos una financiera que…, y…"). */
const BUSINESS_WORDS = 14;
/** "¿Cuál me recomiendas para empezar?" after a list asks where to begin in this many words at most. */
const START_ASKED_WORDS = 6;
/** A business introduced before anything was discussed is told in this many words at most ("somos una pastelería en Surco"). */
const INTRODUCED_WORDS = 10;
/** A greeting that opens a message ("buenas, tengo una pollería"), set aside to read what follows it. */
const GREETING_OPENING = /^(?:hola|holi|buenas|buenos dias|buenas tardes|buenas noches|hi|hello|hey|good morning|good afternoon)\s+/;

/** A link asked for with this many other words at most ("me pasas el link, por favor"). */
const LINK_OTHER_WORDS = 2;

/** Where a thing is asked ("where's the try-on", "¿dónde está el juego?"), in the normalised spelling. */
const WHERE_IS_THE =
  /^(?:where's|where is|wheres|where can i (?:find|see|try)|donde esta|donde estan|donde encuentro|donde veo|donde puedo (?:ver|probar|encontrar)) (?:the|your|el|la|los|las|su|sus|ese|esa)\b/;

/** A condition ("si lo quiero…", "if I want it…"): what it names is weighed, not asked for. */
const CONDITION = /(?:^| )(?:si|if) /;

/** A date it is needed by, in days or weeks from now ("dentro de 2 semanas", "in 10 days"). */
const WITHIN_DAYS = /\b(?:en|dentro de|in|within)\s+(?:\d{1,2}|un|una|dos|tres|cuatro|a|one|two|three|four)\s+(?:dias?|semanas?|days?|weeks?)\b/;

/**
 * A length of time checked in a few words ("osea 3 meses más o menos?", "so like 3 months tops?"): how long it takes,
 * asked again with the visitor's own figure.
 */
const DURATION = /\b(?:\d{1,2}|un|una|dos|tres|cuatro|cinco|seis|a|one|two|three|four|five|six)\s+(?:mes|meses|months?|semanas?|weeks?)\b/;
const CHECKED = /\?|\b(?:mas o menos|aprox|aproximadamente|tops|maximo|max|roughly|around|more or less)\b/;
const DURATION_CHECK_WORDS = 8;
function durationChecked(pack: LanguagePack, text: string): boolean {
  const said = normalizeVisitorText(pack.locale, text);
  return said.split(' ').length <= DURATION_CHECK_WORDS && DURATION.test(said) && CHECKED.test(`${text} ${said}`) && !hasCue(pack, text);
}

/**
 * "¿Hacen software o solo marketing?", "do you only do marketing or also software?": what the agency does, asked as a
 * choice between kinds of work; every service answers it (the services' list), not the one named.
 */
const ONLY_OR_ALSO = /\b(?:solo|solamente|nomas|only|just)\b.*\b(?:o|or)\b|\b(?:o|or)\b.*\b(?:solo|solamente|nomas|only)\b/;
// (Asked of the agency, at the start: "el chatbot que hacen, ¿entiende audios o solo texto?" asks about the chatbot.)
const WHAT_THEY_DO = /^(?:y )?(?:ustedes )?(?:hacen|ofrecen|se dedican|trabajan|do you|you do|you guys do|do you guys)\b/;
const ONLY_OR_ALSO_WORDS = 14;
function onlyOrAlsoAsked(pack: LanguagePack, text: string): boolean {
  const said = normalizeVisitorText(pack.locale, text);
  if (said.split(' ').length > ONLY_OR_ALSO_WORDS || !ONLY_OR_ALSO.test(said) || !WHAT_THEY_DO.test(said) || hasCue(pack, text)) return false;
  // One side names a service, the other none the site knows ("software"): the choice is between kinds of work. Both
  // named ("¿apps para iPhone o solo Android?", "¿publicidad en Facebook o solo webs?") ask about those services.
  const sides = said.split(/ (?:o|or) /).map((side) => pack.entities.find(side).length > 0);
  return sides.length === 2 && sides[0] !== sides[1];
}

/**
 * "¿Y qué más hacen aparte de webs?", "k so what else besides websites": the other services, asked by the one named.
 * (A price asked with it, "¿cuánto cuesta aparte de la web?", is the price's question.)
 */
const BESIDES = / (?:aparte de|ademas de|fuera de|besides|other than|apart from|aside from|except|beyond) /;
const WHAT_ELSE =
  / (?:que mas|q mas|k mas|que otra cosa|que otras cosas|que otros servicios|what else|anything else|what other|which other|what more|other services|other stuff|something else) /;
const BESIDES_WORDS = 12;
function otherServicesAsked(pack: LanguagePack, text: string): boolean {
  const said = ` ${normalizeVisitorText(pack.locale, text)} `;
  return (
    said.trim().split(' ').length <= BESIDES_WORDS && BESIDES.test(said) && WHAT_ELSE.test(said) && !hasCue(pack, text) && pack.entities.find(text).length > 0
  );
}

/** The visitor asking to pay ("can I pay…", "¿puedo pagar…?"), not what a service lets its customers pay with. */
const VISITOR_PAYS = / (?:can|could|do) (?:i|we) pay | (?:puedo|podemos|podria|podriamos) pagar /;

/** The meeting named as what comes after ("antes de reunirme", "before we meet"), not as what is asked about. */
const BEFORE_MEETING =
  / (?:antes de|before) (?:\S+ )?(?:reunirme|reunirnos|reunion|la reunion|la llamada|una llamada|agendar|we meet|meeting|the meeting|a call|the call|booking) /;

/** Words of a message spoken to Darky ("are you…", "¿eres…?") or naming what it might be (a bot, a person, an AI). */
const TO_DARKY =
  / (?:you(?:'re|'ve|'d|'ll)?|youre|u|ur|your|yourself|eres|tu|te|ti|usted|vos|bot|chatbot|robot|asistente|assistant|ia|ai|chatgpt|gpt|humano|human|persona|person|maquina|machine|programa|program|real) /;

/** One wanted or needed ("want an admissions chatbot", "necesitamos un asistente"): something to be made, not Darky. */
const WANTS_ONE = / (?:want|need|needs|looking for|quiero|queremos|necesito|necesitamos|busco|buscamos) (?:a|an|un|una) /;

/** The visitor's own customers ("mis clientas", "shoppers"), whom a service would serve. */
const CUSTOMERS =
  / (?:clientes|clientas|compradores|compradoras|usuarios|usuarias|turistas|huespedes|pacientes|alumnos|customers|shoppers|buyers|clients|tourists|guests|patients|students) /;

/**
 * The visitor's own hours, address or phone ("so people can find our hours", "con la dirección de mis locales"): what
 * their site would show, not a question about the agency's.
 */
const OWN_CONTACT_FACT =
  / (?:our|my) (?:opening )?(?:hours|schedule|address|location|locations|phone|phone number)(?: |$)| (?:mi|mis|nuestro|nuestros|nuestra|nuestras) (?:horario|horarios|direccion|ubicacion|local|locales|telefono)(?: |$)/;

/** The visitor trying glasses on themselves ("probarme lentes", "try the glasses thing"), in either language. */
const SELF_TRY_ON =
  / (?:probarme|probarse|me pruebo|me los pruebo|probar los lentes|probar lentes|try the glasses|try glasses|try some glasses|try on glasses|try them on myself|try it on myself|me probe los lentes|me probe unos lentes|me probe las monturas|probe el probador|let me try on|let me try the|try on some|try some on|i want to try on|can i try on|could i try on|como funciona el probador|how does the try on work|how does the try-on work|how does the glasses try on work) /;
/** Words beside "what's that?" that still ask only what it is ("what's that exactly", "y eso que es pues"). */
const WHAT_IS_IT_EXTRA_WORDS = 2;
/** The visitor's own quotes to automate ("automatizar las cotizaciones que nos piden"): a service wanted, not a quote asked. */
const OWN_QUOTES =
  / (?:automatizar|automatice|automaticen|automatiza|automate|automating|automated) (?:\S+ ){0,2}(?:cotizaciones|cotizacion|presupuestos|proformas|quotes|quotations|quoting) /;
/** What something is for, said of a kind of business ("for a boutique hotel", "para una clínica"). */
const FOR_A_BUSINESS = / (?:para|for) (?:un|una|a|an) /;
/** The visitor's own image in the try-on ("¿se guardan mis fotos?", "is the video saved?"). */
const PHOTO_WORDS = / (?:foto|fotos|imagen|imagenes|video|camara|cara|rostro|photo|photos|picture|pictures|image|images|camera|face) /;
/** Trying the thing discussed oneself ("how do I try it?", "¿cómo lo pruebo?"). */
const TRY_IT =
  / (?:how do i try it|how can i try it|how do i use it|how can i use it|where do i try it|where can i try it|how do i test it|try it myself|como lo pruebo|como lo puedo probar|como pruebo|como lo uso|donde lo pruebo|donde lo puedo probar|como se prueba|como se usa) /;
/** Where the agency is, asked in either language; and the words that ask a time instead. */
const WHERE_ARE_YOU =
  / (?:donde estan|donde quedan|donde se ubican|donde los encuentro|where are you|where are you located|where are you based|where is your office) /;
const WHEN_WORDS = / (?:hora|horas|horario|horarios|cuando|dias|hour|hours|time|when|days|open) /;
/** A blog as a part of a site ("con blog", "with a blog", "contacto y blog"). */
const WITH_A_BLOG = / (?:con|y|with|and|and a|with a) blog /;
/** A section a site wanted may have ("nosotros", "services"): two or more listed describe that site. */
const SITE_SECTION = / (?:nosotros|quienes somos|servicios|proyectos|contacto|galeria|about|services|projects|contact|gallery)(?= )/g;
/** The sections of the site wanted, listed ("con sus secciones de proyectos, nosotros, contacto", "w/ about, services"). */
const listsSiteSections = (said: string) => new Set(said.match(SITE_SECTION) ?? []).size >= 2;
/** Answering someone (the visitor's customers), in either language. */
const ANSWERING =
  / (?:conteste|contesten|contestar|contesta|responda|respondan|responder|responde|atienda|atiendan|atender|answer|answers|answering|reply|replies|replying|respond|responds|responding) /;
/** A chat as the way something is done ("por chat", "through a chatbot"). */
const BY_CHAT =
  / (?:por chat|por el chat|por un chat|por chatbot|por un chatbot|con un chatbot|con un bot|por whatsapp|by chat|via chat|through a chat|through the chat|through a chatbot|with a chatbot|with a bot|in the chat|over chat) /;
/** Facebook or its Messenger, as visitors name them. */
/** A case told by its sector in this many words at most ("the logistics company quote tool case"). */
const CASE_BY_SECTOR_WORDS = 8;
/** The portfolio's own words ("the museum project", "results"), beside its section cues. */
const CASE_WORDS = / (?:project|case|results|proyecto|caso|resultados) /;
/** The visitor's own business or need ("for my clinic", "tengo un centro juvenil"): not a case of the portfolio. */
const THEIR_OWN = / (?:my|our|we|i|im|i m|we re|mi|mis|nuestro|nuestra|nuestros|nuestras|tengo|tenemos|soy|somos|quiero|queremos|necesito|necesitamos) /;
/** Said of a case just discussed: in the past, or "there" ("what did the chatbot do there?", "¿el chatbot era solo web?"). */
const OF_THE_CASE =
  / (?:there|for them|in that project|in that case|did|was it|was the|was that|were|ahi|alli|para ellos|en ese proyecto|en ese caso|hicieron|hizo|fue|era|tenia|tuvo|usaron|sirvio) /;
/** An hour of the night ("2am", "a las 3 de la mañana", "at midnight"): outside the team's hours. */
const NIGHT_HOUR =
  / (?:1[0-2]|[1-5]) ?(?:am|a m)(?= )| (?:1[0-2]|[1-5]) (?:de la manana|de la madrugada|in the morning)| (?:medianoche|midnight|madrugada|middle of the night)/;
/** The words of asking how something is used ("how can I use it", "¿cómo lo uso?"), in both languages. */
const HOW_IT_IS_USED = new Set('how can use using work works play como uso usar usa utilizar utilizo funciona juega juego'.split(' '));
/** A price, a quote, or one like it wanted ("¿cuánto?", "cotízame", "quiero uno así"): not a question about what exists. */
function wantsOneOrItsPrice(pack: LanguagePack, text: string): boolean {
  return [pack.pricingCues, pack.actionCues.quote, pack.actionCues.need, pack.actionCues.likeThis, pack.actionCues.proceed].some((cues) =>
    hasCue(pack, text, cues),
  );
}

/** Two things asked for together ("los dos", "both", "all together"): with two services discussed, both of them. */
const BOTH_OF_THEM = / (?:los dos|las dos|ambos|ambas|juntos|juntas|combo|both|together|the two|bundle) /;
/** Where one request of a message ends and another starts ("quiero una web y además…", "…but also do you…"). */
const CLAUSE_JOINER = / (?:y ademas|y tambien|ademas|pero tambien|y aparte|aparte|and also|but also|also|as well as|plus) |[,;.?!]/;
/** The services of this many earlier messages are the two "both" names. */
const BOTH_FROM_MESSAGES = 3;
/** What the visitor wants done for their business ("quiero que mi negocio conteste…", "we want our page to answer…"). */
const WANTED_DONE =
  / (?:quiero|quisiera|queremos|quisieramos|necesito|necesitamos|me gustaria|nos gustaria) que | (?:i|we) (?:want|need|would like|d like) (?:my|our) (?:business|page|company|shop|store|brand) to /;
const ON_FACEBOOK = / (?:facebook|face|fb|messenger|fanpage|fan page) /;
/** The thing just discussed referred to ("does it work on…", "¿funciona en…?"): a question of it, not a new service. */
const OF_IT = / (?:it|that|this|the bot|the chatbot|funciona|funcionaria|sirve|serviria|eso|el bot|el chatbot) /;
/** The social media management tab, and the chatbot on Facebook Messenger (services.json). */
const SOCIAL_MEDIA_SLUG = 'medios-sociales';
const GOOGLE_ADS_SLUG = 'adwords';
const CORPORATE_SITE_SLUG = 'web-corporativa';
/** Being found on Google ("a website people can find on google", "que mi web salga en google"). */
const FOUND_ON_GOOGLE =
  / (?:find|finds|found|show up|shows up|appear|appears|aparecer|aparezca|salir|salga|encontrar|encuentren|encuentre) (?:\S+ ){0,3}(?:on|in|en) google /;
const A_WEBSITE = / (?:website|web site|site|web|pagina|pagina web) /;
const AD_WORDS = / (?:ad|ads|adwords|advertising|campaign|campaigns|anuncio|anuncios|publicidad|campana|campanas|pauta) /;
const MESSENGER_BOT_SLUG = 'chatbot-messenger';
const WEB_BOT_SLUG = 'chatbot-web';
const SMART_SITE_SLUG = 'web-inteligente';
/** The UX tab, and the kinds of site whose experience it reworks (services.json). */
const UX_SLUG = 'web-ux';
const SITE_KINDS = [CORPORATE_SITE_SLUG, 'web-e-commerce', 'landing-page', 'e-landing', SMART_SITE_SLUG, 'app-web', 'app-movil', 'apps-web-movil'];
/** The experience of a site asked to be fixed ("fix the UX", "mejorar la experiencia de usuario"). */
const UX_REWORKED =
  / (?:fix|fixing|improve|improving|redo|redesign|rework|better|mejorar|mejoren|arreglar|arreglen|redisenar|redisenen|rehacer|optimizar)(?: the| its| our| my| their| la| el| su| mi| nuestra| nuestro)? (?:ux|ux ui|usability|user experience|experiencia de usuario|experiencia del usuario|experiencia de compra|usabilidad) /;
/**
 * A site that converses with its visitors: a site named, a verb of talking or advising and whom or what about; or an
 * assistant on it that explains ("un asistente que explique nuestros planes en la web").
 */
const SITE_NAMED = / (?:web|website|site|pagina|sitio|tienda online|online store|shop) /;
const SITE_CONVERSES =
  / (?:hable|converse|conteste|responda|recomiende|sugiera|oriente|guie|asesore|talk|talks|chat|chats|converse|answers|recommend|recommends|suggest|suggests|guide|guides|advise|advises) /;
const CONVERSES_WITH =
  / (?:visitantes|visitas|clientes|gente|usuarios|productos|planes|servicios|preguntas|visitors|customers|people|users|shoppers|products|plans|services|questions) /;
const ASSISTANT_EXPLAINS = / (?:asistente|assistant) (?:\S+ ){0,2}(?:explique|explica|explain|explains|responda|answers) /;
const BOT_NAMED = / (?:chatbot|chatbots|bot|bots|whatsapp|messenger|darky|(?:the|a|website|web|site|live) chat|el chat|un chat|chat de la web) /;
/** Advice asked of the agency ("what do you recommend?", "¿qué me recomiendan?"): no site that recommends. */
const ADVICE_ASKED = / (?:do you|you|would you|ustedes|me|nos) (?:recommend|suggest|recomiendan|recomiendas|recomienda|sugieren|sugieres) /g;
/** The chat of the visitor's own website. */
const WEB_CHAT =
  / (?:website chat|web chat|site chat|chat on the website|chat on our website|chat on our site|chat de la web|chat de la pagina|chat de mi web|chat de mi pagina|chat del sitio|chat de nuestra web) /;
/** Trying a product on with a camera ("se prueben", "cómo les queda", "try on"). */
const TRYING_ON =
  /\b(?:camara|webcam|camera|prueben|pruebe|probarse|probarlo|probarla|probar|les queda|le queda|les quedan|le quedan|try on|try them on|try it on|try glasses|try frames|try sunglasses|on their face|on their faces)\b/;

/** The visitor's customers buying or paying ("que mis clientes puedan comprar y pagar con tarjeta"): their own shop. */
const BUYING_OR_PAYING = / (?:comprar|compren|compre|pagar|paguen|pague|buy|pay|checkout|check out|order online) /;
/** People buying on the site wanted ("donde la gente pueda comprar"): its customers, though it does not call them so. */
const PEOPLE_BUY = / (?:la gente|las personas|people) (?:\S+ ){0,2}(?:compre|compren|comprar|buy|order) /;

/** The languages a switch may go to, by the names visitors give them. */
const LANGUAGE_NAMED: [string, RegExp][] = [
  ['language.english', / (?:ingles|english|ingl) /],
  ['language.spanish', / (?:espanol|castellano|spanish) /],
];
/** A language asked as a requirement ("do I need to speak Spanish?", "¿es necesario saber inglés?"). */
const LANGUAGE_REQUIRED =
  / (?:do i need to|do we need to|need to speak|need to know|have to speak|have to know|must i|is it required|required|a requirement|necesito hablar|necesito saber|tengo que hablar|tengo que saber|hay que hablar|hay que saber|es necesario|es requisito|es obligatorio) /;
/**
 * A language the visitor does not speak ("I don't speak spanish", "no hablo inglés"): the other one is wanted, never a
 * switch to the language named.
 */
const LANGUAGE_NOT_SPOKEN =
  / (?:i don'?t|i don t|i do not|i can'?t|i can t|i cannot|no) (?:speak|understand|read|write|hablo|entiendo|leo|escribo|se|manejo)(?: much| very well| well| mucho| bien| muy bien| nada de| el| en)? (?:ingles|english|espanol|castellano|spanish) /;
/** Something held in a language ("can the call be in english?", "¿la reunión puede ser en inglés?"): the languages. */
const HELD_IN_LANGUAGE = / (?:be|ser|sea|seria|is it|es) (?:in|en) (?:ingles|english|espanol|castellano|spanish) /;
/** Darky asked to speak in a language ("¿puedes hablar en inglés?", "can we talk in english?"). */
const DARKY_SPEAKS_IN =
  / (?:(?:can|could|do|will) (?:you|we) (?:speak|talk|chat|write|answer|reply|continue)(?: to me| with me)?|(?:puedes|podrias|sabes|puedo|podemos) (?:hablar|escribir|responder|conversar|contestar|seguir)(?:me|te)?(?: conmigo)?) (?:in|en) (?:ingles|english|espanol|castellano|spanish) /;
/** Whether the agency ever built something ("have you built…", "¿han hecho…?"): a question about the portfolio. */
const ASKS_WHAT_WAS_BUILT =
  / (?:have you (?:ever )?(?:built|made|done|developed|created)|did you (?:ever )?(?:build|make|develop|create)|(?:that )?you (?:built|developed|created)|(?:did|have) you (?:ever )?worked? (?:with|for)|han (?:hecho|desarrollado|creado|construido|trabajado con)|trabajaron (?:con|para)|hicieron (?:algun|alguna|algo)|que (?:hicieron|desarrollaron|construyeron) para) /;
/**
 * What the thing wanted lets the visitor's customers do ("a website where people can see my cakes and contact me",
 * "una web para que mis clientes me escriban"): describes it, it asks for no call. (Customers named: "call me so they
 * can explain the prices" asks for the call.)
 */
const CUSTOMERS_CAN =
  / (?:where|so that|so) (?:people|customers|clients|visitors|buyers) (?:can|could|will) |(?:donde|para que|y que|asi) (?:la gente|las personas|mis clientes|los clientes|mis compradores|los compradores) /;
/**
 * A call asked for ("llámenme", "can someone call me?"), not what the site wanted lets the visitor's customers do ("a
 * website where people can contact me").
 */
function callAskedFor(pack: LanguagePack, text: string): boolean {
  return hasCue(pack, text, pack.actionCues.callMe) && !CUSTOMERS_CAN.test(` ${normalizeVisitorText(pack.locale, text)} `);
}

/** The visitor's own promotion a page is for ("una landing para una promoción", "a page for our sale"): no discount asked. */
const OWN_PROMOTION = / (?:para|de) (?:una|mi|nuestra|la) (?:promocion|promo|oferta|campana) | for (?:a|my|our|the) (?:promotion|promo|sale|offer|campaign) /;

/**
 * A sum asked ("cuánto es 45 por 12", "what's 15 times 23"): off topic, never a price ("cuánto es" asks one). Only
 * ending the message: "un banner de 2 x 3 metros" is a size.
 */
const ARITHMETIC = / \d+(?:[.,]\d+)? (?:por|x|mas|menos|entre|dividido entre|times|plus|minus|divided by|multiplied by) \d+(?:[.,]\d+)? $/;
/** The visitor's own occasion ("para un evento", "for our launch", "at a trade fair"): not one of the academy's events. */
const OWN_OCCASION =
  / (?:for|at) (?:(?:a|an|my|our) (?:(?:product|company|brand) )?(?:event|events|trade fair|trade show|fair|expo|booth|stand|launch|party|conference|activation)|(?:events|trade fairs|trade shows|fairs|conferences|activations))(?: (?:for|of) (?:the|my|our) (?:company|brand|store|business))? | (?:para|en) (?:(?:un|una|mi|nuestro|nuestra|nuestros|mis) (?:evento|eventos|feria|expo|stand|lanzamiento|activacion|fiesta|conferencia)|(?:eventos|ferias|activaciones|lanzamientos))(?: de (?:la|mi|nuestra) (?:empresa|compania|marca|tienda))? /;

/** The words of asking whether a service is made ("could you build a little one", "¿nos pueden hacer uno sencillo?"). */
const MAKING_ASKED = new Set(
  'could can would will you build make create develop design little small simple quick pueden podrian podrias puedes hacer crear desarrollar disenar armar hacernos hacerme pequeno pequena sencillo sencilla'.split(
    ' ',
  ),
);

/** The visitor's own classes ("para mi curso", "for our workshops"): what a service would be for, not the academy's. */
const OWN_CLASSES =
  / (?:(?:para|de|en) (?:mi|mis|nuestro|nuestros|nuestra|nuestras) (?:curso|cursos|taller|talleres|clases|academia|capacitacion|capacitaciones)|(?:lanzar|vender|promocionar|promover) (?:un|una|mi|mis|nuestro|nuestros) (?:curso|cursos|taller|talleres)|(?:for|of) (?:my|our) (?:course|courses|workshop|workshops|classes|academy|training)|(?:launch|sell|promote) (?:a|my|our) (?:course|courses|workshop|workshops)) /;
/** The academy's lists, which a visitor's own course or workshop does not name. */
const ACADEMY_LISTS = new Set(['academy.courses', 'academy.workshops', 'academy.events']);

/** An answer without its opening word ("Claro, agenda…" as "Agenda…"), once something else is said before it. */
function withoutOpening(message: string): string {
  return message.replace(/^[^,.!?]{1,12}, (\p{L})/u, (_, letter: string) => letter.toUpperCase());
}

/** A sum said in a message ("los 1200 al mes", "the 1,200 monthly thing"): its digits, 100 and up. */
const SUM = /\b\d{1,3}(?:[.,]\d{3})+\b|\b\d{3,5}\b/g;
function sumsSaid(text: string): string[] {
  return [...text.matchAll(SUM)].map((match) => match[0].replace(/[.,]/g, '')).filter((digits) => Number(digits) >= 100);
}

/**
 * The service or tab whose starting price is a sum the message says ("¿eso entra en los 1200 al mes?" after the
 * branding): the one discussed when its price is that sum, else a service (not a tab) priced so, else none.
 */
function entryOfPriceSaid(pack: LanguagePack, text: string, lastTopic: string | undefined): string | undefined {
  const sums = sumsSaid(text);
  if (!sums.length) return undefined;
  const priced = [...pack.intents.targets].filter(([, target]) => {
    const facts = target.kind === 'service' ? pack.facts.services.get(target.service.slug) : pack.facts.services.get(target.tab.slug);
    // (Its first figure: "S/ 1,200 (≈ US$ 320)" is 1200.)
    const figure = facts?.startingPrice?.match(/\d[\d.,]*\d|\d/)?.[0].replace(/[.,]/g, '');
    return figure !== undefined && sums.includes(figure);
  });
  return (priced.find(([intent]) => intent === lastTopic) ?? priced.find(([, target]) => target.kind === 'service') ?? priced[0])?.[0];
}

/** The follow-up a message asks (in either language's cues), if any. */
function followUpOf(packs: LanguagePack[], text: string): FollowUp | undefined {
  const cued = (cues: (pack: LanguagePack) => string[]) => packs.some((pack) => hasCue(pack, text, cues(pack)));
  // "¿La tienen para el viernes?", "we launch in 10 days, can you make it?": a deadline asks how long it takes.
  const deadline =
    cued((pack) => pack.deadlineCues) || packs.some((pack) => WITHIN_DAYS.test(normalizeVisitorText(pack.locale, text)) || durationChecked(pack, text));
  if (deadline) return 'timeline';
  // (Nor is "¿cuánto me cobran por eso?" whether it is free: how much is its price.)
  const howMuch = packs.some((pack) => HOW_MUCH.test(` ${normalizeVisitorText(pack.locale, text)} `));
  for (const kind of ['timeline', 'includes', 'free'] as const) {
    // How long data is kept is not a timeline; how to pay is not whether it is free, nor how much it is.
    if ((kind === 'timeline' && cued((pack) => pack.keptCues)) || (kind === 'free' && (cued((pack) => pack.howToPayCues) || howMuch))) continue;
    if (cued((pack) => pack.followUpCues[kind])) return kind;
  }
  return undefined;
}

/**
 * Word sets read off a language pack (an intent's vocabulary, its stems, the catalogue's names), kept with the pack:
 * they change only with the model, which brings new packs, and every responder on that model shares them.
 */
const packWords = new WeakMap<LanguagePack, Map<string, Set<string>>>();
function wordsOfPack(pack: LanguagePack, key: string, read: () => Set<string>): Set<string> {
  let sets = packWords.get(pack);
  if (!sets) packWords.set(pack, (sets = new Map()));
  let words = sets.get(key);
  if (!words) sets.set(key, (words = read()));
  return words;
}

export class DarkyResponder {
  constructor(
    private current: DarkyModel,
    private readonly options: ResponderOptions,
  ) {}

  get model(): DarkyModel {
    return this.current;
  }

  /** Answers from now on with a retrained model (what operators taught, live-learning.ts); replies under way finish on the old one. */
  useModel(model: DarkyModel): void {
    // (The words each intent was trained on change with the model: they are kept per language pack, which a new model
    // replaces.)
    this.current = model;
  }

  private context(path: string): ReplyContext {
    const random = this.options.random ?? Math.random;
    return { path, now: this.options.now?.() ?? new Date(), pick: (items) => items[Math.floor(random() * items.length)]! };
  }

  greeting(locale: ChatLocale): DarkyReply {
    const pack = this.model.packs[locale];
    return { message: pack.corpus.greeting, action: suggestionsAction(pack, pack.corpus.fallback.suggest) };
  }

  /**
   * What Darky says when a page loads, from the recent stored events: the greeting on a new visit (nothing said yet,
   * or quiet for `greetAfterIdleMs`); when the page's language is not the one Darky last spoke, it says once that it
   * switches, with quick replies in the new language.
   */
  pageLoad(locale: ChatLocale, recent: readonly ChatEvent[], now: number, greetAfterIdleMs: number): DarkyReply[] {
    const last = recent.at(-1);
    if (!last || now - last.date > greetAfterIdleMs) return [this.greeting(locale)];
    const lastBot = [...recent].reverse().find((event) => event.by === 'bot');
    const spoken = lastBot ? messageLanguage(lastBot.message) : undefined;
    if (spoken && spoken !== locale) {
      const pack = this.model.packs[locale];
      return [{ message: pack.corpus.languageSwitched, action: suggestionsAction(pack, pack.corpus.fallback.suggest) }];
    }
    return [];
  }

  /** The visitor's language model first; the other language's when it is surer (a visitor may write in either). */
  async classify(locale: ChatLocale, text: string): Promise<IntentGuess & { locale: ChatLocale }> {
    const ownGuess = await this.model.nlu.classify(locale, normalizeVisitorText(locale, text));
    const own = this.grounded(locale, text, ownGuess);
    if (own.intent !== NO_INTENT && own.score >= ANSWER_THRESHOLD) return { ...own, locale };
    // A sure guess set aside as noise is no reason to read the message as the other language.
    if (own !== ownGuess && ownGuess.score >= ANSWER_THRESHOLD) return { ...own, locale };
    const theirs = otherLocale(locale);
    // A message written in the page's language and read there as off topic is read as the other's only when that
    // reading is sure ("receta de lomo saltado porfa" is off topic, not an English question about branding).
    const ownLanguage = messageLanguage(text) === locale && own.intent === 'smalltalk.offtopic';
    const other = this.grounded(theirs, text, await this.model.nlu.classify(theirs, normalizeVisitorText(theirs, text)));
    // Nor is "how are you" heard in the other language's words of a message in the page's ("ok ya, ¿podemos hablar
    // por llamada?" is no English "you ok?").
    if (other.intent === 'smalltalk.how-are-you' && messageLanguage(text) === locale) return { ...own, locale };
    const floor = ownLanguage ? SURE_TOPIC : ANSWER_THRESHOLD;
    return other.score > own.score && other.score >= floor ? { ...other, locale: theirs } : { ...own, locale };
  }

  /**
   * The classifier's guess when the message shares a word with what its intent was trained on; else no intent. A
   * message of unknown words still gets a confident guess from the few it knows ("do you take paypal" read as the
   * address, "¿es para principiantes?" as the office's parking): that is noise, and the site's content may answer it.
   * A message of only common words ("¿y eso?") is left to the classifier.
   */
  private grounded(locale: ChatLocale, text: string, guess: IntentGuess): IntentGuess {
    if (guess.intent === NO_INTENT || ungroundedSmallTalk(guess.intent)) return guess;
    if (!this.messageStems(locale, text).length) return guess;
    // In either language: a visitor may write English on a Spanish page, and the intents are the same.
    const said = (['es', 'en'] as const).map((language) => ({ language, stems: this.messageStems(language, text) }));
    const shares = (intent: string) =>
      said.some(({ language, stems }) => {
        const known = this.stemsOf(this.model.packs[language], intent);
        return stems.some((stem) => known.has(stem) || [...known].some((k) => sameRoot(stem, k)));
      });
    if (shares(guess.intent)) return guess;
    // Ungrounded, the guess still stands unless the site says something about the message's words: "what do you do
    // exactly" is the services list from its common words; "will I get a receipt?" is the payments page's sentence.
    if (!this.siteKnows(locale, text)) return guess;
    return { intent: NO_INTENT, score: 0, alternatives: guess.alternatives.filter((c) => shares(c.intent)) };
  }

  /** Whether the site search finds a page for the message (the same search the unsure answer uses). */
  private siteKnows(locale: ChatLocale, text: string): boolean {
    const search = this.options.siteSearch === undefined ? searchTheSite : this.options.siteSearch;
    try {
      return Boolean(search?.(locale, text));
    } catch {
      return false;
    }
  }

  /** The stems of a message's meaningful words (stop-words and one- or two-letter words dropped). */
  private messageStems(locale: ChatLocale, text: string): string[] {
    return normalizeVisitorText(locale, text)
      .split(' ')
      .filter((word) => word.length > 2 && !isStopword(locale, word))
      .map((word) => wordStem(locale, word));
  }

  /** The stems of the words an intent was trained on and its answers say. */
  private stemsOf(pack: LanguagePack, intent: string): Set<string> {
    return wordsOfPack(pack, `stems:${intent}`, () => new Set([...this.vocabularyOf(pack, intent)].map((word) => wordStem(pack.locale, word))));
  }

  /**
   * Intent + entity: the classifier says what kind of question it is, the entity finder which service, tab or
   * sub-tab it is about (from the catalogues), price cues make it a price question, and a follow-up without an
   * entry refers to the last one discussed.
   */
  async understand(locale: ChatLocale, text: string, context: UnderstandingContext = {}): Promise<Understanding> {
    const classified = await this.classify(locale, text);
    // The topic before this message, for the rules that need it (recalling it may read the stored conversation, once).
    const topicBeforeThis = async () => context.lastTopic ?? (await context.recallTopic?.());
    // The classifier leans to prices when it knows no word of a message ("¿hay ranking?", "how do I play it"): a price
    // guess that none of the message's words supports is no guess (a price cue is looked for on its own below).
    // So does a meeting or the try-on guessed from no word of theirs ("we want an app for our gym", "I want my website
    // to chat with visitors the way this thing does").
    // (A few words after a topic, "¿lo puedo probar?", "puede ser el domingo?", lean on it: only a longer message is
    // read for its own words; a meeting's cue, "agendemos una reunión", supports a meeting.)
    const pack = this.model.packs[locale];
    // The message normalised once for the readings below (this runs on every message).
    const spoken = ` ${normalizeVisitorText(locale, text)} `;
    // Nor is Darky asked what it is in a message that neither speaks to it nor names a machine ("we are an insurance
    // broker", "queremos que alguien nos lleve las redes": the visitor describes themselves or what they want done).
    if (ARITHMETIC.test(spoken)) return { intent: 'smalltalk.offtopic', score: 1, alternatives: [] };
    // (Nor when the machine is what the visitor wants made: "we're a university and want an admissions chatbot".)
    const notToDarky = classified.intent === 'smalltalk.bot' && (!TO_DARKY.test(spoken) || (WANTS_ONE.test(spoken) && pack.entities.find(text).length > 0));
    const ownWordsNeeded =
      classified.intent === 'pricing.info' ||
      (WORDS_NEEDED.has(classified.intent) && text.trim().split(/\s+/).length > OWN_WORDS_AFTER && !hasCue(pack, text, pack.bookingCues.meeting));
    // (Nor is a meeting the visitor's customers book: "want people to book lessons online" describes their site.)
    const theirBooking = classified.intent === 'meeting.request' && THEIR_CUSTOMERS_BOOK.test(normalizeVisitorText(locale, text));
    // (A metric's price word is none of a price's: "¿qué es el costo por clic?".)
    const ownText = classified.intent === 'pricing.info' && pack.metricTerms.length ? withoutCues(spoken, pack.metricTerms) : text;
    // (Nor is an insult what the visitor says of their own: "our website converts terribly, we need better UX".)
    const ownThingFaulted = classified.intent === 'smalltalk.insult' && OWN_PAGE.test(spoken);
    // (Nor is the portfolio asked by a sector a meeting, "¿algún proyecto con una clínica?": no meeting or call is named.)
    const casesAsked =
      classified.intent === 'meeting.request' &&
      hasCue(pack, text, pack.contentCues.sections[PORTFOLIO_PAGE] ?? []) &&
      !hasCue(pack, text, [...pack.bookingCues.meeting, ...pack.bookingCues.call]);
    const unsupported = (ownWordsNeeded && !this.saysWordsOf(pack, classified.intent, ownText)) || theirBooking || notToDarky || ownThingFaulted || casesAsked;
    // A language switch goes to the language the message names ("¿y puedes hablar en inglés?" was heard as Spanish).
    const switchedTo = LANGUAGE_NAMED.find(([, name]) => name.test(spoken) && LANGUAGE_NAMED.every(([, other]) => other === name || !other.test(spoken)))?.[0];
    const switchHeard = classified.intent === 'language.english' || classified.intent === 'language.spanish';
    const heard = switchHeard && switchedTo && switchedTo !== classified.intent ? { ...classified, intent: switchedTo } : classified;
    const guess: IntentGuess = unsupported ? { intent: NO_INTENT, score: 0, alternatives: classified.alternatives } : heard;
    // Entries and cues are looked for in the page's language first: a Spanish visitor may use English words.
    const own = this.model.packs[locale];
    const other = this.model.packs[otherLocale(locale)];
    const says = (cues: (pack: LanguagePack) => string[]) => hasCue(own, text, cues(own)) || hasCue(other, text, cues(other));
    // A reading of the other language's classifier, half-believed, of a message plainly in the page's language is no
    // other topic: "and what do you charge for it" after branding is its price, whatever the Spanish classifier makes
    // of "charge" (the events).
    const readInTheOtherLanguage = classified.locale !== locale && plainlyIn(text, locale) && classified.score < SURE_TOPIC;
    // "No quiero agendar nada, solo un número para llamar": the contacts, never the booking the message names.
    // (A day named with it, "can I call you on sunday", asks whether they answer then: the hours, read below.)
    // (Where to send a CV after a job was discussed, "which email do I send my reel to", is the jobs' address, below.)
    if (
      says((pack) => pack.actionCues.phoneNumber) &&
      !says((pack) => pack.dayCues) &&
      !says((pack) => pack.actionCues.job) &&
      (await topicBeforeThis()) !== 'join.team'
    )
      return { intent: 'contact.info', score: 1, alternatives: [] };
    if (switchedTo && LANGUAGE_NOT_SPOKEN.test(spoken))
      return { intent: switchedTo === 'language.english' ? 'language.spanish' : 'language.english', score: 1, alternatives: [] };
    if (switchedTo && HELD_IN_LANGUAGE.test(spoken)) return { intent: 'faq.languages', score: 1, alternatives: [] };
    // "Do I need to speak Spanish?", "¿tengo que saber inglés?": a requirement asked (of a job, after the jobs; else of
    // working with the agency), never Darky asked to switch.
    if (switchedTo && LANGUAGE_REQUIRED.test(spoken))
      return { intent: (await topicBeforeThis()) === 'join.team' ? 'join.team' : 'faq.languages', score: 1, alternatives: [] };
    // "¿Puedes hablar en inglés?", "can you talk in spanish?": Darky asked to switch, whatever the classifier heard.
    if (switchedTo && DARKY_SPEAKS_IN.test(spoken)) return { intent: switchedTo, score: 1, alternatives: [] };
    // "No quiero formularios, quiero que me llame una persona", "forget the form, I want someone to call me": a person,
    // not the form again: the team's contacts. (Declined alone, "ya no quiero que me contacten", starts nothing.)
    const declined = says((pack) => pack.actionCues.declined);
    if (declined && says((pack) => [...pack.actionCues.callMe, ...pack.actionCues.human, ...pack.actionCues.personForMe]))
      return { intent: 'human.request', score: 1, alternatives: [] };
    // "Si dejo mis datos, ¿en cuánto tiempo me llaman?", "how fast do you get back to me?": the response time, not a
    // call asked for nor a project's timeline.
    // (After a fault, "¿en cuánto tiempo me responden?" is support's response time, read below; a bare "cuándo" is no
    // "how soon": "que me respondan de noche cuando duermo" wants a chatbot.)
    const howSoonSaid = says((pack) => pack.actionCues.howSoon.filter((cue) => cue.includes(' ')));
    if (
      says((pack) => pack.answerBackCues) &&
      howSoonSaid &&
      !says((pack) => pack.actionCues.fault) &&
      !(await this.asksSupportResponseTime(guess, true, context))
    )
      return { intent: 'faq.response', score: 1, alternatives: [] };
    // "Oye, ¿y tú sabes cocinar?", "btw what's your favorite movie": an aside to Darky, whatever was discussed.
    // (Unless the visitor says what they want for their business: "I want my restaurant to show up when tourists google
    // 'best pisco sour'" is Google Ads.)
    // "Is it raining in Lima right now lol": the weather, in character, whatever was discussed (a time word in it is no
    // question of the hours).
    if (says((pack) => pack.actionCues.weather) && !own.entities.find(text).length) return { intent: 'smalltalk.weather', score: 1, alternatives: [] };
    const improper = says((pack) => pack.actionCues.improper);
    // (Nor a way to pay the agency, "what about paypal or crypto?": the payments' answer.)
    if (improper || (says((pack) => pack.actionCues.aside) && !says((pack) => pack.thisChatWantedCues) && !says((pack) => pack.paymentCues)))
      return { intent: 'smalltalk.offtopic', score: 1, alternatives: [] };
    if (asksForBooking([own, other], text, guess)) return { intent: 'meeting.request', score: 1, alternatives: [] };
    // "Quiero saber dónde están": where the agency is, which the classifier hears as its hours ("a qué hora están").
    // (A time asked with it, "¿dónde y a qué hora están?", keeps the hours.)
    if (guess.intent === 'contact.hours' && WHERE_ARE_YOU.test(spoken) && !WHEN_WORDS.test(spoken))
      return { intent: 'faq.location', score: 1, alternatives: [] };
    const ownEntries = own.entities.find(text);
    const entryNamed = ownEntries[0] ?? other.entities.find(text)[0];
    // "A website people can find on Google": the website, built with its SEO foundations; Google's ads are asked by name.
    const foundOnGoogle =
      Boolean(entryNamed?.intent.endsWith(`.${GOOGLE_ADS_SLUG}`)) && FOUND_ON_GOOGLE.test(spoken) && A_WEBSITE.test(spoken) && !AD_WORDS.test(spoken);
    const corporateSite = foundOnGoogle ? tabIntentOf(own, CORPORATE_SITE_SLUG) : undefined;
    if (corporateSite) return { intent: corporateSite, entity: corporateSite, score: ANSWER_THRESHOLD, alternatives: [] };
    // A service named in a few words right after one of its tabs is that tab ("what campaign types?" after Google Ads:
    // "campaigns" names the whole service, the visitor still means the tab).
    // (Only the service named: "and for a website bot?" names another tab too.)
    const onlyTheService = entryNamed?.intent.startsWith('service.') && ownEntries.length <= 1;
    const tabDiscussed = onlyTheService && text.trim().split(/\s+/).length <= FOLLOW_UP_WORDS ? context.lastTopic : undefined;
    const service = entryNamed?.intent.slice('service.'.length);
    // Their customers booking from a phone, nothing named ("quiero que mis alumnos separen sus clases desde el celular"):
    // an app, whatever the classifier heard ("causa… se puede?" read as off topic).
    if (!entryNamed && THEIR_CUSTOMERS_BOOK.test(spoken) && FROM_A_PHONE.test(spoken)) {
      const app = tabIntent(APPS_SERVICE_SLUG, APPS_TAB_SLUG);
      if (own.intents.targets.has(app)) return { intent: app, entity: app, score: ANSWER_THRESHOLD, alternatives: [] };
    }
    // "Abrí el probador", "I opened the try-on": a service or demo named in a few words, with a verb the classifier takes
    // for the hours ("abren") and no word of a time: that service. ("Is anyone there right now or just the bot" asks
    // who answers.)
    const hoursHeard =
      guess.intent === 'contact.hours' &&
      entryNamed &&
      spoken.trim().split(' ').length <= FACTS_FOLLOW_UP_WORDS &&
      !TO_DARKY.test(spoken) &&
      !WHEN_WORDS.test(spoken) &&
      !says((pack) => pack.dayCues);
    if (hoursHeard && entryNamed.weight >= 1) return { intent: entryNamed.intent, entity: entryNamed.intent, score: ANSWER_THRESHOLD, alternatives: [] };
    const found =
      entryNamed && tabDiscussed && (tabDiscussed.startsWith(`tab.${service}.`) || tabDiscussed.startsWith(`subtab.${service}.`))
        ? { ...entryNamed, intent: tabDiscussed }
        : entryNamed;
    // "¿Y un juego para un evento?", "a game for our launch": a service for the visitor's own occasion, not the academy's
    // events.
    if (found && guess.intent === 'academy.events' && OWN_OCCASION.test(` ${normalizeVisitorText(locale, text)} `))
      return { intent: found.intent, entity: found.intent, score: Math.max(guess.score, ANSWER_THRESHOLD), alternatives: [] };
    // "Quiero una landing para mi curso", "a site for our workshops": a service for the visitor's own classes, not the
    // academy's.
    // (Its price asked with it, "una web pa mi taller mecánico, ¿cuánto sale?", is the service's price.)
    if (found && ACADEMY_LISTS.has(guess.intent) && OWN_CLASSES.test(spoken))
      return hasCue(own, text) || hasCue(other, text)
        ? { intent: 'pricing.info', entity: found.intent, score: 1, alternatives: [] }
        : { intent: found.intent, entity: found.intent, score: Math.max(guess.score, ANSWER_THRESHOLD), alternatives: [] };
    // "I need a website so people can find our hours": the service, whose page would show the visitor's own hours.
    if (found && CONTACT_FACTS.has(guess.intent) && OWN_CONTACT_FACT.test(` ${normalizeVisitorText(locale, text)}`))
      return { intent: found.intent, entity: found.intent, score: Math.max(guess.score, ANSWER_THRESHOLD), alternatives: [] };
    // "A simple website where people can see my cakes and contact me": the service, which the visitor's customers
    // contact; the visitor asked for no call (the classifier hears one in "contact me").
    if (found && guess.intent === 'lead.request' && CUSTOMERS_CAN.test(spoken) && !hasCue(pack, text, pack.actionCues.quote))
      return { intent: found.intent, entity: found.intent, score: Math.max(guess.score, ANSWER_THRESHOLD), alternatives: [] };
    // "Quiero una web pa mi bodega y también saber dónde están": the service wanted comes first (its answer, then the
    // quote); the office's fact asked in another clause is answered with it (secondQuestion).
    // (Only a clause that names no service and asks that fact for sure: "…a cualquier hora" describes the service.)
    const factClause = async () => {
      for (const clause of questionsIn(text).slice(1)) {
        if (own.entities.find(clause).length) continue;
        const asked = await this.understand(locale, clause);
        if (SECOND_QUESTIONS.has(asked.intent) && asked.score >= ANSWER_THRESHOLD) return true;
      }
      return false;
    };
    if (found && SECOND_QUESTIONS.has(guess.intent) && says((pack) => pack.actionCues.need) && (await factClause()))
      return { intent: found.intent, entity: found.intent, score: Math.max(guess.score, ANSWER_THRESHOLD), alternatives: [] };
    // "Quiero que mis clientas se prueben el labial con la cámara": the try-on for the visitor's customers, not what the
    // site does with a camera's image (the privacy policy answers that, asked in its words).
    const customersTryOn = () => CUSTOMERS.test(` ${normalizeVisitorText(locale, text)} `) && TRYING_ON.test(normalizeVisitorText(locale, text));
    // (So is "¿mis clientes pueden ver cómo les quedan los lentes desde su celu?", whatever the classifier heard, when no
    // other service is named.)
    // (A site named by its generic word, "can my customers try glasses on my site?", names no other service.)
    const tryOnOrNothingNamed = !found || found.intent.includes(TRY_ON_SLUG) || found.weight < 1;
    if ((guess.intent === 'privacy.info' || tryOnOrNothingNamed) && customersTryOn() && !says((pack) => [...pack.privacyCues, ...pack.cameraPrivacyCues])) {
      const tryOn = tabIntentOf(own, TRY_ON_SLUG);
      if (tryOn) return { intent: tryOn, entity: tryOn, score: ANSWER_THRESHOLD, alternatives: [] };
    }
    // "I want my website to talk to visitors and recommend products", "un asistente que explique nuestros planes en la
    // web": a site that converses, the smart website, not the corporate one its word "web" names (a chatbot named is the
    // chatbot's own question).
    const spokenAll = ` ${normalizeVisitorText(locale, text)} `.replace(ADVICE_ASKED, ' ');
    const genericSite = !found || found.weight < 1 || found.intent.includes(CORPORATE_SITE_SLUG);
    const converses = (SITE_CONVERSES.test(spokenAll) && CONVERSES_WITH.test(spokenAll)) || ASSISTANT_EXPLAINS.test(spokenAll);
    if (genericSite && SITE_NAMED.test(spokenAll) && converses && !BOT_NAMED.test(spokenAll)) {
      const smart = tabIntentOf(own, SMART_SITE_SLUG);
      if (smart) return { intent: smart, entity: smart, score: ANSWER_THRESHOLD, alternatives: [] };
    }
    // "Our online store converts terribly, can you fix the UX?", "quiero mejorar la experiencia de usuario de mi web":
    // the experience of a site the visitor has is the UX service's work, not the kind of site it names.
    const siteOfTheirs = found ? SITE_KINDS.some((slug) => found.intent.includes(slug)) || found.weight < 1 : SITE_NAMED.test(spokenAll);
    const uxReworked = !found?.intent.includes(UX_SLUG) && siteOfTheirs && UX_REWORKED.test(spokenAll);
    const ux = uxReworked ? tabIntentOf(own, UX_SLUG) : undefined;
    if (ux) return { intent: ux, entity: ux, score: ANSWER_THRESHOLD, alternatives: [] };
    // "Algo que le conteste a mis clientes en el face de madrugada": answering the visitor's customers on Facebook is the
    // Messenger chatbot's work, not the social media management that "Facebook" names (nor the hours "at night" names).
    const answersOnFacebook =
      [SOCIAL_MEDIA_SLUG, MESSENGER_BOT_SLUG].some((slug) => found?.intent.endsWith(`.${slug}`)) &&
      (CUSTOMERS.test(spoken) || (WANTED_DONE.test(spoken) && says((pack) => pack.actionCues.offHours))) &&
      ANSWERING.test(spoken) &&
      ON_FACEBOOK.test(spoken);
    // (So is Messenger asked of a chatbot just discussed, "does it also work on facebook messenger?": that chatbot there;
    // "do you also manage facebook?" asks for the social media.)
    const onFacebookToo = async () =>
      Boolean(found?.intent.endsWith(`.${SOCIAL_MEDIA_SLUG}`)) &&
      ON_FACEBOOK.test(spoken) &&
      OF_IT.test(spoken) &&
      spoken.trim().split(' ').length <= FOLLOW_UP_WORDS &&
      Boolean((await topicBeforeThis())?.includes('chatbot'));
    const messengerBot = answersOnFacebook || (await onFacebookToo()) ? tabIntentOf(own, MESSENGER_BOT_SLUG) : undefined;
    if (messengerBot) return { intent: messengerBot, entity: messengerBot, score: ANSWER_THRESHOLD, alternatives: [] };
    // (So is their website's chat left unanswered, "we lose customers at night because nobody answers the website
    // chat": the website chatbot's work, not the hours "at night" names.)
    const webChatUnanswered =
      (!found || found.weight < 1 || found.intent.includes('chatbot')) && CUSTOMERS.test(spoken) && ANSWERING.test(spoken) && WEB_CHAT.test(spoken);
    const webBot = webChatUnanswered ? tabIntentOf(own, WEB_BOT_SLUG) : undefined;
    if (webBot) return { intent: webBot, entity: webBot, score: ANSWER_THRESHOLD, alternatives: [] };
    // (So is their customers booking by chat, "que mis pacientes agenden su cita por chat en la web": a chatbot that
    // books, on Facebook the Messenger one.)
    // (Its price asked with it, "…with a bot, what would that cost?", is the price's question, read below.)
    const bookedByChat =
      (!found || found.weight < 1 || found.intent.includes('chatbot')) &&
      THEIR_CUSTOMERS_BOOK.test(spoken) &&
      BY_CHAT.test(spoken) &&
      !hasCue(own, text) &&
      !hasCue(other, text);
    const bookingBot = bookedByChat ? tabIntentOf(own, ON_FACEBOOK.test(spoken) ? MESSENGER_BOT_SLUG : WEB_BOT_SLUG) : undefined;
    if (bookingBot) return { intent: bookingBot, entity: bookingBot, score: ANSWER_THRESHOLD, alternatives: [] };
    // "Quiero que mis clientes puedan comprar desde la web y pagar con tarjeta": a shop for the visitor's customers, not
    // how to pay the agency (nor the website the message names).
    // (Once a store is discussed, "¿mis clientes me pueden pagar con Plin?" asks about its payments: read below.)
    const storeDiscussed = async () => Boolean(context.lastTopic?.includes(ONLINE_STORE_SLUG) || (await context.recallTopic?.())?.includes(ONLINE_STORE_SLUG));
    const customersPay =
      (CUSTOMERS.test(spoken) || PEOPLE_BUY.test(spoken)) &&
      BUYING_OR_PAYING.test(spoken) &&
      (guess.intent === 'payments.info' || says((pack) => pack.paymentCues)) &&
      !(await storeDiscussed());
    const store = customersPay ? [...own.intents.targets].find(([, target]) => target.kind === 'tab' && target.tab.slug === ONLINE_STORE_SLUG)?.[0] : undefined;
    if (store && !found?.intent.includes(ONLINE_STORE_SLUG)) return { intent: store, entity: store, score: ANSWER_THRESHOLD, alternatives: [] };
    // "¿Hacen software o solo marketing?": every service, not the one named.
    if (onlyOrAlsoAsked(own, text) || otherServicesAsked(own, text)) return { intent: 'services.list', score: 1, alternatives: [] };
    // A starting price said back in a few words ("¿eso entra en los 1200 al mes?", "is that part of the 1200 monthly
    // thing"): the price of what is priced so.
    const pricedSaid = !found && text.split(/\s+/).length <= FOLLOW_UP_WORDS ? entryOfPriceSaid(own, text, context.lastTopic) : undefined;
    if (pricedSaid) return { intent: 'pricing.info', entity: pricedSaid, score: 1, alternatives: [] };
    // Off topic is no reading of a message that names a service or a payment ("a payment code came with the quote").
    const offTopicHeard = guess.intent === 'smalltalk.offtopic' && !found;
    const payingWords = offTopicHeard && says((pack) => pack.paymentCues);
    // The price of something the agency does not sell ("the dollar's exchange rate", "bitcoin's price") is off topic;
    // its own price list asked in a currency ("¿me dan los precios en dólares?") is not.
    const offTopic = offTopicHeard && !payingWords && guess.score >= ANSWER_THRESHOLD && !says((pack) => pack.priceListCues);
    const followUp = followUpOf([own, other], text);
    // "¿Qué incluye ese precio?" names the price already given: what it includes is asked, not the price again.
    // (A service named with it, "¿la publicidad en Facebook está incluida en el precio?", asks its price, which says so.)
    const priceOnlyReferred = followUp === 'includes' && !found && says((pack) => pack.priceReferredCues);
    const priceQuestion = !offTopic && !priceOnlyReferred && (hasCue(own, text) || hasCue(other, text) || endsWithCue(own, text, own.pricingLastWords));
    // "¿Y cómo se paga?" is the payment methods, whatever topic came before; "how long do you keep my chats?" is the
    // privacy policy's retention, not a project's timeline.
    // (A service's price or timeline asked with it, "¿cuánto cuesta el chatbot y aceptan Plin?", or the service wanted,
    // comes first; the ways to pay are its second question.)
    const serviceFirst = found && (priceQuestion || followUp || says((pack) => pack.actionCues.need));
    if (says((pack) => pack.howToPayCues) && !serviceFirst) return { intent: 'payments.info', score: 1, alternatives: [] };
    if (says((pack) => pack.keptCues) && says((pack) => pack.followUpCues.timeline)) return { intent: 'privacy.info', score: 1, alternatives: [] };
    // A job seeker names the work they do ("prácticas de desarrollo web"): that is the join-the-team answer.
    // (Right after where the agency is, "¿y si estoy en Chile igual puedo trabajar con ustedes?" is a client from abroad:
    // working with the agency, where no other word of a job is said; "estoy en Chile, ¿reciben CV?" stays a job.)
    if (says((pack) => pack.actionCues.job)) {
      const clientAbroad =
        says((pack) => pack.whereIAmCues) &&
        !hasCue(own, text.replace(WORK_WITH_YOU, ' '), own.actionCues.job) &&
        ['faq.location', 'contact.info'].includes((await topicBeforeThis()) ?? '');
      return { intent: clientAbroad ? 'faq.location' : 'join.team', score: 1, alternatives: [] };
    }
    // Right after the team's job offer, "soy diseñadora UX", "i'm a data analyst" is the applicant, not a service.
    if (SELF_DESCRIBED.test(` ${normalizeVisitorText(locale, text)}`) && (await topicBeforeThis()) === 'join.team')
      return { intent: 'join.team', score: 1, alternatives: [] };
    // "Mañana es feriado, ¿igual me responden?", "it's sunday, will anyone reply?": the hours, on any topic.
    if (!found && says((pack) => pack.dayCues) && says((pack) => pack.answeringCues)) return { intent: 'contact.hours', score: 1, alternatives: [] };
    // "¿Y quién me contesta?", "will anyone reply?" right after the hours: the hours again, which say who answers when.
    if (!found && says((pack) => pack.answeringCues) && (await topicBeforeThis()) === 'contact.hours')
      return { intent: 'contact.hours', score: 1, alternatives: [] };
    // The camera's privacy asked about the try-on ("¿el probador guarda mi foto?"): the try-on's topic (see answerOpenly).
    // (Named beside another entry, "does the try on app store my face?": the try-on's camera, not the apps.)
    const tryOnNamed = found !== undefined && [...ownEntries, ...other.entities.find(text)].some((entry) => entry.intent.endsWith(`.${TRY_ON_SLUG}`));
    if (tryOnNamed && says((pack) => pack.cameraPrivacyCues)) return { intent: 'demo.tryon', score: 1, alternatives: [] };
    // (Nor is using it, "how do I use the glasses try-on?", a question on how the site uses data: the demo.)
    const usingIt = tryOnNamed && guess.intent === 'privacy.info' && says((pack) => pack.demoUseCues) && !says((pack) => pack.privacyCues);
    if (usingIt) return { intent: 'demo.tryon', score: 1, alternatives: [] };
    // "¿Cómo funciona lo de probarse lentes?", "I want to try the glasses thing": the visitor trying on, which the demo
    // lets them do now; not the service for their customers (read above), a price or one wanted for their shop.
    const selfTryOn =
      SELF_TRY_ON.test(spoken) &&
      !CUSTOMERS.test(spoken) &&
      (!found || found.intent.endsWith(`.${TRY_ON_SLUG}`)) &&
      !priceQuestion &&
      !says((pack) => [...pack.actionCues.need, ...pack.actionCues.quote, ...pack.bookingCues.want].filter((cue) => !SELF_TRY_ON.test(` ${cue} `)));
    if (selfTryOn) return { intent: 'demo.tryon', score: 1, alternatives: [] };
    // (So is "how do I try it?" right after the try-on was discussed: the demo, where the visitor tries it.)
    const tryOnBefore = async () => {
      const before = await topicBeforeThis();
      return before === 'demo.tryon' || Boolean(before?.endsWith(`.${TRY_ON_SLUG}`));
    };
    if (TRY_IT.test(spoken) && !CUSTOMERS.test(spoken) && !priceQuestion && (await tryOnBefore())) return { intent: 'demo.tryon', score: 1, alternatives: [] };
    // ("Do you keep my photos?" right after the try-on: its page, which says the camera's image stays on the device.)
    const photoKept = guess.intent === 'privacy.info' || says((pack) => pack.cameraPrivacyCues);
    if (photoKept && PHOTO_WORDS.test(spoken) && !CUSTOMERS.test(spoken) && (await tryOnBefore())) return { intent: 'demo.tryon', score: 1, alternatives: [] };
    // "¿Venden mis datos?", "will you spam me?": what is done with the visitor's data.
    if (says((pack) => pack.privacyCues)) return { intent: 'privacy.info', score: 1, alternatives: [] };
    // A person asked for ("I need a real person, this is urgent"): the team's contacts; after a service it may be a
    // question about the service ("what if a customer wants a human?").
    // "Pásame con un humano", "can I just talk to a person" ask for one for themselves, whatever the topic was.
    // ("Can I talk to it?" after 3D Darky asks about the demo, not for a person.)
    const demoAsked = async () => says((pack) => pack.demoUseCues) && this.demoOf(own, await topicBeforeThis()) !== undefined;
    if (says((pack) => pack.actionCues.personForMe) && !(await demoAsked())) return { intent: 'human.request', score: 1, alternatives: [] };
    // "Ahora mismo, es urgente", "right now please" right after a person was asked for: the person, not a timeline.
    if (says((pack) => pack.urgentCues) && text.trim().split(/\s+/).length <= OWN_WORDS_AFTER) {
      const [before] = (await context.recallAsked?.()) ?? [];
      const personBefore = (pack: LanguagePack) => before !== undefined && hasCue(pack, before, [...pack.actionCues.personForMe, ...pack.actionCues.human]);
      if (personBefore(own) || personBefore(other)) return { intent: 'human.request', score: 1, alternatives: [] };
    }
    // The agency's working language asked about ("does your team speak English?", "¿pueden atenderme en inglés?"):
    // what it works in, never a switch of Darky's language.
    if (says((pack) => pack.agencyLanguageCues) && !found) return { intent: 'faq.languages', score: 1, alternatives: [] };
    // "¿Y el de web?", "and if it's just one landing page?" right after a price or a timeline was asked: the same
    // question, of the service this message names.
    // "¿Y en mi web también?" right after the chatbot on Messenger: the same service on that channel (its "Chatbot web"
    // tab), not the website service the word "web" names on its own; "¿y para la web?" after its timeline is that tab's.
    const sameQuestion = found && !priceQuestion && !followUp ? await this.sameQuestionOf(own, text, context) : undefined;
    // (After a whole service's price, "¿y el de web?" is the website service's: only a tab discussed has sibling tabs.)
    const sibling =
      found && !priceQuestion && !followUp ? await this.siblingTabNamed(own, text, found.intent, context, { afterATab: Boolean(sameQuestion) }) : undefined;
    if (sameQuestion) return { intent: sameQuestion, entity: sibling ?? found!.intent, score: 1, alternatives: [] };
    if (sibling) return { intent: sibling, entity: sibling, score: 1, alternatives: [] };
    // A client away from Lima ("soy de Arequipa, ¿igual pueden trabajar conmigo?", "do you work with foreign clients?"):
    // where the agency works (all of Peru and abroad, by video call), whatever service or place the message names.
    // (A language named with it asks about the language: "¿el chatbot responde en inglés? tengo clientes extranjeros".)
    // (Right after the job offer, "¿aceptan remoto?" asks about the job: the hiring answer.)
    // (A price asked from abroad, "a price in dollars? I'm not in Peru", is the price's question.)
    // (Another of the agency's facts the classifier is sure of is that fact's question: "what time zone are you in?".)
    const otherFactSure = guess.score >= SURE_TOPIC && CONTACT_FACTS.has(guess.intent) && guess.intent !== 'faq.location';
    if (says((pack) => pack.remoteClientCues) && !says((pack) => pack.contentCues.languages) && !priceQuestion && !otherFactSure) {
      // (So is a job asked from abroad: "do you hire remote designers outside peru".)
      const afterTheJob = (await topicBeforeThis()) === 'join.team' || says((pack) => pack.actionCues.job);
      return { intent: afterTheJob ? 'join.team' : 'faq.location', score: 1, alternatives: [] };
    }
    // "¿Y si estoy en Chile?", "we're in Madrid, is that a problem?" right after the location: where the agency works
    // (all of Peru and abroad, by video call).
    // (So is "is that a problem?" right after the visitor said where they are: "i live in madrid".)
    const placeToldBefore = async () => {
      const [before] = (await context.recallAsked?.()) ?? [];
      return Boolean(before && [own, other].some((pack) => hasCue(pack, before, pack.whereIAmCues)));
    };
    if (says((pack) => pack.whereIAmCues) && (['faq.location', 'contact.info'].includes((await topicBeforeThis()) ?? '') || (await placeToldBefore())))
      return { intent: 'faq.location', score: 1, alternatives: [] };
    // "¿Eres un robot o una persona de verdad?" asks what Darky is; the person it names is not asked for.
    if (says((pack) => pack.actionCues.whatIsDarky)) return { intent: 'smalltalk.bot', score: 1, alternatives: [] };
    if (says((pack) => pack.actionCues.darkyName)) return { intent: 'smalltalk.who', score: 1, alternatives: [] };
    // "No sé por dónde empezar": what the free consultation is for (its free times offered), unless a service is named.
    // (So is a message that names two services and is unsure which it needs: "a website to order online and maybe a
    // chatbot, not sure what we need".)
    const unsureBetween = () => new Set(own.entities.find(text).map((entity) => this.serviceOfTopic(own, entity.intent)?.code)).size >= 2;
    if ((!found || unsureBetween()) && says((pack) => pack.actionCues.whereToStart)) return { intent: 'meeting.request', score: 1, alternatives: [] };
    // So is advice asked in a few words with nothing named, or only a service discussed ("¿qué me recomiendan?", "quiero
    // una web, ¿qué me recomiendan?"): the free consultation is where it is given. (Once a business was told, its
    // client's case answers first: similarClientCase.)
    const adviceAsked = !found && (!context.lastTopic || isEntryOf(pack, context.lastTopic)) && says((pack) => pack.actionCues.advice);
    if (adviceAsked && normalizeVisitorText(locale, text).split(' ').length <= FACTS_FOLLOW_UP_WORDS)
      return { intent: 'meeting.request', score: 1, alternatives: [] };
    // ("A quote over Messenger without waiting for an agent" asks for no person: what it wants is the chatbot.)
    if (says((pack) => pack.actionCues.human) && !humanDoneWithout(own, text)) {
      const lastTopic = await topicBeforeThis();
      // Only a question keeps the service in view ("what if a customer wants a human?"); "get me a human" asks for one.
      // ("Can I talk to it?" after 3D Darky asks about the demo.)
      const keptInView = (isEntryOf(own, lastTopic) || (await demoAsked())) && this.asksSomething(own, text);
      if (!keptInView) return { intent: 'human.request', score: 1, alternatives: [] };
    }
    // A quote or a call asked for starts the lead dialogue, with the service named (or discussed) pre-filled;
    // "¿la cotización es gratis?" asks about the quote, it does not ask for one.
    // "¿En cuánto tiempo me llaman si dejo mis datos?" asks how soon, it does not ask for the call.
    // (A call asked for a day or a time, "¿me pueden llamar mañana en la mañana?", asks for the call, whatever the
    // classifier heard of "how soon".)
    const callAtATime = says((pack) => pack.actionCues.callMe) && says((pack) => pack.bookingCues.when);
    const answerGuessed = guess.intent === 'payments.info' || (guess.intent === 'faq.response' && !callAtATime);
    const paying = payingWords || (answerGuessed && guess.score >= CLARIFY_THRESHOLD);
    // A quote already received ("ya me mandaron la cotización", "got your quote yesterday") asks for no new one: what
    // comes next is paying it (the payment methods), unless the message names a service or asks a price.
    // "Can I pay it by card online now": the visitor paying the agency, not the online store its words name.
    // (Its price asked with it, "how much is an online store and can I pay with card", is the store's price first.)
    if (
      VISITOR_PAYS.test(spoken) &&
      found?.intent.includes(ONLINE_STORE_SLUG) &&
      !priceQuestion &&
      !CUSTOMERS.test(spoken) &&
      !says((pack) => pack.actionCues.need)
    )
      return { intent: 'payments.info', score: 1, alternatives: [] };
    const alreadyQuoted = says((pack) => pack.actionCues.alreadyQuoted);
    if (alreadyQuoted && !found && !priceQuestion) return { intent: 'payments.info', score: 1, alternatives: [] };
    const noNewLead = declined || alreadyQuoted;
    // (A price asked with it, "¿tienen paquetes con precio cerrado o todo es a cotizar?", is answered as a price, whose
    // answer gives the reference prices and starts the quote.)
    const priceBeyondQuote = [own, other].some((pack) =>
      hasCue(pack, withoutCues(` ${normalizeVisitorText(pack.locale, text)} `, pack.actionCues.quote), pack.pricingCues),
    );
    // (Nor is a fault in a quote form, "our quote form stops sending": support's question, read below.)
    // (Nor is a thing built that quotes, asked of the portfolio: "have you built quote tools for logistics companies?".)
    const quoteAsked =
      says((pack) => pack.actionCues.quote) &&
      !(priceQuestion && priceBeyondQuote) &&
      !says((pack) => pack.actionCues.fault) &&
      !ASKS_WHAT_WAS_BUILT.test(spoken) &&
      !OWN_QUOTES.test(spoken);
    // (A quote asked for a named service is not paying for one: "una proforma para una tienda con pasarela de pago".)
    const payingFirst = paying && !(found && quoteAsked);
    const callAsked = callAskedFor(own, text) || callAskedFor(other, text);
    if (followUp !== 'free' && !payingFirst && !noNewLead && (quoteAsked || callAsked)) {
      const entity = found?.intent ?? (isEntryOf(own, context.lastTopic) ? context.lastTopic : undefined);
      return { intent: 'lead.request', entity, score: 1, alternatives: [] };
    }
    // A fault in something already built ("el formulario ya no envía", "the site is down") is for support: its response
    // times and contacts, not the service that names the broken part.
    // (One of this site's own demos that does not load, "the 3d darky demo won't load on my phone", is the demo: its page
    // says what it does and what it needs, and nothing was built for the visitor to support.)
    const ownDemoNamed = Object.entries(own.demoNameCues).find(([, names]) => hasCue(own, text, names));
    if (says((pack) => pack.actionCues.fault) && !ownDemoNamed) return { intent: 'faq.support', score: 1, alternatives: [] };
    // Upkeep after launch ("¿incluye mantenimiento o es aparte?", "what happens after launch?"), after a service too:
    // the support policy (three months included, then monthly plans). Whether it is free, or its price, is asked below.
    // (A long message describing what is wanted, "an internal tool to track our trucks, trips and maintenance", is about
    // the service it names, not the upkeep of a site.)
    const described = found && found.weight >= STRONG_ENTRY && text.trim().split(/\s+/).length > FOLLOW_UP_WORDS;
    const upkeep = !described && (asksUpkeep(own, text) || asksUpkeep(other, text));
    if (upkeep && followUp !== 'free' && !priceQuestion) return { intent: 'faq.support', score: 1, alternatives: [] };
    // "¿En cuánto tiempo me responden?" right after a fault asks support's response times, not the sales team's.
    // (So does "can someone look at it on sunday?": a day or hour outside the team's, asked of the fault.)
    // (Or an hour at night, "what if it's 2am?", "¿y a las 3 de la mañana?".)
    const howSoon =
      followUp === 'timeline' ||
      says((pack) => pack.actionCues.howSoon) ||
      says((pack) => pack.actionCues.offHours) ||
      NIGHT_HOUR.test(` ${normalizeVisitorText(locale, text)} `);
    if (!found && (await this.asksSupportResponseTime(guess, howSoon, context))) return { intent: 'faq.support', score: 1, alternatives: [] };
    // Paying the agency (a card, Yape, a receipt, a payment code) when no service is named and no other topic is sure.
    const surelyOther = guess.score >= SURE_TOPIC && !['payments.info', NO_INTENT].includes(guess.intent) && !guess.intent.startsWith('smalltalk.');
    if (!found && !priceQuestion && !followUp && !surelyOther && says((pack) => pack.paymentCues))
      return { intent: 'payments.info', score: 1, alternatives: [] };
    // "¿Podrían hacer uno así para mi marca?" after a service or its demo (the game, the try-on): the visitor wants one
    // made; the quote starts with that service.
    // ("For our eyewear brand" names where it goes: what was discussed comes first.)
    // (Its price asked with it, "¿cuánto costaría uno para mi marca?", is answered first, as the price of what was
    // shown; that answer offers the quote.)
    if (says((pack) => pack.actionCues.likeThis) && !priceQuestion) {
      const lastTopic = await topicBeforeThis();
      // (After a case, "¿me pueden hacer lo mismo para mi óptica?" wants the service it shows.)
      // (After a post, "eso lo pueden hacer para mi negocio?" wants the service its title names.)
      const entity = isEntryOf(own, lastTopic)
        ? lastTopic
        : (this.entryOfDemo(own, lastTopic) ?? this.entryOfCase(own, lastTopic) ?? found?.intent ?? this.entryOfPost(own, lastTopic));
      if (entity) return { intent: 'lead.request', entity, score: 1, alternatives: [], likeTheTopic: true };
    }
    // "¿Cómo seguimos?" after a service, or "me interesa el chatbot, ¿cómo empezamos?": the visitor wants it.
    // (A name said in passing, "si lo quiero en mi web", or in a condition, is not the one wanted; "lo quiero para mi
    // óptica, ¿cuánto sale?" asks its price first, whose answer offers the quote.)
    // ("How soon can you get started?" asks when: the timeline, below.)
    if (says((pack) => pack.actionCues.proceed) && !priceQuestion && followUp !== 'timeline') {
      if (found && found.weight >= 1 && !CONDITION.test(normalizeVisitorText(locale, text)))
        return { intent: 'lead.request', entity: found.intent, score: 1, alternatives: [] };
      const lastTopic = await topicBeforeThis();
      if (isEntryOf(own, lastTopic)) return { intent: 'lead.request', entity: lastTopic, score: 1, alternatives: [] };
      // After a case or a demo ("dale, ¿cómo seguimos?" after ISEE's chatbot): the quote, for the service it shows.
      const shown = this.entryOfCase(own, lastTopic) ?? this.entryOfDemo(own, lastTopic);
      if (shown) return { intent: 'lead.request', entity: shown, score: 1, alternatives: [] };
      // With nothing discussed yet ("ok sounds good, how do we get started"): the quote, which asks for the service,
      // unless the message's own words are another topic's ("how do we get started with the payment?").
      const otherTopicSaid = confidentOrEntry(guess) && !guess.intent.startsWith('smalltalk.') && this.saysWordsOf(own, guess.intent, text);
      if (!lastTopic && !otherTopicSaid) return { intent: 'lead.request', score: 1, alternatives: [] };
    }
    // A demo by the name visitors give it ("show me 3D Darky", "el juego de darky"): the demo, not the service that
    // shares a word with it ("3D"); a price or a quote asked with it was read above.
    const demoNamed = !priceQuestion && ownDemoNamed;
    if (demoNamed) return { intent: demoNamed[0], score: 1, alternatives: [] };
    const placeAsked = hasCue(own, text, own.placeCues) || hasCue(other, text, other.placeCues);
    const isEntry = (intent: string | undefined) => Boolean(intent && own.intents.targets.has(intent));
    const named = guess.intent !== NO_INTENT && !isEntry(guess.intent) && guess.score >= CLARIFY_THRESHOLD;

    // Two languages named ("¿me hacen la web en español e inglés?", "a bilingual site") ask what Darko Digital works
    // in, never for Darky to switch to one of them.
    // The message normalised once per language, not once per language cue (this runs on every message).
    const languagesNamed = new Set(
      [own, other].flatMap((pack) => {
        const said = ` ${normalizeVisitorText(pack.locale, text)} `;
        return pack.contentCues.languages.filter((cue) => said.includes(` ${cue} `));
      }),
    );
    // (A price asked with it, "a bilingual website, how much?", is the price's question.)
    // ("English please, no Spanish" asks for the switch: neither a question nor about a thing the agency builds.)
    const twoLanguages = languagesNamed.size >= 2 || [...languagesNamed].some((cue) => BOTH_LANGUAGES.test(cue));
    // (An example asked for, "any example of a bilingual shop?", is the portfolio's.)
    if (!priceQuestion && twoLanguages && (found || this.asksSomething(own, text)) && !says((pack) => pack.examplesCues))
      return { intent: 'faq.languages', ...(found ? { entity: found.intent } : {}), score: 1, alternatives: [] };
    // "¿Y se puede ver en 3D?" right after Darky was asked about: Darky in 3D (the demo), not the 3D animation service.
    const darkyIn3d = found && !priceQuestion && found.intent === this.entryOfDemo(own, 'demo.avatar') && (await this.darkyAskedBefore(own, context));
    if (darkyIn3d) return { intent: 'demo.avatar', score: 1, alternatives: [] };
    if (found) {
      const entity = found.intent;
      if (priceQuestion) return { intent: 'pricing.info', entity, score: 1, alternatives: [] };
      // "¿La tienda online puede estar en inglés?" asks about the service's languages; Darky is not asked to switch.
      // "Pon la web en inglés" names this site by a generic word ("web"): that is a switch.
      // ("¿La web me la pueden hacer también en inglés?" names it by the generic word, but asks for one made: no switch.)
      // (Nor does a question on what it does in a language, "¿el chatbot puede responder en inglés?", whatever the
      // classifier heard: the languages the agency builds in.)
      // (Named by the generic word and asked, "¿la web me la pueden hacer en inglés también?", "could the site be in
      // English as well?", it is asked of the thing made too.)
      const madeOrNamed = found.weight >= 1 || MADE_FOR_ME.test(spoken) || (CAN_IT.test(spoken) && this.asksSomething(own, text));
      const languageNamed =
        says((pack) => pack.contentCues.languages) &&
        !says((pack) => pack.examplesCues) &&
        madeOrNamed &&
        ((LANGUAGE_INTENTS.has(guess.intent) && guess.score >= CLARIFY_THRESHOLD) || this.asksSomething(own, text) || CAN_IT.test(spoken));
      if (languageNamed) return { intent: 'faq.languages', entity, score: 1, alternatives: [] };
      if (followUp && followUp !== 'free') return { intent: FOLLOW_UP_INTENTS[followUp], entity, score: 1, alternatives: [] };
      // A service named with the visitor's phone or e-mail ("soy Rocío, mi cel 945 112 233, quiero una tienda virtual"):
      // the details are given to be contacted about it, so the quote starts with what was said (nothing asked twice).
      const details = findVisitorDetails(locale, text);
      // (So does a name given with it, "mi nombre es Rosa… quiero vender por internet": an introduction to be helped.)
      if (found.weight >= 1 && (details.phone || details.email || details.name) && !noNewLead)
        return { intent: 'lead.request', entity, score: 1, alternatives: [] };
      // Only a sure request starts the quote dialogue; a half-belief plus a named entry shows the entry (with a quote button).
      if (guess.intent === 'lead.request' && guess.score >= ANSWER_THRESHOLD) return { ...guess, entity };
      // A topic asked about an entry ("lecciones de UX", "portafolio de tiendas online") stays that topic; so does any
      // confident intent when the entry was named only by a generic word ("web", "app").
      // An entry named in several words ("chatbot con IA para mi página") outweighs a topic the classifier only half-believes.
      // A person guessed from no word that asks for one ("looking for someone to run our instagram") is the service.
      const personUnsaid = guess.intent === 'human.request' && !says((pack) => pack.actionCues.human);
      // A demo heard in "quiero un juego 3D para una feria" is not what is wanted: one made, the service named.
      const oneWanted = DEMO_INTENTS.has(guess.intent) && found.weight >= 1 && says((pack) => pack.bookingCues.want);
      // "Where's the glasses try-on?" asks where a thing of the site is, not where the agency is.
      const thingLocated =
        found.weight >= 1 && ['contact.info', 'faq.location'].includes(guess.intent) && WHERE_IS_THE.test(normalizeVisitorText(locale, text));
      // ("Una página de una sola hoja para promocionar mi curso" wants the landing page, not the academy's courses.)
      const ownClass = found.weight >= STRONG_ENTRY && OWN_CLASS.test(normalizeVisitorText(locale, text));
      // ("Una web para mi empresa con nosotros, servicios, contacto y blog": a blog as a part of the site wanted, not ours.)
      const blogOfTheirOwn = guess.intent === 'blog.list' && WITH_A_BLOG.test(spoken) && says((pack) => [...pack.actionCues.need, ...pack.bookingCues.want]);
      const topicHolds =
        KEEPS_ITS_TOPIC.has(guess.intent) &&
        !personUnsaid &&
        !oneWanted &&
        !thingLocated &&
        !ownClass &&
        (found.weight < STRONG_ENTRY || guess.score >= SURE_TOPIC);
      // ("What's on your innovations page" names no service by "page": the innovations are no service.)
      const weakNameOnly = found.weight < 1 && (!ENTITY_ABSORBS.has(guess.intent) || guess.intent === 'innovations.list');
      const keepsIntent = named && !blogOfTheirOwn && (topicHolds || weakNameOnly);
      if (keepsIntent && guess.score >= ANSWER_THRESHOLD) return { ...guess, entity: undefined };
      // (A quote half-believed, "¿me pueden hacer una app para mi gimnasio?", keeps the entry named: its service is
      // the quote's, and the topic a question asked next is about.)
      if (keepsIntent) return { ...guess, score: ANSWER_THRESHOLD, entity: guess.intent === 'lead.request' ? entity : undefined };
      return { intent: entity, entity, score: Math.max(guess.score, ANSWER_THRESHOLD), alternatives: [] };
    }
    // "¿El mantenimiento es gratis?", "¿la asesoría se paga?": whether a topic named in the message itself is free.
    // "¿Y los talleres cuánto cuestan?" names the section whose own answer says its prices, whatever came before.
    const pricedSection = (followUp === 'free' || priceQuestion) && !found ? this.pricedSectionNamed(own, text) : undefined;
    if (pricedSection) return { intent: pricedSection, score: 1, alternatives: [] };
    if ((followUp === 'free' || priceQuestion) && !found) {
      // After a topic, a bare "¿son gratis?" is about that topic: only a sure guess names another one.
      const lastTopic = await topicBeforeThis();
      const floor = lastTopic ? ANSWER_THRESHOLD : FREE_TOPIC_FLOOR;
      // (A second guess with a section of its own needs the section's word: "let's talk about pricing" is the prices, not
      // the events, whatever "talk" sounds like.)
      const sectionSaid = (intent: string) => {
        const cues = (TOPIC_SECTIONS[intent] ?? []).flatMap((section) => own.contentCues.sections[section] ?? []);
        return cues.length === 0 || hasCue(own, text, cues);
      };
      // (The cheapest thing asked for is no question about a free topic the classifier half-believes: "whats the
      // cheapest thing you offer" is not support, whose first months are free.)
      const cheapestAsked = followUp !== 'free' && says((pack) => pack.cheaperCues.cheapest);
      // (Nor is the consultation named as what comes after: "…una idea antes de reunirme".)
      const afterwards = (intent: string) => intent === 'meeting.request' && BEFORE_MEETING.test(spoken);
      const believed = (c: { intent: string; score: number }) =>
        !afterwards(c.intent) && !(cheapestAsked && c.score < ANSWER_THRESHOLD) && !(readInTheOtherLanguage && c === guess);
      const named = [guess, ...guess.alternatives].find(
        (c) => c.score >= floor && own.facts.free[c.intent] && !isEntry(c.intent) && (c === guess || sectionSaid(c.intent)) && believed(c),
      );
      // A topic whose own answer says what it costs ("tienen lecciones gratis?": the free lessons) is that answer.
      const ownAnswerSays = named === guess && guess.score >= ANSWER_THRESHOLD && SAYS_ITS_PRICE.has(guess.intent);
      if (named && ownAnswerSays) return { ...guess, entity: undefined };
      if (named && priceQuestion && PRICED_TOPICS.has(named.intent)) return { intent: named.intent, score: 1, alternatives: [] };
      // "¿Cuánto costaría?" after a demo, which is not named again: the demo said it is free; the price wanted is the
      // service's that makes one (3D Darky's is 3D animation's).
      const demoNamed = named?.intent.startsWith('demo.') && hasCue(own, text, own.demoNameCues[named.intent] ?? []);
      const demoService = named && priceQuestion && named.intent.startsWith('demo.') && !demoNamed ? this.entryOfDemo(own, named.intent) : undefined;
      if (demoService) return { intent: 'pricing.info', entity: demoService, score: ANSWER_THRESHOLD, alternatives: [], priceOfShown: true };
      if (named) return { intent: FOLLOW_UP_INTENTS.free, entity: named.intent, score: 1, alternatives: [] };
    }
    // "¿Y dónde queda?" after an event or a workshop is about that topic; without one it is the classifier's question.
    // A short "and where is it?" reads as "where are you" to the classifier; after a topic, it is about the topic.
    const shortQuestion = normalizeVisitorText(locale, text).split(' ').length <= 4;
    if (placeAsked && !followUp && !priceQuestion && (shortQuestion || !(confidentOrEntry(guess) && guess.score >= SURE_TOPIC))) {
      const lastTopic = await topicBeforeThis();
      if (lastTopic && FOLLOWABLE_TOPICS.has(lastTopic)) return { intent: lastTopic, score: 1, alternatives: [] };
    }
    // "¿Y los domingos?", "on holidays?" after the hours or the contacts: whether they answer that day (a day asked
    // with a meeting or a call is a booking, read above).
    if (shortQuestion && says((pack) => pack.dayCues)) {
      const lastTopic = await topicBeforeThis();
      if (lastTopic && CONTACT_FACTS.has(lastTopic) && lastTopic !== 'payments.info') return { intent: 'contact.hours', score: 1, alternatives: [] };
    }
    // A follow-up without a name ("¿y cuánto demora?", "are they free?") is about the topic of the previous turns,
    // unless the message is surely about something else (a fixed topic the classifier is sure of).
    // A generic intent ("what does it include" read as the service list) does not take a follow-up from its topic.
    // Small talk is no other topic: "what's included?" after a service is about the service, whatever it sounds like.
    // (A meeting heard in no word of one is no other topic: "how long would it take?" after a landing page is its time.)
    const meetingUnsaid = guess.intent === 'meeting.request' && !says((pack) => pack.bookingCues.meeting);
    const confidentOther =
      !ENTITY_ABSORBS.has(guess.intent) &&
      !isEntry(guess.intent) &&
      guess.intent !== 'pricing.info' &&
      !guess.intent.startsWith('smalltalk.') &&
      !meetingUnsaid &&
      !readInTheOtherLanguage;
    // "Do I have to pay?" after a topic asks whether it is free, not how to pay.
    const paysForTopic = followUp === 'free' && guess.intent === 'payments.info';
    // "Implementation time?" after a service asks how long it takes: the classifier hears the hours in "time".
    // (So does support in "¿cuánto tiempo se demoran?" after a game, when no fault is told and no answer awaited.)
    const supportHeard = guess.intent === 'faq.support' && !says((pack) => pack.actionCues.fault) && !says((pack) => pack.answerBackCues);
    // (After a case or a demo, "¿cuánto tiempo toma?" is how long the service it shows takes.) The topic before is read
    // only for a time or a price asked: recalling it reads the conversation's history.
    const timeOrPrice = followUp === 'timeline' || priceQuestion;
    const topicBefore = timeOrPrice ? await topicBeforeThis() : undefined;
    // (Support named, "¿cuánto tiempo de garantía tengo?", is support's own answer; so is a time the classifier
    // believes is support's, "¿cuánto demoran en responder?" after a fault.)
    const shownBefore =
      timeOrPrice && !found && !says((pack) => pack.supportNamedCues) ? (this.entryOfCase(own, topicBefore) ?? this.entryOfDemo(own, topicBefore)) : undefined;
    const timeOfShown = followUp === 'timeline' && !priceQuestion && shownBefore !== undefined && guess.score < ANSWER_THRESHOLD;
    const timeOfATopic = followUp === 'timeline' && (guess.intent === 'contact.hours' || supportHeard) && (isEntry(topicBefore) || timeOfShown);
    if ((followUp || priceQuestion) && (timeOfATopic || !(confidentOther && guess.score >= SURE_TOPIC && !paysForTopic))) {
      const lastTopic = await topicBeforeThis();
      // A price asked with a time ("cuánto demora y cuánto cuesta") is answered as a price, which says more.
      if (priceQuestion && lastTopic && PRICED_TOPICS.has(lastTopic)) return { intent: lastTopic, score: 1, alternatives: [] };
      // ("¿Es gratis la reunión?" after a service asks about the consultation it names, not the service.)
      const meetingAsked = followUp === 'free' && !found && says((pack) => pack.bookingCues.meeting);
      if (meetingAsked) return { intent: FOLLOW_UP_INTENTS.free, entity: 'meeting.request', score: 1, alternatives: [] };
      if (followUp === 'free' && lastTopic) return { intent: FOLLOW_UP_INTENTS.free, entity: this.freeTopicOf(own, lastTopic), score: 1, alternatives: [] };
      // The price of something free (an event, a lesson, the consultation) is that it is free. (A demo's price,
      // "¿cuánto costaría?" after 3D Darky, is the price of the service it shows, below: the demo said it is free.)
      if (priceQuestion && lastTopic && own.facts.free[lastTopic] && !isEntry(lastTopic) && !(lastTopic.startsWith('demo.') && shownBefore))
        return { intent: FOLLOW_UP_INTENTS.free, entity: lastTopic, score: 1, alternatives: [] };
      // How long or what a topic that is not a service takes (a course, the consultation) is in the topic's own answer.
      if (followUp && lastTopic && FOLLOWABLE_TOPICS.has(lastTopic) && !isEntry(lastTopic)) return { intent: lastTopic, score: 1, alternatives: [] };
      if (followUp && followUp !== 'free' && !priceQuestion && isEntry(lastTopic))
        return { intent: FOLLOW_UP_INTENTS[followUp], entity: lastTopic, score: 1, alternatives: [] };
      if (timeOfShown) return { intent: FOLLOW_UP_INTENTS.timeline, entity: shownBefore, score: 1, alternatives: [] };
      // Without a topic, "how long does it take" gets the general timelines, unless the classifier knows better.
      // (A project named, "¿cuánto se demora un proyecto?", is its timeline whatever support's "se demoran" makes the
      // classifier hear, unless a fault or support is told.)
      const projectTimed = A_PROJECT.test(spoken) && !says((pack) => pack.actionCues.fault) && !says((pack) => pack.supportNamedCues);
      if (followUp === 'timeline' && !priceQuestion && !lastTopic && (projectTimed || !(confidentOther && guess.score >= CLARIFY_THRESHOLD)))
        return { intent: FOLLOW_UP_INTENTS.timeline, score: 1, alternatives: [] };
    }
    // "¿El mantenimiento está incluido en el precio?": a cost asked about a topic whose answer says it is that topic.
    if (priceQuestion && guess.score >= SURE_TOPIC && COSTS_IN_ITS_ANSWER.has(guess.intent)) return guess;
    // ("¿El soporte tiene costo?", "does support cost extra?": what support costs is the policy's own answer.)
    if (priceQuestion && !found && says((pack) => pack.supportNamedCues)) return { intent: 'faq.support', score: 1, alternatives: [] };
    if (priceQuestion || (ABOUT_AN_ENTITY.has(guess.intent) && guess.score >= ANSWER_THRESHOLD)) {
      const intent = priceQuestion ? 'pricing.info' : guess.intent;
      // A follow-up ("¿y cuánto cuesta?") is about the entry discussed last; else what the classifier recognised.
      const lastTopic = await topicBeforeThis();
      // (After a case or a demo, "¿y algo así cuánto me costaría?" is the price of the service it shows.)
      const shown = priceQuestion && !found ? (this.entryOfCase(own, lastTopic) ?? this.entryOfDemo(own, lastTopic)) : undefined;
      const entity = isEntry(lastTopic) ? lastTopic : isEntry(guess.intent) && guess.score >= ANSWER_THRESHOLD ? guess.intent : shown;
      return {
        intent,
        entity,
        score: Math.max(guess.score, priceQuestion ? ANSWER_THRESHOLD : 0),
        alternatives: guess.alternatives,
        ...(shown && entity === shown ? { priceOfShown: true } : {}),
      };
    }
    // The classifier may know an entry the finder did not (a catalogue name said in other words) when it is sure;
    // unsure, an entry no name in the message supports is noise, and the next topic it saw is the better question.
    if (isEntry(guess.intent) && guess.score >= ANSWER_THRESHOLD) return { ...guess, entity: guess.intent };
    if (isEntry(guess.intent)) {
      const topic = guess.alternatives.find((a) => !isEntry(a.intent) && a.score >= 0.15);
      if (topic)
        return { intent: topic.intent, score: Math.min(topic.score, guess.score), alternatives: [guess, ...guess.alternatives.filter((a) => a !== topic)] };
      return { ...guess, entity: guess.intent };
    }
    return guess;
  }

  /**
   * The tab of the service discussed that a short "and …?" names by a word of its own name ("¿y en mi web también?"
   * after the Messenger chatbot is its web tab), when the entry the message found belongs to another service or is
   * that service itself ("and for a website bot?" after the Messenger chatbot).
   */
  private async siblingTabNamed(
    pack: LanguagePack,
    text: string,
    found: string,
    context: UnderstandingContext,
    { afterATab }: { afterATab: boolean },
  ): Promise<string | undefined> {
    const said = normalizeVisitorText(pack.locale, text);
    if (said.split(' ').length > OWN_WORDS_AFTER || !hasCue(pack, text, pack.sameQuestionCues)) return undefined;
    const lastTopic = context.lastTopic ?? (await context.recallTopic?.());
    const discussed = lastTopic ? pack.intents.targets.get(lastTopic) : undefined;
    const named = pack.intents.targets.get(found);
    if (!discussed || !named || (named.service.slug === discussed.service.slug && named.kind !== 'service')) return undefined;
    if (afterATab && discussed.kind === 'service') return undefined;
    const wordsOf = (name: string) => normalizeVisitorText(pack.locale, name).split(' ').map(foldTerm);
    const words = new Set(wordsOf(said));
    // (A word the discussed entry's own name has, "chatbot", names no other tab of it.)
    const discussedWords = new Set(wordsOf(`${discussed.service.name} ${discussed.kind === 'service' ? '' : discussed.tab.name}`));
    const tabs = discussed.service.tabs.filter(
      (tab) =>
        (discussed.kind === 'service' || tab.slug !== discussed.tab.slug) &&
        wordsOf(tab.name).some((word) => word.length > 2 && words.has(word) && !discussedWords.has(word)),
    );
    return tabs.length === 1 ? tabIntent(discussed.service.slug, tabs[0]!.slug) : undefined;
  }

  /**
   * The question a short "and…?" message repeats ("¿y el de web?" after "¿cuánto cuesta el chatbot?"): the price or the
   * timeline the visitor asked in one of their two messages before; undefined for any other message.
   */
  private async sameQuestionOf(pack: LanguagePack, text: string, context: UnderstandingContext): Promise<string | undefined> {
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    const elliptical = said.trim().split(' ').length <= SAME_QUESTION_WORDS && pack.sameQuestionCues.some((cue) => said.startsWith(` ${cue} `));
    if (!elliptical) return undefined;
    for (const earlier of ((await context.recallAsked?.()) ?? []).slice(0, SAME_QUESTION_MESSAGES)) {
      if (hasCue(pack, earlier)) return 'pricing.info';
      if (followUpOf([pack], earlier) === 'timeline') return FOLLOW_UP_INTENTS.timeline;
    }
    return undefined;
  }

  /**
   * The quote offered after a price or a budget was talked about: it starts at once with what is known (the service
   * asked about or discussed, a name, a phone or an e-mail already typed), and a visitor who asks something else lets it
   * pass. (`service` when it is no one topic's: two services asked for together.)
   */
  private offerQuote(
    turn: Turn,
    pack: LanguagePack,
    known: Partial<Record<'name' | 'phone' | 'email', string>>,
    topic: string | undefined,
    service = this.serviceOfTopic(pack, topic),
  ): Promise<DarkyReply[]> {
    return this.options.leads.start(
      turn.guestId,
      pack,
      undefined,
      Date.now(),
      { name: known.name, phone: known.phone, email: known.email, service },
      'quote',
      'phone',
      true,
    );
  }

  /**
   * The two services of the last few messages asked for together ("¿y si quiero los dos?"): their reference prices,
   * each linking its page, and the quote started for both (the first one's service code, both names as its label).
   */
  private async bothDiscussed(
    turn: Turn,
    state: ConversationState,
    details: ReturnType<typeof findVisitorDetails>,
    pack: LanguagePack,
    context: ReplyContext,
  ): Promise<{ replies: DarkyReply[]; topic?: string; opened: true } | undefined> {
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    // (A discount asked for both, "¿si contrato los dos me hacen descuento?", is the discount's question.)
    if (!BOTH_OF_THEM.test(said) || said.trim().split(' ').length > FOLLOW_UP_WORDS || pack.entities.find(turn.text).length) return undefined;
    if (hasCue(pack, turn.text, pack.discountCues)) return undefined;
    const discussed: string[] = [];
    for (const message of earlierMessagesOf(await turn.history(), turn.text).slice(0, BOTH_FROM_MESSAGES))
      for (const entry of this.entriesNamed(pack, message)) if (!discussed.includes(entry)) discussed.push(entry);
    // (Only two: "los dos" of three services says nothing of which.)
    if (discussed.length !== 2) return undefined;
    const pair = [...discussed].reverse();
    const each = pricesOfEachReply(pack, pair, context, pack.corpus.factAnswers.pricesTogether);
    const services = pair.map((entry) => this.serviceOfTopic(pack, entry));
    if (!each || !services[0] || !services[1]) return undefined;
    const known = { ...state.slots, ...details };
    const service = { code: services[0].code, label: joinList([services[0].label, services[1].label], pack.corpus.listJoiner) };
    const asks = await this.offerQuote(turn, pack, known, undefined, service);
    return { replies: [{ message: each }, ...asks], topic: state.topic, opened: true };
  }

  /**
   * The hiring answer and a quote, when one clause of the message asks for the job and another wants a service
   * ("quiero una web y además mandar mi CV"); not a job about a service ("busco trabajo de diseño web": one clause).
   */
  private async jobAndQuote(
    turn: Turn,
    state: ConversationState,
    details: ReturnType<typeof findVisitorDetails>,
    pack: LanguagePack,
    context: ReplyContext,
  ): Promise<{ replies: DarkyReply[]; topic: string; opened: true } | undefined> {
    const clauses = ` ${normalizeVisitorText(pack.locale, turn.text)} `
      .split(CLAUSE_JOINER)
      .map((clause) => clause.trim())
      .filter(Boolean);
    if (clauses.length < 2 || !clauses.some((clause) => hasCue(pack, clause, pack.actionCues.job))) return undefined;
    const wanting = clauses.find(
      (clause) =>
        !hasCue(pack, clause, pack.actionCues.job) &&
        (hasCue(pack, clause, pack.actionCues.quote) || hasCue(pack, clause, pack.actionCues.need)) &&
        pack.entities.find(clause).length > 0,
    );
    const service = wanting ? this.serviceOfTopic(pack, this.entriesNamed(pack, wanting)[0]) : undefined;
    const jobs = service ? composeIntentReply(pack, 'join.team', context) : undefined;
    if (!service || !jobs) return undefined;
    const known = { ...state.slots, ...details };
    const asks = await this.options.leads.start(turn.guestId, pack, pack.corpus.intents['lead.request']?.answers[0], Date.now(), {
      name: known.name,
      phone: known.phone,
      email: known.email,
      service,
    });
    return { replies: [jobs, ...asks], topic: 'join.team', opened: true };
  }

  /**
   * A case picked from the cases the last answer listed by the service it used ("the app one", "el del chatbot"), in a
   * few words: the listed cases that name that service, when not all of them do.
   */
  private async caseOfTheList(turn: Turn, pack: LanguagePack): Promise<{ replies: DarkyReply[]; topic: string } | undefined> {
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    if (said.trim().split(' ').length > SIBLING_WORDS) return undefined;
    const entries = this.entriesNamed(pack, turn.text);
    if (!entries.length) return undefined;
    if (wantsOneOrItsPrice(pack, turn.text)) return undefined;
    const index = this.contentIndex(pack.locale);
    const answered = historyBefore(await turn.history(), turn.text).at(-1);
    if (!index || answered?.by !== 'bot') return undefined;
    const listed = new Set(
      parseMessage(answered.message).flatMap((part) => {
        const path = part.kind === 'link' ? barePath(part.href) : '';
        const id = path.startsWith(CASES_PATH) ? index.idOfPath(path) : undefined;
        return id === undefined ? [] : [id];
      }),
    );
    if (listed.size < 2) return undefined;
    const cases = index.casesNaming(
      entries.flatMap((entry) => this.phrasesOf(pack, entry)),
      listed,
    );
    // (Or those of them that did, "the one with the chatbot" of three where two had one: those two.)
    return cases.length && cases.length < listed.size ? this.casesAnswer(pack, index, cases, said, false) : undefined;
  }

  /**
   * The one case a few words describe by what only its page says (the client's sector: "museum", "insurance", "real
   * estate"), asked as the portfolio's ("project", "case", "results") or naming a service; never the visitor's own
   * business ("a chatbot for my clinic") nor a price, a quote or a meeting asked.
   */
  private caseBySector(turn: Turn, pack: LanguagePack): { replies: DarkyReply[]; topic: string } | undefined {
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    if (said.trim().split(' ').length > CASE_BY_SECTOR_WORDS || THEIR_OWN.test(said)) return undefined;
    const portfolioAsked = hasCue(pack, turn.text, pack.contentCues.sections[PORTFOLIO_PAGE] ?? []) || CASE_WORDS.test(said);
    const wanted = [pack.pricingCues, pack.actionCues.need, pack.actionCues.likeThis, pack.bookingCues.want, pack.actionCues.job];
    if (!portfolioAsked || wanted.some((cues) => hasCue(pack, turn.text, cues))) return undefined;
    const index = this.contentIndex(pack.locale);
    if (!index) return undefined;
    const common = this.serviceWords(pack);
    const asking = [...EXAMPLE_INTENTS].map((intent) => this.vocabularyOf(pack, intent));
    const telling = (term: string) => !common.has(term) && !asking.some((words) => words.has(term)) && index.isRare(term);
    const [only, ...others] = index.findCases(said, this.casePages(index), { telling });
    if (!only || others.length) return undefined;
    // What was built for it, when asked so ("what did you build for the museum?").
    const told = hasCue(pack, turn.text, pack.contentCues.built) ? index.builtFor(only.topic) : undefined;
    return told ? { replies: [passageReply(pack, told)], topic: only.topic } : this.casesAnswer(pack, index, [only], said, false);
  }

  /** A service named of the case just discussed, in the past or with "there" ("what did the chatbot do there?"): its page's sentence. */
  private caseDetail(turn: Turn, pack: LanguagePack, caseTopic: string): SitePassage | undefined {
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    if (!OF_THE_CASE.test(said) || said.trim().split(' ').length > FOLLOW_UP_WORDS || !pack.entities.find(turn.text).length) return undefined;
    if (wantsOneOrItsPrice(pack, turn.text)) return undefined;
    const index = this.contentIndex(pack.locale);
    return index?.passage(said, this.pageIds(index, caseTopic));
  }

  /** Whether the topic is `intent` or a passage of one of its pages (a FAQ of the support policy for 'faq.support'). */
  private discussed(pack: LanguagePack, topic: string | undefined, intent: string): boolean {
    if (!topic) return false;
    if (topic === intent) return true;
    // A tab or a sub-tab of a service is that service discussed ("para WhatsApp?" after the web chatbot's tab).
    const service = intent.startsWith('service.') ? intent.slice('service.'.length) : undefined;
    if (service && (topic.startsWith(`tab.${service}.`) || topic.startsWith(`subtab.${service}.`))) return true;
    const path = topic.startsWith('page:') ? this.contentIndex(pack.locale)?.pageOfTopic(topic)?.path : undefined;
    return Boolean(path && (TOPIC_SECTIONS[intent] ?? []).some((section) => pathUnder(path, section)));
  }

  /**
   * The visitor did not follow ("no entiendo bien", "i don't get it"): a short message that says so and asks for nothing
   * else (a price or a service named with it is that question's). Offers a person and the services.
   */
  private confusedReply(pack: LanguagePack, text: string): DarkyReply | undefined {
    // (Nor is how a demo is used, "¿cómo se juega? no entiendo": its instructions answer it.)
    const demoUse = hasCue(pack, text, pack.demoUseCues);
    if (pack.corpus.confusedAnswers.length === 0 || !hasCue(pack, text, pack.confusedCues) || hasCue(pack, text) || demoUse) return undefined;
    if (!isAside(pack, text)) return undefined;
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    // (The words of being lost are not a service's: "confusing" alone would name web UX.)
    const rest = pack.confusedCues.reduce((left, cue) => left.replaceAll(` ${cue} `, ' '), said);
    if (pack.entities.find(rest).length > 0) return undefined;
    return { message: pack.corpus.confusedAnswers[0]!, action: suggestionsAction(pack, ['human.request', 'services.list']) };
  }

  /** The visitor will think it over ("ok lo pienso"): time given and the way back, nothing filed or asked. */
  private thinkingItOver(pack: LanguagePack, text: string): DarkyReply | undefined {
    const answer = pack.corpus.thinkingItOver;
    if (!answer || !hasCue(pack, text, pack.actionCues.later) || hasCue(pack, text) || this.asksSomething(pack, text)) return undefined;
    if (!isAside(pack, text)) return undefined;
    return { message: answer, action: suggestionsAction(pack, ['meeting.request', 'services.list']) };
  }

  private cheaperOption(pack: LanguagePack, context: ReplyContext): DarkyReply | undefined {
    const rule = pack.corpus.cheaperOption;
    const index = rule ? this.contentIndex(pack.locale) : undefined;
    const lightest = rule && index?.pageOfPath(rule.page);
    if (!rule || !lightest) return undefined;
    const consultation = pack.corpus.pageNames['/conversemos'] ?? '/conversemos';
    // (The services' starting prices, from their pages: a budget is weighed against figures, not against "it depends".)
    const startingPrices = factsOf(pack, context.now).startingPrices;
    if (!startingPrices) return undefined;
    return {
      message: rule.answer
        .replace('{startingPrices}', startingPrices)
        .replace('{lightest}', messageLink(lightest.title, localizedPath(pack.locale, lightest.path)))
        .replace('{consultation}', messageLink(consultation, localizedPath(pack.locale, '/conversemos'))),
    };
  }

  /** A fact the site states, asked in words no intent was trained on (corpus pageFacts): its sentence, FAQ or answer. */
  private pageFactAnswer(
    pack: LanguagePack,
    text: string,
    topic: string | undefined,
    context: ReplyContext,
  ): { reply: DarkyReply; topic: string; followUp?: boolean } | undefined {
    // Right after an event, a workshop or a course, "online or in person?" or "is it on Zoom?" is about it: its page
    // (a rule written as its follow-up answers then, and only then).
    const discussed = topic ? (pathOfPageTopic(topic) ?? TOPIC_SECTIONS[topic]?.[0]) : undefined;
    const onAClass = Boolean(discussed && CLASS_SECTIONS.some((section) => discussed.startsWith(section)));
    // The message normalised once for every rule (this runs on every message), not once per cue list.
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    const cued = (cues: readonly string[]) => cues.some((cue) => said.includes(` ${cue} `));
    const serviceInView = () => isEntryOf(pack, topic) || pack.entities.find(text).length > 0;
    const applies = (r: LanguagePack['pageFactRules'][number]) =>
      (r.after.length > 0 ? r.after.some((after) => (r.listOnly ? this.isTheList(pack, topic, after) : this.discussed(pack, topic, after))) : !onAClass) &&
      !(r.agencyWide && serviceInView()) &&
      !r.notAfter.some((before) => this.discussed(pack, topic, before));
    // (A fault told, "a las 11 de la noche dejó de responder, ¿me atienden ahora?", is support's, whatever hours it
    // names: the team's hours are no answer to something broken; nor is who sees the data, "el formulario de mi web no
    // envía los datos, ¿quién lo ve?".)
    const faultTold = cued(pack.actionCues.fault);
    // (A rule that says so is asked by a cue alone, "crypto?": its `with` words tell it apart in a longer message.)
    const alone = (r: LanguagePack['pageFactRules'][number]) => r.alone && r.cues.some((cue) => said.trim() === cue);
    const fits = (r: LanguagePack['pageFactRules'][number]) =>
      cued(r.cues) && (r.with.length === 0 || cued(r.with) || alone(r)) && !cued(r.unless) && applies(r) && !(faultTold && NOT_A_FAULTS_ANSWER.has(r.topic));
    // A follow-up's rule first: what the conversation is on says more than a word ("¿cómo recibo las próximas?" after
    // a lesson is not a receipt).
    const rule = pack.pageFactRules.find((r) => r.after.length > 0 && fits(r)) ?? pack.pageFactRules.find((r) => r.after.length === 0 && fits(r));
    // (A topic with no section of its own links what its rule names, or where the site states that fact.)
    const factPage = rule && factPageOf(rule.topic);
    const sections = rule ? (TOPIC_SECTIONS[rule.topic] ?? (rule.link ? [rule.link] : factPage ? [factPage] : undefined)) : undefined;
    if (!rule || !sections) return undefined;
    // A follow-up keeps the conversation on what it follows, and links the page discussed when it is one of the topic's.
    const keptTopic = rule.after.length > 0 && topic ? topic : rule.topic;
    const discussedPage = rule.after.length > 0 && topic?.startsWith('page:') ? this.contentIndex(pack.locale)?.pageOfTopic(topic) : undefined;
    // (An event's page for a rule that follows events, workshops and courses: the sections of every topic it follows.)
    const linkable = [...sections, ...rule.after.flatMap((after) => TOPIC_SECTIONS[after] ?? [])];
    const linked = discussedPage && linkable.some((section) => pathUnder(discussedPage.path, section)) ? discussedPage : undefined;
    // A follow-up on an event, a workshop or a course discussed ("¿cuántas clases a la semana son?") is its facts.
    // (Only a page of the rule's own topic: "¿algo más corto?" after a course is the workshops' list.)
    const ownPage = linked && sections.some((section) => pathUnder(linked.path, section));
    const classFacts = rule.after.length > 0 && !rule.answer && !rule.faq && !rule.listOnly && ownPage ? linked.facts : undefined;
    if (linked && classFacts)
      return { reply: passageReply(pack, { title: linked.title, path: linked.path, text: classFacts, topic: topic! }), topic: keptTopic };
    if (rule.faq) {
      const faq = faqReply(pack, rule.faq);
      return faq ? { reply: faq, topic: keptTopic } : undefined;
    }
    if (rule.answer)
      return {
        reply: {
          message: withPageLink(
            pack,
            // The site's facts by name ("{address}", "{faqHours}"), stored once in the catalogues.
            // (And another page by its address, "{page:/innovaciones/probador}", linked by its name.)
            withPagesNamed(pack, fillTemplate([rule.answer], factsOf(pack, context.now), context.pick) ?? rule.answer),
            linked?.path ?? rule.link ?? sections[0]!,
            linked?.title ?? (rule.link ? this.entryName(pack, rule.topic) : undefined),
          ),
        },
        topic: keptTopic,
        followUp: rule.after.length > 0,
      };
    if (!rule.search) {
      const own = composeIntentReply(pack, rule.topic, context);
      return own ? { reply: own, topic: keptTopic } : undefined;
    }
    const index = this.contentIndex(pack.locale);
    const passage = index?.passage(normalizeVisitorText(pack.locale, rule.search), index.pagesUnder(sections));
    // (After a list, the one of its pages that answers is the topic: "el de UX" then "¿y el precio?" is its price.)
    return passage ? { reply: passageReply(pack, passage), topic: rule.listOnly ? passage.topic : keptTopic } : undefined;
  }

  /** The list topic itself (`lessons.list`), or its section's own page ("vi las lessons" read as the page /lessons). */
  // (Not one of its items sharing the list's address, a workshop of /academia/talleres: "¿cuántos cupos hay?" after the
  // landing page workshop is that workshop's seats, in its facts.)
  private isTheList(pack: LanguagePack, topic: string | undefined, list: string): boolean {
    if (topic === list) return true;
    if (!topic || pathOfPageTopic(topic) !== TOPIC_SECTIONS[list]?.[0]) return false;
    return !this.contentIndex(pack.locale)?.pageOfTopic(topic)?.facts;
  }

  private noDiscount(pack: LanguagePack, topic: string | undefined, now: Date): DarkyReply | undefined {
    const rule = pack.corpus.discount;
    if (!rule) return undefined;
    const page = (path: string) => messageLink(pack.corpus.pageNames[path] ?? path, localizedPath(pack.locale, path));
    // After a service, its own page holds the reference price asked about ("website price?", then "any discounts?");
    // otherwise every service's starting price, each linking its page (the services' list shows no prices).
    const servicePage = isEntryOf(pack, topic) ? pathOfTopic(pack, topic) : undefined;
    const startingPrices = servicePage ? undefined : factsOf(pack, now).startingPrices;
    const message =
      rule.withPrices && startingPrices
        ? rule.withPrices.replace('{startingPrices}', startingPrices).replace('{services}', page('/servicios'))
        : rule.answer.replace(
            '{services}',
            servicePage ? messageLink(this.entryName(pack, topic!), localizedPath(pack.locale, servicePage)) : page('/servicios'),
          );
    return { message: message.replace('{consultation}', page('/conversemos')) };
  }

  private academyHub(pack: LanguagePack, text: string): SitePassage | undefined {
    const { asked, sections } = pack.academyHubCues;
    if (!hasCue(pack, text, asked) || hasCue(pack, text, sections)) return undefined;
    const hub = this.contentIndex(pack.locale)?.pageOfPath(ACADEMY_PAGE);
    return hub ? { text: hub.summary, title: hub.title, path: hub.path, topic: pageTopic(hub) } : undefined;
  }

  /** The one list whose answer says what its items cost (workshops, courses, lessons) that the message names by its section. */
  private pricedSectionNamed(pack: LanguagePack, text: string): string | undefined {
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    const named = [...new Set([...PRICED_TOPICS, ...SAYS_ITS_PRICE])].filter((intent) => {
      const section = TOPIC_SECTIONS[intent]?.[0];
      return section && (pack.contentCues.sections[section] ?? []).some((cue) => said.includes(` ${cue} `));
    });
    return named.length === 1 ? named[0] : undefined;
  }

  /**
   * The topic whose "is it free?" answer covers `topic`: a lesson or a post discussed is free as its list is
   * ("¿son gratis?" after the lesson on Scrum); a page with its own facts (an event, a course) and any other topic
   * answer for themselves.
   */
  private freeTopicOf(pack: LanguagePack, topic: string): string {
    const page = topic.startsWith('page:') ? this.contentIndex(pack.locale)?.pageOfTopic(topic) : undefined;
    if (!page || (page.facts && !page.factsAskedOnly)) return topic;
    const path = pathOfPageTopic(topic)!;
    const list = [...LIST_TOPICS].find((list) => pack.facts.free[list] && (TOPIC_SECTIONS[list] ?? []).some((section) => pathUnder(path, section)));
    return list ?? topic;
  }

  /**
   * A question about how soon they answer ("how fast will you respond?", "¿cuánto tardan?") asked while support is the
   * topic, or within two messages of a fault told or support named ("mi formulario no envía nada", then "ustedes
   * hicieron la web", then "¿cuánto se demoran en verlo?"), whatever a message between made the topic.
   */
  private async asksSupportResponseTime(guess: IntentGuess, howSoonWords: boolean, context: UnderstandingContext): Promise<boolean> {
    const howSoon = howSoonWords || [guess, ...guess.alternatives].some((c) => c.intent === 'faq.response' && c.score >= CLARIFY_THRESHOLD);
    if (!howSoon) return false;
    if ((context.lastTopic ?? (await context.recallTopic?.())) === 'faq.support') return true;
    const told = ((await context.recallAsked?.()) ?? []).slice(0, SUPPORT_TOLD_MESSAGES);
    return Object.values(this.model.packs).some((pack) => told.some((message) => hasCue(pack, message, [...pack.actionCues.fault, ...pack.supportNamedCues])));
  }

  /**
   * One turn: the guest's stored state is read, the message's details (phone, e-mail, name…) join it whatever the
   * intent, the answer is composed, and the state is saved with the topic the turn was about.
   */
  async reply(turn: Turn): Promise<DarkyReply[]> {
    return (await this.turn(turn)).replies;
  }

  /**
   * A turn and what it means for the live handoff: `wantsPerson` when the visitor asked for a person (outside a lead
   * dialogue), `missed` when Darky could not answer (a fallback or a "did you mean", not a page found nor the LLM).
   */
  async turn(asked: Turn): Promise<TurnOutcome> {
    // The stored conversation is read from the store at most once a turn, whichever rules look at it.
    const turn: Turn = { ...asked, history: once(asked.history) };
    const { state, dialogue } = await this.remembered(turn);
    const details = findVisitorDetails(turn.locale, turn.text);
    const { replies, topic, wantsPerson, missed } = await this.answer(turn, state ?? emptyConversationState(), details, dialogue);
    const changed = Boolean(topic && topic !== state?.topic) || Object.keys(details).length > 0;
    // A lost state costs the next follow-up its topic (it then reads the history), never this reply.
    if (changed) await this.states.save(turn.guestId, nextState(state ?? emptyConversationState(), { details, topic }, Date.now())).catch(() => {});
    return { replies, wantsPerson: wantsPerson === true, missed: missed === true };
  }

  /**
   * Opens the lead dialogue for a visitor no person can take now (out of hours, or nobody took the queue): the
   * details the conversation already gave are not asked again.
   */
  async startLeadCapture(guestId: string, locale: ChatLocale, intro: string): Promise<DarkyReply[]> {
    const state = (await this.states.load(guestId).catch(() => undefined)) ?? emptyConversationState();
    const pack = this.model.packs[locale];
    const known = state.slots;
    const service = this.serviceOfTopic(pack, state.topic);
    // Nobody can call back now: one step takes an e-mail or a phone, whichever the visitor prefers to leave.
    return this.options.leads.start(
      guestId,
      pack,
      intro,
      Date.now(),
      { name: known.name, phone: known.phone, email: known.email, service },
      'quote',
      'phoneOrEmail',
    );
  }

  /** The guest's state and open dialogue (an expired one dropped): as read with the message, or read now. */
  private async remembered(turn: Turn): Promise<{ state?: ConversationState; dialogue?: LeadDialogue }> {
    const { leads } = this.options;
    if (turn.remembered) return { state: turn.remembered.state, dialogue: await leads.unexpired(turn.guestId, turn.remembered.dialogue) };
    // A lost state costs a follow-up its topic (it then reads the history), never the reply.
    const [state, dialogue] = await Promise.all([this.states.load(turn.guestId).catch(() => undefined), leads.open(turn.guestId)]);
    return { state, dialogue };
  }

  /** The catalogue entry of each service page, per language pack (see entryOfServicePage). */
  private readonly entriesByPage = new WeakMap<LanguagePack, Map<string, string>>();

  private get states(): ConversationStateStore {
    return (this.options.states ??= new MemoryConversationStateStore());
  }

  private async answer(
    turn: Turn,
    state: ConversationState,
    details: ReturnType<typeof findVisitorDetails>,
    // Read once for the whole turn: every check below looks at the same open dialogue.
    dialogue: LeadDialogue | undefined,
  ): Promise<{ replies: DarkyReply[]; topic?: string; wantsPerson?: boolean; missed?: boolean }> {
    const pack = this.model.packs[turn.locale];
    const context = this.context(turn.path);
    const { leads } = this.options;
    if (dialogue) {
      // "Prefiero que me escriban al correo, no me llamen" while a call or a meeting is being arranged: the quote instead,
      // with one question for an e-mail or a phone (what the visitor already gave is kept).
      const writeInstead = kindOf(dialogue) === 'meeting' && hasCue(pack, turn.text, pack.actionCues.byEmail) && !details.email;
      if (writeInstead) {
        await leads.drop(turn.guestId);
        const name = [dialogue.firstName, dialogue.lastName].filter(Boolean).join(' ') || state.slots.name;
        const known = { name, phone: dialogue.phone ?? state.slots.phone, service: this.serviceOfTopic(pack, state.topic) };
        const intro = pack.corpus.leadCapture.byEmailIntro;
        return { replies: await leads.start(turn.guestId, pack, intro, Date.now(), known, 'quote', 'phoneOrEmail'), topic: state.topic };
      }
      // "No quiero formularios, quiero que me llame una persona" in the middle of the questions: the dialogue is dropped
      // and the message answered (the team's contacts).
      // So is asking for a person ("just connect me to a person") and losing the thread ("that's confusing"): neither is
      // a name or a phone, and the questions would only go on.
      const personAsked = hasCue(pack, turn.text, pack.actionCues.human) || hasCue(pack, turn.text, pack.actionCues.personForMe);
      if (hasCue(pack, turn.text, pack.actionCues.declined) || personAsked || this.confusedReply(pack, turn.text)) {
        await leads.drop(turn.guestId);
        return this.answerOpenly(turn, state, details, pack, context);
      }
      // Asking for a meeting or a call in the middle of a quote turns the dialogue into a booking (the free times).
      const meetingWords = [...pack.bookingCues.meeting, ...pack.bookingCues.call];
      const toBooking = hasCue(pack, turn.text, meetingWords) && kindOf(dialogue) === 'quote';
      if (toBooking && (await this.understand(turn.locale, turn.text, { lastTopic: state.topic })).intent === 'meeting.request')
        return this.answerOpenly(turn, state, details, pack, context);
      // "¿Cuánto dura?", "is it in person?", "¿y el sábado?" while a meeting waits for its time: the consultation's own
      // facts, and the times offered again.
      // ("Can the call be in English?": the languages the team works in, before any detail of the meeting.)
      const saidNow = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
      const languageAsked =
        LANGUAGE_NAMED.some(([, name]) => name.test(saidNow)) && (HELD_IN_LANGUAGE.test(saidNow) || LANGUAGE_REQUIRED.test(saidNow))
          ? composeIntentReply(pack, 'faq.languages', context)
          : undefined;
      const aboutMeeting = languageAsked ?? (kindOf(dialogue) === 'meeting' ? this.meetingDetails(pack, turn.text) : undefined);
      const waitingFor = aboutMeeting ? leads.pendingQuestion(dialogue, pack) : undefined;
      if (aboutMeeting) return { replies: waitingFor ? [aboutMeeting, waitingFor.reply] : [aboutMeeting] };
      // A day or a part of the day asked while a meeting waits for its time: the free times that fit.
      const times = await leads.timesAskedFor(turn.guestId, dialogue, pack, turn.text, this.options.now?.());
      if (times) return { replies: [times], topic: 'meeting.request' };
      // A quote offered with a price is taken up by giving a name; anything else closes the offer and is answered.
      const offer = await this.offerLetPass(turn, dialogue, pack, details);
      if (offer === 'again') {
        // ("Yes please quote it" takes the offer up; a bare "ok" leaves it an offer, which a goodbye still closes.)
        if (hasCue(pack, turn.text, pack.actionCues.quote)) await leads.takeUp(turn.guestId, dialogue);
        return { replies: [leads.pendingQuestion(dialogue, pack)!.reply] };
      }
      if (offer === 'passed') {
        await leads.drop(turn.guestId);
        return this.answerOpenly(turn, state, details, pack, context);
      }
      // A question asked while a typed answer is awaited ("¿y cuánto demora?" when the name is asked) is answered, and
      // the waiting question asked again: a question is never filed as a name.
      const waiting = await this.questionAside(turn, dialogue, pack, details);
      if (waiting) {
        const answered = await this.answerOpenly(turn, state, details, pack, context);
        return answered.opened ? answered : { ...answered, replies: [...answered.replies, waiting] };
      }
      // A question asked while a button question waits ("¿es por Zoom?" before choosing a time) is answered, and the
      // waiting question asked again; unless the answer opened a new dialogue, which then replaces it.
      const pending = leads.aside(dialogue, pack, turn.text);
      if (pending) {
        // A question about what the dialogue is for ("¿es por Zoom?", "how long is it?" while choosing a meeting time)
        // is answered from that topic's page, and the waiting question asked again.
        const topic = state.topic ?? (kindOf(dialogue) === 'meeting' ? 'meeting.request' : undefined);
        const index = topic ? this.contentIndex(turn.locale) : undefined;
        const passage =
          index && topic ? index.passage(normalizeVisitorText(pack.locale, turn.text), index.pagesUnder(this.sectionsOf(pack, topic))) : undefined;
        if (passage) return { replies: [passageReply(pack, passage), pending] };
        const answered = await this.answerOpenly(turn, state, details, pack, context);
        return answered.opened ? answered : { ...answered, replies: [...answered.replies, pending] };
      }
      return {
        replies: await leads.handle(
          {
            ...turn,
            ...(details.phone ? { phone: details.phone } : {}),
            ...(details.email ? { email: details.email } : {}),
            ...(details.name ? { name: details.name } : {}),
          },
          dialogue,
          pack,
          context,
          (text) => this.chooseService(turn.locale, text),
        ),
      };
    }
    return this.answerOpenly(turn, state, details, pack, context);
  }

  /**
   * A quote offered with a price, while it waits for the name: 'again' when the visitor said yes (the name is asked
   * again), 'passed' when the message is not a name (a thank-you, a question, another topic); undefined otherwise.
   */
  private async offerLetPass(
    turn: Turn,
    dialogue: LeadDialogue,
    pack: LanguagePack,
    details: ReturnType<typeof findVisitorDetails>,
  ): Promise<'again' | 'passed' | undefined> {
    if (details.name || details.phone || details.email) return undefined;
    const pending = this.options.leads.pendingQuestion(dialogue, pack);
    if (!pending?.offer || pending.step !== 'name') return undefined;
    const said = normalizeVisitorText(pack.locale, turn.text);
    if (pack.corpus.leadCapture.confirmWords.some((word) => normalizeVisitorText(pack.locale, word) === said)) return 'again';
    const words = said.split(' ').filter(Boolean);
    // "Hmm", "mmm…", "uh": a visitor thinking it over is giving no name ("Thanks, hmm" was filed as one); nor is one who
    // says so ("ok lo pienso", "I'll think about it": "Ok" was filed as a name).
    if (onlyHesitation(pack.locale, turn.text) || hasCue(pack, turn.text, pack.actionCues.later)) return 'passed';
    const nameLike = words.length > 0 && words.length <= NAME_WORDS && /^[\p{L} .'-]+$/u.test(turn.text.trim());
    const priceRemark = hasCue(pack, turn.text, pack.cheaperCues.reactions);
    // (Nor is a service named, "just a simple one-pager really", or another matter, "ok y cómo les pago", a name.)
    const elsewhere = pack.entities.find(turn.text).length > 0 || this.saysAnotherMatter(pack, turn.text);
    if (!nameLike || priceRemark || elsewhere || this.asksSomething(pack, turn.text) || hasCue(pack, turn.text) || followUpOf([pack], turn.text))
      return 'passed';
    // A sentence is no name: "ya ok me parece bien" agrees (the name is asked again), "that's cool" lets the offer pass.
    // ("Ya gracias, eso era todo" thanks and leaves.)
    if (readsAsSentence(pack.locale, turn.text)) {
      const agrees = pack.corpus.leadCapture.confirmWords.some((word) => normalizeVisitorText(pack.locale, word) === words[0]);
      const social = await this.model.nlu.classify(pack.locale, said);
      const leaves = SOCIAL_SMALL_TALK.has(social.intent) && social.score >= SMALL_TALK_FLOOR;
      return (agrees || hasCue(pack, turn.text, pack.actionCues.proceed)) && !leaves ? 'again' : 'passed';
    }
    // One unknown word ("Carlos") can make the classifier sure of anything: only a guess the message's own words
    // support ("ok gracias", "that is expensive") is something other than a name.
    const guess = await this.model.nlu.classify(pack.locale, said);
    const candidates = [guess, ...guess.alternatives].filter((c) => c.intent !== NO_INTENT && c.score >= SMALL_TALK_FLOOR);
    const spoken = (intent: string) => {
      const known = this.vocabularyOf(pack, intent);
      return words.some((word) => word.length > 2 && known.has(foldTerm(word)));
    };
    return candidates.some((c) => spoken(c.intent)) ? 'passed' : undefined;
  }

  /**
   * A request that is no answer to a lead's question: "solo quiero un número para llamar", "¿venden mis datos?", an
   * aside; "quiero pagar con tarjeta" is about paying, not a name.
   */
  private saysAnotherMatter(pack: LanguagePack, text: string): boolean {
    const elsewhere = [
      pack.actionCues.phoneNumber,
      pack.actionCues.aside,
      pack.actionCues.job,
      pack.privacyCues,
      pack.maintenanceCues,
      pack.socialProfileCues,
      pack.paymentCues,
      pack.howToPayCues,
    ];
    return elsewhere.some((cues) => hasCue(pack, text, cues));
  }

  /**
   * The question a lead dialogue waits on when the visitor asked something else instead of typing the answer (a
   * question, a price or a follow-up, with no phone or e-mail in it); undefined when the message is the answer.
   */
  private async questionAside(
    turn: Turn,
    dialogue: LeadDialogue,
    pack: LanguagePack,
    details: ReturnType<typeof findVisitorDetails>,
  ): Promise<DarkyReply | undefined> {
    if (details.phone || details.email || details.name) return undefined;
    const asks =
      this.asksSomething(pack, turn.text) ||
      hasCue(pack, turn.text) ||
      Boolean(followUpOf([pack], turn.text)) ||
      asksForBooking([pack], turn.text) ||
      this.saysAnotherMatter(pack, turn.text) ||
      // (A fact the site states, asked without a question mark: "el hosting y dominio lo ven ustedes o yo".)
      this.pageFactAnswer(pack, turn.text, undefined, this.context(turn.path)) !== undefined;
    if (!asks) return undefined;
    const pending = this.options.leads.pendingQuestion(dialogue, pack);
    if (!pending || !TYPED_STEPS.has(pending.step)) return undefined;
    // The service asked for by its name ("¿chatbot?") is the answer.
    if (pending.step === 'service' && (await this.chooseService(turn.locale, turn.text))) return undefined;
    return pending.reply;
  }

  /** A turn outside any dialogue: understood, answered, and `opened` when it started a lead dialogue. */
  private async answerOpenly(
    turn: Turn,
    state: ConversationState,
    details: ReturnType<typeof findVisitorDetails>,
    pack: LanguagePack,
    context: ReplyContext,
  ): Promise<{ replies: DarkyReply[]; topic?: string; opened?: boolean; wantsPerson?: boolean; missed?: boolean }> {
    const { leads } = this.options;
    // "No entiendo", "that's confusing": said again more simply or a person, never filed as a question about a service.
    const confused = this.confusedReply(pack, turn.text);
    if (confused) return { replies: [confused], topic: state.topic };
    // "Ok lo pienso", "I'll think about it": time given, in a few words, and the way back offered (never a page that
    // shares a word with it).
    const later = this.thinkingItOver(pack, turn.text);
    if (later) return { replies: [later], topic: state.topic };
    // "Link?", "¿me pasas el enlace?" after an answer that named pages: those pages' links again.
    const linksAgain = await this.linksAgain(turn, pack);
    if (linksAgain) return { replies: [linksAgain], topic: state.topic };
    // "¿Y si quiero los dos?", "both together?" right after two services: each one's reference price (no bundle price
    // is published) and the quote for both.
    const both = await this.bothDiscussed(turn, state, details, pack, context);
    if (both) return both;
    // "The app one" right after a few cases were listed: the one of them that used that service.
    const picked = await this.caseOfTheList(turn, pack);
    if (picked) return picked;
    // "The augmented reality museum project", "an insurance messenger bot?": a case told by its sector, in a few words,
    // though a service is named (the service's own page would show no client).
    const describedCase = this.caseBySector(turn, pack);
    if (describedCase) return describedCase;
    // "¿Y el de UX?" after a course, "when was it posted?" after a post: the page discussed's list or its date, before any
    // intent reads the word ("UX" is also a service's).
    const ofThePage = this.afterAPage(turn, state, pack);
    if (ofThePage) return ofThePage;
    // "¿Cómo me llamo?": the name the conversation gave, or that it has not been given (a test of memory, answered).
    const yourName = pack.corpus.yourName;
    if (yourName && hasCue(pack, turn.text, pack.actionCues.myName) && isAside(pack, turn.text)) {
      const name = state.slots.name;
      return { replies: [{ message: name ? yourName.known.replace('{name}', name) : yourName.unknown }], topic: state.topic };
    }
    // A sentence of a service's own page was discussed: that service is the topic a follow-up asks about.
    const entryTopic = this.entryOfServicePage(pack, state.topic) ?? state.topic;
    // "¿Qué es eso?", "what's that?" right after a service or a page was named: what it is, not what Darky is.
    const explained = this.topicExplained(turn.text, pack, entryTopic, context);
    if (explained) return { replies: [explained], topic: entryTopic };
    const understood = await this.understand(turn.locale, turn.text, {
      lastTopic: entryTopic,
      // (The topic before this message: an entry this message names is not "the previous topic".) Worked out once,
      // however many of understand's rules ask for it.
      recallTopic: once(async () => lastTopicOf(pack, historyBefore(await turn.history(), turn.text))),
      recallAsked: once(async () => earlierMessagesOf(await turn.history(), turn.text)),
    });
    // A job and a quote asked in one message ("quiero una web y además mandar mi CV", "a quote for an app but also do
    // you have internships"): the hiring answer, then the quote for the service the other clause wants.
    const jobAndQuote = understood.intent === 'join.team' ? await this.jobAndQuote(turn, state, details, pack, context) : undefined;
    if (jobAndQuote) return jobAndQuote;
    // A call asked for on a day ("¿pueden llamarme mañana?") and for no service named: its time is chosen here, from the
    // free times, rather than waiting for the team to call when it can.
    const callOnADay =
      understood.intent === 'lead.request' &&
      !understood.entity &&
      hasCue(pack, turn.text, pack.bookingCues.call) &&
      hasCue(pack, turn.text, pack.bookingCues.when);
    // A day offered right after the consultation was discussed ("does Friday morning work?"): a booking for that day,
    // not a question about the consultation's days.
    // (So is a day offered right after a person was asked for, "I want to talk to someone" then "thursday 3pm work?": a
    // time to talk, which the consultation's free times give.)
    // (So is a day asked right after the visitor said they want to talk a project over, "quiero conversar sobre un
    // chatbot" then "¿hoy se puede?": a time to talk, not the project's timeline.)
    const talkedOverBefore = async () => TALK_OVER.test(` ${normalizeVisitorText(pack.locale, (await this.previousVisitorMessage(turn)) ?? '')} `);
    const dayAsked =
      hasCue(pack, turn.text, pack.bookingCues.when) && !hasCue(pack, turn.text, pack.bookingCues.weekend) && !hasCue(pack, turn.text, pack.followUpCues.free);
    const dayForTheMeeting =
      dayAsked &&
      (((state.topic === 'meeting.request' || (state.topic === 'human.request' && CLOCK_TIME.test(normalizeVisitorText(pack.locale, turn.text)))) &&
        !understood.entity) ||
        (normalizeVisitorText(pack.locale, turn.text).split(' ').length <= DAY_ASKED_WORDS && (await talkedOverBefore())));
    // "Ok sign me up", "me apunto" right after the consultation was described: its free times, as for an event's form.
    const signedUpForMeeting = state.topic === 'meeting.request' && !understood.entity && hasCue(pack, turn.text, pack.corpus.signUp?.cues ?? []);
    // "Quiero una cita presencial en su oficina", "I want an in-person meeting": a meeting wanted, held another way than
    // it is: how it is held (by video call), then its free times, booked here.
    // (So is a visit to talk, "¿puedo ir a su oficina a conversar?".)
    const saidNow = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    const inPersonWanted =
      !understood.entity &&
      ((IN_PERSON.test(saidNow) && hasCue(pack, turn.text, pack.bookingCues.want) && hasCue(pack, turn.text, pack.bookingCues.meeting)) ||
        (VISIT_TO_TALK.test(saidNow) && TALK_OVER_VERB.test(saidNow)));
    const guess: Understanding =
      callOnADay || dayForTheMeeting || signedUpForMeeting || inPersonWanted ? { intent: 'meeting.request', score: 1, alternatives: [] } : understood;
    // "Es una marca nueva de café", "para mi financiera" right after a service: the visitor describes the business it is
    // for, as they would to a salesperson; the service stays the topic (its price or timeline asked next is its own).
    const described = this.businessDescribed(turn, pack, entryTopic, guess, details);
    if (described) return { replies: [described], topic: entryTopic };
    // "Tengo una pollería en Comas", "we are a mining consultancy" before anything was discussed: the visitor introduces
    // their business (no job asked, no meeting wanted): a client like them, or what they want to achieve.
    const introduced = state.topic ? undefined : await this.businessIntroduced(turn, pack, guess, details);
    if (introduced) return introduced;
    // "¿Algo interactivo para los niños?" once the visitor told their business ("tengo un museo pequeño"): what was built
    // for a client like it.
    const similar = (await this.similarClientCase(turn, pack)) ?? this.anythingForCases(pack, turn.text) ?? (await this.readingForTheVisitor(pack, turn));
    if (similar) return similar;
    // "Tell me about the ISEE chatbot": a client of the portfolio named names its case, though a service is named too.
    // (After the visitor's own business was read: "es para mi consultorio dental" describes theirs, not Lumen Dental.)
    const clientCase = this.caseOfClientNamed(pack, turn.text);
    if (clientCase) return { replies: [passageReply(pack, clientCase)], topic: clientCase.topic };
    // "El primero cuánto cuesta", "and the last one?" right after a list: the item at that place of the list as Darky
    // gave it (before any reading of the price as the list's next item).
    const byPlace = await this.pickedByPlace(turn, pack, state);
    if (byPlace) return byPlace;
    const topic =
      guess.entity ??
      (pack.intents.targets.has(guess.intent) || FOLLOWABLE_TOPICS.has(guess.intent) || TOPIC_SECTIONS[guess.intent] ? guess.intent : undefined);
    // "¿La pauta está incluida?", "does your fee include the ad spend?": the money for the ads is paid apart, to the
    // platform (the site's FAQ on it), linking the campaign service discussed; the topic stays. (A service named with
    // its price asked, "Google Ads price? is ad spend included", gets its price, which says the ad spend is apart.)
    const priceOfANamedService = hasCue(pack, turn.text) && pack.entities.find(turn.text).length > 0;
    const adSpendAsked = !priceOfANamedService && hasCue(pack, turn.text, pack.adSpendCues) && hasCue(pack, turn.text, pack.separateCostCues);
    const adSpend = adSpendAsked ? faqReply(pack, 'ad-spend', understood.entity ?? state.topic) : undefined;
    if (adSpend) return { replies: [adSpend], topic: state.topic };
    // The try-on without a camera ("no tengo cámara en la compu, ¿igual puedo probar los lentes?"): the demo page's
    // other way (a photo), when the try-on is named or was discussed.
    const withoutCamera = await this.tryOnWithoutCamera(turn, state, pack, understood);
    if (withoutCamera) return { replies: [withoutCamera], topic: 'demo.tryon' };
    // (Before any quote the words may sound like: "ya, ¿cómo me inscribo?" after the Darky Day is its form.)
    const signUp = this.signUpAnswer(turn, state, pack);
    if (signUp) return { replies: [signUp.reply], topic: signUp.topic };
    // The agency's own profiles ("¿tienen Instagram?", "LinkedIn page?"): their links, with the contact page.
    // ("Our Facebook page gets DMs at night" is the visitor's page: a chatbot's question.)
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    const theirOwn = OWN_PAGE.test(said);
    // (So is a long message about one's messages: "we get tons of facebook page messages at night and nobody's there to
    // answer them" describes a chatbot's work; the profiles are asked in a few words.)
    const fewWords = said.trim().split(' ').length <= SOCIALS_ASKED_WORDS;
    // (Nor is a class on social media: "do you have a workshop on social media ads?".)
    const aClassNamed = CLASS_SECTIONS.some((section) => hasCue(pack, turn.text, pack.contentCues.sections[section] ?? []));
    const socials = hasCue(pack, turn.text, pack.socialProfileCues) && !theirOwn && fewWords && !aClassNamed ? this.socialProfiles(pack, context) : undefined;
    if (socials) return { replies: [socials], topic: 'contact.info' };
    // "Y después de esos meses?" once support was discussed: the support policy, whose answer says the monthly plans.
    // (Support is discussed while its topic or a passage of its policy's page is.)
    const afterSupport = hasCue(pack, turn.text, pack.afterThatCues) && this.discussed(pack, state.topic, 'faq.support');
    const upkeep = afterSupport ? composeIntentReply(pack, 'faq.support', context) : undefined;
    if (upkeep) return { replies: [upkeep], topic: 'faq.support' };
    // A price asked in dollars ("¿y en dólares?" after a website's price, "and in USD?"): its
    // starting price with its value in dollars and that the site charges in soles. (A figure is a budget, "tengo 500
    // dólares", and ad spend is paid to the platform: their own answers.)
    // (Only after the price of what was discussed: a price asked in dollars of something named, "ballpark in USD for an
    // app?", is its price's question, whose answer sets it beside its service's.)
    const inDollarsOf =
      hasCue(pack, turn.text, pack.dollarsCues) &&
      !/\d/.test(said) &&
      !hasCue(pack, turn.text, pack.adSpendCues) &&
      !pack.entities.find(turn.text).length &&
      isEntryOf(pack, state.topic)
        ? state.topic
        : undefined;
    const inDollars = inDollarsOf ? dollarsReply(pack, inDollarsOf) : undefined;
    if (inDollars) return { replies: [inDollars], topic: inDollarsOf };
    // "¿Eso es pago único o mensual?", "one-time or monthly?" after a price: how the entry discussed (or named) is
    // charged, as its page states it, not its price again. (Support's monthly plans are support's own answer.)
    const namedEntries = pack.entities.find(turn.text);
    const billedOf =
      hasCue(pack, turn.text, pack.billingCues) &&
      // (A price asked with it, "¿cuánto cobran al mes?", is the price, whose answer says per what and starts the quote;
      // how to pay monthly, "can I pay monthly by card", is the ways to pay.)
      !HOW_MUCH.test(said) &&
      ![...pack.pricingCues, ...pack.howToPayCues, ...pack.paymentCues].some((cue) => withoutCues(said, pack.billingCues).includes(` ${cue} `)) &&
      !hasCue(pack, turn.text, pack.supportNamedCues) &&
      namedEntries.length <= 1
        ? (namedEntries[0]?.intent ?? (isEntryOf(pack, state.topic) ? state.topic : undefined))
        : undefined;
    const billed = billedOf ? billingReply(pack, billedOf, context) : undefined;
    if (billed) return { replies: [billed], topic: billedOf };
    // A fact the site states, asked in words no intent was trained on ("¿me dan factura?", "si les escribo a medianoche,
    // ¿alguien lo ve?", "you won't sell it, right?"): what the site says of it (corpus pageFacts).
    // (A job asked for by its words is the hiring answer: "do you hire remote designers outside peru" is not where the
    // agency works.)
    const jobAsked = guess.intent === 'join.team' && guess.score === 1;
    // (So is a quote asked for in its words, "please send me a proposal for a whatsapp bot": the quote, not a fact of
    // the service it names.)
    const quoteAsked = guess.intent === 'lead.request' && guess.score === 1;
    const pageFact = this.pageFactAnswer(pack, turn.text, state.topic, context);
    // A meeting asked for on a day ("can we hop on a zoom call tomorrow afternoon?") is booked, not described: the
    // consultation's sentence on how it is held would leave the visitor to find the times alone.
    // (A question on the times already offered, "¿esos horarios en qué zona horaria están?", is answered.)
    const bookingAsked =
      pageFact?.topic === 'meeting.request' &&
      !pageFact.followUp &&
      guess.intent === 'meeting.request' &&
      (inPersonWanted || asksForBooking([pack], turn.text, guess));
    // (Nor is a person asked for in their words: "¿hay alguien del equipo con quien pueda hablar?" is no question about
    // the team.)
    // (A service named keeps its own question: "can your chatbot hand off to a human?" asks what the chatbot does.)
    const personAsked =
      guess.intent === 'human.request' &&
      hasCue(pack, turn.text, pack.actionCues.human) &&
      pageFact?.topic !== 'contact.info' &&
      !pack.entities.find(turn.text).length;
    const fact =
      (jobAsked && pageFact?.topic !== 'join.team') || (quoteAsked && pageFact?.topic !== 'lead.request') || bookingAsked || personAsked || inPersonWanted
        ? undefined
        : pageFact;
    if (fact) {
      // (Another of the site's facts asked with it, "where's your office and are you open saturdays", is answered too.)
      const second = await this.otherFactClause(turn, pack, state, context, fact.topic);
      return { replies: second ? [fact.reply, second] : [fact.reply], topic: fact.topic };
    }
    // A discount asked for ("¿tienen algún descuento este mes?", "discounts for nonprofits?"): none is published, said
    // so, with the reference prices and the free consultation; never one made up.
    // (A price asked with it, "precio del curso y si hay descuento", is the price's question.)
    // (Several services at once, "si contrato los dos", compare on the services page, not the last one's.)
    // (A page for the visitor's own promotion, "una página sencilla para una promoción", asks for no discount.)
    const severalAsked = hasCue(pack, turn.text, pack.severalCues);
    const discount =
      hasCue(pack, turn.text, pack.discountCues) && !hasCue(pack, turn.text) && !OWN_PROMOTION.test(` ${normalizeVisitorText(pack.locale, turn.text)} `)
        ? this.noDiscount(pack, severalAsked ? undefined : state.topic, context.now)
        : undefined;
    if (discount) return { replies: [discount], topic: state.topic };
    // A cheaper option asked for ("ufff caro, ¿no hay algo más barato?", "low budget"): what the price depends on, the
    // lightest service and the free consultation; never a discount made up.
    // The quote is offered with it, as with a price: the budget is what the quote is for.
    // ("The cheapest course" asks which of a list; "tight budget, what's the cheapest thing you offer" names no list.)
    // (Read only when its cues are said: this runs on every message.)
    const sectionNamed = () => Object.values(pack.contentCues.sections).some((cues) => hasCue(pack, turn.text, cues));
    const listNamed = () => sectionNamed() || pack.entities.find(turn.text).length > 0;
    const optionAsked = hasCue(pack, turn.text, pack.cheaperCues.asked);
    const cheaperAsked =
      (optionAsked || hasCue(pack, turn.text, pack.cheaperCues.reactions)) && !(hasCue(pack, turn.text, pack.cheaperCues.cheapest) && listNamed());
    const cheaper = cheaperAsked ? this.cheaperOption(pack, context) : undefined;
    // ("Ta caro causa jaja" only remarks on the price, in a few words: the same answer, with no quote's questions after
    // it. "Ta muy caro, soy emprendedor, recién empiezo" tells the budget the quote is for.)
    const remarkOnly = !optionAsked && normalizeVisitorText(pack.locale, turn.text).split(' ').length <= FACTS_FOLLOW_UP_WORDS;
    if (cheaper && remarkOnly) return { replies: [cheaper], topic: state.topic };
    if (cheaper) {
      const asks = await this.offerQuote(turn, pack, { ...state.slots, ...details }, understood.entity ?? state.topic);
      return { replies: [cheaper, ...asks], topic: state.topic, opened: true };
    }
    // The academy itself ("¿qué es la academia?"), not one of its sections: its page, which says what it holds.
    const academy = this.academyHub(pack, turn.text);
    if (academy) return { replies: [passageReply(pack, academy)], topic: academy.topic };
    // Darky's own rest ("oye, ¿a qué hora duermes?", "do you ever sleep lol"): the hours, which say Darky answers 24x7.
    const hours = hasCue(pack, turn.text, pack.alwaysOnCues) ? composeIntentReply(pack, 'contact.hours', context) : undefined;
    if (hours) return { replies: [hours], topic: 'contact.hours' };
    // Praise for the site ("qué chévere está la página", "love the dark theme"): thanks, in character, and no page
    // opened (the site's words name the corporate website); praise with a question ("nice site, how much for one?") is
    // the question's.
    const praised = hasCue(pack, turn.text, pack.complimentCues) && pack.corpus.complimentAnswers.length > 0;
    // This very chat named by a visitor who wants one ("quiero que mi web converse como este chat", "I want my website to
    // chat the way this thing does"): what it is and how to have it, with the quote and the consultation offered.
    const thisChat = pack.corpus.thisChat;
    const chatNamed = thisChat && hasCue(pack, turn.text, pack.thisChatCues) ? thisChat : undefined;
    const wanted = [pack.actionCues.likeThis, pack.bookingCues.want, pack.thisChatWantedCues].some((cues) => hasCue(pack, turn.text, cues));
    if (chatNamed && wanted && !hasCue(pack, turn.text) && !(await leads.isActive(turn.guestId))) {
      const offered = suggestionsAction(pack, ['lead.request', 'meeting.request']);
      return { replies: [{ message: chatNamed.answer, ...(offered ? { action: offered } : {}) }], topic: chatNamed.entry };
    }
    // Its demo asked for right after the service this chat is ("¿puedo ver cómo funciona?" after the smart website):
    // this very chat, which the visitor is using.
    const seeIt = thisChat?.demo && state.topic === thisChat.entry && hasCue(pack, turn.text, pack.thisChatSeeItCues);
    if (seeIt && said.trim().split(' ').length <= FOLLOW_UP_WORDS) return { replies: [{ message: thisChat.demo! }], topic: thisChat.entry };
    // (A question mark, not a question's first word: "¡qué bonita la web!" starts like "¿qué…?".)
    // (Praise of this very chat makes it the topic: "could I get one like it?" next is its service.)
    // (Nor praise said with a service named, "just tried the glasses try on, pretty cool": that service's.)
    const serviceNamed = pack.entities.find(turn.text).some((entity) => entity.weight >= 1);
    // (Praise of a demo the visitor tried, "me probé los lentes, qué bacán", keeps that demo the topic: "¿y eso se puede
    // poner en mi tienda?" next is the try-on's.)
    // (Looked for only once the message is praise: this runs on every message.)
    const demoTried = () =>
      SELF_TRY_ON.test(said) ? 'demo.tryon' : Object.entries(pack.demoNameCues).find(([, names]) => hasCue(pack, turn.text, names))?.[0];
    if (praised && !hasCue(pack, turn.text) && !turn.text.includes('?') && !serviceNamed) {
      const praisedTopic = demoTried() ?? chatNamed?.entry;
      return { replies: [{ message: context.pick(pack.corpus.complimentAnswers) }], ...(praisedTopic ? { topic: praisedTopic } : {}) };
    }
    // A laugh on its own ("jajaja", "lol"): in character, back to what Darky can do; nothing is searched for it.
    if (isLaughter(turn.text) && pack.corpus.laughAnswers.length) return { replies: [{ message: context.pick(pack.corpus.laughAnswers) }] };
    // A detail of support for a project already delivered ("¿cuánto demoran en cambiar unos textos?", "are new features
    // covered by support?", or "¿eso lo cubre el soporte?" right after "quiero agregar una sección nueva"): the support
    // policy's own sentence (response times, what is and is not included).
    const supportDetail = await this.supportPolicyDetail(turn, pack);
    if (supportDetail) return { replies: [supportDetail], topic: 'faq.support' };
    // The agency itself asked about ("¿cuántos son en el equipo?", "what's your process like?", "do you use
    // templates?"): the about page's sentence that says it, else its summary (the years in business are not on it:
    // nothing is made up). A service named ("¿cómo trabajan las campañas?") is the service's question.
    // (Nor is "¿cuántas personas atiende a la vez?" after the chatbot, a job seeker's years of experience, or "¿qué
    // áreas tienen?" after the job offer.)
    // (A section named is that section's question: "¿tienen casos de inmobiliarias? vendo departamentos".)
    const aboutTheAgency =
      hasCue(pack, turn.text, pack.aboutUsCues) &&
      !understood.entity &&
      !isEntryOf(pack, state.topic) &&
      understood.intent !== 'join.team' &&
      state.topic !== 'join.team' &&
      !hasCue(pack, turn.text) &&
      !sectionNamed() &&
      // (Nor a lesson or a post named by its title's own word: "how do you run scrum with a tiny team" is the lesson.)
      !this.learningNamed(pack, turn.text);
    const aboutUs = aboutTheAgency ? this.aboutUsDetail(turn, pack, context) : undefined;
    if (aboutUs) return { replies: [aboutUs], topic: 'about.us' };
    // What the try-on does with the camera's image: it never leaves the device, said with the try-on's demo page and the
    // privacy policy (a blog post about try-ons is not the answer).
    const tryOnPrivacy = pack.corpus.tryOnPrivacy;
    // ("Live classes or recorded?" after a course asks about the course.)
    // (Looked up only when the rest holds: the page lookup is not every turn's.)
    const classDiscussed = () => Boolean(this.signUpPageOf(pack, this.contentIndex(turn.locale), state.topic));
    if (guess.intent === 'demo.tryon' && tryOnPrivacy && hasCue(pack, turn.text, pack.cameraPrivacyCues) && !classDiscussed())
      return { replies: [{ message: tryOnPrivacyText(pack, tryOnPrivacy) }], topic: 'demo.tryon' };
    // A short question after the team's job offer ("¿a qué correo?", "which profiles?") is about applying: the hiring
    // answer names the areas and the talent address (the contact page's e-mail is for clients).
    const aboutApplying = state.topic === 'join.team' && this.asksSomething(pack, turn.text) && turn.text.split(/\s+/).length <= JOB_FOLLOW_UP_WORDS;
    const elsewhere = guess.score >= ANSWER_THRESHOLD && !JOB_FOLLOW_UPS.has(guess.intent);
    const hiring = aboutApplying && !elsewhere && !guess.entity ? composeIntentReply(pack, 'join.team', context) : undefined;
    if (hiring) return { replies: [hiring], topic: 'join.team' };
    // "¿Habla inglés?", "does it speak English?" after a service or a demo asks about it, not for Darky to switch: the
    // languages answer (websites and chatbots in both), with the page of what was discussed.
    const topicPage = state.topic ? this.sectionsOf(pack, state.topic)[0] : undefined;
    const spoken = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    // (Or a language named and asked "too": "en inglés también? tengo clientes extranjeros", whatever the classifier heard.)
    // (Or a language the visitor's customers speak, asked if it works: "most guests speak english, is that ok?".)
    const languageAsked =
      [guess, ...guess.alternatives].some((c) => LANGUAGE_INTENTS.has(c.intent) && c.score >= CLARIFY_THRESHOLD) ||
      (hasCue(pack, turn.text, pack.contentCues.languages) && (ALSO.test(spoken) || IS_THAT_OK.test(spoken)));
    // "¿Y si el cliente quiere hablar con alguien?" speaks of a person, not of a language.
    const aPersonAsked = hasCue(pack, turn.text, pack.actionCues.human);
    // "¿En inglés también?" right after a service asks about it too: a question of a few words is not a switch request.
    // (Nor is one that asks it "too" of the topic: "¿pueden responder en inglés también?" after chatbots.)
    const shortQuestion =
      this.asksSomething(pack, turn.text) &&
      (spoken.trim().split(' ').length <= LANGUAGE_QUESTION_WORDS || ((ALSO.test(spoken) || IS_THAT_OK.test(spoken)) && !DARKY_SPEAKS_IN.test(spoken)));
    // (The agency's own language, "¿pueden atenderme en inglés?", is not the topic's.)
    const agencyLanguage = hasCue(pack, turn.text, pack.agencyLanguageCues);
    const aboutItsLanguage =
      languageAsked && topicPage && !agencyLanguage && (hasCue(pack, turn.text, pack.contentCues.aboutIt) || shortQuestion) && !aPersonAsked;
    // A service named with the language question ("¿el chatbot responde en inglés?"): that service's page.
    const namedPage = guess.intent === 'faq.languages' && guess.entity ? this.sectionsOf(pack, guess.entity)[0] : undefined;
    const languagePage = namedPage ?? (aboutItsLanguage ? topicPage : undefined);
    if (languagePage) {
      const reply = composeIntentReply(pack, 'faq.languages', context);
      const topic = guess.entity ?? state.topic;
      const name = topic ? this.entryName(pack, topic) || undefined : undefined;
      // The page of what was asked about is linked with the contact page, which says it (one "Más en" per answer).
      if (reply) {
        const message = withPagesLinked(pack, withoutPageLink(pack, reply.message, LANGUAGES_PAGE), [[languagePage, name], [LANGUAGES_PAGE]]);
        return { replies: [{ message }], topic };
      }
    }
    // The same question after the consultation was discussed.
    // ("¿Cuánto dura la llamada?" names the consultation itself, whatever came before; "is it on zoom?" after an event
    // is the event's, and "prefiero por videollamada" a preference.)
    const howItIs = pack.bookingCues.details.some(
      (cue) => said.includes(` ${cue} `) && !pack.bookingCues.meeting.some((meeting) => ` ${cue} `.includes(` ${meeting} `)),
    );
    // ("Are the workshops in person or on zoom?" names the workshops: their question, not the consultation's.)
    const classNamed = CLASS_SECTIONS.some((section) => hasCue(pack, turn.text, pack.contentCues.sections[section] ?? []));
    const meetingNamed = howItIs && hasCue(pack, turn.text, pack.bookingCues.meeting) && !asksForBooking([pack], turn.text) && !classDiscussed() && !classNamed;
    const aboutMeeting =
      (state.topic === 'meeting.request' || meetingNamed) && !guess.entity && !dayForTheMeeting && !inPersonWanted
        ? this.meetingDetails(pack, turn.text)
        : undefined;
    if (aboutMeeting) return { replies: [aboutMeeting], topic: 'meeting.request' };
    // What the consultation gives ("¿qué me van a dar en esa llamada?", "what do I get out of it?" after it): the booking
    // page's sentence on it (a diagnosis, a proposal with a reference budget, no obligation).
    const meetingDiscussed =
      state.topic === 'meeting.request' || hasCue(pack, turn.text, pack.bookingCues.meeting) || hasCue(pack, turn.text, pack.bookingCues.named);
    // (The consultation itself may be the guess's entity: "what would I get from the free consultation?" reads as "free".)
    const itsContents =
      meetingDiscussed && !isEntryOf(pack, guess.entity) && hasCue(pack, turn.text, pack.bookingCues.contents) && !asksForBooking([pack], turn.text);
    const contents = itsContents ? this.meetingContents(pack) : undefined;
    if (contents) return { replies: [contents], topic: 'meeting.request' };
    // A fault reported ("the form stopped sending") gets support's own answer (what it covers, how fast), not a sentence
    // of a page that shares its words (a case whose chatbot "answers").
    // So does how soon support answers, asked after a fault ("¿en cuánto tiempo me responden?"): each kind's time.
    // And so does upkeep asked about ("¿incluye mantenimiento?"): the policy's answer, not one of its headings.
    // (How soon, right after a service and with no fault told, is how long the service takes: "¿cuánto tiempo se
    // demoran?" after a game.)
    const howSoonOfSupport =
      hasCue(pack, turn.text, pack.actionCues.howSoon) && !(isEntryOf(pack, state.topic) && followUpOf([pack], turn.text) === 'timeline');
    const faultReported = guess.intent === 'faq.support' && (hasCue(pack, turn.text, pack.actionCues.fault) || howSoonOfSupport || asksUpkeep(pack, turn.text));
    const support = faultReported ? composeIntentReply(pack, 'faq.support', context) : undefined;
    if (support) return { replies: [support], topic: 'faq.support' };
    // Contact details given right after a service was discussed ("hacen tiendas?" then "soy Carla Ramos") take up its
    // quote: the visitor is answering the question a salesperson would ask next, so what is known is kept and only
    // the missing asked. (Before any unsure reading of the message: "me llamo Lucía Torres" is no contact question.)
    const contact = details.name ?? details.phone ?? details.email;
    const serviceDiscussed = contact && guess.score < ANSWER_THRESHOLD ? this.serviceOfTopic(pack, state.topic) : undefined;
    if (serviceDiscussed) {
      const known = { ...state.slots, ...details };
      const asks = await leads.start(turn.guestId, pack, undefined, Date.now(), {
        name: known.name,
        phone: known.phone,
        email: known.email,
        service: serviceDiscussed,
      });
      return { replies: asks, topic: state.topic, opened: true };
    }
    // "¿Para quién fue?", "who was it for?" right after a case: its client, the case's summary (not Darky's own intro).
    const caseDiscussed = state.topic?.startsWith(`page:${CASES_PATH}`) ? this.contentIndex(turn.locale)?.pageOfTopic(state.topic) : undefined;
    if (caseDiscussed && WHO_FOR.test(` ${normalizeVisitorText(pack.locale, turn.text)} `))
      return { replies: [passageReply(pack, { ...caseDiscussed, text: caseDiscussed.summary, topic: state.topic! })], topic: state.topic };
    // "What did the chatbot do there?", "was it only on the website?" right after a case: what its page says of the
    // service named (the case's chatbot, not the chatbot service's page). Not its price or one wanted like it.
    const ofTheCase = caseDiscussed ? this.caseDetail(turn, pack, state.topic!) : undefined;
    if (ofTheCase) return { replies: [passageReply(pack, ofTheCase)], topic: state.topic };
    // A person asked for oneself is the team's contacts, not a sentence of the page discussed.
    const personForMe = guess.intent === 'human.request' && hasCue(pack, turn.text, pack.actionCues.personForMe);
    // (Nor is a meeting wanted, "ok mejor conversemos, ¿cuándo podemos reunirnos?": it is booked, with its free times.)
    const bookingWanted = inPersonWanted || (guess.intent === 'meeting.request' && asksForBooking([pack], turn.text, guess));
    const fromContent = personForMe || bookingWanted ? undefined : await this.answerFromContent(turn, state, pack, guess, context);
    // The case found, asked what was built for it ("the clinic one, what did you build?"): that work, not its intro.
    // (Or the case discussed: "what did you build for them?" right after it.)
    const builtAsked = hasCue(pack, turn.text, pack.contentCues.built);
    const caseOf = (topic: string | undefined) => (topic ? this.contentIndex(turn.locale)?.builtFor(topic) : undefined);
    // ("Tell me more about that one" right after a case is that case, whatever a word of it found.)
    const caseJustShown = () =>
      state.topic?.startsWith(`page:${CASES_PATH}`) && !pack.entities.find(turn.text).length && turn.text.trim().split(/\s+/).length <= FOLLOW_UP_WORDS;
    const built = builtAsked ? (caseOf(fromContent?.topic) ?? (fromContent && !caseJustShown() ? undefined : caseOf(state.topic))) : undefined;
    if (built) return { replies: [passageReply(pack, built)], topic: built.topic };
    if (fromContent) return fromContent;
    if (guess.intent !== NO_INTENT && (guess.score >= ANSWER_THRESHOLD || this.clearlyAhead(pack, guess, turn.text))) {
      const known = { ...state.slots, ...details };
      if (guess.intent === 'lead.request') {
        // A call asked for ("¿me puede llamar un asesor?") is a callback: said so, with the lines to call now instead.
        // (What the site wanted lets customers do, "where people can contact me", asks for no call.)
        const callBack = callAskedFor(pack, turn.text) && !hasCue(pack, turn.text, pack.actionCues.quote) && pack.corpus.callBackIntro;
        // The service the conversation is about is not asked again ("quiero cotizar un chatbot", or after reading one).
        const service = this.serviceOfTopic(pack, guess.entity ?? state.topic);
        // The call is the free consultation: with free times to offer, the visitor picks when the advisor calls (a
        // callback with no time would leave them waiting by the phone), and the direct lines stay for who can't wait.
        const { slotsText } = callBack && pack.corpus.callBackTimes ? await this.slotsText(pack) : {};
        if (slotsText) {
          const message = fillTemplate([pack.corpus.callBackTimes!], { ...factsOf(pack, context.now), slotsText }, context.pick)!;
          const booking = await leads.start(
            turn.guestId,
            pack,
            undefined,
            Date.now(),
            { name: known.name, phone: known.phone, email: known.email, service },
            'meeting',
          );
          return { replies: [{ message }, ...booking], topic: 'meeting.request', opened: true };
        }
        const intro = callBack ? fillTemplate([callBack], factsOf(pack, context.now), context.pick) : pack.corpus.intents['lead.request']?.answers[0];
        // One like the game asked for: what that service is, with its page, then the quote.
        const shown = guess.likeTheTopic && guess.entity ? composeIntentReply(pack, guess.entity, context) : undefined;
        const asks = await leads.start(turn.guestId, pack, intro, Date.now(), {
          name: known.name,
          phone: known.phone,
          email: known.email,
          service,
        });
        return {
          replies: shown ? [shown, ...asks] : asks,
          topic,
          opened: true,
        };
      }
      if (guess.intent === 'meeting.request') {
        context.extra = await this.slotsText(pack);
        const reply = composeIntentReply(pack, guess.intent, context, guess.entity);
        // Unsure between services it names ("an online store and maybe a chatbot, not sure what we need"): those services,
        // linked, before the consultation where the choice is made.
        const between = hasCue(pack, turn.text, pack.actionCues.whereToStart) ? this.servicesNamed(pack, turn.text) : undefined;
        // (Without the answer's opening "Claro," / "Sure,": it would answer nothing said.)
        if (reply && between) reply.message = `${between} ${withoutOpening(reply.message)}`;
        // (Wanted in person: how it is held, then the free times alone, the rest of the answer would say it twice.)
        // (Where the office is, and that the consultation is by video call: the site's location answer says both.)
        const heldAs = inPersonWanted && context.extra.slotsText ? faqReply(pack, 'location') : undefined;
        if (reply && heldAs)
          reply.message = withPagesLinked(pack, `${withoutPageLink(pack, heldAs.message, '/contacto')} ${context.extra.slotsText}`, [
            ['/contacto'],
            ['/conversemos'],
          ]);
        // With free times to offer, the meeting is booked right here; without them the answer points to /conversemos.
        if (reply && context.extra.slotsText) {
          // "Agéndame para el sábado": consultations run on weekdays, said before the next free times.
          const weekendAsked = hasCue(pack, turn.text, pack.bookingCues.weekend) && pack.corpus.meetingWeekdays;
          const weekdaysOnly = weekendAsked ? fillTemplate([pack.corpus.meetingWeekdays!], factsOf(pack, context.now), context.pick) : undefined;
          // (The answer's opening "Claro," / "Sure," would read as agreeing to the weekend: it goes.)
          if (weekdaysOnly) reply.message = `${weekdaysOnly} ${withoutOpening(reply.message)}`;
          const booking = await leads.start(turn.guestId, pack, undefined, Date.now(), { name: known.name, phone: known.phone, email: known.email }, 'meeting');
          // A weekday or a part of one named ("does Friday morning work?"): only the free times that fit it, as buttons
          // (the next ones in general would contradict them).
          const fitting = weekendAsked
            ? undefined
            : await leads.timesAskedFor(turn.guestId, await leads.open(turn.guestId), pack, turn.text, this.options.now?.(), { onlyFitting: true });
          // (Said with what the consultation is: "¿me pueden llamar mañana?" is answered with its times and its form.)
          // (A second question with it, "do you accept yape and can I book a call for tomorrow?", is answered first.)
          const second = await this.secondQuestion(turn, pack, context, guess);
          const answeredFirst = second ? [second] : [];
          if (fitting) {
            const whatItIs = fillTemplate(['{faqMeetings}'], factsOf(pack, context.now), context.pick);
            return { replies: [...answeredFirst, whatItIs ? { ...fitting, message: `${whatItIs} ${fitting.message}` } : fitting], topic, opened: true };
          }
          // The times wait in the chat: the visitor stays where they are (on a phone, opening /conversemos would close
          // the chat); the page is linked for whoever prefers its form.
          const stay: DarkyReply = { message: withPageLink(pack, reply.message, '/conversemos') };
          return { replies: [...answeredFirst, stay, ...booking], topic, opened: true };
        }
      }
      // A service wanted, said rather than asked ("necesito una página web urgente", "need a website for my bakery"): the
      // visitor is buying, so its reference price comes with the quote started, as when its price is asked. (A question
      // about it, "quiero un chatbot, ¿cuánto demora?", is answered instead.)
      const reply = composeIntentReply(pack, guess.intent, context, guess.entity);
      const needed = reply && pack.intents.targets.has(guess.intent) && this.saysServiceNeeded(pack, turn.text) && !(await leads.isActive(turn.guestId));
      if (needed) {
        // (A second question with it, "quiero una web y también saber si aceptan Plin", is answered before the quote.)
        const second = await this.secondQuestion(turn, pack, context, guess);
        const intro = pack.corpus.intents['lead.request']?.answers[0];
        const asks = await this.offerQuote(turn, pack, known, guess.intent);
        return { replies: [reply, ...(second ? [second] : []), ...(intro ? [{ message: intro }] : []), ...asks], topic, opened: true };
      }
      const priceAsked = hasCue(pack, turn.text) || hasCue(this.model.packs[otherLocale(turn.locale)], turn.text);
      if (reply && guess.intent === 'pricing.info' && priceAsked && !(await leads.isActive(turn.guestId))) {
        // The exact price is the quote's: the answer gives the reference, and the quote starts at once with what is
        // known (the service asked about or discussed, a name, a phone or an e-mail already typed).
        const second = await this.secondQuestion(turn, pack, context, guess);
        const asks = await this.offerQuote(turn, pack, known, guess.entity ?? state.topic);
        // (Several services or tabs named at once, "branding and social media together?": each one's reference price.)
        const named = this.entriesNamed(pack, turn.text);
        const each = pricesOfEachReply(pack, named, context);
        const priced: DarkyReply = each
          ? { message: each }
          : { message: reply.message, ...(reply.action?.name === 'navigate' ? { action: reply.action } : {}) };
        return { replies: [priced, ...(second ? [second] : []), ...asks], topic, opened: true };
      }
      // A person asked for after a fault ("the site is down… I need someone now"): the team's lines, and the support
      // policy, which says how soon each kind of fault is handled.
      const afterAFault = guess.intent === 'human.request' && this.discussed(pack, state.topic, 'faq.support');
      if (reply && afterAFault) {
        const contactPage = TOPIC_SECTIONS['contact.info']![0]!;
        reply.message = withPagesLinked(pack, withoutPageLink(pack, reply.message, contactPage), [[contactPage], [TOPIC_SECTIONS['faq.support']![0]!]]);
      }
      if (reply) {
        const second = await this.secondQuestion(turn, pack, context, guess);
        return { replies: second ? [reply, second] : [reply], topic, ...(guess.intent === 'human.request' ? { wantsPerson: true } : {}) };
      }
    }
    const smallTalk = SOCIAL_SMALL_TALK.has(guess.intent)
      ? guess.score >= CLARIFY_THRESHOLD
      : guess.intent.startsWith('smalltalk.') && guess.score >= OFF_TOPIC_FLOOR;
    if (smallTalk && !Object.keys(details).length) {
      const reply = composeIntentReply(pack, guess.intent, context);
      if (reply) return { replies: [reply] };
    }
    // Off topic as the likeliest reading of a message nothing on the site answers ("¿quién ganó el clásico ayer?"): said
    // so in character, rather than "I'm not sure" (which reads as a gap Darky should fill).
    const [likeliest] = guess.alternatives;
    const offTopicLikeliest =
      guess.intent === NO_INTENT && likeliest?.intent === 'smalltalk.offtopic' && likeliest.score >= OFF_TOPIC_FLOOR && !pack.entities.find(turn.text).length;
    if (offTopicLikeliest && !Object.keys(details).length && !this.siteKnows(turn.locale, turn.text)) {
      const reply = composeIntentReply(pack, likeliest.intent, context);
      if (reply) return { replies: [reply] };
    }
    // A message that only gave contact details is thanked, and the two next steps offered. (A time of day in a question,
    // "¿si les escribo un domingo en la noche me contestan?", gave no detail.)
    const onlyATime = !details.name && !details.phone && !details.email && !details.company && this.asksSomething(pack, turn.text);
    if (Object.keys(details).length && !onlyATime && guess.score < ANSWER_THRESHOLD) {
      return { replies: [{ message: pack.corpus.detailsNoted, action: suggestionsAction(pack, ['lead.request', 'meeting.request']) }] };
    }
    // Two questions the classifier could not read as one ("¿dónde están y abren los sábados?"): each answered alone.
    const clauses = await this.clauseAnswers(turn, pack, context);
    if (clauses.length) return { replies: clauses };
    const unsure = await this.unsure(turn, pack, context, guess);
    return { replies: unsure.replies, missed: unsure.missed };
  }

  /**
   * Two questions in one message ("¿cuánto cuesta una web y dónde están?"): the first is answered as usual; a
   * clause that asks one of the site's facts (where, when open, how to pay…) other than the first gets its answer
   * too, as a second message that links its page without taking the visitor there.
   */
  private async secondQuestion(turn: Turn, pack: LanguagePack, context: ReplyContext, first: Understanding): Promise<DarkyReply | undefined> {
    const clauses = questionsIn(turn.text);
    if (clauses.length < 2) return undefined;
    for (const clause of clauses) {
      const guess = await this.understand(turn.locale, clause);
      // (The address answers where the office is and how to reach it alike: said once.)
      if (answersAlike(guess.intent, first.intent) || !SECOND_QUESTIONS.has(guess.intent) || guess.score < ANSWER_THRESHOLD) continue;
      const reply = composeIntentReply(pack, guess.intent, context, guess.entity);
      if (reply) return { message: reply.message };
    }
    return undefined;
  }

  /**
   * After a fact of the site answered one clause of the message, another clause asking another of its facts ("where's
   * your office and are you open saturdays"): that answer, linking its page without taking the visitor there.
   */
  private async otherFactClause(
    turn: Turn,
    pack: LanguagePack,
    state: ConversationState,
    context: ReplyContext,
    answered: string,
  ): Promise<DarkyReply | undefined> {
    const clauses = questionsIn(turn.text);
    if (clauses.length < 2) return undefined;
    for (const clause of clauses) {
      const fact = this.pageFactAnswer(pack, clause, state.topic, context);
      if (fact && answersAlike(fact.topic, answered)) continue;
      if (fact) return { message: fact.reply.message };
      const guess = await this.understand(turn.locale, clause);
      if (answersAlike(guess.intent, answered) || !SECOND_QUESTIONS.has(guess.intent) || guess.score < ANSWER_THRESHOLD) continue;
      const reply = composeIntentReply(pack, guess.intent, context, guess.entity);
      if (reply) return { message: reply.message };
    }
    return undefined;
  }

  /** The answers to the clauses of a message holding two questions, each a site fact Darky is sure of (where, when open…). */
  private async clauseAnswers(turn: Turn, pack: LanguagePack, context: ReplyContext): Promise<DarkyReply[]> {
    const clauses = questionsIn(turn.text);
    if (clauses.length < 2) return [];
    const answered = new Set<string>();
    const replies: DarkyReply[] = [];
    for (const clause of clauses) {
      const guess = await this.understand(turn.locale, clause);
      if (!SECOND_QUESTIONS.has(guess.intent) || guess.score < ANSWER_THRESHOLD || answered.has(guess.intent)) continue;
      const reply = composeIntentReply(pack, guess.intent, context, guess.entity);
      if (!reply) continue;
      answered.add(guess.intent);
      // Only the first answer may take the visitor to its page; the others link theirs.
      replies.push(replies.length ? { message: reply.message } : reply);
    }
    // One fact found in a message Darky could not read is a guess; two are the two questions it asked.
    return replies.length >= 2 ? replies : [];
  }

  /**
   * A fixed topic the classifier half-believes with no close second ("what are your office hours" read as the contact
   * topic) is answered: a "did you mean" with one real option costs the visitor a turn. Two close candidates are asked.
   * Only a grounded guess: the message shares a topic word with that intent's phrasings or answer. A half-belief built on
   * no shared word ("do you allow dogs in the office" read as the 3D demo) is the classifier's noise on a question the
   * site does not answer: that goes to the fallback and the console's review queue, not to a confident wrong page.
   */
  private clearlyAhead(pack: LanguagePack, guess: Understanding, text: string): boolean {
    if (pack.intents.targets.has(guess.intent) || guess.intent.startsWith('smalltalk.') || guess.score < CLARIFY_THRESHOLD) return false;
    if (guess.intent === 'lead.request' || guess.intent === 'meeting.request') return false;
    const second = guess.alternatives[0]?.score ?? 0;
    // (A second guess close behind leaves it unsure, unless the message names the guess's section: "¿hay algún evento
    // pronto? me gustaría ir a conocerlos" is the events, whatever "conocerlos" sounds like.)
    // (Only its section: "me interesa lo de los eventos y cursos" names two, and asks which.)
    const named = Object.entries(pack.contentCues.sections).filter(([, cues]) => hasCue(pack, text, cues));
    const sectionNamed = named.length === 1 && (TOPIC_SECTIONS[guess.intent] ?? []).includes(named[0]![0]);
    if (second > guess.score * CLOSE_SECOND && !sectionNamed) return false;
    const known = this.vocabularyOf(pack, guess.intent);
    return text.split(/[^\p{L}\p{N}]+/u).some((word) => {
      const term = siteSearchTerm(pack.locale, word);
      return term !== null && known.has(term);
    });
  }

  /** The site's index of this language, unless the site search is turned off (null) or replaced (tests). */
  private contentIndex(locale: ChatLocale): SiteSearchIndex | undefined {
    if (this.options.siteSearch !== undefined) return undefined;
    try {
      return siteSearchIndex(locale);
    } catch {
      return undefined;
    }
  }

  /**
   * Answers from the published content when the message is about one of its pages: a section named ("curso",
   * "caso", "artículo") with the page's own words ("¿tienen lecciones de git?"), or a detail of the topic under
   * discussion that no intent answers ("¿cuántos cupos hay?" after a workshop). The answer is the page's sentence
   * that says it, linked; the page becomes the topic, so the next question can ask more about it.
   */
  private async answerFromContent(
    turn: Turn,
    state: ConversationState,
    pack: LanguagePack,
    guess: Understanding,
    context: ReplyContext,
  ): Promise<{ replies: DarkyReply[]; topic?: string } | undefined> {
    const index = this.contentIndex(turn.locale);
    if (!index) return undefined;
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    const cued = (cues: readonly string[]) => cues.some((cue) => said.includes(` ${cue} `));
    // The visitor's own classes ("una landing para mis talleres") are not the academy's.
    const ownClasses = OWN_CLASSES.test(said);
    const detail = cued(pack.contentCues.detail) || hasCue(pack, turn.text) || hasCue(pack, turn.text, pack.followUpCues.timeline);
    // The free consultation asked about by name ("¿la asesoría es gratis?", "how long is the consultation?"): its page,
    // not a booking (a day or a time asked for is one).
    // ("…quiero tener una idea antes de reunirme" names the meeting as what comes after: the question is the price.)
    // (Not an event, a workshop or a course asked about so: "el meetup de comercio conversacional, ¿es por zoom?".)
    const classNamed = CLASS_SECTIONS.some((section) => cued(pack.contentCues.sections[section] ?? []));
    const meetingNamed =
      hasCue(pack, turn.text, pack.bookingCues.meeting) &&
      !guess.entity &&
      !classNamed &&
      !asksForBooking([pack], turn.text) &&
      !THEIR_CUSTOMERS_BOOK.test(said) &&
      !BEFORE_MEETING.test(said);
    if (meetingNamed && (detail || hasCue(pack, turn.text, pack.followUpCues.free))) {
      const passage = index.passage(said, index.pagesUnder(TOPIC_SECTIONS['meeting.request']!));
      if (passage) return { replies: [passageReply(pack, passage)], topic: 'meeting.request' };
    }
    // (So is how to pay asked in its words, "¿cómo se paga? ¿por transferencia?": the ways to pay, not a case that
    // mentions a transfer.)
    const sure =
      (guess.score >= ANSWER_THRESHOLD && (guess.intent === 'lead.request' || guess.intent === 'meeting.request')) ||
      guess.priceOfShown ||
      (guess.intent === 'payments.info' && hasCue(pack, turn.text, pack.howToPayCues));
    if (sure) return undefined;

    // Something to read on the service discussed ("anything I can read first?" after the try-on): the post or the lesson
    // that names it (or the one whose sentence was the answer, "any lesson about that?").
    const reading = cued(pack.readFirstCues) ? this.readingOn(pack, index, state.topic) : undefined;
    if (reading) return { replies: [passageReply(pack, reading)], topic: reading.topic };

    // A course, workshop, event or case named by its whole title ("¿cuánto cuesta el de marketing digital con datos?"):
    // that page, though a service shares its first words. Three words of a title are a name; a two-word title is one
    // when the message also names the section ("curso", "taller"). (An abbreviation, "IA" for "inteligencia
    // artificial", is not the title's word.)
    const sectionNamed = Object.values(pack.contentCues.sections).some((cues) => cued(cues));
    // (A section's own page, "talleres para emprendedores", is the section asked about: its list answers.)
    const titledPages = new Set([...index.pagesUnder(TITLED_SECTIONS)].filter((id) => !TITLED_SECTIONS.includes(index.pathOf(id) ?? '')));
    const inFull =
      index.findNamedInFull(said, titledPages, sectionNamed ? TITLE_WITH_ITS_SECTION : TITLE_ALONE) ??
      // An event or a workshop by the name before its title's colon ("¿el Darky Day es gratis?").
      index.findNamedInFull(said, new Set(index.withFacts(index.pagesUnder(DATED_SECTIONS))), TITLE_WITH_ITS_SECTION, { leadingName: true });
    // The programme of the event named or discussed ("what's the agenda for darky day?"): its items with their times.
    // (After the events' list, the next one's.)
    const agendaAsked = cued(pack.agendaCues);
    const agenda = agendaAsked
      ? (index.agendaOf(inFull?.topic ?? state.topic ?? '') ?? index.agendaOf(this.soonestOf(pack, index, state, said)?.topic ?? ''))
      : undefined;
    if (agenda) return { replies: [passageReply(pack, agenda)], topic: agenda.topic };
    if (inFull) {
      const passage = index.passage(said, this.pageIds(index, inFull.topic), { detail }) ?? { ...inFull, text: inFull.summary };
      return { replies: [passageReply(pack, passage)], topic: inFull.topic };
    }
    // Most of a class's title with one of its details asked ("¿cuántos cupos hay pal de campañas en redes desde cero?"):
    // that class, though a service shares the words. (The detail is a word its title does not have.)
    // (How long something takes is a service's timeline: "¿cuánto demoran unas campañas en redes sociales?".)
    // (The titles are searched only when a detail is asked: this runs on every message.)
    const detailsSaid = pack.contentCues.detail.filter((cue) => said.includes(` ${cue} `));
    const classTitled =
      detailsSaid.length && !hasCue(pack, turn.text, pack.followUpCues.timeline)
        ? index.mostTitleWords(said, new Set(index.withFacts(index.pagesUnder(SIGN_UP_SECTIONS))), CLASS_TITLE_WORDS)
        : undefined;
    const titleSaid = classTitled ? ` ${normalizeVisitorText(pack.locale, classTitled.title)} ` : '';
    if (classTitled && detailsSaid.some((cue) => !titleSaid.includes(` ${cue} `))) {
      const passage = index.passage(said, this.pageIds(index, classTitled.topic), { detail: true }) ?? classTitled;
      return { replies: [passageReply(pack, passage)], topic: classTitled.topic };
    }

    // A lesson or a post named in a few words by its title ("usability heuristics", "scrum para equipos chiquitos"):
    // a word only its title has, that no service uses, and two of its words said. A service sharing one of the words
    // ("usabilidad" is the UX tab's) is not what was asked, unless the message is surely about it ("¿hacen webs
    // inteligentes con IA?" asks for the service, though a post's title says it).
    const entrySure = guess.entity !== undefined && guess.score >= SURE_TOPIC;
    // (A longer message names it by more of its words: "looking for a simple git workflow for a tiny dev team" says three
    // of "Git for small teams: a simple workflow".)
    const saidWords = said.trim().split(' ').length;
    const learningTitle =
      !entrySure && saidWords <= TITLE_ASKED_WORDS
        ? this.learningTitled(pack, index, said)
        : !entrySure && saidWords <= LONG_TITLE_ASKED_WORDS
          ? this.learningTitled(pack, index, said, LONG_TITLE_WORDS)
          : undefined;
    if (learningTitle) {
      const passage = index.passage(said, this.pageIds(index, learningTitle.topic), { detail }) ?? { ...learningTitle, text: learningTitle.summary };
      return { replies: [passageReply(pack, passage)], topic: learningTitle.topic };
    }

    // The event, workshop or course just discussed, or one of the list just given, named by most of its title ("me
    // interesa el de la web inteligente para pymes" after the events of December): that page, though a service's name
    // is in the title too.
    const echoed = this.echoedTitle(index, state.topic, said);
    if (echoed) {
      const passage = index.passage(said, this.pageIds(index, echoed.topic)) ?? echoed;
      return { replies: [passageReply(pack, passage)], topic: echoed.topic };
    }

    // A day or a month named ("vi que hay un evento el 3 de diciembre", "anything in January?"): the events and
    // workshops on it; the one found becomes the topic, so "¿es gratis?" next is about it.
    const dated =
      this.onNamedDate(turn, pack, index, said, sectionNamed, this.datedSectionOf(index, state.topic)) ?? this.datedPageNamed(pack, index, state, said);
    if (dated) return dated;
    // The list just given, asked about in a few words with none of its items named: its answer again. "¿Y de qué temas
    // escriben?" after the blog or the lessons (it says what they cover, not a post with the word "temas"); "¿cuándo
    // es?", "what date?" after the events or the workshops (it gives each one's date).
    const listTopic = state.topic && said.trim().split(' ').length <= OWN_WORDS_AFTER ? state.topic : undefined;
    const listAskedAgain = listTopic && ((TOPIC_LISTS.has(listTopic) && cued(pack.topicsCues)) || (DATED_LISTS.has(listTopic) && cued(pack.dateAskedCues)));
    // The cheapest or the longest of the courses or workshops, named or just listed ("which one is the cheapest?" after
    // the courses): that one's facts, its price and length among them.
    const pricedNamed = PRICED_SECTIONS.filter((section) => cued(pack.contentCues.sections[section] ?? []));
    const pricedListed =
      state.topic && LIST_TOPICS.has(state.topic) ? (TOPIC_SECTIONS[state.topic] ?? []).filter((section) => PRICED_SECTIONS.includes(section)) : [];
    const pricedAmong = pricedNamed.length === 1 ? pricedNamed : pricedListed;
    // (So is the longest, "¿cuál es el más largo?".)
    const among = index.pagesUnder(pricedAmong);
    const extremes = [
      ['cheapest', hasCue(pack, turn.text, pack.cheaperCues.cheapest)],
      ['longest', cued(pack.longestCues)],
    ] as const;
    const extreme = pricedAmong.length ? extremes.find(([, asked]) => asked)?.[0] : undefined;
    const picked = extreme ? index[extreme](among) : undefined;
    if (picked) {
      // (The list's page too: the others are there to compare.)
      const othersIn = pack.corpus.contentFacts?.othersIn;
      const list = pricedAmong[0]!;
      const listLink = messageLink(pack.corpus.pageNames[list] ?? list, localizedPath(pack.locale, list));
      const reply = passageReply(pack, picked);
      return { replies: [othersIn ? { ...reply, message: `${reply.message} ${othersIn.replace('{list}', listLink)}` } : reply], topic: picked.topic };
    }
    const listAgain = listAskedAgain ? composeIntentReply(pack, listTopic, context) : undefined;
    if (listAgain) return { replies: [listAgain], topic: listTopic };

    // An event, a workshop or a course named by its section and a word of its title ("el curso de chatbots con IA",
    // "seats left for the landing page workshop?", "me interesa aprender diseño UX"): that page, though a service
    // shares the word.
    // (Not the visitor's own classes, "una landing page para mis talleres": a service for them, read above.)
    const bySubject = ownClasses ? undefined : this.classBySubject(pack, index, said);
    if (bySubject) return bySubject;

    // When the event discussed ends ("¿a qué hora termina?"): how its programme closes (the site gives no end time).
    const ends = cued(pack.endsCues) && state.topic ? index.endOf(state.topic) : undefined;
    if (ends) return { replies: [passageReply(pack, ends)], topic: ends.topic };

    // Lessons of one area ("¿hay alguna de UX?" after the lessons, "any lessons on project management?"): that area's.
    const ofArea = this.lessonsOfArea(pack, index, state, said);
    if (ofArea) return ofArea;
    // Another lesson or post asked for in a few words after one, or their list ("¿y de usabilidad?" after the one on
    // forms): the one whose title has the word, though a service shares it.
    const anotherLesson = this.anotherLearningPage(pack, index, state, said);
    if (anotherLesson) return { replies: [passageReply(pack, anotherLesson)], topic: anotherLesson.topic };
    // So is another course, workshop or event after one ("¿y el de marketing?" after the UX course's price): its facts.
    const anotherClass = this.anotherClassPage(pack, index, state, said);
    if (anotherClass) return { replies: [passageReply(pack, anotherClass)], topic: anotherClass.topic };

    // The next one ("¿y cuándo es el próximo?" after the workshops, "next event?"): the soonest that has not happened.
    // ("Which workshops are coming up?", "¿qué eventos se vienen?" ask for them all: the list, which dates each.)
    const pluralNamed = DATED_SECTIONS.some((section) => (pack.contentCues.sections[section] ?? []).some((cue) => cue.endsWith('s') && cued([cue])));
    const next = cued(pack.nextCues) && !pluralNamed ? this.soonestOf(pack, index, state, said) : undefined;
    if (next) return { replies: [passageReply(pack, next)], topic: next.topic };

    // The latest post or lesson asked for ("¿cuál es su último post?", "newest lesson?"): the most recent one.
    const latest = cued(pack.newestCues) ? this.newestOf(pack, index, said, state.topic) : undefined;
    if (latest) return latest;

    // What the site does not say about the event, workshop or course discussed ("¿hay certificado?", "is there
    // parking?"): said so, with that page and the team's contacts, never made up.
    const unstated = cued(pack.unstatedCues) ? this.unstatedAbout(pack, index, state, context) : undefined;
    if (unstated) return { replies: [unstated], topic: state.topic };

    const signUp = this.signUpAnswer(turn, state, pack);
    if (signUp) return { replies: [signUp.reply], topic: signUp.topic };

    // A how-to ("¿cómo hago un brief para mi web?", "tips on writing prompts") with a word only one lesson or post has
    // in its title: that page, even when a service's word is in the message too.
    if (cued(pack.contentCues.learning)) {
      const common = this.serviceWords(pack);
      // (Only posts when an article is asked for, "¿algún artículo para saber si mis anuncios venden?". A guide or a
      // tutorial may be either.)
      const postsOnly = cued(pack.contentCues.sections['/blog'] ?? []) && !cued(pack.contentCues.sections['/lessons'] ?? []);
      const learningSections = postsOnly ? ['/blog'] : LEARNING_SECTIONS;
      const lesson = index.findByTitleWord(said, index.pagesUnder(learningSections), (term) => !common.has(term));
      // (Or the one whose title shares most of its words, two at least: "tips for a system prompt for a support bot";
      // or the only one whose title has a word of it, a word other pages of the site use too: "mi formulario de
      // contacto nadie lo llena, ¿algún tip?".)
      const learningPages = index.pagesUnder(learningSections);
      // (The words that ask for a how-to, "cómo escribir", "any guide", name no page: a post titled "guide" is not it.)
      const howToWords = new Set(pack.contentCues.learning.flatMap((cue) => cue.split(' ')));
      const named =
        lesson ??
        index.mostTitleWords(said, learningPages, SUBJECT_WORDS, {
          counted: (term) => !howToWords.has(term),
          needs: (term) => !common.has(term),
          plurals: true,
        }) ??
        index.findByTitleWord(said, learningPages, (term) => term.length >= TITLE_WORD_MIN && !common.has(term), { amongThem: true });
      if (named) {
        const passage = index.passage(said, this.pageIds(index, named.topic)) ?? { ...named, text: named.summary };
        return { replies: [passageReply(pack, passage)], topic: named.topic };
      }
      // Or its subject in words its title does not use ("how to write prompts" for "Instructions for AI virtual
      // assistants"): the lesson or post whose text has two of the message's words that are not a service's. (Unless
      // the message is surely another question: "how do I get my data deleted?" is the privacy policy's. A service named
      // is not: "cómo escribir prompts para un asistente virtual" is the lesson's, its service words set aside.)
      const otherQuestion = !guess.entity && guess.score >= ANSWER_THRESHOLD && !LEARNING_INTENTS.has(guess.intent);
      // (With a service named, a word more: "a website where people can see lessons" is the service's.)
      const minMatched = guess.entity ? SUBJECT_WORDS + 1 : SUBJECT_WORDS;
      const taught = otherQuestion ? undefined : index.pageAbout(said, learningPages, { minMatched, needs: (term) => !common.has(term) });
      if (taught) return { replies: [passageReply(pack, taught)], topic: taught.topic };
    }

    // A few words about the event, workshop or course under discussion ("¿y dónde es?", "what time?", "¿es para
    // principiantes?") ask for its facts, whatever the classifier hears in them ("a qué hora" is also the office hours):
    // only a name in the message makes it another question.
    // After a list with one such page ("tell me about the meetup": the one upcoming event), the same.
    const factsScope = this.factsScope(index, state.topic);
    // A lesson's facts are its reading time and level: "¿son gratis?" after one is about the lessons (all free), and
    // "how long is it to read?" its reading time.
    const lessonDiscussed = pathUnder((state.topic && index.pageOfTopic(state.topic)?.path) || '', '/lessons');
    const readingAsked = lessonDiscussed && said.trim().split(' ').length <= FOLLOW_UP_WORDS && cued(pack.readingCues);
    const shortDetail = readingAsked || (said.trim().split(' ').length <= FACTS_FOLLOW_UP_WORDS && (detail || cued(pack.placeCues)));
    const entryNamed = pack.entities.find(turn.text).some((entity) => entity.weight >= 1);
    const aboutItsFacts = !lessonDiscussed || readingAsked || hasCue(pack, turn.text, pack.followUpCues.timeline);
    // (How to pay for it, "¿se paga con tarjeta o Yape?", is the ways to pay: the page gives only its price.)
    const payingForIt = hasCue(pack, turn.text, pack.paymentCues);
    if (factsScope && shortDetail && !entryNamed && aboutItsFacts && !payingForIt) {
      // (The date asked is its facts: "what day is it?" has no word its page says.)
      const asked = cued(pack.dateAskedCues) ? withoutCues(said, pack.dateAskedCues) : said;
      const facts = index.passage(asked, factsScope, { detail: true }) ?? (asked === said ? undefined : index.passage(said, factsScope, { detail: true }));
      if (facts) return { replies: [passageReply(pack, facts)], topic: facts.topic };
    }
    // The same after a few of them named on a date ("¿hay algo en enero?" gave a workshop and a meetup): "¿es
    // presencial?" is answered for each.
    const eachNamed =
      !factsScope && shortDetail && !entryNamed && !payingForIt ? await this.eachDatedPageNamed(turn, pack, index, said, state.topic) : undefined;
    if (eachNamed) return { replies: eachNamed.map((passage) => passageReply(pack, passage)) };
    // "¿Y qué trae?", "what does it cover?" after support or another topic with pages of its own (no catalogue entry):
    // the sentence of those pages that says what is included, found with the words a visitor asks it in.
    const topicPages = state.topic && !isEntryOf(pack, state.topic) ? TOPIC_SECTIONS[state.topic] : undefined;
    if (topicPages && !entryNamed && followUpOf([pack], turn.text) === 'includes' && said.trim().split(' ').length <= FOLLOW_UP_WORDS) {
      const included = index.passage(`${said} ${pack.followUpCues.includes.join(' ')}`, index.pagesUnder(topicPages));
      if (included) return { replies: [passageReply(pack, included)], topic: state.topic };
    }
    // A longer question about the event or workshop discussed ("how do I get the zoom link?" after the meetup): the
    // sentence of its page that shares the question's words. (A question the classifier is sure of, "¿y atienden los
    // sábados?", is that question.)
    const datedTopic = state.topic?.startsWith('page:') && this.datedSectionOf(index, state.topic);
    const ownQuestion = guess.score >= ANSWER_THRESHOLD && !detail;
    // (Paying for it, "¿se paga con Yape?", is the ways to pay, as above.)
    if (datedTopic && !entryNamed && !ownQuestion && !payingForIt && said.trim().split(' ').length <= FOLLOW_UP_WORDS) {
      const passage = index.passage(said, this.pageIds(index, state.topic!), { detail });
      if (passage) return { replies: [passageReply(pack, passage)], topic: passage.topic };
    }

    // "¿Qué resultados tuvieron?" after a portfolio case: that case's figures, whatever the classifier made of the few
    // words; only a service named in the message ("results with Google Ads?") is another question.
    const caseTopic = state.topic?.startsWith(`page:${CASES_PATH}`) ? state.topic : undefined;
    const aboutTheCase = caseTopic && cued(pack.contentCues.results) && !pack.entities.find(turn.text).length;
    const results = aboutTheCase ? index.caseResults(caseTopic) : undefined;
    if (results) return { replies: [passageReply(pack, results)], topic: caseTopic };

    // Using a demo or the service it shows, discussed ("¿funciona en el celular?" after the try-on, "how do I play?",
    // "does it talk?" after 3D Darky): the demo's own pages say it, not the service's sales page.
    // (A person asked for is not the demo's use: "I need to speak to someone" after the try-on.)
    const demo =
      cued(pack.demoUseCues) && said.trim().split(' ').length <= FOLLOW_UP_WORDS && !hasCue(pack, turn.text, pack.actionCues.human)
        ? (this.demoOf(pack, guess.intent) ?? this.demoOf(pack, state.topic))
        : undefined;
    const demoAnswer = demo && !entryNamed ? this.demoUse(pack, index, demo, said) : undefined;
    if (demo && demoAnswer) return { replies: [demoAnswer], topic: demo };

    // A detail asked about the service under discussion ("¿se conecta con Instagram?" after a store, "will you publish
    // it on the App Store?" after an app): that service's page says it, even when a word names another service or a
    // contact fact. Prices and timelines have their own answers.
    const topicEntry = isEntryOf(pack, state.topic) ? state.topic : undefined;
    const aboutIt = cued(pack.contentCues.aboutIt) && said.trim().split(' ').length <= FOLLOW_UP_WORDS;
    // (Paying, asked in those words, "can I pay with a visa card?", is paying, not the service's "cards".)
    // ("Can I pay monthly by card?" is the visitor paying; "can it take card payments?" asks what the service does.)
    const paying = hasCue(pack, turn.text, pack.howToPayCues) || VISITOR_PAYS.test(said);
    // (Nor is a price or a timeline asked of another entry: "¿y si es solo una landing?" after a website's timeline.)
    const askedOfAnother = ANSWERS_ABOUT_TOPIC.has(guess.intent) && guess.score >= SURE_TOPIC && guess.entity !== undefined && guess.entity !== topicEntry;
    // (Nor the office's hours or contacts, a job or a person, read for sure from their words: "¿y si les escribo el
    // domingo me responden?" after a website is when the team answers, not a sentence of the website's page.)
    // (Paying is the service's when it is asked what the service takes: "can it take card payments?" after a store.)
    const contactFactSure =
      guess.score === 1 &&
      ((CONTACT_FACTS.has(guess.intent) && guess.intent !== 'payments.info') || guess.intent === 'join.team' || guess.intent === 'human.request');
    if (
      topicEntry &&
      aboutIt &&
      !paying &&
      !askedOfAnother &&
      !contactFactSure &&
      !hasCue(pack, turn.text) &&
      !hasCue(pack, turn.text, pack.followUpCues.timeline)
    ) {
      const passage = this.detailOfEntry(pack, index, topicEntry, said);
      if (passage) return { replies: [passageReply(pack, passage)], topic: topicEntry };
    }

    // "¿Tienen algún artículo sobre eso?", "any lesson about that?": the post or lesson on what the visitor asked just
    // before ("el probador de lentes, ¿cómo funciona?").
    const learningNamed = LEARNING_SECTIONS.filter((section) => cued(pack.contentCues.sections[section] ?? []));
    if (learningNamed.length === 1 && cued(pack.backReferenceCues)) {
      const earlier = await this.previousVisitorMessage(turn);
      const asked = earlier ? normalizeVisitorText(pack.locale, earlier) : '';
      const pages = index.pagesUnder(learningNamed);
      const about = asked ? (index.findWithin(asked, pages) ?? index.findByTitleWord(asked, pages, () => true)) : undefined;
      // (Else the sentence sharing two of its words: "escribir prompts para un chatbot" is in the lesson on instructions.)
      const passage = about
        ? (index.passage(asked, this.pageIds(index, about.topic)) ?? { ...about, text: about.summary })
        : asked
          ? index.passage(asked, pages, { minMatched: 2 })
          : undefined;
      if (passage) return { replies: [passageReply(pack, passage)], topic: passage.topic };
    }

    // "¿Cuál me recomiendas para vender más con anuncios?" right after a list (the courses, the workshops): the one of
    // its pages whose text says it, though the words name a service too ("anuncios").
    const listShown = state.topic && LIST_TOPICS.has(state.topic) ? TOPIC_SECTIONS[state.topic] : undefined;
    const recommended =
      listShown && cued(pack.whichOneCues) && said.trim().split(' ').length <= FOLLOW_UP_WORDS
        ? index.passage(said, new Set(index.withFacts(index.pagesUnder(listShown))))
        : undefined;
    if (recommended) return { replies: [passageReply(pack, recommended)], topic: recommended.topic };

    // A section named with the page's own words: that page, whatever the classifier thought.
    // After a list ("¿tienen cursos?"), "el de marketing" picks one of its pages: the list's section counts as named.
    // (A price asked of a service named is its price: "¿cuánto me saldría algo así?" names no case.)
    const priceOfAnEntry = guess.intent === 'pricing.info' && guess.entity !== undefined && hasCue(pack, turn.text);
    // (Nor does a section's word that is one of the service's own, "post content, reply to comments" for social media;
    // the portfolio's words still name it, "¿hicieron alguna tienda online…?" asks for its cases.)
    // (The entry's words are stemmed only once a section's word is said: most messages name no section.)
    let entryWords: Set<string> | undefined;
    const isEntryWord = (word: string) => {
      entryWords ??= new Set([...this.namesOf(pack, guess.entity!)].map((name) => wordStem(pack.locale, name)));
      return entryWords.has(wordStem(pack.locale, word));
    };
    const entryGuessed = Boolean(guess.entity) && guess.score >= ANSWER_THRESHOLD;
    const namesTheSection = (section: string, cues: readonly string[]) =>
      cues.some((cue) => said.includes(` ${cue} `) && (section === PORTFOLIO_PAGE || !entryGuessed || !cue.split(' ').every(isEntryWord)));
    // (The visitor's own occasion names no event of the academy: "a site live in 5 days for an event".)
    const ownOccasion = guess.entity !== undefined && OWN_OCCASION.test(said);
    // (Nor does a blog as a part of the site wanted name ours, "una página para mi empresa con servicios y blog", nor its
    // projects' page our portfolio, "una web con secciones de proyectos, nosotros, contacto".)
    const ownSitesParts = guess.entity !== undefined && (WITH_A_BLOG.test(said) || listsSiteSections(said));
    // (Nor a word of the readings in a service wanted for the visitor's own site, unless learning is asked: "an AI
    // assistant on my website that guides visitors" names no guide.)
    const ownServiceWanted = guess.entity !== undefined && OWN_PAGE.test(said) && !hasCue(pack, turn.text, pack.contentCues.learning);
    const named = Object.entries(pack.contentCues.sections)
      .filter(
        ([section, cues]) =>
          namesTheSection(section, cues) &&
          !(priceOfAnEntry && section === PORTFOLIO_PAGE) &&
          !(ownOccasion && section === '/eventos') &&
          !(ownSitesParts && (section === '/blog' || section === PORTFOLIO_PAGE)) &&
          !(ownServiceWanted && READING_SECTIONS.includes(section)) &&
          // (Nor the visitor's own classes, "una landing page para mis talleres", the academy's.)
          !(ownClasses && CLASS_SECTIONS.includes(section)),
      )
      .map(([section]) => section);
    // So does a list the classifier recognised ("any insurance industry clients?" is the portfolio, about insurance).
    // After a service, "can it reply to comments on my posts?" is about the service, not the blog's posts.
    const afterService = Boolean(state.topic && pack.intents.targets.has(state.topic));
    const listIntent = LIST_TOPICS.has(guess.intent) && guess.score >= ANSWER_THRESHOLD && !afterService ? (TOPIC_SECTIONS[guess.intent] ?? []) : [];
    const listed = !named.length && state.topic && LIST_TOPICS.has(state.topic) ? (TOPIC_SECTIONS[state.topic] ?? []) : [];
    // Examples asked for after a service ("¿tienen algún caso así?" after a game): the case that names that service.
    // ("caso", "ejemplo" name the portfolio itself, not one of its cases).
    const onlyPortfolio = named.every((section) => section === PORTFOLIO_PAGE);
    const portfolioCues = pack.contentCues.sections[PORTFOLIO_PAGE] ?? [];
    const cueless = withoutCues(said, portfolioCues);
    const caseDiscussed = Boolean(state.topic?.startsWith(`page:${CASES_PATH}`));
    // Asked in a few words, with nothing that describes a case itself ("any for clinics?" is the sections' search);
    // the cases are searched only once everything cheaper says examples may be meant.
    // (A demo shows its service: "¿tienen algún ejemplo?" after the game is the games built for clients.)
    const shownInDemo = afterService || caseDiscussed ? undefined : this.entryOfDemo(pack, state.topic);
    const examplesAsked =
      (afterService || caseDiscussed || shownInDemo !== undefined) &&
      onlyPortfolio &&
      (named.length > 0 || (EXAMPLE_INTENTS.has(guess.intent) && guess.score >= CLARIFY_THRESHOLD)) &&
      said.trim().split(' ').length <= EXAMPLES_WORDS &&
      !index.findCases(cueless, this.casePages(index)).length;
    if (examplesAsked) {
      // The cases that list the service under discussion (a case names the services it used), closest first to what
      // the visitor said of their business ("es para mi estudio de abogados" then "¿tienen algún ejemplo?").
      // (Without the words asking for examples: "a real example" names no case whose text says "real".)
      const told = withoutCues(
        ` ${(await turn.history())
          .filter((event) => event.by === 'user')
          .slice(-EXAMPLES_CONTEXT_MESSAGES)
          .map((event) => normalizeVisitorText(pack.locale, event.message))
          .join(' ')} `,
        portfolioCues,
      );
      const service = afterService ? this.entryName(pack, state.topic!) : shownInDemo ? this.entryName(pack, shownInDemo) : '';
      const ofService = service ? index.findCases(service, this.casePages(index), { every: true }) : [];
      const closest = index.findCases(told, ofService.length ? new Set(ofService.map((found) => found.id)) : this.casePages(index));
      const examples = closest.length ? closest : service ? index.findCases(service, this.casePages(index)) : [];
      const reply = this.casesAnswer(pack, index, examples, said, detail);
      if (reply) return reply;
    }
    // "Something with handmade products?" right after cases were shown, in a few words that name no service: the cases
    // those words describe (their sector, what was built), though no word of the portfolio is said. Only by a word few
    // pages use ("handmade", not "products"), and when nothing else is surely asked ("¿ya se me acabó el soporte?").
    const casesShown = caseDiscussed || (state.topic !== undefined && EXAMPLE_INTENTS.has(state.topic));
    const surelyElse = guess.score >= ANSWER_THRESHOLD && !EXAMPLE_INTENTS.has(guess.intent) && !guess.intent.startsWith('smalltalk.');
    const describedCase =
      casesShown && !detail && !guess.entity && !surelyElse && !named.length && said.trim().split(' ').length <= SIBLING_WORDS
        ? index.findCases(said, this.casePages(index), { telling: (term) => index.isRare(term) }).filter((found) => found.topic !== state.topic)
        : [];
    const described = describedCase.length ? this.casesAnswer(pack, index, describedCase, said, detail) : undefined;
    if (described) return described;
    const sections = named.length ? named : listIntent.length ? listIntent : listed;
    if (sections.length) {
      const allCues = sections.flatMap((section) => pack.contentCues.sections[section] ?? []);
      const cuesGone = [...allCues, ...pack.pricingCues].reduce((text, cue) => text.replaceAll(` ${cue} `, ' '), said);
      // The words that made it the list ("lessons", "clients") do not name one of its pages.
      const listWords = listIntent.length ? this.vocabularyOf(pack, guess.intent) : new Set<string>();
      const rest = ` ${cuesGone
        .split(' ')
        .filter((word) => word && !listWords.has(foldTerm(word)))
        .join(' ')} `;
      // A message about a service it named ("web con secciones: servicios, blog, contacto") takes a page only when
      // most of its words name that page.
      const aboutAnEntry = Boolean(guess.entity) && guess.score >= ANSWER_THRESHOLD;
      // The portfolio asked about by what a case is ("any law firms?", "online stores you built"): the cases it describes.
      // (A client away from Lima asking whether the agency works with them, "¿trabajan con clientes de afuera?", names
      // no case.)
      const remoteClient = guess.intent === 'faq.location' && guess.score === 1;
      if (sections.includes(PORTFOLIO_PAGE) && !remoteClient) {
        const cases = index.findCases(rest, this.casePages(index), { telling: (term) => !listWords.has(term) });
        // (Else the service the message names, as the cases list their services: "e-commerce examples" are the
        // cases with an online store.)
        // (Not the visitor's own, "you built our site", nor a detail asked, "how long does a project like that take?".)
        const entry = !detail && !OWN_PAGE.test(said) ? pack.entities.find(turn.text)[0]?.intent : undefined;
        const ofEntry = !cases.length && entry ? index.casesNaming(this.phrasesOf(pack, entry), this.casePages(index)) : [];
        const reply = this.casesAnswer(pack, index, cases.length ? cases : ofEntry, rest, detail);
        if (reply) return reply;
      }
      // A page picked from a list the conversation showed must be named by its title ("el de marketing").
      const within = index.pagesUnder(sections);
      // Else a word only one of the list's pages has ("any insurance clients?": the insurer's case).
      const found =
        index.findWithin(rest, within, { strict: aboutAnEntry, byName: !named.length && !listIntent.length }) ??
        (aboutAnEntry ? undefined : index.findByOwnWord(rest, within, (term) => !this.serviceWords(pack).has(term)));
      // (The list's own page named by its title's word is the list: "¿tienen eventos próximos?" and "Próximo evento".)
      const listPage = (path: string) => index.pageTopicOf(index.idOfPath(path) ?? -1);
      const hit = found && sections.includes(found.path) && found.topic === listPage(found.path) && listIntent.length ? undefined : found;
      // A list asked for with no one of its items named ("¿hay algún evento próximo?", "what workshops do you have?"):
      // the list's answer, which names its items (the next event, each workshop with its date), where a sentence of
      // its page would not.
      const listReply =
        !hit && !detail && NAMED_ITEMS_LISTS.has(guess.intent) && listIntent.length ? composeIntentReply(pack, guess.intent, context) : undefined;
      if (listReply) return { replies: [listReply], topic: guess.intent };
      if (hit) {
        const passage = index.passage(rest, this.pageIds(index, hit.topic), { detail }) ?? {
          text: hit.summary,
          title: hit.title,
          path: hit.path,
          topic: hit.topic,
        };
        return { replies: [passageReply(pack, passage)], topic: hit.topic };
      }
    }

    // A word no other page of the site has, in a lesson's, post's, course's or case's title, names that page when the
    // classifier is sure of nothing, though a service was guessed from another word ("cómo aplico scrum si somos 5" is
    // the lesson on Scrum, not an app) or a title shares a common word ("scrum without all the ceremony" is not the post
    // "...without getting lost in the numbers").
    const unsureOfAll = guess.score < ANSWER_THRESHOLD || guess.intent === NO_INTENT || guess.intent.startsWith('smalltalk.') || LIST_TOPICS.has(guess.intent);
    // (Or the page under discussion named so, whatever the classifier is sure of: "el de ISEE, ¿cómo fue?" after it.)
    const pageDiscussed = state.topic?.startsWith('page:');
    const titledAnywhere = index.pagesUnder(TITLED_SECTIONS);
    const serviceWords = this.serviceWords(pack);
    const telling = (term: string) => !serviceWords.has(term);
    // (Or one of the pages Darky's last answer listed, named in a few words: "el de IPFE, ¿qué era?" after the cases.)
    const onlyThere =
      (unsureOfAll ? index.findByTitleWord(said, titledAnywhere, telling, { onlyThere: true }) : undefined) ??
      (pageDiscussed ? [index.findByTitleWord(said, titledAnywhere, telling)].find((hit) => hit?.topic === state.topic) : undefined) ??
      (said.trim().split(' ').length <= PICKED_FROM_LIST_WORDS ? await this.pickedFromLastAnswer(turn, index, said, titledAnywhere, telling) : undefined);
    if (onlyThere) {
      const passage = index.passage(said, this.pageIds(index, onlyThere.topic), { detail }) ?? { ...onlyThere, text: onlyThere.summary };
      return { replies: [passageReply(pack, passage)], topic: onlyThere.topic };
    }

    // An event, a workshop, a course or a case named by its title ("¿cuándo es el Darky Day?"): that page. (Not a
    // service's deadline: "I need a site live in 5 days for an event" asks how long the site takes, whatever title
    // shares "site".)
    const serviceDeadline = guess.entity !== undefined && followUpOf([pack], turn.text) === 'timeline';
    // (Nor a demo the visitor wants to use, "I want to try on glasses with my camera", whatever post's title shares its
    // words; a post or a lesson named with it is still that page.)
    const demoWanted = guess.intent.startsWith('demo.') && guess.score >= SURE_TOPIC && !named.length;
    if ((!guess.entity || guess.score < ANSWER_THRESHOLD) && !serviceDeadline && !demoWanted) {
      // Words of a service or of a section ("talleres", "cursos") name no one page.
      const common = this.serviceWords(pack);
      const titled = index.findByTitle(said, index.pagesUnder(NAMED_SECTIONS), (term) => !common.has(term));
      // (The list's own page named by its title, "talleres para emprendedores, ¿cuánto cuestan?", is the list: its
      // items' dates and prices, not the page's opening sentence.)
      const ownList = titled && TOPIC_SECTIONS[guess.intent]?.includes(titled.path) ? composeIntentReply(pack, guess.intent, context) : undefined;
      if (ownList) return { replies: [ownList], topic: guess.intent };
      if (titled) {
        const passage = index.passage(said, this.pageIds(index, titled.topic), { detail }) ?? { ...titled, text: titled.summary };
        return { replies: [passageReply(pack, passage)], topic: titled.topic };
      }
    }

    // A word only one lesson, post, course or case has in its title ("¿algo de scrum?", "anything on git?"), when the
    // classifier is sure of nothing else: that page.
    const nothingSure = guess.score < ANSWER_THRESHOLD || guess.intent === NO_INTENT || guess.intent.startsWith('smalltalk.') || LIST_TOPICS.has(guess.intent);
    if (nothingSure && !guess.entity) {
      const common = this.serviceWords(pack);
      const portfolioMeant = [guess, ...guess.alternatives].some((c) => EXAMPLE_INTENTS.has(c.intent) && c.score >= PORTFOLIO_HINT);
      const titled = index.findByTitleWord(said, index.pagesUnder(TITLED_SECTIONS), (term) => !common.has(term));
      // Or the cases it describes, when the portfolio may be meant ("¿han trabajado con colegios?"), or anything the
      // site has on it is asked for ("¿algo de gimnasios?", "anything for restaurants?").
      // (A few words: "tienen algo gratis para aprender a programar juegos" is a how-to.)
      const anythingOn = cued(pack.contentCues.learning) && said.trim().split(' ').length <= ANYTHING_ON_WORDS;
      if (!titled && (portfolioMeant || anythingOn)) {
        // The words that ask for the portfolio ("clientes", "proyectos") describe no case.
        const asking = [...EXAMPLE_INTENTS].map((intent) => this.vocabularyOf(pack, intent));
        const telling = (term: string) => !common.has(term) && !asking.some((words) => words.has(term));
        const reply = this.casesAnswer(pack, index, index.findCases(said, this.casePages(index), { telling }), said, detail);
        if (reply) return reply;
      }
      if (titled) {
        const passage = index.passage(said, this.pageIds(index, titled.topic), { detail }) ?? { ...titled, text: titled.summary };
        return { replies: [passageReply(pack, passage)], topic: titled.topic };
      }
    }

    // A detail of a fixed topic, asked in words its intent was never trained on ("do I get a receipt?" about payments,
    // "how long do you keep my messages?" about privacy): the sentence of its pages that says it.
    const topicSections = DETAILED_TOPICS.has(guess.intent) ? TOPIC_SECTIONS[guess.intent] : undefined;
    const oneQuestion = questionsIn(turn.text).length < 2;
    if (topicSections && guess.score >= ANSWER_THRESHOLD && !guess.entity && oneQuestion) {
      const known = this.vocabularyOf(pack, guess.intent);
      // (A demo asked how it is used, in nothing but those words: how its page says it is used, as below.)
      const shownEntry = pack.corpus.demoUseSearch[guess.intent] ? this.entryOfDemo(pack, guess.intent) : undefined;
      const named = shownEntry ? this.namesOf(pack, shownEntry) : new Set<string>();
      const unknown = said.split(' ').filter((word) => word.length > 2 && !isStopword(pack.locale, word) && !known.has(foldTerm(word)) && !named.has(word));
      const passage =
        this.howItIsUsed(pack, index, guess.intent, unknown) ?? index.passage(said, index.pagesUnder(topicSections), { needs: (term) => !known.has(term) });
      if (passage) return { replies: [passageReply(pack, passage)], topic: guess.intent };
    }

    // A question about a detail of the service it names ("¿el chatbot se conecta con mi CRM?"): its page's sentence.
    const entry = guess.entity && guess.intent === guess.entity ? guess.entity : undefined;
    if (entry && this.asksSomething(pack, turn.text)) {
      const names = this.namesOf(pack, entry);
      // A name said in the plural ("¿hacen tiendas virtuales?") is still the name, not a detail to look for.
      const nameStems = new Set([...names].map((name) => wordStem(pack.locale, name)));
      // (Nor is the visitor's own occasion, "for an event", a detail of the service.)
      // ("For our booth at a trade fair": each occasion named.)
      let asked = said;
      for (let less = said.replace(OWN_OCCASION, ' '); less !== asked; less = asked.replace(OWN_OCCASION, ' ')) asked = less;
      const rest = asked
        .split(' ')
        .filter((w) => w && !names.has(w) && !nameStems.has(wordStem(pack.locale, w)))
        .join(' ');
      // (Asked for the visitor's customers, "can my customers try glasses on my site?", it is the service's page: the
      // demo's help speaks to whoever is trying it now.)
      const allSections = this.sectionsOf(pack, entry);
      const sections = CUSTOMERS.test(said) ? allSections.slice(0, 1) : allSections;
      // On a service's demo page the words that name the service are its content ("which frames does the try-on
      // have?"): there, only the service's own names are set aside.
      const demo = sections.slice(1);
      const ownNames = this.namesOf(pack, entry, { entityWords: false });
      // ("What about a game for an event?" asks no detail of the game: its answer, not a sentence of its demo.)
      // (Nor is asking whether they make one, "could you build a little game…": the words of asking are no detail.)
      const detailWords = rest.split(' ').filter((word) => word.length > 2 && !isStopword(pack.locale, word) && !MAKING_ASKED.has(word));
      // (How it is used, asked of a service with a demo in nothing but those words, "how can I use the glasses
      // try-on?": how its demo says it is used, not a sentence sharing "use", "permission to use your camera".)
      const shown = this.demoOf(pack, entry);
      const used = shown ? this.howItIsUsed(pack, index, shown, detailWords) : undefined;
      if (used) return { replies: [passageReply(pack, used)], topic: shown! };
      const passage =
        asked !== said && !detailWords.length
          ? undefined
          : (index.passage(rest, index.pagesUnder(sections)) ??
            (demo.length ? index.passage(asked, index.pagesUnder(demo), { needs: (term) => !ownNames.has(term) }) : undefined));
      if (passage) return { replies: [passageReply(pack, passage)], topic: entry };
    }

    // A detail of the topic under discussion, when no intent answers it better.
    const words = said.trim().split(' ').length;
    if (words > FOLLOW_UP_WORDS || (guess.entity && !guess.entity.startsWith('page:'))) return undefined;
    const free = hasCue(pack, turn.text, pack.followUpCues.free);
    if (ANSWERS_ABOUT_TOPIC.has(guess.intent) && guess.intent !== 'pricing.info' && guess.intent !== 'timeline.info' && guess.intent !== 'free.info')
      return undefined;
    if (ANSWERS_ABOUT_TOPIC.has(guess.intent) || free) {
      // The price, length or cost of a course, workshop or event discussed is its facts sentence.
      const pageTopic = state.topic?.startsWith('page:') ? state.topic : undefined;
      const facts = pageTopic ? index.passage(said, this.pageIds(index, pageTopic), { detail: true }) : undefined;
      return facts && facts.topic === pageTopic && index.pageOfTopic(pageTopic)?.facts ? { replies: [passageReply(pack, facts)] } : undefined;
    }
    if (pack.intents.targets.has(guess.intent) && guess.score >= ANSWER_THRESHOLD) return undefined;
    const confidentElsewhere = guess.score >= SURE_TOPIC && !guess.intent.startsWith('smalltalk.') && guess.intent !== NO_INTENT;
    if (confidentElsewhere && !detail) return undefined;
    // (A job or a person asked for in their words is theirs, though a word of it is a detail of a class, "¿tienen
    // vacantes?" after a service; after a workshop, it is its seats.)
    const surelyJobOrPerson = guess.score === 1 && (guess.intent === 'join.team' || guess.intent === 'human.request');
    if (surelyJobOrPerson && !state.topic?.startsWith('page:')) return undefined;
    // ("Ya gracias, eso era todo" thanks: no sentence of the topic's page has "todo" to say.)
    if (SOCIAL_SMALL_TALK.has(guess.intent) && guess.score >= CLARIFY_THRESHOLD && !detail) return undefined;
    const lastTopic = state.topic ?? lastTopicOf(pack, historyBefore(await turn.history(), turn.text));
    // Another fact recognised ("¿y atienden fines de semana?" after the address) answers itself, not a sentence of the
    // previous topic's page.
    const otherFact = guess.score >= ANSWER_THRESHOLD && guess.intent !== lastTopic && CONTACT_FACTS.has(guess.intent);
    // (So does the same fact asked again in its own words, "when will someone get back to me?" right after the response
    // time: its answer again, not another sentence of its page.)
    const sameFactAgain = guess.score === 1 && guess.intent === lastTopic && CONTACT_FACTS.has(guess.intent);
    if ((otherFact && !detail) || sameFactAgain) return undefined;
    // (A person asked for is no page to search: "ahora mismo, es urgente" still wants the person.)
    if (!lastTopic || lastTopic === 'human.request') return undefined;
    const scope = lastTopic.startsWith('page:') ? this.pageIds(index, lastTopic) : index.pagesUnder(this.sectionsOf(pack, lastTopic));
    if (!scope.size) return undefined;
    const passage = index.passage(said, scope, { detail });
    // Found among a section's pages ("is the UX one for beginners?" after the courses), that page is the topic now.
    return passage ? { replies: [passageReply(pack, passage)], topic: lastTopic.startsWith('page:') ? undefined : passage.topic } : undefined;
  }

  /**
   * The pages whose facts sentence answers a short detail question: the event, workshop or course under discussion,
   * or the one page with facts of the list under discussion; undefined otherwise.
   */
  /** The page where the event, workshop or course under discussion (or their list) is signed up for. */
  /**
   * The events and workshops on a day or in a month the message names. A deadline ("la necesito para enero") is the
   * visitor's date, not the academy's; a month alone asks this only in a few words or with a section named ("¿hay
   * talleres en enero?"), and a service named with it and no section ("una web para diciembre") is that service's
   * question ("the landing page workshop on Dec 12" is the workshop's).
   */
  private onNamedDate(
    turn: Turn,
    pack: LanguagePack,
    index: SiteSearchIndex,
    said: string,
    sectionNamed: boolean,
    listDiscussed?: string,
  ): { replies: DarkyReply[]; topic?: string } | undefined {
    const dates = namedDates(turn.text);
    if (!dates.length || namesADeadline(turn.text) || hasCue(pack, turn.text, pack.deadlineCues)) return undefined;
    const dayNamed = dates.some((date) => date.day !== undefined);
    if (!dayNamed && !sectionNamed && said.trim().split(' ').length > MONTH_QUESTION_WORDS) return undefined;
    if (!sectionNamed && pack.entities.find(turn.text).some((entity) => entity.weight >= 1)) return undefined;
    // Only the section named ("¿hay algún evento en enero?" is not the January workshop).
    const cued = (cues: readonly string[]) => cues.some((cue) => said.includes(` ${cue} `));
    // (Right after the events or one of them, "el de enero" is January's event, not a workshop that month.)
    const namedSections = DATED_SECTIONS.filter((section) => cued(pack.contentCues.sections[section] ?? []));
    const sections = namedSections.length ? namedSections : listDiscussed ? [listDiscussed] : [];
    const found = new Map<string, { passage: SitePassage; date: string }>();
    for (const date of dates)
      for (const item of index.onDate(date, index.pagesUnder(sections.length ? sections : DATED_SECTIONS))) found.set(item.passage.topic, item);
    // One of them named too ("el meetup de enero"): that one.
    const onThem = new Set([...found.keys()].flatMap((topic) => [...this.pageIds(index, topic)]));
    const named = found.size > 1 ? index.findByTitleWord(said, onThem, () => true, { amongThem: true }) : undefined;
    const items = named ? [found.get(named.topic)!] : [...found.values()];
    if (items.length === 1) return { replies: [passageReply(pack, items[0]!.passage)], topic: items[0]!.passage.topic };
    const template = pack.corpus.contentFacts?.onDates;
    if (!items.length || !template) return undefined;
    const links = items.map(
      ({ passage, date }) =>
        `${messageLink(passage.title, localizedPath(pack.locale, passage.path))} (${formatDate(pack.locale, date, { day: 'numeric', month: 'long' })})`,
    );
    // All in one section ("two workshops in January"): that list is the topic, so "el de redes" picks one.
    const listed = new Set(items.map(({ passage }) => DATED_SECTIONS.find((section) => pathUnder(passage.path, section))));
    const [section] = listed;
    const topic = listed.size === 1 ? Object.keys(TOPIC_SECTIONS).find((key) => LIST_TOPICS.has(key) && TOPIC_SECTIONS[key]?.[0] === section) : undefined;
    return { replies: [{ message: template.replace('{items}', joinList(links, pack.corpus.listJoiner)) }], ...(topic ? { topic } : {}) };
  }

  /**
   * An event or a workshop named by a word of its title, asked when it is ("¿el de landing page cuándo es?": a service
   * has no date), or in a few words after another of its section ("and the social media one?" after a workshop): its
   * facts, though a service shares the word.
   */
  private datedPageNamed(
    pack: LanguagePack,
    index: SiteSearchIndex,
    state: ConversationState,
    said: string,
  ): { replies: DarkyReply[]; topic: string } | undefined {
    const cued = (cues: readonly string[]) => cues.some((cue) => said.includes(` ${cue} `));
    const whenAsked = cued(pack.dateAskedCues) && !cued(pack.followUpCues.timeline);
    const discussed = this.datedSectionOf(index, state.topic);
    const aFewWords = said.trim().split(' ').length <= SIBLING_WORDS;
    const within = whenAsked ? index.pagesUnder(DATED_SECTIONS) : discussed && aFewWords ? index.pagesUnder([discussed]) : undefined;
    if (!within) return undefined;
    // (The words that ask the date name no page: "what day is it?" after a workshop is not the Darky Day.)
    const dateWords = new Set(pack.dateAskedCues.flatMap((cue) => cue.split(' ')));
    const named = index.findByTitleWord(said, new Set(index.withFacts(within)), (term) => !dateWords.has(term), { amongThem: true });
    if (!named || named.topic === state.topic) return undefined;
    const facts = index.passage(said, this.pageIds(index, named.topic), { detail: true });
    return facts ? { replies: [passageReply(pack, facts)], topic: named.topic } : undefined;
  }

  /**
   * The event, workshop or course named by its section ("curso", "workshop"; for a course also learning, "aprender
   * diseño UX") and a word only its title has among that section's: its facts (date, length, level, price, seats).
   */
  private classBySubject(pack: LanguagePack, index: SiteSearchIndex, said: string): { replies: DarkyReply[]; topic: string } | undefined {
    const cued = (cues: readonly string[]) => cues.some((cue) => said.includes(` ${cue} `));
    // (A longer message asks more than this: "una web para mi hostal y además cursos de marketing".)
    if (said.trim().split(' ').length > FOLLOW_UP_WORDS) return undefined;
    const named = (sections: string[], words: number) => {
      // (Its items are the section's pages with facts: an event shares its section's address, /eventos.)
      const items = new Set(index.withFacts(index.pagesUnder(sections)));
      const found = sections.length ? index.findByTitleWord(said, items, () => true, { amongThem: true }) : undefined;
      return found && (words <= 1 || (index.mostTitleWords(said, items, words)?.topic ?? '') === found.topic) ? found : undefined;
    };
    // Learning said without the section's word ("quiero aprender diseño UX") names a course by two words of its title:
    // one word is a lesson's as well ("learn how to design a REST API").
    // (So does "learn how to", which names the lessons as well.)
    const lessonCues = new Set(pack.contentCues.sections['/lessons'] ?? []);
    const ownCues = (section: string) => (pack.contentCues.sections[section] ?? []).filter((cue) => !lessonCues.has(cue));
    // (The lessons named by their own word, "¿tienen lecciones para aprender diseño UX?", are the lessons, which are free.)
    const lessonsNamed = cued([...lessonCues].filter((cue) => !cue.includes(' ')));
    const found =
      named(
        SIGN_UP_SECTIONS.filter((section) => cued(ownCues(section))),
        1,
      ) ??
      ((cued(pack.studyCues) && !lessonsNamed) || cued(pack.contentCues.sections[COURSES_PAGE] ?? []) ? named([COURSES_PAGE], STUDY_TITLE_WORDS) : undefined);
    // Learning to do it oneself ("quiero aprender a hacer chatbots yo mismo"): one word of a course's title is enough,
    // and its facts (length, level, price) are the answer.
    // (So is learning with a price asked, "I want to learn to build chatbots, how much?": the lessons are free, a price is
    // a course's.)
    const ownHands = !found && cued(pack.studyCues) && (cued(pack.ownHandsCues) || cued(pack.pricingCues)) ? named([COURSES_PAGE], 1) : undefined;
    if (ownHands) {
      const page = index.pageOfTopic(ownHands.topic);
      return page?.facts ? { replies: [passageReply(pack, { ...ownHands, text: page.facts })], topic: ownHands.topic } : undefined;
    }
    // What it covers ("what's in the AI chatbots course?") is a sentence of its page, which the search below finds.
    if (!found || hasCue(pack, said, pack.followUpCues.includes)) return undefined;
    const passage = index.passage(said, this.pageIds(index, found.topic), { detail: true });
    return passage ? { replies: [passageReply(pack, passage)], topic: found.topic } : undefined;
  }

  /**
   * A short question right after a page of a list: another of the list named by a word of its title ("¿y el de UX?",
   * "and the UX one?" after a course: that course's facts), or when the post or lesson discussed was published ("¿de
   * cuándo es ese?"). Undefined for anything else.
   */
  private afterAPage(turn: Turn, state: ConversationState, pack: LanguagePack): { replies: DarkyReply[]; topic: string } | undefined {
    const index = this.contentIndex(turn.locale);
    const path = pathOfPageTopic(state.topic);
    if (!index || !path) return undefined;
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    if (said.trim().split(' ').length > FOLLOW_UP_WORDS) return undefined;
    const cued = (cues: readonly string[]) => cues.some((cue) => said.includes(` ${cue} `));
    const published = pack.corpus.contentFacts?.published;
    const page = index.pageOfPath(path);
    if (published && page?.date && LEARNING_SECTIONS.some((section) => pathUnder(path, section)) && cued(pack.publishedCues)) {
      const message = published.replace('{title}', page.title).replace('{date}', formatDate(pack.locale, page.date));
      return { replies: [{ message: withPageLink(pack, message, path, page.title) }], topic: state.topic! };
    }
    const list = SIBLING_LISTS.find((section) => path.startsWith(`${section}/`));
    if (!list || !cued(pack.otherOneCues)) return undefined;
    const others = new Set(index.withFacts(index.pagesUnder([list])).filter((id) => index.pathOf(id) !== path));
    const other = index.findByTitleWord(said, others, () => true, { amongThem: true });
    const facts = other ? index.pageOfTopic(other.topic)?.facts : undefined;
    return other && facts ? { replies: [passageReply(pack, { ...other, text: facts })], topic: other.topic } : undefined;
  }

  /** Whether a lesson or a post is named in the message by words of its title (learningTitled). */
  private learningNamed(pack: LanguagePack, text: string): boolean {
    const index = this.contentIndex(pack.locale);
    return Boolean(index && this.learningTitled(pack, index, ` ${normalizeVisitorText(pack.locale, text)} `));
  }

  /** The lesson or post whose title has a rare word of the message that no service uses, and two of its words said. */
  private learningTitled(pack: LanguagePack, index: SiteSearchIndex, said: string, titleWords = 2): ReturnType<SiteSearchIndex['findByTitleWord']> {
    const within = index.pagesUnder(LEARNING_SECTIONS);
    const common = this.serviceWords(pack);
    const titled = index.findByTitleWord(said, within, (term) => !common.has(term));
    if (!titled) return undefined;
    const most = index.mostTitleWords(said, within, titleWords, { plurals: true });
    return most?.path === titled.path ? titled : undefined;
  }

  /** The section with a sign-up (events, workshops, courses) of the topic discussed: one of its pages, or its list. */
  private classSectionOf(index: SiteSearchIndex, topic: string | undefined): string | undefined {
    const page = topic?.startsWith('page:') ? index.pageOfTopic(topic) : undefined;
    const section = page
      ? SIGN_UP_SECTIONS.find((path) => pathUnder(page.path, path))
      : topic && LIST_TOPICS.has(topic)
        ? TOPIC_SECTIONS[topic]?.[0]
        : undefined;
    return section && SIGN_UP_SECTIONS.includes(section) ? section : undefined;
  }

  /** The class or event page discussed, or one of the list discussed, whose title the message mostly repeats. */
  private echoedTitle(index: SiteSearchIndex, topic: string | undefined, said: string): SitePassage | undefined {
    const section = this.classSectionOf(index, topic);
    return section ? index.mostTitleWords(said, new Set(index.withFacts(index.pagesUnder([section]))), TITLE_ALONE) : undefined;
  }

  /**
   * After a course, workshop or event (or their list), "¿y el de marketing?" names another of that section by a word of
   * its title, though a service shares the word ("marketing"): that one.
   */
  private anotherClassPage(pack: LanguagePack, index: SiteSearchIndex, state: ConversationState, said: string): SitePassage | undefined {
    const section = this.classSectionOf(index, state.topic);
    const elliptical = said.trim().split(' ').length <= ANOTHER_PAGE_WORDS && pack.sameQuestionCues.some((cue) => said.startsWith(` ${cue} `));
    if (!section || !elliptical) return undefined;
    const found = index.findByTitleWord(said, new Set(index.withFacts(index.pagesUnder([section]))), (term) => term.length >= TITLE_WORD_MIN, {
      amongThem: true,
    });
    if (!found || found.topic === state.topic) return undefined;
    return index.passage(said, this.pageIds(index, found.topic), { detail: true }) ?? { ...found, text: found.summary };
  }

  /** The learning section (lessons, blog) a topic is in: one of its pages or its list; undefined for any other topic. */
  private learningSectionOf(index: SiteSearchIndex, topic: string | undefined): string | undefined {
    const path = topic ? (index.pageOfTopic(topic)?.path ?? TOPIC_SECTIONS[topic]?.[0]) : undefined;
    return path ? LEARNING_SECTIONS.find((section) => pathUnder(path, section)) : undefined;
  }

  /** After a lesson or post (or their list), the other one a few words name by a word of its title. */
  private anotherLearningPage(pack: LanguagePack, index: SiteSearchIndex, state: ConversationState, said: string): SitePassage | undefined {
    const topic = state.topic;
    const words = said.trim().split(' ').length;
    if (!this.learningSectionOf(index, topic) || words > FOLLOW_UP_WORDS) return undefined;
    // (A longer message names it by a word no service uses: "¿cuánto toma leer la de heurísticas?".)
    const common = words > ANOTHER_PAGE_WORDS ? this.serviceWords(pack) : undefined;
    const telling = (term: string) => term.length >= TITLE_WORD_MIN && !common?.has(term);
    const found = index.findByTitleWord(said, index.pagesUnder(LEARNING_SECTIONS), telling, { amongThem: true });
    if (!found || found.topic === topic) return undefined;
    return index.passage(said, this.pageIds(index, found.topic)) ?? { ...found, text: found.summary };
  }

  /** The lessons of the area the message names, when the lessons are named or discussed: each linked. */
  private lessonsOfArea(
    pack: LanguagePack,
    index: SiteSearchIndex,
    state: ConversationState,
    said: string,
  ): { replies: DarkyReply[]; topic: string } | undefined {
    const template = pack.corpus.contentFacts?.lessonsOfGroup;
    const named = (pack.contentCues.sections[LESSONS_PAGE] ?? []).some((cue) => said.includes(` ${cue} `));
    const discussed = state.topic === 'lessons.list' || pathUnder((state.topic && index.pageOfTopic(state.topic)?.path) || '', LESSONS_PAGE);
    if (!template || !(named || discussed) || said.trim().split(' ').length > FOLLOW_UP_WORDS) return undefined;
    // (One lesson named by two words of its title, "REST API design", is that lesson, though "design" names an area.)
    const lessons = index.pagesUnder([LESSONS_PAGE]);
    if ((index.findByTitle(said, new Set(index.withFacts(lessons)), () => true)?.matched ?? 0) >= LESSON_TITLE_WORDS) return undefined;
    const area = index.ofGroupNamed(said, lessons);
    if (!area) return undefined;
    const links = area.pages.map((page) => messageLink(page.title, localizedPath(pack.locale, page.path)));
    // (With the lessons' page, where the other areas are.)
    const message = withPageLink(pack, template.replace('{group}', area.group).replace('{links}', joinList(links, pack.corpus.listJoiner)), '/lessons');
    return { replies: [{ message }], topic: area.pages.length === 1 ? area.pages[0]!.topic : 'lessons.list' };
  }

  /** The soonest upcoming page of the dated section named or discussed (events, workshops). */
  private soonestOf(pack: LanguagePack, index: SiteSearchIndex, state: ConversationState, said: string): SitePassage | undefined {
    const named = DATED_SECTIONS.filter((section) => (pack.contentCues.sections[section] ?? []).some((cue) => said.includes(` ${cue} `)));
    const sections = named.length ? named : [this.datedSectionOf(index, state.topic)].filter((section): section is string => Boolean(section));
    if (!sections.length) return undefined;
    const items = new Set(index.withFacts(index.pagesUnder(sections)));
    const now = this.options.now?.() ?? new Date();
    // After one of them was discussed, "¿y el siguiente?" is the one after it, not it again.
    const discussed = state.topic ? index.pageOfTopic(state.topic) : undefined;
    const after = discussed?.date && sections.some((section) => pathUnder(discussed.path, section)) ? new Date(discussed.date) : undefined;
    return index.soonest(items, after && after >= now ? new Date(after.getTime() + 1) : now);
  }

  /** The site's "that is not on our website" answer, linking the event, workshop or course under discussion. */
  private unstatedAbout(pack: LanguagePack, index: SiteSearchIndex, state: ConversationState, context: ReplyContext): DarkyReply | undefined {
    const page = this.signUpPageOf(pack, index, state.topic);
    const reply = page ? composeIntentReply(pack, UNSTATED_INTENT, context) : undefined;
    if (!page || !reply) return undefined;
    const contactPage = this.sectionsOf(pack, UNSTATED_INTENT)[0];
    const message = contactPage ? withoutPageLink(pack, reply.message, contactPage) : reply.message;
    return { message: withPageLink(pack, message, page.path, page.title) };
  }

  /** The dated section (events, workshops) of the topic under discussion: one of its pages, or its list. */
  private datedSectionOf(index: SiteSearchIndex, topic: string | undefined): string | undefined {
    const path = topic?.startsWith('page:') ? index.pageOfTopic(topic)?.path : topic ? TOPIC_SECTIONS[topic]?.[0] : undefined;
    return path ? DATED_SECTIONS.find((section) => pathUnder(path, section)) : undefined;
  }

  /** The most recent post or lesson, when the message names one of those sections (or one was discussed) and asks for the latest. */
  private newestOf(pack: LanguagePack, index: SiteSearchIndex, said: string, topic: string | undefined): { replies: DarkyReply[]; topic: string } | undefined {
    const template = pack.corpus.contentFacts?.newest;
    const named = LEARNING_SECTIONS.filter((section) => (pack.contentCues.sections[section] ?? []).some((cue) => said.includes(` ${cue} `)));
    // Unnamed, the section discussed ("¿cuál es el último que sacaron?" after the blog).
    const discussed = this.learningSectionOf(index, topic);
    const sections = named.length ? named : discussed ? [discussed] : [];
    if (!template || sections.length !== 1) return undefined;
    const latest = index.newest(index.pagesUnder(sections));
    if (!latest) return undefined;
    const link = messageLink(latest.title, localizedPath(pack.locale, latest.path));
    // The section is linked too: the others are a tap away.
    const message = withPageLink(pack, template.replace('{link}', link).replace('{summary}', latest.text), sections[0]!);
    return { replies: [{ message }], topic: latest.topic };
  }

  /** "¿Cómo me inscribo?" after an event, a workshop or a course, or their list: the form on its page. */
  private signUpAnswer(turn: Turn, state: ConversationState, pack: LanguagePack): { reply: DarkyReply; topic: string | undefined } | undefined {
    const signUp = pack.corpus.signUp;
    if (!signUp || !hasCue(pack, turn.text, signUp.cues)) return undefined;
    const index = this.contentIndex(turn.locale);
    // (Or the one the message names with its section: "sign me up for the social media workshop".)
    const discussed = this.signUpPageOf(pack, index, state.topic);
    // (Not when the message asks for a job as well: "apply for a job and sign up for the UX course" is both, read below.)
    const jobToo = hasCue(pack, turn.text, pack.actionCues.job);
    const named = discussed || !index || jobToo ? undefined : this.classNamedWithItsSection(pack, index, turn.text);
    const page = discussed ?? named;
    // The form by the title its pages give it ("Reserva tu lugar"), so the visitor finds it at once.
    const form = messagesOf(pack.locale).Academy.registerTitle;
    if (!page) return undefined;
    // A class the message names ("sign me up for the social media workshop") is answered with its facts, which say how
    // to sign up and when it is, and becomes the topic ("¿tengo que llevar laptop?" is then about it).
    const facts = named ? index?.pageOfTopic(named.topic)?.facts : undefined;
    if (named && facts) return { reply: passageReply(pack, { ...named, text: facts }), topic: named.topic };
    return {
      reply: { message: signUp.answer.replace('{link}', messageLink(page.title, localizedPath(pack.locale, page.path))).replace('{form}', form) },
      topic: named?.topic ?? state.topic,
    };
  }

  /** The post or lesson on a topic: the one discussed, or the one that names the service discussed. */
  private readingOn(pack: LanguagePack, index: SiteSearchIndex, topic: string | undefined): SitePassage | undefined {
    const page = topic?.startsWith('page:') ? index.pageOfTopic(topic) : undefined;
    if (page) return READING_SECTIONS.some((section) => pathUnder(page.path, section)) ? { ...page, text: page.summary, topic: topic! } : undefined;
    const hit = isEntryOf(pack, topic) ? index.findWithin(this.entryName(pack, topic), index.pagesUnder(READING_SECTIONS)) : undefined;
    return hit ? { ...hit, text: hit.summary } : undefined;
  }

  /** The event, workshop or course the message names by its section's word and a word of its title only it has. */
  private classNamedWithItsSection(pack: LanguagePack, index: SiteSearchIndex, text: string): { title: string; path: string; topic: string } | undefined {
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    const sections = SIGN_UP_SECTIONS.filter((section) => (pack.contentCues.sections[section] ?? []).some((cue) => said.includes(` ${cue} `)));
    // (Or by its title alone, "me quiero inscribir al Darky Day": words of its title no service has.)
    const common = this.serviceWords(pack);
    const titled = () => index.findByTitle(said, new Set(index.withFacts(index.pagesUnder(SIGN_UP_SECTIONS))), (term) => !common.has(term));
    const named =
      sections.length === 1
        ? index.findByTitleWord(said, new Set(index.withFacts(index.pagesUnder(sections))), () => true, { amongThem: true })
        : sections.length === 0
          ? titled()
          : undefined;
    return named ? { title: named.title, path: named.path, topic: named.topic } : undefined;
  }

  private signUpPageOf(pack: LanguagePack, index: SiteSearchIndex | undefined, topic: string | undefined): { title: string; path: string } | undefined {
    if (!topic || !index) return undefined;
    const page = topic.startsWith('page:') ? index.pageOfTopic(topic) : undefined;
    if (page) return SIGN_UP_SECTIONS.some((section) => page.path.startsWith(section)) ? { title: page.title, path: page.path } : undefined;
    const section = TOPIC_SECTIONS[topic]?.[0];
    return section && SIGN_UP_SECTIONS.includes(section) ? { title: pack.corpus.pageNames[section] ?? section, path: section } : undefined;
  }

  private factsScope(index: SiteSearchIndex, topic: string | undefined): ReadonlySet<number> | undefined {
    if (topic?.startsWith('page:')) return index.pageOfTopic(topic)?.facts ? this.pageIds(index, topic) : undefined;
    const sections = topic && LIST_TOPICS.has(topic) ? TOPIC_SECTIONS[topic] : undefined;
    if (!sections) return undefined;
    const pages = index.pagesUnder(sections);
    return index.withFacts(pages).length === 1 ? pages : undefined;
  }

  /**
   * The sentence of an entry's page that answers a question about it, from the words other than the way the question
   * refers to it ("does it", "incluye").
   */
  private detailOfEntry(pack: LanguagePack, index: SiteSearchIndex, entry: string, said: string): SitePassage | undefined {
    // The entry's own names stay: "Google Play" is a word of the app's and the sentence that answers.
    const rest = said
      .split(' ')
      .filter((word) => word && !pack.contentCues.referringWords.has(word))
      .join(' ');
    // A sub-tab's page is a part of its tab's ("app móvil" under "apps web y móvil"), whose list says what they share.
    const sections = this.sectionsOf(pack, entry);
    const tabs = sections.map((section) => section.replace(/&subtab=[^&#]*/, ''));
    return index.passage(rest, index.pagesUnder(sections)) ?? index.passage(rest, index.pagesUnder(tabs));
  }

  /**
   * The free consultation's facts (length, video call, weekdays) for a short question about it ("¿es presencial?",
   * "what about Saturday?"); undefined for a booking (a clock time) or another question.
   */
  private meetingDetails(pack: LanguagePack, text: string): DarkyReply | undefined {
    const message = pack.corpus.meetingDetails;
    if (!message || !hasCue(pack, text, pack.bookingCues.details)) return undefined;
    const said = normalizeVisitorText(pack.locale, text);
    if (said.split(' ').length > FOLLOW_UP_WORDS || CLOCK_TIME.test(` ${said} `)) return undefined;
    const filled = fillTemplate([message], factsOf(pack, this.options.now?.() ?? new Date()), (items) => items[0]!);
    return filled ? { message: withPageLink(pack, filled, '/conversemos') } : undefined;
  }

  /** The booking page's sentence on what the free consultation gives. */
  private meetingContents(pack: LanguagePack): DarkyReply | undefined {
    const search = pack.corpus.meetingContentsSearch;
    const index = search ? this.contentIndex(pack.locale) : undefined;
    const passage = index?.passage(normalizeVisitorText(pack.locale, search!), index.pagesUnder(TOPIC_SECTIONS['meeting.request']!));
    return passage ? passageReply(pack, passage) : undefined;
  }

  /** The try-on demo page's sentence on trying it without a camera, when the message says the camera is missing. */
  private async tryOnWithoutCamera(turn: Turn, state: ConversationState, pack: LanguagePack, understood: Understanding): Promise<DarkyReply | undefined> {
    const rule = pack.corpus.tryOnWithoutCamera;
    if (!rule) return undefined;
    // (Or said in the message before, "my webcam is broken", then "can I still try on the glasses?", which names it.)
    const saidBefore = async () => hasCue(pack, earlierMessagesOf(await turn.history(), turn.text)[0] ?? '', rule.cues);
    if (!hasCue(pack, turn.text, rule.cues) && !(hasCue(pack, turn.text, rule.words) && (await saidBefore()))) return undefined;
    const tryOnTopic = (topic: string | undefined) =>
      topic === 'demo.tryon' || Boolean(topic?.endsWith(`.${TRY_ON_SLUG}`)) || Boolean(topic?.includes(TRY_ON_DEMO_PAGE));
    // (A sentence of the try-on's tab was the last answer: "pero me da roche prender la cámara" then "¿se puede sin cámara?".)
    const discussed = [state.topic, this.entryOfServicePage(pack, state.topic), understood.intent, understood.entity];
    const aboutTheTryOn = hasCue(pack, turn.text, rule.words) || discussed.some(tryOnTopic);
    const index = aboutTheTryOn ? this.contentIndex(turn.locale) : undefined;
    const passage = index?.passage(normalizeVisitorText(pack.locale, rule.search), index.pagesUnder([TRY_ON_DEMO_PAGE]));
    return passage ? passageReply(pack, passage) : undefined;
  }

  /**
   * What the topic just discussed is, asked in a few words that name nothing else ("¿qué es eso?", "what's that?"): a
   * service's or tab's description, or a page's summary. Undefined for anything else.
   */
  private topicExplained(text: string, pack: LanguagePack, topic: string | undefined, context: ReplyContext): DarkyReply | undefined {
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    const cue = pack.whatIsItCues.find((cue) => said.includes(` ${cue} `));
    if (!topic || !cue || said.trim().split(' ').length > FACTS_FOLLOW_UP_WORDS) return undefined;
    // (Only that: "what's that per month?" asks its price, "¿qué es eso del soporte?" names another thing.)
    if (said.replace(` ${cue} `, ' ').trim().split(' ').filter(Boolean).length > WHAT_IS_IT_EXTRA_WORDS) return undefined;
    if (pack.entities.find(text).length || hasCue(pack, text) || hasCue(pack, text, pack.billingCues)) return undefined;
    if (pack.intents.targets.has(topic)) return composeIntentReply(pack, topic, context);
    const page = topic.startsWith('page:') ? this.contentIndex(pack.locale)?.pageOfTopic(topic) : undefined;
    return page ? passageReply(pack, { title: page.title, path: page.path, text: page.summary, topic }) : undefined;
  }

  /** The agency's social profiles as links, with the contact page; undefined when the content lists none. */
  private socialProfiles(pack: LanguagePack, context: ReplyContext): DarkyReply | undefined {
    const template = pack.corpus.socialProfiles;
    const message = template ? fillTemplate([template], factsOf(pack, context.now), context.pick) : undefined;
    return message ? { message: withPageLink(pack, message, '/contacto') } : undefined;
  }

  /** The words an intent was trained on (and its answers say), as the site search spells them: not a detail of it. */
  private vocabularyOf(pack: LanguagePack, intent: string): Set<string> {
    return wordsOfPack(pack, `vocabulary:${intent}`, () => {
      const texts = [...(pack.intents.documents.get(intent) ?? []), ...(pack.corpus.intents[intent]?.answers ?? [])];
      return new Set(texts.flatMap((t) => t.split(/[^\p{L}\p{N}]+/u).map(foldTerm)).filter(Boolean));
    });
  }

  /**
   * Whether a message uses a word of an intent's own: one of its utterances or answers that at most one other intent
   * use ("precio", "cuesta"; not "tiene" nor "es", which many intents have).
   */
  private saysWordsOf(pack: LanguagePack, intent: string, text: string): boolean {
    const known = wordsOfPack(pack, `own:${intent}`, () => {
      const others = [...pack.intents.documents.keys()].filter((other) => other !== intent).map((other) => this.vocabularyOf(pack, other));
      return new Set([...this.vocabularyOf(pack, intent)].filter((word) => others.filter((words) => words.has(word)).length <= SHARED_BY_AT_MOST));
    });
    return normalizeVisitorText(pack.locale, text)
      .split(' ')
      .some((word) => word.length > 2 && !isStopword(pack.locale, word) && known.has(foldTerm(word)));
  }

  /** Every word of every catalogue entry's names, synonyms and entity words, and the section cues, as the site search spells them. */
  private serviceWords(pack: LanguagePack): Set<string> {
    return wordsOfPack(pack, 'services', () => {
      const sectionWords = Object.values(pack.contentCues.sections).flat();
      return new Set([
        ...[...pack.intents.targets.keys()].flatMap((entry) => [...this.namesOf(pack, entry)].map(foldTerm)),
        ...sectionWords.flatMap((cue) => cue.split(' ')).map(foldTerm),
      ]);
    });
  }

  /** A question rather than a request: a question mark, or the way questions start ("¿puede…", "does it…"). */
  /** A service said to be wanted, not asked about ("quiero un chatbot para mi negocio"; not "quiero un chatbot, ¿cuánto demora?"). */
  private saysServiceNeeded(pack: LanguagePack, text: string): boolean {
    return hasCue(pack, text, pack.actionCues.need) && !this.asksSomething(pack, text) && !followUpOf([pack], text);
  }

  /** Whether the visitor's message before this one asked about Darky ("¿qué es Darky?", "who are you?"). */
  private async darkyAskedBefore(pack: LanguagePack, context: UnderstandingContext): Promise<boolean> {
    const before = (await context.recallAsked?.())?.[0];
    if (!before) return false;
    return (
      / darky /.test(` ${normalizeVisitorText(pack.locale, before)} `) || hasCue(pack, before, [...pack.actionCues.whatIsDarky, ...pack.actionCues.darkyName])
    );
  }

  private asksSomething(pack: LanguagePack, text: string): boolean {
    if (text.includes('?')) return true;
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    return pack.contentCues.questionStarts.some((start) => said.startsWith(` ${start} `));
  }

  /** A catalogue entry's own name (its sub-tab's, tab's or service's), as a case lists the services it used. */
  private entryName(pack: LanguagePack, entry: string): string {
    const target = pack.intents.targets.get(entry);
    if (!target) return '';
    return target.kind === 'subTab' ? target.subTab.name : target.kind === 'tab' ? target.tab.name : target.service.name;
  }

  /** The names of an entry itself (its own and its sub-tabs' names and synonyms, not its service's): what a case lists it as. */
  private phrasesOf(pack: LanguagePack, entry: string): string[] {
    const target = pack.intents.targets.get(entry);
    if (!target) return [];
    const own = target.kind === 'subTab' ? target.subTab : target.kind === 'tab' ? target.tab : target.service;
    // A tab is its sub-tabs too ("Web e-commerce" is the "Tienda online" a case lists).
    const parts = [own, ...(target.kind === 'tab' ? target.tab.subTabs : [])];
    return parts.flatMap((part) => [part.name, ...(pack.corpus.synonyms[part.slug] ?? [])]);
  }

  /** Every word naming a catalogue entry (its names, synonyms and, unless told, entity words), in the normalised spelling. */
  private namesOf(pack: LanguagePack, entry: string, options: { entityWords?: boolean } = {}): Set<string> {
    const target = pack.intents.targets.get(entry);
    if (!target) return new Set();
    const slugs = [target.service.slug, ...(target.kind === 'service' ? [] : [target.tab.slug]), ...(target.kind === 'subTab' ? [target.subTab.slug] : [])];
    const names = [target.service.name, target.kind === 'service' ? '' : target.tab.name, target.kind === 'subTab' ? target.subTab.name : ''];
    const withEntityWords = options.entityWords ?? true;
    for (const slug of slugs) names.push(...(pack.corpus.synonyms[slug] ?? []), ...(withEntityWords ? (pack.corpus.entityWords[slug] ?? []) : []));
    return new Set(names.flatMap((name) => normalizeVisitorText(pack.locale, name).split(' ')).filter(Boolean));
  }

  /** One case: its sentence that answers the message; several: their links in a sentence. The first is the topic. */
  private casesAnswer(
    pack: LanguagePack,
    index: SiteSearchIndex,
    cases: ReturnType<SiteSearchIndex['findCases']>,
    said: string,
    detail: boolean,
  ): { replies: DarkyReply[]; topic: string } | undefined {
    const [first] = cases;
    if (!first) return undefined;
    const several = cases.length > 1 ? casesReply(pack, cases) : undefined;
    if (several) return { replies: [several], topic: first.topic };
    const passage = index.passage(said, this.pageIds(index, first.topic), { detail }) ?? { ...first, text: first.summary };
    return { replies: [passageReply(pack, passage)], topic: first.topic };
  }

  /**
   * "¿Tienen algo con productos andinos o agro?", "anything for restaurants?": what the portfolio has for that kind of
   * business, its cases by the words that describe them (a few words, no service named; the words that ask for the
   * portfolio describe no case). Nothing found leaves the message to the rest of the reading.
   */
  private anythingForCases(pack: LanguagePack, text: string): { replies: DarkyReply[]; topic: string } | undefined {
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    if (!ANYTHING_FOR.test(said) || said.trim().split(' ').length > ANYTHING_FOR_WORDS || pack.entities.find(text).length > 0) return undefined;
    // (Something to learn or read, "¿hay algo para aprender git?", is a lesson's or a post's; a day, a booking's.)
    if (hasCue(pack, text, pack.contentCues.learning) || hasCue(pack, text, pack.bookingCues.when)) return undefined;
    const index = this.contentIndex(pack.locale);
    if (!index) return undefined;
    const common = this.serviceWords(pack);
    const asking = [...EXAMPLE_INTENTS].map((intent) => this.vocabularyOf(pack, intent));
    const telling = (term: string) => !common.has(term) && !asking.some((words) => words.has(term));
    return this.casesAnswer(pack, index, index.findCases(said, this.casePages(index), { telling }), said, false);
  }

  /**
   * "Any lesson for me?", "¿algo para leer para mí?" once the visitor said what they do or learn ("I am learning game
   * dev"): the lesson or post whose title has a word of what they said, among those pages only; else nothing (the
   * lessons' list answers the message as usual).
   */
  private async readingForTheVisitor(pack: LanguagePack, turn: Turn): Promise<{ replies: DarkyReply[]; topic: string } | undefined> {
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    if (!FOR_ME.test(said) || !TO_READ.test(said) || said.trim().split(' ').length > READING_FOR_ME_WORDS) return undefined;
    const before = await this.previousVisitorMessage(turn);
    const index = before ? this.contentIndex(pack.locale) : undefined;
    if (!index || !before) return undefined;
    // (A service's word counts here, "game dev" names the game loop's lesson; the words that ask for lessons do not.)
    const asking = this.vocabularyOf(pack, 'lessons.list');
    const found = index.findByTitleWord(normalizeVisitorText(pack.locale, before), index.pagesUnder(LEARNING_SECTIONS), (term) => !asking.has(term), {
      amongThem: true,
    });
    if (!found) return undefined;
    const passage = index.passage(normalizeVisitorText(pack.locale, before), this.pageIds(index, found.topic)) ?? { ...found, text: found.summary };
    return { replies: [passageReply(pack, passage)], topic: found.topic };
  }

  /**
   * The case whose client a short message names by a word of its title that no service uses ("ISEE", "Kallpa"), when
   * nothing is asked of a service (a price, a quote, one wanted): its summary, what was built and for whom.
   */
  private caseOfClientNamed(pack: LanguagePack, text: string): SitePassage | undefined {
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    if (said.trim().split(' ').length > TITLE_ASKED_WORDS || hasCue(pack, text) || hasCue(pack, text, pack.actionCues.quote)) return undefined;
    if (hasCue(pack, text, pack.actionCues.need) || hasCue(pack, text, pack.actionCues.likeThis)) return undefined;
    // (A business of the visitor's, "for my dental practice", "para una óptica", names its sector, not a client.)
    if (OWN_PAGE.test(said) || FOR_A_BUSINESS.test(said)) return undefined;
    const index = this.contentIndex(pack.locale);
    const serviceWords = this.serviceWords(pack);
    const found = index?.findByTitleWord(said, this.casePages(index), (term) => !serviceWords.has(term), { onlyThere: true });
    if (found) return { ...found, text: found.summary };
    // (Or by its address's name, which the visitor may have seen in the link: "the ymca project" is YM Centro Juvenil's.)
    const bySlug = index
      ? [...this.casePages(index)].map((id) => index.pageOfTopic(index.pageTopicOf(id) ?? '')).find((page) => page && slugNamed(said, page.path))
      : undefined;
    return bySlug ? { title: bySlug.title, path: bySlug.path, text: bySlug.summary, topic: pageTopic(bySlug) } : undefined;
  }

  /** The portfolio's cases (the pages under it, not the list itself). */
  private casePages(index: SiteSearchIndex): Set<number> {
    return new Set([...index.pagesUnder([PORTFOLIO_PAGE])].filter((id) => index.pageTopicOf(id)?.startsWith(`page:${CASES_PATH}`)));
  }

  /** The pages a page topic stands for (one page, or one passage of a shared page like a workshop). */
  private pageIds(index: SiteSearchIndex, topic: string): Set<number> {
    const page = index.pageOfTopic(topic);
    if (!page) return new Set();
    return new Set([...index.pagesUnder([page.path])].filter((id) => index.pageTopicOf(id) === topic));
  }

  /** Where a topic's details are written: a catalogue entry's page, or a fixed topic's sections. */
  private sectionsOf(pack: LanguagePack, topic: string): string[] {
    const entryPath = pathOfTopic(pack, topic);
    if (!entryPath) return TOPIC_SECTIONS[topic] ?? [];
    // A service with a demo on the site (the try-on, the game) is also described there: "which frames can I try?".
    const target = pack.intents.targets.get(topic);
    const demo = target ? demoPageOf(pack, target) : undefined;
    if (!demo) return [entryPath];
    // The demo's other pages too (the try-on itself, beside its frames' catalogue): "no tengo cámara, ¿qué hago?".
    const demoPages = Object.entries(TOPIC_SECTIONS).find(([topic, pages]) => topic.startsWith('demo.') && pages.includes(demo))?.[1] ?? [];
    return [entryPath, demo, ...demoPages.filter((page) => page !== demo)];
  }

  /** The next open times of /conversemos (at most three) as {slotsText}, or nothing (the page shows them anyway). */
  private async slotsText(pack: LanguagePack): Promise<Record<string, string>> {
    const slots = await this.options.openSlots?.().catch(() => []);
    const text = meetingSlotsText(
      pack,
      (slots ?? []).slice(0, MEETING_SLOTS_SAID).map((slot) => slot.start),
    );
    return text ? { slotsText: text } : {};
  }

  private async unsure(turn: Turn, pack: LanguagePack, context: ReplyContext, guess: Understanding): Promise<{ replies: DarkyReply[]; missed: boolean }> {
    const unanswered = (outcome: UnansweredMessage['outcome'], offered: { intent: string; score: number } = guess) =>
      this.options.onUnanswered?.({ guestId: turn.guestId, locale: turn.locale, text: turn.text, intent: offered.intent, score: offered.score, outcome });

    // No intent fits: the page of the site that says it, before any made-up answer. Still recorded for review (as the
    // fallback it replaces, or the question it asks), so operators can teach Darky the intent.
    const found = this.searchSite(turn, guess);
    if (found) {
      unanswered(found.kind === 'page' ? 'fallback' : 'clarify');
      return { replies: [siteSearchReply(pack, found)], missed: found.kind !== 'page' };
    }

    if (this.options.llm) {
      try {
        const message = await this.options.llm.answer({ locale: turn.locale, text: turn.text, history: await turn.history(), knowledge: pack.knowledge });
        const candidates = guess.intent === NO_INTENT ? pack.corpus.fallback.suggest : [guess.intent, ...guess.alternatives.map((a) => a.intent)];
        unanswered('llm');
        return { replies: [{ message, action: suggestionsAction(pack, candidates.slice(0, 3)) }], missed: false };
      } catch (error) {
        this.options.onLlmError?.(error);
      }
    }

    // Unsure: one question naming the likeliest topics, each a button.
    if (guess.intent !== NO_INTENT && guess.score >= CLARIFY_THRESHOLD) {
      const candidates = [guess.intent, ...guess.alternatives.filter((a) => a.score >= 0.15).map((a) => a.intent)];
      unanswered('clarify');
      return { replies: [this.clarifyOrAnswer(pack, candidates, context, turn.text)], missed: true };
    }
    const weak = guess.alternatives.filter((a) => a.score >= 0.15);
    if (weak.length) {
      // The console groups a "did you mean" by the guess it offered, not by the empty top guess.
      unanswered('clarify', weak[0]);
      return {
        replies: [
          this.clarifyOrAnswer(
            pack,
            weak.map((a) => a.intent),
            context,
            turn.text,
            { answersAlone: false },
          ),
        ],
        missed: true,
      };
    }
    unanswered('fallback');
    return { replies: [fallbackReply(pack, context)], missed: true };
  }

  /**
   * A question naming the topics to choose from, each a button; with one topic that can be offered there is nothing
   * to choose between ("who are you guys" → about us): its answer (the turn is still recorded for review). Nor is there
   * when the message names the section of one of them ("show me your work": the portfolio, not the services).
   */
  private clarifyOrAnswer(
    pack: LanguagePack,
    candidates: string[],
    context: ReplyContext,
    text: string,
    { answersAlone = true }: { answersAlone?: boolean } = {},
  ): DarkyReply {
    const offered = [...new Set(candidates)].filter((intent) => quickReplyFor(pack, intent));
    const sectionNamed = offered.filter((intent) =>
      (TOPIC_SECTIONS[intent] ?? []).some((section) => hasCue(pack, text, pack.contentCues.sections[section] ?? [])),
    );
    const chosen = sectionNamed.length === 1 ? sectionNamed[0] : answersAlone && offered.length === 1 ? offered[0] : undefined;
    return (chosen ? composeIntentReply(pack, chosen, context) : undefined) ?? clarifyReply(pack, candidates);
  }

  /** The site search's outcome for a message the classifier could not place (not small talk); a failing search is no outcome. */
  private searchSite(turn: Turn, guess: Understanding): SiteSearchOutcome {
    const search = this.options.siteSearch === undefined ? searchTheSite : this.options.siteSearch;
    if (!search || (guess.intent !== NO_INTENT && guess.score >= CLARIFY_THRESHOLD)) return undefined;
    if (guess.intent.startsWith('smalltalk.') && guess.score >= SMALL_TALK_FLOOR) return undefined;
    try {
      return search(turn.locale, turn.text);
    } catch {
      return undefined;
    }
  }

  /** The service a visitor names during lead capture: a catalogue name or anything the NLU maps to a service. */
  /** The service (or tab) a topic names, as the lead dialogue files it; none for other topics. */
  /**
   * The support policy's sentence for a detail of support asked about (a support word and a detail in the message, or
   * the detail in the visitor's message before: "quiero agregar una sección nueva" then "¿eso lo cubre el soporte?").
   * Only the detail's words are looked for: "soporte" alone would find any sentence of the policy.
   */
  private async supportPolicyDetail(turn: Turn, pack: LanguagePack): Promise<DarkyReply | undefined> {
    if (!hasCue(pack, turn.text, pack.supportWordCues)) return undefined;
    // (A fault reported is not one of these details: support's own answer says how soon each kind is handled.)
    const tells = (text: string) => hasCue(pack, text, pack.supportDetailCues);
    const detail = tells(turn.text) ? turn.text : await this.previousVisitorMessage(turn);
    if (!detail || !tells(detail)) return undefined;
    const index = this.contentIndex(turn.locale);
    if (!index) return undefined;
    // The words of the details named are what is looked for ("después quiero agregar una sección nueva": "sección nueva").
    const said = ` ${normalizeVisitorText(pack.locale, detail)} `;
    const details = pack.supportDetailCues.filter((cue) => said.includes(` ${cue} `)).join(' ');
    const passage = index.passage(details, index.pagesUnder(TOPIC_SECTIONS['faq.support']!));
    return passage ? passageReply(pack, passage) : undefined;
  }

  /**
   * The about page's sentence with the words beside the cue ("a medida"), or with two of the message's words
   * ("empresas… pymes"); else its summary, which names the team's areas and takes the visitor there (the team's size
   * and its years are not on the site: nothing is made up).
   */
  private aboutUsDetail(turn: Turn, pack: LanguagePack, context: ReplyContext): DarkyReply | undefined {
    const index = this.contentIndex(turn.locale);
    const cueWords = new Set(pack.aboutUsCues.flatMap((cue) => cue.split(' ')).map(foldTerm));
    const about = index?.pagesUnder(TOPIC_SECTIONS['about.us']!);
    const said = normalizeVisitorText(pack.locale, turn.text);
    const passage =
      index && about ? (index.passage(said, about, { needs: (term) => !cueWords.has(term) }) ?? index.passage(said, about, { minMatched: 2 })) : undefined;
    return passage ? passageReply(pack, passage) : composeIntentReply(pack, 'about.us', context);
  }

  /** What the visitor said before this message (the stored history may already hold this one). */
  private async previousVisitorMessage(turn: Turn): Promise<string | undefined> {
    return earlierMessagesOf(await turn.history(), turn.text)[0];
  }

  /** The catalogue entry a demo topic shows (the game's interactive games, the try-on's virtual try-ons), the narrowest. */
  /**
   * How a demo is used, from its own pages; what they do not say ("¿funciona en el celular?": the try-on's page speaks
   * of a camera and a browser) from its service's page, with the demo linked to try it.
   */
  private demoUse(pack: LanguagePack, index: SiteSearchIndex, demo: string, said: string): DarkyReply | undefined {
    const pages = TOPIC_SECTIONS[demo]!;
    const own = index.passage(said, index.pagesUnder(pages));
    if (own) return passageReply(pack, own);
    const entry = this.entryOfDemo(pack, demo);
    const service = entry ? this.detailOfEntry(pack, index, entry, said) : undefined;
    // (Else how the page says it is used: "¿cómo se usa?" after the game is its controls.)
    const howTo = pack.corpus.demoUseSearch[demo];
    const used = !service && howTo ? index.passage(normalizeVisitorText(pack.locale, howTo), index.pagesUnder(pages)) : undefined;
    if (used) return passageReply(pack, used);
    if (!service || !pack.corpus.demoLink) return undefined;
    const demoPage = pages[0]!;
    const link = messageLink(pack.corpus.pageNames[demoPage] ?? demoPage, localizedPath(pack.locale, demoPage));
    return { message: `${passageReply(pack, service).message} ${pack.corpus.demoLink.replace('{link}', link)}` };
  }

  /** The demo (demo.tryon, demo.game, demo.avatar) a topic is, is a page of, or is the service of. */
  private demoOf(pack: LanguagePack, topic: string | undefined): string | undefined {
    if (!topic) return undefined;
    if (topic.startsWith('demo.')) return TOPIC_SECTIONS[topic] ? topic : undefined;
    const target = pack.intents.targets.get(topic);
    return demoOfPage(pathOfPageTopic(topic) ?? (target ? demoPageOf(pack, target) : undefined));
  }

  private entryOfDemo(pack: LanguagePack, topic: string | undefined): string | undefined {
    // The demo itself or a sentence of one of its pages ("page:/innovaciones/probador …") was discussed.
    const demo = topic?.startsWith('demo.') ? topic : demoOfPage(pathOfPageTopic(topic));
    const pages = demo ? TOPIC_SECTIONS[demo] : undefined;
    if (!pages) return undefined;
    // (A service the demo shows without being linked under it, corpus demoShows: 3D animation by 3D Darky.)
    const shownBy = (target: CatalogueTarget) => pack.corpus.demoShows[entryOf(target).slug];
    const shown = [...pack.intents.targets].filter(([, target]) => [demoPageOf(pack, target), shownBy(target)].some((page) => page && pages.includes(page)));
    const narrowest = shown.find(([, target]) => target.kind === 'subTab') ?? shown.find(([, target]) => target.kind === 'tab') ?? shown[0];
    return narrowest?.[0];
  }

  /** The page a title word names among those Darky's last answer linked (a list of cases, posts or classes). */
  private async pickedFromLastAnswer(
    turn: Turn,
    index: SiteSearchIndex,
    said: string,
    within: ReadonlySet<number>,
    telling: (term: string) => boolean,
  ): Promise<(SiteSearchHit & { topic: string }) | undefined> {
    const hit = index.findByTitleWord(said, within, telling);
    if (!hit) return undefined;
    const lastAnswer = (await turn.history()).filter((event) => event.by === 'bot').at(-1);
    const linked = lastAnswer ? parseMessage(lastAnswer.message).flatMap((part) => (part.kind === 'link' ? [barePath(part.href)] : [])) : [];
    return linked.includes(hit.path) && linked.length > 1 ? hit : undefined;
  }

  /** The site's pages Darky's last message linked, linked again, when a short message asks for the link. */
  private async linksAgain(turn: Turn, pack: LanguagePack): Promise<DarkyReply | undefined> {
    const rule = pack.corpus.linkAgain;
    if (!rule) return undefined;
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    // The link asked for and little else ("and the link?"): "quiero un link de pago" asks for a payment link.
    if (hasCue(pack, turn.text, rule.unless)) return undefined;
    const cue = rule.cues.filter((c) => said.includes(` ${c} `)).sort((a, b) => b.length - a.length)[0];
    if (!cue || said.replace(` ${cue} `, ' ').trim().split(' ').filter(Boolean).length > LINK_OTHER_WORDS) return undefined;
    const lastAnswer = (await turn.history()).filter((event) => event.by === 'bot').at(-1);
    const links = lastAnswer
      ? parseMessage(lastAnswer.message).flatMap((part) => (part.kind === 'link' && part.href.startsWith('/') ? [messageLink(part.text, part.href)] : []))
      : [];
    return links.length ? { message: rule.reply.replace('{links}', joinList([...new Set(links)], pack.corpus.listJoiner)) } : undefined;
  }

  /** The catalogue entry whose own page a page topic is a sentence of ("page:/servicios/…?tab=branding …"). */
  private entryOfServicePage(pack: LanguagePack, topic: string | undefined): string | undefined {
    const path = pathOfPageTopic(topic);
    if (!path?.startsWith('/servicios/')) return undefined;
    // (Each page's entry found once per trained model: this runs on every message.)
    let entries = this.entriesByPage.get(pack);
    if (!entries) {
      entries = new Map();
      for (const intent of pack.intents.targets.keys()) {
        const page = pathOfTopic(pack, intent);
        if (page && !entries.has(page)) entries.set(page, intent);
      }
      this.entriesByPage.set(pack, entries);
    }
    return entries.get(path);
  }

  /**
   * The reply to a visitor describing their business right after a service was discussed (corpus businessDescribed):
   * a statement, not a question, that names no service, asks no price or timeline and gives no contact detail.
   */
  private businessDescribed(
    turn: Turn,
    pack: LanguagePack,
    topic: string | undefined,
    guess: Understanding,
    details: ReturnType<typeof findVisitorDetails>,
  ): DarkyReply | undefined {
    const rule = pack.corpus.businessDescribed;
    // (A word of the service discussed, "40 productos" after the online store, is still its description.)
    const otherEntry = guess.entity !== undefined && guess.entity !== topic;
    // (The classifier is sure of the office's address or hours in "tenemos 2 locales": without a question, the visitor
    // tells their own.)
    const ownContactFact = CONTACT_FACTS.has(guess.intent) && !turn.text.includes('?');
    if (!rule || !isEntryOf(pack, topic) || otherEntry || (guess.score >= SURE_TOPIC && !ownContactFact) || Object.keys(details).length) return undefined;
    // ("Es todo, gracias" thanks; it describes nothing.)
    if (SOCIAL_SMALL_TALK.has(guess.intent) && guess.score >= CLARIFY_THRESHOLD) return undefined;
    if (turn.text.includes('?') || hasCue(pack, turn.text) || followUpOf([pack], turn.text)) return undefined;
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    const startsWith = (start: string) => said.startsWith(` ${start} `);
    // ("Es", "son" start a question too, "¿son gratis?": without its mark, a sentence that starts so describes.)
    const asks = pack.contentCues.questionStarts.some((start) => startsWith(start) && !rule.starts.includes(start));
    if (asks || said.trim().split(' ').length > BUSINESS_WORDS || !rule.starts.some(startsWith)) return undefined;
    const page = pathOfTopic(pack, topic);
    const service = page ? messageLink(this.entryName(pack, topic), localizedPath(pack.locale, page)) : this.entryName(pack, topic);
    return { message: rule.reply.replace('{service}', service), action: suggestionsAction(pack, ['lead.request', 'meeting.request']) };
  }

  /**
   * The visitor's business told as the conversation starts (corpus businessIntroduced): what was built for a client like
   * them when one case clearly is (similarClient), else what they want to achieve, with the services and the portfolio
   * as buttons. Undefined for anything else: a question, a price, a job, a contact detail, a service named.
   */
  private async businessIntroduced(
    turn: Turn,
    pack: LanguagePack,
    guess: Understanding,
    details: ReturnType<typeof findVisitorDetails>,
  ): Promise<{ replies: DarkyReply[]; topic?: string } | undefined> {
    const rule = pack.corpus.businessIntroduced;
    if (!rule || guess.entity || Object.keys(details).length || turn.text.includes('?')) return undefined;
    const said = normalizeVisitorText(pack.locale, turn.text).replace(GREETING_OPENING, '');
    const words = said.split(' ');
    if (words.length > INTRODUCED_WORDS || !rule.starts.some((start) => ` ${said} `.startsWith(` ${start} `))) return undefined;
    if (rule.not.some((word) => ` ${said} `.includes(` ${word} `)) || pack.entities.find(turn.text).length) return undefined;
    if ([pack.actionCues.job, pack.actionCues.quote, pack.actionCues.callMe].some((cues) => hasCue(pack, turn.text, cues)) || hasCue(pack, turn.text))
      return undefined;
    const index = this.contentIndex(pack.locale);
    const clients = index ? index.findCases(said, this.casePages(index)) : [];
    const client = clients.length === 1 ? clients[0] : undefined;
    if (client && pack.corpus.similarClient) {
      const reply = passageReply(pack, { ...client, text: client.summary });
      return { replies: [{ ...reply, message: `${pack.corpus.similarClient} ${reply.message}` }], topic: client.topic };
    }
    return { replies: [{ message: rule.reply, action: suggestionsAction(pack, ['services.list', 'portfolio.list']) }] };
  }

  /** "Podemos ayudarte con X e Y." for the services (two or more) a message names, each linked; else undefined. */
  private servicesNamed(pack: LanguagePack, text: string): string | undefined {
    const template = pack.corpus.servicesNamed;
    const services = new Map<string, string>();
    for (const entity of pack.entities.find(text)) {
      const target = pack.intents.targets.get(entity.intent);
      if (target && !services.has(target.service.slug))
        services.set(target.service.slug, messageLink(target.service.name, localizedPath(pack.locale, servicePath(target.service.slug))));
    }
    return template && services.size >= 2 ? template.replace('{services}', joinList([...services.values()], pack.corpus.listJoiner)) : undefined;
  }

  /**
   * The item of the list just given (state.topic a list) that the message picks by its place ("el primero", "the last
   * one"), among the list's items Darky's last message named, in the order it named them: its sentence for what is asked.
   */
  /**
   * The detail asked ("¿es presencial?") of each event or workshop Darky's last message named on a date (two or three
   * of them), from each one's facts; undefined when that message named fewer or more.
   */
  private async eachDatedPageNamed(
    turn: Turn,
    pack: LanguagePack,
    index: SiteSearchIndex,
    said: string,
    topic: string | undefined,
  ): Promise<SitePassage[] | undefined> {
    const lastReply = historyBefore(await turn.history(), turn.text).findLast((event) => event.by === 'bot');
    // (Only the answer to a date or the events' list: after the workshops' list, "until what time?" may ask about the
    // office, as when "I'll call you" was heard as the workshops.)
    const onDates = pack.corpus.contentFacts?.onDates?.split('{items}')[0];
    const listed = topic === 'academy.events' || Boolean(onDates && lastReply?.message.startsWith(onDates));
    if (!lastReply || !listed) return undefined;
    const listPages = new Set(DATED_SECTIONS.map((section) => index.idOfPath(section)));
    const dated = new Set(index.withFacts(index.pagesUnder(DATED_SECTIONS)).filter((id) => !listPages.has(id)));
    const named = index.namedInOrder(plainMessage(lastReply.message), dated);
    if (named.length < 2 || named.length > EACH_NAMED_MAX) return undefined;
    const passages = named.flatMap(({ topic }) => index.passage(said, this.pageIds(index, topic), { detail: true }) ?? []);
    return passages.length === named.length ? passages : undefined;
  }

  private async pickedByPlace(turn: Turn, pack: LanguagePack, state: ConversationState): Promise<{ replies: DarkyReply[]; topic: string } | undefined> {
    const list = state.topic && LIST_TOPICS.has(state.topic) ? TOPIC_SECTIONS[state.topic] : undefined;
    const index = list ? this.contentIndex(pack.locale) : undefined;
    if (!index) return undefined;
    const said = ` ${normalizeVisitorText(pack.locale, turn.text)} `;
    const { nth, last, startWith } = pack.byPlaceCues;
    // "¿Cuál me recomiendas para empezar?", "which one should I start with": the first, the list's own order (the site
    // lists the basics first).
    // (A longer message says what it is for, "¿cuál me recomiendas si quiero aprender marketing?": that one is found by
    // its words.)
    const startAsked = startWith.some((cue) => said.includes(` ${cue} `)) && said.trim().split(' ').length <= START_ASKED_WORDS;
    const place = startAsked ? 0 : nth.findIndex((cues) => cues.some((cue) => said.includes(` ${cue} `)));
    const lastAsked = place < 0 && last.some((cue) => said.includes(` ${cue} `));
    // ("El de chatbots con IA me interesa", "the AI chatbot one looks interesting": the one its title's word names.)
    const nameAsked =
      place < 0 && !lastAsked && pack.byPlaceCues.named.some((cue) => said.includes(` ${cue} `)) && said.trim().split(' ').length <= SIBLING_WORDS;
    if (place < 0 && !lastAsked && !nameAsked) return undefined;
    // (Of the posts or the lessons, "el último" is the newest, whatever order an answer named them in: answered below.)
    if (lastAsked && list!.some((section) => READING_SECTIONS.includes(section))) return undefined;
    if (said.trim().split(' ').length > FOLLOW_UP_WORDS) return undefined;
    const lastReply = historyBefore(await turn.history(), turn.text).findLast((event) => event.by === 'bot');
    // (The list's own page is no item of it: "Nuestros talleres…" names the workshops' page first.)
    const listPages = new Set(list!.map((section) => index.idOfPath(section)));
    const itemPages = new Set([...index.pagesUnder(list!)].filter((id) => !listPages.has(id)));
    const items = lastReply ? index.namedInOrder(plainMessage(lastReply.message), itemPages) : [];
    // ("¿Cuál me recomiendas para formularios?": the one of them whose title has the word, else the first.)
    const named = startAsked || nameAsked ? index.findByTitleWord(said, new Set(items.map((item) => item.id)), () => true, { amongThem: true }) : undefined;
    if (nameAsked && !named) return undefined;
    const picked = (named && items.find((item) => item.topic === named.topic)) ?? (lastAsked ? items.at(-1) : items[place]);
    if (items.length < 2 || !picked) return undefined;
    const detail =
      pack.contentCues.detail.some((cue) => said.includes(` ${cue} `)) || hasCue(pack, turn.text) || hasCue(pack, turn.text, pack.followUpCues.timeline);
    // (Where to begin asks what the first is: its summary.)
    const page = startAsked && !detail ? index.pageOfTopic(picked.topic) : undefined;
    const passage = page
      ? { title: page.title, path: page.path, text: page.summary, topic: picked.topic }
      : index.passage(said, this.pageIds(index, picked.topic), { detail });
    if (!passage) return undefined;
    const reply = passageReply(pack, passage);
    const intro = startAsked && !named ? pack.corpus.followUpCues.byPlace?.startIntro : undefined;
    return { replies: [intro ? { ...reply, message: `${intro} ${reply.message}` } : reply], topic: picked.topic };
  }

  /**
   * Advice asked for the visitor's own business (actionCues.advice, in a few words) after they told what it is: the case
   * whose name, sector or services their words describe best, well ahead of any other ("museo": Museo Vivo; "seguros":
   * Nexo Seguros): what was built for that client. Undefined when no one case is such a client.
   */
  private async similarClientCase(turn: Turn, pack: LanguagePack): Promise<{ replies: DarkyReply[]; topic: string } | undefined> {
    const intro = pack.corpus.similarClient;
    // (Or work like it asked about, "¿han resuelto eso para alguien?", "did you help a restaurant with that?": the
    // business may be told in the same message, however long.)
    const pastWork = hasCue(pack, turn.text, pack.actionCues.similarWork);
    if (!intro || !(pastWork || hasCue(pack, turn.text, pack.actionCues.advice))) return undefined;
    const said = normalizeVisitorText(pack.locale, turn.text);
    const index = pastWork || said.split(' ').length <= FOLLOW_UP_WORDS ? this.contentIndex(pack.locale) : undefined;
    if (!index) return undefined;
    const earlier = earlierMessagesOf(await turn.history(), turn.text).slice(0, EXAMPLES_CONTEXT_MESSAGES);
    const told = [...(pastWork ? [turn.text] : []), ...earlier].map((message) => normalizeVisitorText(pack.locale, message)).join(' ');
    // (One case clearly ahead of the others: "tengo una agencia de seguros" is the insurer's, "clínica dental" the
    // dentist's rather than the clinic's.)
    const clients = told.trim() ? index.findCases(told, this.casePages(index)) : [];
    const client = clients.length === 1 ? clients[0] : undefined;
    if (!client) return undefined;
    // (What was built for whom, not the sentence closest to the question: "quote faster on facebook" is closest to the
    // insurer's situation, "most new customers arrive through Facebook ads".)
    const reply = passageReply(pack, { ...client, text: client.summary });
    return { replies: [{ ...reply, message: `${intro} ${reply.message}` }], topic: client.topic };
  }

  /**
   * The distinct catalogue entries a message names, in order, without one that holds another named too ("una app para
   * Android" names the mobile app, not its tab as well).
   */
  private entriesNamed(pack: LanguagePack, text: string): string[] {
    const found = [...new Set([...pack.entities.find(text)].sort((a, b) => a.at - b.at).map((entity) => entity.intent))];
    // (An entry inside another named one, a sub-tab in its tab or a tab in its service, says which of it was meant.)
    const inside = (inner: string, outer: string) => {
      const [, ...outerPath] = outer.split('.');
      const [, ...innerPath] = inner.split('.');
      return innerPath.length > outerPath.length && outerPath.every((part, i) => innerPath[i] === part);
    };
    return found.filter((intent) => !found.some((other) => other !== intent && inside(other, intent)));
  }

  /** The catalogue entry a portfolio case's first service names ("Chatbot web" of ISEE's case), when a case is the topic. */
  /**
   * How a demo's page says it is used (corpus demoUseSearch), when the words asked beside its names are nothing but
   * those of asking how ("how can I use…", "¿cómo uso…?"); undefined otherwise.
   */
  private howItIsUsed(pack: LanguagePack, index: SiteSearchIndex, demo: string, words: readonly string[]): SitePassage | undefined {
    const howTo = pack.corpus.demoUseSearch[demo];
    const sections = TOPIC_SECTIONS[demo];
    if (!howTo || !sections || !words.length || !words.every((word) => HOW_IT_IS_USED.has(word))) return undefined;
    return index.passage(normalizeVisitorText(pack.locale, howTo), index.pagesUnder(sections));
  }

  /** The service a blog post's title names ("Webs inteligentes con IA: qué son…" is the smart website's). */
  private entryOfPost(pack: LanguagePack, topic: string | undefined): string | undefined {
    const page = pathOfPageTopic(topic)?.startsWith('/blog/') ? this.contentIndex(pack.locale)?.pageOfTopic(topic!) : undefined;
    return page ? pack.entities.find(page.title)[0]?.intent : undefined;
  }

  private entryOfCase(pack: LanguagePack, topic: string | undefined): string | undefined {
    const path = pathOfPageTopic(topic);
    const slug = path?.startsWith(CASES_PATH) ? path.slice(CASES_PATH.length).split(/[/?#]/)[0] : undefined;
    // (A featured project names its services; every case page does too, as the client's.)
    const project = slug ? pack.knowledge.portfolio?.projects.find((p) => p.clientSlug === slug) : undefined;
    const client = slug ? pack.knowledge.portfolio?.clients.find((c) => c.slug === slug) : undefined;
    for (const service of project?.services ?? client?.services ?? []) {
      const [entry] = pack.entities.find(service);
      if (entry) return entry.intent;
    }
    return undefined;
  }

  private serviceOfTopic(pack: LanguagePack, topic: string | undefined): ServiceChoice | undefined {
    const target = topic ? pack.intents.targets.get(topic) : undefined;
    if (!target) return undefined;
    const label = target.kind === 'service' ? target.service.name : target.kind === 'tab' ? target.tab.name : target.subTab.name;
    return { code: serviceCodeOf(target.service.slug), label };
  }

  private async chooseService(locale: ChatLocale, text: string): Promise<ServiceChoice | undefined> {
    const pack = this.model.packs[locale];
    const said = text.trim().toLowerCase();
    const byName = pack.knowledge.services.find((s) => s.name.toLowerCase() === said);
    if (byName) return { code: serviceCodeOf(byName.slug), label: byName.name };
    const [found] = pack.entities.find(text);
    const guess = found ? { intent: found.intent, score: 1 } : await this.model.nlu.classify(locale, normalizeVisitorText(locale, text));
    const target = guess.score >= CLARIFY_THRESHOLD ? pack.intents.targets.get(guess.intent) : undefined;
    if (!target) return undefined;
    const label = target.kind === 'service' ? target.service.name : target.kind === 'tab' ? target.tab.name : target.subTab.name;
    return { code: serviceCodeOf(target.service.slug), label };
  }
}
