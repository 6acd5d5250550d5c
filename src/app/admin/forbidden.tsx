import { consoleTranslations } from '@/features/console/console-locale';

/** 403 of the console: an operator without the role an action or page needs. */
export default async function ConsoleForbidden() {
  const { t } = await consoleTranslations();
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <p className="font-heading text-5xl font-bold text-brand-blue-deep">403</p>
      <h1 className="mt-2 font-heading text-2xl font-bold">{t('errors.forbiddenTitle')}</h1>
      <p className="mt-2 text-grey-600">{t('errors.forbiddenText')}</p>
      <p className="mt-6">
        <a className="font-semibold text-brand-blue-deep underline" href="/admin">
          {t('errors.back')}
        </a>
      </p>
    </div>
  );
}
