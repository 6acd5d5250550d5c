/** The facts catalogue: stored once, worded in both languages, every placeholder filled, every service covered. */
import { describe, expect, it } from 'vitest';
import { getCatalogue, getSharedCatalogue } from '@/content/catalogue.server';
import { loadSiteFacts } from '@/content/facts.server';
import { factKeys } from '@/content/schemas';

describe.each(['es', 'en'] as const)('site facts in %s', (locale) => {
  const facts = loadSiteFacts(locale);

  it('answers every fact key with no placeholder left', () => {
    expect(facts.faqs.map((f) => f.key).sort()).toEqual([...factKeys].sort());
    for (const faq of facts.faqs) expect(faq.answer).not.toMatch(/\{\w+\}/);
  });

  it('has a timeline and a price or what the price depends on for every service and tab of the catalogue', () => {
    const slugs = getCatalogue(locale, 'services').services.flatMap((s) => [s.slug, ...s.tabs.map((t) => t.slug)]);
    for (const slug of slugs) {
      const service = facts.services.get(slug);
      expect(service, slug).toBeDefined();
      expect(service!.timelineWeeks.min).toBeLessThanOrEqual(service!.timelineWeeks.max);
      expect(service!.dependsOn.length).toBeGreaterThan(10);
    }
  });

  it('marks as seed what the agency has not confirmed', () => {
    expect(facts.services.get('web-e-commerce')!.seed).toBe(true);
    expect(getSharedCatalogue('facts').seed).toContain('supportMonthsIncluded');
  });
});

it('states the same facts in both languages (one neutral source; the words differ)', () => {
  const es = loadSiteFacts('es');
  const en = loadSiteFacts('en');
  expect([...es.services.keys()]).toEqual([...en.services.keys()]);
  expect(es.faqs.map((f) => [f.key, f.link, f.seed])).toEqual(en.faqs.map((f) => [f.key, f.link, f.seed]));
  expect(Object.keys(es.free).sort()).toEqual(Object.keys(en.free).sort());
});
