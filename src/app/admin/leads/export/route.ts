import { requireOperator, recordAudit } from '@/features/console/server/operator-session';
import { leadCsvLines, parseLeadFilter } from '@/features/console/server/leads-inbox';
import { getDb } from '@/server/db';

/** The inbox's current filter as CSV, in the format of `npm run leads -- export` (streamed in batches). */
export async function GET(request: Request): Promise<Response> {
  const operator = await requireOperator();
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const filter = parseLeadFilter(query);
  await recordAudit(operator, 'leads.export', 'leads', { filter: { ...filter, page: undefined } });
  const db = await getDb();
  const lines = leadCsvLines(db, filter);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await lines.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(next.value));
    },
    async cancel() {
      await lines.return(undefined);
    },
  });
  const day = new Date().toISOString().slice(0, 10);
  return new Response(body, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="leads-${day}.csv"`,
      'cache-control': 'no-store',
    },
  });
}
