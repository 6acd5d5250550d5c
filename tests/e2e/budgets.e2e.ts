/**
 * Deterministic budgets of the production build: the JavaScript a first load of each page
 * transfers (its <script src> tags, gzip-compressed from the build files), the heavy parts kept out
 * of pages that do not need them, no third-party request before consent, and image and font sizes.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { COMPILE_HINT } from '../../scripts/compile-hints.mjs';
import { afterPaintScripts } from '../../server/paint-first';
import { BASE_URL, launchBrowser, newPage } from './support/browser';

const distDir = process.env.NEXT_DIST_DIR || '.next';
const CONTENT_PAGE_BUDGET_KB = 180;

/** Markers that only exist in the code of a heavy part (each checked below to be in the build, so its absence means something). */
const heavyParts = {
  'chat client (socket.io)': /engine\.io|socket\.io-client|transports:\["polling","websocket"/,
  'particles (tsParticles engine)': /addParticle/,
  '3D (three.js)': /WebGLRenderer|THREE\.REVISION/,
  'face tracking (@vladmandic/human)': /vladmandic\/human|FaceMesh/,
  'game engine (/games)': /darky-catch-engine/,
};

const pagesUnderBudget = [
  '/',
  '/en',
  '/servicios',
  '/servicios/webs-y-apps-a-medida?tab=web-ux',
  '/portafolio',
  '/portafolio/msm',
  '/nosotros',
  '/blog',
  '/academia',
  '/lessons',
  '/contacto',
  '/innovaciones/darky-3D',
  '/innovaciones/darky-3D/demo',
  '/innovaciones/probador',
  '/probadores',
  '/pagos',
  '/games',
  '/en/games',
];

function staticFile(src: string): string {
  return path.join(distDir, src.replace(/^\/_next\//, '').split('?')[0]!);
}

async function initialScripts(pagePath: string): Promise<Array<{ src: string; code: string; gzipBytes: number }>> {
  const html = await (await fetch(`${BASE_URL}${pagePath}`)).text();
  // Legacy-browser polyfills (`noModule`) are never fetched by the browsers that run modules. The bootstrap
  // scripts are listed for the paint-first loader, which adds them after the first paint (server/paint-first.ts).
  const scriptTags = [...html.matchAll(/<script([^>]+)>/g)]
    .filter((match) => !/\bnoModule\b/i.test(match[1]!))
    .map((match) => match[1]!.match(/src="([^"]+)"/)?.[1]);
  const scriptPreloads = [...html.matchAll(/<link([^>]+)>/g)]
    .filter((match) => /rel="preload"/.test(match[1]!) && /as="script"/.test(match[1]!))
    .map((match) => match[1]!.match(/href="([^"]+)"/)?.[1]);
  const sources = [...scriptTags, ...scriptPreloads, ...afterPaintScripts(html)].filter((src): src is string => src?.startsWith('/_next/') ?? false);
  return [...new Set(sources)].map((src) => {
    const code = readFileSync(staticFile(src));
    return { src, code: code.toString('utf8'), gzipBytes: gzipSync(code).length };
  });
}

describe('first-load JavaScript', () => {
  const measured: Record<string, number> = {};
  afterAll(() => {
    console.log(
      'First-load JS (gzip, kB):',
      Object.entries(measured)
        .map(([page, kb]) => `${page} ${kb}`)
        .join(' | '),
    );
  });

  it.each(pagesUnderBudget)(`%s loads under ${CONTENT_PAGE_BUDGET_KB} kB of compressed JavaScript`, async (pagePath) => {
    const scripts = await initialScripts(pagePath);
    const kb = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
    measured[pagePath] = Number(kb.toFixed(1));
    expect(scripts.length).toBeGreaterThan(0);
    expect(kb).toBeLessThan(CONTENT_PAGE_BUDGET_KB);
  });

  it('sends every initial script marked for eager compilation, so V8 compiles it off the main thread', async () => {
    for (const pagePath of ['/', '/en/contacto']) {
      for (const { src } of await initialScripts(pagePath)) {
        const served = await (await fetch(`${BASE_URL}${src}`)).text();
        expect(served.startsWith(COMPILE_HINT), `${pagePath} ${src}`).toBe(true);
      }
    }
  });

  it('sends the initial scripts Brotli-compressed to browsers that accept it, gzip to the others', async () => {
    const scripts = await initialScripts('/');
    for (const { src } of scripts.filter((script) => script.code.length >= 1024)) {
      const brotli = await fetch(`${BASE_URL}${src}`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(brotli.headers.get('content-encoding'), src).toBe('br');
      expect(brotli.headers.get('cache-control'), src).toContain('immutable');
      const gzip = await fetch(`${BASE_URL}${src}`, { headers: { 'accept-encoding': 'gzip' } });
      expect(gzip.headers.get('content-encoding'), src).toBe('gzip');
      // fetch decodes both: the same script either way.
      expect(await brotli.text()).toBe(await gzip.text());
    }
  });

  it.each(Object.entries(heavyParts))("finds %s's marker in the build's chunks (a marker that matches nothing would prove nothing)", (_, marker) => {
    const chunksDir = path.join(distDir, 'static', 'chunks');
    const chunks = readdirSync(chunksDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'));
    expect(chunks.some((file) => marker.test(readFileSync(path.join(chunksDir, file), 'utf8')))).toBe(true);
  });

  it.each(pagesUnderBudget)('%s keeps the chat client, particles, 3D, face tracking and the game engine out of its initial scripts', async (pagePath) => {
    const scripts = await initialScripts(pagePath);
    for (const [part, marker] of Object.entries(heavyParts)) {
      const carrier = scripts.find((script) => marker.test(script.code));
      expect(carrier?.src, `${part} in the initial scripts of ${pagePath}`).toBeUndefined();
    }
  });
});

describe('third parties and assets', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('requests nothing from another origin before the visitor accepts cookies', async () => {
    const { context, page } = await newPage(browser);
    const foreign: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (!['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol)) return;
      if (url.origin !== new URL(BASE_URL).origin) foreign.push(request.url());
    });
    for (const pagePath of ['/', '/servicios/chatbot-personalizado', '/en/contacto']) {
      await page.goto(pagePath, { waitUntil: 'networkidle' });
    }
    expect(foreign).toEqual([]);
    await context.close();
  });

  it('prefetches another page only when the visitor points at its link, not every link in sight', async () => {
    const { context, page } = await newPage(browser);
    const prefetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.searchParams.has('_rsc')) prefetched.push(url.pathname);
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    expect(prefetched).toEqual([]);
    const portfolioPrefetch = page.waitForRequest((request) => {
      const url = new URL(request.url());
      return url.pathname === '/portafolio' && url.searchParams.has('_rsc');
    });
    await page.locator('header nav a[href="/portafolio"]').first().hover();
    await portfolioPrefetch;
    await context.close();
  });

  it('paints the page before it runs the framework, then hydrates it', async () => {
    for (const pagePath of ['/', '/portafolio', '/en/contacto']) {
      const html = await (await fetch(`${BASE_URL}${pagePath}`)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head, pagePath).not.toMatch(/<script src="\/_next\/[^"]+" async=""/);
      const listed = afterPaintScripts(head);
      expect(listed.length, pagePath).toBeGreaterThan(3);
      // Not fetched before the paint either: no preload of a listed script.
      for (const src of listed) expect(head, pagePath).not.toContain(`href="${src}"`);

      const { context, page } = await newPage(browser);
      // When each Next.js chunk first enters the document (the parser would add them while it reads the head).
      await page.addInitScript(() => {
        const seen: Record<string, number> = {};
        (window as unknown as { chunkAddedAt: Record<string, number> }).chunkAddedAt = seen;
        new MutationObserver((records) => {
          for (const record of records) {
            for (const node of record.addedNodes) {
              const src = node instanceof HTMLScriptElement ? node.getAttribute('src') : null;
              if (src?.startsWith('/_next/static/chunks/') && !(node as HTMLScriptElement).noModule) seen[src] ??= performance.now();
            }
          }
        }).observe(document, { childList: true, subtree: true });
      });
      await page.goto(pagePath, { waitUntil: 'load' });
      // Hydrated: the app router has booted and the page is React's.
      await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === 'object');
      const { firstContentfulPaint, chunkAddedAt } = await page.evaluate(() => ({
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        chunkAddedAt: (window as unknown as { chunkAddedAt: Record<string, number> }).chunkAddedAt,
      }));
      const bootstrap = Object.entries(chunkAddedAt).filter(([src]) => listed.includes(src));
      expect(bootstrap.length, pagePath).toBe(listed.length);
      for (const [src, addedAt] of bootstrap) expect(addedAt, `${pagePath} ${src}`).toBeGreaterThanOrEqual(firstContentfulPaint);
      await context.close();
    }
  });

  it('keeps every image small and self-hosts the fonts as woff2 subsets', async () => {
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((name) => {
        const full = path.join(dir, name);
        return statSync(full).isDirectory() ? walk(full) : [full];
      });
    const oversized = walk('public/images')
      .map((file) => ({ file, kb: statSync(file).size / 1024 }))
      .filter(({ file, kb }) => (file.endsWith('.svg') ? kb > 8 : kb > 120));
    expect(oversized).toEqual([]);

    const html = await (await fetch(`${BASE_URL}/`)).text();
    const css = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => readFileSync(staticFile(m[1]!), 'utf8')).join('\n');
    const fontFiles = [...new Set([...css.matchAll(/url\(([^)]+\.woff2)\)/g)].map((m) => m[1]!.replace(/^["']|["']$/g, '')))];
    expect(fontFiles.length).toBeGreaterThan(0);
    expect(css).not.toMatch(/fonts\.googleapis|fonts\.gstatic/);
    for (const font of fontFiles) {
      const kb = statSync(staticFile(font.startsWith('/_next/') ? font : `/_next/static/media/${path.basename(font)}`)).size / 1024;
      expect(kb, font).toBeLessThan(60);
    }
  });
});
