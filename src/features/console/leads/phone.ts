/**
 * A lead's phone as the sales team uses it: E.164 (a 9-digit number starting with 9 is a Peruvian mobile, +51), one
 * display format ("+51 987 654 321"), and the tel: and WhatsApp links built from it.
 */

/** E.164 of a stored phone ('+' and digits, or bare digits from older forms); undefined when it cannot be one. */
export function phoneE164(stored: string | null | undefined): string | undefined {
  if (!stored) return undefined;
  const digits = stored.replace(/\D/g, '');
  if (stored.trim().startsWith('+')) return digits.length >= 7 && digits.length <= 15 ? `+${digits}` : undefined;
  // Without a country code: Peru (the forms ask for "9 digits in Peru or the international number").
  if (/^9\d{8}$/.test(digits)) return `+51${digits}`;
  if (/^519\d{8}$/.test(digits)) return `+${digits}`;
  // A Lima landline (01 + 7 digits, or 7 digits): +51 1 …
  if (/^0?1\d{7}$/.test(digits)) return `+51${digits.replace(/^0/, '')}`;
  if (/^\d{7}$/.test(digits)) return `+511${digits}`;
  return undefined;
}

/** One display format: Peruvian mobiles "+51 987 654 321", Lima landlines "+51 1 234 5678", others "+<code> <rest in threes>". */
export function displayPhone(stored: string | null | undefined): string {
  const e164 = phoneE164(stored);
  if (!e164) return stored ?? '';
  const mobile = /^\+51(9\d{2})(\d{3})(\d{3})$/.exec(e164);
  if (mobile) return `+51 ${mobile[1]} ${mobile[2]} ${mobile[3]}`;
  const lima = /^\+511(\d{3})(\d{4})$/.exec(e164);
  if (lima) return `+51 1 ${lima[1]} ${lima[2]}`;
  const rest = e164.slice(1);
  // Country codes are 1 to 3 digits; without a numbering plan table, the common 2-digit split reads well enough.
  const code = rest.startsWith('1') ? '1' : rest.slice(0, 2);
  return `+${code} ${
    rest
      .slice(code.length)
      .match(/\d{1,3}/g)
      ?.join(' ') ?? ''
  }`.trim();
}

export function telHref(stored: string | null | undefined): string | undefined {
  const e164 = phoneE164(stored);
  return e164 ? `tel:${e164}` : undefined;
}

/** wa.me wants the number without '+'; only mobiles can have WhatsApp, but any E.164 number is accepted by the link. */
export function whatsappHref(stored: string | null | undefined, text?: string): string | undefined {
  const e164 = phoneE164(stored);
  if (!e164) return undefined;
  return `https://wa.me/${e164.slice(1)}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** The phone's last 9 digits: what two spellings of one number share (duplicate detection). */
export function phoneKey(stored: string | null | undefined): string | undefined {
  const digits = (stored ?? '').replace(/\D/g, '');
  return digits.length >= 7 ? digits.slice(-9) : undefined;
}
