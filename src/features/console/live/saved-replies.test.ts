/** Saved replies: the content offers the same replies in both languages, and an insert reads as the operator's own. */
import { describe, expect, it } from 'vitest';
import { getCatalogue } from '@/content/catalogue.server';
import { savedRepliesCatalogueSchema } from '@/content/schemas';
import { withSavedReply } from './saved-replies';

describe('saved replies', () => {
  it('are in both languages with the same ids, in the order the picker shows them', () => {
    const [es, en] = [getCatalogue('es', 'saved-replies').replies, getCatalogue('en', 'saved-replies').replies];
    expect(es.length).toBeGreaterThanOrEqual(4);
    expect(es.map((reply) => reply.id)).toEqual(en.map((reply) => reply.id));
    expect(es.find((reply) => reply.id === 'greeting')!.text).toMatch(/^¡Hola! Soy \{name\}/);
    expect(en.find((reply) => reply.id === 'greeting')!.text).toMatch(/^Hi! I'm \{name\}/);
  });

  it('inserts the text with the operator first name only, after what is already typed, within a message', () => {
    const greeting = { id: 'greeting', label: 'Saludo', text: '¡Hola! Soy {name}, del equipo.' };
    expect(withSavedReply('', greeting, 'Rosa Quispe Mamani')).toBe('¡Hola! Soy Rosa, del equipo.');
    expect(withSavedReply('Buenas tardes.  ', greeting, 'Rosa')).toBe('Buenas tardes. ¡Hola! Soy Rosa, del equipo.');
    expect(withSavedReply('x'.repeat(995), greeting, 'Rosa')).toHaveLength(1000);
  });

  it('the schema refuses an empty list, a repeated id, a bad id or a reply longer than a message', () => {
    const reply = { id: 'greeting', label: 'Saludo', text: 'Hola' };
    expect(savedRepliesCatalogueSchema.safeParse({ replies: [reply] }).success).toBe(true);
    expect(savedRepliesCatalogueSchema.safeParse({ replies: [] }).success).toBe(false);
    expect(savedRepliesCatalogueSchema.safeParse({ replies: [reply, reply] }).success).toBe(false);
    expect(savedRepliesCatalogueSchema.safeParse({ replies: [{ ...reply, id: 'Saludo Uno' }] }).success).toBe(false);
    expect(savedRepliesCatalogueSchema.safeParse({ replies: [{ ...reply, text: 'a'.repeat(1001) }] }).success).toBe(false);
  });
});
