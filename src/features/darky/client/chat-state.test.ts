import { describe, expect, it } from 'vitest';
import { chatReducer, currentSuggestions, floatingBotEvents, initialChatState, type ChatState } from './chat-state';
import type { ChatEvent } from '../protocol';

const bot = (message: string, date: number, action?: ChatEvent['action']): ChatEvent => ({ by: 'bot', message, date, action });

function run(state: ChatState, ...actions: Parameters<typeof chatReducer>[1][]): ChatState {
  return actions.reduce(chatReducer, state);
}

describe('chat state (SPEC.md section 3)', () => {
  it('starts with both views shown, not connected, no events', () => {
    expect(initialChatState).toMatchObject({ showFullChat: true, showFloatingMessages: true, connected: false, events: [], isSendEvent: false, animation: '' });
  });

  it('is in sync only after the connection has delivered its history', () => {
    const connected = run(initialChatState, { type: 'connected' });
    expect(connected).toMatchObject({ connected: true, synced: false });
    const synced = run(connected, { type: 'history-received', events: [bot('b', 2), { by: 'user', message: 'a', date: 1 }] });
    expect(synced.synced).toBe(true);
    expect(synced.events.map((e) => e.message)).toEqual(['a', 'b']);
  });

  it('history replaces what the tab had, so a reload or reconnect shows the stored conversation once', () => {
    const before = run(initialChatState, { type: 'bot-event', event: bot('hola', 1) });
    const after = run(before, { type: 'history-received', events: [bot('hola', 1)] });
    expect(after.events).toHaveLength(1);
  });

  it('sending appends a user event and waits for the answer; the answer ends the wait', () => {
    const sent = run(initialChatState, { type: 'user-sent', message: '¿Precios?', date: 5 });
    expect(sent.events.at(-1)).toEqual({ by: 'user', message: '¿Precios?', date: 5 });
    expect(sent.isSendEvent).toBe(true);
    expect(run(sent, { type: 'bot-event', event: bot('Claro', 6) }).isSendEvent).toBe(false);
  });

  it('a refusal ends the wait and keeps a notice with the server text', () => {
    const refused = run(
      initialChatState,
      { type: 'user-sent', message: 'x', date: 1 },
      { type: 'chat-error', error: { code: 'message-too-long', message: 'Máximo 140 caracteres' } },
    );
    expect(refused.isSendEvent).toBe(false);
    expect(refused.notice).toEqual({ code: 'message-too-long', message: 'Máximo 140 caracteres' });
  });

  it('a disconnect drops connected and sync and stops waiting', () => {
    const state = run(
      initialChatState,
      { type: 'connected' },
      { type: 'history-received', events: [] },
      { type: 'user-sent', message: 'x', date: 1 },
      { type: 'disconnected' },
    );
    expect(state).toMatchObject({ connected: false, synced: false, isSendEvent: false });
  });

  it('queued texts become user events, in order, once flushed; unknown ids change nothing', () => {
    const queued = run(
      initialChatState,
      { type: 'user-queued', item: { id: 'a', message: 'uno', queuedAt: 1 } },
      { type: 'user-queued', item: { id: 'b', message: 'dos', queuedAt: 2 } },
    );
    expect(queued.events).toHaveLength(0);
    expect(run(queued, { type: 'queue-flushed', ids: ['zzz'], date: 9 })).toBe(queued);
    const flushed = run(queued, { type: 'queue-flushed', ids: ['a', 'b'], date: 10 });
    expect(flushed.queue).toEqual([]);
    expect(flushed.events.map((e) => [e.by, e.message])).toEqual([
      ['user', 'uno'],
      ['user', 'dos'],
    ]);
  });

  it("a bot message said before the server received the visitor's text shows above it, and the answer is still awaited", () => {
    // The impatient visitor: the first text leaves while the server is still writing the greeting of the page-load.
    const sent = run(initialChatState, { type: 'user-sent', message: 'precios', date: 5, localId: 't1' });
    const greeted = run(sent, { type: 'bot-event', event: bot('¡Hola! Soy Darky', 4) });
    expect(greeted.events.map((e) => e.message)).toEqual(['¡Hola! Soy Darky', 'precios']);
    expect(greeted.isSendEvent).toBe(true);
    // Once the server says it stored the text, what follows is its answer, shown below it.
    const received = run(greeted, { type: 'user-received', localId: 't1' }, { type: 'bot-event', event: bot('Desde S/ 2,500', 6) });
    expect(received.events.map((e) => e.message)).toEqual(['¡Hola! Soy Darky', 'precios', 'Desde S/ 2,500']);
    expect(received.events.some((e) => e.localId !== undefined)).toBe(false);
    expect(received.isSendEvent).toBe(false);
    // A receipt for a text this tab does not hold changes nothing.
    expect(run(received, { type: 'user-received', localId: 'zzz' })).toBe(received);
  });

  it('texts flushed from the queue wait for their receipt too; a disconnect forgets every receipt still awaited', () => {
    const flushed = run(
      initialChatState,
      { type: 'user-queued', item: { id: 'a', message: 'uno', queuedAt: 1 } },
      { type: 'queue-flushed', ids: ['a'], date: 10, awaitReceipt: true },
      { type: 'bot-event', event: bot('hola', 9) },
    );
    expect(flushed.events.map((e) => e.message)).toEqual(['hola', 'uno']);
    const dropped = run(flushed, { type: 'disconnected' }, { type: 'bot-event', event: bot('después', 11) });
    expect(dropped.events.map((e) => e.message)).toEqual(['hola', 'uno', 'después']);
  });

  it('counts unread bot messages only while the full chat is hidden, and opening it reads them', () => {
    const hidden = run(
      initialChatState,
      { type: 'set-full-chat', value: false },
      { type: 'bot-event', event: bot('1', 1) },
      { type: 'bot-event', event: bot('2', 2) },
    );
    expect(hidden.unread).toBe(2);
    expect(run(hidden, { type: 'set-full-chat', value: true }).unread).toBe(0);
    expect(run(initialChatState, { type: 'bot-event', event: bot('1', 1) }).unread).toBe(0);
  });

  it('floating bubbles show the unread replies when the chat is hidden and floating messages are on', () => {
    const hidden = run(initialChatState, { type: 'history-received', events: [bot('old', 1)] }, { type: 'set-full-chat', value: false });
    expect(floatingBotEvents(hidden).map((e) => e.message)).toEqual(['old']);
    const twoNew = run(hidden, { type: 'bot-event', event: bot('a', 2) }, { type: 'bot-event', event: bot('b', 3) });
    expect(floatingBotEvents(twoNew).map((e) => e.message)).toEqual(['a', 'b']);
    expect(floatingBotEvents(run(twoNew, { type: 'set-floating-messages', value: false }))).toEqual([]);
    expect(floatingBotEvents(run(twoNew, { type: 'set-full-chat', value: true }))).toEqual([]);
  });

  it('toggles full chat and floating messages independently', () => {
    const state = run(initialChatState, { type: 'set-floating-messages', value: false });
    expect(state).toMatchObject({ showFullChat: true, showFloatingMessages: false });
    expect(run(state, { type: 'set-full-chat', value: false })).toMatchObject({ showFullChat: false, showFloatingMessages: false });
  });
});

