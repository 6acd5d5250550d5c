/** Uploaded images' addresses: parsed whole, and taken by the content schemas wherever an image path is. */
import { describe, expect, it } from 'vitest';
import { mediaUrl, parseMediaUrl } from './media-url';
import { eventSchema } from './schemas';

const HASH = '0123456789abcdef0123456789abcdef';

describe('media addresses', () => {
  it('round-trips a variant and refuses anything else', () => {
    expect(parseMediaUrl(mediaUrl({ hash: HASH, width: 960, format: 'avif' }))).toEqual({ hash: HASH, width: 960, format: 'avif' });
    for (const bad of [`/media/${HASH}-960.png`, `/media/${HASH.slice(1)}-960.webp`, `/media/${HASH}-0960.webp`, `/media/../${HASH}-960.webp`, `/images/${HASH}-960.webp`]) {
      expect(parseMediaUrl(bad), bad).toBeUndefined();
    }
  });

  it('is accepted where a content schema takes an image, beside /images/ paths', () => {
    const event = {
      slug: 'darky-day',
      title: 'Darky Day',
      date: '2026-12-03T18:00:00-05:00',
      place: 'Lima',
      mode: 'Presencial',
      summary: 'Un día',
      agenda: [{ time: '18:00', title: 'Inicio' }],
      formId: 'evento',
    };
    expect(eventSchema.safeParse({ ...event, image: `/media/${HASH}-1600.webp` }).success).toBe(true);
    expect(eventSchema.safeParse({ ...event, image: '/images/academy/event.png' }).success).toBe(true);
    expect(eventSchema.safeParse({ ...event, image: `/media/${HASH}-1600.png` }).success).toBe(false);
    expect(eventSchema.safeParse({ ...event, image: 'https://example.com/x.png' }).success).toBe(false);
  });
});
