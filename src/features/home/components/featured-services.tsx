/** Featured services with their key points and a link to the service page. */
import Image from 'next/image';
import { CheckList } from '@/components/ui/check-list';
import type { HomeCatalogue } from '@/content/schemas';
import { ButtonLink } from '@/components/ui/button-link';
import { Section } from '@/components/ui/section';

export function FeaturedServices({ data }: { data: HomeCatalogue['featuredServices'] }) {
  return (
    <Section id="servicios-destacados" title={data.title} tone="grey">
      <ul className="space-y-10">
        {data.items.map((item, index) => (
          <li key={item.title} className="grid items-center gap-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-grey-100 tab:p-10 lg:grid-cols-2">
            <picture className={index % 2 === 1 ? 'lg:order-2' : undefined}>
              <source media="(max-width: 640px)" srcSet={item.imgResponsive} />
              <Image src={item.img} alt="" width={560} height={380} className="h-auto w-full" />
            </picture>
            <div>
              <h3 className="font-heading text-2xl font-bold tab:text-3xl">{item.title}</h3>
              <p className="mt-3 text-grey-600">{item.description}</p>
              <CheckList items={item.itemsDescription} className="mt-5 space-y-2" />
              <ButtonLink href={item.url} className="mt-6">
                {item.btn}
              </ButtonLink>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
