'use client';
/**
 * The console's live inbox (/admin/live): visitors waiting for a person and conversations the team holds, over the
 * operators' socket; take, reply, hand back, transfer, resolve; a beep and a browser notification for a new visitor;
 * the visitors online now (page, language, time on site, lead or not), asked every few seconds.
 * Console code: it loads on this page only, never on the public site.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { io, type Socket } from 'socket.io-client';
import {
  OPERATORS_NAMESPACE,
  OPERATORS_SOCKET_PATH,
  operatorEvents,
  plainMessage,
  type ChatEvent,
  type LiveConversation,
  type OnlineOperator,
  type OperatorAck,
  type VisitorsOnline,
} from '@/features/darky/public';
import { consoleButton, inputClass, labelClass } from '../components/console-ui';
import { withSavedReply, type SavedRepliesByLocale } from './saved-replies';

interface LiveInboxProps {
  operator: { id: string; name: string; role: 'owner' | 'member' };
  /** The console's language tag, for times. */
  localeTag: string;
  /** Saved replies from the content, per conversation language. */
  savedReplies: SavedRepliesByLocale;
}

type Connection = 'connecting' | 'connected' | 'disconnected';

/** How often the inbox asks for the visitors online (a list, not a stream: cheap across processes). */
const VISITORS_EVERY_MS = 5000;

/** A short, stable name for a visitor (no personal data): the guest id's first characters. */
const shortId = (guestId: string) =>
  guestId
    .replace(/[^a-zA-Z0-9]/g, '')
    .slice(0, 6)
    .toUpperCase();

