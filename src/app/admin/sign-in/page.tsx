import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { consoleTranslations } from '@/features/console/console-locale';
import { safeReturnPath } from '@/features/console/console-paths';
import { SignInForm } from '@/features/console/components/sign-in-form';
import { currentOperator } from '@/features/console/server/operator-session';

export async function generateMetadata(): Promise<Metadata> {
  const { t } = await consoleTranslations();
  return { title: t('signIn.title') };
}

type Query = Promise<Record<string, string | string[] | undefined>>;

export default async function SignInPage({ searchParams }: { searchParams: Query }) {
  const query = await searchParams;
  const one = (name: string) => (Array.isArray(query[name]) ? query[name][0] : query[name]);
  const next = safeReturnPath(one('next'));
  if (await currentOperator()) redirect(next);
  const { t } = await consoleTranslations();
  const error = one('error');
  return (
    <SignInForm
      t={t}
      next={next}
      notice={{
        error: error === 'invalid' || error === 'locked' || error === 'missing' ? error : undefined,
        waitMinutes: Number(one('wait')) || undefined,
        signedOut: one('signedOut') === '1',
      }}
    />
  );
}
