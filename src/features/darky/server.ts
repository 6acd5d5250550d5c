/** Darky's server-side entry for other features (the console's review pages). */
export { CUSTOM_INTENT_PREFIX } from './server/learned-examples';
export { loadDarkyCorpus, loadHeldOutSet } from './nlu/corpus.server';
