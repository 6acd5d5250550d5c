/**
 * The glasses try-on as a visitor uses it, in headless Chromium with WebGL through SwiftShader: a fake camera
 * fed by tests/e2e/fixtures/try-on/face.mjpeg (a face from @vladmandic/human, see PROVENANCE.md), no camera,
 * a refused permission, a photo instead of the camera, the catalogue's links, snapshots, and no request
 * to any other origin.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, screenshot, SWIFTSHADER_ARGS, viewports } from './support/browser';

const FIXTURE = path.resolve('tests/e2e/fixtures/try-on/face.mjpeg');
const PHOTO = path.resolve('tests/e2e/fixtures/try-on/face.jpg');
/** Loading the models and the first detections on SwiftShader take a while on a busy 2-core machine. */
const TRACKING_TIMEOUT = 120_000;

/**
 * Where the fixture's eyes are, as fractions of the 640x480 frame (measured on the picture: pupils at
 * x ≈ 252 and 376, y ≈ 191), in the order the visitor sees them: the camera is shown mirrored.
 */
const FIXTURE_EYES = {
  mirrored: [
    [(640 - 376) / 640, 191 / 480],
    [(640 - 252) / 640, 191 / 480],
  ],
  photo: [
    [252 / 640, 191 / 480],
    [376 / 640, 191 / 480],
  ],
};
const EYE_TOLERANCE = 0.035;

let cameraBrowser: Browser;
let plainBrowser: Browser;

