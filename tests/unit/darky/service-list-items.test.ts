/**
 * A question about one point of a service's list ("can it serve thousands at once?", "what if someone asks for a
 * person?", "can I update it myself?") is answered with that point of its page, not the whole list nor another topic;
 * a person asked for after a chatbot is the chatbot's handover, not the languages answer.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { trainDarkyModel, type TrainedDarkyModel } from '@/features/darky/server/darky-model';
import { linksOf, repliesTo } from './support';

let model: TrainedDarkyModel;
beforeAll(async () => {
  model = await trainDarkyModel();
}, 60_000);

const WEB_CHATBOT = 'tab=chatbot-web';
const CORPORATE = 'tab=web-corporativa';

describe('one point of a service list', () => {
  it.each([
    ['es', ['quiero un chatbot para mi web', '¿cuántas conversaciones aguanta a la vez?'], WEB_CHATBOT, /miles de personas/i],
    ['en', ['a chatbot for my website', 'how many people can it serve at once?'], WEB_CHATBOT, /thousands of people/i],
    ['es', ['quiero un chatbot para mi web', '¿y si el cliente prefiere hablar con alguien de mi equipo?'], WEB_CHATBOT, /asesor humano/i],
    ['en', ["I'd like a chatbot on my website", 'what if a visitor wants to talk to a real person?'], WEB_CHATBOT, /human advisor/i],
    ['en', ['thinking about a corporate website', 'can I update the pictures myself later?'], CORPORATE, /content manager/i],
  ] as const)('%s: %j → that point', async (locale, turns, page, said) => {
    const replies = await repliesTo(model, locale, ...turns);
    expect(linksOf(replies).join(' ')).toContain(page);
    expect(replies[0]!.message).toMatch(said);
    // One point, not the list run together.
    expect(replies[0]!.message.length).toBeLessThan(220);
  });

  it('"does it speak English?" after a chatbot is still the languages answer', async () => {
    const replies = await repliesTo(model, 'es', 'quiero un chatbot para mi web', '¿habla inglés?');
    expect(replies[0]!.message).toMatch(/español e inglés/i);
  });
});
