/** GET /api/health for load balancers and orchestrators: see health-report.ts for what it checks and answers. */
import { getEnv } from '@/config/env';
import { getDb, getDbDriver } from '@/server/db';
import { buildHealthReport } from './health-report';
import { pingRedis } from './redis-probe';
import { runtimeState } from './runtime-state';

export const dynamic = 'force-dynamic';

export async function GET(): Promise<Response> {
  const redisUrl = getEnv().REDIS_URL;
  const { httpStatus, report } = await buildHealthReport({
    database: getDb,
    driver: getDbDriver,
    pingRedis: redisUrl ? () => pingRedis(redisUrl) : undefined,
    runtime: runtimeState(),
  });
  return Response.json(report, { status: httpStatus, headers: { 'cache-control': 'no-store' } });
}
