/**
 * Darky's quote/call dialogue: asks name, phone and service, then files a lead with formId 'chatbot' through the
 * same receiving path as the site's forms (IP allowance, bot trap, IP recorded). The dialogue's state lives in a
 * store (the database on the site), so the next message may be answered by another process or after a restart.
 */
import 'server-only';
import { checkLeadField, type SubmitLeadInput, type SubmitLeadResult } from '@/features/leads/server';
import type { QuickReply } from '../nlu/corpus-schema';
import type { ChatLocale } from '../protocol';
import { factsOf, fillTemplate, type DarkyReply, type LanguagePack, type ReplyContext } from './reply-composer';

/**
 * What the dialogue files: the lead plus the form's bot signal. `honeypot` is the chat's trap: set when an answer
 * reached the server before the question it answers was asked (a script firing its messages without reading them).
 */
export interface ChatLeadSubmission extends SubmitLeadInput {
  honeypot?: string;
}

/** The pipeline's answer; 'rate-limited' when the IP's lead allowance is spent (as for forms). */
export type ChatLeadResult = SubmitLeadResult | { ok: false; refused: 'rate-limited' };

export type SubmitLeadFn = (input: ChatLeadSubmission) => Promise<ChatLeadResult>;

/** What the visitor chose as "service": the pipeline's option code and the words to repeat back. */
export interface ServiceChoice {
  code: 'webs-y-apps' | 'chatbot' | 'other';
  label: string;
}

type Step = 'name' | 'phone' | 'service';

/** A guest's open dialogue: plain JSON, kept by a LeadDialogueStore (the database on the site). */
export interface LeadDialogue {
  step: Step;
  firstName?: string;
  lastName?: string;
  phone?: string;
  service?: ServiceChoice;
  startedAt: number;
  /** When the current question was asked (epoch ms). */
  askedAt?: number;
  /** An answer arrived before its question was asked: filed as a bot's (answered like a success, nothing stored). */
  automated?: boolean;
  /** Makes a retried submission of the same dialogue join its first lead. */
  idempotencyKey: string;
}

/** Where open dialogues live: any process may take the guest's next message, and a restart must not lose them. */
export interface LeadDialogueStore {
  load(guestId: string): Promise<LeadDialogue | undefined>;
  save(guestId: string, dialogue: LeadDialogue): Promise<void>;
  remove(guestId: string): Promise<void>;
  /** Drops dialogues started before `startedBefore` (epoch ms). */
  sweep(startedBefore: number): Promise<void>;
  /** Remembers which lead a guest's dialogue filed (the console links the transcript and the lead); optional. */
  linkLead?(guestId: string, leadId: string): Promise<void>;
}

/** One process's dialogues (tests, and the responder's default). */
export class MemoryLeadDialogueStore implements LeadDialogueStore {
  private readonly dialogues = new Map<string, LeadDialogue>();
  async load(guestId: string) {
    const dialogue = this.dialogues.get(guestId);
    return dialogue ? structuredClone(dialogue) : undefined;
  }
  async save(guestId: string, dialogue: LeadDialogue) {
    this.dialogues.set(guestId, structuredClone(dialogue));
  }
  async remove(guestId: string) {
    this.dialogues.delete(guestId);
  }
  async sweep(startedBefore: number) {
    for (const [guestId, dialogue] of this.dialogues) if (dialogue.startedAt < startedBefore) this.dialogues.delete(guestId);
  }
}

/** Details the visitor gave before or inside an answer (found in any message, ../nlu/visitor-details.ts). */
export interface KnownDetails {
  name?: string;
  /** E.164. */
  phone?: string;
}

export interface LeadTurn {
  guestId: string;
  locale: ChatLocale;
  path: string;
  text: string;
  /** The visitor's IP (recorded with the lead, and the lead allowance's key). */
  ip?: string;
  /** When the message reached the server (epoch ms). */
  receivedAt?: number;
  /** A phone found in the message (E.164), when it holds one. */
  phone?: string;
}

/** Catalogue service slugs -> the lead form's 'current' service option codes. */
const serviceCodes: Record<string, ServiceChoice['code']> = {
  'webs-y-apps-a-medida': 'webs-y-apps',
  'chatbot-personalizado': 'chatbot',
};

