/** Darky's turn logic: lead dialogue first, then the NLU (with the optional LLM for what it does not know), then a fallback. */
import { NO_INTENT, type IntentClassifier, type IntentGuess } from '../nlu/darky-nlu';
import { normalizeVisitorText } from '../nlu/visitor-text';
import { messageLanguage } from '../message-language';
import type { ChatEvent, ChatLocale } from '../protocol';
import { serviceCodeOf, type LeadCaptureDialogues, type LeadTurn, type ServiceChoice } from './lead-capture';
import type { LlmResponder } from './llm-responder';
import {
  clarifyReply,
  composeIntentReply,
  fallbackReply,
  lastTopicOf,
  suggestionsAction,
  type DarkyReply,
  type LanguagePack,
  type ReplyContext,
} from './reply-composer';

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
  'contact.info',
  'contact.hours',
]);
/** An entry matched by this much (two strong words) is what the message is about unless the topic is SURE_TOPIC. */
const STRONG_ENTRY = 1.5;
const SURE_TOPIC = 0.9;
/** Intents that keep the entry they name as their subject. */
const ABOUT_AN_ENTITY = new Set(['pricing.info', 'lead.request']);

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

export interface ResponderOptions {
  leads: LeadCaptureDialogues;
  /** Told of every fallback, "did you mean" and LLM answer; must not throw (the site stores it, fire and forget). */
  onUnanswered?: (message: UnansweredMessage) => void;
  llm?: LlmResponder;
  now?: () => Date;
  random?: () => number;
  onLlmError?: (error: unknown) => void;
}

const otherLocale = (locale: ChatLocale): ChatLocale => (locale === 'es' ? 'en' : 'es');

function hasCue(pack: LanguagePack, text: string): boolean {
  const said = ` ${normalizeVisitorText(pack.locale, text)} `;
  return pack.pricingCues.some((cue) => said.includes(` ${cue} `));
}

export class DarkyResponder {
  constructor(
    readonly model: DarkyModel,
    private readonly options: ResponderOptions,
  ) {}

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
    // Entries and price cues are looked for in the page's language first: a Spanish visitor may use English words.
    const own = this.model.packs[locale];
    const other = this.model.packs[otherLocale(locale)];
    const found = own.entities.find(text)[0] ?? other.entities.find(text)[0];
    const priceQuestion = hasCue(own, text) || hasCue(other, text);
    const isEntry = (intent: string | undefined) => Boolean(intent && own.intents.targets.has(intent));
    const named = guess.intent !== NO_INTENT && !isEntry(guess.intent) && guess.score >= CLARIFY_THRESHOLD;

    if (found) {
      const entity = found.intent;
      if (priceQuestion) return { intent: 'pricing.info', entity, score: 1, alternatives: [] };
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

  async reply(turn: Turn): Promise<DarkyReply[]> {
    const pack = this.model.packs[turn.locale];
    const context = this.context(turn.path);
    const { leads } = this.options;
    if (await leads.isActive(turn.guestId)) {
      return leads.handle(turn, pack, context, (text) => this.chooseService(turn.locale, text));
    }

    const guess = await this.understand(turn.locale, turn.text, {
      recallTopic: async () => lastTopicOf(pack, await turn.history()),
    });
    if (guess.intent !== NO_INTENT && guess.score >= ANSWER_THRESHOLD) {
      if (guess.intent === 'lead.request') {
        const intro = pack.corpus.intents['lead.request']?.answers[0];
        return leads.start(turn.guestId, pack, intro);
      }
      const reply = composeIntentReply(pack, guess.intent, context, guess.entity);
      if (reply) return [reply];
    }

    const unanswered = (outcome: UnansweredMessage['outcome']) =>
      this.options.onUnanswered?.({ guestId: turn.guestId, locale: turn.locale, text: turn.text, intent: guess.intent, score: guess.score, outcome });

    if (this.options.llm) {
      try {
        const message = await this.options.llm.answer({ locale: turn.locale, text: turn.text, history: await turn.history(), knowledge: pack.knowledge });
        const candidates = guess.intent === NO_INTENT ? pack.corpus.fallback.suggest : [guess.intent, ...guess.alternatives.map((a) => a.intent)];
        unanswered('llm');
        return [{ message, action: suggestionsAction(pack, candidates.slice(0, 3)) }];
      } catch (error) {
        this.options.onLlmError?.(error);
      }
    }

    // Unsure: one question naming the likeliest topics, each a button.
    if (guess.intent !== NO_INTENT && guess.score >= CLARIFY_THRESHOLD) {
      const candidates = [guess.intent, ...guess.alternatives.filter((a) => a.score >= 0.15).map((a) => a.intent)];
      unanswered('clarify');
      return [clarifyReply(pack, candidates)];
    }
    const weak = guess.alternatives.filter((a) => a.score >= 0.15).map((a) => a.intent);
    if (weak.length) {
      unanswered('clarify');
      return [clarifyReply(pack, weak)];
    }
    unanswered('fallback');
    return [fallbackReply(pack, context)];
  }

  /** The service a visitor names during lead capture: a catalogue name or anything the NLU maps to a service. */
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
