/** Optional answers from an OpenAI-compatible /chat/completions endpoint, grounded on a summary of the site's content. */
import 'server-only';
import type { ChatEvent, ChatLocale } from '../protocol';
import type { DarkyKnowledge } from '../nlu/knowledge';

export interface LlmConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export interface LlmResponder {
  answer(input: { locale: ChatLocale; text: string; history: ChatEvent[]; knowledge: DarkyKnowledge }): Promise<string>;
}

/** A compact, factual description of the site for the system prompt (kept under ~3,000 characters). */
export function contentSummary(k: DarkyKnowledge): string {
  const lines: string[] = [];
  for (const s of k.services) lines.push(`Service "${s.name}" (/servicios/${s.slug}): ${s.tabs.map((t) => t.name).join(', ')}.`);
  if (k.portfolio)
    lines.push(
      `Portfolio (/portafolio) clients: ${k.portfolio.clients
        .slice(0, 12)
        .map((c) => c.title)
        .join(', ')}.`,
    );
  if (k.about) lines.push(`About (/nosotros): ${k.about.description} Values: ${k.about.values.join(', ')}.`);
  if (k.lessons)
    lines.push(
      `Free lessons (/lessons): ${k.lessons.items
        .slice(0, 6)
        .map((l) => l.title)
        .join(', ')}.`,
    );
  if (k.academy) {
    lines.push(`Courses (/academia/cursos): ${k.academy.courses.map((c) => `${c.title} (${c.price})`).join(', ')}.`);
    lines.push(`Workshops (/academia/talleres): ${k.academy.workshops.map((w) => `${w.title} ${w.date.slice(0, 10)} (${w.price})`).join(', ')}.`);
    lines.push(`Events: ${k.academy.events.map((e) => `${e.title} ${e.date.slice(0, 10)} ${e.place}`).join(', ')}.`);
  }
  if (k.innovations) lines.push(`Innovations (/innovaciones): ${k.innovations.items.map((i) => i.title).join(', ')}.`);
  if (k.contact)
    lines.push(
      `Contact: phone ${k.contact.phone}, mobile ${k.contact.mobile}, email ${k.contact.email}, WhatsApp ${k.contact.whatsapp}, address ${k.contact.address}. Jobs: ${k.contact.joinEmail}.`,
    );
  lines.push('Prices: every project is quoted individually; advice is free. Payments online at /pagos.');
  return lines.join('\n').slice(0, 3000);
}

function systemPrompt(locale: ChatLocale, knowledge: DarkyKnowledge): string {
  const language = locale === 'es' ? 'Spanish (Peru)' : 'English';
  return [
    `You are Darky, the assistant of the digital agency Darko Digital. Answer in ${language}, in at most two short sentences.`,
    'Use only the facts below. If the answer is not in them, say you do not know and offer the contact details. Never invent prices.',
    'Facts:',
    contentSummary(knowledge),
  ].join('\n');
}

const MAX_ANSWER_CHARS = 600;

export function createLlmResponder(config: LlmConfig, fetchImpl: typeof fetch = fetch): LlmResponder {
  const url = `${config.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  return {
    async answer({ locale, text, history, knowledge }) {
      const messages = [
        { role: 'system', content: systemPrompt(locale, knowledge) },
        ...history.slice(-6).map((e) => ({ role: e.by === 'bot' ? 'assistant' : 'user', content: e.message })),
        { role: 'user', content: text },
      ];
      const response = await fetchImpl(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${config.apiKey}` },
        body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: 200 }),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
      if (!response.ok) throw new Error(`LLM endpoint answered ${response.status}`);
      const body = (await response.json()) as { choices?: { message?: { content?: unknown } }[] };
      const content = body.choices?.[0]?.message?.content;
      if (typeof content !== 'string' || !content.trim()) throw new Error('LLM endpoint gave no answer');
      return content.trim().slice(0, MAX_ANSWER_CHARS);
    },
  };
}
