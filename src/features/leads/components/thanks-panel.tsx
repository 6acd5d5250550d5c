'use client';
/** The thanks shown in place of the form (contact page): the spec's text and links onward. */
import { useEffect, useRef } from 'react';
import { useTranslations } from 'next-intl';
import { Link } from '@/i18n/navigation';
import type { FormKind } from '../form-rules';

export function ThanksPanel({ kind }: { kind: FormKind }) {
  const t = useTranslations('LeadForm');
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus without the browser's minimal scroll (which leaves the heading under the sticky header), then bring the
  // heading to the top, where its scroll-margin-top keeps it clear of the header.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: 'start' });
  }, []);
  const linkClass =
    'inline-flex items-center justify-center rounded-full border-2 border-brand-blue-deep px-5 py-2 font-heading font-semibold text-brand-blue-deep transition-colors hover:bg-brand-blue-deep hover:text-white';
  return (
    <div role="status" className="rounded-2xl border border-grey-200 bg-grey-50 p-8 text-center" data-testid="lead-thanks">
      <h2 ref={heading} tabIndex={-1} className="scroll-mt-24 font-heading text-2xl font-bold text-brand-dark">
        {t(`thanks.${kind}`)}
      </h2>
      <div className="mx-auto mt-5 max-w-prose rounded-xl bg-white p-5 text-left ring-1 ring-grey-100">
        <p className="font-heading text-lg font-bold text-brand-dark">{t('whatNextTitle')}</p>
        <p className="mt-1 text-grey-800" data-testid="lead-thanks-next">
          {t('whatNext')}
        </p>
      </div>
      <p className="mt-5 text-grey-600">{t('thanksNext')}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link href="/portafolio" className={linkClass}>
          {t('links.portfolio')}
        </Link>
        <Link href="/blog" className={linkClass}>
          {t('links.blog')}
        </Link>
        <Link href="/servicios" className={linkClass}>
          {t('links.services')}
        </Link>
      </div>
    </div>
  );
}
