/** zod schema of Darky's per-language corpus (content/<locale>/darky/corpus.json): utterances, answer templates, texts. */
import { z } from 'zod';

const text = z.string().trim().min(1);

/** A button under a bot message: the label shown and the message sent when pressed. */
export const quickReplySchema = z.object({ label: text, message: text });

export const fixedIntentSchema = z.object({
  /** Training utterances (never the held-out ones). */
  utterances: z.array(text).min(4),
  /** Answer templates; {placeholders} are filled from the content catalogues. One is chosen at random. */
  answers: z.array(text).min(1),
  /** Shown as a quick reply when Darky suggests this topic. */
  quickReply: quickReplySchema.optional(),
  /** Topics (intent names) offered as quick replies after the answer. */
  suggest: z.array(text).default([]),
});

const generatedIntentSchema = z.object({
  /** Utterance templates with {name}, applied to every service, tab or sub-tab of the catalogue. */
  utteranceTemplates: z.array(text).min(2),
  answers: z.array(text).min(1),
});

export const darkyCorpusSchema = z.object({
  greeting: text,
  intents: z.record(z.string().regex(/^[a-z]+(\.[a-z-]+)+$/), fixedIntentSchema),
  generated: z.object({ service: generatedIntentSchema, tab: generatedIntentSchema, subTab: generatedIntentSchema }),
  /** Extra ways people name a service, tab or sub-tab, by slug; new catalogue entries work without one. */
  synonyms: z.record(z.string(), z.array(text).min(1)),
  /**
   * Short words that name an entry in a message without being a way to ask for it ("tienda", "logo"): used by the
   * entity finder only, never as training utterances.
   */
  entityWords: z.record(z.string(), z.array(text).min(1)).default({}),
  /** Phrases that make a message a price question whatever else it says ("cuánto cuesta", "how much"). */
  pricingCues: z.array(text).min(3),
  /** Metrics named with a price word ("costo por lead", "cost per click"): terms to learn about, no price asked. */
  metricTerms: z.array(text).default([]),
  /** Words that ask the price only as a message's last words ("diseño UX, ¿cuánto?"): "cuánto" elsewhere may ask a time. */
  pricingLastWords: z.array(text).default([]),
  /** Answer to a price question about one entry: {name} and {link} (a link to its page) are filled in. */
  pricingFor: z.array(text).min(1),
  /** Phrases that make a message a follow-up about the current topic: how long it takes, what it includes, whether it is free. */
  followUpCues: z.object({
    timeline: z.array(text).min(3),
    includes: z.array(text).min(3),
    free: z.array(text).min(3),
    /** "¿y dónde queda?": where the topic (an event, a workshop) takes place. */
    place: z.array(text).min(3),
    /** "¿Y los domingos?", "on holidays?": a day asked after the hours or the contacts is whether they answer then. */
    days: z.array(text).default([]),
    /** "¿Y cómo se paga?": how to pay, never whether it is free (though "se paga" is one of those cues). */
    howToPay: z.array(text).default([]),
    /** "¿Cuánto tiempo guardan esta conversación?": how long data is kept, never how long a project takes. */
    kept: z.array(text).default([]),
    /** "¿Y en dólares?", "in USD?": a price asked in dollars (the site charges in soles). */
    dollars: z.array(text).default([]),
    /** "¿Eso es pago único o mensual?", "one-time or monthly?": how the price discussed is charged (factAnswers.billing). */
    billing: z.array(text).default([]),
    /**
     * What the support policy answers in detail about a project already delivered (text changes, new features, another
     * developer's changes, backups), and the words that ask whether or how soon support does it.
     */
    supportDetails: z.array(text).default([]),
    supportWords: z.array(text).default([]),
    /** "Does your team speak English?", "¿pueden atenderme en inglés?": what the agency works in, never a switch. */
    agencyLanguage: z.array(text).default([]),
    /** The agency itself asked about (its team, areas, process, templates, years): the about page's sentence. */
    aboutUs: z.array(text).default([]),
    /** "¿Trabajan con clientes de provincia?", "I'm in Canada, can you still work with me?": where the agency works. */
    remoteClient: z.array(text).default([]),
    /** Words for the money paid to the ad platforms ("la pauta", "ad spend") and for whether a fee covers it. */
    adSpend: z.array(text).default([]),
    separateCost: z.array(text).default([]),
    /** Upkeep after launch ("¿incluye mantenimiento?", "what happens after launch?"): the support policy's answer. */
    maintenance: z.array(text).default([]),
    /** What is done with the visitor's data ("¿venden mis datos?", "will you spam me?"): the privacy answer. */
    privacy: z.array(text).default([]),
    /** The agency's own social profiles ("¿tienen Instagram?", "LinkedIn page?"), not a network managed for a client. */
    socialProfiles: z.array(text).default([]),
    /** A date it is needed by ("para el viernes", "by then", "¿llegan?"): how long the topic takes. */
    deadline: z.array(text).default([]),
    /** Whether someone answers or is open ("¿me responden?", "is anyone open"): with a day named, the hours. */
    answering: z.array(text).default([]),
    /** Darky's own rest asked about ("¿a qué hora duermes?", "do you ever sleep?"): the hours, Darky's 24x7 in them. */
    alwaysOn: z.array(text).default([]),
    /** A word of praise for the site itself ("qué chévere la página", "love the dark theme"): thanked, no page opened. */
    compliment: z.array(text).default([]),
    /** The visitor lost ("no entiendo", "that's confusing"): Darky says it again more simply or passes to a person. */
    confused: z.array(text).default([]),
    /** Details the site does not give about an event, a workshop or a course (a certificate, parking, a companion). */
    unstated: z.array(text).default([]),
    /** How a message that repeats the question before begins ("¿y el de web?", "and if it's just a landing page?"). */
    sameQuestion: z.array(text).default([]),
    /** Words pointing back at what was said before ("sobre eso", "about that"): a post or a lesson on it. */
    backReference: z.array(text).default([]),
    /** "¿Cuál me recomiendas?", "which one helps me…" after a list (the courses, the workshops): the one it describes. */
    whichOne: z.array(text).default([]),
    /**
     * One of a list just given picked by its place ("el primero cuánto cuesta", "the last one"): the words for each place
     * in order (first, second, third) and for the last one.
     */
    byPlace: z
      .object({
        nth: z.array(z.array(text)),
        last: z.array(text),
        /** Which of a list to begin with ("¿cuál me recomiendas para empezar?"): its first, said so by `startIntro`. */
        startWith: z.array(text).default([]),
        startIntro: text.optional(),
        /**
         * One of the list named by a word of its title with interest ("el de chatbots me interesa", "the AI chatbot one
         * looks interesting"): the words that say it is picked, not asked about anew.
         */
        named: z.array(text).default([]),
      })
      .optional(),
    /** "And after that?" once support was discussed ("y después de esos meses?"): the policy, monthly plans in it. */
    afterThat: z.array(text).default([]),
    /** Support itself named with a price asked ("¿el soporte tiene costo?"): the policy, what is included and for how long. */
    supportNamed: z.array(text).default([]),
    /** The price already given, referred to in a question about what it includes ("¿qué incluye ese precio?"). */
    priceReferred: z.array(text).default([]),
    /** Something to read on what is discussed ("anything I can read first?"): the post or lesson naming it. */
    readFirst: z.array(text).default([]),
    /** Reading a lesson asked about ("¿cuánto demoro en leerla?", "how long is it to read?"): its reading time. */
    reading: z.array(text).default([]),
    /** When something happens asked ("¿cuándo es?", "what day is it?"): an event's or a workshop's date, never a service's. */
    dateAsked: z.array(text).default([]),
    /** The latest of a section asked for ("¿cuál es su último post?", "newest lesson"): its most recent page. */
    newest: z.array(text).default([]),
    /** The team answering the visitor ("me llaman", "get back to me"): asked how soon, the response time, never a call. */
    answerBack: z.array(text).default([]),
    /** Using a demo ("¿funciona en el celular?", "how do I play?", "does it talk?"): the demo's own page says it. */
    demoUse: z.array(text).default([]),
    /** Learning a subject ("quiero aprender diseño UX", "interested in learning ux/ui"): the course on it, as "curso" does. */
    study: z.array(text).default([]),
    /**
     * Doing it oneself ("yo mismo", "myself"): said with learning ("quiero aprender a hacer chatbots yo mismo"), one word
     * of a course's title names it (the visitor wants the skill, not the service).
     */
    ownHands: z.array(text).default([]),
    /** When an event ends asked ("¿a qué hora termina?", "what time does it end?"): its agenda's last item. */
    ends: z.array(text).default([]),
    /** The longest of a list asked for ("¿cuál es el más largo?" after the courses). */
    longest: z.array(text).default([]),
    /** When a post or a lesson was published, asked right after it ("¿de cuándo es ese?", "when was it posted?"). */
    published: z.array(text).default([]),
    /** What the thing just named is ("¿qué es eso?", "what's that?"): the service or page discussed, described. */
    whatIsIt: z.array(text).default([]),
    /** Another of the list asked after one of its pages ("¿y el de UX?", "and the UX one?"): the words that start it. */
    otherOne: z.array(text).default([]),
    /** An event's programme asked ("¿qué habrá en el evento?", "what's the agenda?"): its agenda, item by item. */
    agenda: z.array(text).default([]),
    /** The next of a dated section asked ("¿cuándo es el próximo?", "when's the next one?"): its soonest upcoming page. */
    next: z.array(text).default([]),
    /** The agency's price list asked ("sus precios en dólares", "your prices in USD"): never an off-topic price. */
    priceList: z.array(text).default([]),
    /** Examples of work asked for ("any example of a bilingual shop?"): the portfolio's cases, not what they describe. */
    examples: z.array(text).default([]),
    /** Urgency ("es urgente", "right now please"): after a person was asked for, the person again, not a timeline. */
    urgent: z.array(text).default([]),
    /** What a list is about asked ("¿de qué temas escriben?", "what topics do you cover?") after the blog or the lessons: the list again. */
    topics: z.array(text).default([]),
    /** Where the visitor is, said after the location ("¿y si estoy en Chile?", "we're in Madrid"): where the agency works. */
    whereIAm: z.array(text).default([]),
    /** Several services at once ("los dos", "both"): their prices are compared on the services page. */
    several: z.array(text).default([]),
  }),
  /**
   * A booking, not a quote: a phone call asked for a clock time ("llámame mañana a las 10"), or a meeting asked for a
   * day or a time ("una videollamada el jueves"); "llámame mañana" alone stays a call-me request (the lead questions).
   */
  bookingCues: z.object({
    call: z.array(text).min(3),
    meeting: z.array(text).min(3),
    when: z.array(text).min(3),
    /** A part of the day or a weekday that makes a call asked for a booking ("llámenme el lunes en la tarde"); "mañana" alone is a callback. */
    callTime: z.array(text).min(3),
    /** How long, in person or online, on a weekend: a question about the free consultation itself, not a time chosen. */
    details: z.array(text).default([]),
    /** Wanting it ("quiero", "book me"): a meeting named with these is a booking, unless the message asks about it. */
    want: z.array(text).default([]),
    /** Free times asked for ("horarios disponibles", "what slots do you have?"): a booking on their own. */
    slots: z.array(text).default([]),
    /** Weekend days: a booking asked for one is told consultations run on weekdays, with the next free times. */
    weekend: z.array(text).default([]),
    /** What the consultation gives ("¿qué me van a dar en esa llamada?", "what do I get out of it?"). */
    contents: z.array(text).default([]),
    /** The consultation's own name ("free consultation", "asesoría gratuita"): its "free" asks nothing. */
    named: z.array(text).default([]),
  }),
  /** The free consultation's own facts (length, video call, weekdays), answered to a question about it. */
  meetingDetails: text.optional(),
  /** Words that find, on the booking page, the sentence on what the consultation gives (a diagnosis, a proposal). */
  meetingContentsSearch: text.optional(),
  /**
   * Facts the site states, asked in words no intent was trained on ("¿me dan factura?", "si les escribo a medianoche,
   * ¿alguien lo ve?", "you won't sell it, right?"). A message with one of `cues`, one of `with` (when given) and none of
   * `unless` is answered, about `topic` (an intent with pages), by at most one of: the sentence of the topic's pages
   * that `search` finds (what the site says, never a promise it does not make); the FAQ `faq` (facts.json); `answer`,
   * where the site says nothing on it (and says so), linked to the topic's page; with none, the topic's own answer.
   * The first rule that fits answers. A rule with `after` is a follow-up: it answers only while the conversation is on
   * one of those topics (an intent, or a page of its sections: "¿hay que llevar laptop?" after a workshop), linking the
   * page discussed, and the conversation stays on it.
   */
  pageFacts: z
    .array(
      z
        .object({
          cues: z.array(text).min(1),
          with: z.array(text).default([]),
          unless: z.array(text).default([]),
          after: z.array(text).default([]),
          /** With `after`: only right after those topics themselves (a list), not after one of their pages. */
          listOnly: z.boolean().default(false),
          /** Never right after these topics ("¿qué áreas tienen?" after the jobs asks the jobs' areas). */
          notAfter: z.array(text).default([]),
          /** A cue said alone ("crypto?") asks it, without a word of `with` (which tells it apart in a longer message). */
          alone: z.boolean().default(false),
          topic: text,
          search: text.optional(),
          faq: text.optional(),
          /** Said as written, with the site's facts by name ("{address}") and other pages by address ("{page:/probadores}", linked by its pageNames name). */
          answer: text.optional(),
          /** The page an `answer` links when its topic has no section of its own (a service: its page). */
          link: text.optional(),
          /**
           * Said of the agency as a whole only: a service named or under discussion says it of itself ("how often do we
           * see progress?" after an app is the app's page, every two weeks).
           */
          agencyWide: z.boolean().default(false),
        })
        .refine((rule) => [rule.search, rule.faq, rule.answer].filter(Boolean).length <= 1, 'at most one of search, faq or answer'),
    )
    .default([]),
  /** Per demo, the names visitors give it ("Darky 3D", "the leads game"): the demo, though a service shares a word ("3D"). */
  demoNames: z.record(z.string(), z.array(text)).default({}),
  /** Per demo (demo.game, demo.avatar, demo.tryon), the words of its page that say how it is used ("cómo se usa?"). */
  demoUseSearch: z.record(z.string(), text).default({}),
  /** Said before the free times when a weekend day was asked for: {meetingDays} are the consultation's days. */
  meetingWeekdays: text.optional(),
  /** The agency's social profiles: {socials} is the list of their links (content/contact.json). */
  socialProfiles: text.optional(),
  /** What the try-on does with the camera's image, with {demo} (its demo page) and {policy} (the privacy policy) linked. */
  tryOnPrivacy: text.optional(),
  /**
   * The try-on without a camera ("no tengo cámara", "my webcam is broken"): `cues` say the camera is missing, `words`
   * name the try-on (said with it, or the try-on discussed), and `search` finds the demo page's sentence on the other
   * way (a photo).
   */
  tryOnWithoutCamera: z.object({ cues: z.array(text).min(1), words: z.array(text).min(1), search: text }).optional(),
  /**
   * A cheaper option asked for ("¿no hay algo más barato?", "I don't have much budget"): {page}, the lightest service
   * (linked as {lightest}), every service's starting price ({startingPrices}) and the free consultation ({consultation})
   * where the budget is worked out. Never a discount. `without`: words that ask for the cheapest of a list instead
   * ("¿cuál es el curso más barato?"), which the prices answer, when a list or a service is named. `reactions`: the
   * price only remarked on ("ta caro causa jaja", "damn that's pricey lol"): the same answer, without the quote's questions
   * (a visitor who finds it expensive is not asking to give a name).
   */
  cheaperOption: z
    .object({
      cues: z.array(text).min(1),
      reactions: z.array(text).default([]),
      without: z.array(text).default([]),
      page: z.string().regex(/^\//),
      answer: text,
    })
    .optional(),
  /**
   * A discount or a promotion asked for ("¿algún descuento este mes?", "discounts for nonprofits?"): the site publishes
   * none, said so, with the reference prices ({services}) and the free consultation ({consultation}).
   */
  discount: z
    .object({
      cues: z.array(text).min(1),
      answer: text.regex(/\{services\}/),
      /** Asked about no service: every service's starting price ({startingPrices}), each linking its page, and {services}. */
      withPrices: text.regex(/\{startingPrices\}/).optional(),
    })
    .optional(),
  /** The academy's own page asked for ("¿qué es la academia?"), not one of its sections: its cues and its answer. */
  academyHub: z.object({ cues: z.array(text).min(1), without: z.array(text).default([]) }).optional(),
  /**
   * Words that name a section of the published content (a course, a case, an article), by the section's path: with one
   * of them, the page of that section the rest of the message names is the answer ("¿tienen lecciones de git?").
   */
  sectionCues: z.record(z.string().regex(/^\//), z.array(text).min(1)).default({}),
  /**
   * What a visitor says to act, whatever else the message says: ask for a quote or a call (starts the lead
   * dialogue, the service named pre-filled), go ahead with the topic under discussion ("¿cómo seguimos?"), or look
   * for a job (the join-the-team answer, even when a service is named: "prácticas de desarrollo web"), or ask for a
   * person (the team's contacts, even when the classifier reads "are you a bot?").
   */
  actionCues: z
    .object({
      quote: z.array(text),
      /**
       * A service wanted for oneself, said, not asked ("necesito una página web urgente", "need a website for my
       * bakery"): with the service named, its answer, then its quote.
       */
      need: z.array(text).default([]),
      callMe: z.array(text),
      proceed: z.array(text),
      job: z.array(text),
      human: z.array(text).default([]),
      /** A person asked for oneself ("pásame con", "can I talk to"): never a question about a service's handover. */
      personForMe: z.array(text).default([]),
      /** "¿Podrían hacer uno así para mi marca?" after a demo or a service: the visitor wants one made. */
      likeThis: z.array(text).default([]),
      /** "¿Eres un robot o una persona de verdad?": what Darky is (a person named in it is not asked for). */
      whatIsDarky: z.array(text).default([]),
      /** Darky's own name asked ("¿y tú tienes nombre?"): who Darky is, whatever was discussed. */
      darkyName: z.array(text).default([]),
      /** A fault reported in something already built ("se cayó", "stopped sending"): the support answer, not a new project. */
      fault: z.array(text).default([]),
      /** "When", "how fast": after a fault, how soon support answers (read only while support is the topic). */
      howSoon: z.array(text).default([]),
      /** A day or hour outside the team's ("el domingo", "at night"): asked after a fault, when support answers. */
      offHours: z.array(text).default([]),
      /** Work like the visitor's asked about ("¿han hecho algo parecido?", "did you help a restaurant with that?"): a case like them. */
      similarWork: z.array(text).default([]),
      /** Thinking it over ("lo pienso", "I'll think about it"): no answer to a quote's question, and no name. */
      later: z.array(text).default([]),
      /** A number to call asked for ("solo quiero un número para llamar"): the contacts, even with "no meeting" said. */
      phoneNumber: z.array(text).default([]),
      /** A personal aside to Darky ("¿sabes cocinar?", "your favorite movie?"): off topic, whatever was discussed. */
      aside: z.array(text).default([]),
      /** The weather asked ("is it raining in lima right now", "¿está lloviendo?"): Darky's weather answer, whatever came before. */
      weather: z.array(text).default([]),
      /**
       * Something Darky must not help with ("hackear el facebook de mi ex", "get into someone's account"): off topic even
       * with a service's word in it (Facebook, Instagram), never that service.
       */
      improper: z.array(text).default([]),
      /**
       * Contact or forms declined ("ya no quiero que me contacten", "forget the form"): never a lead started; with a person
       * or a call asked for, the team's contacts (and an open lead dialogue is dropped).
       */
      declined: z.array(text).default([]),
      /** A quote already received ("ya me mandaron la cotización", "got your quote"): not a new quote asked for. */
      alreadyQuoted: z.array(text).default([]),
      /** Not knowing where to start ("no sé por dónde empezar"): the free consultation, with its free times. */
      whereToStart: z.array(text).default([]),
      /** The visitor's own name asked back ("¿cómo me llamo?"): said from the conversation, or that it was not given. */
      myName: z.array(text).default([]),
      /**
       * Advice asked for the visitor's own business ("¿qué me recomiendan?", "anything interactive you could do?"): after
       * the business was told ("tengo un museo pequeño"), what was built for a client like it (similarClient).
       */
      advice: z.array(text).default([]),
      /**
       * Being written to rather than called ("prefiero que me escriban al correo", "email me instead"): while a call or a
       * meeting is being arranged, the quote instead, reaching them by e-mail (leadCapture.byEmailIntro).
       */
      byEmail: z.array(text).default([]),
    })
    .optional(),
  /** The answers to actionCues.myName: {name} known, or not given yet. */
  yourName: z.object({ known: text, unknown: text }).optional(),
  /** Before the case of a client like the visitor's business, when advice is asked (actionCues.advice). */
  similarClient: text.optional(),
  /** The services a visitor unsure where to start names ({services}, linked), before the free consultation's times. */
  servicesNamed: text.optional(),
  /**
   * The free demo of a service, tab or sub-tab (by slug: the try-on, the game), linked under its answer with
   * demoLink ({link}): who asks about the service can try it right away.
   */
  demoPages: z.record(z.string(), z.string().regex(/^\//)).default({}),
  /**
   * A service a demo shows without being linked under it (by slug: 3D animation, shown by 3D Darky, has nothing of the
   * visitor's own to try there): the demo's page. "¿Cuánto costaría?" after the demo is that service's price.
   */
  demoShows: z.record(z.string(), z.string().regex(/^\//)).default({}),
  demoLink: text.regex(/\{link\}/).optional(),
  /** Words that make a message about paying the agency (a card, Yape, a receipt) when it names no service. */
  paymentCues: z.array(text).default([]),
  /** Words asking whether a camera's image is recorded, kept or sent ("¿graba mi cara?", "does it upload…"). */
  cameraPrivacyCues: z.array(text).default([]),
  /** How a question about a service's details starts ("¿puede…?", "does it…?"): its page's sentence answers it. */
  questionStarts: z.array(text).default([]),
  /**
   * Words that ask about the thing just discussed ("¿funciona con…?", "can it…?", "will you…?"): after a service, such a
   * question is looked for in that service's page first, even when it names another service's word ("Instagram").
   */
  aboutItCues: z.array(text).default([]),
  /** Words that ask for a course's, workshop's or event's facts (when, price, seats, format): its facts sentence answers. */
  detailCues: z.array(text).default([]),
  /** Words that ask how a portfolio case turned out ("¿qué resultados tuvieron?", "how did it go?"): its figures answer. */
  /** "¿Cómo hago…?", "tips on…", "anything on…": a how-to, which a lesson or a post may answer better than a service. */
  learningCues: z.array(text).default([]),
  /** Thanks for praise of the site (followUpCues.compliment), in character. */
  complimentAnswers: z.array(text).default([]),
  /** A laugh on its own ("jajaja", "lol"): a short answer in character that brings the visitor back. */
  laughAnswers: z.array(text).default([]),
  /**
   * This very chat named ("este chat", "the way this thing does"): Darky is the catalogue entry it shows (`entry`).
   * Wanted (`wanted`: "quiero que mi web converse así"), `answer` says what it is and how to have it; after praise of it, "could
   * I get one like it?" is that service. Its demo asked for (`seeIt`: "¿puedo ver cómo funciona?" after that service) is this
   * very chat (`demo`).
   */
  thisChat: z
    .object({
      cues: z.array(text).min(1),
      wanted: z.array(text).default([]),
      entry: z.string().min(1),
      answer: text,
      seeIt: z.array(text).default([]),
      demo: text.optional(),
    })
    .optional(),
  /** What Darky says to a visitor who did not follow (followUpCues.confused), with a person and the services offered. */
  confusedAnswers: z.array(text).default([]),
  /** What Darky says to a visitor who will think it over (actionCues.later): time given, and the way back. */
  thinkingItOver: text.optional(),
  resultsCues: z.array(text).default([]),
  /** Words asking what was built for a case ("¿qué les hicieron?", "what did you build?"): the case's work. */
  builtCues: z.array(text).default([]),
  /** Names of languages ("inglés", "bilingual"): a question about a service with one is about its languages. */
  languageCues: z.array(text).default([]),
  /** The facts sentence of a course, a workshop and an event: {title}, {date}, {duration}, {level}, {price}, {seats}, {place}, {mode}. */
  contentFacts: z
    .object({
      course: text,
      workshop: text,
      event: text,
      /** A lesson's: {title}, {duration} (its reading time), {level}. */
      lesson: text.optional(),
      /** After the cheapest of a list, where the others are: {list} links the list's page. */
      othersIn: text.regex(/\{list\}/).optional(),
      /** Several events or workshops on the day or in the month asked about: {items}, each a link with its date. */
      onDates: text.regex(/\{items\}/).optional(),
      /** The events after the next one, in the events' answer ({eventsAfter}): {events}, each with its date and place. */
      eventsAfter: text.regex(/\{events\}/).optional(),
      /** The latest post or lesson asked for ("¿cuál es su último post?"): {link}, {summary}. */
      newest: text.regex(/\{link\}/).optional(),
      /** The lessons of one area asked for ("¿alguna de UX?"): {group} (the area's name), {links}. */
      lessonsOfGroup: text.regex(/\{links\}/).optional(),
      /** How an event's programme closes, the site giving no end time: {title}, {item} (its agenda's last), {time}. */
      agendaEnd: text.regex(/\{time\}/).optional(),
      /** An event's programme: {title}, {items} (each agenda item with its time). */
      agenda: text.regex(/\{items\}/).optional(),
      /** A course's syllabus: {title}, {items} (each module with its topics). */
      syllabus: text.regex(/\{items\}/).optional(),
      /** A portfolio case's figures: {title}, {results} (each value with its label). */
      caseResults: text.regex(/\{results\}/).optional(),
      /** Several cases a question describes ("any clinics?"): {cases}, each a link with what was built. */
      casesFound: text.regex(/\{cases\}/).optional(),
      /** The try-on demo's frames: {frames}, each name with its shape, and how many there are ({count}, optional). */
      tryOnFrames: text.regex(/\{frames\}/).optional(),
      /** One frame's colors, as the try-on's catalogue names them: {frame}, {list}. */
      frameColors: text.regex(/\{list\}/).optional(),
      /** When a post or a lesson was published: {date} ({title} is linked after it, so it need not say it). */
      published: text.regex(/\{date\}/).optional(),
    })
    .optional(),
  /** Sentence linking the page where the site states a fact: {link}. */
  pageLink: text.regex(/\{link\}/),
  /** The name a link to each site page (path without locale) shows in a message. */
  pageNames: z.record(z.string().regex(/^\//), text),
  /**
   * Answers from the facts catalogue (content/facts.json and content/<locale>/facts.json): {name}, {min}, {max},
   * {price}, {per} (perMonth or perProject), {dependsOn}, {includes}; slots holds {slots}, the next open meeting times.
   */
  factAnswers: z.object({
    timeline: text,
    /**
     * A tab's timeline when its service's range is wider: {service}, {serviceMin}, {serviceMax} too. "¿En cuánto
     * tiempo me hacen una web?" reads as the service's range as often as the tab's ("web" names both).
     */
    timelineWithinService: text.optional(),
    /** One service's usual timeline in the answer to a timeline asked about nothing in particular: {name}, {min}, {max}. */
    serviceTimeline: text.regex(/\{min\}/).optional(),
    /** That answer: {serviceTimelines}, each service's timeline (serviceTimeline), linked. */
    timelinesByService: text.regex(/\{serviceTimelines\}/).optional(),
    priceFrom: text,
    priceQuoted: text,
    /** A tab's price beside its service's different starting one ({service}, {servicePrice}, {servicePer}). */
    priceFromWithinService: text.optional(),
    priceQuotedWithinService: text.optional(),
    includes: text,
    perMonth: z.string(),
    perProject: z.string(),
    slots: text.regex(/\{slots\}/),
    /** One service's reference price in the answer to a price asked about nothing in particular: {name}, {price}, {per}. */
    startingPrice: text.regex(/\{price\}/).optional(),
    /** Several entries' prices asked at once: {prices}, each entry's startingPrice, linked. */
    pricesOfEach: text.regex(/\{prices\}/).optional(),
    /** Two services discussed asked for together ("¿y por los dos?"): {prices}, each one's startingPrice, linked. */
    pricesTogether: text.regex(/\{prices\}/).optional(),
    /** What one service's price depends on, in the answer to "what does the price depend on?": {name}, {dependsOn}. */
    priceDependsOn: text.regex(/\{dependsOn\}/).optional(),
    /** A price asked in dollars: the entry's {link}, its {price} in soles, {usd} (its value in dollars) and {per}. */
    inDollars: text.regex(/\{usd\}/).optional(),
    /**
     * How an entry is charged, asked after its price: per project (with a starting {price}, or quoted) or a month, as
     * its page states ("Desde S/ 1,500 por proyecto"); {link}, {price}, {dependsOn}, {supportMonths}.
     */
    billing: z.object({ project: text.regex(/\{price\}/), projectQuoted: text, month: text.regex(/\{price\}/) }).optional(),
  }),
  /**
   * "¿Cómo me inscribo?" after an event, a workshop or a course (or their list): where to sign up. `cues` in the
   * normalised spelling; `answer` links the page with {link}.
   */
  signUp: z.object({ cues: z.array(text).min(1), answer: text.regex(/\{link\}/) }).optional(),
  /** A link asked for in a few words ("link?", "¿me pasas el enlace?"): the pages Darky's last message named, again. */
  linkAgain: z
    .object({
      cues: z.array(text).min(1),
      /** Words of how a link reaches the visitor ("¿dónde llega el link?"): a question about it, not the link again. */
      unless: z.array(text).default([]),
      reply: text.regex(/\{links\}/),
    })
    .optional(),
  /** Said when a message only gave contact details (a phone, an e-mail) and asked nothing. */
  detailsNoted: text,
  /**
   * The lead dialogue's opening when the visitor asked to be called ("¿me puede llamar un asesor?"): the callback is
   * taken, and the team's direct lines given for who would rather not wait (the site's facts by name: {whatsapp}, {phone}).
   */
  callBackIntro: text.optional(),
  /** A call asked for when the calendar has free times: the visitor picks when the advisor calls ({slotsText}, {whatsapp}, {phone}). */
  callBackTimes: text.optional(),
  /**
   * The visitor's business described right after a service ("es una marca nueva de café", "for my hotel"): how such a
   * message starts (`starts`, normalised spelling), and the reply that keeps the service ({service}, linked).
   */
  businessDescribed: z.object({ starts: z.array(text).min(1), reply: text.regex(/\{service\}/) }).optional(),
  /**
   * The visitor's business told before anything was discussed ("tengo una pollería en Comas", "we run a burger joint"):
   * how such a message starts (after a greeting), words that make it something else ("tengo una duda"), and the reply
   * that asks what they want to achieve (the services and the portfolio as buttons). A client like them answers first.
   */
  businessIntroduced: z.object({ starts: z.array(text).min(1), not: z.array(text).default([]), reply: text }).optional(),
  /** Said once when the visitor's page changes language in the middle of a conversation. */
  languageSwitched: text,
  /**
   * The live handoff (issue 25): the queue's honest wait ({minutes}), the state lines the visitor reads ({name} is the
   * operator's first name), and out of hours when the team is back ({back}: backAt with {day} and {time}); on a public
   * holiday of the contact content, which one ({holiday}).
   */
  handoff: z.object({
    waiting: text.regex(/\{minutes\}/),
    missed: text,
    joined: text.regex(/\{name\}/),
    transferred: text.regex(/\{name\}/),
    handedBack: text.regex(/\{name\}/),
    resolved: text.regex(/\{name\}/),
    closed: text.regex(/\{back\}/),
    closedHoliday: text.regex(/\{holiday\}/).regex(/\{back\}/),
    noOneFree: text,
    backAt: text.regex(/\{day\}/).regex(/\{time\}/),
    today: text,
    tomorrow: text,
  }),
  /** clarify holds {options}: the candidates' names joined with orJoiner ("o" / "or"). */
  fallback: z.object({ answers: z.array(text).min(1), clarify: text.regex(/\{options\}/), suggest: z.array(text).min(2) }),
  orJoiner: text,
  /**
   * Answer from the site search when no intent fits (server/site-search.ts): {link} is the page found, {passage}
   * the first sentence of its description or answer.
   */
  siteSearch: z.object({ found: text.regex(/\{link\}/), foundWithPassage: text.regex(/\{link\}/).regex(/\{passage\}/) }),
  /** Said when an answer's data is missing from the catalogues: Darky still takes the visitor to the page. */
  goingThere: text,
  leadCapture: z.object({
    askName: text,
    askPhone: text,
    askService: text,
    invalidName: text,
    invalidPhone: text,
    /** Out of hours (or nobody took the visitor): one question for an e-mail or a phone ({name}). */
    askContact: text,
    /** Said when the visitor would rather be written to than called (actionCues.byEmail): the quote then asks so. */
    byEmailIntro: text.optional(),
    invalidContact: text,
    invalidService: text,
    done: text,
    /** The confirmation when the visitor left an e-mail and no phone ({name}, {service}, {email}). */
    doneEmail: text.regex(/\{email\}/),
    failed: text,
    cancelled: text,
    cancelWords: z.array(text).min(1),
    otherService: quickReplySchema,
    askEmail: text,
    invalidEmail: text,
    skipEmail: quickReplySchema,
    /** Said instead of an e-mail: the same as the skip button. */
    skipWords: z.array(text).min(1),
    /** Stands for the e-mail in the summary when the visitor skipped it. */
    noEmail: text,
    askSlot: text,
    /** Before the next free times, when none fits the day or part of the day the visitor asked for. */
    noSlotsThen: text,
    /**
     * Instead of noSlotsThen, when the day asked is one the team never meets on ("¿el sábado a las 10?"): {day}, and the
     * days it does meet, {from} to {to} (read off the free times of the coming weeks).
     */
    closedDay: text.optional(),
    invalidSlot: text,
    /** No free time online: where to ask instead ({whatsapp}, {phone}). */
    noSlots: text,
    /** The summary before sending; {details} is "name · phone · e-mail · service or time". */
    summary: text.regex(/\{details\}/),
    invalidConfirm: text.regex(/\{details\}/),
    confirm: quickReplySchema,
    confirmWords: z.array(text).min(1),
    fix: z.object({
      name: quickReplySchema,
      phone: quickReplySchema,
      email: quickReplySchema,
      /** The "e-mail or phone" answer, asked again as one step. */
      contact: quickReplySchema,
      service: quickReplySchema,
      slot: quickReplySchema,
    }),
    /** Before the booked time in the lead's message to the agency ("Asesoría: "). */
    meetingNote: text,
    doneMeeting: text.regex(/\{calendar\}/),
    calendarLink: text,
  }),
  errors: z.object({
    'message-too-long': text,
    'rate-limited': text,
    'invalid-payload': text,
    'server-error': text,
  }),
  /** Words joining list items in answers ("y" / "and"). */
  listJoiner: text,
});

export type DarkyCorpus = z.infer<typeof darkyCorpusSchema>;
export type FixedIntent = z.infer<typeof fixedIntentSchema>;
export type QuickReply = z.infer<typeof quickReplySchema>;

/**
 * Held-out questions (tests/darky-heldout/<locale>.json): only for measuring, never trained on.
 * `intent` is a fixed intent or a catalogue one (service./tab./subtab.); `entity` is the catalogue entry a
 * fixed intent is about (a price question about e-commerce); `accept` lists other labels that also reach the
 * right page (a message with two intents); `after` is the entry discussed just before (a follow-up question).
 */
export const heldOutSchema = z.object({
  items: z
    .array(
      z.object({
        text,
        intent: text,
        entity: text.optional(),
        accept: z.array(text).optional(),
        after: text.optional(),
        /** When the item was written: 2026-10 (first set) or 2026-11 (visitor-style set of issue 12). */
        set: text,
      }),
    )
    .min(150),
});
export type HeldOutSet = z.infer<typeof heldOutSchema>;
