/** The studio home's list of what still holds seed copy or a generated illustration (issue 24, item 7). */
import Link from 'next/link';
import type { SeedHolding } from '@/features/content-studio/server';
import type { ConsoleT } from '../../console-locale';

type CollectionName = 'posts' | 'events' | 'workshops' | 'courses' | 'cases' | 'testimonials' | 'services' | 'lessons' | 'pages';

export function SeedHoldingsView({ t, holdings }: { t: ConsoleT; holdings: SeedHolding[] }) {
  return (
    <section aria-labelledby="seed-title" className="mt-10" data-testid="seed-holdings">
      <h2 id="seed-title" className="font-heading text-xl font-bold">
        {t('content.seed.title')}
      </h2>
      <p className="mt-1 mb-4 max-w-3xl text-sm text-grey-700">{t('content.seed.intro')}</p>
      {holdings.length === 0 ? (
        <p>{t('content.seed.none')}</p>
      ) : (
        <ul className="divide-y divide-grey-200 rounded-md border border-grey-200 bg-white">
          {holdings.map((holding) => {
            const href = `/admin/content/${holding.collection.id}/${encodeURIComponent(holding.key)}`;
            const counts = [
              holding.marked ? t('content.seed.marked') : '',
              t('content.seed.copy', { count: holding.seedCopy }),
              t('content.seed.illustrations', { count: holding.illustrations }),
            ].filter(Boolean);
            return (
              <li key={`${holding.collection.id}/${holding.key}`} className="p-3">
                <Link className="font-semibold underline-offset-4 hover:underline" href={href}>
                  {t(`content.collections.${holding.collection.id as CollectionName}`)} · {holding.title}
                </Link>
                {counts.length > 0 ? <span className="ml-2 text-sm text-grey-700">{counts.join(' · ')}</span> : null}
                {holding.people.length > 0 ? (
                  <div className="mt-2 pl-4">
                    <p className="text-sm font-semibold">{t('content.seed.people')}</p>
                    <ul className="mt-1 list-disc space-y-1 pl-5 text-sm" data-testid="seed-people">
                      {holding.people.map((person) => (
                        <li key={person.path}>
                          {person.label}: {person.reasons.map((reason) => t(`content.seed.reasons.${reason}`)).join(', ')}
                        </li>
                      ))}
                    </ul>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
