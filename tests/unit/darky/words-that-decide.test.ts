/**
 * Words that decide what a message asks, whatever the classifier leans to: two languages named ask what the agency
 * works in (a switch is asked without a question); a how-to with a lesson's own word is that lesson; a price guess no
 * word supports is no price question; a fee or a retainer is a price; a service's name in the plural is its name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { plainMessage } from '@/features/darky/message-links';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
});

describe('two languages named', () => {
  it.each([
    ['es', '¿me hacen la tienda online en español y en inglés?'],
    ['en', 'can the chatbot answer in english and spanish?'],
  ] as const)('%s: %j is what the agency works in', async (locale, text) => {
    const replies = await repliesTo(model, locale, text);
    expect(plainMessage(replies[0]!.message)).toMatch(/inglés|English/);
    expect(replies[0]!.message).not.toMatch(/seguimos en|continue in/i);
  });

  it('asked about a service, the languages answer links that service with the contact page that says it, in one "More at"', async () => {
    const replies = await repliesTo(model, 'en', 'can the chatbot answer in english and spanish?');
    expect(replies[0]!.message.match(/More at/g)).toHaveLength(1);
    expect(linksOf(replies)).toEqual(['/en/servicios/chatbot-personalizado', '/en/contacto']);
  });

  it('the languages answer links the contact page, where the site answers it', async () => {
    const replies = await repliesTo(model, 'es', '¿en qué idiomas trabajan?');
    expect(linksOf(replies)).toContain('/contacto');
  });

  it('"english please, no spanish" still switches', async () => {
    const replies = await repliesTo(model, 'es', 'english please, no spanish');
    expect(replies[0]!.message).toMatch(/English/);
    expect(replies[0]!.message).not.toMatch(/Trabajamos en español/);
  });
});

describe('how-tos', () => {
  it.each([
    ['es', '¿cómo escribo un buen brief para una agencia?', '/lessons/como-escribir-un-brief-digital'],
    ['en', 'tips to write a brief for my new website', '/en/lessons/como-escribir-un-brief-digital'],
  ] as const)('%s: %j → the lesson', async (locale, text, page) => {
    expect(linksOf(await repliesTo(model, locale, text))).toContain(page);
  });
});

describe('prices', () => {
  it('a word the price questions never use is no price question ("¿hay ranking?" after the game)', async () => {
    const replies = await repliesTo(model, 'es', 'quiero jugar el juego de darky', '¿tiene ranking?');
    expect(plainMessage(replies[0]!.message)).not.toMatch(/S\/ 2,500/);
  });

  it.each([
    ['en', "what's your monthly retainer for instagram management?", /S\/ 1,200/],
    ['es', 'y la mensualidad por manejar mis redes cuánto es', /S\/ 1,200/],
  ] as const)('%s: %j is a price', async (locale, text, price) => {
    const replies = await repliesTo(model, locale, text);
    expect(plainMessage(replies.map((reply) => reply.message).join(' '))).toMatch(price);
  });
});

describe('a service named in the plural', () => {
  it('"¿hacen tiendas virtuales?" is the online store, not a sentence that says "tienda"', async () => {
    const replies = await repliesTo(model, 'es', '¿hacen tiendas virtuales?');
    expect(replies[0]!.message).toMatch(/^Web e-commerce: /);
    expect(replies[0]!.message).not.toMatch(/recojo en tienda/);
  });
});
