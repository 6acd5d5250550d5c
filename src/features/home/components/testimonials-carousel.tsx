'use client';
/**
 * Customer testimonials as an accessible carousel (Embla): arrows 27 x 44 px, 8 px bullets with a
 * 24 px hit area, 1200 px perspective (SPEC section 9). Every slide links to its client's project.
 *
 * Embla measures every slide when it starts (a forced layout: about 17 ms of a phone's hydration for a carousel
 * far below the fold), so it starts only when the carousel comes near the viewport. Until then the first slide
 * shows, as it does after start-up; a keyboard user tabbing to the arrows scrolls it into view, which starts it.
 */
import useEmblaCarousel from 'embla-carousel-react';
import Image from 'next/image';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Testimonial } from '@/content/schemas';
import { Link } from '@/i18n/navigation';
import { useNearViewport } from '../client/use-near-viewport';

export interface TestimonialsLabels {
  previous: string;
  next: string;
  /** One label per slide ("Testimonio 2 de 6"), translated on the server. */
  slides: string[];
  /** One label per bullet ("Ir al testimonio 2"). */
  goTo: string[];
  seeProject: string;
  region: string;
}

export function TestimonialsCarousel({ items, labels }: { items: Testimonial[]; labels: TestimonialsLabels }) {
  const regionRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(regionRef);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'center' });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  const arrowClass =
    'absolute top-1/2 z-10 flex h-[44px] w-[27px] -translate-y-1/2 items-center justify-center rounded bg-brand-dark/80 text-white hover:bg-brand-blue-deep';

  return (
    <div ref={regionRef} role="region" aria-roledescription="carousel" aria-label={labels.region} className="relative" data-testid="testimonials">
      <div ref={near ? viewportRef : undefined} className="overflow-hidden [perspective:1200px]">
        <div className="flex touch-pan-y">
          {items.map((item, index) => (
            <div
              key={item.slug}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slides[index]}
              aria-hidden={index !== selected}
              data-slug={item.slug}
              className="min-w-0 shrink-0 grow-0 basis-full px-2 tab:basis-[80%] lg:basis-[60%]"
            >
              {/* Scaled inside the slide, not on it: CSS `scale` also scales the translate Embla puts on a looping
                  slide, which then landed 400 px off and covered the current one on wide screens. */}
              <figure
                className={`relative h-full overflow-hidden rounded-2xl bg-brand-dark p-8 text-white transition-[scale,opacity] duration-500 tab:p-10 ${index === selected ? '' : 'scale-90 opacity-40'}`}
              >
                <Image src={item.bg} alt="" fill sizes="(max-width: 800px) 100vw, 700px" className="object-cover opacity-20" />
                <div className="relative">
                  <Image src={item.logo} alt="" width={331} height={100} className="h-16 w-auto rounded-xl bg-white px-3 py-2" />
                  <blockquote className="mt-6 text-lg leading-relaxed tab:text-xl">“{item.description}”</blockquote>
                  <figcaption className="mt-6">
                    <span className="block font-heading text-lg font-semibold">{item.author}</span>
                    <span className="block text-white/75">
                      {item.role}, {item.title}
                    </span>
                  </figcaption>
                  <Link
                    href={`/portafolio/${item.slug}`}
                    tabIndex={index === selected ? 0 : -1}
                    className={`mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-green px-6 font-semibold text-brand-dark hover:bg-white ${index === selected ? '' : 'invisible'}`}
                  >
                    {labels.seeProject}
                    <span className="sr-only">: {item.title}</span>
                  </Link>
                </div>
              </figure>
            </div>
          ))}
        </div>
      </div>
      <button type="button" className={`${arrowClass} left-0 tab:-left-2`} onClick={() => api?.scrollPrev()} aria-label={labels.previous}>
        <svg width="12" height="20" viewBox="0 0 12 20" aria-hidden="true">
          <path d="M10 2L2 10l8 8" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <button type="button" className={`${arrowClass} right-0 tab:-right-2`} onClick={() => api?.scrollNext()} aria-label={labels.next}>
        <svg width="12" height="20" viewBox="0 0 12 20" aria-hidden="true">
          <path d="M2 2l8 8-8 8" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
      <div className="mt-6 flex justify-center gap-1">
        {items.map((item, index) => (
          <button
            key={item.slug}
            type="button"
            onClick={() => scrollTo(index)}
            aria-label={labels.goTo[index]}
            aria-current={index === selected ? 'true' : undefined}
            className="group flex h-6 w-6 items-center justify-center"
          >
            <span
              className={`block h-2 w-2 rounded-full transition-colors ${index === selected ? 'bg-brand-blue-deep' : 'bg-grey-400 group-hover:bg-brand-dark'}`}
            />
          </button>
        ))}
      </div>
    </div>
  );
}
