/** The not-found and error screens: a big status, the message, and the button home. */
import type { ReactNode } from 'react';
import { Container } from '@/components/ui/section';
import { siteConfig } from '@/config/site';

export function StatusView({
  status,
  title,
  subtitle,
  description,
  actions,
}: {
  status: string;
  title: string;
  subtitle?: string;
  description?: string;
  actions: ReactNode;
}) {
  return (
    <div className="bg-grey-50 py-20 tab:py-28">
      {/* React hoists this into <head>: an error screen never keeps the title of the page it replaced (or the home's). */}
      <title>{`${siteConfig.name} | ${title}`}</title>
      <Container className="text-center">
        <p className="font-heading text-7xl font-bold text-brand-blue-deep tab:text-8xl" aria-hidden="true">
          {status}
        </p>
        <h1 className="mt-4 font-heading text-3xl font-bold tab:text-4xl">{title}</h1>
        {subtitle ? <p className="mt-3 text-xl text-grey-800">{subtitle}</p> : null}
        {description ? <p className="mx-auto mt-2 max-w-xl text-grey-600">{description}</p> : null}
        <div className="mt-8 flex flex-wrap justify-center gap-3">{actions}</div>
      </Container>
    </div>
  );
}
