'use client';
/**
 * Customer testimonials as an accessible carousel (Embla): as many whole cards as the width holds (one on a phone,
 * two on a tablet, three from 1,024 px), never a card cut at the edge; the arrows (27 x 44 px) sit beside the bullets
 * (8 px, 24 px hit area) under the cards, never on a quote. Every card links to its client's project.
 *
 * Embla measures every slide when it starts (a forced layout: about 17 ms of a phone's hydration for a carousel
 * far below the fold), so it starts only when the carousel comes near the viewport. Until then the first cards
 * show, as they do after start-up; a keyboard user tabbing to the arrows scrolls it into view, which starts it.
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

/** Cards in view before Embla starts: the first ones (as many as the widest layout shows). */
const FIRST_IN_VIEW = [0, 1, 2];

export function TestimonialsCarousel({ items, labels }: { items: Testimonial[]; labels: TestimonialsLabels }) {
  const regionRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(regionRef);
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: 'start', inViewThreshold: 0.9 });
  const [selected, setSelected] = useState(0);
  const [inView, setInView] = useState<number[]>(FIRST_IN_VIEW);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    const onInView = () => setInView(api.slidesInView());
    onSelect();
    onInView();
    api.on('select', onSelect).on('reInit', onSelect).on('slidesInView', onInView);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect).off('slidesInView', onInView);
    };
  }, [api]);

  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  const arrowClass =
    'flex h-[44px] w-[27px] shrink-0 items-center justify-center rounded bg-brand-dark text-white hover:bg-brand-blue-deep disabled:opacity-40';

  return (
    <div ref={regionRef} role="region" aria-roledescription="carousel" aria-label={labels.region} data-testid="testimonials">
      <div ref={near ? viewportRef : undefined} className="overflow-hidden">
        <div className="-ml-6 flex touch-pan-y">
          {items.map((item, index) => {
            const visible = inView.includes(index);
            return (
              <div
                key={item.slug}
                role="group"
                aria-roledescription="slide"
                aria-label={labels.slides[index]}
                aria-hidden={!visible}
                data-slug={item.slug}
                className="min-w-0 shrink-0 grow-0 basis-full pl-6 tab:basis-1/2 lg:basis-1/3"
              >
                <figure className="flex h-full flex-col rounded-2xl bg-brand-dark p-7 text-white">
                  <Image src={item.logo} alt="" width={331} height={100} className="h-14 w-auto self-start rounded-xl bg-white px-3 py-2" />
                  <blockquote className="mt-6 flex-1 text-lg leading-relaxed">“{item.description}”</blockquote>
                  <figcaption className="mt-6">
                    <span className="block font-heading text-lg font-semibold">{item.author}</span>
                    <span className="block text-white/75">
                      {item.role}, {item.title}
                    </span>
                  </figcaption>
                  <Link
                    href={`/portafolio/${item.slug}`}
                    tabIndex={visible ? 0 : -1}
                    className="mt-6 inline-flex min-h-11 items-center self-start rounded-full bg-brand-green px-6 font-semibold text-brand-dark hover:bg-white"
                  >
                    {labels.seeProject}
                    <span className="sr-only">: {item.title}</span>
                  </Link>
                </figure>
              </div>
            );
          })}
        </div>
      </div>
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" className={arrowClass} onClick={() => api?.scrollPrev()} aria-label={labels.previous}>
          <svg width="12" height="20" viewBox="0 0 12 20" aria-hidden="true">
            <path d="M10 2L2 10l8 8" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
        <div className="flex gap-1">
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
        <button type="button" className={arrowClass} onClick={() => api?.scrollNext()} aria-label={labels.next}>
          <svg width="12" height="20" viewBox="0 0 12 20" aria-hidden="true">
            <path d="M2 2l8 8-8 8" fill="none" stroke="currentColor" strokeWidth="2.5" />
          </svg>
        </button>
      </div>
    </div>
  );
}
