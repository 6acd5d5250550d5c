/** A client's story: portrait headline, section 1 (who they are), 2 (the situation), 3 (what we did). */
import { ExternalCue } from '@/components/ui/external-cue';
import Image from 'next/image';
import { getTranslations } from 'next-intl/server';
import type { Client } from '@/content/schemas';
import type { Locale } from '@/i18n/routing';
import { Container } from '@/components/ui/section';

export async function ClientStory({ locale, client }: { locale: Locale; client: Client }) {
  const t = await getTranslations({ locale, namespace: 'Portfolio' });
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  const tCases = await getTranslations({ locale, namespace: 'Cases' });
  return (
    <article>
      <header className="relative overflow-hidden bg-brand-dark text-white">
        {client.section1.background ? <Image src={client.section1.background} alt="" fill priority sizes="100vw" className="object-cover opacity-25" /> : null}
        <Container className="relative grid items-center gap-8 py-14 tab:py-20 lg:grid-cols-[3fr_2fr]">
          <div>
            {client.industry ? (
              <p className="mb-3 text-sm font-semibold tracking-wider text-white/80 uppercase">
                <span className="sr-only">{t('industry')}: </span>
                {client.industry}
              </p>
            ) : null}
            <ul className="flex flex-wrap gap-2" aria-label={t('services')}>
              {client.services.map((service) => (
                <li key={service} className="rounded-full bg-white/10 px-3 py-1 text-sm">
                  {service}
                </li>
              ))}
            </ul>
            <h1 className="mt-4 font-heading text-4xl font-bold tab:text-5xl">{client.title}</h1>
            <p className="mt-3 text-xl text-white/85">{client.subtitle}</p>
            <p className="mt-5 max-w-2xl text-white/80">{client.section1.description}</p>
          </div>
          {client.portrait ? <Image src={client.portrait} alt={client.title} width={480} height={360} priority className="h-auto w-full rounded-2xl" /> : null}
        </Container>
      </header>
      <section aria-labelledby="situacion-title" className="py-14">
        <Container className="grid items-center gap-10 lg:grid-cols-2">
          <div>
            <h2 id="situacion-title" className="font-heading text-3xl font-bold">
              {t('situation')}
            </h2>
            <p className="reading-measure mt-4 text-lg leading-relaxed text-grey-800">{client.section2.situation}</p>
          </div>
          {client.section2.img1 ? <Image src={client.section2.img1} alt="" width={560} height={380} className="h-auto w-full" /> : null}
        </Container>
      </section>
      <section aria-labelledby="hicimos-title" className="relative bg-grey-50 py-14">
        <Container>
          <h2 id="hicimos-title" className="font-heading text-3xl font-bold">
            {t('whatWeDid')}
          </h2>
          <p className="reading-measure mt-4 text-lg leading-relaxed text-grey-800">{client.section3.done}</p>
          <div className="mt-10 grid items-start gap-10 lg:grid-cols-[3fr_2fr]">
            <ul className="grid gap-4 tab:grid-cols-2">
              {client.section3.services.map((service) => (
                <li key={service.title} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-grey-100">
                  <p className="text-xs font-semibold tracking-wider text-brand-blue-deep uppercase">{service.type}</p>
                  <h3 className="mt-1 font-heading text-lg font-semibold">{service.title}</h3>
                  <p className="mt-2 text-sm text-grey-600">{service.description}</p>
                  {service.url ? (
                    <a
                      href={service.url}
                      target="_blank"
                      rel="noopener noreferrer"
                      className="mt-3 inline-block text-sm font-semibold text-brand-blue-deep underline"
                    >
                      {t('visit')}
                      <span className="sr-only"> {service.title}</span>
                      <ExternalCue label={tCommon('external')} />
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
            {client.section3.img1 ? <Image src={client.section3.img1} alt="" width={480} height={360} className="h-auto w-full" /> : null}
          </div>
        </Container>
      </section>
      {/* Only figures the agency entered: a seed case's numbers are placeholders, never published as results. */}
      {!client.seed && client.results.length > 0 ? (
        <section aria-labelledby="resultados-title" className="py-14" data-testid="case-results">
          <Container>
            <h2 id="resultados-title" className="font-heading text-3xl font-bold">
              {tCases('resultsTitle')}
            </h2>
            <dl className="mt-8 grid gap-4 tab:grid-cols-3">
              {client.results.map((result) => (
                <div key={result.label} className="flex flex-col-reverse rounded-2xl bg-brand-dark p-6 text-white">
                  <dt className="mt-2 text-white/85">{result.label}</dt>
                  <dd className="font-heading text-4xl font-bold text-brand-green">{result.value}</dd>
                </div>
              ))}
            </dl>
          </Container>
        </section>
      ) : null}
    </article>
  );
}
