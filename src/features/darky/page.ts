/** Darky's entry for pages that make room for the chat or wait to mount (tiny, dependency-free: first-load code). */
export { DARKY_MAKE_ROOM_EVENT, DARKY_ROOM_TAKEN_ATTRIBUTE } from './client/page-dom';
export { whenSettled } from './client/when-settled';
