/**
 * Reads the Content-Security-Policy violation reports browsers send into one shape fit to log: CSP level 2's single
 * report (`application/csp-report`, what every browser sends to the policy's `report-uri`) and the Reporting API's
 * batches (`application/reports+json`, what Chromium would send to a `report-to` group, kept readable so that adding
 * the directive later is one line). Anything a browser did not write is refused with the fields at fault; URLs lose
 * their query and fragment (a page's query may carry a visitor's data).
 */
import { z } from 'zod';

/** Where browsers send the reports (the policy's `report-uri`). */
export const CSP_REPORT_PATH = '/api/csp-reports';
/** Content types browsers send reports with (`application/json` by some older ones). */
export const CSP_REPORT_CONTENT_TYPES = ['application/reports+json', 'application/csp-report', 'application/json'] as const;
/** More than any browser batches; a page with many violations sends several requests. */
export const MAX_REPORTS_PER_REQUEST = 50;

export interface CspViolation {
  /** The page, without query or fragment. */
  documentUrl: string;
  /** What was refused: a URL without query, or a keyword ('inline', 'eval', 'wasm-eval', 'trusted-types-policy'…). */
  blocked: string;
  /** The directive that refused it (script-src-elem, connect-src…). */
  directive: string;
  disposition: 'enforce' | 'report';
  sourceFile?: string;
  line?: number;
  column?: number;
  /** The first characters of an inline script or style (browsers send at most 40). */
  sample?: string;
  statusCode?: number;
}

const text = (max: number) => z.string().max(max);
const url = text(2048);
const position = z.number().int().min(0).max(10_000_000);

/** CSP level 2 (`report-uri`): one violation, hyphenated names. */
const levelTwoReportSchema = z.object({
  'csp-report': z.object({
    'document-uri': url,
    'blocked-uri': url.optional(),
    'violated-directive': text(256).optional(),
    'effective-directive': text(256).optional(),
    disposition: z.enum(['enforce', 'report']).optional(),
    'source-file': url.optional(),
    'line-number': position.optional(),
    'column-number': position.optional(),
    'script-sample': text(256).optional(),
    'status-code': z.number().int().min(0).max(999).optional(),
  }),
});

/** Reporting API (`report-to`): a batch; only `csp-violation` entries are ours, other types are skipped. */
const reportingApiEntrySchema = z.object({ type: text(64), body: z.unknown() });
const reportingApiViolationSchema = z.object({
  documentURL: url,
  blockedURL: url.optional(),
  effectiveDirective: text(256),
  disposition: z.enum(['enforce', 'report']).optional(),
  sourceFile: url.optional(),
  lineNumber: position.optional(),
  columnNumber: position.optional(),
  sample: text(256).optional(),
  statusCode: z.number().int().min(0).max(999).optional(),
});
const reportingApiBatchSchema = z.array(reportingApiEntrySchema).min(1).max(MAX_REPORTS_PER_REQUEST);

export type CspReportParse = { ok: true; violations: CspViolation[] } | { ok: false; issues: Array<{ path: string; message: string }> };

/** A URL as logged: origin and path only. Keywords ('inline', 'eval') and opaque values pass through, trimmed. */
export function withoutQuery(value: string): string {
  try {
    const parsed = new URL(value);
    if (parsed.protocol === 'http:' || parsed.protocol === 'https:' || parsed.protocol === 'ws:' || parsed.protocol === 'wss:') {
      return `${parsed.origin}${parsed.pathname}`;
    }
    return parsed.protocol.replace(/:$/, '');
  } catch {
    return value.split(/[?#]/)[0]!.slice(0, 256);
  }
}

function issuesOf(error: z.ZodError): Array<{ path: string; message: string }> {
  return error.issues.slice(0, 10).map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/** A violation in this module's names, as the browser stated it: not yet fit to log. */
type StatedViolation = Omit<CspViolation, 'blocked' | 'disposition'> & { blocked?: string; disposition?: CspViolation['disposition'] };

/** Fit to log: URLs without query, the sample cut to 40 characters, `enforce` by default, no undefined fields. */
function forLog(stated: StatedViolation): CspViolation {
  const violation: CspViolation = {
    ...stated,
    documentUrl: withoutQuery(stated.documentUrl),
    blocked: withoutQuery(stated.blocked ?? ''),
    disposition: stated.disposition ?? 'enforce',
    sourceFile: stated.sourceFile === undefined ? undefined : withoutQuery(stated.sourceFile),
    sample: stated.sample?.slice(0, 40),
  };
  return Object.fromEntries(Object.entries(violation).filter(([, value]) => value !== undefined)) as unknown as CspViolation;
}

function fromLevelTwo(report: z.infer<typeof levelTwoReportSchema>['csp-report']): CspViolation {
  return forLog({
    documentUrl: report['document-uri'],
    blocked: report['blocked-uri'],
    directive: (report['effective-directive'] ?? report['violated-directive'] ?? '').split(' ')[0]!,
    disposition: report.disposition,
    sourceFile: report['source-file'],
    line: report['line-number'],
    column: report['column-number'],
    sample: report['script-sample'],
    statusCode: report['status-code'],
  });
}

function fromReportingApi(body: z.infer<typeof reportingApiViolationSchema>): CspViolation {
  return forLog({
    documentUrl: body.documentURL,
    blocked: body.blockedURL,
    directive: body.effectiveDirective,
    disposition: body.disposition,
    sourceFile: body.sourceFile,
    line: body.lineNumber,
    column: body.columnNumber,
    sample: body.sample,
    statusCode: body.statusCode,
  });
}

/** Reads a parsed JSON body in either format. */
export function parseCspReport(json: unknown): CspReportParse {
  if (Array.isArray(json)) {
    const batch = reportingApiBatchSchema.safeParse(json);
    if (!batch.success) return { ok: false, issues: issuesOf(batch.error) };
    const violations: CspViolation[] = [];
    for (const [index, entry] of batch.data.entries()) {
      if (entry.type !== 'csp-violation') continue;
      const body = reportingApiViolationSchema.safeParse(entry.body);
      if (!body.success) return { ok: false, issues: issuesOf(body.error).map((issue) => ({ ...issue, path: `${index}.body.${issue.path}` })) };
      violations.push(fromReportingApi(body.data));
    }
    return { ok: true, violations };
  }
  const single = levelTwoReportSchema.safeParse(json);
  if (!single.success) return { ok: false, issues: issuesOf(single.error) };
  return { ok: true, violations: [fromLevelTwo(single.data['csp-report'])] };
}
