/**
 * Frequently asked questions from the site's facts: a service page answers what it includes, how long it takes and
 * what it costs (the figures of content/facts.json, in the page's language), contact and payments answer theirs; each
 * opens with the keyboard before any script, and each page carries FAQPage structured data that matches what it shows.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, newPage, viewports } from './support/browser';

const facts = JSON.parse(fs.readFileSync('content/facts.json', 'utf8')) as {
  services: Record<string, { timelineWeeks: { min: number; max: number }; startingPrice?: { amount: number } }>;
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function faqLd(page: Page): Promise<Array<{ name: string; acceptedAnswer: { text: string } }>> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  const faq = blocks.map((text) => JSON.parse(text) as { '@type'?: string; mainEntity?: unknown }).find((data) => data['@type'] === 'FAQPage');
  expect(faq, 'a FAQPage block').toBeDefined();
  return faq!.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
}

/** The questions as the page shows them (summary text without the "+" mark). */
async function shownQuestions(page: Page): Promise<string[]> {
  return (await page.locator('#preguntas-frecuentes summary > span:first-child').allTextContents()).map((text) => text.trim());
}

describe('FAQ sections', () => {
  it('a service page answers its facts in Spanish and English, the same in the page and in its structured data', async () => {
    const service = facts.services['webs-y-apps-a-medida']!;
    for (const [path, heading, priceWords, weeks] of [
      [
        '/servicios/webs-y-apps-a-medida',
        'Preguntas frecuentes',
        /Desde S\/\s?2[,.\s]?500/,
        `Entre ${service.timelineWeeks.min} y ${service.timelineWeeks.max} semanas`,
      ],
      [
        '/en/servicios/webs-y-apps-a-medida',
        'Frequently asked questions',
        /From S\/\s?2[,.\s]?500/,
        `Between ${service.timelineWeeks.min} and ${service.timelineWeeks.max} weeks`,
      ],
    ] as const) {
      const { context, page } = await newPage(browser, { viewport: viewports.mobile });
      try {
        await page.goto(path, { waitUntil: 'commit' });
        const section = page.locator('#preguntas-frecuentes');
        await section.getByRole('heading', { level: 2, name: heading }).waitFor();
        const ld = await faqLd(page);
        expect(ld.map((entry) => entry.name)).toEqual(await shownQuestions(page));
        expect(ld.length).toBe(6);
        const answers = ld.map((entry) => entry.acceptedAnswer.text).join('\n');
        expect(answers).toMatch(priceWords);
        expect(answers).toContain(weeks);
        // Closed until asked; the keyboard opens it (native <details>: no script needed).
        const third = section.locator('details').nth(2);
        expect(await third.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(false);
        await third.locator('summary').focus();
        await page.keyboard.press('Enter');
        expect(await third.evaluate((element) => (element as HTMLDetailsElement).open)).toBe(true);
        await expect.poll(() => third.locator('p').isVisible()).toBe(true);
        expect(await third.locator('p').textContent()).toMatch(priceWords);
        await section.screenshot({ path: `screenshots/faq-375-${path.startsWith('/en') ? 'en' : 'es'}.png` });
      } finally {
        await context.close();
      }
    }
  });

  it('a tab the facts cover answers for itself; a service without a starting price says how it is quoted', async () => {
    const { context, page } = await newPage(browser);
    try {
      await page.goto('/servicios/webs-y-apps-a-medida?tab=web-corporativa', { waitUntil: 'commit' });
      await page.locator('#preguntas-frecuentes h2').waitFor();
      expect((await shownQuestions(page))[0]).toBe('Web corporativa: ¿qué incluye?');
      await page.goto('/servicios/webs-y-apps-a-medida?tab=animacion-3d-juegos', { waitUntil: 'commit' });
      await page.locator('#preguntas-frecuentes h2').waitFor();
      const answers = (await faqLd(page)).map((entry) => entry.acceptedAnswer.text).join('\n');
      expect(answers).toContain('Se cotiza a medida');
      expect(answers).not.toMatch(/Desde S\//);
    } finally {
      await context.close();
    }
  });

  it('contact and payments answer their own questions without linking to themselves', async () => {
    const { context, page } = await newPage(browser, { viewport: viewports.desktop });
    try {
      for (const [path, question] of [
        ['/contacto', '¿En qué horario atienden?'],
        ['/pagos', '¿Cómo puedo pagar?'],
        ['/en/contacto', 'What are your hours?'],
      ] as const) {
        await page.goto(path, { waitUntil: 'commit' });
        await page.locator('#preguntas-frecuentes h2').waitFor();
        expect(await shownQuestions(page)).toContain(question);
        const links = await page
          .locator('#preguntas-frecuentes a')
          .evaluateAll((anchors) => anchors.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
        expect(links.filter((href) => href === path)).toEqual([]);
        await page.locator('#preguntas-frecuentes details').first().locator('summary').click();
        await page.locator('#preguntas-frecuentes').screenshot({ path: `screenshots/faq-1440${path.replaceAll('/', '-')}.png` });
      }
    } finally {
      await context.close();
    }
  });
});
