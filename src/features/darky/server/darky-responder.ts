/** Darky's turn logic: lead dialogue first, then the NLU (with the optional LLM for what it does not know), then a fallback. */
import 'server-only';
import { NO_INTENT, type IntentClassifier, type IntentGuess } from '../nlu/darky-nlu';
import { normalizeVisitorText } from '../nlu/visitor-text';
import { messageLanguage } from '../message-language';
import type { ChatEvent, ChatLocale } from '../protocol';
import { findVisitorDetails } from '../nlu/visitor-details';
import { emptyConversationState, MemoryConversationStateStore, nextState, type ConversationState, type ConversationStateStore } from './conversation-state';
import { serviceCodeOf, type LeadCaptureDialogues, type LeadTurn, type ServiceChoice } from './lead-capture';
import type { LlmResponder } from './llm-responder';
import {
  clarifyReply,
  composeIntentReply,
  fallbackReply,
  FOLLOW_UP_INTENTS,
  lastTopicOf,
  meetingSlotsText,
  type FollowUp,
  siteSearchReply,
  suggestionsAction,
  withPageLink,
  type DarkyReply,
  type LanguagePack,
  type ReplyContext,
} from './reply-composer';
import { siteSearchIndex, type SiteSearchOutcome } from './site-search';

/** Scores from the held-out measurements: above ANSWER Darky answers; between, it asks "did you mean"; below, fallback. */
export const ANSWER_THRESHOLD = 0.7;
export const CLARIFY_THRESHOLD = 0.35;

/** What Darky made of a message: the intent, and the catalogue entry (service./tab./subtab. intent) it is about. */
export interface Understanding extends IntentGuess {
  entity?: string;
}

/** What the conversation so far says: the last catalogue entry discussed (from the stored conversation, not memory). */
export interface UnderstandingContext {
  lastTopic?: string;
  /** Reads lastTopic from the stored conversation, only when the message needs it. */
  recallTopic?: () => Promise<string | undefined>;
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
/** Intents that answer a price question themselves (their answers list the prices). */
const PRICED_TOPICS = new Set(['academy.workshops', 'academy.courses']);

/** How many open meeting times a meeting reply names (the page lists them all). */
const MEETING_SLOTS_SAID = 3;

const otherLocale = (locale: ChatLocale): ChatLocale => (locale === 'es' ? 'en' : 'es');

function hasCue(pack: LanguagePack, text: string, cues: string[] = pack.pricingCues): boolean {
  const said = ` ${normalizeVisitorText(pack.locale, text)} `;
  return cues.some((cue) => said.includes(` ${cue} `));
}

/** A clock time ("a las 10", "10:30", "at 4pm", "3 pm"), in the normalised spelling. */
const CLOCK_TIME = /\b(?:a las|at) \d{1,2}\b|\b\d{1,2}(?::\d{2})? ?(?:am|pm|a m|p m|hrs|h)\b|\b\d{1,2}:\d{2}\b/;

/** "Llámame mañana a las 10", "can we meet on Thursday?": a call at a clock time, or a meeting on a day or at a time, is a booking. */
function asksForBooking(packs: LanguagePack[], text: string): boolean {
  return packs.some((pack) => {
    const said = ` ${normalizeVisitorText(pack.locale, text)} `;
    const clock = CLOCK_TIME.test(said);
    const meeting = hasCue(pack, text, pack.bookingCues.meeting) && (clock || hasCue(pack, text, pack.bookingCues.when));
    return meeting || (clock && hasCue(pack, text, pack.bookingCues.call));
  });
}

/** A guess about a fixed topic other than a greeting or a price ("¿dónde están?" is the contact page, not a follow-up). */
function confidentOrEntry(guess: IntentGuess): boolean {
  return guess.intent !== NO_INTENT && !ENTITY_ABSORBS.has(guess.intent) && guess.intent !== 'pricing.info';
}

/** The follow-up a message asks (in either language's cues), if any. */
function followUpOf(packs: LanguagePack[], text: string): FollowUp | undefined {
  for (const kind of ['timeline', 'includes', 'free'] as const) if (packs.some((pack) => hasCue(pack, text, pack.followUpCues[kind]))) return kind;
  return undefined;
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
    const own = await this.model.nlu.classify(locale, normalizeVisitorText(locale, text));
    if (own.intent !== NO_INTENT && own.score >= ANSWER_THRESHOLD) return { ...own, locale };
    const other = await this.model.nlu.classify(otherLocale(locale), normalizeVisitorText(otherLocale(locale), text));
    return other.score > own.score && other.score >= ANSWER_THRESHOLD ? { ...other, locale: otherLocale(locale) } : { ...own, locale };
  }

