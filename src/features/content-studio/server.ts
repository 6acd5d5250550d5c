/** The content studio's server-side API for the console: the published content, its entries and their history. */
export {
  contentRevision,
  ContentRefusedError,
  documentVersions,
  loadPublishedContent,
  publishDocuments,
  versionsById,
  type ContentVersion,
} from './server/content-store';
export {
  COLLECTIONS,
  collectionById,
  entryChanges,
  entryIndex,
  listEntries,
  postValue,
  readEntry,
  removalChanges,
  sitePath,
  type Collection,
  type Entry,
  type Json,
  type JsonObject,
  type StudioLocale,
} from './server/collections';
export { entryFields, fieldName, placeProblems, valuesFromForm, type EntryField, type FieldProblems } from './server/entry-form';
export {
  collectionDrafts,
  discardDraft,
  entryDraft,
  saveDraft,
  scheduleUnpublish,
  clearDraft,
  dropEntryDrafts,
  runDueSchedules,
  withChanges,
  type EntryDraft,
  type EntryValues,
  type ScheduledChange,
} from './server/drafts';
export { previewToken, PREVIEW_PATH, PREVIEW_TTL_S } from './server/preview';
export { isGeneratedIllustration, liveSeedHoldings, seedHoldings, type PersonReason, type SeedHolding, type SeedPerson } from './server/seed-holdings';
export { NEW_PERSON_PHOTO, withNewPerson, withoutPerson, type NewPerson } from './server/team';
export { listMedia, type StoredMedia } from './media/media-store';
