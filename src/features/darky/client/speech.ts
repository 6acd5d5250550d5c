/**
 * Thin wrappers over the Web Speech API (recognition for the microphone, synthesis for spoken replies).
 * They read window.SpeechRecognition / webkitSpeechRecognition / speechSynthesis at call time, so tests
 * can install fakes before the page loads.
 */
import { localeTags, type Locale } from '@/i18n/routing';

/** The part of SpeechRecognition the widget uses (lib.dom does not declare it). */
export interface SpeechRecognitionLike {
  lang: string;
  interimResults: boolean;
  continuous: boolean;
  maxAlternatives: number;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }> & { isFinal?: boolean }> }) => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}
type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

interface SpeechWindow {
  SpeechRecognition?: SpeechRecognitionConstructor;
  webkitSpeechRecognition?: SpeechRecognitionConstructor;
  speechSynthesis?: SpeechSynthesis;
  SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance;
}

function speechWindow(): SpeechWindow | null {
  return typeof window === 'undefined' ? null : (window as unknown as SpeechWindow);
}

export function getSpeechRecognition(): SpeechRecognitionConstructor | null {
  const w = speechWindow();
  return w?.SpeechRecognition ?? w?.webkitSpeechRecognition ?? null;
}

export function isSpeechSynthesisSupported(): boolean {
  const w = speechWindow();
  return Boolean(w?.speechSynthesis && w.SpeechSynthesisUtterance);
}

/** Why listening stopped without a transcript: the visitor (or the browser's policy) refused the microphone. */
export type ListenFailure = 'denied' | 'unavailable';

/** Web Speech error codes that mean "no permission" rather than "nothing heard". */
const DENIED_ERRORS = new Set(['not-allowed', 'service-not-allowed']);
const UNAVAILABLE_ERRORS = new Set(['audio-capture', 'network', 'language-not-supported']);

/**
 * Listens once in the page's language (es-PE / en-US) and hands over the final transcript.
 * Returns a stop function, or null where the browser has no recognition.
 */
export function listenOnce(
  locale: Locale,
  callbacks: { onTranscript(text: string): void; onEnd(): void; onFailure?(failure: ListenFailure): void },
): (() => void) | null {
  const Recognition = getSpeechRecognition();
  if (!Recognition) return null;
  const recognition = new Recognition();
  recognition.lang = localeTags[locale];
  recognition.interimResults = false;
  recognition.continuous = false;
  recognition.maxAlternatives = 1;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    callbacks.onEnd();
  };
  recognition.onresult = (event) => {
    const transcript = Array.from(event.results)
      .map((result) => result[0]?.transcript ?? '')
      .join(' ')
      .trim();
    if (transcript) callbacks.onTranscript(transcript);
  };
  recognition.onerror = (event) => {
    const code = event?.error ?? '';
    if (DENIED_ERRORS.has(code)) callbacks.onFailure?.('denied');
    else if (UNAVAILABLE_ERRORS.has(code)) callbacks.onFailure?.('unavailable');
    end();
  };
  recognition.onend = end;
  try {
    recognition.start();
  } catch {
    end();
    return null;
  }
  return () => {
    recognition.stop();
  };
}

/** Voice for a language tag: exact (es-PE) -> same language (es-*) -> the browser's default -> none. */
export function pickVoice<V extends Pick<SpeechSynthesisVoice, 'lang' | 'default'>>(voices: readonly V[], tag: string): V | undefined {
  const normalize = (lang: string) => lang.replace('_', '-').toLowerCase();
  const wanted = normalize(tag);
  const language = wanted.split('-')[0];
  return (
    voices.find((voice) => normalize(voice.lang) === wanted) ??
    voices.find((voice) => normalize(voice.lang).split('-')[0] === language) ??
    voices.find((voice) => voice.default)
  );
}

type UtteranceObserver = (utterance: SpeechSynthesisUtterance, text: string) => void;
const utteranceObservers = new Set<UtteranceObserver>();

/** Lets a view follow each reply read aloud (its start, boundary and end events): Darky 3D moves his mouth with them. */
export function observeSpokenReplies(observer: UtteranceObserver): () => void {
  utteranceObservers.add(observer);
  return () => utteranceObservers.delete(observer);
}

/** Speaks a bot reply; calls onEnd when done (or at once when synthesis is missing). */
export function speak(text: string, locale: Locale, callbacks: { onStart?(): void; onEnd?(): void } = {}): void {
  const w = speechWindow();
  if (!w?.speechSynthesis || !w.SpeechSynthesisUtterance) {
    callbacks.onEnd?.();
    return;
  }
  const synthesis = w.speechSynthesis;
  const utterance = new w.SpeechSynthesisUtterance(text);
  const tag = localeTags[locale];
  utterance.lang = tag;
  const voice = pickVoice(synthesis.getVoices(), tag);
  if (voice) {
    utterance.voice = voice;
    utterance.lang = voice.lang;
  }
  utterance.onstart = () => callbacks.onStart?.();
  utterance.onend = () => callbacks.onEnd?.();
  utterance.onerror = () => callbacks.onEnd?.();
  // A new reply replaces the one still being read.
  synthesis.cancel();
  utteranceObservers.forEach((observe) => observe(utterance, text));
  synthesis.speak(utterance);
}

export function stopSpeaking(): void {
  speechWindow()?.speechSynthesis?.cancel();
}
