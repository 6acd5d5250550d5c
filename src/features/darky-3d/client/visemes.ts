/**
 * Mouth shapes from text: a reply becomes a timeline of visemes (one per letter, pauses at spaces and
 * punctuation) that the 3D mouth follows while the reply is read aloud or typed out. speechSynthesis gives no
 * audio to analyse, so the timing is estimated from the text and moved to the voice's `boundary` events.
 */

/** The few mouth shapes a stylised character needs: how open and how wide. */
export type Viseme = 'rest' | 'closed' | 'open' | 'wide' | 'round' | 'teeth' | 'narrow';

export const visemeShapes: Record<Viseme, { open: number; width: number }> = {
  rest: { open: 0.05, width: 0.8 },
  closed: { open: 0, width: 0.85 },
  open: { open: 1, width: 1 },
  wide: { open: 0.55, width: 1.25 },
  round: { open: 0.75, width: 0.6 },
  teeth: { open: 0.2, width: 1.05 },
  narrow: { open: 0.35, width: 0.9 },
};

export interface VisemeSegment {
  /** Index in the text of the letter this segment voices (what a `boundary` event points at). */
  charIndex: number;
  /** Milliseconds from the start of the timeline. */
  start: number;
  duration: number;
  viseme: Viseme;
}

export interface VisemeTimeline {
  text: string;
  segments: VisemeSegment[];
  /** Total length in milliseconds. */
  duration: number;
}

/** About how fast voices read at rate 1 (letters per second); only an estimate until boundaries arrive. */
export const SPOKEN_CHARS_PER_SECOND = 14;
/** How fast a text-only reply is typed out in the page. */
export const TYPED_CHARS_PER_SECOND = 28;

function visemeOf(letter: string): Viseme | null {
  const c = letter
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if ('a'.includes(c)) return 'open';
  if ('ei'.includes(c)) return 'wide';
  if ('ouwy'.includes(c)) return 'round';
  if ('mbp'.includes(c)) return 'closed';
  if ('fv'.includes(c)) return 'teeth';
  if (/[a-zñç0-9]/.test(c)) return 'narrow';
  return null;
}

/** Relative length of each character: vowels hold longest, punctuation is a pause (the mouth rests). */
function weightOf(letter: string, viseme: Viseme | null): number {
  if (viseme === 'open' || viseme === 'wide' || viseme === 'round') return 1.15;
  if (viseme) return 0.8;
  if (/[.!?¡¿…]/.test(letter)) return 4;
  if (/[,;:]/.test(letter)) return 2.5;
  if (/\s/.test(letter)) return 0.7;
  return 0.5;
}

export function buildVisemeTimeline(text: string, charsPerSecond = SPOKEN_CHARS_PER_SECOND): VisemeTimeline {
  const unitMs = 1000 / charsPerSecond;
  const segments: VisemeSegment[] = [];
  let clock = 0;
  for (let index = 0; index < text.length; index += 1) {
    const letter = text[index]!;
    const viseme = visemeOf(letter);
    const duration = weightOf(letter, viseme) * unitMs;
    segments.push({ charIndex: index, start: clock, duration, viseme: viseme ?? 'rest' });
    clock += duration;
  }
  return { text, segments, duration: clock };
}

/** The segment playing at `elapsed` ms (null before the start and after the end). */
export function segmentAt(timeline: VisemeTimeline, elapsed: number): VisemeSegment | null {
  if (elapsed < 0 || elapsed >= timeline.duration) return null;
  // Binary search: replies are short, but this runs every frame.
  let low = 0;
  let high = timeline.segments.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if (timeline.segments[middle]!.start <= elapsed) low = middle;
    else high = middle - 1;
  }
  return timeline.segments[low] ?? null;
}

/** Where the timeline should be when the voice says it reached `charIndex` (a `boundary` event). */
export function elapsedAtChar(timeline: VisemeTimeline, charIndex: number): number {
  const segment = timeline.segments.find((candidate) => candidate.charIndex >= charIndex);
  return segment ? segment.start : timeline.duration;
}

/** How many characters of the text have been voiced at `elapsed` ms: drives the typed-out reply. */
export function charsVoicedAt(timeline: VisemeTimeline, elapsed: number): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= timeline.duration) return timeline.text.length;
  const segment = segmentAt(timeline, elapsed);
  return segment ? segment.charIndex + 1 : timeline.text.length;
}