export function serviceCodeOf(serviceSlug: string): ServiceChoice['code'] {
  return serviceCodes[serviceSlug] ?? 'other';
}

function normalize(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N} ]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Field of the pipeline's errors -> the step that asks for it again. */
const stepOfField: Record<string, Step> = { firstName: 'name', lastName: 'name', phone: 'phone', service: 'service' };

export class LeadCaptureDialogues {
  private started = 0;

  constructor(
    private readonly submit: SubmitLeadFn,
    private readonly ttlMs = 30 * 60 * 1000,
    private readonly store: LeadDialogueStore = new MemoryLeadDialogueStore(),
  ) {}

  /** The guest's open dialogue, or undefined (an expired one is dropped). */
  private async open(guestId: string, now: number): Promise<LeadDialogue | undefined> {
    const dialogue = await this.store.load(guestId);
    if (dialogue && now - dialogue.startedAt > this.ttlMs) {
      await this.store.remove(guestId);
      return undefined;
    }
    return dialogue;
  }

  async isActive(guestId: string, now = Date.now()): Promise<boolean> {
    return (await this.open(guestId, now)) !== undefined;
  }

  /** Opens a dialogue; what the visitor already said (`known`: a name, a phone) is not asked again. */
  async start(guestId: string, pack: LanguagePack, intro: string | undefined, now = Date.now(), known: KnownDetails = {}): Promise<DarkyReply[]> {
    this.started += 1;
    const idempotencyKey = `darky-${guestId.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}-${now.toString(36)}-${this.started}`;
    const [first, ...rest] = (known.name ?? '').split(' ').filter(Boolean);
    const dialogue: LeadDialogue = { step: 'name', startedAt: now, askedAt: Date.now(), idempotencyKey };
    // A phone said before the name ("te dejo mi cel: 987 654 321") is kept: after the name, the service is asked.
    if (known.phone) dialogue.phone = known.phone;
    if (first) {
      dialogue.firstName = first;
      if (rest.length) dialogue.lastName = rest.join(' ');
      dialogue.step = known.phone ? 'service' : 'phone';
    }
    await this.store.save(guestId, dialogue);
    const replies: DarkyReply[] = [];
    if (intro) replies.push({ message: intro });
    const texts = pack.corpus.leadCapture;
    if (dialogue.step === 'name') replies.push({ message: texts.askName });
    else if (dialogue.step === 'phone') replies.push({ message: texts.askPhone.replaceAll('{name}', first!) });
    else replies.push(this.askService(pack, texts.askService));
    return replies;
  }

  /**
   * Continues an active dialogue; `chooseService` maps the visitor's words to a service (or undefined).
   * Returns the replies, the last one asking the next question or closing the dialogue.
   */
  async handle(
    turn: LeadTurn,
    pack: LanguagePack,
    context: ReplyContext,
    chooseService: (text: string) => Promise<ServiceChoice | undefined>,
  ): Promise<DarkyReply[]> {
    const dialogue = await this.open(turn.guestId, Date.now());
    const texts = pack.corpus.leadCapture;
    if (!dialogue) return [];
    const said = normalize(turn.text);
    if (texts.cancelWords.some((w) => said === normalize(w))) {
      await this.store.remove(turn.guestId);
      return [{ message: texts.cancelled }];
    }
    // The trap: no person answers a question before it was asked.
    if (turn.receivedAt !== undefined && dialogue.askedAt !== undefined && turn.receivedAt < dialogue.askedAt) dialogue.automated = true;
    const replies = await this.advance(turn, dialogue, pack, context, chooseService);
    if (replies.closed) await this.store.remove(turn.guestId);
    else await this.store.save(turn.guestId, { ...dialogue, askedAt: Date.now() });
    return replies.messages;
  }

