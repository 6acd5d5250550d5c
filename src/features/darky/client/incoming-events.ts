/** Validates what the server sends before the widget trusts it (zod at the edge). */
import { z } from 'zod';
import type { ChatErrorPayload, ChatEvent, ConversationStatePayload, OperatorTypingPayload } from '../protocol';

const actionSchema = z.object({
  name: z.enum(['navigate', 'change-language', 'scroll-to', 'open-form', 'suggestions']),
  params: z.record(z.string(), z.unknown()).default({}),
});

const chatEventSchema = z.object({
  id: z.string().optional().catch(undefined),
  by: z.enum(['user', 'bot', 'operator']),
  operator: z.object({ name: z.string() }).optional().catch(undefined),
  message: z.string(),
  action: actionSchema.optional().catch(undefined),
  date: z.number().catch(() => Date.now()),
});

const chatErrorSchema = z.object({
  code: z.enum(['message-too-long', 'rate-limited', 'invalid-payload', 'server-error']).catch('server-error'),
  message: z.string(),
});

export function parseChatEvent(raw: unknown): ChatEvent | null {
  const parsed = chatEventSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { id, operator, ...event } = parsed.data;
  // An operator's message always names its author ("del equipo" alone would be a stranger).
  if (event.by === 'operator' && !operator) return null;
  const withOperator = event.by === 'operator' ? { ...event, operator } : event;
  return id ? { id, ...withOperator } : withOperator;
}

const conversationStateSchema = z.object({
  state: z.enum(['darky', 'waiting', 'person', 'resolved']),
  operator: z.object({ name: z.string() }).optional().catch(undefined),
});

export function parseConversationState(raw: unknown): ConversationStatePayload | null {
  const parsed = conversationStateSchema.safeParse(raw);
  if (!parsed.success) return null;
  const { state, operator } = parsed.data;
  return state === 'person' && operator ? { state, operator } : { state };
}

export function parseOperatorTyping(raw: unknown): OperatorTypingPayload | null {
  const parsed = z.object({ name: z.string(), typing: z.boolean() }).safeParse(raw);
  return parsed.success ? parsed.data : null;
}

/** History may come as a bare list or as { events }; bad items are dropped, not fatal. */
export function parseHistory(raw: unknown): ChatEvent[] {
  const list = Array.isArray(raw)
    ? raw
    : raw && typeof raw === 'object' && Array.isArray((raw as { events?: unknown }).events)
      ? (raw as { events: unknown[] }).events
      : [];
  return list.flatMap((item) => {
    const event = parseChatEvent(item);
    return event ? [event] : [];
  });
}

export function parseChatError(raw: unknown): ChatErrorPayload | null {
  const parsed = chatErrorSchema.safeParse(raw);
  return parsed.success ? parsed.data : null;
}
