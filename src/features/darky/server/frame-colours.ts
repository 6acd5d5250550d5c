import 'server-only';
import type { ChatLocale } from '@/features/darky/protocol';

/**
 * How many colours each try-on frame comes in, as a reply says it: "3" when every frame has the same number, else the
 * range ("2 a 4", "2 to 4"). Counted from the try-on's catalogue, so adding a colour there changes what Darky says.
 */
export function colourCount(counts: readonly number[], locale: ChatLocale): string {
  const least = Math.min(...counts);
  const most = Math.max(...counts);
  return least === most ? String(least) : `${least} ${locale === 'es' ? 'a' : 'to'} ${most}`;
}