  private async advance(
    turn: LeadTurn,
    dialogue: LeadDialogue,
    pack: LanguagePack,
    context: ReplyContext,
    chooseService: (text: string) => Promise<ServiceChoice | undefined>,
  ): Promise<{ messages: DarkyReply[]; closed: boolean }> {
    const texts = pack.corpus.leadCapture;
    const said = normalize(turn.text);
    const ask = (...messages: DarkyReply[]) => ({ messages, closed: false });
    if (dialogue.step === 'name') {
      // The leads schema's rule for a name (the whole name first, then split in first and last name).
      const checked = checkLeadField('firstName', turn.locale, turn.text.replace(/\s+/g, ' '));
      if (!checked.ok) return ask({ message: texts.invalidName });
      const name = checked.value;
      const [first, ...rest] = name.split(' ');
      dialogue.firstName = first;
      dialogue.lastName = rest.length ? rest.join(' ') : undefined;
    } else if (dialogue.step === 'phone') {
      // A number inside a sentence ("mi cel es 987 654 321") is found and normalised before the schema's check.
      const typed = checkLeadField('phone', turn.locale, turn.text).ok ? turn.text.trim() : (turn.phone ?? turn.text.trim());
      if (!checkLeadField('phone', turn.locale, typed).ok) return ask({ message: texts.invalidPhone });
      dialogue.phone = typed;
    } else {
      const choice =
        said === normalize(texts.otherService.message) ? { code: 'other' as const, label: texts.otherService.label } : await chooseService(turn.text);
      if (!choice) return ask(this.askService(pack, texts.invalidService));
      dialogue.service = choice;
    }

    if (!dialogue.phone) {
      dialogue.step = 'phone';
      return ask({ message: texts.askPhone.replaceAll('{name}', dialogue.firstName ?? '') });
    }
    if (!dialogue.service) {
      dialogue.step = 'service';
      return ask(this.askService(pack, texts.askService));
    }
    return this.file(turn, dialogue, pack, context);
  }

  private askService(pack: LanguagePack, question: string): DarkyReply {
    const items: QuickReply[] = pack.knowledge.services.map((s) => ({ label: s.name, message: s.name }));
    items.push(pack.corpus.leadCapture.otherService);
    return { message: question, action: { name: 'suggestions', params: { items } } };
  }

  private async file(turn: LeadTurn, dialogue: LeadDialogue, pack: LanguagePack, context: ReplyContext): Promise<{ messages: DarkyReply[]; closed: boolean }> {
    const texts = pack.corpus.leadCapture;
    const facts = factsOf(pack, context.now);
    const failed = { messages: [{ message: fillTemplate([texts.failed], facts, context.pick) ?? texts.cancelled }], closed: true };
    let result: ChatLeadResult;
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
        context: { page: turn.path, idempotencyKey: dialogue.idempotencyKey, ...(turn.ip ? { ip: turn.ip } : {}) },
        ...(dialogue.automated ? { honeypot: 'answered-before-asked' } : {}),
      });
    } catch {
      return failed;
    }
    // The IP's lead allowance is spent: the visitor is pointed to WhatsApp and the phone, as when filing fails.
    if (!result.ok && 'refused' in result) return failed;
    if (result.ok) {
      // A lost link costs the console a cross-reference, never the visitor their confirmation.
      if (!dialogue.automated) await this.store.linkLead?.(turn.guestId, result.id).catch(() => {});
      const done = texts.done.replaceAll('{name}', dialogue.firstName!).replaceAll('{service}', dialogue.service!.label).replaceAll('{phone}', dialogue.phone!);
      return { messages: [{ message: done }], closed: true };
    }
    // Re-ask the first field the pipeline refused, with its own message.
    const [field, message] = Object.entries(result.errors)[0] ?? [];
    const step = field ? stepOfField[field] : undefined;
    if (!step) return failed;
    dialogue.step = step;
    if (step === 'name') delete dialogue.firstName;
    if (step === 'phone') delete dialogue.phone;
    if (step === 'service') delete dialogue.service;
    const question = step === 'name' ? texts.askName : step === 'phone' ? texts.askPhone.replaceAll('{name}', dialogue.firstName ?? '') : texts.askService;
    const reask = `${message ?? ''} ${question}`.trim();
    return { messages: [step === 'service' ? this.askService(pack, reask) : { message: reask }], closed: false };
  }

  /** Drops dialogues older than the TTL (called periodically by Darky's runtime). */
  sweep(now = Date.now()): Promise<void> {
    return this.store.sweep(now - this.ttlMs);
  }
}
