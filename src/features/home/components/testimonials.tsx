/** Testimonials section: server wrapper that hands translated labels to the carousel. */
import { getTranslations } from 'next-intl/server';
import type { HomeCatalogue } from '@/content/schemas';
import { Section } from '@/components/ui/section';
import { TestimonialsCarousel } from './testimonials-carousel';

export async function Testimonials({ data }: { data: HomeCatalogue['testimonials'] }) {
  const t = await getTranslations('Home');
  const tCommon = await getTranslations('Common');
  const tCases = await getTranslations('Cases');
  return (
    <Section id="testimonios" title={data.title} lead={tCases('testimonialsNote')}>
      <TestimonialsCarousel
        items={data.items}
        labels={{
          previous: t('testimonialsPrev'),
          next: t('testimonialsNext'),
          slides: data.items.map((_, index) => t('testimonialSlide', { index: index + 1, total: data.items.length })),
          goTo: data.items.map((_, index) => t('goToSlide', { index: index + 1 })),
          seeProject: tCommon('seeProject'),
          region: t('testimonialsCarousel'),
        }}
      />
    </Section>
  );
}
