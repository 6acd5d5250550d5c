/**
 * The one way to declare an HTTP endpoint: its path, methods, same-origin rule, body cap and media types, zod schema,
 * rate limiter and a handler that returns a status and a body. The checks run in one fixed order, written once in
 * `answerEndpoint`: method → origin → guard → limit → size → type → parse → validate → handle. Every refusal is a 4xx in the
 * request's language (messages/*.json, namespace Api); a handler's failure is a 500 without details.
 * Hosts: server/endpoints.ts lists every endpoint and ./endpoint-responder.ts mounts them on the custom server;
 * `answerFetch` runs the same declaration over a Fetch Request (tests).
 */
import 'server-only';
import type { z } from 'zod';
import { defaultLocale, isLocale, LOCALE_COOKIE, type Locale } from '@/i18n/routing';
import { fill, messagesOf } from '@/i18n/server-messages';
import { clientIpFrom } from '../client-ip';
import type { Allowance } from '../shared-rate-limiter';
import { readCapped } from './capped-body';
import { fieldErrors, type FieldMessage } from './field-errors';
import type { HeaderReader } from './header-reader';
import { rateLimitedAnswer } from './rate-limit-answer';
import { isSameOrigin } from './same-origin';

export type EndpointMethod = 'GET' | 'HEAD' | 'POST';

/** What a handler (and the limiter) sees of a request once every check passed. */
export interface EndpointRequest<Input = undefined> {
  method: EndpointMethod;
  /** Path parameters named in the declaration (`/api/payments/links/:code` → `{ code }`), still percent-encoded. */
  params: Readonly<Record<string, string>>;
  query: URLSearchParams;
  headers: HeaderReader;
  /** The client's address (src/server/client-ip.ts). */
  ip: string | undefined;
  /** The body's `locale` when it names one, else `?locale=`, else the language cookie, else Spanish. */
  locale: Locale;
  /** The body, parsed and validated by the schema (undefined for endpoints without a body). */
  input: Input;
  /** Who the guard let in (undefined for endpoints without a guard). */
  principal?: unknown;
}

/** A guard's verdict: who is asking, or the answer that refuses them. */
export type GuardVerdict = { principal: unknown } | { refuse: EndpointAnswer };

/**
 * An answer before it is written. `body`: undefined for none, a string or bytes as they are (give `content-type`),
 * an async iterable of chunks to stream, anything else as JSON.
 */
export interface EndpointAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface EndpointBody {
  /** Longer bodies are refused with 413 before they are read whole. */
  maxBytes: number;
  /** Accepted media types (without parameters); JSON when absent (multipart/form-data when `format` is 'form'). */
  mediaTypes?: readonly string[];
  /**
   * How the body is parsed: JSON (default), or a multipart form (an upload) whose fields are strings and whose files
   * are `UploadedFile`s, then validated by the schema like JSON.
   */
  format?: 'json' | 'form';
}

/** A file of a multipart body: its bytes and what the client said about it (never trusted for its type). */
export interface UploadedFile {
  name: string;
  /** The client's content-type: a hint only. */
  type: string;
  bytes: Buffer;
}

/** A multipart body as a plain object (the last value of a repeated field wins); undefined when it does not parse. */
async function parseForm(raw: Buffer, contentType: string): Promise<Record<string, string | UploadedFile> | undefined> {
  try {
    const form = await new Response(new Uint8Array(raw), { headers: { 'content-type': contentType } }).formData();
    const fields: Record<string, string | UploadedFile> = {};
    for (const [key, value] of form) {
      const parsed = typeof value === 'string' ? value : { name: value.name, type: value.type, bytes: Buffer.from(await value.arrayBuffer()) };
      Object.defineProperty(fields, key, { value: parsed, enumerable: true, writable: true, configurable: true });
    }
    return fields;
  } catch {
    return undefined;
  }
}

