/** Innovations: the three numbered actions (0 animation, 1 virtual glasses try-on, 2 AI web). */
import Image from 'next/image';
import { getLocale, getTranslations } from 'next-intl/server';
import type { HomeCatalogue } from '@/content/schemas';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';
import { Darky3dTeaser } from '@/features/darky-3d/ui';
import { darky3dLabels } from '@/features/darky-3d/server';
import type { Locale } from '@/i18n/routing';

/** Action 0 is the 3D animation: its card shows Darky alive once it scrolls into view. */
const ANIMATION_ACTION = 0;

export async function Innovations({ data }: { data: HomeCatalogue['innovations'] }) {
  const t = await getTranslations('Home');
  const labels = await darky3dLabels((await getLocale()) as Locale);
  return (
    <Section id="innovaciones" title={data.title} lead={data.description} tone="dark">
      <ol className="grid gap-6 tab:grid-cols-3">
        {[...data.items]
          .sort((a, b) => a.action - b.action)
          .map((item) => (
            <li key={item.action} data-action={item.action} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <p className="font-heading text-sm font-semibold tracking-widest text-brand-green uppercase">
                {t('innovationAction', { action: String(item.action) })}
              </p>
              {item.action === ANIMATION_ACTION ? (
                <Darky3dTeaser
                  labels={labels}
                  className="my-5 h-40"
                  picture={<Image src={item.img} alt="" width={320} height={200} className="h-40 w-full object-contain" />}
                />
              ) : (
                <Image src={item.img} alt="" width={320} height={200} className="my-5 h-40 w-full object-contain" />
              )}
              <h3 className="font-heading text-2xl font-bold">{item.title}</h3>
              <p className="mt-2 flex-1 text-white/80">{item.description}</p>
              <ButtonLink href={item.url} variant="accent" className="mt-6 self-start">
                {item.btn}
              </ButtonLink>
            </li>
          ))}
      </ol>
    </Section>
  );
}
