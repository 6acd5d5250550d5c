// Leaderboard nicknames: the length and characters the board can show, and no abuse in either language.
import { describe, expect, it } from 'vitest';
import { checkNickname } from './nickname';

describe('checkNickname', () => {
  it('accepts ordinary nicknames in both languages, trimmed and with spaces collapsed', () => {
    for (const name of ['Rosa', 'Ñandú_99', 'José María', 'xX-Pro.Gamer-Xx', 'Tomás', 'Vasquez', 'Computadora', 'Diputado', 'Hancock', 'Concha', 'Sexto']) {
      expect(checkNickname(name), name).toEqual({ ok: true, nickname: name });
    }
    expect(checkNickname('  Ana   Lu  ')).toEqual({ ok: true, nickname: 'Ana Lu' });
  });

  it('refuses names shorter than 3 or longer than 16 characters', () => {
    expect(checkNickname('Al')).toEqual({ ok: false, problem: 'length' });
    expect(checkNickname('Seventeen chars!!')).toEqual({ ok: false, problem: 'length' });
    expect(checkNickname(42)).toEqual({ ok: false, problem: 'length' });
  });

  it('refuses markup, emoji and names starting with punctuation', () => {
    for (const name of ['<script>', 'ana😀ana', '.dots', 'a/b/c']) expect(checkNickname(name), name).toEqual({ ok: false, problem: 'characters' });
  });

  it('refuses insults in Spanish and English, also spelt with digits, accents, capitals or repeats', () => {
    for (const name of ['pendejo', 'P3nd3j0', 'Cabrón', 'hijodeputa', 'ElPutoAmo', 'MIERDAAA', 'fuck_you', 'FuuuCK', 'bitch99', 'sh1t head', 'Malparido']) {
      expect(checkNickname(name), name).toEqual({ ok: false, problem: 'abusive' });
    }
  });
});
