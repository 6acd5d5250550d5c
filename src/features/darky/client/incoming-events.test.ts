import { describe, expect, it } from 'vitest';
import { parseChatError, parseChatEvent, parseConversationState, parseHistory, parseOperatorTyping } from './incoming-events';
import { isTokenRefusal } from './darky-connection';

describe('incoming events', () => {
  it('accepts a bot event with an action and drops a malformed action but keeps the text', () => {
    expect(parseChatEvent({ by: 'bot', message: 'Hola', date: 1, action: { name: 'navigate', params: { path: '/' } } })?.action?.name).toBe('navigate');
    expect(parseChatEvent({ by: 'bot', message: 'Hola', date: 1, action: { name: 'format-disk' } })).toEqual({
      by: 'bot',
      message: 'Hola',
      date: 1,
      action: undefined,
    });
    expect(parseChatEvent({ by: 'hacker', message: 'x', date: 1 })).toBeNull();
  });

  it('reads history as a list or { events }, skipping bad items', () => {
    const good = { by: 'user', message: 'hola', date: 1 };
    expect(parseHistory([good, { nope: 1 }])).toEqual([good]);
    expect(parseHistory({ events: [good] })).toEqual([good]);
    expect(parseHistory('garbage')).toEqual([]);
  });

  it('maps an unknown error code to server-error but keeps the text', () => {
    expect(parseChatError({ code: 'message-too-long', message: 'Máximo 140' })).toEqual({ code: 'message-too-long', message: 'Máximo 140' });
    expect(parseChatError({ code: 'weird', message: 'x' })?.code).toBe('server-error');
    expect(parseChatError({})).toBeNull();
  });

  it('recognises a refused token by its code or message, not a network failure', () => {
    expect(isTokenRefusal(Object.assign(new Error('refused'), { data: { code: 'token-expired' } }))).toBe(true);
    expect(isTokenRefusal(new Error('The guest token is not valid'))).toBe(true);
    expect(isTokenRefusal(new Error('websocket error'))).toBe(false);
  });
});

describe('incoming live-handoff events', () => {
  it("keeps an operator's first name, and refuses an operator message without one", () => {
    expect(parseChatEvent({ id: '9', by: 'operator', operator: { name: 'Rosa' }, message: 'Hola', date: 1 })).toEqual({
      id: '9',
      by: 'operator',
      operator: { name: 'Rosa' },
      message: 'Hola',
      date: 1,
    });
    expect(parseChatEvent({ by: 'operator', message: 'Hola', date: 1 })).toBeNull();
  });

  it('reads who holds the conversation and who is typing', () => {
    expect(parseConversationState({ state: 'person', operator: { name: 'Rosa' } })).toEqual({ state: 'person', operator: { name: 'Rosa' } });
    expect(parseConversationState({ state: 'waiting', operator: { name: 'x' } })).toEqual({ state: 'waiting' });
    expect(parseConversationState({ state: 'hijacked' })).toBeNull();
    expect(parseOperatorTyping({ name: 'Rosa', typing: true })).toEqual({ name: 'Rosa', typing: true });
    expect(parseOperatorTyping({ typing: 'yes' })).toBeNull();
  });
});
