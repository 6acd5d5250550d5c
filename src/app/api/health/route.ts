/** Health check for load balancers: 200 when the database answers, 503 otherwise. */
import { sql } from 'drizzle-orm';
import { getDb, getDbDriver } from '@/server/db';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  try {
    const db = await getDb();
    await db.execute(sql`select 1`);
    return Response.json({ status: 'ok', database: await getDbDriver() }, { headers: { 'cache-control': 'no-store' } });
  } catch {
    return Response.json({ status: 'unavailable' }, { status: 503, headers: { 'cache-control': 'no-store' } });
  }
}