  /**
   * Intent + entity: the classifier says what kind of question it is, the entity finder which service, tab or
   * sub-tab it is about (from the catalogues), price cues make it a price question, and a follow-up without an
   * entry refers to the last one discussed.
   */
  async understand(locale: ChatLocale, text: string, context: UnderstandingContext = {}): Promise<Understanding> {
    const guess = await this.classify(locale, text);
    if (asksForBooking([this.model.packs[locale], this.model.packs[otherLocale(locale)]], text))
      return { intent: 'meeting.request', score: 1, alternatives: [] };
    // Entries and price cues are looked for in the page's language first: a Spanish visitor may use English words.
    const own = this.model.packs[locale];
    const other = this.model.packs[otherLocale(locale)];
    const found = own.entities.find(text)[0] ?? other.entities.find(text)[0];
    const priceQuestion = hasCue(own, text) || hasCue(other, text);
    const followUp = followUpOf([own, other], text);
    const placeAsked = hasCue(own, text, own.placeCues) || hasCue(other, text, other.placeCues);
    const isEntry = (intent: string | undefined) => Boolean(intent && own.intents.targets.has(intent));
    const named = guess.intent !== NO_INTENT && !isEntry(guess.intent) && guess.score >= CLARIFY_THRESHOLD;

    if (found) {
      const entity = found.intent;
      if (priceQuestion) return { intent: 'pricing.info', entity, score: 1, alternatives: [] };
      if (followUp && followUp !== 'free') return { intent: FOLLOW_UP_INTENTS[followUp], entity, score: 1, alternatives: [] };
      // Only a sure request starts the quote dialogue; a half-belief plus a named entry shows the entry (with a quote button).
      if (guess.intent === 'lead.request' && guess.score >= ANSWER_THRESHOLD) return { ...guess, entity };
      // A topic asked about an entry ("lecciones de UX", "portafolio de tiendas online") stays that topic; so does any
      // confident intent when the entry was named only by a generic word ("web", "app").
      // An entry named in several words ("chatbot con IA para mi página") outweighs a topic the classifier only half-believes.
      const topicHolds = KEEPS_ITS_TOPIC.has(guess.intent) && (found.weight < STRONG_ENTRY || guess.score >= SURE_TOPIC);
      const keepsIntent = named && (topicHolds || (found.weight < 1 && !ENTITY_ABSORBS.has(guess.intent)));
      if (keepsIntent && guess.score >= ANSWER_THRESHOLD) return { ...guess, entity: undefined };
      if (keepsIntent) return { ...guess, score: ANSWER_THRESHOLD, entity: undefined };
      return { intent: entity, entity, score: Math.max(guess.score, ANSWER_THRESHOLD), alternatives: [] };
    }
    // "¿Y dónde queda?" after an event or a workshop is about that topic; without one it is the classifier's question.
    // A short "and where is it?" reads as "where are you" to the classifier; after a topic, it is about the topic.
    const shortQuestion = normalizeVisitorText(locale, text).split(' ').length <= 4;
    if (placeAsked && !followUp && !priceQuestion && (shortQuestion || !(confidentOrEntry(guess) && guess.score >= SURE_TOPIC))) {
      const lastTopic = context.lastTopic ?? (await context.recallTopic?.());
      if (lastTopic && FOLLOWABLE_TOPICS.has(lastTopic)) return { intent: lastTopic, score: 1, alternatives: [] };
    }
    // A follow-up without a name ("¿y cuánto demora?", "are they free?") is about the topic of the previous turns,
    // unless the message is surely about something else (a fixed topic the classifier is sure of).
    // A generic intent ("what does it include" read as the service list) does not take a follow-up from its topic.
    const confidentOther = !ENTITY_ABSORBS.has(guess.intent) && !isEntry(guess.intent) && guess.intent !== 'pricing.info';
    // "Do I have to pay?" after a topic asks whether it is free, not how to pay.
    const paysForTopic = followUp === 'free' && guess.intent === 'payments.info';
    if ((followUp || priceQuestion) && !(confidentOther && guess.score >= SURE_TOPIC && !paysForTopic)) {
      const lastTopic = context.lastTopic ?? (await context.recallTopic?.());
      // A price asked with a time ("cuánto demora y cuánto cuesta") is answered as a price, which says more.
      if (priceQuestion && lastTopic && PRICED_TOPICS.has(lastTopic)) return { intent: lastTopic, score: 1, alternatives: [] };
      if (followUp === 'free' && lastTopic) return { intent: FOLLOW_UP_INTENTS.free, entity: lastTopic, score: 1, alternatives: [] };
      // The price of something free (an event, a lesson, the consultation, a demo) is that it is free.
      if (priceQuestion && lastTopic && own.facts.free[lastTopic] && !isEntry(lastTopic))
        return { intent: FOLLOW_UP_INTENTS.free, entity: lastTopic, score: 1, alternatives: [] };
      // How long or what a topic that is not a service takes (a course, the consultation) is in the topic's own answer.
      if (followUp && lastTopic && FOLLOWABLE_TOPICS.has(lastTopic) && !isEntry(lastTopic)) return { intent: lastTopic, score: 1, alternatives: [] };
      if (followUp && followUp !== 'free' && !priceQuestion && isEntry(lastTopic))
        return { intent: FOLLOW_UP_INTENTS[followUp], entity: lastTopic, score: 1, alternatives: [] };
      // Without a topic, "how long does it take" gets the general timelines, unless the classifier knows better.
      if (followUp === 'timeline' && !priceQuestion && !lastTopic && !(confidentOther && guess.score >= CLARIFY_THRESHOLD))
        return { intent: FOLLOW_UP_INTENTS.timeline, score: 1, alternatives: [] };
    }
    if (priceQuestion || (ABOUT_AN_ENTITY.has(guess.intent) && guess.score >= ANSWER_THRESHOLD)) {
      const intent = priceQuestion ? 'pricing.info' : guess.intent;
      // A follow-up ("¿y cuánto cuesta?") is about the entry discussed last; else what the classifier recognised.
      const lastTopic = context.lastTopic ?? (await context.recallTopic?.());
      const entity = isEntry(lastTopic) ? lastTopic : isEntry(guess.intent) && guess.score >= ANSWER_THRESHOLD ? guess.intent : undefined;
      return { intent, entity, score: Math.max(guess.score, priceQuestion ? ANSWER_THRESHOLD : 0), alternatives: guess.alternatives };
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
  async turn(turn: Turn): Promise<TurnOutcome> {
    const state = await this.states.load(turn.guestId).catch(() => undefined);
    const details = findVisitorDetails(turn.locale, turn.text);
    const { replies, topic, wantsPerson, missed } = await this.answer(turn, state ?? emptyConversationState(), details);
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
    return this.options.leads.start(guestId, pack, intro, Date.now(), { name: known.name, phone: known.phone, email: known.email, service });
  }

  private get states(): ConversationStateStore {
    return (this.options.states ??= new MemoryConversationStateStore());
  }

  private async answer(
    turn: Turn,
    state: ConversationState,
    details: ReturnType<typeof findVisitorDetails>,
  ): Promise<{ replies: DarkyReply[]; topic?: string; wantsPerson?: boolean; missed?: boolean }> {
    const pack = this.model.packs[turn.locale];
    const context = this.context(turn.path);
    const { leads } = this.options;
    if (await leads.isActive(turn.guestId)) {
      // A question asked while a button question waits ("¿es por Zoom?" before choosing a time) is answered, and the
      // waiting question asked again; unless the answer opened a new dialogue, which then replaces it.
      const pending = await leads.aside(turn.guestId, pack, turn.text);
      if (pending) {
        const answered = await this.answerOpenly(turn, state, details, pack, context);
        return answered.opened ? answered : { ...answered, replies: [...answered.replies, pending] };
      }
      return {
        replies: await leads.handle(
          { ...turn, ...(details.phone ? { phone: details.phone } : {}), ...(details.email ? { email: details.email } : {}) },
          pack,
          context,
          (text) => this.chooseService(turn.locale, text),
        ),
      };
    }
    return this.answerOpenly(turn, state, details, pack, context);
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
    const guess = await this.understand(turn.locale, turn.text, {
      lastTopic: state.topic,
      recallTopic: async () => lastTopicOf(pack, await turn.history()),
    });
    const topic = guess.entity ?? (pack.intents.targets.has(guess.intent) || FOLLOWABLE_TOPICS.has(guess.intent) ? guess.intent : undefined);
    if (guess.intent !== NO_INTENT && guess.score >= ANSWER_THRESHOLD) {
      const known = { ...state.slots, ...details };
      if (guess.intent === 'lead.request') {
        const intro = pack.corpus.intents['lead.request']?.answers[0];
        // The service the conversation is about is not asked again ("quiero cotizar un chatbot", or after reading one).
        const service = this.serviceOfTopic(pack, guess.entity ?? state.topic);
        return {
          replies: await leads.start(turn.guestId, pack, intro, Date.now(), { name: known.name, phone: known.phone, email: known.email, service }),
          topic,
          opened: true,
        };
      }
      if (guess.intent === 'meeting.request') {
        context.extra = await this.slotsText(pack);
        const reply = composeIntentReply(pack, guess.intent, context, guess.entity);
        // With free times to offer, the meeting is booked right here; without them the answer points to /conversemos.
        if (reply && context.extra.slotsText) {
          const booking = await leads.start(turn.guestId, pack, undefined, Date.now(), { name: known.name, phone: known.phone, email: known.email }, 'meeting');
          // The times wait in the chat: the visitor stays where they are (on a phone, opening /conversemos would close
          // the chat); the page is linked for whoever prefers its form.
          const stay: DarkyReply = { message: withPageLink(pack, reply.message, '/conversemos') };
          return { replies: [stay, ...booking], topic, opened: true };
        }
      }
      const reply = composeIntentReply(pack, guess.intent, context, guess.entity);
      if (reply) return { replies: [reply], topic, ...(guess.intent === 'human.request' ? { wantsPerson: true } : {}) };
    }
    const smallTalk = SOCIAL_SMALL_TALK.has(guess.intent)
      ? guess.score >= CLARIFY_THRESHOLD
      : guess.intent.startsWith('smalltalk.') && guess.score >= OFF_TOPIC_FLOOR;
    if (smallTalk && !Object.keys(details).length) {
      const reply = composeIntentReply(pack, guess.intent, context);
      if (reply) return { replies: [reply] };
    }
    // A message that only gave contact details is thanked, and the two next steps offered.
    if (Object.keys(details).length && guess.score < ANSWER_THRESHOLD) {
      return { replies: [{ message: pack.corpus.detailsNoted, action: suggestionsAction(pack, ['lead.request', 'meeting.request']) }] };
    }
    const unsure = await this.unsure(turn, pack, context, guess);
    return { replies: unsure.replies, missed: unsure.missed };
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
      return { replies: [clarifyReply(pack, candidates)], missed: true };
    }
    const weak = guess.alternatives.filter((a) => a.score >= 0.15);
    if (weak.length) {
      // The console groups a "did you mean" by the guess it offered, not by the empty top guess.
      unanswered('clarify', weak[0]);
      return {
        replies: [
          clarifyReply(
            pack,
            weak.map((a) => a.intent),
          ),
        ],
        missed: true,
      };
    }
    unanswered('fallback');
    return { replies: [fallbackReply(pack, context)], missed: true };
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
