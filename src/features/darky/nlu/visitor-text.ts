/** Normalises what visitors type (accents, repeated letters, chat shorthand) so the NLU and the entity finder see one spelling. */
import type { ChatLocale } from '../protocol';
import type { Spelling } from './spelling';

/** Chat shorthand and frequent misspellings, per language, mapped to the words the corpus uses. */
const shorthand: Record<ChatLocale, Record<string, string>> = {
  es: {
    q: 'que',
    k: 'que',
    ke: 'que',
    xq: 'porque',
    pq: 'porque',
    x: 'por',
    xfa: 'por favor',
    porfa: 'por favor',
    porfis: 'por favor',
    pls: 'por favor',
    plis: 'por favor',
    tb: 'tambien',
    tmb: 'tambien',
    tbn: 'tambien',
    pa: 'para',
    d: 'de',
    msj: 'mensaje',
    info: 'informacion',
    pajina: 'pagina',
    pagna: 'pagina',
    paginas: 'pagina',
    webs: 'web',
    sitios: 'sitio',
    apps: 'app',
    aplicaciones: 'aplicacion',
    aplicativo: 'aplicacion',
    aplicativos: 'aplicacion',
    ecomerce: 'ecommerce',
    ecomers: 'ecommerce',
    chatbots: 'chatbot',
    bots: 'bot',
    kuanto: 'cuanto',
    kedan: 'quedan',
    keda: 'queda',
    kieren: 'quieren',
    holi: 'hola',
    ola: 'hola',
    wsp: 'whatsapp',
    wasap: 'whatsapp',
    whatsap: 'whatsapp',
    face: 'facebook',
    fb: 'facebook',
    insta: 'instagram',
    ig: 'instagram',
    // Diminutives Peruvians type for the same thing ("el jueguito", "una paginita").
    jueguito: 'juego',
    jueguitos: 'juego',
    paginita: 'pagina',
    webcita: 'web',
    videito: 'video',
    paginitas: 'pagina',
    tiendita: 'tienda',
    // "AR" is how the site's "realidad aumentada" is typed.
    ar: 'realidad aumentada',
    // English words Peruvians use for the site's Spanish ones ("un gym", "mi delivery").
    gym: 'gimnasio',
    gyms: 'gimnasio',
    // (A game's "loop" is the site's "bucle": "¿cómo funciona el loop de un videojuego?".)
    loop: 'bucle',
    dollarsign: 'precio',
  },
  en: {
    u: 'you',
    // "w/ online payments": "with" (a lone "w" is never another word).
    w: 'with',
    ya: 'you',
    ur: 'your',
    r: 'are',
    pls: 'please',
    plz: 'please',
    thx: 'thanks',
    thnx: 'thanks',
    ty: 'thank you',
    wat: 'what',
    wut: 'what',
    whats: 'what is',
    "what's": 'what is',
    biz: 'business',
    im: 'i am',
    "i'm": 'i am',
    "i'd": 'i would',
    wanna: 'want to',
    gonna: 'going to',
    gotta: 'have to',
    cuz: 'because',
    info: 'information',
    webpage: 'website',
    webpages: 'website',
    websites: 'website',
    sites: 'site',
    apps: 'app',
    applications: 'application',
    chatbots: 'chatbot',
    bots: 'bot',
    ecomerce: 'ecommerce',
    fb: 'facebook',
    insta: 'instagram',
    ig: 'instagram',
    hiya: 'hi',
    cya: 'see you',
    ttyl: 'talk to you later',
    heyy: 'hey',
    // "AR" as the site's "augmented reality".
    ar: 'augmented reality',
    dollarsign: 'price',
  },
};

