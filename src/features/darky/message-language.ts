/**
 * The language a stored chat message is written in, from its words: events carry no locale, and a conversation
 * that goes on after the page changes language must not show the other language's teaser or quick replies.
 */
import type { Locale } from '@/i18n/routing';
export type MessageLanguage = Locale;

const spanish = new Set(
  'de la el los las que y en un una es por para con no te tu se del al lo como más mas o pero sus le ya muy hola gracias puedo quieres soy nuestro nuestra nuestros tenemos aquí te llevo también sí'.split(
    ' ',
  ),
);
const english = new Set(
  'the and to of a in is you for on with your we our it that this are be can i my at or from an me have will do hello thanks here what how shall'.split(' '),
);

/** How many of a message's words are common words of each language (an accent or ñ counts two for Spanish). */
function commonWords(text: string): { es: number; en: number } {
  let es = /[ñ¿¡áéíóú]/i.test(text) ? 2 : 0;
  let en = 0;
  const words = text
    .toLowerCase()
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/[^\p{L}']+/u)
    .filter(Boolean);
  for (const word of words) {
    if (spanish.has(word)) es += 1;
    if (english.has(word)) en += 1;
  }
  return { es, en };
}

/** 'es', 'en', or undefined when the words do not tell (names, numbers, a single word of both). */
export function messageLanguage(text: string): MessageLanguage | undefined {
  const { es, en } = commonWords(text);
  if (es === en) return undefined;
  return es > en ? 'es' : 'en';
}

/**
 * True when the message is plainly in `locale`: three or more of its common words and none of the other language's
 * ("and what do you charge for it"), so reading it as the other language would be a guess.
 */
export function plainlyIn(text: string, locale: MessageLanguage): boolean {
  const counts = commonWords(text);
  return counts[locale] >= 3 && counts[locale === 'es' ? 'en' : 'es'] === 0;
}

/** True when the message is in `locale` or its language cannot be told (never hide what might be right). */
export function speaksLanguage(text: string, locale: MessageLanguage): boolean {
  const language = messageLanguage(text);
  return language === undefined || language === locale;
}
