/**
 * Darky's lead dialogue, a quote or a meeting: asks only what it does not know yet (name, phone, an e-mail the visitor
 * may skip; out of hours or when nobody of the team took the visitor, one step for "an e-mail or a phone"; the service for a quote, one of /conversemos' free times for a meeting), shows a summary the visitor can
 * correct, then files a lead with formId 'chatbot' through the same receiving path as the site's forms (IP allowance,
 * bot trap, IP recorded; a booked time is unique, as on /conversemos). The dialogue's state lives in a store (the
 * database on the site), so the next message may be answered by another process or after a restart.
 */
import 'server-only';
import { checkLeadField, type SubmitLeadInput, type SubmitLeadResult } from '@/features/leads/server';
import type { QuickReply } from '../nlu/corpus-schema';
import type { ChatLocale } from '../protocol';
import { messageLink } from '../message-links';
import { normalizeVisitorText, onlyHesitation, readsAsSentence } from '../nlu/visitor-text';
import { factsOf, fillTemplate, meetingSlotsText, slotLabel, type DarkyReply, type LanguagePack, type ReplyContext } from './reply-composer';

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

export type Step = 'name' | 'phone' | 'email' | 'contact' | 'service' | 'slot' | 'confirm';

/** How the dialogue asks to reach the visitor: a phone then an e-mail they may skip, or one step taking either. */
export type ReachBy = 'phone' | 'phoneOrEmail';

/** A free time offered in the chat: the value the leads pipeline books and the words of its button. */
export interface OfferedSlot {
  value: string;
  label: string;
}

/** A guest's open dialogue: plain JSON, kept by a LeadDialogueStore (the database on the site). */
export interface LeadDialogue {
  /** A quote asks for the service; a meeting for a free time (absent on dialogues stored before meetings: a quote). */
  kind?: 'quote' | 'meeting';
  step: Step;
  firstName?: string;
  lastName?: string;
  phone?: string;
  email?: string;
  /**
   * 'phoneOrEmail': no person could take the visitor (out of hours, or nobody took the queue), so one step asks for an
   * e-mail or a phone and either is enough (the chatbot form's `oneOf`). Absent: a phone, then an e-mail to skip.
   */
  reachBy?: ReachBy;
  /** The visitor chose not to give an e-mail. */
  emailSkipped?: boolean;
  service?: ServiceChoice;
  slot?: OfferedSlot;
  /** The times last offered (a button's words are matched against them). */
  offered?: OfferedSlot[];
  startedAt: number;
  /** When the current question was asked (epoch ms). */
  askedAt?: number;
  /** An answer arrived before its question was asked: filed as a bot's (answered like a success, nothing stored). */
  automated?: boolean;
  /**
   * Offered with a price rather than asked for: until the visitor gives a name, a message that is not one (a thank-you,
   * another question) closes the offer and is answered as usual.
   */
  offer?: boolean;
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
  email?: string;
  /** The service the conversation is about (its topic). */
  service?: ServiceChoice;
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
  /** An e-mail address found in the message. */
  email?: string;
  /** A name the visitor introduced in the message ("me llamo Carlos Ramos, mi cel…"), when it holds one. */
  name?: string;
}

/** The next free times of /conversemos (UTC starts), for a meeting. */
export type SlotSource = () => Promise<readonly Date[]>;

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
const stepOfField: Record<string, Step> = { firstName: 'name', lastName: 'name', phone: 'phone', email: 'email', service: 'service', slot: 'slot' };

/** Free times offered at once: enough to choose from, few enough for a phone's screen. */
const SLOTS_OFFERED = 6;

/** Days and parts of the day a visitor may ask a meeting for, in the plain spelling (no accents, lower case). */
const WEEKDAYS: Record<string, number> = {
  domingo: 0,
  lunes: 1,
  martes: 2,
  miercoles: 3,
  jueves: 4,
  viernes: 5,
  sabado: 6,
  sunday: 0,
  monday: 1,
  tuesday: 2,
  wednesday: 3,
  thursday: 4,
  friday: 5,
  saturday: 6,
};
const MORNING = /\b(?:(?:en|por) la manana|morning)\b/;
const AFTERNOON = /\b(?:(?:en|por) la tarde|afternoon|evening)\b/;
/** "mañana" alone is tomorrow; "en la mañana" is the morning. */
const TOMORROW = /\b(?:tomorrow|(?<!la )manana)\b/;
const TODAY = /\b(?:hoy|today)\b/;

