/** Turns the corpus and the content catalogues into the intents Darky is trained on, and remembers where each one leads. */
import type { DarkyCorpus } from './corpus-schema';
import type { DarkyKnowledge, KnowledgeService, KnowledgeSubTab, KnowledgeTab } from './knowledge';

/** An intent generated from the services catalogue: each service, tab and sub-tab can be asked for by name. */
export type CatalogueTarget =
  | { kind: 'service'; service: KnowledgeService }
  | { kind: 'tab'; service: KnowledgeService; tab: KnowledgeTab }
  | { kind: 'subTab'; service: KnowledgeService; tab: KnowledgeTab; subTab: KnowledgeSubTab };

export interface IntentCatalogue {
  /** intent name -> training utterances */
  documents: Map<string, string[]>;
  /** generated intent name -> what it points at */
  targets: Map<string, CatalogueTarget>;
}

export function serviceIntent(serviceSlug: string): string {
  return `service.${serviceSlug}`;
}
export function tabIntent(serviceSlug: string, tabSlug: string): string {
  return `tab.${serviceSlug}.${tabSlug}`;
}
export function subTabIntent(serviceSlug: string, tabSlug: string, subTabSlug: string): string {
  return `subtab.${serviceSlug}.${tabSlug}.${subTabSlug}`;
}

function fill(template: string, name: string): string {
  return template.replaceAll('{name}', name);
}

/** Distinct names of an entry: its name, its meta title without the brand suffix, and the corpus synonyms. */
function namesOf(entry: { slug: string; name: string; metaTitle?: string; title?: string }, synonyms: DarkyCorpus['synonyms']): string[] {
  const names = new Set<string>([entry.name]);
  for (const extra of [entry.metaTitle, entry.title]) {
    const cleaned = extra?.split(/\s[|–-]\s/)[0]?.trim();
    if (cleaned && cleaned.length <= 60) names.add(cleaned);
  }
  for (const synonym of synonyms[entry.slug] ?? []) names.add(synonym);
  return [...names];
}

function utterancesFor(names: string[], templates: string[]): string[] {
  const out = new Set<string>();
  for (const name of names) {
    out.add(name);
    for (const template of templates) out.add(fill(template, name));
  }
  return [...out];
}

export function buildIntentCatalogue(corpus: DarkyCorpus, knowledge: DarkyKnowledge): IntentCatalogue {
  const documents = new Map<string, string[]>();
  const targets = new Map<string, CatalogueTarget>();
  for (const [intent, definition] of Object.entries(corpus.intents)) documents.set(intent, [...definition.utterances]);

  const { service: serviceGen, tab: tabGen, subTab: subTabGen } = corpus.generated;
  for (const service of knowledge.services) {
    const sIntent = serviceIntent(service.slug);
    documents.set(sIntent, utterancesFor(namesOf(service, corpus.synonyms), serviceGen.utteranceTemplates));
    targets.set(sIntent, { kind: 'service', service });
    for (const tab of service.tabs) {
      const tIntent = tabIntent(service.slug, tab.slug);
      documents.set(tIntent, utterancesFor(namesOf(tab, corpus.synonyms), tabGen.utteranceTemplates));
      targets.set(tIntent, { kind: 'tab', service, tab });
      for (const subTab of tab.subTabs) {
        const names = namesOf(subTab, corpus.synonyms);
        // A sub-tab named like its tab (e-commerce under "Web e-commerce") would only split the tab's votes.
        if (names.every((n) => sameName(n, tab.name))) continue;
        const stIntent = subTabIntent(service.slug, tab.slug, subTab.slug);
        documents.set(stIntent, utterancesFor(names, subTabGen.utteranceTemplates));
        targets.set(stIntent, { kind: 'subTab', service, tab, subTab });
      }
    }
  }
  return { documents, targets };
}

function sameName(a: string, b: string): boolean {
  const norm = (s: string) =>
    s
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z0-9]/g, '');
  return norm(a) === norm(b);
}
