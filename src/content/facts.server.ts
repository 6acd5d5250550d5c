/** The site's facts in one language: neutral values (content/facts.json) joined to their words (content/<locale>/facts.json), for FAQs and Darky. */
import type { Locale } from '@/i18n/routing';
import { getCatalogue, getSharedCatalogue } from './catalogue.server';
import { formatOpeningHours } from './opening-hours.server';
import { dollarsText, priceText } from './price-text.server';
import type { FactKey } from './schemas';

export interface Faq {
  key: FactKey;
  question: string;
  /** With its {placeholders} filled from the neutral facts. */
  answer: string;
  link?: string;
  /** A seed value the agency has yet to confirm. */
  seed: boolean;
}

export interface ServiceFacts {
  slug: string;
  includes: string;
  dependsOn: string;
  timelineWeeks: { min: number; max: number };
  /** The starting price as the language writes it; absent when the service is only quoted per project. */
  startingPrice?: string;
  /** The starting price's approximate value in dollars ("US$ 667"), from content/money.json's rate. */
  startingPriceInDollars?: string;
  per: 'project' | 'month';
  seed: boolean;
}

export interface SiteFacts {
  faqs: Faq[];
  /** By service or tab slug. */
  services: Map<string, ServiceFacts>;
  /** "Is it free?" answers: `default` and by topic. */
  free: Record<string, string>;
  /** The site's own values by name ({hours}, {address}, {supportMonths}…), for texts that quote them. */
  values: Readonly<Record<string, string>>;
}

const PLACEHOLDER = /\{(\w+)\}/g;

export function loadSiteFacts(locale: Locale): SiteFacts {
  const neutral = getSharedCatalogue('facts');
  const words = getCatalogue(locale, 'facts');
  const contact = getSharedCatalogue('contact');
  const values: Record<string, string> = {
    hours: formatOpeningHours(contact.hours, locale),
    address: contact.address,
    joinEmail: contact.joinEmail,
    email: contact.email,
    supportMonths: String(neutral.supportMonthsIncluded),
  };
  const faqs = words.faqs.map((faq) => ({
    key: faq.key,
    question: faq.question,
    answer: faq.answer.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole),
    ...(faq.link ? { link: faq.link } : {}),
    seed: faq.seed ?? false,
  }));
  const services = new Map<string, ServiceFacts>();
  for (const [slug, fact] of Object.entries(neutral.services)) {
    const said = words.services[slug];
    if (!said) continue;
    services.set(slug, {
      slug,
      includes: said.includes,
      dependsOn: said.dependsOn,
      timelineWeeks: fact.timelineWeeks,
      ...(fact.startingPrice ? { startingPrice: priceText(locale, fact.startingPrice) } : {}),
      ...(fact.startingPrice && dollarsText(locale, fact.startingPrice) ? { startingPriceInDollars: dollarsText(locale, fact.startingPrice) } : {}),
      per: fact.per,
      seed: fact.seed ?? neutral.seed.includes('services'),
    });
  }
  // The site's own values ("{supportMonths}") are filled here; values known only when Darky answers ("{workshops}") stay.
  const free = Object.fromEntries(
    Object.entries(words.free).map(([topic, answer]) => [topic, answer.replace(PLACEHOLDER, (whole, key: string) => values[key] ?? whole)]),
  );
  return { faqs, services, free, values };
}
