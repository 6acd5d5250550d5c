// What the payment code accepts from people: amounts, durations, test cards, tokens and pasted links.
import { describe, expect, it } from 'vitest';
import { formatAmount, parseAmountToCents } from './money';
import { chargeRequestSchema } from './payment-schema';
import { makeSandboxToken, passesLuhn, SANDBOX_TOKEN_PATTERN } from './sandbox-cards';
import { codeFromInput } from './server/payment-pages';
import { parseDuration } from './server/payment-links';

describe('amounts', () => {
  it("parses the operator's decimal text into integer cents, within bounds", () => {
    expect(parseAmountToCents('150.00')).toBe(15_000);
    expect(parseAmountToCents('150')).toBe(15_000);
    expect(parseAmountToCents('99.9')).toBe(9_990);
    expect(parseAmountToCents('0.29')).toBeNull();
    expect(parseAmountToCents('100000.01')).toBeNull();
    for (const bad of ['', '1,50', '-5', '1e3', '12.345', 'abc', ' 1 . 5']) expect(parseAmountToCents(bad)).toBeNull();
  });
  it('shows amounts in each language with the currency', () => {
    // Intl puts a no-break space between the sign and the figure.
    expect(formatAmount(15_000, 'PEN', 'es')).toBe('S/\u00a0150.00');
    expect(formatAmount(9_990, 'USD', 'en')).toBe('$99.90');
  });
  it('reads expiry durations', () => {
    expect(parseDuration('7d')).toBe(7 * 86_400_000);
    expect(parseDuration('12h')).toBe(12 * 3_600_000);
    expect(parseDuration('30s')).toBe(30_000);
    expect(parseDuration('7 days')).toBeNull();
  });
});

describe('sandbox cards', () => {
  const random = () => 'A'.repeat(16);
  const now = new Date('2026-11-23T00:00:00Z');
  it('turns the test cards into tokens of their scenario, carrying only the last four digits', () => {
    expect(makeSandboxToken({ number: '4111 1111 1111 1111', expiry: '12/30', cvv: '123' }, now, random)).toEqual({
      ok: true,
      token: `sbx_tok_approve_1111_${'A'.repeat(16)}`,
    });
    expect(makeSandboxToken({ number: '4000-0000-0000-0002', expiry: '01/27', cvv: '1234' }, now, random)).toMatchObject({
      token: expect.stringMatching(/^sbx_tok_decline_0002_/),
    });
    expect(makeSandboxToken({ number: '4000000000003220', expiry: '11/26', cvv: '123' }, now, random)).toMatchObject({
      token: expect.stringMatching(/^sbx_tok_challenge_3220_/),
    });
  });
  it('says which field is wrong', () => {
    expect(makeSandboxToken({ number: '4111 1111 1111 1112', expiry: '12/30', cvv: '123' }, now)).toEqual({ ok: false, field: 'number' });
    expect(makeSandboxToken({ number: '4111111111111111', expiry: '10/26', cvv: '123' }, now)).toEqual({ ok: false, field: 'expiry' });
    expect(makeSandboxToken({ number: '4111111111111111', expiry: '13/30', cvv: '123' }, now)).toEqual({ ok: false, field: 'expiry' });
    expect(makeSandboxToken({ number: '4111111111111111', expiry: '12/30', cvv: '12' }, now)).toEqual({ ok: false, field: 'cvv' });
    expect(passesLuhn('4242424242424242')).toBe(true);
  });
  it('declines any other valid card', () => {
    expect(makeSandboxToken({ number: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }, now, random)).toMatchObject({
      token: expect.stringMatching(/^sbx_tok_decline_4242_/),
    });
  });
});

describe('charge requests', () => {
  const base = { attemptKey: '7f1d7a52-2c55-4d8e-a0f3-0b1f7f3f5b1a', locale: 'es' };
  it('accept provider tokens only, never a card number', () => {
    expect(chargeRequestSchema.safeParse({ ...base, token: `sbx_tok_approve_1111_${'a'.repeat(16)}` }).success).toBe(true);
    expect(chargeRequestSchema.safeParse({ ...base, token: 'tkn_test_0CjjdWhFpEAZlxlz' }).success).toBe(true);
    expect(chargeRequestSchema.safeParse({ ...base, token: '4111111111111111' }).success).toBe(false);
    expect(chargeRequestSchema.safeParse({ ...base, token: 'sbx_tok_approve_4111111111111111' }).success).toBe(false);
    expect(chargeRequestSchema.safeParse({ ...base, attemptKey: 'x', token: 'tkn_test_0CjjdWhFpEAZlxlz' }).success).toBe(false);
    expect(SANDBOX_TOKEN_PATTERN.test('sbx_tok_approve_1111_short')).toBe(false);
    // The amount is the link's: a browser sending one is refused, not ignored.
    expect(chargeRequestSchema.safeParse({ ...base, token: 'tkn_test_0CjjdWhFpEAZlxlz', amount: 1 }).success).toBe(false);
  });
});

describe('opening a link by code', () => {
  const code = 'sI3NiBQUOUMyz_y7nz6d8Q';
  it('takes the bare code or the pasted link', () => {
    expect(codeFromInput(` ${code} `)).toBe(code);
    expect(codeFromInput(`https://darkodigital.pe/pagos/${code}`)).toBe(code);
    expect(codeFromInput(`https://darkodigital.pe/en/pagos/${code}/?utm=x`)).toBe(code);
    expect(codeFromInput('nada-que-ver')).toBeNull();
    expect(codeFromInput(`${code}x`)).toBeNull();
  });
});
