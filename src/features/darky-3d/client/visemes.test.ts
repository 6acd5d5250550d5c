import { describe, expect, it } from 'vitest';
import { buildVisemeTimeline, charsVoicedAt, elapsedAtChar, segmentAt, SPOKEN_CHARS_PER_SECOND } from './visemes';

describe('viseme timeline from a reply', () => {
  it('gives each letter its mouth shape: open a, wide e/i, round o/u, closed m/b/p, teeth f/v', () => {
    const shapes = buildVisemeTimeline('amo fe').segments.map((segment) => segment.viseme);
    expect(shapes).toEqual(['open', 'closed', 'round', 'rest', 'teeth', 'wide']);
  });

  it('reads accented Spanish vowels like plain ones', () => {
    const shapes = buildVisemeTimeline('áéíóú').segments.map((segment) => segment.viseme);
    expect(shapes).toEqual(['open', 'wide', 'wide', 'round', 'round']);
  });

  it('lasts about as long as a voice takes, with pauses at punctuation', () => {
    const plain = buildVisemeTimeline('Hola soy Darky');
    const paused = buildVisemeTimeline('Hola, soy Darky.');
    expect(plain.duration).toBeGreaterThan((14 / SPOKEN_CHARS_PER_SECOND) * 1000 * 0.7);
    expect(plain.duration).toBeLessThan((14 / SPOKEN_CHARS_PER_SECOND) * 1000 * 1.3);
    expect(paused.duration - plain.duration).toBeGreaterThan(300);
  });

  it('finds the letter playing at a moment, and none outside the reply', () => {
    const timeline = buildVisemeTimeline('Hola');
    expect(segmentAt(timeline, 0)?.charIndex).toBe(0);
    expect(segmentAt(timeline, timeline.segments[2]!.start + 1)?.charIndex).toBe(2);
    expect(segmentAt(timeline, -1)).toBeNull();
    expect(segmentAt(timeline, timeline.duration)).toBeNull();
  });

  it('maps a boundary (character index) to its moment, and counts the characters voiced', () => {
    const timeline = buildVisemeTimeline('Hola amigo');
    const at = elapsedAtChar(timeline, 5);
    expect(at).toBe(timeline.segments[5]!.start);
    expect(charsVoicedAt(timeline, at + 1)).toBe(6);
    expect(charsVoicedAt(timeline, 0)).toBe(0);
    expect(charsVoicedAt(timeline, timeline.duration + 1)).toBe(10);
    expect(elapsedAtChar(timeline, 99)).toBe(timeline.duration);
  });
});
