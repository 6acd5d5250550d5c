/**
 * The sandbox provider's card tokens, made in the browser so a card number never reaches our server.
 * A token says only which test scenario the card stands for and its last four digits.
 */
export type SandboxScenario = 'approve' | 'decline' | 'challenge';

/** The usual test cards: success, declined, and one whose bank asks for 3-D Secure. */
export const sandboxTestCards: Record<string, SandboxScenario> = {
  '4111111111111111': 'approve',
  '4000000000000002': 'decline',
  '4000000000003220': 'challenge',
};

export const SANDBOX_TOKEN_PATTERN = /^sbx_tok_(approve|decline|challenge)_(\d{4})_([A-Za-z0-9]{16})$/;

/** Luhn check of a card number's digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

export type CardCheck = { ok: true; token: string } | { ok: false; field: 'number' | 'expiry' | 'cvv' };

/** Checks the card like a provider's checkout would and makes the sandbox token; any other valid card is declined. */
export function makeSandboxToken(card: { number: string; expiry: string; cvv: string }, now = new Date(), random = randomSuffix): CardCheck {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, field: 'number' };
  const expiry = /^(\d{2})\s*\/\s*(\d{2})$/.exec(card.expiry.trim());
  if (!expiry) return { ok: false, field: 'expiry' };
  const month = Number(expiry[1]);
  const year = 2000 + Number(expiry[2]);
  const endOfMonth = new Date(Date.UTC(year, month, 1));
  if (month < 1 || month > 12 || endOfMonth <= now) return { ok: false, field: 'expiry' };
  if (!/^\d{3,4}$/.test(card.cvv.trim())) return { ok: false, field: 'cvv' };
  const scenario = sandboxTestCards[digits] ?? 'decline';
  return { ok: true, token: `sbx_tok_${scenario}_${digits.slice(-4)}_${random()}` };
}

function randomSuffix(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}
