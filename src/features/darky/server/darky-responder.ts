/** Darky's turn logic: lead dialogue first, then the NLU (with the optional LLM for what it does not know), then a fallback. */
import { NO_INTENT, type IntentClassifier, type IntentGuess } from '../nlu/darky-nlu';
import type { ChatEvent, ChatLocale } from '../protocol';
import { serviceCodeOf, type LeadCaptureDialogues, type ServiceChoice } from './lead-capture';
import type { LlmResponder } from './llm-responder';
import { composeIntentReply, fallbackReply, suggestionsAction, type DarkyReply, type LanguagePack, type ReplyContext } from './reply-composer';

/** Scores from the held-out measurements: above ANSWER Darky answers; between, it asks "did you mean"; below, fallback. */
export const ANSWER_THRESHOLD = 0.7;
export const CLARIFY_THRESHOLD = 0.35;

export interface DarkyModel {
  nlu: IntentClassifier;
  packs: Record<ChatLocale, LanguagePack>;
}

export interface Turn {
  guestId: string;
  locale: ChatLocale;
  path: string;
  text: string;
  /** The recent conversation, read only when needed (the LLM). */
  history: () => Promise<ChatEvent[]>;
}

export interface ResponderOptions {
  leads: LeadCaptureDialogues;
  llm?: LlmResponder;
  now?: () => Date;
  random?: () => number;
  onLlmError?: (error: unknown) => void;
}

const otherLocale = (locale: ChatLocale): ChatLocale => (locale === 'es' ? 'en' : 'es');

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

  /** The visitor's language model first; the other language's when it is surer (a visitor may write in either). */
  async understand(locale: ChatLocale, text: string): Promise<IntentGuess> {
    const own = await this.model.nlu.classify(locale, text);
    if (own.intent !== NO_INTENT && own.score >= ANSWER_THRESHOLD) return own;
    const other = await this.model.nlu.classify(otherLocale(locale), text);
    return other.score > own.score && other.score >= ANSWER_THRESHOLD ? other : own;
  }

  async reply(turn: Turn): Promise<DarkyReply[]> {
    const pack = this.model.packs[turn.locale];
    const context = this.context(turn.path);
    const { leads } = this.options;
    if (leads.isActive(turn.guestId)) {
      return leads.handle(turn, pack, context, (text) => this.chooseService(turn.locale, text));
    }

    const guess = await this.understand(turn.locale, turn.text);
    if (guess.intent !== NO_INTENT && guess.score >= ANSWER_THRESHOLD) {
      if (guess.intent === 'lead.request') {
        const intro = pack.corpus.intents['lead.request']?.answers[0];
        return leads.start(turn.guestId, pack, intro);
      }
      const reply = composeIntentReply(pack, guess.intent, context);
      if (reply) return [reply];
    }

    if (this.options.llm) {
      try {
        const message = await this.options.llm.answer({ locale: turn.locale, text: turn.text, history: await turn.history(), knowledge: pack.knowledge });
        const candidates = guess.intent === NO_INTENT ? pack.corpus.fallback.suggest : [guess.intent, ...guess.alternatives.map((a) => a.intent)];
        return [{ message, action: suggestionsAction(pack, candidates.slice(0, 3)) }];
      } catch (error) {
        this.options.onLlmError?.(error);
      }
    }

    if (guess.intent !== NO_INTENT && guess.score >= CLARIFY_THRESHOLD) {
      const candidates = [guess.intent, ...guess.alternatives.filter((a) => a.score >= 0.15).map((a) => a.intent)];
      return [fallbackReply(pack, context, candidates)];
    }
    return [fallbackReply(pack, context)];
  }

  /** The service a visitor names during lead capture: a catalogue name or anything the NLU maps to a service. */
  private async chooseService(locale: ChatLocale, text: string): Promise<ServiceChoice | undefined> {
    const pack = this.model.packs[locale];
    const said = text.trim().toLowerCase();
    const byName = pack.knowledge.services.find((s) => s.name.toLowerCase() === said);
    if (byName) return { code: serviceCodeOf(byName.slug), label: byName.name };
    const guess = await this.model.nlu.classify(locale, text);
    const target = guess.score >= CLARIFY_THRESHOLD ? pack.intents.targets.get(guess.intent) : undefined;
    if (!target) return undefined;
    const label = target.kind === 'service' ? target.service.name : target.kind === 'tab' ? target.tab.name : target.subTab.name;
    return { code: serviceCodeOf(target.service.slug), label };
  }
}
