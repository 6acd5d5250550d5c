// Debian's Chromium with the flags this machine needs (no sandbox as root, no background traffic to a closed network):
// the one list, for the benches and the browser tests (tests/e2e/support/browser.ts imports it).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Loopback only: no QUIC attempts beside each HTTP connection.
  '--disable-quic',
];
/** WebGL without a GPU: SwiftShader in software. */
export const SWIFTSHADER_ARGS = ['--use-angle=swiftshader', '--enable-unsafe-swiftshader'];

export function launchChromium(extraArgs = []) {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS, ...extraArgs] });
}
