import { describe, expect, it } from 'vitest';
import es from '../../../../messages/es.json';
import en from '../../../../messages/en.json';
import { fieldLabel, spelledOut, type FieldWords } from './field-labels';

function wordsOf(messages: typeof es): FieldWords {
  const fields: Record<string, string> = messages.console.content.fields;
  return {
    key: (key) => fields[key],
    item: (label, number) => messages.console.content.fieldItem.replace('{label}', label).replace('{number}', String(number)),
  };
}

describe('field labels in words', () => {
  it('names a field by its keys in the console language, a list item by its number from 1', () => {
    expect(fieldLabel('team.members.0.bio', wordsOf(es))).toBe('Equipo › Integrante n.º 1 › Biografía breve');
    expect(fieldLabel('team.members.0.bio', wordsOf(en))).toBe('Team › Member 1 › Short bio');
    expect(fieldLabel('items.2.title', wordsOf(es))).toBe('Elemento n.º 3 › Título');
    expect(fieldLabel('price.amount', wordsOf(en))).toBe('Price › Amount');
  });

  it('spells out a key it has no word for instead of showing code', () => {
    expect(spelledOut('metaTitle')).toBe('Meta title');
    expect(spelledOut('section_1')).toBe('Section 1');
    expect(fieldLabel('newThing.0.someKey', wordsOf(en))).toBe('New thing 1 › Some key');
  });

  it('has a word in both languages for every key', () => {
    expect(Object.keys(es.console.content.fields).sort()).toEqual(Object.keys(en.console.content.fields).sort());
  });
});
