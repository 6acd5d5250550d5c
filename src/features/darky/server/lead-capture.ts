/** Darky's quote/call dialogue: asks name, phone and service, then files a lead with formId 'chatbot'. */
import type { SubmitLeadInput, SubmitLeadResult } from '@/features/leads/server/submit-lead';
import type { QuickReply } from '../nlu/corpus-schema';
import type { ChatLocale } from '../protocol';
import { factsOf, fillTemplate, type DarkyReply, type LanguagePack, type ReplyContext } from './reply-composer';

export type SubmitLeadFn = (input: SubmitLeadInput) => Promise<SubmitLeadResult>;

/** What the visitor chose as "service": the pipeline's option code and the words to repeat back. */
export interface ServiceChoice {
  code: 'webs-y-apps' | 'chatbot' | 'other';
  label: string;
}

type Step = 'name' | 'phone' | 'service';

interface Dialogue {
  step: Step;
  firstName?: string;
  lastName?: string;
  phone?: string;
  service?: ServiceChoice;
  startedAt: number;
  /** Makes a retried submission of the same dialogue join its first lead. */
  idempotencyKey: string;
}

export interface LeadTurn {
  guestId: string;
  locale: ChatLocale;
  path: string;
  text: string;
}

/** Catalogue service slugs -> the lead form's 'current' service option codes. */
const serviceCodes: Record<string, ServiceChoice['code']> = {
  'webs-y-apps-a-medida': 'webs-y-apps',
  'chatbot-personalizado': 'chatbot',
};

export function serviceCodeOf(serviceSlug: string): ServiceChoice['code'] {
  return serviceCodes[serviceSlug] ?? 'other';
}

const NAME = /^\p{L}[\p{L}\p{M}' .-]{1,59}$/u;

function normalize(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '').replace(/[^\p{L}\p{N} ]/gu, ' ').replace(/\s+/g, ' ').trim();
}

/** Field of the pipeline's errors -> the step that asks for it again. */
const stepOfField: Record<string, Step> = { firstName: 'name', lastName: 'name', phone: 'phone', service: 'service' };

export class LeadCaptureDialogues {
  private readonly dialogues = new Map<string, Dialogue>();
  private started = 0;

  constructor(
    private readonly submit: SubmitLeadFn,
    private readonly ttlMs = 30 * 60 * 1000,
  ) {}

  isActive(guestId: string, now = Date.now()): boolean {
    const dialogue = this.dialogues.get(guestId);
    if (dialogue && now - dialogue.startedAt > this.ttlMs) this.dialogues.delete(guestId);
    return this.dialogues.has(guestId);
  }

  start(guestId: string, pack: LanguagePack, intro: string | undefined, now = Date.now()): DarkyReply[] {
    this.started += 1;
    const idempotencyKey = `darky-${guestId.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}-${now.toString(36)}-${this.started}`;
    this.dialogues.set(guestId, { step: 'name', startedAt: now, idempotencyKey });
    const replies: DarkyReply[] = [];
    if (intro) replies.push({ message: intro });
    replies.push({ message: pack.corpus.leadCapture.askName });
    return replies;
  }

  /**
   * Continues an active dialogue; `chooseService` maps the visitor's words to a service (or undefined).
   * Returns the replies, the last one asking the next question or closing the dialogue.
   */
  async handle(turn: LeadTurn, pack: LanguagePack, context: ReplyContext, chooseService: (text: string) => Promise<ServiceChoice | undefined>): Promise<DarkyReply[]> {
    const dialogue = this.dialogues.get(turn.guestId);
    const texts = pack.corpus.leadCapture;
    if (!dialogue) return [];
    const said = normalize(turn.text);
    if (texts.cancelWords.some((w) => said === normalize(w))) {
      this.dialogues.delete(turn.guestId);
      return [{ message: texts.cancelled }];
    }

    if (dialogue.step === 'name') {
      const name = turn.text.trim().replace(/\s+/g, ' ');
      if (!NAME.test(name)) return [{ message: texts.invalidName }];
      const [first, ...rest] = name.split(' ');
      dialogue.firstName = first;
      dialogue.lastName = rest.length ? rest.join(' ') : undefined;
    } else if (dialogue.step === 'phone') {
      const digits = turn.text.replace(/\D/g, '');
      if (!/^\+?[\d\s().-]+$/.test(turn.text.trim()) || digits.length < 7 || digits.length > 15) return [{ message: texts.invalidPhone }];
      dialogue.phone = turn.text.trim();
    } else {
      const choice = said === normalize(texts.otherService.message) ? { code: 'other' as const, label: texts.otherService.label } : await chooseService(turn.text);
      if (!choice) return [this.askService(pack, texts.invalidService)];
      dialogue.service = choice;
    }

    if (!dialogue.phone) {
      dialogue.step = 'phone';
      return [{ message: texts.askPhone.replaceAll('{name}', dialogue.firstName ?? '') }];
    }
    if (!dialogue.service) {
      dialogue.step = 'service';
      return [this.askService(pack, texts.askService)];
    }
    return this.file(turn, dialogue, pack, context);
  }

  private askService(pack: LanguagePack, question: string): DarkyReply {
    const items: QuickReply[] = pack.knowledge.services.map((s) => ({ label: s.name, message: s.name }));
    items.push(pack.corpus.leadCapture.otherService);
    return { message: question, action: { name: 'suggestions', params: { items } } };
  }

  private async file(turn: LeadTurn, dialogue: Dialogue, pack: LanguagePack, context: ReplyContext): Promise<DarkyReply[]> {
    const texts = pack.corpus.leadCapture;
    const facts = factsOf(pack, context.now);
    let result: SubmitLeadResult;
    try {
      result = await this.submit({
        formId: 'chatbot',
        locale: turn.locale,
        fields: {
          firstName: dialogue.firstName,
          lastName: dialogue.lastName,
          phone: dialogue.phone,
          service: dialogue.service!.code,
          message: `Darky: ${dialogue.service!.label}`,
        },
        context: { page: turn.path, idempotencyKey: dialogue.idempotencyKey },
      });
    } catch {
      this.dialogues.delete(turn.guestId);
      return [{ message: fillTemplate([texts.failed], facts, context.pick) ?? texts.cancelled }];
    }
    if (result.ok) {
      this.dialogues.delete(turn.guestId);
      const done = texts.done
        .replaceAll('{name}', dialogue.firstName!)
        .replaceAll('{service}', dialogue.service!.label)
        .replaceAll('{phone}', dialogue.phone!);
      return [{ message: done }];
    }
    // Re-ask the first field the pipeline refused, with its own message.
    const [field, message] = Object.entries(result.errors)[0] ?? [];
    const step = field ? stepOfField[field] : undefined;
    if (!step) {
      this.dialogues.delete(turn.guestId);
      return [{ message: fillTemplate([texts.failed], facts, context.pick) ?? texts.cancelled }];
    }
    dialogue.step = step;
    if (step === 'name') delete dialogue.firstName;
    if (step === 'phone') delete dialogue.phone;
    if (step === 'service') delete dialogue.service;
    const question = step === 'name' ? texts.askName : step === 'phone' ? texts.askPhone.replaceAll('{name}', dialogue.firstName ?? '') : texts.askService;
    const reask = `${message ?? ''} ${question}`.trim();
    return [step === 'service' ? this.askService(pack, reask) : { message: reask }];
  }

  /** Drops dialogues idle for longer than the TTL (called periodically by the socket server). */
  sweep(now = Date.now()): void {
    for (const [guestId, dialogue] of this.dialogues) if (now - dialogue.startedAt > this.ttlMs) this.dialogues.delete(guestId);
  }
}
