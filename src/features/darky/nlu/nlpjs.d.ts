/** The small part of NLP.js that Darky uses (the packages ship no types). */
declare module '@nlpjs/core-loader' {
  export interface NlpContainer {
    use(plugin: unknown): void;
    get(name: string): unknown;
  }
  export function containerBootstrap(settings?: Record<string, unknown>): Promise<NlpContainer>;
}
declare module '@nlpjs/nlp' {
  import type { NlpContainer } from '@nlpjs/core-loader';
  export interface NlpClassification {
    intent: string;
    score: number;
  }
  export interface NlpClassifyResult {
    intent: string;
    score: number;
    classifications: NlpClassification[];
  }
  export class Nlp {
    constructor(settings: Record<string, unknown>, container: NlpContainer);
    addLanguage(locales: string | string[]): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    classify(locale: string, utterance: string): Promise<NlpClassifyResult>;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}
declare module '@nlpjs/lang-es' {
  export const LangEs: unknown;
  export class StemmerEs {
    stemWord(word: string): string;
  }
  export class StopwordsEs {
    isStopword(word: string): boolean;
  }
}
declare module '@nlpjs/lang-en' {
  export const LangEn: unknown;
  export class StemmerEn {
    stemWord(word: string): string;
  }
  export class StopwordsEn {
    isStopword(word: string): boolean;
  }
}
