/** Cards for events, workshops and courses of the academy catalogue. */
import { getTranslations } from 'next-intl/server';
import type { AcademyCatalogue, Course } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { Link } from '@/i18n/navigation';
import { priceText } from '@/content/price-text.server';
import { formatClockTime, formatDate } from '@/i18n/format';
import { cardGridColumns } from '@/components/ui/card-grid';
import { ContentImage } from '@/features/content-studio/ui';

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
      {/* The whole 16:9 illustration, never cropped: beside a tall text column it sits framed at the top of its side. */}
      <div className="bg-grey-50 p-4 tab:p-6">
        <ContentImage src={event.image} alt="" width={800} height={450} className="aspect-video h-auto w-full rounded-xl object-cover shadow-sm" />
      </div>
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
            <li key={item.time}>
              <time dateTime={item.time}>{formatClockTime(locale, item.time)}</time> {item.title}
            </li>
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
      <ContentImage src={workshop.image} alt="" width={480} height={300} className="aspect-[8/5] w-full bg-grey-50 object-cover" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="font-heading text-xl font-bold">{workshop.title}</h3>
        <p className="mt-2 flex-1 text-grey-600">{workshop.summary}</p>
        <dl className="mt-4 grid grid-cols-2 gap-3 text-sm">
          <Fact label={t('when')}>
            <time dateTime={workshop.date}>{formatDate(locale, workshop.date, { dateStyle: 'medium', timeStyle: 'short' })}</time>
          </Fact>
          <Fact label={t('duration')}>{workshop.duration}</Fact>
          <Fact label={t('price')}>{priceText(locale, workshop.price)}</Fact>
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
      <ContentImage src={course.image} alt="" width={480} height={300} className="aspect-[8/5] w-full bg-grey-50 object-cover" />
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
          <Fact label={t('price')}>{priceText(locale, course.price)}</Fact>
        </dl>
      </div>
    </article>
  );
}

/** Events or workshops that have taken place: their names and dates, marked as held, without a way to register. */
export async function PastItems({ locale, title, items }: { locale: Locale; title: string; items: readonly { slug: string; title: string; date: string }[] }) {
  if (items.length === 0) return null;
  const t = await getTranslations({ locale, namespace: 'Academy' });
  return (
    <section aria-labelledby="realizados-title" className="mt-12" data-testid="past-items">
      <h2 id="realizados-title" className="font-heading text-2xl font-bold">
        {title}
      </h2>
      <ul className="mt-4 divide-y divide-grey-100 rounded-2xl bg-white ring-1 ring-grey-100">
        {items.map((item) => (
          <li key={item.slug} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
            <span className="font-medium">{item.title}</span>
            <span className="text-sm text-grey-600">
              <time dateTime={item.date}>{formatDate(locale, item.date, { dateStyle: 'long' })}</time>
              <span className="ml-2 rounded-full bg-grey-100 px-2 py-0.5 text-xs font-semibold text-grey-800">{t('held')}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Said where a dated list has nothing ahead: the form below takes a request to hear of the next date. */
export function NothingScheduled({ text }: { text: string }) {
  return (
    <p className="rounded-2xl bg-white p-6 text-lg text-grey-800 shadow-sm ring-1 ring-grey-100" data-testid="nothing-scheduled">
      {text}
    </p>
  );
}

/** The workshops still ahead as a grid of cards, or the line saying none is scheduled (/academia and the workshops page). */
export function UpcomingWorkshops({ locale, workshops, nothingScheduled }: { locale: Locale; workshops: readonly Workshop[]; nothingScheduled: string }) {
  if (workshops.length === 0) return <NothingScheduled text={nothingScheduled} />;
  return (
    <ul className={`grid gap-6 ${cardGridColumns(workshops.length)}`}>
      {workshops.map((workshop) => (
        <li key={workshop.slug}>
          <WorkshopCard locale={locale} workshop={workshop} />
        </li>
      ))}
    </ul>
  );
}
