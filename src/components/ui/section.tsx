/** Page building blocks: a centred container and a titled section. */
import type { ReactNode } from 'react';
import { clsx } from 'clsx';

export function Container({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={clsx('mx-auto w-full max-w-[1200px] px-4 tab:px-8', className)}>{children}</div>;
}

export function Section({
  id,
  title,
  lead,
  children,
  className,
  tone = 'light',
  headingLevel = 2,
}: {
  id?: string;
  title?: string;
  lead?: ReactNode;
  children: ReactNode;
  className?: string;
  tone?: 'light' | 'grey' | 'dark';
  headingLevel?: 1 | 2;
}) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const headingId = id ? `${id}-title` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={clsx('scroll-mt-20 py-14 tab:py-20', tone === 'grey' && 'bg-grey-50', tone === 'dark' && 'bg-brand-dark text-white', className)}
    >
      <Container>
        {title ? (
          <header className="mb-10 max-w-3xl">
            <Heading id={headingId} className="font-heading text-3xl font-bold tab:text-4xl">
              {title}
            </Heading>
            {lead ? <p className={clsx('mt-3 text-lg', tone === 'dark' ? 'text-white/80' : 'text-grey-600')}>{lead}</p> : null}
          </header>
        ) : null}
        {children}
      </Container>
    </section>
  );
}
