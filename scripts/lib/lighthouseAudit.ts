// One Lighthouse audit (mobile, simulated throttling, performance and accessibility) of a page in Debian's Chromium,
// as `npm run lighthouse` and the journeys' phone budget (e2e/phoneBudget.spec.ts) both take it.
import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

interface Report {
  categories: Record<'performance' | 'accessibility', { score: number }>
  audits: Record<string, { numericValue?: number }>
  environment: { benchmarkIndex: number }
}

export interface LighthouseRun {
  performance: number
  accessibility: number
  cls: number
  lcp: number
  tbt: number
  /** Lighthouse's measure of the machine's speed at the run's start (higher is faster): a slow run shows here. */
  benchmark: number
}

const LIGHTHOUSE = path.join(__dirname, '..', '..', 'node_modules', '.bin', 'lighthouse')

/** `country`: asked for as a CDN in front of the shop asks (it names the visitor's country). */
export async function auditPage(url: string, { country = '' } = {}): Promise<LighthouseRun> {
  const { stdout } = await promisify(execFile)(
    LIGHTHOUSE,
    [
      url,
      '--quiet',
      '--output=json',
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
      ...(country ? [`--extra-headers=${JSON.stringify({ 'X-Country-Code': country })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? CHROMIUM_PATH }, maxBuffer: 64 * 1024 * 1024 },
  )
  const report = JSON.parse(stdout) as Report
  return {
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcp: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbt: report.audits['total-blocking-time']?.numericValue ?? NaN,
    benchmark: Math.round(report.environment.benchmarkIndex),
  }
}
