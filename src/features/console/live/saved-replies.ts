/** The live inbox's saved replies (content/{es,en}/saved-replies.json): offered in the conversation's language. */
import type { ChatLocale } from '@/features/darky/public';

export interface SavedReply {
  id: string;
  /** What the picker shows. */
  label: string;
  /** What is inserted; {name} is the operator's first name. */
  text: string;
}

export type SavedRepliesByLocale = Record<ChatLocale, readonly SavedReply[]>;

/** The reply as this operator sends it (first name only, as the visitor sees operators), after what is typed already. */
export function withSavedReply(draft: string, reply: SavedReply, operatorName: string): string {
  const firstName = operatorName.trim().split(/\s+/)[0] || operatorName;
  const text = reply.text.replaceAll('{name}', firstName);
  const typed = draft.trimEnd();
  return (typed ? `${typed} ${text}` : text).slice(0, 1000);
}
