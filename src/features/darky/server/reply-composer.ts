/** Turns a recognised intent into Darky's reply: text from the corpus templates, facts and routes from the catalogues. */
import { formatOpeningHours } from '@/content/opening-hours';
import type { DarkyCorpus, QuickReply } from '../nlu/corpus-schema';
import type { EntityFinder } from '../nlu/entity-finder';
import { serviceIntent, subTabIntent, tabIntent, type CatalogueTarget, type IntentCatalogue } from '../nlu/intent-catalogue';
import { localizedPath, servicePath, type DarkyKnowledge } from '../nlu/knowledge';
import { messageLink, phoneHref, whatsappLabel } from '../message-links';
import type { ChatAction, ChatEvent, ChatLocale } from '../protocol';

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
}

export interface ReplyContext {
  /** The page the visitor is on, with its locale prefix (as the client reports it). */
  path: string;
  now: Date;
  pick: <T>(items: readonly T[]) => T;
}

/** The animation the widget plays while it navigates (Darky's character state). */
export const NAVIGATE_ANIMATION = 'navigating';

const localeTags: Record<ChatLocale, string> = { es: 'es-PE', en: 'en-US' };

export function joinList(items: string[], joiner: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${joiner} ${items.at(-1)}`;
}

/** Made once per language: building an Intl.DateTimeFormat costs far more than formatting with it, and facts are built per reply. */
const dateFormats = new Map<ChatLocale, Intl.DateTimeFormat>();

function formatDate(iso: string, locale: ChatLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeTags[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Lima' });
    dateFormats.set(locale, format);
  }
  return format.format(date);
}

/** Values of the {placeholders}; a missing catalogue leaves its keys out so answers needing them are skipped. */
export function factsOf(pack: LanguagePack, now: Date): Record<string, string> {
  const { knowledge: k, corpus, locale } = pack;
  const list = (items: string[]) => joinList(items, corpus.listJoiner);
  const facts: Record<string, string> = {};
  if (k.services.length) facts.services = list(k.services.map((s) => s.name));
  if (k.portfolio?.projects.length) facts.projects = list(k.portfolio.projects.slice(0, 5).map((p) => p.title));
  if (k.portfolio?.clients.length) facts.clients = list(k.portfolio.clients.slice(0, 6).map((c) => c.title));
  if (k.about) {
    facts.aboutDescription = k.about.description;
    facts.values = list(k.about.values);
    facts.joinText = k.about.joinTeam.text;
  }
  if (k.lessons?.items.length) facts.lessons = list(k.lessons.items.slice(0, 4).map((l) => l.title));
  if (k.academy) {
    const upcoming = [...k.academy.events].sort((a, b) => a.date.localeCompare(b.date)).find((e) => new Date(e.date) >= now) ?? k.academy.events.at(-1);
    if (upcoming) facts.nextEvent = `${upcoming.title}, ${formatDate(upcoming.date, locale)}, ${upcoming.place}`;
    if (k.academy.workshops.length)
      facts.workshops = list(k.academy.workshops.slice(0, 4).map((w) => `${w.title} (${formatDate(w.date, locale)}, ${w.price})`));
    if (k.academy.courses.length) facts.courses = list(k.academy.courses.slice(0, 4).map((c) => `${c.title} (${c.duration})`));
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
  }
  return facts;
}

const PLACEHOLDER = /\{(\w+)\}/g;

/** Fills the first template whose placeholders are all known (in random order), or undefined. */
export function fillTemplate(templates: readonly string[], facts: Record<string, string>, pick: ReplyContext['pick']): string | undefined {
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
function barePath(path: string): string {
  const noQuery = path.split(/[?#]/)[0] ?? '/';
  const stripped = noQuery.replace(/^\/en(?=\/|$)/, '');
  return stripped === '' ? '/' : stripped;
}

/** Each fixed intent's route; intents absent here answer in place. */
const intentRoutes: Record<string, string> = {
  'services.list': '/servicios',
  'portfolio.list': '/portafolio',
  'portfolio.clients': '/portafolio',
  'about.us': '/nosotros',
  'lessons.list': '/lessons',
  'academy.workshops': '/academia/talleres',
  'academy.events': '/academia',
  'academy.courses': '/academia/cursos',
  'contact.info': '/contacto',
  'payments.info': '/pagos',
  'innovations.list': '/innovaciones',
  'blog.list': '/blog',
};

/** Section id of the "join the team" block on the about page (scroll target). */
export const JOIN_TEAM_SECTION_ID = 'join-team';

function catalogueReply(pack: LanguagePack, target: CatalogueTarget, context: ReplyContext): DarkyReply {
  const { locale, corpus } = pack;
  const entry = target.kind === 'service' ? target.service : target.kind === 'tab' ? target.tab : target.subTab;
  const templates = corpus.generated[target.kind].answers;
  const message = fillTemplate(templates, { name: entry.name, description: entry.description }, context.pick) ?? entry.name;
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
  const definition = pack.corpus.intents[intent];
  if (!definition) return undefined;
  const { locale, corpus } = pack;
  const facts = factsOf(pack, context.now);
  const route = intentRoutes[intent];
  const filled = fillTemplate(definition.answers, facts, context.pick);
  if (!filled && !route) return undefined;
  const message = filled ?? corpus.goingThere;

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

/** On a service page the form is that service's; elsewhere the general contact form. */
function formForPage(pack: LanguagePack, path: string): string {
  const slug = /^\/servicios\/([^/]+)/.exec(barePath(path))?.[1];
  return pack.knowledge.services.find((s) => s.slug === slug)?.formId ?? 'contacto';
}

function entryOf(target: CatalogueTarget) {
  return target.kind === 'service' ? target.service : target.kind === 'tab' ? target.tab : target.subTab;
}

function pathOf(target: CatalogueTarget): string {
  if (target.kind === 'service') return servicePath(target.service.slug);
  if (target.kind === 'tab') return servicePath(target.service.slug, target.tab.slug);
  return servicePath(target.service.slug, target.tab.slug, target.subTab.slug);
}

/** A price question about one entry: names it, links its page and offers the quote (prices are quoted per project). */
function pricingReply(pack: LanguagePack, target: CatalogueTarget, context: ReplyContext): DarkyReply {
  const name = entryOf(target).name;
  const link = messageLink(name, localizedPath(pack.locale, pathOf(target)));
  const message = fillTemplate(pack.corpus.pricingFor, { ...factsOf(pack, context.now), name, link }, context.pick) ?? name;
  return { message, action: suggestionsAction(pack, ['lead.request', pack.intents.targets.has(intentOf(target)) ? intentOf(target) : 'services.list']) };
}

function intentOf(target: CatalogueTarget): string {
  if (target.kind === 'service') return serviceIntent(target.service.slug);
  if (target.kind === 'tab') return tabIntent(target.service.slug, target.tab.slug);
  return subTabIntent(target.service.slug, target.tab.slug, target.subTab.slug);
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
