/** Home hero: the agency's promise on the particle background, with the two main calls to action. */
import type { HomeCatalogue } from '@/content/schemas';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/section';
import { ParticleBackground } from './particle-background';

export function HomeHero({ hero }: { hero: HomeCatalogue['hero'] }) {
  return (
    <div className="relative isolate overflow-hidden bg-[radial-gradient(ellipse_at_top_right,#2c3d63_0%,#212d40_55%,#161e2b_100%)] text-white">
      <ParticleBackground id="hero-particles" />
      <Container className="relative py-20 tab:py-28 lg:py-36">
        <p className="mb-4 font-heading text-sm font-semibold tracking-[0.25em] text-brand-green uppercase">{hero.eyebrow}</p>
        <h1 className="max-w-4xl font-heading text-4xl leading-tight font-bold tab:text-6xl">{hero.title}</h1>
        <p className="mt-6 max-w-2xl text-lg text-white/85 tab:text-xl">{hero.subtitle}</p>
        <div className="mt-10 flex flex-wrap gap-4">
          <ButtonLink href={hero.primaryCta.url} variant="accent" size="lg">
            {hero.primaryCta.label}
          </ButtonLink>
          <ButtonLink href={hero.secondaryCta.url} variant="ghostLight" size="lg">
            {hero.secondaryCta.label}
          </ButtonLink>
        </div>
      </Container>
    </div>
  );
}
