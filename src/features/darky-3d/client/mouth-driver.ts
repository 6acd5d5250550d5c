/**
 * Drives Darky's mouth from a reply: plays the text's viseme timeline from the moment speech (or typing)
 * starts, jumps to the voice's position on each `boundary` event, keeps moving if the voice outlasts the
 * estimate, and closes the mouth on `end`/`error` (or when the typed reply is complete).
 */
import { buildVisemeTimeline, charsVoicedAt, elapsedAtChar, segmentAt, visemeShapes, type VisemeTimeline } from './visemes';

export interface MouthShape {
  open: number;
  width: number;
}

export const RESTING_MOUTH: MouthShape = visemeShapes.rest;

export class MouthDriver {
  private timeline: VisemeTimeline | null = null;
  private startedAt = 0;
  /** Speech ends when the voice says so, not when our estimate runs out; typing ends with the timeline. */
  private untilStopped = false;

  /** Starts voicing `text` at `now` (ms). */
  start(text: string, now: number, options: { charsPerSecond: number; untilStopped: boolean }): void {
    this.timeline = buildVisemeTimeline(text, options.charsPerSecond);
    this.startedAt = now;
    this.untilStopped = options.untilStopped;
  }

  /** The voice reached `charIndex` at `now`: move the timeline there. */
  resync(charIndex: number, now: number): void {
    if (!this.timeline) return;
    this.startedAt = now - elapsedAtChar(this.timeline, charIndex);
  }

  stop(): void {
    this.timeline = null;
  }

  get active(): boolean {
    return this.timeline !== null;
  }

  /** Characters of the reply voiced so far (the whole text once stopped). */
  charsVoiced(now: number): number {
    if (!this.timeline) return Number.POSITIVE_INFINITY;
    return charsVoicedAt(this.timeline, now - this.startedAt);
  }

  /** The mouth at `now`; a finished typing timeline stops itself. */
  shapeAt(now: number): MouthShape {
    const timeline = this.timeline;
    if (!timeline) return RESTING_MOUTH;
    const elapsed = now - this.startedAt;
    if (elapsed >= timeline.duration) {
      if (!this.untilStopped) {
        this.timeline = null;
        return RESTING_MOUTH;
      }
      // The voice is slower than estimated and sends no boundaries: keep talking in a plain rhythm until `end`.
      const phase = Math.sin(elapsed / 55) * 0.5 + 0.5;
      return { open: 0.25 + phase * 0.55, width: 0.9 + phase * 0.15 };
    }
    const segment = segmentAt(timeline, elapsed);
    if (!segment) return RESTING_MOUTH;
    const shape = visemeShapes[segment.viseme];
    // Ease in and out of each letter, so the mouth does not snap between shapes.
    const progress = (elapsed - segment.start) / segment.duration;
    const envelope = Math.sin(Math.min(1, Math.max(0, progress)) * Math.PI) * 0.5 + 0.5;
    return { open: shape.open * envelope, width: shape.width };
  }
}
