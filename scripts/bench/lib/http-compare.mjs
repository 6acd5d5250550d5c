// Measures one endpoint of the site with autocannon beside a plain Node http server that answers the
// same bytes, so the figures read as "what the framework and our code cost over the floor".
import http from 'node:http';
import autocannon from 'autocannon';

function summarize(result) {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p97_5Ms: result.latency.p97_5,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** One request with Node's client, which leaves the body as sent (fetch would decode it). */
function rawRequest(url, { method, headers, body }) {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/**
 * @param {{ name: string, url: string, method?: string, headers?: Record<string,string>, body?: () => string, durationS?: number, connections?: number }} target
 */
export async function compareWithPlainNode({ name, url, method = 'GET', headers = {}, body, durationS = 8, connections = 25 }) {
  // The reference answer: exactly the bytes the site sends for this request (still encoded when it is compressed).
  const sample = await rawRequest(url, { method, headers, body: body?.() });
  const bytes = sample.body;
  const contentType = sample.headers['content-type'] ?? 'application/octet-stream';
  const encoding = sample.headers['content-encoding'];
  const plain = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      response.writeHead(sample.status, { 'content-type': contentType, 'content-length': bytes.length, ...(encoding ? { 'content-encoding': encoding } : {}) });
      response.end(bytes);
    });
  });
  await new Promise((resolve) => plain.listen(0, '127.0.0.1', resolve));
  const plainUrl = `http://127.0.0.1:${plain.address().port}${new URL(url).pathname}`;

  const requests = body ? [{ setupRequest: (request) => ({ ...request, body: body() }) }] : undefined;
  const common = { method, headers, duration: durationS, connections, requests };
  try {
    const site = summarize(await run({ ...common, url }));
    const floor = summarize(await run({ ...common, url: plainUrl }));
    return {
      name,
      path: new URL(url).pathname + new URL(url).search,
      bytes: bytes.length,
      site,
      plainNode: floor,
      ratio: Number((floor.requestsPerSecond / Math.max(1, site.requestsPerSecond)).toFixed(1)),
    };
  } finally {
    await new Promise((resolve) => plain.close(resolve));
  }
}
