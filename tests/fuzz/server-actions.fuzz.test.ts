/**
 * Server actions under hostile input, on the production server: forged and odd Origins, bodies that are not React's
 * encodeReply, broken multipart, lying Content-Lengths. Every answer is a 4xx (403 for a foreign Origin), never a 5xx,
 * and nothing of it reaches the log at error level; an abandoned request is logged 499, never 200.
 */
import fs from 'node:fs';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { expectServerHealthy, fuzzServer } from './support/server-info';
import { HOSTILE_STRINGS, Random } from './support/random';

const CASES = 120;
const PAGES = ['/', '/contacto', '/en/contact', '/admin/leads', '/admin/sign-in', '/nosotros'];

afterAll(async () => {
  await expectServerHealthy();
});

/** The log's lines after `offset`, a length in bytes (fs.statSync): sliced as bytes, since earlier lines carry multi-byte text. */
function logSince(offset: number): Array<Record<string, unknown>> {
  const text = fs.readFileSync(fuzzServer().logFile).subarray(offset).toString('utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('server actions, hostile', () => {
  const { baseUrl, seed } = fuzzServer();
  const random = new Random(seed, 'server-actions');
  const actionId = () =>
    random.bool(0.7) ? Array.from({ length: 42 }, () => '0123456789abcdef'[random.int(0, 15)]).join('') : random.hostileString().replace(/[^\x20-\x7e]/g, 'x');

  it('a foreign Origin is 403 whatever the body, before Next', async () => {
    const origins = ['https://evil.example', 'null', 'http://127.0.0.1.evil.example', 'file://', 'http://localhost:1', 'https://darkosystems.pe'];
    for (let i = 0; i < 30; i += 1) {
      const response = await fetch(`${baseUrl}${random.pick(PAGES)}`, {
        method: 'POST',
        headers: { origin: random.pick(origins), 'next-action': actionId(), 'content-type': 'text/plain;charset=UTF-8' },
        body: random.bool() ? '[]' : random.hostileString(),
      });
      expect(response.status).toBe(403);
    }
  });

  it('random bodies, ids and content types from the right Origin: 4xx, never 5xx, no error line', async () => {
    const offset = fs.statSync(fuzzServer().logFile).size;
    const statuses = new Map<number, number>();
    for (let i = 0; i < CASES; i += 1) {
      const kind = random.int(0, 4);
      let body: BodyInit;
      let contentType: string;
      if (kind === 0) [body, contentType] = [random.hostileString(), 'text/plain;charset=UTF-8'];
      else if (kind === 1) [body, contentType] = [random.bytes(random.int(0, 2048)), 'text/plain;charset=UTF-8'];
      else if (kind === 2) [body, contentType] = [JSON.stringify({ [random.pick(HOSTILE_STRINGS)]: random.hostileValue() }), 'text/plain;charset=UTF-8'];
      else if (kind === 3) {
        const boundary = random.ascii(random.int(1, 20)).replace(/[^A-Za-z0-9]/g, 'b') || 'b';
        [body, contentType] = [
          `--${boundary}\r\nContent-Disposition: form-data; name="${random.ascii(5)}"\r\n\r\n${random.hostileString()}${random.bool() ? `\r\n--${boundary}--\r\n` : ''}`,
          `multipart/form-data; boundary=${boundary}`,
        ];
      } else [body, contentType] = [random.bytes(random.int(0, 512)), 'multipart/form-data'];
      const response = await fetch(`${baseUrl}${random.pick(PAGES)}`, {
        method: 'POST',
        headers: { origin: baseUrl, 'next-action': actionId(), 'content-type': contentType },
        body,
        redirect: 'manual',
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expect(response.status, `case ${i} (kind ${kind})`).toBeLessThan(500);
    }
    // Let the last lines reach the file.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const errors = logSince(offset).filter((line) => Number(line.level) >= 50);
    expect(errors).toEqual([]);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(0);
  });

  it('a request abandoned after a lying Content-Length is logged 499, not 200', async () => {
    const offset = fs.statSync(fuzzServer().logFile).size;
    const { port } = new URL(baseUrl);
    for (const path of ['/api/leads', '/contacto']) {
      const socket = net.connect(Number(port), '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${baseUrl}\r\nNext-Action: ${'a'.repeat(42)}\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n{"formId":`,
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      socket.destroy();
    }
    await expect.poll(() => logSince(offset).filter((line) => line.component === 'http' && line.aborted === true).length, { timeout: 5_000 }).toBe(2);
    const aborted = logSince(offset).filter((line) => line.component === 'http' && line.aborted === true);
    expect(aborted.map((line) => line.status)).toEqual([499, 499]);
  });
});