beforeAll(async () => {
  mkdirSync('screenshots', { recursive: true });
  cameraBrowser = await launchBrowser({
    args: [...SWIFTSHADER_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-video-capture=${FIXTURE}`],
  });
  plainBrowser = await launchBrowser({ args: SWIFTSHADER_ARGS });
});
afterAll(async () => {
  await cameraBrowser?.close();
  await plainBrowser?.close();
});

interface Watched {
  context: BrowserContext;
  page: Page;
  foreign: string[];
  modelRequests: string[];
  cspViolations: () => Promise<string[]>;
}

async function open(
  browser: Browser,
  pagePath: string,
  options: { viewport?: { width: number; height: number }; grantCamera?: boolean } = {},
): Promise<Watched> {
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport: options.viewport ?? viewports.desktop,
    locale: 'es-PE',
    reducedMotion: 'reduce',
    acceptDownloads: true,
  });
  if (options.grantCamera) await context.grantPermissions(['camera'], { origin: BASE_URL });
  const page = await context.newPage();
  const foreign: string[] = [];
  const modelRequests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.origin !== new URL(BASE_URL).origin) foreign.push(request.url());
    if (url.pathname.startsWith('/try-on/models/')) modelRequests.push(url.pathname);
  });
  await page.addInitScript(() => {
    const w = window as Window & { __csp?: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (event) => w.__csp!.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  await page.goto(pagePath, { waitUntil: 'networkidle' });
  // Hydrated: the start button answers clicks only once React owns the page.
  await page.waitForFunction(() => typeof (window as unknown as { next?: unknown }).next === 'object');
  // TensorFlow.js probes WebAssembly support by compiling a few bytes; the CSP refuses it (no 'wasm-unsafe-eval'),
  // the probe fails quietly and the WebGL backend runs anyway (docs/security.md). Every other violation counts.
  const cspViolations = async () =>
    (await page.evaluate(() => (window as Window & { __csp?: string[] }).__csp ?? [])).filter((violation) => !violation.startsWith('script-src wasm-eval'));
  return { context, page, foreign, modelRequests, cspViolations };
}

const stage = (page: Page) => page.getByTestId('try-on-stage');
const statusLine = (page: Page) => page.getByTestId('try-on-status');

async function waitForStatus(page: Page, kind: string, timeout = TRACKING_TIMEOUT) {
  await page.waitForFunction((wanted) => document.querySelector('[data-testid="try-on-stage"]')?.getAttribute('data-status') === wanted, kind, { timeout });
}

/** The eye centres the page placed the glasses on, as fractions of the picture. */
async function eyesOf(page: Page): Promise<number[][]> {
  const value = await stage(page).getAttribute('data-eyes');
  return (value ?? '')
    .split(' ')
    .filter(Boolean)
    .map((pair) => pair.split(',').map(Number));
}

/** Alpha (0-255) of the glasses layer at fractions of its size: > 0 where something is drawn. */
async function glassesAlpha(page: Page, points: number[][]): Promise<number[]> {
  return page.evaluate((at) => {
    const source = document.querySelector<HTMLCanvasElement>('[data-testid="try-on-glasses"]')!;
    const copy = document.createElement('canvas');
    copy.width = source.width;
    copy.height = source.height;
    const context = copy.getContext('2d')!;
    context.drawImage(source, 0, 0);
    return at.map(([x, y]) => context.getImageData(Math.round(x! * source.width), Math.round(y! * source.height), 1, 1).data[3]!);
  }, points);
}

/**
 * Clicks a button by the DOM: Darky's chat panel (open by default on desktop) and the sticky header may lie over
 * the controls at some scroll positions, which would make a pointer click depend on timing.
 */
async function clickCentred(page: Page, name: string) {
  const button = page.getByRole('button', { name });
  await button.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await button.evaluate((element) => (element as HTMLButtonElement).click());
}

const glassesPixels = (page: Page) => page.evaluate(() => document.querySelector<HTMLCanvasElement>('[data-testid="try-on-glasses"]')!.toDataURL());

function pngSize(file: Buffer): { width: number; height: number } {
  expect(file.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: file.readUInt32BE(16), height: file.readUInt32BE(20) };
}

function expectEyesNear(actual: number[][], expected: number[][]) {
  expect(actual).toHaveLength(2);
  for (const [index, [x, y]] of expected.entries()) {
    expect(Math.abs(actual[index]![0]! - x!), `eye ${index} x ${actual[index]![0]} vs ${x}`).toBeLessThan(EYE_TOLERANCE);
    expect(Math.abs(actual[index]![1]! - y!), `eye ${index} y ${actual[index]![1]} vs ${y}`).toBeLessThan(EYE_TOLERANCE);
  }
}

describe('live try-on with a camera', () => {
  it('finds the face, draws the glasses on the eyes, switches frames and colours, saves a snapshot and stops', { timeout: 240_000 }, async () => {
    const { context, page, foreign, modelRequests, cspViolations } = await open(cameraBrowser, '/innovaciones/probador');
    await expect(statusLine(page).textContent()).resolves.toContain('Listo para empezar');
    // Nothing heavy before the visitor asks.
    expect(modelRequests).toEqual([]);
    expect(
      await page.evaluate(() =>
        performance.getEntriesByType('resource').some((entry) => /try-on-engine|three|human/i.test(entry.name) && !entry.name.includes('/_next/static/css')),
      ),
    ).toBe(false);

    await page.getByRole('button', { name: 'Activar cámara' }).click();
    await waitForStatus(page, 'detected');
    await expect(statusLine(page).textContent()).resolves.toContain('Rostro detectado');
    expect(modelRequests.length).toBeGreaterThan(0);

    const eyes = await eyesOf(page);
    expectEyesNear(eyes, FIXTURE_EYES.mirrored);
    // The lenses are drawn over both eyes; the corners of the picture stay clear.
    const [leftLens, rightLens, corner, bottom] = await glassesAlpha(page, [...eyes, [0.03, 0.03], [0.5, 0.97]]);
    expect(leftLens).toBeGreaterThan(0);
    expect(rightLens).toBeGreaterThan(0);
    expect(corner).toBe(0);
    expect(bottom).toBe(0);
    await screenshot(page, 'try-on-desktop-es-detected');

    // Switch frame and colour: the model on the face changes.
    const before = await glassesPixels(page);
    await page.getByText('Redondo', { exact: true }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="try-on-stage"]')?.getAttribute('data-frame') === 'redondo:bronce');
    await page.waitForFunction((previous) => document.querySelector<HTMLCanvasElement>('[data-testid="try-on-glasses"]')!.toDataURL() !== previous, before, {
      timeout: 30_000,
    });
    expect(new URL(page.url()).searchParams.get('modelo')).toBe('redondo');
    const round = await glassesPixels(page);
    await page.getByRole('radio', { name: 'Plata' }).check({ force: true });
    await page.waitForFunction(() => document.querySelector('[data-testid="try-on-stage"]')?.getAttribute('data-frame') === 'redondo:plata');
    await page.waitForFunction((previous) => document.querySelector<HTMLCanvasElement>('[data-testid="try-on-glasses"]')!.toDataURL() !== previous, round, {
      timeout: 30_000,
    });

    const accessibility = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
    expect(accessibility.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);

    const download = page.waitForEvent('download');
    await clickCentred(page, 'Tomar foto');
    const file = await download;
    expect(file.suggestedFilename()).toBe('probador-darko-redondo.png');
    expect(pngSize(readFileSync((await file.path())!))).toEqual({ width: 640, height: 480 });

    await clickCentred(page, 'Detener cámara');
    await waitForStatus(page, 'idle', 10_000);
    expect(await page.evaluate(() => document.querySelector('video')!.srcObject)).toBeNull();
    await expect(page.getByRole('button', { name: 'Activar cámara' }).isVisible()).resolves.toBe(true);

    expect(foreign).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await context.close();
  });

  it('opens on the frame a catalogue link names (?modelo=) and tracks in English', { timeout: 240_000 }, async () => {
    const { context, page, foreign } = await open(cameraBrowser, '/en/innovaciones/probador?modelo=ojo-de-gato', { viewport: viewports.mobile });
    await page.waitForFunction(() => document.querySelector('[data-testid="try-on-stage"]')?.getAttribute('data-frame') === 'ojo-de-gato:carey');
    await expect(statusLine(page).textContent()).resolves.toContain('Ready to start');
    await screenshot(page, 'try-on-mobile-en-idle');
    await page.getByRole('button', { name: 'Start camera' }).click();
    await waitForStatus(page, 'detected');
    await expect(statusLine(page).textContent()).resolves.toContain('Face detected');
    expectEyesNear(await eyesOf(page), FIXTURE_EYES.mirrored);
    await screenshot(page, 'try-on-mobile-en-detected');
    expect(foreign).toEqual([]);
    await context.close();
  });
});

describe('without a camera', () => {
  it('says "Cámara no disponible" with what to do, and tries the frames on an uploaded photo instead', { timeout: 240_000 }, async () => {
    const { context, page, foreign, cspViolations } = await open(plainBrowser, '/innovaciones/probador', { grantCamera: true, viewport: viewports.mobile });
    await page.getByRole('button', { name: 'Activar cámara' }).click();
    await waitForStatus(page, 'unavailable', 30_000);
    const text = await statusLine(page).textContent();
    expect(text).toContain('Cámara no disponible');
    expect(text).toContain('sube una foto');
    await expect(page.getByRole('button', { name: 'Reintentar' }).isVisible()).resolves.toBe(true);
    await screenshot(page, 'try-on-mobile-es-no-camera');

    await page.getByTestId('try-on-photo').setInputFiles(PHOTO);
    await waitForStatus(page, 'photo');
    await expect(statusLine(page).textContent()).resolves.toContain('Rostro detectado en tu foto');
    const eyes = await eyesOf(page);
    expectEyesNear(eyes, FIXTURE_EYES.photo);
    const [leftLens, rightLens] = await glassesAlpha(page, eyes);
    expect(leftLens).toBeGreaterThan(0);
    expect(rightLens).toBeGreaterThan(0);
    await screenshot(page, 'try-on-mobile-es-photo');

    const download = page.waitForEvent('download');
    await clickCentred(page, 'Tomar foto');
    const file = await download;
    expect(file.suggestedFilename()).toBe('probador-darko-aviador.png');
    expect(pngSize(readFileSync((await file.path())!))).toEqual({ width: 640, height: 480 });
    expect(foreign).toEqual([]);
    expect(await cspViolations()).toEqual([]);
    await context.close();
  });

  it('says "Camera no available" in English', async () => {
    const { context, page } = await open(plainBrowser, '/en/innovaciones/probador', { grantCamera: true });
    await page.getByRole('button', { name: 'Start camera' }).click();
    await waitForStatus(page, 'unavailable', 30_000);
    const text = await statusLine(page).textContent();
    expect(text).toContain('Camera no available');
    expect(text).toContain('upload a photo');
    await screenshot(page, 'try-on-desktop-en-no-camera');
    await context.close();
  });

  it('says "Cámara no disponible" when the visitor refuses the permission, and how to allow it', async () => {
    const { context, page } = await open(cameraBrowser, '/innovaciones/probador');
    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.getByRole('button', { name: 'Activar cámara' }).click();
    await waitForStatus(page, 'unavailable', 30_000);
    const text = await statusLine(page).textContent();
    expect(text).toContain('Cámara no disponible');
    expect(text).toContain('No tenemos permiso para usar tu cámara');
    await context.close();
  });
});

describe('frame catalogue', () => {
  it.each(['/probadores', '/en/probadores'])('%s lists six frames with colours and try-on links, axe clean', { timeout: 240_000 }, async (pagePath) => {
    for (const [name, viewport] of Object.entries(viewports)) {
      const { context, page, foreign } = await open(plainBrowser, pagePath, { viewport });
      const cards = page.getByTestId('frame-catalogue').locator(':scope > li');
      await expect(cards.count()).resolves.toBe(6);
      const links = await page
        .getByTestId('frame-catalogue')
        .locator('a')
        .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
      const prefix = pagePath.startsWith('/en') ? '/en' : '';
      expect(links).toEqual(
        ['aviador', 'redondo', 'ojo-de-gato', 'clasico', 'al-aire', 'deportivo'].map((slug) => `${prefix}/innovaciones/probador?modelo=${slug}`),
      );
      const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
      await screenshot(page, `try-on-catalogue-${name}${pagePath.replace(/[^a-z0-9]+/gi, '_')}`);
      expect(foreign).toEqual([]);
      await context.close();
    }
  });

  it('a "try them on" link opens the try-on on that frame', async () => {
    const { context, page } = await open(plainBrowser, '/probadores');
    await page.getByRole('link', { name: 'Probármelos: Gata Miraflores' }).click();
    await page.waitForURL(/\/innovaciones\/probador\?modelo=ojo-de-gato$/);
    await page.waitForFunction(() => document.querySelector('[data-testid="try-on-stage"]')?.getAttribute('data-frame') === 'ojo-de-gato:carey');
    await context.close();
  });

  it('the try-on page is axe clean before start, at both widths and in both languages', { timeout: 240_000 }, async () => {
    for (const pagePath of ['/innovaciones/probador', '/en/innovaciones/probador']) {
      for (const [name, viewport] of Object.entries(viewports)) {
        const { context, page } = await open(plainBrowser, pagePath, { viewport });
        const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']).analyze();
        expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
        await screenshot(page, `try-on-${name}${pagePath.replace(/[^a-z0-9]+/gi, '_')}`);
        await context.close();
      }
    }
  });
});
