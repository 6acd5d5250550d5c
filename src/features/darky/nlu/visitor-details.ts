/** Finds the contact details a visitor types in any message (phone, e-mail, name, company, preferred time), whatever the intent. */
import type { ChatLocale } from '../protocol';

/** What a visitor told Darky about themselves; every field optional, each one kept until the visitor changes it. */
export interface VisitorDetails {
  name?: string;
  /** E.164 (+51 when the visitor gave no country code). */
  phone?: string;
  email?: string;
  company?: string;
  /** The visitor's own words for when they can talk ("mañana a las 10", "Friday afternoon"). */
  preferredTime?: string;
}

const EMAIL = /[\p{L}\p{N}._%+-]+@[\p{L}\p{N}.-]+\.[\p{L}]{2,}/u;
/** Digits with the separators people type (spaces, dots, dashes, brackets), optionally after a +. */
const PHONE_CANDIDATE = /(?<![\p{L}\p{N}@.])\+?\(?\d[\d\s().-]{5,18}\d(?![\p{L}\p{N}])/gu;

/**
 * A phone number in E.164, or undefined when the digits cannot be one. Peru is the default country: 9 digits starting
 * with 9 are a mobile, 7 digits a Lima landline (area 1), 8 digits starting with the area code a landline elsewhere;
 * a leading 0 is the national trunk prefix. With a + the country code is taken as given (8 to 15 digits).
 */
export function normalizePhone(raw: string): string | undefined {
  const plus = raw.trim().startsWith('+') || raw.trim().startsWith('00');
  let digits = raw.replace(/\D/g, '');
  if (raw.trim().startsWith('00')) digits = digits.slice(2);
  if (plus) {
    if (digits.startsWith('51')) return peruvian(digits.slice(2));
    return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : undefined;
  }
  if (digits.startsWith('51') && digits.length === 11) return peruvian(digits.slice(2));
  return peruvian(digits.replace(/^0/, ''));
}

function peruvian(national: string): string | undefined {
  if (/^9\d{8}$/.test(national)) return `+51${national}`;
  if (/^1\d{7}$/.test(national)) return `+51${national}`;
  if (/^\d{7}$/.test(national)) return `+511${national}`;
  if (/^[4-8]\d{7}$/.test(national)) return `+51${national}`;
  return undefined;
}

export function findPhone(text: string): string | undefined {
  for (const match of text.matchAll(PHONE_CANDIDATE)) {
    // A date or a price is not a phone: a candidate needs at least 7 digits.
    if (match[0].replace(/\D/g, '').length < 7) continue;
    const phone = normalizePhone(match[0]);
    if (phone) return phone;
  }
  return undefined;
}

export function findEmail(text: string): string | undefined {
  return EMAIL.exec(text)?.[0].replace(/[.]+$/, '').toLowerCase();
}

/** A name or company ends at punctuation, a connector or a number (the phone that often follows). */
const NAME_WORDS = String.raw`(\p{Lu}[\p{L}'-]+(?:\s+\p{Lu}[\p{L}'-]+){0,3})`;
// A company's name never starts with a connector or a question word ("¿cómo se llama la empresa y qué es Darky?").
const COMPANY_WORDS = String.raw`((?!(?:y|e|o|que|qué|es|de|del|en|para|con|and|or|what|is|of|for|with|in)\b)[\p{L}\p{N}&'.-]+(?:\s+(?!y\b|and\b|mi\b|my\b|el\b|the\b)[\p{L}\p{N}&'.-]+){0,3})`;

const namePatterns: Record<ChatLocale, RegExp[]> = {
  es: [new RegExp(String.raw`\b(?:me llamo|mi nombre es)\s+${NAME_WORDS}`, 'iu'), new RegExp(String.raw`\bsoy\s+${NAME_WORDS}`, 'u')],
  en: [new RegExp(String.raw`\b(?:my name is|my name's)\s+${NAME_WORDS}`, 'iu'), new RegExp(String.raw`\b(?:[Ii]['’]?m|I am|[Tt]his is)\s+${NAME_WORDS}`, 'u')],
};

const companyPatterns: Record<ChatLocale, RegExp> = {
  es: new RegExp(String.raw`\b(?:mi empresa(?: se llama| es)?|la empresa|trabajo en|de la empresa|empresa llamada)\s+${COMPANY_WORDS}`, 'iu'),
  en: new RegExp(String.raw`\b(?:my company(?: is| is called)?|I work (?:at|for)|the company|company called)\s+${COMPANY_WORDS}`, 'iu'),
};

const timePatterns: Record<ChatLocale, RegExp> = {
  es: /\b((?:(?:hoy|mañana|pasado mañana|el )?(?:lunes|martes|miércoles|miercoles|jueves|viernes|sábado|sabado)?\s*)?(?:en la|por la|a la|a las|tipo|desde las)\s+(?:mañana|tarde|noche|\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?))/iu,
  en: /\b((?:(?:today|tomorrow|on )?(?:monday|tuesday|wednesday|thursday|friday|saturday)?\s*)?(?:in the|at|around|after)\s+(?:morning|afternoon|evening|\d{1,2}(?::\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?))/iu,
};

/** Words a capitalised "Soy ..." may start with that are not a name ("Soy Nuevo", "I'm Interested"). */
const notNames = new Set(['nuevo', 'nueva', 'emprendedor', 'emprendedora', 'dueño', 'dueña', 'de', 'interested', 'looking', 'new', 'from', 'a', 'an', 'the']);

function firstMatch(patterns: RegExp[], text: string): string | undefined {
  for (const pattern of patterns) {
    const value = pattern.exec(text)?.[1]?.trim();
    if (value && !notNames.has(value.split(/\s+/)[0]!.toLowerCase())) return value;
  }
  return undefined;
}

/** Words inside a name that stay in lower case ("Rosa de la Vega"). */
const NAME_PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'da', 'van', 'von']);

/** "carla ramos" typed in lower case, as a name is written back to its owner ("Gracias, Carla"). */
const titleCase = (name: string) =>
  name
    .split(' ')
    .map((word, at) =>
      at > 0 && NAME_PARTICLES.has(word) ? word : word.replace(/(^|['-])(\p{Ll})/gu, (_, before: string, letter: string) => `${before}${letter.toUpperCase()}`),
    )
    .join(' ');

/** The details in one message; a field is absent when the message does not give it. */
export function findVisitorDetails(locale: ChatLocale, text: string): VisitorDetails {
  const details: VisitorDetails = {};
  const email = findEmail(text);
  // The e-mail is taken out first so its digits and words are not read as a phone or a name.
  const rest = email ? text.replace(EMAIL, ' ') : text;
  const phone = findPhone(rest);
  const name = firstMatch(namePatterns[locale], rest);
  const company = companyPatterns[locale]
    .exec(rest)?.[1]
    ?.replace(/[.,;]+$/, '')
    .trim();
  const time = timePatterns[locale].exec(rest)?.[1]?.trim();
  if (email) details.email = email;
  if (phone) details.phone = phone;
  if (name) details.name = name === name.toLowerCase() ? titleCase(name) : name;
  if (company) details.company = company;
  if (time && /\d|mañana|tarde|noche|morning|afternoon|evening/i.test(time)) details.preferredTime = time;
  return details;
}
