/** Cards for events, workshops and courses of the academy catalogue. */
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { AcademyCatalogue, Course } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { formatDate } from '@/features/blog/format-date';

type Event = AcademyCatalogue['events']['items'][number];
type Workshop = AcademyCatalogue['workshops']['items'][number];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wider text-brand-blue-deep uppercase">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

export async function EventCard({ locale, event, headingLevel = 3 }: { locale: Locale; event: Event; headingLevel?: 2 | 3 }) {
  const t = await getTranslations({ locale, namespace: 'Academy' });
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="grid overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-grey-100 tab:grid-cols-[2fr_3fr]">
      <Image src={event.image} alt="" width={480} height={320} className="h-full w-full bg-grey-50 object-cover" />
      <div className="p-6">
        <Heading className="font-heading text-2xl font-bold">{event.title}</Heading>
        <p className="mt-2 text-grey-600">{event.summary}</p>
        <dl className="mt-4 grid gap-3 tab:grid-cols-3">
          <Fact label={t('when')}>
            <time dateTime={event.date}>{formatDate(locale, event.date, { dateStyle: 'long', timeStyle: 'short' })}</time>
          </Fact>
          <Fact label={t('where')}>{event.place}</Fact>
          <Fact label={t('mode')}>{event.mode}</Fact>
        </dl>
        <p className="mt-5 font-semibold">{t('agenda')}</p>
        <ol className="mt-2 list-decimal space-y-1 pl-5 text-grey-800">
          {event.agenda.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      </div>
    </article>
  );
}

export async function WorkshopCard({ locale, workshop }: { locale: Locale; workshop: Workshop }) {
  const t = await getTranslations({ locale, namespace: 'Academy' });
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-grey-100">
      <Image src={workshop.image} alt="" width={480} height={300} className="aspect-[8/5] w-full bg-grey-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-heading text-xl font-bold">{workshop.title}</h3>
        <p className="mt-2 flex-1 text-grey-600">{workshop.summary}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <Fact label={t('when')}>
            <time dateTime={workshop.date}>{formatDate(locale, workshop.date, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </Fact>
          <Fact label={t('duration')}>{workshop.duration}</Fact>
          <Fact label={t('price')}>{workshop.price}</Fact>
          <Fact label={t('seats')}>{workshop.seats}</Fact>
        </dl>
      </div>
    </article>
  );
}

export async function CourseCard({ locale, course }: { locale: Locale; course: Course }) {
  const t = await getTranslations({ locale, namespace: 'Academy' });
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-grey-100 transition hover:shadow-lg">
      <Image src={course.image} alt="" width={480} height={300} className="aspect-[8/5] w-full bg-grey-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-heading text-xl font-bold">
          <Link href={`/academia/cursos/${course.slug}`} className="after:absolute after:inset-0 group-hover:text-brand-blue-deep">
            {course.title}
          </Link>
        </h3>
        <p className="mt-2 flex-1 text-grey-600">{course.summary}</p>
        <dl className="mt-4 grid grid-cols-3 gap-3 text-sm">
          <Fact label={t('duration')}>{course.duration.split(',')[0]}</Fact>
          <Fact label={t('level')}>{course.level}</Fact>
          <Fact label={t('price')}>{course.price}</Fact>
        </dl>
      </div>
    </article>
  );
}
