/** The dark headline band at the top of inner pages. */
import type { ReactNode } from 'react';
import { Container } from './section';

export function PageHero({ eyebrow, title, description, children }: { eyebrow?: string; title: string; description?: string; children?: ReactNode }) {
  return (
    <div className="relative overflow-hidden bg-brand-dark text-white">
      <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-blue/30 blur-3xl" />
      <div aria-hidden="true" className="absolute -bottom-24 -left-16 h-64 w-64 rounded-full bg-brand-green/20 blur-3xl" />
      <Container className="relative py-14 tab:py-20">
        {eyebrow ? <p className="mb-3 font-heading text-sm font-semibold tracking-[0.2em] text-brand-green uppercase">{eyebrow}</p> : null}
        <h1 className="max-w-4xl font-heading text-4xl font-bold tab:text-5xl">{title}</h1>
        {description ? <p className="mt-4 max-w-3xl text-lg text-white/85">{description}</p> : null}
        {children ? <div className="mt-8">{children}</div> : null}
      </Container>
    </div>
  );
}
