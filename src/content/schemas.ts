/** zod schemas of every content catalogue; the single source of the content's types. */
import { z } from 'zod';
import { MEDIA_URL_PATTERN } from './media-url';

const text = z.string().trim().min(1);
const slug = z.string().regex(/^[a-zA-Z0-9]+(?:-[a-zA-Z0-9]+)*$/, 'must be a URL slug (letters, digits, dashes)');
/**
 * An image: a file of /public (`/images/…`, checked to exist by validate-all), or an image uploaded in the content
 * studio (`/media/<hash>-<width>.<avif|webp>`, served from the database; the studio lists what exists).
 */
const image = z
  .string()
  .refine(
    (value) => /^\/images\/[\w\-/.]+\.(svg|png|jpe?g|webp|avif)$/.test(value) || MEDIA_URL_PATTERN.test(value),
    'must be an image path under /images/ or an uploaded image under /media/',
  );
/** Site paths are written without the locale prefix; links add it. */
const sitePath = z.string().regex(/^\/[^\s]*$/, 'must be a site path starting with /');
const href = z.union([sitePath, z.url()]);
/** A form identifier of content/forms.json. */
const formId = slug;

export const subTabSchema = z.object({
  id: z.number().int(),
  slug,
  formId,
  name: text,
  metaTitle: text,
  metaImage: image,
  description: text,
  mediaUrl: image,
  mediaUrlResponsive: image,
});

export const tabSchema = z.object({
  id: z.number().int(),
  name: text,
  slug,
  formId,
  icon: image,
  iconHover: image,
  metaTitle: text,
  metaImage: image,
  description: text,
  subtitle: z.array(subTabSchema).optional(),
  others: z.object({ title: text, description: text, items: z.array(text).min(1) }).optional(),
  mediaUrl: image,
  mediaUrlResponsive: image,
});

export const serviceSchema = z.object({
  name: text,
  title: text,
  background: image,
  metaTitle: text,
  metaDescription: text.max(170),
  metaImage: image,
  slug,
  formId,
  description: text,
  tabs: z.array(tabSchema).min(1),
});

export const servicesCatalogueSchema = z.object({
  landing: z.object({
    title: text,
    subtitle: text,
    description: text,
    /** Buttons that scroll to a service section on the landing page. */
    sections: z.array(z.object({ id: slug, icon: image, url: sitePath, text })).min(1),
  }),
  services: z.array(serviceSchema).min(1),
});

export const portfolioCategorySchema = z.object({ code: z.number().int().min(0), label: text });

export const clientSchema = z.object({
  active: z.boolean(),
  /**
   * True while the case is the project's seed copy, not the agency's own account of a client's project: its figures
   * are never published as results (issue 24: only figures the agency entered are shown).
   */
  seed: z.boolean().optional(),
  title: z.string(),
  subtitle: z.string(),
  /** The client's sector in visitors' words ("Salud: clínica dental"): shown on the case, searched by Darky. */
  industry: z.string().default(''),
  services: z.array(z.string()),
  img: image.or(z.literal('')),
  slug,
  categories: z.array(z.number().int().min(0)),
  class: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  portrait: image.or(z.literal('')),
  section1: z.object({ description: z.string(), background: image.or(z.literal('')) }),
  section2: z.object({ situation: z.string(), img1: image.or(z.literal('')) }),
  section3: z.object({
    done: z.string(),
    background: image.or(z.literal('')),
    services: z.array(z.object({ title: text, type: text, description: text, url: z.url().optional() })),
    img1: image.or(z.literal('')),
  }),
  /** The case's figures (sample content, marked as such once on the page): a value and what it measures. */
  results: z.array(z.object({ value: text, label: text })).max(4).default([]),
});

export const portfolioCatalogueSchema = z.object({
  title: text,
  description: text,
  categories: z.array(portfolioCategorySchema).min(2),
  /** The nine projects of the listing; each opens its client's detail page. */
  projects: z.array(z.object({ title: text, services: z.array(text).min(1), img: image, clientSlug: slug, categories: z.array(z.number().int().min(0)).min(1) })).length(9),
  clients: z.array(clientSchema).min(20),
});

