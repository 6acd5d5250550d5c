/** Class names shared by the darky-review pages (conversations, questions): one look for fields and buttons. */
export const reviewStyles = {
  field: 'min-h-11 w-full rounded-md border border-grey-400 bg-white px-3 py-2 text-base text-grey-800',
  label: 'mb-1 block text-sm font-semibold text-grey-800',
  button:
    'inline-flex min-h-11 items-center justify-center rounded-full bg-brand-blue-deep px-5 py-2 font-semibold text-white hover:bg-brand-dark focus-visible:outline-offset-4',
  quietButton:
    'inline-flex min-h-11 items-center justify-center rounded-full border-2 border-grey-600 px-5 py-2 font-semibold text-grey-800 hover:bg-grey-100 focus-visible:outline-offset-4',
  link: 'font-semibold text-brand-blue-deep underline underline-offset-2 hover:text-brand-dark',
  card: 'rounded-lg border border-grey-200 bg-white p-4 shadow-sm',
  heading: 'font-heading text-2xl font-bold text-brand-dark md:text-3xl',
  muted: 'text-sm text-grey-600',
} as const;
