/** The game's sound effects, synthesised with Web Audio (no audio files): short blips, a buzz, a fanfare. */
import type { GameEvent } from './simulation';

type Tone = { frequency: number; to?: number; duration: number; type: OscillatorType; gain: number; delay?: number };

const CATCH: Tone[] = [{ frequency: 660, to: 990, duration: 0.09, type: 'triangle', gain: 0.18 }];
const STAR: Tone[] = [523, 659, 784, 1047].map((frequency, i) => ({ frequency, duration: 0.08, type: 'square' as const, gain: 0.07, delay: i * 0.06 }));
const HEART: Tone[] = [{ frequency: 440, to: 880, duration: 0.22, type: 'sine', gain: 0.2 }];
const HIT: Tone[] = [
  { frequency: 180, to: 60, duration: 0.28, type: 'sawtooth', gain: 0.16 },
  { frequency: 120, to: 50, duration: 0.3, type: 'square', gain: 0.08 },
];
const LEVEL: Tone[] = [
  { frequency: 784, duration: 0.08, type: 'triangle', gain: 0.12 },
  { frequency: 1175, duration: 0.12, type: 'triangle', gain: 0.12, delay: 0.09 },
];
const OVER: Tone[] = [523, 440, 349, 262].map((frequency, i) => ({ frequency, duration: 0.16, type: 'triangle' as const, gain: 0.16, delay: i * 0.14 }));

export class GameSound {
  private master: GainNode | undefined;

  /**
   * `context` is made by the page inside the visitor's gesture (the play button), as browsers require to allow
   * sound, and kept across replays; without one (no Web Audio) the game is silent.
   */
  constructor(
    private readonly context: AudioContext | undefined,
    private muted: boolean,
  ) {
    if (!context) return;
    this.master = context.createGain();
    this.master.gain.value = muted ? 0 : 0.8;
    this.master.connect(context.destination);
    void context.resume().catch(() => {});
  }

  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.master && this.context) this.master.gain.setTargetAtTime(muted ? 0 : 0.8, this.context.currentTime, 0.01);
  }

  suspend(): void {
    void this.context?.suspend().catch(() => {});
  }

  resume(): void {
    void this.context?.resume().catch(() => {});
  }

  /** Disconnects this run's output; the page keeps the context for the next run. */
  close(): void {
    this.master?.disconnect();
    this.master = undefined;
  }

  play(events: readonly GameEvent[]): void {
    for (const event of events) {
      if (event.type === 'catch') this.tones(event.kind === 'star' ? STAR : event.kind === 'heart' ? HEART : CATCH);
      else if (event.type === 'hit') this.tones(HIT);
      else if (event.type === 'level') this.tones(LEVEL);
      else if (event.type === 'over' && event.reason !== 'quit') this.tones(OVER);
    }
  }

  private tones(tones: readonly Tone[]): void {
    const context = this.context;
    if (!context || !this.master || this.muted || context.state !== 'running') return;
    for (const tone of tones) {
      const start = context.currentTime + (tone.delay ?? 0);
      const oscillator = context.createOscillator();
      const envelope = context.createGain();
      oscillator.type = tone.type;
      oscillator.frequency.setValueAtTime(tone.frequency, start);
      if (tone.to) oscillator.frequency.exponentialRampToValueAtTime(tone.to, start + tone.duration);
      envelope.gain.setValueAtTime(0.0001, start);
      envelope.gain.exponentialRampToValueAtTime(tone.gain, start + 0.01);
      envelope.gain.exponentialRampToValueAtTime(0.0001, start + tone.duration);
      oscillator.connect(envelope).connect(this.master);
      oscillator.start(start);
      oscillator.stop(start + tone.duration + 0.02);
    }
  }
}
