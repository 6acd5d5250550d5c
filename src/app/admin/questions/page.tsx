import { consoleTranslations } from '@/features/console/console-locale';
import { PageHeading } from '@/features/console/components/console-ui';
import { requireOperator } from '@/features/console/server/operator-session';

/** Placeholder so the navigation does not 404 on this branch: the darky-review branch's page replaces it. */
export default async function ConsolePlaceholder() {
  await requireOperator();
  const { t } = await consoleTranslations();
  return (
    <>
      <PageHeading>{t('nav.questions')}</PageHeading>
      <p>{t('placeholder.text')}</p>
    </>
  );
}