describe('quick replies', () => {
  const items = [{ label: 'Servicios', message: 'Quiero ver los servicios' }, { label: 'Precios' }, { nope: true }];

  it('come from the last event when it is a bot event with suggestions; a label without message sends the label', () => {
    expect(currentSuggestions([bot('¿Qué buscas?', 1, { name: 'suggestions', params: { items } })])).toEqual([
      { label: 'Servicios', message: 'Quiero ver los servicios' },
      { label: 'Precios', message: 'Precios' },
    ]);
  });

  it('disappear once the visitor has answered', () => {
    expect(currentSuggestions([bot('¿Qué buscas?', 1, { name: 'suggestions', params: { items } }), { by: 'user', message: 'Precios', date: 2 }])).toEqual([]);
  });
});

describe('reconnection', () => {
  it('a recovered session is in sync at once (no history follows); a fresh one waits for history', () => {
    expect(chatReducer(initialChatState, { type: 'connected', recovered: true }).synced).toBe(true);
    expect(chatReducer(initialChatState, { type: 'connected' }).synced).toBe(false);
  });

  it('what the guest typed in another tab joins the conversation without waiting for an answer here', () => {
    const state = chatReducer(initialChatState, { type: 'peer-user-event', event: { by: 'user', message: 'desde otra pestaña', date: 1 } });
    expect(state.events).toHaveLength(1);
    expect(state.isSendEvent).toBe(false);
  });
});

describe('chat state with a person of the team (live handoff)', () => {
  const person = { state: 'person' as const, operator: { name: 'Rosa' } };
  it('does not wait for Darky while a person holds the conversation, and shows who is typing', () => {
    const held = run(initialChatState, { type: 'conversation-state', holder: person });
    const sent = run(held, { type: 'user-sent', message: 'hola', date: 1 });
    expect(sent.isSendEvent).toBe(false);
    const typing = run(sent, { type: 'operator-typing', name: 'Rosa', typing: true });
    expect(typing.operatorTyping).toBe('Rosa');
    const answered = run(typing, { type: 'bot-event', event: { by: 'operator', operator: { name: 'Rosa' }, message: 'Hola, soy Rosa', date: 2 } });
    expect(answered.operatorTyping).toBeNull();
    // Back with Darky: a message waits for its reply again, and nobody of the team is typing.
    const back = run(typing, { type: 'conversation-state', holder: { state: 'darky' } });
    expect(back.operatorTyping).toBeNull();
    expect(run(back, { type: 'user-sent', message: 'precios', date: 3 }).isSendEvent).toBe(true);
  });

  it("floats a person's message with the chat closed", () => {
    const closed = run(initialChatState, { type: 'set-full-chat', value: false });
    const state = run(closed, { type: 'bot-event', event: { by: 'operator', operator: { name: 'Rosa' }, message: 'Te escribo en un momento', date: 1 } });
    expect(floatingBotEvents(state, 3, 'es').map((e) => e.message)).toEqual(['Te escribo en un momento']);
  });
});
