import { consoleTitle, openConsolePage } from '@/features/console/server/console-page';
import { DeliveriesView } from '@/features/console/components/deliveries-view';
import { channelHealth } from '@/features/console/server/channel-health';
import { failingChannels, outboxBacklog, problemDeliveries } from '@/features/console/server/deliveries';
import { leadLabels } from '@/features/console/server/lead-labels';

export const generateMetadata = consoleTitle('deliveries.title');

export default async function DeliveriesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { operator, t, locale, db } = await openConsolePage();
  const [backlog, problems, failing] = await Promise.all([outboxBacklog(db), problemDeliveries(db), failingChannels(db)]);
  const query = await searchParams;
  const retried = query.done === 'retried' ? Number(query.count) || 0 : undefined;
  return (
    <DeliveriesView
      t={t}
      locale={locale}
      backlog={backlog}
      problems={problems}
      failing={failing}
      canRetry={operator.role === 'owner'}
      retried={retried}
      channels={channelHealth(backlog, failing)}
      labels={await leadLabels(locale)}
    />
  );
}
