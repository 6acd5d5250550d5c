/** What an upload may be and where it goes: shared by the endpoint and the studio's form (pure, safe in the browser). */

export const MEDIA_UPLOAD_PATH = '/admin/content/media/upload';

/** Larger uploads are refused before they are read whole (413). A 24-megapixel JPEG from a camera is about 8 MB. */
export const MEDIA_MAX_BYTES = 10 * 1024 * 1024;

/** Pixels (width × height) an upload may have: refused from the header, before decoding (a PNG bomb). */
export const MEDIA_MAX_PIXELS = 40_000_000;

/** The longest alt text taken: a sentence or two, as screen readers read it. */
export const ALT_MAX_LENGTH = 300;
