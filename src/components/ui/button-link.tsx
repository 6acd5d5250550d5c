/** Call-to-action links styled as buttons (variants with class-variance-authority). */
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { Link } from '@/i18n/navigation';

export const buttonVariants = cva(
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2 font-semibold transition-colors focus-visible:outline-offset-4',
  {
    variants: {
      variant: {
        primary: 'bg-brand-blue-deep text-white hover:bg-brand-dark',
        accent: 'bg-brand-green text-brand-dark hover:bg-white',
        outline: 'border-2 border-brand-blue-deep text-brand-blue-deep hover:bg-brand-blue-deep hover:text-white',
        ghostLight: 'border-2 border-white/70 text-white hover:border-brand-green hover:text-brand-green',
      },
      size: { md: 'text-base', lg: 'px-8 text-lg' },
    },
    defaultVariants: { variant: 'primary', size: 'md' },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & ButtonVariants) {
  return <Link {...props} className={buttonVariants({ variant, size, className })} />;
}
