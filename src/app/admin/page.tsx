import { redirect } from 'next/navigation';
import { requireOperator } from '@/features/console/server/operator-session';

export default async function ConsoleHome() {
  await requireOperator();
  redirect('/admin/leads');
}
