'use client';
/**
 * The /games arcade: start screen, HUD, real buttons for every control, pause and game-over panels, the score
 * submission, sharing, and the leaderboard (server-rendered, so it reads without JavaScript). The game itself
 * (engine/runtime.ts) is fetched with import() only when the visitor presses play.
 */
import type { Locale } from '@/i18n/routing';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { earlyTapProps, useEarlyTap } from '@/components/ui/early-tap';
import { DARKY_MAKE_ROOM_EVENT, DARKY_ROOM_TAKEN_ATTRIBUTE } from '@/features/darky/page';
import { fill, type GameLabels } from '../game-labels';
import type { Leaderboards } from '../leaderboard';
import type { GameController, GameHud, GameResult } from '../engine/runtime';
import { LeaderboardTables } from './leaderboard-tables';

type Phase = 'idle' | 'loading' | 'playing' | 'paused' | 'over' | 'error';

type Submission = { state: 'editing'; error?: string; message?: string } | { state: 'sending' } | { state: 'saved'; rank: number };

const STORAGE = { muted: 'darko-games:muted', best: 'darko-games:best', nickname: 'darko-games:nickname' } as const;
const LIVES = 3;

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Private mode or storage full: the game works, it just forgets.
  }
}

function SoundIcon({ muted }: { muted: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-5 w-5"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M11 5 6 9H2v6h4l5 4V5z" fill="currentColor" />
      {muted ? <path d="m23 9-6 6M17 9l6 6" /> : <path d="M15.5 8.5a5 5 0 0 1 0 7M19 5a10 10 0 0 1 0 14" />}
    </svg>
  );
}

function PauseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor">
      <rect x="6" y="4" width="4" height="16" rx="1" />
      <rect x="14" y="4" width="4" height="16" rx="1" />
    </svg>
  );
}

function Arrow({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-7 w-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {direction === 'left' ? <path d="M15 5 8 12l7 7" /> : <path d="m9 5 7 7-7 7" />}
    </svg>
  );
}

/** The four things that fall, as small icons in the game's colours (the start screen's legend). */
/** A touch button that moves on press, not on release (a game needs the instant response); Enter and Space too. */
function MoveButton({ direction, label, disabled, onMove }: { direction: 'left' | 'right'; label: string; disabled: boolean; onMove: () => void }) {
  return (
    <button
      type="button"
      data-testid={`move-${direction}`}
      className="flex h-14 touch-manipulation items-center justify-center rounded-2xl bg-white/10 text-white transition-colors select-none hover:bg-white/20 active:bg-brand-blue disabled:opacity-40"
      onPointerDown={(event) => {
        event.preventDefault();
        onMove();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onMove();
        }
      }}
      disabled={disabled}
      aria-label={label}
    >
      <Arrow direction={direction} />
    </button>
  );
}

function LegendIcon({ kind }: { kind: 'lead' | 'star' | 'heart' | 'spam' }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 shrink-0">
      {kind === 'lead' ? (
        <>
          <rect x="2" y="5" width="20" height="14" rx="3" fill="#37ebca" />
          <path d="m4 7 8 6 8-6" fill="none" stroke="#212d40" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
        </>
      ) : kind === 'star' ? (
        <path d="m12 2 3 6.5 7 .8-5.2 4.8 1.4 7L12 17.6 5.8 21l1.4-7L2 9.3l7-.8z" fill="#ffc94a" />
      ) : kind === 'heart' ? (
        <path d="M12 21s-8-5.2-8-11a4.5 4.5 0 0 1 8-2.8A4.5 4.5 0 0 1 20 10c0 5.8-8 11-8 11z" fill="#ff7eb6" />
      ) : (
        <>
          <circle cx="12" cy="12" r="10" fill="#ff5a5f" />
          <path d="M12 6.5v7M12 17v.5" stroke="#fff" strokeWidth="2.6" strokeLinecap="round" />
        </>
      )}
    </svg>
  );
}

