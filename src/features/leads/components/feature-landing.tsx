/** A product landing: headline with illustration, key points, optional extra content and the lead form. */
import Image from 'next/image';
import { CheckList } from '@/components/ui/check-list';
import type { ReactNode } from 'react';
import { LeadFormSection } from './lead-form-section';
import type { LeadFormProps } from './lead-form';
import { Container } from '@/components/ui/section';

export function FeatureLanding({
  eyebrow,
  title,
  description,
  image,
  visual,
  points,
  actions,
  children,
  form,
}: {
  eyebrow?: string;
  title: string;
  description: string;
  image: string;
  /** Replaces the still image around it (e.g. a living 3D character that starts as that image). */
  visual?: (picture: ReactNode) => ReactNode;
  points: string[];
  actions?: ReactNode;
  children?: ReactNode;
  form: LeadFormProps & { title: string };
}) {
  return (
    <>
      <div className="relative overflow-hidden bg-brand-dark text-white">
        <div aria-hidden="true" className="absolute -top-24 -right-24 h-72 w-72 rounded-full bg-brand-blue/30 blur-3xl" />
        <Container className="relative grid items-center gap-10 py-14 tab:py-20 lg:grid-cols-2">
          <div>
            {eyebrow ? <p className="font-heading text-sm font-semibold tracking-[0.2em] text-brand-green uppercase">{eyebrow}</p> : null}
            <h1 className="mt-3 font-heading text-4xl font-bold tab:text-5xl">{title}</h1>
            <p className="mt-5 text-lg text-white/85">{description}</p>
            <CheckList items={points} className="mt-6 space-y-3" markClassName="text-brand-green" />
            {actions ? <div className="mt-8 flex flex-wrap gap-3">{actions}</div> : null}
          </div>
          {(() => {
            const picture = <Image src={image} alt="" width={560} height={420} priority className="mx-auto h-auto w-full max-w-md" />;
            return visual ? visual(picture) : picture;
          })()}
        </Container>
      </div>
      {children}
      <LeadFormSection {...form} />
    </>
  );
}
