import { forbidden, unauthorized } from 'next/navigation';

/**
 * Where a refused form post (sent without JavaScript) lands: Next.js renders forbidden()/unauthorized() thrown by
 * such a post as a 404, so the guard redirects here and this page answers the real 401 or 403.
 */
export default async function RefusedPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if ((await searchParams).status === '401') unauthorized();
  forbidden();
}
