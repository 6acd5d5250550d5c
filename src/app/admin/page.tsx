import { redirect } from 'next/navigation';
import { requireOperator } from '@/features/console/server/operator-session';
import { homeSectionOf } from '@/features/console/sections';

export default async function ConsoleHome() {
  const operator = await requireOperator({ roles: ['owner', 'member', 'editor'] });
  redirect(homeSectionOf(operator.role));
}