function waitedText(since: number | undefined, now: number): string {
  if (!since) return '0:00';
  const seconds = Math.max(0, Math.floor((now - since) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The operator's typing reaches the visitor: "typing" at most every 2 s, "stopped" 3 s after the last key. */
function typingNotifier(emit: (guestId: string, typing: boolean) => void) {
  let sentAt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    note(guestId: string) {
      if (Date.now() - sentAt > 2000) {
        sentAt = Date.now();
        emit(guestId, true);
      }
      clearTimeout(timer);
      timer = setTimeout(() => {
        sentAt = 0;
        emit(guestId, false);
      }, 3000);
    },
    stop() {
      clearTimeout(timer);
      sentAt = 0;
    },
  };
}

/** A short beep made on the spot (Web Audio): nothing to download. */
function beep(): void {
  try {
    const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const context = new AudioContextClass();
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = 880;
    gain.gain.setValueAtTime(0.15, context.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.25);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start();
    oscillator.stop(context.currentTime + 0.25);
    oscillator.onended = () => void context.close();
  } catch {
    // A browser that refuses audio before a click still shows the notification and the list.
  }
}

export function LiveInbox({ operator, localeTag, savedReplies }: LiveInboxProps) {
  const t = useTranslations('console.live');
  const socketRef = useRef<Socket | null>(null);
  const typingRef = useRef<ReturnType<typeof typingNotifier> | null>(null);
  const [connection, setConnection] = useState<Connection>('connecting');
  const [conversations, setConversations] = useState<Map<string, LiveConversation>>(new Map());
  const [online, setOnline] = useState<OnlineOperator[]>([]);
  const [visitors, setVisitors] = useState<VisitorsOnline>({ total: 0, visitors: [] });
  const [selected, setSelected] = useState<string | null>(null);
  const [typing, setTyping] = useState<Record<string, boolean>>({});
  const [problem, setProblem] = useState('');
  const [draft, setDraft] = useState('');
  const [savedChoice, setSavedChoice] = useState('');
  const replyRef = useRef<HTMLInputElement | null>(null);
  const [transferTo, setTransferTo] = useState('');
  const [sound, setSound] = useState(true);
  const [away, setAway] = useState(false);
  const [alerts, setAlerts] = useState<NotificationPermission | 'unsupported'>('default');
  const [now, setNow] = useState(() => Date.now());
  const soundRef = useRef(sound);
  soundRef.current = sound;
  const conversationsRef = useRef(conversations);
  conversationsRef.current = conversations;

  useEffect(() => {
    setAlerts(typeof Notification === 'undefined' ? 'unsupported' : Notification.permission);
    const clock = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(clock);
  }, []);

  /** A visitor just joined the queue: a beep and, with permission, a notification. */
  const announce = useCallback(
    (conversation: LiveConversation) => {
      if (soundRef.current) beep();
      if (typeof Notification !== 'undefined' && Notification.permission === 'granted') {
        const language = t(`locales.${conversation.locale}`);
        new Notification(t('newVisitor'), {
          body: t('newVisitorBody', { id: shortId(conversation.guestId), language }),
          tag: conversation.guestId,
        });
      }
    },
    [t],
  );

  useEffect(() => {
    const socket = io(OPERATORS_NAMESPACE, { path: OPERATORS_SOCKET_PATH, transports: ['websocket'], reconnectionDelayMax: 10_000 });
    socketRef.current = socket;
    typingRef.current = typingNotifier((guestId, typing) => socket.emit(operatorEvents.typing, { guestId, typing }));
    socket.on('connect', () => setConnection('connected'));
    socket.on('disconnect', () => setConnection('disconnected'));
    socket.on('connect_error', () => setConnection('disconnected'));
    socket.on(operatorEvents.queue, (queue: LiveConversation[]) => setConversations(new Map(queue.map((c) => [c.guestId, c]))));
    socket.on(operatorEvents.conversation, (conversation: LiveConversation) => {
      const before = conversationsRef.current.get(conversation.guestId);
      if (conversation.state === 'waiting' && before?.state !== 'waiting') announce(conversation);
      setConversations((current) => {
        const next = new Map(current);
        if (conversation.state === 'waiting' || conversation.state === 'person') next.set(conversation.guestId, conversation);
        else next.delete(conversation.guestId);
        return next;
      });
    });
    socket.on(operatorEvents.message, ({ guestId, event }: { guestId: string; event: ChatEvent }) => {
      setConversations((current) => {
        const conversation = current.get(guestId);
        if (!conversation || conversation.transcript.some((e) => e.id && e.id === event.id)) return current;
        const next = new Map(current);
        next.set(guestId, { ...conversation, transcript: [...conversation.transcript, event] });
        return next;
      });
      if (event.by === 'user') setTyping((current) => ({ ...current, [guestId]: false }));
    });
    socket.on(operatorEvents.visitorTyping, ({ guestId, typing: on }: { guestId: string; typing: boolean }) =>
      setTyping((current) => ({ ...current, [guestId]: on })),
    );
    socket.on(operatorEvents.presence, (operators: OnlineOperator[]) => setOnline(operators));
    return () => {
      socket.removeAllListeners();
      socket.disconnect();
      typingRef.current?.stop();
      socketRef.current = null;
    };
  }, [announce]);

  // Told on every (re)connection too: a new socket starts available.
  useEffect(() => {
    if (connection === 'connected') socketRef.current?.emit(operatorEvents.away, { away });
  }, [connection, away]);

  useEffect(() => {
    if (connection !== 'connected') return;
    const ask = () =>
      void socketRef.current
        ?.timeout(10_000)
        .emitWithAck(operatorEvents.visitors, {})
        .then((answer: VisitorsOnline) => setVisitors(answer))
        .catch(() => {});
    ask();
    const timer = setInterval(ask, VISITORS_EVERY_MS);
    return () => clearInterval(timer);
  }, [connection]);

  const act = useCallback(
    async (event: string, payload: object): Promise<boolean> => {
      const socket = socketRef.current;
      if (!socket) return false;
      setProblem('');
      const answer = (await socket
        .timeout(10_000)
        .emitWithAck(event, payload)
        .catch(() => ({ ok: false, error: 'server-error' }))) as OperatorAck;
      if (!answer.ok) setProblem(t(`errors.${answer.error}`));
      return answer.ok;
    },
    [t],
  );

  const list = useMemo(() => [...conversations.values()], [conversations]);
  const waiting = list.filter((c) => c.state === 'waiting').sort((a, b) => (a.waitingSince ?? 0) - (b.waitingSince ?? 0));
  const held = list.filter((c) => c.state === 'person');
  const current = selected ? conversations.get(selected) : undefined;
  const mine = current?.state === 'person' && current.operator?.id === operator.id;
  const mayManage = current?.state === 'person' && (mine || operator.role === 'owner');
  const colleagues = online.filter((o) => o.id !== current?.operator?.id && !o.away);

  const heldGuest = mine && current ? current.guestId : null;

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (!current || !draft.trim()) return;
    typingRef.current?.stop();
    if (await act(operatorEvents.send, { guestId: current.guestId, message: draft })) setDraft('');
  };

  const enableAlerts = async () => {
    if (typeof Notification === 'undefined') return;
    setAlerts(await Notification.requestPermission());
  };

  const time = (date: number) => new Intl.DateTimeFormat(localeTag, { hour: '2-digit', minute: '2-digit', timeZone: 'America/Lima' }).format(date);
  const author = (event: ChatEvent) =>
    event.by === 'user' ? t('byUser') : event.by === 'operator' ? t('byOperator', { name: event.operator?.name ?? '' }) : t('byBot');

  const entry = (conversation: LiveConversation) => {
    const last = [...conversation.transcript].reverse().find((e) => e.by === 'user');
    const heldBy = conversation.operator?.id === operator.id ? t('heldByYou') : t('heldBy', { name: conversation.operator?.name ?? '' });
    return (
      <li key={conversation.guestId}>
        <button
          type="button"
          onClick={() => setSelected(conversation.guestId)}
          aria-current={selected === conversation.guestId ? 'true' : undefined}
          data-testid="live-entry"
          data-state={conversation.state}
          className={`block min-h-11 w-full rounded-md border px-3 py-2 text-left text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-blue-deep ${
            selected === conversation.guestId ? 'border-brand-blue-deep bg-blue-50' : 'border-grey-200 bg-white hover:bg-grey-100'
          }`}
        >
          <span className="flex flex-wrap items-baseline justify-between gap-x-2">
            <span className="font-semibold text-brand-dark">{t('visitor', { id: shortId(conversation.guestId) })}</span>
            <span className="text-grey-700">
              {conversation.state === 'waiting' ? t('waitingFor', { time: waitedText(conversation.waitingSince, now) }) : heldBy}
            </span>
          </span>
          <span className="block text-grey-700">
            {t(`locales.${conversation.locale}`)}
            {conversation.reason ? ` · ${conversation.reason === 'asked' ? t('reasonAsked') : t('reasonFailed')}` : ''}
          </span>
          {last ? <span className="mt-1 block truncate text-grey-800">“{last.message}”</span> : null}
        </button>
      </li>
    );
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(16rem,22rem)_1fr]">
      <div className="flex flex-col gap-4">
        <p role="status" data-testid="live-connection" data-state={connection} className="text-sm text-grey-800">
          <span
            aria-hidden="true"
            className={`mr-2 inline-block size-2.5 rounded-full ${connection === 'connected' ? 'bg-emerald-600' : connection === 'connecting' ? 'bg-amber-500' : 'bg-red-600'}`}
          />
          {t(connection)}
        </p>
        <div className="flex flex-wrap items-center gap-3">
          {alerts === 'default' ? (
            <button type="button" className={consoleButton({ variant: 'secondary' })} onClick={() => void enableAlerts()}>
              {t('enableAlerts')}
            </button>
          ) : alerts === 'granted' ? (
            <span className="text-sm text-emerald-900">{t('alertsOn')}</span>
          ) : alerts === 'denied' ? (
            <span className="text-sm text-grey-700">{t('alertsBlocked')}</span>
          ) : null}
          <label className="inline-flex min-h-11 items-center gap-2 text-sm text-grey-800">
            <input type="checkbox" checked={away} onChange={(event) => setAway(event.target.checked)} className="size-4" data-testid="live-away" />
            {t('away')}
          </label>
          <label className="inline-flex min-h-11 items-center gap-2 text-sm text-grey-800">
            <input type="checkbox" checked={sound} onChange={(event) => setSound(event.target.checked)} className="size-4" />
            {t('sound')}
          </label>
        </div>
        <section aria-labelledby="live-team">
          <h2 id="live-team" className="mb-1 font-heading text-lg font-bold text-brand-dark">
            {t('team')} ({online.length})
          </h2>
          <ul className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-grey-800" data-testid="live-team">
            {online.map((member) => (
              <li key={member.id} data-away={member.away ? 'true' : 'false'}>
                <span aria-hidden="true" className={`mr-1 inline-block size-2 rounded-full ${member.away ? 'bg-amber-500' : 'bg-emerald-600'}`} />
                {member.id === operator.id ? `${member.name} (${t('you')})` : member.name} · {member.away ? t('awayStatus') : t('available')}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="live-waiting">
          <h2 id="live-waiting" className="mb-2 font-heading text-lg font-bold text-brand-dark">
            {t('waiting')} ({waiting.length})
          </h2>
          {waiting.length ? <ul className="flex flex-col gap-2">{waiting.map(entry)}</ul> : <p className="text-sm text-grey-700">{t('noneWaiting')}</p>}
        </section>
        <section aria-labelledby="live-held">
          <h2 id="live-held" className="mb-2 font-heading text-lg font-bold text-brand-dark">
            {t('withPerson')} ({held.length})
          </h2>
          {held.length ? <ul className="flex flex-col gap-2">{held.map(entry)}</ul> : <p className="text-sm text-grey-700">{t('noneHeld')}</p>}
        </section>
        <section aria-labelledby="live-visitors">
          <h2 id="live-visitors" className="mb-2 font-heading text-lg font-bold text-brand-dark">
            {t('visitorsOnline')} (<span data-testid="live-visitors-count">{visitors.total}</span>)
          </h2>
          {visitors.visitors.length ? (
            <ul className="flex flex-col gap-1 text-sm" data-testid="live-visitors">
              {visitors.visitors.map((visitor) => (
                <li key={visitor.guestId} data-testid="live-visitor" className="rounded-md border border-grey-200 bg-white px-3 py-2">
                  <span className="flex flex-wrap items-baseline justify-between gap-x-2">
                    <code className="break-all text-brand-dark">{visitor.path}</code>
                    <span className="text-grey-700">{t('onSite', { time: waitedText(visitor.since, now) })}</span>
                  </span>
                  <span className="block text-grey-700">
                    {t(`locales.${visitor.locale}`)} · {visitor.lead ? <strong className="text-emerald-900">{t('hasLead')}</strong> : t('noLead')}
                  </span>
                </li>
              ))}
              {visitors.total > visitors.visitors.length ? (
                <li className="text-grey-700">{t('moreVisitors', { count: visitors.total - visitors.visitors.length })}</li>
              ) : null}
            </ul>
          ) : (
            <p className="text-sm text-grey-700">{t('noVisitors')}</p>
          )}
        </section>
      </div>

      <section aria-labelledby="live-conversation" className="min-w-0 rounded-lg border border-grey-200 bg-white p-4 shadow-sm" data-testid="live-conversation">
        {current ? (
          <>
            <h2 id="live-conversation" className="font-heading text-xl font-bold text-brand-dark">
              {t('visitor', { id: shortId(current.guestId) })}
            </h2>
            <p className="text-sm text-grey-700">{t('language', { language: t(`locales.${current.locale}`) })}</p>
            <div className="mt-3 flex flex-wrap gap-2">
              {current.state === 'waiting' ? (
                <button type="button" className={consoleButton()} onClick={() => void act(operatorEvents.take, { guestId: current.guestId })}>
                  {t('take')}
                </button>
              ) : null}
              {current.state === 'waiting' || mayManage ? (
                <button
                  type="button"
                  className={consoleButton({ variant: 'secondary' })}
                  onClick={() => void act(operatorEvents.handBack, { guestId: current.guestId })}
                >
                  {t('handBack')}
                </button>
              ) : null}
              {mayManage ? (
                <button
                  type="button"
                  className={consoleButton({ variant: 'secondary' })}
                  onClick={() => void act(operatorEvents.resolve, { guestId: current.guestId })}
                >
                  {t('resolve')}
                </button>
              ) : null}
            </div>
            {mayManage ? (
              <form
                className="mt-3 flex flex-wrap items-end gap-2"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (transferTo) void act(operatorEvents.transfer, { guestId: current.guestId, operatorId: transferTo });
                }}
              >
                {colleagues.length ? (
                  <>
                    <div>
                      <label htmlFor="live-transfer" className={labelClass}>
                        {t('transferTo')}
                      </label>
                      <select id="live-transfer" className={inputClass} value={transferTo} onChange={(event) => setTransferTo(event.target.value)}>
                        <option value="" />
                        {colleagues.map((colleague) => (
                          <option key={colleague.id} value={colleague.id}>
                            {colleague.name}
                          </option>
                        ))}
                      </select>
                    </div>
                    <button type="submit" className={consoleButton({ variant: 'secondary' })} disabled={!transferTo}>
                      {t('transfer')}
                    </button>
                  </>
                ) : (
                  <p className="text-sm text-grey-700">{t('noColleagues')}</p>
                )}
              </form>
            ) : null}
            {problem ? (
              <p role="alert" className="mt-3 rounded-md border border-red-700/50 bg-red-50 px-3 py-2 text-sm text-red-900">
                {problem}
              </p>
            ) : null}

            <h3 className="mt-4 font-semibold text-brand-dark">{t('transcript')}</h3>
            {/* Scrolls by keyboard too: a focusable region (axe: scrollable-region-focusable). */}
            <div role="region" aria-label={t('transcript')} tabIndex={0} className="mt-2 max-h-[26rem] overflow-y-auto rounded-md bg-grey-50 p-3">
              <ol className="flex flex-col gap-2" data-testid="live-transcript">
                {current.transcript.map((event, index) => (
                  <li
                    key={event.id ?? `${event.date}-${index}`}
                    data-by={event.by}
                    className={`max-w-[85%] rounded-lg px-3 py-2 text-sm ${
                      event.by === 'user'
                        ? 'self-start border border-grey-300 bg-white text-brand-dark'
                        : event.by === 'operator'
                          ? 'self-end bg-brand-blue-deep text-white'
                          : 'self-end bg-grey-200 text-brand-dark'
                    }`}
                  >
                    <span className="block text-xs font-semibold opacity-90">
                      {author(event)} · <time dateTime={new Date(event.date).toISOString()}>{time(event.date)}</time>
                    </span>
                    <span className="break-words whitespace-pre-wrap">{event.by === 'bot' ? plainMessage(event.message) : event.message}</span>
                  </li>
                ))}
              </ol>
            </div>
            <p className="mt-1 min-h-5 text-sm text-grey-700" aria-live="polite" data-testid="live-visitor-typing">
              {typing[current.guestId] ? t('visitorTyping') : ''}
            </p>
            {mine && savedReplies[current.locale].length ? (
              <div className="mt-2 flex flex-wrap items-end gap-2" data-testid="live-saved-replies">
                <div className="min-w-0">
                  <label htmlFor="live-saved-reply" className={labelClass}>
                    {t('savedReply')}
                  </label>
                  <select id="live-saved-reply" className={inputClass} value={savedChoice} onChange={(event) => setSavedChoice(event.target.value)}>
                    <option value="">{t('savedReplyChoose')}</option>
                    {savedReplies[current.locale].map((reply) => (
                      <option key={reply.id} value={reply.id}>
                        {reply.label}
                      </option>
                    ))}
                  </select>
                </div>
                {/* A button, not the select's change: arrow keys on a closed select change it without choosing. */}
                <button
                  type="button"
                  className={consoleButton({ variant: 'secondary' })}
                  disabled={!savedChoice}
                  onClick={() => {
                    const reply = savedReplies[current.locale].find((candidate) => candidate.id === savedChoice);
                    if (!reply) return;
                    setDraft((typed) => withSavedReply(typed, reply, operator.name));
                    setSavedChoice('');
                    if (heldGuest) typingRef.current?.note(heldGuest);
                    // Back to the reply box: the operator reads, edits and sends with Enter.
                    replyRef.current?.focus();
                  }}
                >
                  {t('insertReply')}
                </button>
              </div>
            ) : null}
            {mine ? (
              <form onSubmit={(event) => void send(event)} className="mt-2 flex flex-wrap items-end gap-2">
                <div className="min-w-0 flex-1">
                  <label htmlFor="live-reply" className={labelClass}>
                    {t('reply')}
                  </label>
                  <input
                    ref={replyRef}
                    id="live-reply"
                    type="text"
                    autoComplete="off"
                    maxLength={1000}
                    className={inputClass}
                    value={draft}
                    onChange={(event) => {
                      setDraft(event.target.value);
                      if (heldGuest) typingRef.current?.note(heldGuest);
                    }}
                  />
                </div>
                <button type="submit" className={consoleButton()}>
                  {t('send')}
                </button>
              </form>
            ) : null}

            <h3 className="mt-4 font-semibold text-brand-dark">{t('pages')}</h3>
            {current.pages.length ? (
              <ul className="mt-1 list-disc pl-5 text-sm text-grey-800" data-testid="live-pages">
                {current.pages.map((page, index) => (
                  <li key={`${page.at}-${index}`}>
                    <code>{page.path}</code> · <time dateTime={new Date(page.at).toISOString()}>{time(page.at)}</time>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-grey-700">{t('noPages')}</p>
            )}
          </>
        ) : (
          <p id="live-conversation" className="text-grey-700">
            {t('choose')}
          </p>
        )}
      </section>
    </div>
  );
}
