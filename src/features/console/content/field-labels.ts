/**
 * A studio field's name in words, in the console's language: 'team.members.0.bio' reads "Equipo › Integrante n.º 1 ›
 * Biografía breve". Each key has its word in messages (console.content.fields); an unknown key is spelled out from
 * its own name ('metaTitle' -> "Meta title"), so a new field never shows as code.
 */

/** 'metaTitle' -> 'Meta title', 'section_1' -> 'Section 1'. */
export function spelledOut(key: string): string {
  const words = key
    .replace(/([a-z])([A-Z0-9])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface FieldWords {
  /** The word for a key, or undefined when messages have none. */
  key(key: string): string | undefined;
  /** An item of a list: its group's word and its position from 1 ("Integrante n.º 1"). */
  item(label: string, number: number): string;
}

export const LABEL_SEPARATOR = ' › ';

/** The field's label: each key in words, a list's index as the item's number. */
export function fieldLabel(path: string, words: FieldWords): string {
  const parts: string[] = [];
  for (const step of path.split('.')) {
    if (/^\d+$/.test(step)) {
      const group = parts.pop() ?? '';
      parts.push(words.item(group, Number(step) + 1));
    } else parts.push(words.key(step) ?? spelledOut(step));
  }
  return parts.join(LABEL_SEPARATOR);
}
