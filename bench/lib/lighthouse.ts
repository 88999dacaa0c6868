import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  /** The performance category's score, 0 to 100. */
  performance: number;
  largestPaint: number;
  blockingTime: number;
  /**
   * Lighthouse's measure of the host's CPU (its BenchmarkIndex): its throttling slows the
   * host down four times, so a slower host simulates a slower phone. It warns under 1,000.
   */
  hostIndex: number;
}

/**
 * The BenchmarkIndex of a low-end phone, DevTools' "low-tier mobile" (a Moto G4 Power of
 * 2022): the phones the hospital's patients open the app on.
 */
export const LOW_END_PHONE_INDEX = 264;

/** The CPU slowdown that makes a host of `hostIndex` run as a low-end phone, as DevTools calibrates it. */
export const lowEndPhoneSlowdown = (hostIndex: number) => hostIndex / LOW_END_PHONE_INDEX;

/**
 * Lighthouse's mobile performance audit of `url` (its default: a mid-range phone on slow
 * 4G, simulated), in the Chromium listening for DevTools on `port`; `cpuSlowdown` replaces
 * its fourfold CPU slowdown and leaves the network as it is.
 */
export async function lighthouseFigures(
  url: string,
  port: number,
  cpuSlowdown?: number,
): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    onlyCategories: ['performance'],
    output: 'json',
    logLevel: 'error',
    ...(cpuSlowdown !== undefined && { throttling: { cpuSlowdownMultiplier: cpuSlowdown } }),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = categories.performance?.score;
  if (score === null || score === undefined) {
    throw new Error(`Lighthouse could not score ${url}: ${result.lhr.runtimeError?.message}`);
  }
  return {
    performance: Math.round(score * 100),
    largestPaint: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
    blockingTime: audits['total-blocking-time']?.numericValue ?? Number.NaN,
    hostIndex: result.lhr.environment.benchmarkIndex,
  };
}
