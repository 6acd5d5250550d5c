/** Success cases: context, solution and two images per case. */
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { HomeCatalogue } from '@/content/schemas';
import { Link } from '@/i18n/navigation';
import { Section } from '@/components/ui/section';

export async function SuccessCases({ data }: { data: HomeCatalogue['successCases'] }) {
  const t = await getTranslations('Home');
  const tCommon = await getTranslations('Common');
  return (
    <Section id="casos-de-exito" title={data.title} lead={t('successCasesLead')}>
      <ul className="grid gap-8 lg:grid-cols-2">
        {data.items.map((item) => (
          <li key={item.title} className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-lg ring-1 ring-grey-100">
            <div className="grid grid-cols-2 gap-px bg-grey-100">
              <Image src={item.img1} alt="" width={480} height={300} className="h-40 w-full bg-white object-cover tab:h-48" />
              <Image src={item.img2} alt="" width={480} height={300} className="h-40 w-full bg-white object-cover tab:h-48" />
            </div>
            <div className="flex flex-1 flex-col p-6">
              {/* The logos are wordmarks (about 3.3:1): at a fixed height of 48 px they are 160-190 px wide and legible. */}
              <Image src={item.logo} alt="" width={331} height={100} className="h-12 w-auto self-start" />
              <h3 className="mt-4 font-heading text-xl font-bold">{item.title}</h3>
              <p className="text-sm text-grey-600">{item.subtitle}</p>
              <dl className="mt-5 space-y-3 text-[0.95rem]">
                <div>
                  <dt className="font-semibold text-brand-blue-deep">{t('context')}</dt>
                  <dd className="text-grey-800">{item.context}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-brand-blue-deep">{t('solution')}</dt>
                  <dd className="text-grey-800">{item.solution}</dd>
                </div>
              </dl>
              {item.clientSlug ? (
                <Link href={`/portafolio/${item.clientSlug}`} className="mt-5 self-start font-semibold text-brand-blue-deep underline-offset-4 hover:underline">
                  {tCommon('seeProject')} <span aria-hidden="true">→</span>
                  <span className="sr-only">: {item.title}</span>
                </Link>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