export const testimonialSchema = z.object({ title: text, slug, description: text, author: text, role: text, bg: image, logo: image });
export const successCaseSchema = z.object({ title: text, subtitle: text, logo: image, context: text, solution: text, img1: image, img2: image, clientSlug: slug.optional() });
export const innovationSchema = z.object({ title: text, img: image, description: text, btn: text, action: z.union([z.literal(0), z.literal(1), z.literal(2)]), url: sitePath });
export const featuredServiceSchema = z.object({ title: text, description: text, itemsDescription: z.array(text).min(1), img: image, imgResponsive: image, url: sitePath, btn: text });

export const homeCatalogueSchema = z.object({
  hero: z.object({ eyebrow: text, title: text, subtitle: text, primaryCta: z.object({ label: text, url: sitePath }), secondaryCta: z.object({ label: text, url: sitePath }) }),
  successCases: z.object({ title: text, items: z.array(successCaseSchema).min(1) }),
  innovations: z.object({ title: text, description: text, items: z.array(innovationSchema).length(3) }),
  featuredServices: z.object({ title: text, items: z.array(featuredServiceSchema).min(1) }),
  testimonials: z.object({ title: text, items: z.array(testimonialSchema).min(1) }),
});

/**
 * A person of the team: their name, photo and LinkedIn are facts (one value for both languages), their role, short bio
 * and the photo's alt text are words. An empty name is a role not yet staffed (the seed holds roles, not invented
 * people): the page shows the role alone. An empty LinkedIn is none.
 */
