// The receipt e-mail in words (messages Payments.notices): every line in the link's language with its values in place.
import { describe, expect, it } from 'vitest';
import { receiptText } from '@/features/payments/server/payment-notices';
import type { PaymentLink } from '@/features/payments/tables';

const paidAt = new Date('2026-03-04T20:15:00Z');
const link = (locale: 'es' | 'en', paid: Date | null = paidAt) =>
  ({ locale, receiptNumber: 'DD-2026-000123', concept: 'Web {inteligente}', amountCents: 150_050, currency: 'PEN', paidAt: paid }) as PaymentLink;
const limaTime = (tag: string) => new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Lima' }).format(paidAt);

describe('the receipt e-mail', () => {
  it('writes each line in Spanish for a Spanish link', () => {
    expect(receiptText(link('es'), '4242').split('\n')).toEqual([
      'Gracias por tu pago.',
      '',
      'Comprobante: DD-2026-000123',
      'Concepto: Web {inteligente}',
      `Importe: ${new Intl.NumberFormat('es-PE', { style: 'currency', currency: 'PEN' }).format(1500.5)}`,
      `Pagado el: ${limaTime('es-PE')} (hora de Lima)`,
      'Tarjeta: •••• 4242',
      '',
      'Darko Digital',
    ]);
  });

  it('writes each line in English for an English link, without a card line when no card is known', () => {
    expect(receiptText(link('en'), null).split('\n')).toEqual([
      'Thank you for your payment.',
      '',
      'Receipt: DD-2026-000123',
      'Concept: Web {inteligente}',
      `Amount: ${new Intl.NumberFormat('en-US', { style: 'currency', currency: 'PEN' }).format(1500.5)}`,
      `Paid on: ${limaTime('en-US')} (Lima time)`,
      '',
      'Darko Digital',
    ]);
  });

  it('leaves the date empty, not the line, for a link without a payment time', () => {
    expect(receiptText(link('es', null), null)).toContain('Pagado el:  (hora de Lima)');
  });
});
