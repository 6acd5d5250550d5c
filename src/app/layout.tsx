import type { ReactNode } from 'react';

/** The real document lives in [locale]/layout.tsx, which knows the page's language. */
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
