/** Reads a request's body (bytes: JSON or a form's files) up to a byte limit, from Node's IncomingMessage or a Fetch Request: the one body reader of the site's endpoints. */
import 'server-only';
import type { IncomingMessage } from 'node:http';

/** Reads at most `limit` bytes of a Fetch body (also when no length is declared); null when it is longer. */
export async function readCapped(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => {});
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** Reads at most `limit` bytes of a Node request's body; null when it is longer (the rest is left unread). */
export function readNodeBody(req: IncomingMessage, limit: number): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) return resolve(null);
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        req.off('data', onData);
        req.pause();
        resolve(null);
        return;
      }
      chunks.push(chunk);
    };
    req.on('data', onData);
    req.once('end', () => resolve(Buffer.concat(chunks)));
    req.once('error', reject);
    // A client that leaves mid-body: nothing to answer, nothing stored.
    req.once('aborted', () => reject(new Error('request aborted')));
  });
}
