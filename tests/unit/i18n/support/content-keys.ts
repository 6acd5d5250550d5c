/** Keys of the content catalogues whose values are images or media addresses, never words (shared by the i18n tests). */
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
] as const;