export const teamMemberSchema = z.object({
  fullName: z.string().trim(),
  role: text,
  bio: text.max(400),
  photo: image,
  photoAlt: text,
  linkedin: z.union([z.literal(''), z.url().regex(/^https:\/\/([a-z]{2,3}\.)?linkedin\.com\//, 'must be a https://linkedin.com/… address')]),
});

/** About us ("content entry" of the spec: items are features, features are flip cards of values). */
export const aboutCatalogueSchema = z.object({
  title: text,
  subtitle: text,
  description: text,
  portrait: image,
  items: z.array(z.object({ name: text, msg: text, image })).length(4),
  features: z.array(z.object({ name: text, msg: text, back: image, front: image })).length(4),
  describe: z.object({ title: text, paragraphs: z.array(text).min(1) }),
  joinTeam: z.object({ title: text, text }),
  quote: z.object({ text, author: text, role: text }),
  /** Optional so that a database seeded before the team existed stays valid; the page shows the section when present. */
  team: z.object({ title: text, intro: text, members: z.array(teamMemberSchema).min(1).max(24) }).optional(),
});

export const lessonCategorySchema = z.object({ code: z.enum(['', 'ux', 'sf', 'pm', 'ds', 'gg', 'si']), name: text, formId });
export const lessonSchema = z.object({
  id: slug,
  category: lessonCategorySchema.shape.code,
  title: text,
  summary: text,
  duration: text,
  level: text,
  date: z.iso.date(),
  image,
  body: z.array(text).min(1),
  takeaways: z.array(text).min(1),
});
export const lessonsCatalogueSchema = z.object({ title: text, description: text, categories: z.array(lessonCategorySchema).length(7), lessons: z.array(lessonSchema).min(6) });

/** A price stored once, in the currency it is charged in; pages format it per language (src/i18n/format.ts). */
export const priceSchema = z.object({ amount: z.number().positive(), currency: z.enum(['PEN', 'USD']) });
const clockTimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a 24-hour time HH:MM');
/** One item of an event's agenda: the time is a fact (formatted per language), the title words. */
export const agendaItemSchema = z.object({ time: clockTimeOfDay, title: text });
export const eventSchema = z.object({ slug, title: text, date: z.iso.datetime({ offset: true }), place: text, mode: text, summary: text, agenda: z.array(agendaItemSchema).min(1), image, formId });
export const workshopSchema = z.object({ slug, title: text, summary: text, date: z.iso.datetime({ offset: true }), duration: text, price: priceSchema, seats: z.number().int().positive(), image, formId });
export const courseSchema = z.object({
  slug,
  title: text,
  summary: text,
  description: text,
  duration: text,
  level: text,
  price: priceSchema,
  image,
  formId,
  modules: z.array(z.object({ title: text, topics: z.array(text).min(1) })).min(1),
});
export const academyCatalogueSchema = z.object({
  title: text,
  description: text,
  events: z.object({ title: text, description: text, items: z.array(eventSchema).min(1) }),
  workshops: z.object({ title: text, description: text, items: z.array(workshopSchema).min(1) }),
  courses: z.object({ title: text, description: text, items: z.array(courseSchema).min(1) }),
});

export const menuItemSchema: z.ZodType<MenuItem> = z.lazy(() =>
  z.object({ label: text, href, external: z.boolean().optional(), button: z.boolean().optional(), children: z.array(menuItemSchema).optional() }),
);
export type MenuItem = { label: string; href: string; external?: boolean; button?: boolean; children?: MenuItem[] };
export const menusCatalogueSchema = z.object({ main: z.array(menuItemSchema).min(1), older: z.array(menuItemSchema).min(1), footer: z.array(menuItemSchema).min(1) });

export const blogPostFrontMatterSchema = z.object({
  title: text,
  description: text.max(170),
  date: z.iso.date(),
  author: text,
  tags: z.array(text).min(1),
  image,
  /** Same slug in both languages so the switcher maps a post to its translation. */
  slug,
  /**
   * Published in this language only: the other language has no translation of it (a local note in Spanish), so
   * there is no counterpart page, hreflang or sitemap entry for it; its address in the other language says so.
   */
  onlyIn: z.enum(['es', 'en']).optional(),
});

/** Language-neutral catalogues. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);
const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((date) => new Date(`${date}T00:00:00Z`).toISOString().startsWith(date), 'must be a real calendar date');
/** A public holiday: the office is closed all day (local date), named in both languages (Darky says which one). */
export const holidaySchema = z.object({ date: isoDate, name: z.object({ es: text, en: text }) });
export type Holiday = z.infer<typeof holidaySchema>;
export const openingHoursSchema = z
  .object({
    days: z.array(z.number().int().min(1).max(7)).min(1),
    opens: clockTime,
    closes: clockTime,
    timeZone: z.string().regex(/^[A-Za-z]+\/[A-Za-z_]+$/),
    /** Days the office is closed although they are working days (national holidays), in the time zone above. */
    holidays: z
      .array(holidaySchema)
      .optional()
      .refine((list) => !list || new Set(list.map((holiday) => holiday.date)).size === list.length, 'each holiday date once'),
  })
  .refine((h) => h.opens < h.closes, { message: 'opens must be before closes', path: ['closes'] });
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export const socialNetworks = ['facebook', 'instagram', 'linkedin', 'youtube', 'tiktok', 'x'] as const;
export type SocialNetwork = (typeof socialNetworks)[number];
/** How each network writes its own name (the footer's labels, Darky's links). */
export const socialNetworkNames: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  x: 'X',
};

export const contactCatalogueSchema = z.object({
  phone: text,
  mobile: text,
  email: z.email(),
  joinEmail: z.email(),
  whatsapp: z.url(),
  address: text,
  /** Office hours, the one source for the contact page and Darky: ISO weekdays (1 = Monday) and local times. */
  hours: openingHoursSchema,
  geo: z.object({ latitude: z.number(), longitude: z.number() }),
  socials: z.array(z.object({ network: z.enum(socialNetworks), url: z.url() })).length(5),
});

/** The free 30-minute sessions /conversemos books (content/scheduling.json): local windows in one time zone. */
export const schedulingCatalogueSchema = z.object({
  _note: z.string().optional(),
  timeZone: z.string().regex(/^[A-Za-z]+\/[A-Za-z_]+$/),
  slotMinutes: z.number().int().min(10).max(120),
  weekdays: z.array(z.number().int().min(1).max(7)).min(1),
  windows: z.array(z.object({ from: clockTime, to: clockTime }).refine((w) => w.from < w.to, { message: 'from must be before to' })).min(1),
  leadTimeHours: z.number().min(0).max(24 * 14),
  horizonDays: z.number().int().min(1).max(60),
  excludedDates: z.array(isoDate),
  meeting: z.object({ organizer: z.email(), location: text }),
});
export type SchedulingCatalogue = z.infer<typeof schedulingCatalogueSchema>;

/** Exchange rates for the approximate figure beside a price (content/money.json): soles per unit of the currency. */
export const moneyCatalogueSchema = z.object({ _note: z.string().optional(), exchangeRates: z.object({ USD: z.number().positive() }), asOf: isoDate });
export type MoneyCatalogue = z.infer<typeof moneyCatalogueSchema>;

/**
 * Facts stated once (content/facts.json): per service or tab slug a typical timeline and a starting price, and the
 * agency's neutral facts. `seed: true` marks values written before the agency confirmed them (to confirm, never
 * shown as a client's result); the words of each fact are per language in content/<locale>/facts.json.
 */
const weeksRange = z.object({ min: z.number().int().positive(), max: z.number().int().positive() }).refine((r) => r.min <= r.max, { message: 'min must not exceed max' });
export const serviceFactsSchema = z.object({
  timelineWeeks: weeksRange,
  /** Absent when the service is only quoted per project (its words then say what the price depends on). */
  startingPrice: priceSchema.optional(),
  per: z.enum(['project', 'month']),
  seed: z.boolean().optional(),
});
export const factsCatalogueSchema = z.object({
  _note: z.string().optional(),
  services: z.record(slug, serviceFactsSchema),
  paymentMethods: z.array(z.enum(['card', 'yape', 'plin', 'transfer'])).min(1),
  languages: z.array(z.enum(['es', 'en'])).min(1),
  supportMonthsIncluded: z.number().int().min(0),
  /** Which of the facts above are seed values for the agency to confirm. */
  seed: z.array(z.string()).default([]),
});
export type FactsCatalogue = z.infer<typeof factsCatalogueSchema>;

/** The words of the facts in one language: what each service includes, what its price depends on, and the FAQs. */
export const factKeys = ['payments', 'hours', 'weekends', 'location', 'languages', 'hiring', 'support', 'meetings', 'timeline', 'about', 'ad-spend'] as const;
export type FactKey = (typeof factKeys)[number];
export const factWordsCatalogueSchema = z.object({
  services: z.record(slug, z.object({ includes: text, dependsOn: text })),
  /** Whether a topic costs ("are they free?"): `default` for services, else by topic (lessons.list, academy.events…). */
  free: z.record(z.string(), text).refine((f) => 'default' in f, { message: 'needs a default' }),
  /** {placeholders} are neutral facts filled when read: {hours}, {address}, {joinEmail}, {supportMonths}. */
  faqs: z
    .array(z.object({ key: z.enum(factKeys), question: text, answer: text, link: sitePath.optional(), seed: z.boolean().optional() }))
    .refine((faqs) => factKeys.every((k) => faqs.some((f) => f.key === k)), { message: 'every fact key needs its FAQ' }),
});
export type FactWordsCatalogue = z.infer<typeof factWordsCatalogueSchema>;

export const formKindSchema = z.enum(['contact', 'event']);
export const formsCatalogueSchema = z.object({
  /** Every form of the site, by identifier: the identifier is used in the API, in thank-you URLs and in the CRM mapping. */
  forms: z.record(formId, z.object({
      kind: formKindSchema,
      hubspotFormGuid: z.uuid(),
      /** Which list of 'service needed' options the form offers (section 3): the current three or the older nine. */
      serviceOptions: z.enum(['current', 'legacy']).default('current'),
      /** Whether the form asks for an e-mail: by default required on event forms (they promise e-mail), optional elsewhere. */
      email: z.enum(['required', 'optional', 'none']).optional(),
      /** The form books a 30-minute meeting from content/scheduling.json (/conversemos). */
      scheduling: z.boolean().optional(),
      /** The academy list whose dated items the form registers for (src/content/academy-calendar.ts): the visitor picks one still ahead. */
      registers: z.enum(['events', 'workshops']).optional(),
    }),
  ),
  /** The spec's service form map, by service slug. */
  serviceForms: z.record(z.enum(['paginas-web', 'ecommerce', 'mobile-apps', 'software-factory', 'chatbot', 'cloud-migration', 'videojuegos', 'probador-virtual']), formId),
});

export type Service = z.infer<typeof serviceSchema>;
export type ServiceTab = z.infer<typeof tabSchema>;
export type ServiceSubTab = z.infer<typeof subTabSchema>;
export type ServicesCatalogue = z.infer<typeof servicesCatalogueSchema>;
export type Client = z.infer<typeof clientSchema>;
export type PortfolioCatalogue = z.infer<typeof portfolioCatalogueSchema>;
export type HomeCatalogue = z.infer<typeof homeCatalogueSchema>;
export type Testimonial = z.infer<typeof testimonialSchema>;
export type AboutCatalogue = z.infer<typeof aboutCatalogueSchema>;
export type TeamMember = z.infer<typeof teamMemberSchema>;
export type LessonsCatalogue = z.infer<typeof lessonsCatalogueSchema>;
export type Lesson = z.infer<typeof lessonSchema>;
export type AcademyCatalogue = z.infer<typeof academyCatalogueSchema>;
export type Course = z.infer<typeof courseSchema>;
export type MenusCatalogue = z.infer<typeof menusCatalogueSchema>;
export type BlogPostFrontMatter = z.infer<typeof blogPostFrontMatterSchema>;
export type ContactCatalogue = z.infer<typeof contactCatalogueSchema>;
export type FormsCatalogue = z.infer<typeof formsCatalogueSchema>;
export type FormKind = z.infer<typeof formKindSchema>;

// ---- Saved replies of the live inbox (content/{es,en}/saved-replies.json) ----
/**
 * Short answers an operator inserts in a live conversation, in the conversation's language (the same ids in both
 * languages). {name} is the operator's first name. At most 1000 characters: an operator's message.
 */
export const savedRepliesCatalogueSchema = z.object({
  replies: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lower case, digits and hyphens'),
        /** What the picker shows. */
        label: text.max(60),
        text: text.max(1000),
      }),
    )
    .min(1)
    .refine((replies) => new Set(replies.map((reply) => reply.id)).size === replies.length, 'each id once'),
});
export type SavedRepliesCatalogue = z.infer<typeof savedRepliesCatalogueSchema>;

