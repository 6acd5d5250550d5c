/** /admin/live: visitors waiting for a person and conversations the team holds, live (docs/console.md). */
import { NextIntlClientProvider } from 'next-intl';
import { getMessages } from 'next-intl/server';
import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { LiveInbox } from '@/features/console/live/live-inbox';
import { PageHeading } from '@/features/console/components/console-ui';
import { getCatalogue } from '@/content/catalogue.server';
import { localeTags } from '@/i18n/routing';

export const dynamic = 'force-dynamic';
export const generateMetadata = consoleTitle('live.title');

export default async function LivePage() {
  const { operator, t, locale } = await openConsolePage();
  // Only the inbox's own texts travel to the browser, in the console's language.
  const messages = await getMessages({ locale });
  // Saved replies in both languages: the picker offers those of the conversation's language, whatever the console's.
  const savedReplies = { es: getCatalogue('es', 'saved-replies').replies, en: getCatalogue('en', 'saved-replies').replies };
  return (
    <>
      <PageHeading>{t('live.title')}</PageHeading>
      <p className="mb-4 max-w-3xl">{t('live.intro')}</p>
      <NextIntlClientProvider locale={locale} messages={{ console: { live: messages.console.live } }}>
        <LiveInbox
          operator={{ id: operator.id, name: operator.name, role: operator.role === 'owner' ? 'owner' : 'member' }}
          localeTag={localeTags[locale]}
          savedReplies={savedReplies}
        />
      </NextIntlClientProvider>
    </>
  );
}
