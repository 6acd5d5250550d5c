/** What the payment page sends to pay a link, shared by the browser and the server (zod). */
import { z } from 'zod';
import { SANDBOX_TOKEN_PATTERN } from './sandbox-cards';

/** 128 random bits, base64url without padding. */
export const LINK_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;
/** Culqi card tokens (tkn_test_…, tkn_live_…); never a card number. */
export const CULQI_TOKEN_PATTERN = /^tkn_(test|live)_[A-Za-z0-9]{8,64}$/;

export const chargeRequestSchema = z.strictObject({
  // Strict: an amount (or anything else) sent by the browser is refused, never read; the amount is the link's.
  /** Made by the browser once per try: a double click or a resend after a timeout is the same attempt. */
  attemptKey: z.uuid(),
  token: z
    .string()
    .max(100)
    .refine((t) => SANDBOX_TOKEN_PATTERN.test(t) || CULQI_TOKEN_PATTERN.test(t)),
  email: z.email().max(200).optional(),
  locale: z.enum(['es', 'en']),
  /** 3-D Secure result for the second round (Culqi3DS's parameters, or the sandbox's approval). */
  authentication: z.record(z.string().max(40), z.union([z.string().max(400), z.number()])).optional(),
});
export type ChargeRequest = z.infer<typeof chargeRequestSchema>;
