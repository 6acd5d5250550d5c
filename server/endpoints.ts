/**
 * Every HTTP endpoint of the site, in one table: the custom server mounts them through one responder
 * (src/server/http/endpoint-responder.ts) before Next sees the request. An endpoint is declared where its feature lives
 * (src/server/http/endpoint.ts: path, methods, same-origin rule, body cap, schema, limiter, handler) and listed here;
 * docs/architecture.md prints this table and a unit test keeps the two equal.
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { leadsExportEndpoint } from '../src/features/console/server/leads-export-endpoint';
import { mediaFileEndpointOfProcess, mediaUploadEndpointOfProcess } from '../src/features/content-studio/media/media-endpoints';
import { previewEndpointsOfProcess } from '../src/features/content-studio/server/preview-serving';
import { guestTokenEndpoint } from '../src/features/darky/server/guest-token-endpoint';
import { gameRunEndpoint, gameScoreEndpoint } from '../src/features/games/server/api-handler';
import { leadEndpoint } from '../src/features/leads/server/api-handler';
import { appointmentIcsEndpoint } from '../src/features/leads/server/appointment-api';
import { chargeEndpoint, culqiEventEndpoint, linkStatusEndpoint } from '../src/features/payments/server/payment-api';
import { cspReportEndpoint, type CspReportLogger } from '../src/features/security/server/csp-report-endpoint';
import type { HealthSources } from '../src/server/health/health-report';
import { healthEndpoint } from '../src/server/health/health-endpoint';
import type { Endpoint } from '../src/server/http/endpoint';

/** What some endpoints need from the running process (read when a request comes, not when the table is made). */
export interface EndpointParts {
  healthToken: string | undefined;
  healthSources: () => HealthSources;
  cspLogger: CspReportLogger;
  /** Guest tokens per IP (Darky's runtime makes it once the socket server is up). */
  guestTokenLimiter: () => RateLimiterAbstract | undefined;
}

export function siteEndpoints(parts: EndpointParts): Endpoint[] {
  return [
    leadEndpoint,
    appointmentIcsEndpoint,
    guestTokenEndpoint(parts.guestTokenLimiter),
    cspReportEndpoint(parts.cspLogger),
    healthEndpoint({ token: parts.healthToken, sources: parts.healthSources }),
    gameRunEndpoint,
    gameScoreEndpoint,
    chargeEndpoint,
    linkStatusEndpoint,
    culqiEventEndpoint,
    leadsExportEndpoint,
    mediaUploadEndpointOfProcess,
    mediaFileEndpointOfProcess,
    ...previewEndpointsOfProcess,
  ];
}

/** The endpoint table of docs/architecture.md (Markdown), written from the declarations. */
export function endpointTable(endpoints: readonly Endpoint[]): string {
  const rows = endpoints.map((endpoint) => {
    const checks = [
      endpoint.sameOrigin ? 'same origin' : '',
      endpoint.guard ? 'guard' : '',
      endpoint.limit ? 'rate limit' : '',
      endpoint.body
        ? `body ≤ ${endpoint.body.maxBytes / 1024} kB ${(endpoint.body.mediaTypes ?? [endpoint.body.format === 'form' ? 'multipart/form-data' : 'application/json']).join(', ')}`
        : '',
      endpoint.schema ? 'schema' : '',
    ].filter(Boolean);
    return `| \`${endpoint.path}\` | ${endpoint.methods.join(', ')} | ${checks.join('; ') || '—'} | ${endpoint.summary} |`;
  });
  return ['| Path | Methods | Checks before the handler | What it does |', '| --- | --- | --- | --- |', ...rows].join('\n');
}
