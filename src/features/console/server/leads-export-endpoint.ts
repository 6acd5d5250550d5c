/**
 * GET /admin/leads/export: the inbox's current filter and view as CSV, in the format of `npm run leads -- export`, streamed in
 * batches. Signed-out visitors are sent to the sign-in page (and back to the inbox); each export is in the audit log.
 */
import 'server-only';
import { getDb } from '@/server/db';
import { defineEndpoint, type EndpointAnswer } from '@/server/http/endpoint';
import { exportFileName, leadExportLines } from './lead-export';
import { parseLeadFilter } from './leads-inbox';

export const LEADS_EXPORT_PATH = '/admin/leads/export';

export const leadsExportEndpoint = defineEndpoint({
  path: LEADS_EXPORT_PATH,
  methods: ['GET'],
  summary: 'The console inbox’s filter as CSV (signed-in operators; audited).',
  // A download link: reading needs the session cookie, which the browser sends only to this site (SameSite).
  sameOrigin: false,
  async handle({ headers, query }): Promise<EndpointAnswer> {
    // Loaded with the first export: the site's process starts without the console's sign-in (better-auth).
    const { operatorSessionOf, VISITOR_DATA_ROLES } = await import('./operator-identity');
    const session = await operatorSessionOf(new Headers({ cookie: headers.get('cookie') ?? '' }));
    if (!session) return { status: 303, headers: { location: `/admin/sign-in?next=${encodeURIComponent('/admin/leads')}` } };
    // Editors work on content only: visitors' personal data is not theirs to export.
    if (!VISITOR_DATA_ROLES.includes(session.operator.role)) return { status: 403, body: 'forbidden' };
    const filter = parseLeadFilter(Object.fromEntries(query));
    const db = await getDb();
    const { writeAudit } = await import('./audit-log');
    await writeAudit(db, { id: session.operator.id, email: session.operator.email }, 'leads.export', 'leads', { filter: { ...filter, page: undefined } });
    return {
      status: 200,
      body: leadExportLines(db, filter, { operatorId: session.operator.id }),
      headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${exportFileName()}"`, 'cache-control': 'no-store' },
    };
  },
});
