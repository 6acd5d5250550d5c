/** Length bounds of lead fields (the spec leaves them open; see docs/leads.md), without the validator, so inputs can carry maxLength cheaply. */
export const fieldBounds = {
  name: 60,
  phone: 20,
  /** RFC 5321's limit of a forward path. */
  email: 254,
  message: 2000,
  /** Digits of a phone: 7 (shortest local numbers) to 15 (E.164 maximum). */
  phoneDigits: { min: 7, max: 15 },
} as const;