/** The weekday and hour of an instant in Lima, where the meetings are held. */
const limaParts = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Lima', weekday: 'short', hour: 'numeric', hourCycle: 'h23' });
const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
function inLima(instant: Date): { weekday: number; hour: number } {
  const parts = limaParts.formatToParts(instant);
  const weekday = WEEKDAY_NAMES.indexOf(parts.find((p) => p.type === 'weekday')?.value ?? '');
  return { weekday, hour: Number(parts.find((p) => p.type === 'hour')?.value ?? 0) };
}

/** A noon in Lima on each weekday (0 = Sunday, 22 November 2026), to name a weekday in the visitor's language. */
const weekdayNoon = (weekday: number) => new Date(Date.UTC(2026, 10, 22 + weekday, 17));
const DAYS_IN_A_WEEK = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * "El sábado no hay asesorías: son de lunes a viernes": said when the free times of the coming weeks (at least a week of
 * them) never fall on the day asked and the days they do fall on run in a row; undefined otherwise (the day may only be
 * booked up).
 */
function closedDayText(pack: LanguagePack, day: number, starts: readonly Date[]): string | undefined {
  const template = pack.corpus.leadCapture.closedDay;
  if (!template || starts.length === 0 || starts[starts.length - 1]!.getTime() - starts[0]!.getTime() < (DAYS_IN_A_WEEK - 1) * DAY_MS) return undefined;
  const open = [...new Set(starts.map((start) => inLima(start).weekday))].sort((a, b) => a - b);
  if (open.includes(day) || open.some((weekday, i) => i > 0 && weekday !== open[i - 1]! + 1)) return undefined;
  const name = new Intl.DateTimeFormat(pack.locale === 'es' ? 'es-PE' : 'en-US', { weekday: 'long', timeZone: 'America/Lima' });
  const dayName = (weekday: number) => name.format(weekdayNoon(weekday));
  return template
    .replace('{day}', dayName(day))
    .replace('{from}', dayName(open[0]!))
    .replace('{to}', dayName(open[open.length - 1]!));
}