/** Lower case, no accents or punctuation (keeps letters, digits and apostrophes inside words), one space between words. */
export function plainText(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // A phone's keyboard types a curly apostrophe ("isn’t"): the same word as with a straight one.
      .replace(/[\u2018\u2019\u02bc]/gu, "'")
      // Dollar signs that price nothing ("$$?", "cuánto $"), not a currency before a figure ("US$ 400"): a price asked.
      .replace(/\$+(?!\s*\d)/g, ' dollarsign ')
      .replace(/[^\p{L}\p{N}'\s-]/gu, ' ')
      .replace(/(^|\s)['-]+|['-]+(?=\s|$)/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * Three or more of one letter are an emphasis ("holaaa"), never a spelling; so is a doubled last letter in Spanish
 * ("graciass", but for "ee": "cree", "posee", ISEE) and in English but for letters that end words doubled (see, all,
 * less, off, too, jazz, butt, whatsapp).
 */
function squeeze(word: string, locale: ChatLocale): string {
  const squeezed = word.replace(/(\p{L})\1{2,}/gu, '$1');
  if (squeezed.length < 4) return squeezed;
  // (And "pp", for "WhatsApp" in both languages: the site's own spelling, which its pages are searched by.)
  const keepDouble = locale === 'en' ? /(ee|ll|ss|ff|oo|zz|tt|pp)$/ : /(ee|ll|rr|pp)$/;
  return keepDouble.test(squeezed) ? squeezed : squeezed.replace(/(\p{L})\1$/u, '$1');
}

/** Verbs after which an English "id" is "I'd" ("id like", "id love to"). */
const ID_AS_I_WOULD = new Set(['like', 'love', 'want', 'prefer', 'rather', 'need', 'appreciate', 'be', 'go']);

/** A laugh typed out ("jaja", "jejeje", "haha", "xd", "lol"). */
const LAUGHTER = /^(?:([jh][aeiou])\1+[jh]?|xd+|lol|lmao)$/;

/** A message that is only a laugh ("jajaja", "lol xd"). */
export function isLaughter(text: string): boolean {
  const words = plainText(text).split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => LAUGHTER.test(word));
}

/**
 * Per language, the known words a misspelt one is read as (nlu/spelling.ts): set when the model is trained on the
 * corpus and the site's content (darky-model.ts); until then, and for the words it learns from, words stay as typed.
 */
const spellings: Partial<Record<ChatLocale, Spelling>> = {};

export function installSpelling(locale: ChatLocale, spelling: Spelling | undefined): void {
  spellings[locale] = spelling;
  recentlyNormalised.clear();
}

/** The visitor's words in the corpus' spelling. */
/** A word with "-ish" ("today-ish"): roughly the word. */
const ROUGHLY_ISH = /^([a-z0-9]+)-ish$/;

export function visitorWords(locale: ChatLocale, text: string): string[] {
  const table = shorthand[locale];
  const spelling = spellings[locale];
  const out: string[] = [];
  const raws = plainText(text).split(' ').filter(Boolean);
  raws.forEach((raw, at) => {
    // ("today-ish", "noon-ish": roughly that, read as that.)
    const word = locale === 'en' ? squeeze(raw, locale).replace(ROUGHLY_ISH, '$1') : squeeze(raw, locale);
    // "id like a meeting": "I'd" typed without its apostrophe, told from an ID by the verb after it.
    const wouldId = locale === 'en' && word === 'id' && ID_AS_I_WOULD.has(raws[at + 1] ?? '');
    const mapped = wouldId ? 'i would' : (table[word] ?? table[word.replaceAll("'", '')] ?? spelling?.read(word) ?? word);
    out.push(...mapped.split(' '));
  });
  // "jaja y tú tienes nombre?", "haha ok how much": laughter beside words is tone, not content (alone it is small talk).
  const said = out.filter((word) => !LAUGHTER.test(word));
  return said.length ? said : out;
}

/**
 * The last texts normalised, per language and text: one chat message is read by several steps (price cues, the
 * classifier in both languages, the service matcher, the review store), and each gets the one normalisation.
 */
const recentlyNormalised = new Map<string, string>();
const RECENT_KEPT = 32;

export function normalizeVisitorText(locale: ChatLocale, text: string): string {
  const key = `${locale}\u0000${text}`;
  let normalised = recentlyNormalised.get(key);
  if (normalised === undefined) {
    normalised = visitorWords(locale, text).join(' ');
    if (recentlyNormalised.size >= RECENT_KEPT) recentlyNormalised.delete(recentlyNormalised.keys().next().value!);
    recentlyNormalised.set(key, normalised);
  }
  return normalised;
}

/** Levenshtein distance, stopping early once it exceeds `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * A typed word stands for a known word when it is one typo away (two for long words); words under six letters must
 * match exactly, as one letter turns many of them into others ("luego" / "juego").
 */
export function sameWord(typed: string, known: string): boolean {
  if (typed === known) return true;
  if (known.length < 6 || typed.length < 5) return false;
  // Typos keep the first letter; two real words differ there ("classes" is not "glasses").
  if (typed[0] !== known[0]) return false;
  return editDistance(typed, known, known.length >= 9 ? 2 : 1) <= (known.length >= 9 ? 2 : 1);
}

/**
 * A sound of someone thinking, not a word ("hmm", "mmm", "umm", "uh", "eh", "ehm"). Spanish normalisation folds repeated
 * letters: "mmm" arrives as "m".
 */
const HESITATION = /^(?:h*m+|u+m+|u+h+|e+h+m*|a+h+|e+m+)$/;

/** The message is only a visitor thinking it over ("hmm", "mmm…", "uh"): no name, no answer. */
export function onlyHesitation(locale: ChatLocale, text: string): boolean {
  const words = normalizeVisitorText(locale, text).split(' ').filter(Boolean);
  return words.length > 0 && words.every((word) => HESITATION.test(word));
}

/**
 * Words a sentence has and a person's name never does (verbs, pronouns, "lol"): "damn thats pricey lol" typed where the
 * name is asked is a remark, not a name ("damn thats pricey lol" became a lead named "damn thats pricey"). Particles that are parts of
 * names ("de la Cruz", "del Carmen", "y"), short surnames ("Su", "Lo", "So", "Tu", "Ta") and courtesies said with a
 * name ("ok, Carlos") are not here: a person whose name is one of them must be able to give it.
 */
const NEVER_IN_A_NAME: Record<ChatLocale, RegExp> = {
  es: /^(?:que|es|esta|estan|eso|esto|muy|pero|porque|no|si|ya|les|me|te|se|nos|un|una|por|para|con|sin|como|cuanto|cuando|donde|caro|barato|hay|tengo|tienen|quiero|puedo|pueden|el|lo|le|yo|ustedes|ellos|mis|sus|o|ven|hacen|ve|hace)$/,
  en: /^(?:the|an|one|ones|that|thats|this|these|those|it|its|is|are|was|were|be|too|very|not|dont|cant|what|how|why|when|where|which|you|your|we|our|us|they|them|i|me|my|lol|lmao|omg|wow|damn|pricey|expensive|cheap|nope|want|need|have|got|or|do|does|can|will|would|if|there|here|about)$/,
};

/** The message reads as a sentence or a remark, not as a person's name (NEVER_IN_A_NAME, or laughter). */
export function readsAsSentence(locale: ChatLocale, text: string): boolean {
  // ("That's" keeps its apostrophe in the corpus' spelling.)
  const words = normalizeVisitorText(locale, text).replace(/['’]/g, '').split(' ').filter(Boolean);
  return words.some((word) => NEVER_IN_A_NAME[locale].test(word) || isLaughter(word));
}
