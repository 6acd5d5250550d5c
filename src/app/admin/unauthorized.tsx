import { consoleTranslations } from '@/features/console/console-locale';

/** 401 of the console: a state change posted without a valid session. */
export default async function ConsoleUnauthorized() {
  const { t } = await consoleTranslations();
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <p className="font-heading text-5xl font-bold text-brand-blue-deep">401</p>
      <h1 className="mt-2 font-heading text-2xl font-bold">{t('errors.unauthorizedTitle')}</h1>
      <p className="mt-2 text-grey-600">{t('errors.unauthorizedText')}</p>
      <p className="mt-6">
        <a className="font-semibold text-brand-blue-deep underline" href="/admin/sign-in">
          {t('errors.signIn')}
        </a>
      </p>
    </div>
  );
}
