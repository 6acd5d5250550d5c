/** Keys of the content catalogues whose values are images or media addresses, never words. */
export const MEDIA_KEYS = [
  'img',
  'img1',
  'img2',
  'image',
  'icon',
  'iconHover',
  'mediaUrl',
  'mediaUrlResponsive',
  'metaImage',
  'background',
  'bg',
  'logo',
  'portrait',
  'photo',
] as const;

/**
 * Keys whose values are facts, never words (dates, times, prices, seats, slugs, images, links, codes): the same in both
 * languages. The fact-parity test holds content/ to it, and the content studio edits such a value once for both.
 */
export const FACT_KEYS: ReadonlySet<string> = new Set([
  'date',
  'time',
  'price',
  'amount',
  'currency',
  'seats',
  'slug',
  'clientSlug',
  'formId',
  'id',
  'code',
  'category',
  'categories',
  'class',
  'active',
  'action',
  ...MEDIA_KEYS,
  'front',
  'back',
  'url',
  'frame',
  'lens',
  'lensOpacity',
  'shape',
  // A team member's name and profile are the same in both languages.
  'fullName',
  'linkedin',
]);
