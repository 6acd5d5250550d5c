/** About us: portrait headline, why choose us (4 features), what defines us (4 values), how we describe ourselves and the quote, the team, join the team. */
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { AboutCatalogue, ContactCatalogue } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { Container, Section } from '@/components/ui/section';
import { TeamSection } from './team-section';

export async function AboutPage({ locale, about, contact }: { locale: Locale; about: AboutCatalogue; contact: ContactCatalogue }) {
  const t = await getTranslations({ locale, namespace: 'About' });
  return (
    <>
      <div className="relative overflow-hidden bg-brand-dark text-white">
        <Container className="grid items-center gap-10 py-14 tab:py-20 lg:grid-cols-2">
          <div>
            <p className="font-heading text-sm font-semibold tracking-[0.2em] text-brand-green uppercase">{about.title}</p>
            <h1 className="mt-3 font-heading text-4xl font-bold tab:text-5xl">{about.subtitle}</h1>
            <p className="mt-5 text-lg text-white/85">{about.description}</p>
          </div>
          <Image src={about.portrait} alt="" width={560} height={420} priority className="h-auto w-full" />
        </Container>
      </div>

      <Section id="por-que-elegirnos" title={t('whyChooseUs')}>
        <ul className="grid gap-6 tab:grid-cols-2 lg:grid-cols-4">
          {about.items.map((item) => (
            <li key={item.name} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-grey-100">
              <Image src={item.image} alt="" width={64} height={64} className="h-16 w-16" />
              <h3 className="mt-4 font-heading text-xl font-bold">{item.name}</h3>
              <p className="mt-2 text-grey-600">{item.msg}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section
        id="lo-que-nos-define"
        title={t('whatDefinesUs')}
        lead={
          <>
            <span className="hint-hover">{t('flipHint')}</span>
            <span className="hint-touch">{t('flipHintTouch')}</span>
          </>
        }
        tone="grey"
      >
        <ul className="grid gap-6 tab:grid-cols-2 lg:grid-cols-4">
          {about.features.map((value) => (
            <li key={value.name} className="group h-72 [perspective:1200px]">
              <div
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- focus flips the card: the keyboard's hover
                tabIndex={0}
                className="relative h-full w-full rounded-2xl transition-transform duration-700 [transform-style:preserve-3d] group-hover:[transform:rotateY(180deg)] group-focus-within:[transform:rotateY(180deg)]"
              >
                <div className="absolute inset-0 flex flex-col items-center justify-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-grey-100 [backface-visibility:hidden]">
                  <Image src={value.front} alt="" width={96} height={96} className="h-24 w-24" />
                  <h3 className="mt-4 font-heading text-2xl font-bold">{value.name}</h3>
                </div>
                <div className="absolute inset-0 flex flex-col justify-center rounded-2xl bg-brand-blue-deep p-6 text-white [backface-visibility:hidden] [transform:rotateY(180deg)]">
                  <Image src={value.back} alt="" width={48} height={48} className="h-12 w-12" />
                  <p className="mt-3 font-heading text-lg font-semibold">{value.name}</p>
                  <p className="mt-2 text-sm leading-relaxed">{value.msg}</p>
                </div>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="como-nos-describimos" title={about.describe.title}>
        <div className="max-w-3xl space-y-4 text-lg leading-relaxed text-grey-800">
          {about.describe.paragraphs.map((paragraph) => (
            <p key={paragraph.slice(0, 40)}>{paragraph}</p>
          ))}
        </div>
        <figure className="mt-12 rounded-2xl bg-brand-dark p-8 text-white tab:p-12">
          <blockquote className="font-heading text-2xl leading-snug font-semibold tab:text-3xl">“{about.quote.text}”</blockquote>
          <figcaption className="mt-4 text-white/80">
            — {about.quote.author}, <span className="text-brand-green">{about.quote.role}</span>
          </figcaption>
        </figure>
      </Section>

      {about.team ? <TeamSection team={about.team} locale={locale} /> : null}

      {/* Light after the team's grey, grey when there is no team: the sections keep alternating. */}
      <Section id="join-team" title={about.joinTeam.title} tone={about.team ? 'light' : 'grey'}>
        <p className="max-w-3xl text-lg text-grey-800">{about.joinTeam.text}</p>
        <a
          href={`mailto:${contact.joinEmail}`}
          className="mt-6 inline-flex min-h-11 items-center rounded-full bg-brand-blue-deep px-6 font-semibold text-white hover:bg-brand-dark"
        >
          {contact.joinEmail}
        </a>
      </Section>
    </>
  );
}
