'use client';
/**
 * Cookie consent: shown only when some third-party tag is configured; the answer is remembered for a
 * year, and tags start only after "Accept".
 */
import { useEffect, useState } from 'react';
import { Link } from '@/i18n/navigation';
import { CONSENT_COOKIE } from '@/config/cookie-policy';
import { hasAnyTag, startThirdPartyTags, type TagIds } from './third-party-tags';

type Consent = 'accepted' | 'rejected';

function readConsent(): Consent | null {
  const match = document.cookie.match(new RegExp(`(?:^|; )${CONSENT_COOKIE}=(accepted|rejected)`));
  return (match?.[1] as Consent | undefined) ?? null;
}

function writeConsent(value: Consent): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${CONSENT_COOKIE}=${value}; Path=/; Max-Age=${60 * 60 * 24 * 365}; SameSite=Lax${secure}`;
}

export interface ConsentLabels {
  title: string;
  text: string;
  accept: string;
  reject: string;
  policy: string;
}

export function ConsentBanner({ tags, labels }: { tags: TagIds; labels: ConsentLabels }) {
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (!hasAnyTag(tags)) return;
    const consent = readConsent();
    if (consent === 'accepted') startThirdPartyTags(tags);
    else if (consent === null) setPending(true);
  }, [tags]);

  if (!pending) return null;

  const answer = (value: Consent) => {
    writeConsent(value);
    setPending(false);
    if (value === 'accepted') startThirdPartyTags(tags);
  };

  return (
    <section
      aria-labelledby="consent-title"
      data-testid="consent-banner"
      className="fixed inset-x-3 bottom-3 z-40 mx-auto max-w-xl rounded-xl bg-white p-5 text-brand-dark shadow-2xl ring-1 ring-grey-200 tab:left-6 tab:right-auto"
    >
      <h2 id="consent-title" className="font-heading text-lg font-semibold">
        {labels.title}
      </h2>
      <p className="mt-1 text-sm text-grey-600">
        {labels.text}{' '}
        <Link href="/politicas-de-privacidad" className="text-brand-blue-deep underline">
          {labels.policy}
        </Link>
      </p>
      <div className="mt-4 flex gap-3">
        <button
          type="button"
          onClick={() => answer('accepted')}
          className="h-11 rounded-full bg-brand-blue-deep px-6 font-semibold text-white hover:bg-brand-dark"
        >
          {labels.accept}
        </button>
        <button
          type="button"
          onClick={() => answer('rejected')}
          className="h-11 rounded-full border border-grey-400 px-6 font-semibold hover:border-brand-dark"
        >
          {labels.reject}
        </button>
      </div>
    </section>
  );
}
