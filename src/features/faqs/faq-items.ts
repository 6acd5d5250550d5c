/**
 * Which facts each page answers: a service's own (what it includes, how long, what it costs or how it is priced) and
 * the site's general questions by key (hours on /contacto, payment methods on /pagos). Facts come from
 * src/content/facts.server.ts, the words of the questions about a service from messages (namespace Faq).
 */
import 'server-only';
import { getTranslations } from 'next-intl/server';
import { loadSiteFacts } from '@/content/facts.server';
import type { FactKey } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';

export interface FaqItem {
  question: string;
  answer: string;
  link?: string;
}

const sentence = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}${/[.!?]$/.test(text) ? '' : '.'}`;

/** The general questions with these keys, in the order given (a key the facts lack is skipped); no link to `onPage`. */
export function generalFaqs(locale: Locale, keys: readonly FactKey[], onPage: string): FaqItem[] {
  const { faqs } = loadSiteFacts(locale);
  return keys.flatMap((key) => {
    const faq = faqs.find((candidate) => candidate.key === key);
    if (!faq) return [];
    const elsewhere = faq.link && faq.link.split('#')[0] !== onPage;
    return [{ question: faq.question, answer: faq.answer, ...(elsewhere ? { link: faq.link } : {}) }];
  });
}

/** The general questions whose answer links this page (the ad spend's, on the marketing service): shown on it. */
export function faqsOfPage(locale: Locale, page: string): FaqItem[] {
  return loadSiteFacts(locale)
    .faqs.filter((faq) => faq.link?.split('#')[0] === page)
    .map((faq) => ({ question: faq.question, answer: faq.answer }));
}

/** What a service (or one of its tabs, by slug) includes, takes and costs; none when the facts do not cover it. */
export async function serviceFaqs(locale: Locale, slug: string, name: string): Promise<FaqItem[]> {
  const facts = loadSiteFacts(locale).services.get(slug);
  if (!facts) return [];
  const t = await getTranslations({ locale, namespace: 'Faq' });
  const { min, max } = facts.timelineWeeks;
  const price = facts.startingPrice
    ? t(facts.per === 'month' ? 'priceFromMonthly' : 'priceFrom', { price: facts.startingPrice, dependsOn: facts.dependsOn })
    : t('priceQuoted', { dependsOn: facts.dependsOn });
  return [
    { question: t('includesQuestion', { service: name }), answer: sentence(facts.includes) },
    { question: t('timelineQuestion', { service: name }), answer: t('timelineAnswer', { min, max, dependsOn: facts.dependsOn }) },
    { question: t('priceQuestion', { service: name }), answer: price },
  ];
}
