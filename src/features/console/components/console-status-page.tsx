import { consoleTranslations } from '@/features/console/console-locale';

const pages = {
  401: { title: 'errors.unauthorizedTitle', text: 'errors.unauthorizedText', link: 'errors.signIn', href: '/admin/sign-in' },
  403: { title: 'errors.forbiddenTitle', text: 'errors.forbiddenText', link: 'errors.back', href: '/admin' },
} as const;

/** The console's 401 and 403 pages: the status, what happened, and the one way on. */
export async function ConsoleStatusPage({ status }: { status: keyof typeof pages }) {
  const { t } = await consoleTranslations();
  const page = pages[status];
  return (
    <div className="mx-auto max-w-lg py-10 text-center">
      <p className="font-heading text-5xl font-bold text-brand-blue-deep">{status}</p>
      <h1 className="mt-2 font-heading text-2xl font-bold">{t(page.title)}</h1>
      <p className="mt-2 text-grey-600">{t(page.text)}</p>
      <p className="mt-6">
        <a className="font-semibold text-brand-blue-deep underline" href={page.href}>
          {t(page.link)}
        </a>
      </p>
    </div>
  );
}
