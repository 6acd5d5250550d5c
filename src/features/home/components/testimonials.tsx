/** Testimonials section: server wrapper that hands translated labels to the carousel. */
import { getTranslations } from 'next-intl/server';
import type { HomeCatalogue } from '@/content/schemas';
import { Section } from '@/components/ui/section';
import { TestimonialsCarousel } from './testimonials-carousel';

export async function Testimonials({ data }: { data: HomeCatalogue['testimonials'] }) {
  const t = await getTranslations('Home');
  const tCommon = await getTranslations('Common');
  return (
    <Section id="testimonios" title={data.title}>
      <TestimonialsCarousel
        items={data.items}
        labels={{
          previous: t('testimonialsPrev'),
          next: t('testimonialsNext'),
          slide: t.raw('testimonialSlide') as string,
          goTo: t.raw('goToSlide') as string,
          seeProject: tCommon('seeProject'),
          region: t('testimonialsCarousel'),
        }}
      />
    </Section>
  );
}
