/** A delivery's state as a badge ('hubspot: dead'), shared by the inbox and the lead's page. */
import { StatusBadge } from './console-ui';

export function deliveryTone(status: string): 'ok' | 'warn' | 'bad' {
  return status === 'delivered' ? 'ok' : status === 'dead' ? 'bad' : 'warn';
}

export function DeliveryBadges({
  deliveries,
  labels,
  channel = (code) => code,
}: {
  deliveries: Array<{ channel: string; status: string }>;
  labels: Record<string, string>;
  /** The channel's name in words (lead-labels.ts). */
  channel?: (code: string) => string;
}) {
  if (deliveries.length === 0) return <span className="text-grey-600">—</span>;
  return (
    <span className="flex flex-wrap gap-1">
      {deliveries.map((d) => (
        <StatusBadge key={d.channel} tone={deliveryTone(d.status)}>
          {channel(d.channel)}: {labels[d.status] ?? d.status}
        </StatusBadge>
      ))}
    </span>
  );
}