// ---- Virtual try-on frames (content/{es,en}/try-on.json) ----
const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a #rrggbb colour');
/** The 3D shapes the try-on builds in code (src/features/try-on/engine/glasses-models.ts): one builder per shape. */
export const frameShapes = ['aviator', 'round', 'cat-eye', 'wayfarer', 'rimless', 'sport'] as const;

export const frameColourSchema = z.object({
  id: slug,
  name: text,
  /** Colour of the rim, bridge and temples. */
  frame: hexColour,
  /** Tint of the lenses and how much of the eye it hides (0 clear, 0.85 dark sunglasses). */
  lens: hexColour,
  lensOpacity: z.number().min(0).max(0.85),
});

export const tryOnFrameSchema = z.object({
  /** Used in ?modelo= links: the same in both languages. */
  slug,
  name: text,
  shape: z.enum(frameShapes),
  /** The shape as a visitor names it ("Aviador", "Cat-eye"). */
  shapeLabel: text,
  description: text,
  colours: z.array(frameColourSchema).min(1).max(6),
});

export const tryOnCatalogueSchema = z.object({
  frames: z
    .array(tryOnFrameSchema)
    .min(6)
    .refine((frames) => new Set(frames.map((f) => f.slug)).size === frames.length, 'frame slugs must be unique')
    .refine((frames) => frames.every((f) => new Set(f.colours.map((c) => c.id)).size === f.colours.length), 'colour ids must be unique within a frame'),
});

export type FrameShape = (typeof frameShapes)[number];
export type FrameColour = z.infer<typeof frameColourSchema>;
export type TryOnFrame = z.infer<typeof tryOnFrameSchema>;
export type TryOnCatalogue = z.infer<typeof tryOnCatalogueSchema>;
