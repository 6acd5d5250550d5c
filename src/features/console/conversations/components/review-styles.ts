/**
 * Class names of the darky-review pages (conversations, questions), taken from the console's own building blocks
 * (console-ui.tsx) so every console page has one look for fields and buttons.
 */
import { consoleButton, inputClass, labelClass } from '@/features/console/components/console-ui';

export const reviewStyles = {
  field: inputClass,
  label: labelClass,
  button: consoleButton(),
  quietButton: consoleButton({ variant: 'secondary' }),
  link: 'font-semibold text-brand-blue-deep underline underline-offset-2 hover:text-brand-dark',
  card: 'rounded-lg border border-grey-200 bg-white p-4 shadow-sm',
  heading: 'font-heading text-2xl font-bold text-brand-dark md:text-3xl',
  muted: 'text-sm text-grey-600',
} as const;
