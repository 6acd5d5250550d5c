/**
 * A fault reported in something the agency built ("el carrito ya no carga", "our booking form isn't sending") is a
 * support question: the support answer with its response times, not the service that names the broken part; and "how
 * fast will you answer?" right after it asks support's times, not the sales team's.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { pagesOf, repliesTo, trainFixtureModel } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainFixtureModel();
});

/** Where the replies send or link the visitor. */

const SUPPORT = '/politicas-de-soporte';

describe('a fault reported is a support question', () => {
  it.each([
    ['es', ['el formulario de mi web ya no manda los mensajes']],
    ['es', ['nos hicieron la tienda online', 'se nos malogró el carrito de compras']],
    ['en', ['our booking form isn’t sending emails anymore']],
    ['en', ['you built our online store', "the checkout page won't load"]],
  ] as const)('%s: %j → the support answer with its response times', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(pagesOf(replies).join(' ')).toContain(SUPPORT);
    expect(replies.map((reply) => reply.message).join(' ')).toMatch(/8 (horas|business hours)/i);
  });

  it.each([
    ['es', ['mi página está caída desde ayer', '¿y en cuánto tiempo lo ven?']],
    ['es', ['el chatbot que nos hicieron dejó de responder', '¿para cuándo lo solucionan?']],
    ['en', ['the site you made for us is down', 'how soon can someone look at it?']],
    ['en', ['our chatbot stopped answering customers', 'when will you get back to me?']],
  ] as const)('%s: %j → support, not the service nor the sales reply time', async (locale, turns) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(pagesOf(replies).join(' ')).toContain(SUPPORT);
  });

  it.each([
    ['es', '¿el chatbot no sirve para mi rubro?', 'chatbot-personalizado'],
    ['en', 'how soon will you answer my form?', '/contacto'],
  ] as const)('%s: %s is not a fault', async (locale, question, page) => {
    const replies = await repliesTo(model, locale, question);
    expect(pagesOf(replies).join(' ')).toContain(page);
  });
});
