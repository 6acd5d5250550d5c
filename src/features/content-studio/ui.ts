/**
 * The content studio's components for other pages: an uploaded image as a responsive `<picture>`, and the banner of a
 * draft's preview.
 */
export { MediaPicture, type MediaPictureProps } from './media/media-picture';
export { ContentPreviewBanner } from './preview-banner';
export { ContentImage, type ContentImageProps } from './media/content-image';