export interface EndpointDeclaration<Schema extends z.ZodType | undefined = undefined> {
  /** Exact path, or with `:name` segments. */
  path: string;
  methods: readonly EndpointMethod[];
  /** One line for the endpoint table (docs/architecture.md). */
  summary: string;
  /** Refuse browser requests from another site (403). */
  sameOrigin: boolean;
  /** The body is read, capped and parsed as JSON only when declared; without it, the body is never read. */
  body?: EndpointBody;
  /** Validates the parsed body; failures are 422 `{ errors }` by field. */
  schema?: Schema;
  /** Text of a field's error when the schema's own is not meant for people (e.g. a form id, a nickname). */
  fieldMessage?: FieldMessage;
  /**
   * Who may ask (a signed-in operator): runs before the limit and before any byte of the body is read, so a refused
   * client costs no upload; its principal reaches the handler as `request.principal`.
   */
  guard?: (request: EndpointRequest<undefined>) => Promise<GuardVerdict>;
  /** Spends the client's allowance; a refusal is 429 with Retry-After. */
  limit?: (request: EndpointRequest<undefined>) => Promise<Allowance>;
  handle(request: EndpointRequest<Schema extends z.ZodType ? z.output<Schema> : undefined>): Promise<EndpointAnswer> | EndpointAnswer;
}

/** A declared endpoint: the declaration and its compiled path. */
export interface Endpoint extends EndpointDeclaration<z.ZodType | undefined> {
  readonly match: (pathname: string) => Record<string, string> | undefined;
}

/** Declares an endpoint (the handler's input is typed by the schema). */
export function defineEndpoint<Schema extends z.ZodType | undefined = undefined>(declaration: EndpointDeclaration<Schema>): Endpoint {
  return { ...(declaration as unknown as EndpointDeclaration<z.ZodType | undefined>), match: pathMatcher(declaration.path) };
}

function pathMatcher(path: string): (pathname: string) => Record<string, string> | undefined {
  const names: string[] = [];
  if (!path.includes(':')) return (pathname) => (pathname === path ? {} : undefined);
  const pattern = new RegExp(
    `^${path
      .split('/')
      .map((segment) => {
        if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        names.push(segment.slice(1));
        return '([^/]+)';
      })
      .join('/')}$`,
  );
  return (pathname) => {
    const found = pattern.exec(pathname);
    if (!found) return undefined;
    return Object.fromEntries(names.map((name, index) => [name, found[index + 1]!]));
  };
}

/** What a host gives the edge for one request (Node's IncomingMessage or a Fetch Request). */
export interface IncomingRequest {
  method: string;
  params: Record<string, string>;
  query: () => URLSearchParams;
  headers: HeaderReader;
  ip: string | undefined;
  /** Reads at most `limit` bytes; null when the body is longer. */
  readBody(limit: number): Promise<Buffer | null>;
}

/** The `Allow` header of an endpoint (OPTIONS is always answered, with 204). */
export function allowedMethods(endpoint: Pick<Endpoint, 'methods'>): string {
  return ['OPTIONS', ...endpoint.methods].join(', ');
}

