/**
 * The patient app's first visit of `/` in headless Chromium on a phone, through the whole
 * server serving the built app, beside the same visit of a plain Vite + React "hello world"
 * built the same way (the floor), as ratios. Loopback only.
 */
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { freshPglite } from './lib/databases.ts';
import {
  LOW_END_PHONE_INDEX,
  lighthouseFigures,
  lowEndPhoneSlowdown,
  type LighthouseFigures,
} from './lib/lighthouse.ts';
import { buildFloor } from './lib/floor.ts';
import { visit, type Visit } from './lib/page-visit.ts';
import { benchServer } from './lib/server.ts';

/** BENCH_WEB_DIST measures another build, such as one of an older commit. */
const WEB_DIST =
  process.env.BENCH_WEB_DIST ?? fileURLToPath(new URL('../apps/web/dist', import.meta.url));
/** Throttled visits per app; the median is printed. */
const RUNS = Number(process.env.BENCH_RUNS ?? 3);

if (!existsSync(`${WEB_DIST}/.vite/manifest.json`)) {
  console.error(
    'apps/web/dist has no build with a manifest: run `npm run build -w apps/web` first',
  );
  process.exit(1);
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Where the bench's Chromium listens for DevTools, for Lighthouse to drive it. */
const DEVTOOLS_PORT = Number(process.env.BENCH_DEVTOOLS_PORT ?? 9333);

interface Measured extends Visit {
  lighthouse: LighthouseFigures;
  /** The same audits with the host slowed down to a low-end phone, and by how much. */
  lowEndPhone: LighthouseFigures & { slowdown: number };
}

const medianFigures = (audits: LighthouseFigures[]): LighthouseFigures => ({
  performance: median(audits.map((audit) => audit.performance)),
  largestPaint: median(audits.map((audit) => audit.largestPaint)),
  blockingTime: median(audits.map((audit) => audit.blockingTime)),
  hostIndex: median(audits.map((audit) => audit.hostIndex)),
});

/**
 * One quiet visit for the sizes and counts, then RUNS throttled ones for the paint times
 * and RUNS Lighthouse audits, then RUNS audits as a low-end phone, at the slowdown the
 * default audits' host index calls for; the medians are kept.
 */
async function measure(url: string, dist: string): Promise<Measured> {
  const quiet = await visit(browser, url, dist, false);
  const throttled: Visit[] = [];
  const audits: LighthouseFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    throttled.push(await visit(browser, url, dist, true));
    audits.push(await lighthouseFigures(url, DEVTOOLS_PORT));
  }
  const lighthouse = medianFigures(audits);
  const slowdown = lowEndPhoneSlowdown(lighthouse.hostIndex);
  const lowEndAudits: LighthouseFigures[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    lowEndAudits.push(await lighthouseFigures(url, DEVTOOLS_PORT, slowdown));
  }
  return {
    ...quiet,
    firstPaint: median(throttled.map((run) => run.firstPaint)),
    largestPaint: median(throttled.map((run) => run.largestPaint)),
    lighthouse,
    lowEndPhone: { ...medianFigures(lowEndAudits), slowdown },
  };
}

/**
 * Serves `dist` as the patient app through the whole server and measures `/`, with the home
 * drawn into the page by the renderer the build wrote beside it, if it wrote one (the floor
 * does not).
 */
async function measureServed(dist: string, seeded: boolean): Promise<Measured> {
  const database = await freshPglite();
  const app = await benchServer(database, {
    WEB_DIST: dist,
    WEB_HOME_RENDERER: join(dist, '..', 'dist-ssr', 'prerender.js'),
  });
  try {
    if (seeded) await seedDemo(app.db, { hospitalName: '仁和医院', now: app.clock.now() });
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    return await measure(`${url}/`, dist);
  } finally {
    await app.close();
    await database.close();
  }
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    `--remote-debugging-port=${DEVTOOLS_PORT}`,
  ],
});
const floorDist = await buildFloor();
try {
  const app = await measureServed(WEB_DIST, true);
  const floor = await measureServed(floorDist, false);
  const rows: [string, (visit: Measured) => number, (value: number) => string][] = [
    ['JS+CSS gzip', (v) => v.scriptGzip, (b) => `${(b / 1024).toFixed(1)} KB`],
    ['bytes on the wire', (v) => v.wireBytes, (b) => `${(b / 1024).toFixed(1)} KB`],
    ['requests before first paint', (v) => v.requestsBeforePaint, String],
    ['requests until idle', (v) => v.requests, String],
    [`FCP, slow 4G, CPU/${4}`, (v) => v.firstPaint, (ms) => `${ms.toFixed(0)} ms`],
    [`LCP, slow 4G, CPU/${4}`, (v) => v.largestPaint, (ms) => `${ms.toFixed(0)} ms`],
    ['Lighthouse performance', (v) => v.lighthouse.performance, String],
    ['Lighthouse LCP', (v) => v.lighthouse.largestPaint, (ms) => `${ms.toFixed(0)} ms`],
    ['Lighthouse blocking time', (v) => v.lighthouse.blockingTime, (ms) => `${ms.toFixed(0)} ms`],
    ['Lighthouse host CPU index', (v) => v.lighthouse.hostIndex, (index) => index.toFixed(0)],
    [
      `CPU slowdown to index ${LOW_END_PHONE_INDEX}`,
      (v) => v.lowEndPhone.slowdown,
      (x) => x.toFixed(1),
    ],
    ['low-end phone: performance', (v) => v.lowEndPhone.performance, String],
    ['low-end phone: LCP', (v) => v.lowEndPhone.largestPaint, (ms) => `${ms.toFixed(0)} ms`],
    [
      'low-end phone: blocking time',
      (v) => v.lowEndPhone.blockingTime,
      (ms) => `${ms.toFixed(0)} ms`,
    ],
  ];
  console.log(
    `${'first visit of /'.padEnd(30)}${'app'.padStart(12)}${'floor'.padStart(12)}  ratio`,
  );
  for (const [name, pick, show] of rows) {
    console.log(
      `${name.padEnd(30)}${show(pick(app)).padStart(12)}${show(pick(floor)).padStart(12)}  ` +
        (pick(floor) === 0 ? '-' : (pick(app) / pick(floor)).toFixed(2)),
    );
  }
  console.log(
    `web: ${(app.scriptGzip / 1024).toFixed(1)} KB gzip (${(app.scriptGzip / floor.scriptGzip).toFixed(2)} of floor), ` +
      `${app.requestsBeforePaint} requests before first paint, ` +
      `LCP ${app.largestPaint.toFixed(0)} ms (${(app.largestPaint / floor.largestPaint).toFixed(2)} of floor), ` +
      `Lighthouse ${app.lighthouse.performance} (floor ${floor.lighthouse.performance}), ` +
      `as a low-end phone ${app.lowEndPhone.performance} (floor ${floor.lowEndPhone.performance})`,
  );
} finally {
  await browser.close();
  await rm(dirname(floorDist), { recursive: true, force: true });
}
