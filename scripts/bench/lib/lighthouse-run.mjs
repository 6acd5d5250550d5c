// Runs Lighthouse on pages of a running site with Debian's Chromium and returns one row per page.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { throttling } from 'lighthouse/core/config/constants.js';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { CHROMIUM_ARGS } from './chromium.mjs';

const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/** Bytes a page transferred, by Lighthouse's resource type (Script, Stylesheet, Image, Font, Document, ...). */
function bytesByType(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const totals = {};
  for (const item of items) totals[item.resourceType ?? 'Other'] = (totals[item.resourceType ?? 'Other'] ?? 0) + (item.transferSize ?? 0);
  return totals;
}

/** Runs per page: mobile scores move by ±10 points from run to run here (desktop ones hardly move). */
export const DEFAULT_RUNS = { mobile: 5, desktop: 3 };

/**
 * One row per page from the median of `runs` Lighthouse runs (Lighthouse's own computeMedianRun: the run
 * closest to the median FCP and TTI), as Lighthouse advises: a single run moves by several points with
 * whatever else the machine is doing.
 */
export async function runLighthouse(baseUrl, pages, formFactor = 'mobile', runs = DEFAULT_RUNS[formFactor], { cpuSlowdown } = {}) {
  // --cpu N (mobile): Lighthouse's own mobile throttling with another CPU slowdown, to see how the pages fare on a
  // machine slower than this one (8 reads like a host half as fast as the default 4 assumes).
  const throttlingFlags = cpuSlowdown && formFactor === 'mobile' ? { throttling: { ...throttling.mobileSlow4G, cpuSlowdownMultiplier: cpuSlowdown } } : {};
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
  const rows = [];
  try {
    for (const path of pages) {
      // A warm-up load, so the measured run does not pay the route's first compilation or cache fill.
      await fetch(`${baseUrl}${path}`);
      const flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...throttlingFlags,
      };
      const results = [];
      // A run can fail to record its trace (NO_NAVSTART, NO_FCP: Chrome's tracing, not the page); such runs are
      // repeated, up to twice the asked number of runs in all.
      for (let attempt = 0; results.length < runs; attempt += 1) {
        const { lhr: result } = await lighthouse(`${baseUrl}${path}`, flags, formFactor === 'desktop' ? desktopConfig : undefined);
        if (!result.runtimeError) results.push(result);
        else if (attempt + 1 >= runs * 2) throw new Error(`Lighthouse could not measure ${path}: ${result.runtimeError.code} ${result.runtimeError.message}`);
      }
      const lhr = computeMedianRun(results);
      const performanceScores = results.map((result) => Math.round((result.categories.performance?.score ?? 0) * 100));
      const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const bytes = bytesByType(lhr);
      rows.push({
        page: path,
        formFactor,
        performance: score('performance'),
        performanceRuns: performanceScores.join('/'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
        cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
        tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
        // Lighthouse's own measure of the host's speed: its 4x CPU throttling is relative to the host, so a blocking
        // time is only comparable between runs whose hosts measured alike (hosts here have ranged 1,000–3,400).
        hostIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        jsKb: Number(((bytes.Script ?? 0) / 1024).toFixed(1)),
        bytesKb: Object.fromEntries(Object.entries(bytes).map(([type, value]) => [type, Number((value / 1024).toFixed(1))])),
        failingAudits: Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && ['binary', 'numeric', 'metricSavings'].includes(audit.scoreDisplayMode))
          .map((audit) => audit.id),
      });
    }
  } finally {
    await chrome.kill();
  }
  return rows;
}

export function printLighthouse(rows) {
  console.table(rows.map(({ bytesKb, failingAudits, ...row }) => row));
  for (const row of rows) if (row.failingAudits.length) console.log(`  ${row.formFactor} ${row.page}: below 0.9: ${row.failingAudits.join(', ')}`);
}
