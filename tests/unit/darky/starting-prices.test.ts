/**
 * A price asked about nothing in particular ("¿precios?", "how much do you charge?") is answered with each service's
 * reference price from the facts catalogue (content/facts.json), before the quote's first question: no bare "it is
 * quoted" without a figure.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { plainMessage } from '@/features/darky/message-links';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

describe('a price without a service', () => {
  it.each([
    ['es', '¿precios?', [/Webs y Apps a medida desde S\/ 2,500/, /Chatbot Personalizado desde S\/ 1,500/, /Impulsamos tu marca desde S\/ 1,200 al mes/]],
    [
      'en',
      'how much do you charge?',
      [/Custom websites and apps from S\/ 2,500/, /Custom chatbot from S\/ 1,500/, /Grow your brand from S\/ 1,200 \(≈ US\$ 320\) a month/],
    ],
  ] as const)('%s: %j gives every service’s reference price, then asks for the quote', async (locale, text, prices) => {
    const replies = await repliesTo(model, locale, text);
    for (const price of prices) expect(plainMessage(replies[0]!.message)).toMatch(price);
    // Each service named links its page, where its price questions are answered.
    const prefix = locale === 'en' ? '/en' : '';
    for (const slug of ['webs-y-apps-a-medida', 'chatbot-personalizado', 'impulsamos-tu-marca'])
      expect(linksOf(replies.slice(0, 1))).toContain(`${prefix}/servicios/${slug}`);
    expect(replies.at(-1)!.message).toMatch(locale === 'es' ? /tu nombre/ : /your name/);
  });

  it('a price about a service named is that service’s price alone', async () => {
    const replies = await repliesTo(model, 'es', '¿cuánto cuesta una tienda online?');
    expect(replies[0]!.message).toMatch(/desde S\/ 4,500/);
    expect(replies[0]!.message).not.toMatch(/Chatbot Personalizado desde/);
  });
});
