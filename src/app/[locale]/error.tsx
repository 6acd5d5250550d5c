'use client';
/** A failed route load: the generic error message with its status (default 500), retry and home. */
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { ButtonLink } from '@/components/ui/button-link';
import { StatusView } from '@/features/errors/status-view';

export default function RouteError({ error, reset }: { error: Error & { digest?: string; status?: number }; reset: () => void }) {
  const t = useTranslations('Error');
  useEffect(() => {
    console.error(error);
  }, [error]);
  const status = error.status ?? 500;
  return (
    <StatusView
      status={String(status)}
      title={t('title')}
      description={t('status', { status })}
      actions={
        <>
          <button
            type="button"
            onClick={reset}
            className="inline-flex min-h-11 items-center rounded-full border-2 border-brand-blue-deep px-6 font-semibold text-brand-blue-deep hover:bg-brand-blue-deep hover:text-white"
          >
            {t('retry')}
          </button>
          <ButtonLink href="/">{t('home')}</ButtonLink>
        </>
      }
    />
  );
}
