/**
 * Payment links CLI for the agency, through the live database (withOperatorDatabase: works while the site runs).
 *   npm run payments -- create-link --amount 150.00 --currency PEN --concept "Landing page"
 *        [--email client@example.com] [--name "Client SAC"] [--note "..."] [--expires 7d] [--locale es|en]
 *     prints the link's URL as the last line.
 *   npm run payments -- list [--code CODE] [--limit 50]
 *   npm run payments -- cancel CODE
 */
import type { Locale } from '../src/i18n/routing';
import { parseArgs } from 'node:util';
import { getEnv } from '../src/config/env';
import { formatAmount, parseAmountToCents, type Currency } from '../src/features/payments/money';
import { paymentLinkUrl } from '../src/features/payments/payment-paths';
import { cancelPaymentLink, createPaymentLink, listPaymentLinks, parseDuration } from '../src/features/payments/server/payment-links';
import { withOperatorDatabase } from '../src/server/db/operator';

const usage = `Usage:
  npm run payments -- create-link --amount 150.00 --currency PEN|USD --concept "Landing page" [--email client@example.com] [--name "Client"] [--note "..."] [--expires 7d|12h|30m|90s] [--locale es|en]
  npm run payments -- list [--code CODE] [--limit 50]
  npm run payments -- cancel CODE`;

function fail(message: string): never {
  console.error(`${message}\n${usage}`);
  process.exit(2);
}

async function main(): Promise<void> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: {
      amount: { type: 'string' },
      currency: { type: 'string', default: 'PEN' },
      concept: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      note: { type: 'string' },
      expires: { type: 'string', default: '7d' },
      locale: { type: 'string', default: 'es' },
      code: { type: 'string' },
      limit: { type: 'string', default: '50' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(usage);
  const command = positionals[0];

  if (command === 'create-link') {
    const amountCents = parseAmountToCents(values.amount ?? '');
    if (amountCents === null) fail(`Not an amount between 1.00 and 100000.00: ${values.amount ?? '(missing --amount)'}`);
    const currency = (values.currency ?? '').toUpperCase();
    if (currency !== 'PEN' && currency !== 'USD') fail(`Currency must be PEN or USD: ${values.currency}`);
    if (!values.concept || values.concept.trim().length < 3) fail('--concept is required (3 to 140 characters)');
    const expiresInMs = parseDuration(values.expires ?? '');
    if (expiresInMs === null) fail(`Not a duration (7d, 12h, 30m, 90s): ${values.expires}`);
    if (values.locale !== 'es' && values.locale !== 'en') fail(`Locale must be es or en: ${values.locale}`);
    const link = await withOperatorDatabase((db) =>
      createPaymentLink(db, {
        concept: values.concept!,
        amountCents,
        currency,
        clientEmail: values.email,
        clientName: values.name,
        note: values.note,
        locale: values.locale as Locale,
        expiresInMs,
      }),
    ).catch((error: unknown) => fail(error instanceof Error && error.name === 'ZodError' ? `Invalid link: ${error.message}` : String(error)));
    console.log(`Payment link for ${formatAmount(link.amountCents, link.currency as Currency, 'es')}: ${link.concept}`);
    console.log(`Expires ${link.expiresAt.toISOString()}`);
    console.log(paymentLinkUrl(getEnv().SITE_URL, link.code, link.locale === 'en' ? 'en' : 'es'));
    return;
  }

  if (command === 'list') {
    const links = await withOperatorDatabase((db) => listPaymentLinks(db, { code: values.code, limit: Number(values.limit) || 50 }));
    for (const link of links) {
      const notices = link.notices.map((n) => `${n.channel}:${n.status}`).join(',') || '-';
      console.log(
        [
          link.code,
          link.status,
          formatAmount(link.amountCents, link.currency as Currency, 'es'),
          JSON.stringify(link.concept),
          `receipt=${link.receiptNumber ?? '-'}`,
          `attempts=${link.attempts}`,
          `succeeded=${link.succeededAttempts}`,
          `notices=${notices}`,
          `expires=${link.expiresAt.toISOString()}`,
        ].join('\t'),
      );
    }
    if (links.length === 0) console.error('No payment links.');
    return;
  }

  if (command === 'cancel') {
    const code = positionals[1] ?? values.code;
    if (!code) fail('cancel needs the link code');
    const outcome = await withOperatorDatabase((db) => cancelPaymentLink(db, code));
    const text = {
      cancelled: 'Cancelled.',
      not_found: 'No such link.',
      not_open: 'The link is not open (paid, expired or cancelled).',
      charging: 'A payment of this link is in progress: try again in a minute.',
    }[outcome];
    if (outcome !== 'cancelled') fail(text);
    console.log(text);
    return;
  }
  fail(`Unknown command: ${command ?? '(none)'}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
