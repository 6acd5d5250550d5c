/** The content studio's components for other pages: an uploaded image as a responsive `<picture>`. */
export { MediaPicture, type MediaPictureProps } from './media/media-picture';