/** The name typed around a phone ("Lucía Quispe, 987 654 321"): digits, separators and filler words dropped. */
function nameAround(text: string): string {
  return text
    .replace(/\+?\d[\d\s().-]{5,}\d/g, ' ')
    .replace(/[,;:]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** What an open dialogue is for (a quote or a meeting), or undefined when none is open. */
export function kindOf(dialogue: LeadDialogue | undefined): 'quote' | 'meeting' | undefined {
  return dialogue ? (dialogue.kind ?? 'quote') : undefined;
}

export class LeadCaptureDialogues {
  private started = 0;

  constructor(
    private readonly submit: SubmitLeadFn,
    private readonly ttlMs = 30 * 60 * 1000,
    private readonly store: LeadDialogueStore = new MemoryLeadDialogueStore(),
    private readonly slots: SlotSource = async () => [],
  ) {}

  /**
   * The guest's open dialogue, or undefined (an expired one is dropped): read once per turn and handed to the methods
   * below, since each read is a database round trip.
   */
  async open(guestId: string, now = Date.now()): Promise<LeadDialogue | undefined> {
    return this.unexpired(guestId, await this.store.load(guestId), now);
  }

  /** A dialogue read elsewhere (with the visitor's message), or undefined when it has expired (then dropped). */
  async unexpired(guestId: string, dialogue: LeadDialogue | undefined, now = Date.now()): Promise<LeadDialogue | undefined> {
    if (dialogue && now - dialogue.startedAt > this.ttlMs) {
      await this.store.remove(guestId);
      return undefined;
    }
    return dialogue;
  }

  async isActive(guestId: string, now = Date.now()): Promise<boolean> {
    return (await this.open(guestId, now)) !== undefined;
  }

  /** Opens a dialogue; what the visitor already said (`known`: a name, a phone, an e-mail, the service) is not asked again. */
  async start(
    guestId: string,
    pack: LanguagePack,
    intro: string | undefined,
    now = Date.now(),
    known: KnownDetails = {},
    kind: 'quote' | 'meeting' = 'quote',
    reachBy: ReachBy = 'phone',
    offer = false,
  ): Promise<DarkyReply[]> {
    this.started += 1;
    const idempotencyKey = `darky-${guestId.replace(/[^A-Za-z0-9]/g, '').slice(0, 40)}-${now.toString(36)}-${this.started}`;
    const [first, ...rest] = (known.name ?? '').split(' ').filter(Boolean);
    const dialogue: LeadDialogue = { kind, step: 'name', startedAt: now, askedAt: Date.now(), idempotencyKey };
    if (first) {
      dialogue.firstName = first;
      if (rest.length) dialogue.lastName = rest.join(' ');
    }
    if (known.phone) dialogue.phone = known.phone;
    if (known.email) dialogue.email = known.email;
    if (known.service && kind === 'quote') dialogue.service = known.service;
    if (reachBy === 'phoneOrEmail') dialogue.reachBy = reachBy;
    if (offer) dialogue.offer = true;
    const next = await this.next(dialogue, pack);
    if (!next.closed) await this.store.save(guestId, { ...dialogue, askedAt: Date.now() });
    return [...(intro ? [{ message: intro }] : []), ...next.messages];
  }

  /**
   * When a button question waits (a time to choose, the summary to confirm) and the message answers something else (a
   * question about the meeting, a page), the waiting question to ask again after answering it; undefined when the
   * message is an answer for the dialogue (typed questions such as the name take any text).
   */
  aside(dialogue: LeadDialogue | undefined, pack: LanguagePack, text: string): DarkyReply | undefined {
    if (!dialogue) return undefined;
    const texts = pack.corpus.leadCapture;
    const said = normalize(text);
    if (texts.cancelWords.some((w) => said === normalize(w))) return undefined;
    if (dialogue.step === 'slot') return dialogue.offered?.some((slot) => normalize(slot.label) === said) ? undefined : this.slotsAgain(dialogue, pack);
    if (dialogue.step !== 'confirm' || !text.includes('?')) return undefined;
    const answers = [texts.confirm, ...Object.values(texts.fix)].map((reply) => normalize(reply.message));
    return answers.includes(said) || texts.confirmWords.some((w) => said === normalize(w)) ? undefined : this.summary(dialogue, pack, texts.summary);
  }

  /**
   * The question the open dialogue waits on, asked again after Darky answered something else the visitor asked
   * meanwhile ("¿y cuánto demora?" while it waits for a name); undefined when no dialogue is open.
   */
  pendingQuestion(dialogue: LeadDialogue | undefined, pack: LanguagePack): { step: Step; reply: DarkyReply; offer: boolean } | undefined {
    if (!dialogue) return undefined;
    const texts = pack.corpus.leadCapture;
    const name = dialogue.firstName ?? '';
    const replies: Record<Step, () => DarkyReply> = {
      name: () => ({ message: texts.askName }),
      phone: () => ({ message: texts.askPhone.replaceAll('{name}', name) }),
      contact: () => ({ message: texts.askContact.replaceAll('{name}', name) }),
      email: () => this.withButtons(texts.askEmail, [texts.skipEmail]),
      service: () => this.askService(pack, texts.askService),
      slot: () => this.slotsAgain(dialogue, pack),
      confirm: () => this.summary(dialogue, pack, texts.summary),
    };
    return { step: dialogue.step, reply: replies[dialogue.step](), offer: dialogue.offer === true && !dialogue.firstName };
  }

  /**
   * The times offered, asked for again: written out as when they were first offered ("could we hop on a call?" while
   * they wait lists them again), with their buttons.
   */
  private slotsAgain(dialogue: LeadDialogue, pack: LanguagePack): DarkyReply {
    const offered = dialogue.offered ?? [];
    const written = meetingSlotsText(
      pack,
      offered.map((slot) => new Date(slot.value)),
    );
    return this.withButtons(written ?? pack.corpus.leadCapture.askSlot, offered);
  }

  /**
   * An offered quote taken up ("yes please quote it"): from now on it is a quote asked for, so a question asked while
   * its name waits is answered and the name asked again, rather than closing it as an offer let pass.
   */
  async takeUp(guestId: string, dialogue: LeadDialogue): Promise<void> {
    if (!dialogue.offer) return;
    const { offer: _taken, ...asked } = dialogue;
    await this.store.save(guestId, asked);
  }

  /** Closes the guest's dialogue without filing anything (an offer the visitor let pass). */
  async drop(guestId: string): Promise<void> {
    await this.store.remove(guestId);
  }

  /**
   * While a meeting waits for its time, a day or a part of the day asked for ("¿el lunes en la mañana?", "anything
   * tomorrow afternoon?") offers the free times that fit, written out and as buttons; undefined when the message names
   * no day nor part of the day, or no dialogue waits for a time (or, `onlyFitting`, when no free time fits).
   */
  async timesAskedFor(
    guestId: string,
    dialogue: LeadDialogue | undefined,
    pack: LanguagePack,
    text: string,
    today = new Date(),
    options: { onlyFitting?: boolean } = {},
  ): Promise<DarkyReply | undefined> {
    if (dialogue?.step !== 'slot') return undefined;
    const said = normalize(text);
    // A time's button names its day: that is the choice, not a question.
    if (dialogue.offered?.some((slot) => normalize(slot.label) === said)) return undefined;
    const named = Object.entries(WEEKDAYS).find(([word]) => new RegExp(`\\b${word}\\b`).test(said))?.[1];
    const weekday = inLima(today).weekday;
    const day = named ?? (TOMORROW.test(said) ? (weekday + 1) % 7 : TODAY.test(said) ? weekday : undefined);
    const part = MORNING.test(said) ? 'morning' : AFTERNOON.test(said) ? 'afternoon' : undefined;
    if (day === undefined && !part) return undefined;
    const starts = await this.slots().catch(() => [] as Date[]);
    const fitting = starts.filter((start) => {
      const at = inLima(start);
      return (day === undefined || at.weekday === day) && (!part || (part === 'morning' ? at.hour < 12 : at.hour >= 12));
    });
    const texts = pack.corpus.leadCapture;
    if (options.onlyFitting && !fitting.length) return undefined;
    // Nothing free then: the next free times, said as such.
    const chosen = (fitting.length ? fitting : starts).slice(0, SLOTS_OFFERED);
    if (!chosen.length) return undefined;
    dialogue.offered = chosen.map((start) => ({ value: start.toISOString(), label: slotLabel(pack, start) }));
    await this.store.save(guestId, { ...dialogue, askedAt: Date.now() });
    const notThen = fitting.length ? '' : `${(day !== undefined && closedDayText(pack, day, starts)) || texts.noSlotsThen} `;
    const message = `${notThen}${meetingSlotsText(pack, chosen) ?? texts.askSlot}`;
    return this.withButtons(message, dialogue.offered);
  }

  /**
   * Continues an active dialogue; `chooseService` maps the visitor's words to a service (or undefined).
   * Returns the replies, the last one asking the next question or closing the dialogue.
   */
  async handle(
    turn: LeadTurn,
    dialogue: LeadDialogue | undefined,
    pack: LanguagePack,
    context: ReplyContext,
    chooseService: (text: string) => Promise<ServiceChoice | undefined>,
  ): Promise<DarkyReply[]> {
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
    switch (dialogue.step) {
      case 'name': {
        // A phone typed with the name is taken too; the name is what is left around it.
        const withPhone = turn.phone && !dialogue.phone ? turn.phone : undefined;
        // The leads schema's rule for a name (the whole name first, then split in first and last name).
        // A name introduced in a sentence ("ya ok, me llamo Carlos Ramos") is that name, not the whole sentence.
        const typed = turn.name ?? (withPhone ? nameAround(turn.text) : turn.text);
        // "Sounds good", "¡dale, hagámoslo!" agree to go on: no name was given, so it is asked again, without an error.
        const visitorSaid = normalizeVisitorText(turn.locale, turn.text);
        const agreeing = !turn.name && (texts.confirmWords.some((word) => said === normalize(word)) || pack.actionCues.proceed.includes(visitorSaid));
        // ("Hmm", "mmm": thinking it over is no name either.)
        if (agreeing || (!turn.name && onlyHesitation(turn.locale, turn.text))) return ask({ message: texts.askName });
        // A remark or a sentence ("damn thats pricey lol") is no name: it is asked again rather than filed.
        if (!turn.name && readsAsSentence(turn.locale, typed)) return ask({ message: texts.invalidName });
        const checked = checkLeadField('firstName', turn.locale, typed.replace(/\s+/g, ' '));
        if (!checked.ok) return ask({ message: texts.invalidName });
        const [first, ...rest] = checked.value.split(' ');
        dialogue.firstName = first;
        dialogue.lastName = rest.length ? rest.join(' ') : undefined;
        if (withPhone && checkLeadField('phone', turn.locale, withPhone).ok) dialogue.phone = withPhone;
        break;
      }
      case 'phone': {
        // A number inside a sentence ("mi cel es 987 654 321") is found and normalised before the schema's check.
        const typed = checkLeadField('phone', turn.locale, turn.text).ok ? turn.text.trim() : (turn.phone ?? turn.text.trim());
        if (!checkLeadField('phone', turn.locale, typed).ok) return ask({ message: texts.invalidPhone });
        dialogue.phone = typed;
        break;
      }
      case 'contact': {
        // Whichever the visitor gives, found anywhere in the message (the responder's details: a phone already in
        // E.164 with +51 by default, an e-mail); both when the message holds both.
        const email = turn.email ?? turn.text.trim();
        const checkedEmail = checkLeadField('email', turn.locale, email);
        const checkedPhone = turn.phone ? checkLeadField('phone', turn.locale, turn.phone) : undefined;
        if (!checkedEmail.ok && !checkedPhone?.ok) return ask({ message: texts.invalidContact });
        if (checkedEmail.ok) dialogue.email = checkedEmail.value;
        if (checkedPhone?.ok) dialogue.phone = turn.phone;
        break;
      }
      case 'email': {
        if (said === normalize(texts.skipEmail.message) || texts.skipWords.some((w) => said === normalize(w))) {
          dialogue.emailSkipped = true;
          delete dialogue.email;
          break;
        }
        const typed = turn.email ?? turn.text.trim();
        const checked = checkLeadField('email', turn.locale, typed);
        if (!checked.ok) return ask(this.withButtons(texts.invalidEmail, [texts.skipEmail]));
        dialogue.email = checked.value;
        dialogue.emailSkipped = false;
        break;
      }
      case 'service': {
        const choice =
          said === normalize(texts.otherService.message) ? { code: 'other' as const, label: texts.otherService.label } : await chooseService(turn.text);
        if (!choice) return ask(this.askService(pack, texts.invalidService));
        dialogue.service = choice;
        break;
      }
      case 'slot': {
        const chosen = dialogue.offered?.find((slot) => normalize(slot.label) === said);
        if (!chosen) return ask(this.withButtons(texts.invalidSlot, dialogue.offered ?? []));
        dialogue.slot = chosen;
        break;
      }
      case 'confirm': {
        if (said === normalize(texts.confirm.message) || texts.confirmWords.some((w) => said === normalize(w))) return this.file(turn, dialogue, pack, context);
        const fix = (Object.entries(texts.fix) as Array<[keyof typeof texts.fix, { message: string }]>).find(([, reply]) => normalize(reply.message) === said);
        if (fix) return ask(...(await this.reopen(dialogue, fix[0], pack)).messages);
        // A correction typed straight away ("mi correo es ana@empresa.pe") is applied and the summary shown again.
        if (turn.email && checkLeadField('email', turn.locale, turn.email).ok) dialogue.email = turn.email;
        else if (turn.phone && checkLeadField('phone', turn.locale, turn.phone).ok) dialogue.phone = turn.phone;
        else return ask(this.summary(dialogue, pack, texts.invalidConfirm));
        break;
      }
    }
    return this.next(dialogue, pack);
  }

  /** Asks the first thing still missing, or shows the summary when nothing is. */
  private async next(dialogue: LeadDialogue, pack: LanguagePack): Promise<{ messages: DarkyReply[]; closed: boolean }> {
    const texts = pack.corpus.leadCapture;
    const ask = (step: Step, ...messages: DarkyReply[]) => {
      dialogue.step = step;
      return { messages, closed: false };
    };
    // A meeting starts from its time (the answer that opened it listed the next free ones).
    if (dialogue.kind === 'meeting' && !dialogue.slot) {
      const starts = await this.slots().catch(() => [] as Date[]);
      dialogue.offered = starts.slice(0, SLOTS_OFFERED).map((start) => ({ value: start.toISOString(), label: slotLabel(pack, start) }));
      // No free time online: the dialogue ends where a person can help.
      if (!dialogue.offered.length)
        return { messages: [{ message: fillTemplate([texts.noSlots], factsOf(pack, new Date()), (items) => items[0]!) ?? texts.cancelled }], closed: true };
      return ask('slot', this.withButtons(texts.askSlot, dialogue.offered));
    }
    if (!dialogue.firstName) return ask('name', { message: texts.askName });
    if (dialogue.reachBy === 'phoneOrEmail') {
      if (!dialogue.phone && !dialogue.email) return ask('contact', { message: texts.askContact.replaceAll('{name}', dialogue.firstName) });
    } else if (!dialogue.phone) return ask('phone', { message: texts.askPhone.replaceAll('{name}', dialogue.firstName) });
    else if (!dialogue.email && !dialogue.emailSkipped) return ask('email', this.withButtons(texts.askEmail, [texts.skipEmail]));
    if (dialogue.kind !== 'meeting' && !dialogue.service) return ask('service', this.askService(pack, texts.askService));
    return ask('confirm', this.summary(dialogue, pack, texts.summary));
  }

  /** Forgets one answer so it is asked again (the visitor chose to correct it from the summary). */
  private async reopen(dialogue: LeadDialogue, field: 'name' | 'phone' | 'email' | 'contact' | 'service' | 'slot', pack: LanguagePack) {
    const answers: Record<typeof field, Array<keyof LeadDialogue>> = {
      name: ['firstName', 'lastName'],
      phone: ['phone'],
      email: ['email', 'emailSkipped'],
      contact: ['phone', 'email', 'emailSkipped'],
      service: ['service'],
      slot: ['slot'],
    };
    for (const key of answers[field]) delete dialogue[key];
    return this.next(dialogue, pack);
  }

  /** What will be sent, in one line, with the button that sends it and one per answer to correct. */
  private summary(dialogue: LeadDialogue, pack: LanguagePack, template: string): DarkyReply {
    const texts = pack.corpus.leadCapture;
    const name = [dialogue.firstName, dialogue.lastName].filter(Boolean).join(' ');
    const what = dialogue.kind === 'meeting' ? dialogue.slot?.label : dialogue.service?.label;
    const either = dialogue.reachBy === 'phoneOrEmail';
    // Given one way to reach them, nothing stands for the other ("sin correo" would read as a missing answer).
    const details = [name, dialogue.phone, dialogue.email ?? (either ? undefined : texts.noEmail), what].filter(Boolean).join(' · ');
    const fixes = [
      texts.fix.name,
      ...(either ? [texts.fix.contact] : [texts.fix.phone, texts.fix.email]),
      dialogue.kind === 'meeting' ? texts.fix.slot : texts.fix.service,
    ];
    return this.withButtons(template.replaceAll('{details}', details), [texts.confirm, ...fixes]);
  }

  private withButtons(message: string, items: ReadonlyArray<{ label: string }>): DarkyReply {
    return { message, action: { name: 'suggestions', params: { items: items.map(({ label }) => ({ label, message: label })) } } };
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
    const meeting = dialogue.kind === 'meeting';
    const about = meeting ? dialogue.slot!.label : dialogue.service!.label;
    let result: ChatLeadResult;
    try {
      result = await this.submit({
        formId: 'chatbot',
        locale: turn.locale,
        fields: {
          firstName: dialogue.firstName,
          lastName: dialogue.lastName,
          ...(dialogue.phone ? { phone: dialogue.phone } : {}),
          ...(dialogue.email ? { email: dialogue.email } : {}),
          ...(meeting ? { slot: dialogue.slot!.value } : { service: dialogue.service!.code }),
          message: `Darky: ${meeting ? texts.meetingNote : ''}${about}`,
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
      // Without a phone the team writes back: the confirmation names the e-mail instead.
      const done = (meeting ? texts.doneMeeting : dialogue.phone ? texts.done : texts.doneEmail)
        .replaceAll('{name}', dialogue.firstName!)
        .replaceAll('{service}', about)
        .replaceAll('{slot}', about)
        .replaceAll('{phone}', dialogue.phone ?? '')
        .replaceAll('{email}', dialogue.email ?? '')
        .replaceAll('{calendar}', messageLink(texts.calendarLink, `/api/appointments/${result.id}.ics`));
      return { messages: [{ message: done }], closed: true };
    }
    // Re-ask the first field the pipeline refused, with its own message (a time taken meanwhile: fresh times).
    const [field, message] = Object.entries(result.errors)[0] ?? [];
    const fieldStep = field ? stepOfField[field] : undefined;
    // "A phone or an e-mail" refused (its error is on `phone`) is asked again as the one step it was.
    const step = dialogue.reachBy === 'phoneOrEmail' && (fieldStep === 'phone' || fieldStep === 'email') ? 'contact' : fieldStep;
    if (!step) return failed;
    if (step === 'confirm') return failed;
    const reopened = await this.reopen(dialogue, step, pack);
    const [question, ...more] = reopened.messages;
    if (!question) return failed;
    return { messages: [{ ...question, message: `${message ?? ''} ${question.message}`.trim() }, ...more], closed: reopened.closed };
  }

  /** Drops dialogues older than the TTL (called periodically by Darky's runtime). */
  sweep(now = Date.now()): Promise<void> {
    return this.store.sweep(now - this.ttlMs);
  }
}
