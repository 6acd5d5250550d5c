import { describe, expect, it } from 'vitest';
import { Spelling } from './spelling';

describe('Spelling', () => {
  const es = new Spelling('es', ['necesito', 'necesito', 'pagina', 'quiero', 'oficina', 'agenden', 'precios', 'cotizar', 'hacer', 'urgente']);
  const en = new Spelling('en', ['website', 'restaurant', 'office', 'price', 'courses', 'looks', 'shops']);

  it('reads a Spanish word spelt by ear as the known word', () => {
    expect(['nesesito', 'pajina', 'kiero', 'ofisina', 'urjente', 'aser'].map((word) => es.read(word))).toEqual([
      'necesito',
      'pagina',
      'quiero',
      'oficina',
      'urgente',
      'hacer',
    ]);
  });

  it('reads a word with a letter left out or two swapped as the known word', () => {
    expect(['websit', 'restarant', 'ofice', 'corses', 'pirce'].map((word) => en.read(word))).toEqual(['website', 'restaurant', 'office', 'courses', 'price']);
    expect(en.read('websiet')).toBe('website');
  });

  it('keeps known words, short words, real words a letter away and other forms of a known word', () => {
    expect(es.read('agende')).toBe('agende');
    expect(es.read('premios')).toBe('premios');
    expect(es.read('cotiza')).toBe('cotiza');
    expect(en.read('loops')).toBe('loops');
    expect(en.read('shop')).toBe('shop');
    expect(en.read('ned')).toBe('ned');
    expect(en.read('price')).toBe('price');
  });
});
