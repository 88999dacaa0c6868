import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { gzipSize } from '../../tools/first-visit.ts';

/** A plain Android phone browser, as a patient who follows a link would open the app. */
const PHONE = {
  userAgent:
    'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36',
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * Lighthouse's mobile profile as DevTools applies it: slow 4G (150 ms RTT and 1.6 Mbit/s
 * down, 750 kbit/s up, with DevTools' factors of 3.75 on latency and 0.9 on throughput)
 * and a CPU four times slower than this machine's.
 */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: ((1.6 * 1024 * 1024) / 8) * 0.9,
  uploadThroughput: ((750 * 1024) / 8) * 0.9,
};
const CPU_SLOWDOWN = 4;

export interface Visit {
  /** JS and CSS the visit fetched, each file at the build's strongest gzip level. */
  scriptGzip: number;
  /** Everything received, headers included, in the encoding the server chose. */
  wireBytes: number;
  requestsBeforePaint: number;
  requests: number;
  firstPaint: number;
  largestPaint: number;
}

/** The browser globals the in-page functions use: the bench itself is typed for Node. */
interface InPage {
  sessionStorage: {
    getItem(key: string): string | null;
    setItem(key: string, value: string): void;
  };
  PerformanceObserver: new (callback: (list: { getEntries(): PageEntry[] }) => void) => {
    observe(options: { type: string; buffered: boolean }): void;
  };
  performance: {
    getEntriesByType(type: string): PageEntry[];
    getEntriesByName(name: string): PageEntry[];
  };
}

interface PageEntry {
  name: string;
  startTime: number;
  transferSize?: number;
}

interface Timings {
  documentBytes: number;
  firstPaint: number;
  largestPaint: number;
  resources: { path: string; start: number; bytes: number }[];
}

/**
 * One first visit of `url` on a fresh phone (empty cache, nothing stored) until the network
 * is quiet; `throttled` applies the slow 4G and the slow CPU. Scripts and styles are sized
 * from `dist`, the folder the server serves.
 */
export async function visit(
  browser: Browser,
  url: string,
  dist: string,
  throttled: boolean,
): Promise<Visit> {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const { PerformanceObserver, sessionStorage } = globalThis as unknown as InPage;
      new PerformanceObserver((list) => {
        const last = list.getEntries().at(-1);
        if (last) sessionStorage.setItem('bench-lcp', String(last.startTime));
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    // On the slow CPU the network can go quiet while the scripts still run: wait for the
    // first paint, then for the requests the page makes after it.
    await page.waitForFunction(
      () =>
        (globalThis as unknown as InPage).performance.getEntriesByName('first-contentful-paint')
          .length > 0,
      undefined,
      { timeout: 120_000 },
    );
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    const timings: Timings = await page.evaluate(() => {
      const { performance, sessionStorage } = globalThis as unknown as InPage;
      const [navigation] = performance.getEntriesByType('navigation');
      const [paint] = performance.getEntriesByName('first-contentful-paint');
      return {
        documentBytes: navigation?.transferSize ?? 0,
        firstPaint: paint?.startTime ?? Number.NaN,
        largestPaint: Number(sessionStorage.getItem('bench-lcp') ?? Number.NaN),
        resources: performance.getEntriesByType('resource').map((entry) => ({
          path: new URL(entry.name).pathname,
          start: entry.startTime,
          bytes: entry.transferSize ?? 0,
        })),
      };
    });
    const scripts = timings.resources.filter((resource) => /\.(js|css)$/.test(resource.path));
    const sizes = await Promise.all(scripts.map((script) => gzipSize(join(dist, script.path))));
    return {
      scriptGzip: sizes.reduce((sum, size) => sum + size, 0),
      wireBytes:
        timings.resources.reduce((sum, resource) => sum + resource.bytes, 0) +
        timings.documentBytes,
      // The page itself is the first request.
      requestsBeforePaint:
        1 + timings.resources.filter((resource) => resource.start < timings.firstPaint).length,
      requests: 1 + timings.resources.length,
      firstPaint: timings.firstPaint,
      largestPaint: timings.largestPaint,
    };
  } finally {
    await context.close();
  }
}
