/**
 * Reads a list of messages (a JSON array in messages/*.json). Messages are precompiled at build
 * time, which turns arrays into objects keyed by index, so lists are read item by item.
 */
interface Translator {
  (key: string): string;
  has(key: string): boolean;
}

export function messageList(t: Translator, key: string): string[] {
  const items: string[] = [];
  for (let index = 0; t.has(`${key}.${index}`); index++) items.push(t(`${key}.${index}`));
  return items;
}
