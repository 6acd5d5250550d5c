/** Guest tokens: issued by the custom server's endpoint, signed, expiring, and refused with a reason when missing, forged or expired. */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { jwtVerify, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetEnvCache } from '@/config/env';
import { GUEST_TOKEN_PATH } from '@/features/darky/protocol';
import { GuestTokenError, issueGuestToken, verifyGuestToken } from '@/features/darky/server/guest-token';
import { GUEST_TOKEN_METHODS, serveGuestToken } from '@/features/darky/server/guest-token-endpoint';

async function failureOf(token: unknown): Promise<string> {
  try {
    await verifyGuestToken(token);
    return 'accepted';
  } catch (error) {
    return error instanceof GuestTokenError ? error.code : 'other error';
  }
}

describe('the guest-token endpoint on a real HTTP server', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    // As in server/main.ts: the endpoint answers its path, everything else goes on (to Next there, to 'next' here).
    server = createServer((req, res) => {
      if (serveGuestToken(req, res)) return;
      res.end('next');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const send = (method: string, path: string, body?: string) =>
    new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, method, path, headers: body ? { 'content-type': 'text/plain' } : {} }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      });
      req.on('error', reject);
      req.end(body);
    });

  it('POST answers 200 with an uncacheable JSON token whose subject is a new guest id, valid for 24 h', async () => {
    const before = Date.now();
    const answer = await send('POST', GUEST_TOKEN_PATH);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.headers['content-type']).toMatch(/^application\/json/);
    const { token, expiresAt } = JSON.parse(answer.body) as { token: string; expiresAt: number };
    expect(await verifyGuestToken(token)).toMatch(/^[0-9a-f-]{36}$/);
    expect(expiresAt).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000 + 24 * 3600 * 1000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + 24 * 3600 * 1000);

    const second = JSON.parse((await send('POST', GUEST_TOKEN_PATH)).body) as { token: string };
    expect(await verifyGuestToken(second.token)).not.toBe(await verifyGuestToken(token));
  });

  it('ignores the body and the query string', async () => {
    for (const [path, body] of [
      [`${GUEST_TOKEN_PATH}?token=x&guestId=y`, undefined],
      [GUEST_TOKEN_PATH, '{"sub":"admin"}'],
      [GUEST_TOKEN_PATH, 'x'.repeat(256 * 1024)],
    ] as const) {
      const answer = await send('POST', path, body);
      expect(answer.status, path).toBe(200);
      const { token } = JSON.parse(answer.body) as { token: string };
      expect(await verifyGuestToken(token)).not.toBe('admin');
    }
  });

  it('answers other methods 405 with the allowed ones and no token; OPTIONS 204', async () => {
    for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'PROPFIND']) {
      const answer = await send(method, GUEST_TOKEN_PATH);
      expect(answer.status, method).toBe(405);
      expect(answer.headers.allow, method).toBe(GUEST_TOKEN_METHODS);
      expect(answer.body, method).not.toMatch(/"token"/);
    }
    const options = await send('OPTIONS', GUEST_TOKEN_PATH);
    expect(options).toMatchObject({ status: 204, body: '' });
    expect(options.headers.allow).toBe('OPTIONS, POST');
  });

  it('lets every other path through', async () => {
    for (const path of [`${GUEST_TOKEN_PATH}/`, `${GUEST_TOKEN_PATH}/x`, '/api/guest/GENERATE-TOKEN', '/api/guest', '/', '/api/leads']) {
      expect(await send('POST', path), path).toMatchObject({ status: 200, body: 'next' });
    }
  });
});

describe('guest tokens', () => {
  it('refuses a missing, forged or expired token with its reason', async () => {
    expect(await failureOf(undefined)).toBe('token-missing');
    expect(await failureOf('')).toBe('token-missing');
    expect(await failureOf('not-a-jwt')).toBe('token-invalid');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('intruder')
      .setIssuer('darko-digital')
      .setAudience('darky-guest')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another secret'));
    expect(await failureOf(forged)).toBe('token-invalid');
    const { token } = await issueGuestToken(new Date(Date.now() - 2 * 60 * 60 * 1000), 60);
    expect(await failureOf(token)).toBe('token-expired');
  });

  describe('with APP_SECRET', () => {
    const secret = 'a-secret-shared-by-every-instance';
    const key = new TextEncoder().encode(secret);
    const previous = process.env.APP_SECRET;
    beforeAll(() => {
      process.env.APP_SECRET = secret;
      resetEnvCache();
    });
    afterAll(() => {
      if (previous === undefined) delete process.env.APP_SECRET;
      else process.env.APP_SECRET = previous;
      resetEnvCache();
    });
    const signWithJose = (alg = 'HS256', claims: Record<string, unknown> = { sub: 'guest-from-before' }) =>
      new SignJWT(claims).setProtectedHeader({ alg }).setIssuer('darko-digital').setAudience('darky-guest').setIssuedAt().setExpirationTime('1h').sign(key);

    it('accepts tokens issued before (by jose) and issues tokens jose accepts', async () => {
      expect(await verifyGuestToken(await signWithJose())).toBe('guest-from-before');
      const { token, guestId } = await issueGuestToken();
      const { payload, protectedHeader } = await jwtVerify(token, key, { issuer: 'darko-digital', audience: 'darky-guest', algorithms: ['HS256'] });
      expect(protectedHeader).toEqual({ alg: 'HS256' });
      expect(payload.sub).toBe(guestId);
    });

    it('refuses other algorithms, other claims and any change to the token', async () => {
      expect(await failureOf(await signWithJose('HS512'))).toBe('token-invalid');
      expect(await failureOf(await signWithJose('HS256', { sub: 12 }))).toBe('token-invalid');
      expect(await failureOf(await signWithJose('HS256', {}))).toBe('token-invalid');
      const noneHeader = Buffer.from(JSON.stringify({ alg: 'none' })).toString('base64url');
      const [, payload, signature] = (await signWithJose()).split('.');
      expect(await failureOf(`${noneHeader}.${payload}.`)).toBe('token-invalid');
      expect(await failureOf(`${noneHeader}.${payload}.${signature}`)).toBe('token-invalid');
      const valid = await signWithJose();
      for (const changed of [`${valid}x`, `${valid}=`, `${valid}.`, `.${valid}`, valid.slice(0, -1), valid.replace(/\.[^.]+$/, '.'), ` ${valid}`]) {
        expect(await failureOf(changed), changed).toBe('token-invalid');
      }
      const otherAudience = await new SignJWT({ sub: 'g' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('darko-digital')
        .setAudience('admin')
        .setExpirationTime('1h')
        .sign(key);
      expect(await failureOf(otherAudience)).toBe('token-invalid');
      const expired = await new SignJWT({ sub: 'g' })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer('darko-digital')
        .setAudience('darky-guest')
        .setExpirationTime(Math.floor(Date.now() / 1000) - 1)
        .sign(key);
      expect(await failureOf(expired)).toBe('token-expired');
    });
  });

  it('refuses a token whose signature was tampered with', async () => {
    const { token } = await issueGuestToken();
    const [header, payload] = token.split('.');
    const otherPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'someone-else' })).toString(
      'base64url',
    );
    expect(await failureOf(`${header}.${otherPayload}.${token.split('.')[2]}`)).toBe('token-invalid');
  });
});
