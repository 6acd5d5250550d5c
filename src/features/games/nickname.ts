/**
 * Leaderboard nicknames: 3 to 16 letters, digits, spaces, dots, dashes or underscores, and nothing abusive in
 * Spanish or English (checked on a folded spelling, so "P3nd3j0" and "pendejo" are the same word). Shared by
 * the game-over form (instant feedback) and the server (the rule that counts).
 */

export const NICKNAME_MIN = 3;
export const NICKNAME_MAX = 16;
const ALLOWED = /^[\p{L}\p{N}][\p{L}\p{N} ._-]*$/u;

/**
 * Roots of insults, slurs and sexual terms in both languages. The first list is refused anywhere in the folded
 * nickname; the second only at the start of a word, because inside words it is innocent ("computadora",
 * "diputado", "Hancock").
 */
const BLOCKED_ANYWHERE = [
  'pendej',
  'cabron',
  'mierda',
  'maricon',
  'hijodeput',
  'malparid',
  'gilipo',
  'chingad',
  'huevon',
  'cojud',
  'conchatumad',
  'fuck',
  'nigg',
  'motherf',
  'asshole',
  'arsehole',
  'bitch',
  'cunt',
  'whore',
  'retard',
  'hitler',
];
const BLOCKED_WORD_START = [
  'puta',
  'puto',
  'verga',
  'pinga',
  'chucha',
  'joder',
  'marica',
  'webon',
  'imbecil',
  'idiota',
  'estupid',
  'carajo',
  'follar',
  'mamada',
  'zorra',
  'pajer',
  'violad',
  'culo',
  'teta',
  'shit',
  'dick',
  'cock',
  'pussy',
  'slut',
  'fag',
  'bastard',
  'wank',
  'porn',
  'rape',
  'twat',
  'jerkoff',
  'dildo',
  'penis',
  'vagina',
  'kys',
  'nazi',
];

const LEET: Record<string, string> = { '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b', '9': 'g', '@': 'a', $: 's', '!': 'i' };

/** Lower case, accents and separators removed, digits read as the letters they imitate, repeats squeezed. */
export function foldNickname(value: string): string {
  return value
    .toLowerCase()
    .replace(/ñ/g, '\uE000')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\uE000/g, 'ñ')
    .replace(/[0-9@$!]/g, (c) => LEET[c] ?? c)
    .replace(/[^a-zñ]/g, '')
    .replace(/(.)\1+/g, '$1');
}

const FOLDED_ANYWHERE = BLOCKED_ANYWHERE.map(foldNickname);
const FOLDED_WORD_START = BLOCKED_WORD_START.map(foldNickname);

/** True when the nickname carries one of the blocked roots (words split at separators and at "camelCase" humps). */
export function isAbusiveNickname(nickname: string): boolean {
  const whole = foldNickname(nickname);
  if (FOLDED_ANYWHERE.some((root) => whole.includes(root))) return true;
  const words = nickname
    .split(/[^\p{L}\p{N}@$!]+|(?<=\p{Ll})(?=\p{Lu})/u)
    .map(foldNickname)
    .filter(Boolean);
  return [whole, ...words].some((word) => FOLDED_WORD_START.some((root) => word.startsWith(root)));
}

export type NicknameProblem = 'length' | 'characters' | 'abusive';

/** The nickname as stored (trimmed, inner spaces collapsed), or what is wrong with it. */
export function checkNickname(input: unknown): { ok: true; nickname: string } | { ok: false; problem: NicknameProblem } {
  const nickname = typeof input === 'string' ? input.normalize('NFC').trim().replace(/\s+/g, ' ') : '';
  const length = [...nickname].length;
  if (length < NICKNAME_MIN || length > NICKNAME_MAX) return { ok: false, problem: 'length' };
  if (!ALLOWED.test(nickname)) return { ok: false, problem: 'characters' };
  if (isAbusiveNickname(nickname)) return { ok: false, problem: 'abusive' };
  return { ok: true, nickname };
}
