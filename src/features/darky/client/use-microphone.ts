/** Darky's microphone: one spoken message at a time, with the states the composer shows (widget and 3D demo alike). */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Locale } from '@/i18n/routing';
import { getSpeechRecognition, listenOnce } from './speech';

export type MicrophoneState = 'ready' | 'listening' | 'unsupported' | 'denied';

export interface Microphone {
  state: MicrophoneState;
  /** Starts listening, or stops a listening microphone; does nothing where speech recognition is unsupported. */
  toggle(): void;
}

/** `onTranscript` gets what the visitor said; it is read at the moment of speaking, so it may change between renders. */
export function useMicrophone(locale: Locale, onTranscript: (text: string) => void): Microphone {
  // Read once on mount: the chats that use it only ever render in the browser.
  const [supported] = useState(() => getSpeechRecognition() !== null);
  const [listening, setListening] = useState(false);
  const [denied, setDenied] = useState(false);
  const stopListening = useRef<(() => void) | null>(null);
  const latestOnTranscript = useRef(onTranscript);
  latestOnTranscript.current = onTranscript;

  useEffect(() => () => stopListening.current?.(), []);

  const toggle = useCallback(() => {
    if (!supported) return;
    if (listening) {
      stopListening.current?.();
      return;
    }
    const stop = listenOnce(locale, {
      onTranscript: (text) => {
        setDenied(false);
        latestOnTranscript.current(text);
      },
      onFailure: (failure) => {
        if (failure === 'denied') setDenied(true);
      },
      onEnd: () => {
        setListening(false);
        stopListening.current = null;
      },
    });
    if (stop) {
      stopListening.current = stop;
      setListening(true);
    }
  }, [supported, listening, locale]);

  const state: MicrophoneState = !supported ? 'unsupported' : listening ? 'listening' : denied ? 'denied' : 'ready';
  return { state, toggle };
}