const overlayClass = 'absolute inset-0 z-10 flex flex-col items-center justify-center gap-4 overflow-y-auto bg-brand-dark/90 p-5 text-center';
const primaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full bg-brand-green px-7 py-2 font-heading text-lg font-bold text-brand-dark transition-colors hover:bg-white focus-visible:outline-offset-4 disabled:opacity-60';
const secondaryButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border-2 border-white/70 px-5 py-2 font-semibold text-white transition-colors hover:border-brand-green hover:text-brand-green';
const iconButton =
  'inline-flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-white/20 disabled:opacity-40';

export function GameArcade({
  labels,
  howTo,
  locale,
  initialBoards,
  intro,
}: {
  labels: GameLabels;
  howTo: string[];
  locale: Locale;
  initialBoards: Leaderboards;
  /** The page's heading and introduction (server-rendered). */
  intro: ReactNode;
}) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [hud, setHud] = useState<GameHud>({ score: 0, lives: LIVES, level: 1, multiplier: 1, lane: 2 });
  const [muted, setMuted] = useState(false);
  const [best, setBest] = useState(0);
  const [result, setResult] = useState<GameResult | null>(null);
  const [newBest, setNewBest] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const [boards, setBoards] = useState(initialBoards);
  const [nickname, setNickname] = useState('');
  const [submission, setSubmission] = useState<Submission>({ state: 'editing' });
  const [highlight, setHighlight] = useState<{ nickname: string; score: number } | null>(null);
  const [shareOpen, setShareOpen] = useState(false);
  const [copied, setCopied] = useState(false);

  const stageRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  const controllerRef = useRef<GameController | null>(null);
  const tokenRef = useRef<string | null>(null);
  const audioRef = useRef<AudioContext | undefined>(undefined);
  const lastSpokenRef = useRef(0);
  const resumeRef = useRef<HTMLButtonElement>(null);
  const overHeadingRef = useRef<HTMLHeadingElement>(null);
  const nicknameId = useId();

  useEffect(() => {
    setMuted(readStorage(STORAGE.muted) === '1');
    setBest(Number(readStorage(STORAGE.best)) || 0);
    setNickname(readStorage(STORAGE.nickname) ?? '');
    return () => {
      controllerRef.current?.destroy();
      document.documentElement.removeAttribute(DARKY_ROOM_TAKEN_ATTRIBUTE);
    };
  }, []);

  useEffect(() => {
    if (phase === 'paused') resumeRef.current?.focus();
    if (phase === 'over') overHeadingRef.current?.focus();
  }, [phase]);

  const onHud = useCallback(
    (next: GameHud, reason: 'tick' | 'hit' | 'catch') => {
      setHud((previous) => {
        if (next.level !== previous.level && next.level > 1) setAnnouncement(fill(labels.liveLevel, { level: next.level }));
        return next;
      });
      const now = performance.now();
      if (reason === 'hit') {
        setAnnouncement(fill(labels.liveHit, { lives: next.lives }));
        lastSpokenRef.current = now;
      } else if (now - lastSpokenRef.current > 4000) {
        // The score is read out every few seconds, not on every catch: a screen reader would never catch up.
        setAnnouncement(fill(labels.liveStatus, { score: next.score, lives: next.lives }));
        lastSpokenRef.current = now;
      }
    },
    [labels],
  );

  const onOver = useCallback(
    (finished: GameResult) => {
      setResult(finished);
      setAnnouncement(fill(labels.liveOver, { score: finished.score }));
      setBest((previous) => {
        const isBest = finished.score > previous;
        setNewBest(isBest && finished.score > 0);
        if (isBest) writeStorage(STORAGE.best, String(finished.score));
        return Math.max(previous, finished.score);
      });
      setPhase('over');
    },
    [labels],
  );

  const play = useCallback(async () => {
    // Sound may only start in the visitor's gesture: the context is made here, before anything is awaited.
    if (!audioRef.current && typeof AudioContext !== 'undefined') audioRef.current = new AudioContext();
    void audioRef.current?.resume().catch(() => {});
    controllerRef.current?.destroy();
    controllerRef.current = null;
    setPhase('loading');
    document.documentElement.setAttribute(DARKY_ROOM_TAKEN_ATTRIBUTE, '');
    window.dispatchEvent(new Event(DARKY_MAKE_ROOM_EVENT));
    // On a phone the whole card (score, field, buttons) comes into view under the header.
    const card = cardRef.current?.getBoundingClientRect();
    if (card && (card.top < 64 || card.bottom > window.innerHeight)) {
      cardRef.current?.scrollIntoView({ block: 'start', behavior: window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth' });
    }
    setResult(null);
    setSubmission({ state: 'editing' });
    setShareOpen(false);
    setCopied(false);
    try {
      const [engine, run] = await Promise.all([
        import('../engine/runtime'),
        fetch(`/api/games/runs?locale=${locale}`, { method: 'POST', headers: { accept: 'application/json' } }).then(async (response) => {
          if (!response.ok) throw new Error(`run ${response.status}`);
          return (await response.json()) as { token: string; seed: number };
        }),
      ]);
      const stage = stageRef.current;
      if (!stage) return;
      tokenRef.current = run.token;
      lastSpokenRef.current = performance.now();
      const fontFamily = getComputedStyle(document.documentElement).getPropertyValue('--font-saira').trim() || 'system-ui';
      controllerRef.current = engine.startGame({
        stage,
        seed: run.seed,
        muted: readStorage(STORAGE.muted) === '1',
        audio: audioRef.current,
        reducedMotion: window.matchMedia('(prefers-reduced-motion: reduce)').matches,
        fontFamily: `${fontFamily}, system-ui, sans-serif`,
        label: labels.canvasLabel,
        onHud,
        onOver,
        onPauseChange: (paused) => {
          setPhase(paused ? 'paused' : 'playing');
          if (paused) setAnnouncement(labels.livePaused);
        },
      });
      setPhase('playing');
      stage.focus({ preventScroll: true });
    } catch {
      setPhase('error');
    }
  }, [labels, locale, onHud, onOver]);

  // "Jugar" pressed before the page's JavaScript was ready starts the game as soon as it is.
  const playTapRef = useEarlyTap<HTMLButtonElement>(() => void play());

  const toggleMute = () => {
    const next = !muted;
    setMuted(next);
    writeStorage(STORAGE.muted, next ? '1' : '0');
    controllerRef.current?.setMuted(next);
  };

  const submitScore = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!result || !tokenRef.current || submission.state === 'sending') return;
    setSubmission({ state: 'sending' });
    try {
      const response = await fetch('/api/games/scores', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token: tokenRef.current, nickname, score: result.score, ticks: result.ticks, inputs: result.inputs, locale }),
      });
      const body = (await response.json().catch(() => ({}))) as {
        rank?: number;
        boards?: Leaderboards;
        errors?: Record<string, string>;
        message?: string;
      };
      if (response.status === 201 && body.boards && body.rank) {
        writeStorage(STORAGE.nickname, nickname.trim());
        setBoards(body.boards);
        setHighlight({ nickname: nickname.trim().replace(/\s+/g, ' '), score: result.score });
        setSubmission({ state: 'saved', rank: body.rank });
        return;
      }
      if (body.errors?.nickname) setSubmission({ state: 'editing', error: body.errors.nickname });
      else setSubmission({ state: 'editing', message: body.message ?? labels.startError });
    } catch {
      setSubmission({ state: 'editing', message: labels.startError });
    }
  };

  const shareUrl = () => `${window.location.origin}${window.location.pathname}`;
  const shareText = result ? fill(labels.shareText, { score: result.score }) : '';

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: labels.shareTitle, text: shareText, url: shareUrl() });
        return;
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
      }
    }
    setShareOpen(true);
  };

  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(`${shareText} ${shareUrl()}`);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  const active = phase === 'playing' || phase === 'paused';
  const endText = result?.end === 'quit' ? labels.endQuit : result?.end === 'time' ? labels.endTime : labels.endLives;
  const nicknameError = submission.state === 'editing' ? submission.error : undefined;

  return (
    <section aria-labelledby="games-title" className="relative overflow-hidden bg-brand-dark text-white">
      <div aria-hidden="true" className="pointer-events-none absolute -top-32 -left-24 h-96 w-96 rounded-full bg-brand-blue/25 blur-3xl" />
      <div aria-hidden="true" className="pointer-events-none absolute right-0 bottom-0 h-80 w-80 rounded-full bg-brand-green/10 blur-3xl" />
      <div className="relative mx-auto grid w-full max-w-[1200px] grid-cols-[minmax(0,1fr)] gap-8 px-4 py-10 tab:px-8 tab:py-14 lg:grid-cols-[460px_minmax(0,1fr)] lg:gap-x-14">
        <div className="lg:col-start-2">{intro}</div>

        <div className="lg:col-start-1 lg:row-span-3 lg:row-start-1">
          <div ref={cardRef} className="scroll-mt-20 rounded-3xl bg-[#131b27] p-3 shadow-2xl ring-1 ring-white/10">
            <div className="flex items-center justify-between gap-2 px-1 pb-3">
              <dl className="flex min-w-0 items-center gap-3 text-sm sm:gap-4">
                <div>
                  <dt className="text-xs tracking-wider text-white/70 uppercase">{labels.score}</dt>
                  <dd className="font-heading text-2xl leading-none font-bold text-brand-green tabular-nums" data-testid="game-score">
                    {hud.score}
                  </dd>
                </div>
                <div>
                  <dt className="text-xs tracking-wider text-white/70 uppercase">{labels.lives}</dt>
                  <dd className="flex h-6 items-center gap-0.5 text-lg leading-none">
                    {/* The count for screen readers as text: aria-label is not allowed on a dd (Lighthouse, axe). */}
                    <span className="sr-only">{hud.lives}</span>
                    {Array.from({ length: LIVES }, (_, i) => (
                      <span key={i} aria-hidden="true" className={i < hud.lives ? 'text-[#ff7eb6]' : 'text-white/20'}>
                        ♥
                      </span>
                    ))}
                  </dd>
                </div>
                <div className="hidden sm:block">
                  <dt className="text-xs tracking-wider text-white/70 uppercase">{labels.level}</dt>
                  <dd className="font-heading text-lg leading-none font-bold tabular-nums">{hud.level}</dd>
                </div>
                <div>
                  <dt className="text-xs tracking-wider text-white/70 uppercase">{labels.combo}</dt>
                  <dd className="font-heading text-lg leading-none font-bold text-[#ffc94a] tabular-nums">x{hud.multiplier}</dd>
                </div>
              </dl>
              <div className="flex shrink-0 gap-2">
                <button type="button" className={iconButton} onClick={toggleMute} aria-label={muted ? labels.unmute : labels.mute} aria-pressed={muted}>
                  <SoundIcon muted={muted} />
                </button>
                <button
                  type="button"
                  className={iconButton}
                  onClick={() => (phase === 'paused' ? controllerRef.current?.resume() : controllerRef.current?.pause())}
                  disabled={!active}
                  aria-label={phase === 'paused' ? labels.resume : labels.pause}
                >
                  <PauseIcon />
                </button>
              </div>
            </div>

            <div
              ref={stageRef}
              tabIndex={-1}
              role="group"
              aria-label={labels.stageLabel}
              data-testid="game-stage"
              data-state={phase}
              data-lane={hud.lane}
              className="relative aspect-[3/4] w-full overflow-hidden rounded-2xl bg-[#17202e] outline-none"
            >
              {phase === 'idle' || phase === 'loading' || phase === 'error' ? (
                <div className={overlayClass}>
                  {/* eslint-disable-next-line @next/next/no-img-element -- a decorative SVG, no optimisation to gain */}
                  <img src="/images/brand/darky.svg" alt="" width={120} height={120} className="h-24 w-24 motion-safe:animate-bounce tab:h-28 tab:w-28" />
                  <h2 className="font-heading text-3xl font-bold">{labels.gameName}</h2>
                  <p className="max-w-xs text-white/85">{labels.tagline}</p>
                  <ul aria-label={labels.legendLabel} className="grid grid-cols-2 gap-x-4 gap-y-1.5 text-left text-sm text-white/90">
                    {(['lead', 'star', 'heart', 'spam'] as const).map((kind) => (
                      <li key={kind} className="flex items-center gap-2">
                        <LegendIcon kind={kind} />
                        {labels[kind === 'lead' ? 'legendLead' : kind === 'star' ? 'legendStar' : kind === 'heart' ? 'legendHeart' : 'legendSpam']}
                      </li>
                    ))}
                  </ul>
                  <noscript>
                    <p className="max-w-xs rounded-lg bg-white/10 px-3 py-2 text-sm">{labels.noscript}</p>
                  </noscript>
                  <button ref={playTapRef} {...earlyTapProps} type="button" className={primaryButton} onClick={play} disabled={phase === 'loading'}>
                    {phase === 'loading' ? labels.loading : labels.play}
                  </button>
                  {phase === 'error' ? (
                    <p role="alert" className="max-w-xs text-sm text-[#ffb3b5]">
                      {labels.startError}
                    </p>
                  ) : null}
                  {best > 0 ? <p className="text-sm text-white/75">{fill(labels.best, { best })}</p> : null}
                </div>
              ) : null}

              {phase === 'paused' ? (
                <div className={overlayClass}>
                  <h2 className="font-heading text-3xl font-bold">{labels.paused}</h2>
                  <p className="max-w-xs text-white/85">{labels.pausedHint}</p>
                  <button ref={resumeRef} type="button" className={primaryButton} onClick={() => controllerRef.current?.resume()}>
                    {labels.resume}
                  </button>
                  <button type="button" className={secondaryButton} onClick={() => controllerRef.current?.quit()}>
                    {labels.quit}
                  </button>
                </div>
              ) : null}

              {phase === 'over' && result ? (
                <div className={`${overlayClass} justify-start tab:justify-center`} data-testid="game-over">
                  <h2 ref={overHeadingRef} tabIndex={-1} className="font-heading text-2xl font-bold outline-none">
                    {labels.gameOver}
                  </h2>
                  <p className="-mt-3 text-sm text-white/80">{endText}</p>
                  <p className="font-heading text-4xl font-bold text-brand-green tabular-nums" data-testid="final-score">
                    <span className="sr-only">{labels.yourScore}: </span>
                    {fill(labels.finalScore, { score: result.score })}
                  </p>
                  {newBest ? <p className="-mt-3 text-sm font-semibold text-[#ffc94a]">{labels.newBest}</p> : null}

                  {submission.state === 'saved' ? (
                    <p role="status" className="rounded-lg bg-brand-green/15 px-3 py-2 text-sm font-semibold text-brand-green">
                      {fill(labels.saved, { rank: submission.rank })}
                    </p>
                  ) : (
                    <form onSubmit={submitScore} noValidate className="w-full max-w-xs text-left">
                      <label htmlFor={nicknameId} className="block text-sm font-semibold">
                        {labels.nickname}
                      </label>
                      {/* Field and button on one row only where both fit at full size; else the field keeps the row. */}
                      <div className="mt-1 flex flex-wrap gap-2">
                        <input
                          id={nicknameId}
                          name="nickname"
                          value={nickname}
                          onChange={(event) => setNickname(event.target.value)}
                          minLength={3}
                          maxLength={16}
                          required
                          autoComplete="nickname"
                          aria-invalid={nicknameError ? true : undefined}
                          aria-describedby={`${nicknameId}-hint`}
                          className={`min-h-11 w-full min-w-[11rem] flex-1 basis-[11rem] rounded-lg border-2 bg-white px-3 text-brand-dark ${nicknameError ? 'border-[#ff5a5f]' : 'border-transparent'}`}
                        />
                        <button type="submit" className={`${primaryButton} grow px-4 text-base`} disabled={submission.state === 'sending'}>
                          {submission.state === 'sending' ? labels.submitting : labels.submit}
                        </button>
                      </div>
                      <p id={`${nicknameId}-hint`} className={`mt-1 text-xs ${nicknameError ? 'text-[#ffb3b5]' : 'text-white/70'}`}>
                        {nicknameError ?? labels.nicknameHint}
                      </p>
                      {submission.state === 'editing' && submission.message ? (
                        <p role="alert" className="mt-1 text-xs text-[#ffb3b5]">
                          {submission.message}
                        </p>
                      ) : null}
                    </form>
                  )}

                  <div className="flex flex-wrap justify-center gap-2">
                    <button type="button" className={primaryButton} onClick={play}>
                      {labels.playAgain}
                    </button>
                    <button type="button" className={secondaryButton} onClick={share}>
                      {labels.share}
                    </button>
                  </div>
                  {shareOpen ? (
                    <div className="flex w-full max-w-xs flex-col gap-2 text-sm">
                      <label className="sr-only" htmlFor={`${nicknameId}-share`}>
                        {labels.shareLink}
                      </label>
                      <input
                        id={`${nicknameId}-share`}
                        readOnly
                        value={shareUrl()}
                        className="min-h-11 rounded-lg bg-white/10 px-3 text-white"
                        onFocus={(event) => event.target.select()}
                      />
                      <div className="flex gap-2">
                        <button type="button" className={`${secondaryButton} flex-1 px-3`} onClick={copyLink}>
                          {copied ? labels.copied : labels.copyLink}
                        </button>
                        <a
                          className={`${secondaryButton} flex-1 px-3`}
                          href={`https://wa.me/?text=${encodeURIComponent(`${shareText} ${shareUrl()}`)}`}
                          target="_blank"
                          rel="noopener noreferrer"
                        >
                          WhatsApp
                          <span className="sr-only"> ({labels.shareWhatsapp})</span>
                        </a>
                      </div>
                    </div>
                  ) : null}

                  <div className="w-full max-w-xs rounded-2xl bg-brand-blue-deep/40 p-3 ring-1 ring-brand-blue/40">
                    <p className="font-heading font-bold">{labels.inviteTitle}</p>
                    <a href="#formulario" className="mt-1 inline-block text-sm font-semibold text-brand-green underline underline-offset-4 hover:text-white">
                      {labels.inviteCta} →
                    </a>
                  </div>
                </div>
              ) : null}
            </div>

            <div role="group" aria-label={labels.controlsLabel} className="mt-3 grid grid-cols-2 gap-3">
              <MoveButton direction="left" label={labels.left} disabled={phase !== 'playing'} onMove={() => controllerRef.current?.move(-1)} />
              <MoveButton direction="right" label={labels.right} disabled={phase !== 'playing'} onMove={() => controllerRef.current?.move(1)} />
            </div>
            <p aria-live="polite" aria-atomic="true" className="sr-only" data-testid="game-announcer">
              {announcement}
            </p>
          </div>
        </div>

        <div className="lg:col-start-2">
          <h2 className="font-heading text-xl font-bold">{labels.howToTitle}</h2>
          <ul className="mt-3 grid gap-2 text-white/85 md:grid-cols-2 lg:grid-cols-1">
            {howTo.map((line) => (
              <li key={line} className="flex gap-2">
                <span aria-hidden="true" className="mt-2 h-2 w-2 shrink-0 rounded-full bg-brand-green" />
                <span>{line}</span>
              </li>
            ))}
          </ul>
        </div>

        <div className="lg:col-start-2">
          <LeaderboardTables boards={boards} labels={labels} locale={locale} highlight={highlight} />
        </div>
      </div>
    </section>
  );
}