function mediaTypeOf(headers: HeaderReader): string {
  return (headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
}

function cookieLocale(headers: HeaderReader): Locale | undefined {
  const cookie = headers.get('cookie');
  if (!cookie?.includes(LOCALE_COOKIE)) return undefined;
  const value = new RegExp(`(?:^|;\\s*)${LOCALE_COOKIE}=([^;]*)`).exec(cookie)?.[1];
  return isLocale(value) ? value : undefined;
}

/** The request's language before its body is read. */
function locationLocale(incoming: IncomingRequest): Locale {
  const asked = incoming.query().get('locale');
  return isLocale(asked) ? asked : (cookieLocale(incoming.headers) ?? defaultLocale);
}

const JSON_TYPES = ['application/json'] as const;
const FORM_TYPES = ['multipart/form-data'] as const;

/** The whole edge of one request, in its fixed order; never throws (a handler's failure is a 500). */
export async function answerEndpoint(endpoint: Endpoint, incoming: IncomingRequest, onError?: (error: unknown) => void): Promise<EndpointAnswer> {
  // Read only when needed (a refusal, or a handler asking): the body's `locale` usually names it first.
  let locale: Locale | undefined;
  const localeOfRequest = () => (locale ??= locationLocale(incoming));
  const t = () => messagesOf(localeOfRequest()).Api;
  // 1. method
  const method = incoming.method.toUpperCase();
  if (method === 'OPTIONS') return { status: 204, headers: { allow: allowedMethods(endpoint) } };
  if (!(endpoint.methods as readonly string[]).includes(method)) {
    return {
      status: 405,
      body: { error: 'method_not_allowed', message: fill(t().methodNotAllowed, { methods: endpoint.methods.join(', ') }) },
      headers: { allow: allowedMethods(endpoint) },
    };
  }
  const request: EndpointRequest<unknown> = {
    method: method as EndpointMethod,
    params: incoming.params,
    get query() {
      return incoming.query();
    },
    headers: incoming.headers,
    ip: incoming.ip,
    get locale() {
      return localeOfRequest();
    },
    input: undefined,
  };
  // 2. origin
  if (endpoint.sameOrigin && !isSameOrigin(incoming.headers)) return { status: 403, body: { error: 'cross_origin', message: t().crossOrigin } };
  // 3. guard
  if (endpoint.guard) {
    const verdict = await endpoint.guard(request as EndpointRequest<undefined>);
    if ('refuse' in verdict) return verdict.refuse;
    request.principal = verdict.principal;
  }
  // 4. limit
  if (endpoint.limit) {
    const allowance = await endpoint.limit(request as EndpointRequest<undefined>);
    if (!allowance.allowed) return rateLimitedAnswer(allowance.retryAfterSeconds, t().rateLimited);
  }
  if (endpoint.body) {
    const { maxBytes, format = 'json' } = endpoint.body;
    const mediaTypes = endpoint.body.mediaTypes ?? (format === 'form' ? FORM_TYPES : JSON_TYPES);
    // 5. size (the declared length first: nothing is read of a body announced too long)
    const raw = await incoming.readBody(maxBytes);
    if (raw === null) {
      return {
        status: 413,
        body: { error: 'payload_too_large', message: fill(t().payloadTooLarge, { max: maxBytes }) },
        // What is left of the body is not read: the connection cannot carry another request.
        headers: { connection: 'close' },
      };
    }
    // 6. type
    if (!mediaTypes.includes(mediaTypeOf(incoming.headers))) {
      return { status: 415, body: { error: 'unsupported_media_type', message: fill(t().unsupportedMediaType, { types: mediaTypes.join(', ') }) } };
    }
    // 7. parse
    let parsed: unknown;
    if (format === 'form') {
      parsed = await parseForm(raw, incoming.headers.get('content-type') ?? '');
      if (parsed === undefined) return { status: 400, body: { error: 'malformed_form', message: t().unreadable } };
    } else {
      try {
        parsed = JSON.parse(raw.toString('utf8'));
      } catch {
        return { status: 400, body: { error: 'malformed_json', message: t().malformedJson } };
      }
    }
    if (parsed && typeof parsed === 'object' && isLocale((parsed as { locale?: unknown }).locale)) locale = (parsed as { locale: Locale }).locale;
    // 8. validate
    if (endpoint.schema) {
      const valid = endpoint.schema.safeParse(parsed);
      if (!valid.success) return { status: 422, body: { errors: fieldErrors(valid.error.issues, localeOfRequest(), endpoint.fieldMessage) } };
      parsed = valid.data;
    }
    request.input = parsed;
  }
  // 9. handle
  try {
    return await endpoint.handle(request as EndpointRequest<never>);
  } catch (error) {
    onError?.(error);
    return { status: 500, body: { error: 'server_error', message: t().generic } };
  }
}

/** The endpoint over a Fetch Request (tests, and any Fetch-based host); `params` as the path gave them. */
export async function answerFetch(endpoint: Endpoint, request: Request, params: Record<string, string> = {}): Promise<Response> {
  const answer = await answerEndpoint(endpoint, {
    method: request.method,
    params,
    query: () => new URL(request.url).searchParams,
    headers: request.headers,
    ip: clientIpFrom(request.headers),
    readBody: (limit) => readCapped(request, limit),
  });
  return toFetchResponse(answer);
}

function isStream(body: unknown): body is AsyncIterable<Uint8Array | string> {
  return typeof body === 'object' && body !== null && Symbol.asyncIterator in body;
}

/** An answer as a Fetch Response (JSON unless the body is text, bytes or a stream). */
export function toFetchResponse({ status, body, headers = {} }: EndpointAnswer): Response {
  const base = { 'cache-control': 'no-store', ...headers };
  if (body === undefined) return new Response(null, { status, headers: base });
  if (typeof body === 'string' || body instanceof Uint8Array) return new Response(body as BodyInit, { status, headers: base });
  if (isStream(body)) {
    const encoder = new TextEncoder();
    const iterator = body[Symbol.asyncIterator]();
    const stream = new ReadableStream<Uint8Array>({
      async pull(controller) {
        const next = await iterator.next();
        if (next.done) controller.close();
        else controller.enqueue(typeof next.value === 'string' ? encoder.encode(next.value) : next.value);
      },
      async cancel() {
        await iterator.return?.();
      },
    });
    return new Response(stream, { status, headers: base });
  }
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...base } });
}
