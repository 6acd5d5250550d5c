/**
 * A small seeded PRNG (mulberry32) and generators of hostile values, so every fuzz run throws the same
 * inputs: a failure reproduces with the seed it prints (FUZZ_SEED overrides the default).
 */

export const DEFAULT_SEED = 0x5eed_da4c;

/** The seed of this run: FUZZ_SEED (decimal or 0x hex) or the fixed default. */
export function fuzzSeed(): number {
  const configured = process.env.FUZZ_SEED;
  if (!configured) return DEFAULT_SEED;
  const parsed = Number(configured);
  if (!Number.isInteger(parsed)) throw new Error(`FUZZ_SEED must be an integer, got "${configured}"`);
  return parsed >>> 0;
}

export class Random {
  private state: number;

  /** `stream` separates the sequences of the test files, so adding cases to one file does not change another's. */
  constructor(seed: number, stream = '') {
    let h = seed >>> 0;
    for (const char of stream) h = Math.imul(h ^ char.charCodeAt(0), 0x9e3779b1) >>> 0;
    this.state = h;
  }

  /** Uniform in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max]. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  bool(probability = 0.5): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  /** A string of `length` UTF-16 code units drawn from the whole range, lone surrogates and controls included. */
  codeUnits(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String.fromCharCode(this.int(0, 0xffff));
    return out;
  }

  /** Printable ASCII noise. */
  ascii(length: number): string {
    let out = '';
    for (let i = 0; i < length; i++) out += String.fromCharCode(this.int(0x20, 0x7e));
    return out;
  }

  /** Random bytes. */
  bytes(length: number): Uint8Array<ArrayBuffer> {
    const out = new Uint8Array(length);
    for (let i = 0; i < length; i++) out[i] = this.int(0, 255);
    return out;
  }

  /** One hostile string: a fixed nasty one, random code units, or a nasty one mixed with noise. */
  hostileString(): string {
    const roll = this.int(0, 5);
    if (roll <= 2) return this.pick(HOSTILE_STRINGS);
    if (roll === 3) return this.codeUnits(this.int(1, 40));
    if (roll === 4) return this.ascii(this.int(0, 60));
    return this.pick(HOSTILE_STRINGS) + this.codeUnits(this.int(1, 8)) + this.pick(HOSTILE_STRINGS);
  }

  /** Any JSON-able value of a wrong or odd type, nested at most `depth` levels. */
  hostileValue(depth = 2): unknown {
    const roll = this.int(0, depth > 0 ? 11 : 8);
    switch (roll) {
      case 0:
        return null;
      case 1:
        return this.bool();
      case 2:
        return this.pick([0, -1, 1e308, -0, 2 ** 53 + 1, 3.14, Number.MAX_SAFE_INTEGER]);
      case 3:
        return '';
      case 4:
        return ' '.repeat(this.int(1, 5));
      case 5:
      case 6:
      case 7:
      case 8:
        return this.hostileString();
      case 9:
        return Array.from({ length: this.int(0, 3) }, () => this.hostileValue(depth - 1));
      case 10:
        return { [this.pick(HOSTILE_KEYS)]: this.hostileValue(depth - 1) };
      default:
        return JSON.parse(`{"__proto__": ${JSON.stringify(this.hostileValue(depth - 1) ?? null)}}`);
    }
  }
}

/** Keys that break naive object handling (prototype pollution, getters, odd names). */
export const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty', '', ' ', '\u0000', 'a.b', '$where', '💥'];

/** Strings that have broken real parsers, databases and renderers. */
export const HOSTILE_STRINGS: readonly string[] = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "'; DROP TABLE leads; --",
  '{{7*7}}${7*7}<%= 7*7 %>',
  '\u0000',
  'Rosa\u0000Huamán',
  'a\u0000',
  '\ud800', // lone high surrogate
  '\udfff', // lone low surrogate
  'x\ud83dy', // broken pair
  '\u202eRTL override\u202c',
  '\u2066isolate\u2069',
  '\ufeffBOM',
  '\u200b\u200c\u200d', // zero-width characters only
  '\u0301', // a combining mark alone
  'Z̷̢̛̲̠̜a̸̧̛͎l̴̢̛͎g̷̢̛o̴̢̧',
  '\r\n\t\u000b\u000c',
  '\u001b[31mred\u001b[0m',
  '../../../../etc/passwd',
  '%00%2e%2e%2f',
  '=HYPERLINK("http://x")',
  '+51 987 654 321\u0000',
  'null',
  'undefined',
  'NaN',
  '[object Object]',
  '🧨'.repeat(50),
  '\uffff\ufffe',
  '\u{10ffff}',
];
