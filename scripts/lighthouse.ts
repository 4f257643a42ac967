/**
 * npm run lighthouse — the shopper's first load as Lighthouse measures it: the production build and the
 * seeded demo shop, Debian's Chromium, Lighthouse's mobile defaults (simulated slow 4G), median of 3 runs
 * per page, on home, listing and a product page; `npm run lighthouse -- estimator login register checkout account`
 * (or `all`) measures the pages a buyer passes next: checkout as a visitor (sent to login), account logged in as the
 * demo customer. Each page also in Hindi (`hi-home`…; `hi` for the three browsing pages, `hi-all` for every one).
 *
 * The CPU slowdown is calibrated to this machine (DESIGN "Measuring the shopper's first load"), so a fast
 * server is slowed to a mid-range phone rather than to a fast one: a warm-up run reads Lighthouse's
 * benchmarkIndex, each run slows the CPU by the benchmarkIndex of the run before it / 440 (rounded to 0.5),
 * and a run counts only when its own benchmarkIndex / the slowdown it ran with lands within 370–520 (the host
 * drifted while it ran otherwise); runs are repeated until three count (at most MAX_TRIES per page), and the
 * discarded ones are printed, as is each run Lighthouse could not finish (no first or largest paint in its trace),
 * which is tried again rather than counted; with LIGHTHOUSE_TASKS=1, each counted run's long tasks too. Writes the
 * figures to stdout and to lighthouse-report.json.
 */
import fs from 'node:fs';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, startDemoShop } from './demo-shop';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/** Runs tried per page before giving up on a host that will not hold steady. */
const MAX_TRIES = RUNS * 6;
/** A phone's benchmarkIndex, and the band a run's benchmarkIndex / slowdown must land in to count. */
const PHONE_INDEX = 440;
const COUNTED_BAND = [370, 520] as const;
const slowdownFor = (benchmarkIndex: number) =>
  Math.max(1, Math.round((benchmarkIndex / PHONE_INDEX) * 2) / 2);

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

/**
 * The next run's benchmarkIndex, guessed from the runs before it: the last one's, but when the host flips between
 * two speeds from one run to the next (seen on this shared host: 1,200, 2,100, 1,250, 2,000…, the server and
 * Lighthouse sharing two cores), the one of two runs back, so the slowdown matches the run it is set for.
 */
function nextIndex(indexes: number[]): number {
  const [a, b, c] = indexes.slice(-3);
  if (c === undefined) return indexes[indexes.length - 1]!;
  const apart = (x: number, y: number) => Math.abs(x - y) / Math.min(x, y) > 0.3;
  return apart(a!, b!) && apart(b!, c) && !apart(a!, c) ? b! : c;
}

/** What the page's largest paint was, as Lighthouse names it ('p.mt-1 > …'), to see what to make paint sooner. */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }): string {
  type Table = { items?: { node?: { selector?: string; nodeLabel?: string } }[] };
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  const node = details?.items?.[0]?.items?.[0]?.node;
  return node ? `${node.selector ?? '?'} ("${(node.nodeLabel ?? '').slice(0, 60)}")` : 'none found';
}

/**
 * The page's long tasks as Lighthouse simulated them (at the run's slowdown): where the blocking time comes from,
 * printed with LIGHTHOUSE_TASKS=1 ('buyer-shared.js 212 ms at 1,830 ms').
 */
function longTasks(lhr: { audits: Record<string, { details?: unknown }> }): string[] {
  type Task = { url?: string; duration?: number; startTime?: number };
  const items = (lhr.audits['long-tasks']?.details as { items?: Task[] } | undefined)?.items ?? [];
  return items.map(
    (t) =>
      `${(t.url ?? '?').replace(/^.*\//, '') || 'page'} ${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms`,
  );
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function run(url: string, port: number, cpuSlowdownMultiplier?: number, cookie?: string) {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error' },
    {
      extends: 'lighthouse:default',
      settings: {
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
        ...(cpuSlowdownMultiplier
          ? {
              throttling: {
                cpuSlowdownMultiplier,
                rttMs: 150,
                throughputKbps: 1638.4,
                requestLatencyMs: 562.5,
                downloadThroughputKbps: 1474.56,
                uploadThroughputKbps: 675,
              },
            }
          : {}),
      },
    },
  );
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const figures: Figures = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
  };
  const failing = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
    .map((a) => a.id);
  // A run Lighthouse could not finish (its trace without a first paint, a page that did not load): why, and no
  // figures, so it is tried again rather than counted as a score of 0 (which once made a page's median).
  const broken =
    lhr.runtimeError?.code ?? (lhr.categories.performance?.score == null ? 'no score' : undefined);
  const unmeasured = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time']
    .map((id) => (lhr.audits[id]?.numericValue === undefined ? lhr.audits[id]?.errorMessage : undefined))
    .find(Boolean);
  return {
    figures,
    failure: broken ?? unmeasured,
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failing,
    lcpElement: lcpElement(lhr),
    longTasks: longTasks(lhr),
  };
}

async function main() {
  const shop = await startDemoShop(3951);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
  try {
    const listing = `${shop.url}/shop/listing`;
    const products = (await (await fetch(`${shop.url}/api/shop/products/get?limit=1`)).json()) as {
      data: { _id: string }[];
    };
    const login = await fetch(`${shop.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(shop.customer),
    });
    const cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const all: Record<string, { url: string; cookie?: string }> = {
      home: { url: `${shop.url}/shop/home` },
      listing: { url: listing },
      product: { url: `${shop.url}/shop/product/${products.data[0]._id}` },
      estimator: { url: `${shop.url}/shop/estimator` },
      login: { url: `${shop.url}/auth/login` },
      register: { url: `${shop.url}/auth/register` },
      checkout: { url: `${shop.url}/shop/checkout` },
      account: { url: `${shop.url}/shop/account`, cookie },
    };
    // The same pages in Hindi (issue 50): hi-home, hi-listing… under /hi.
    for (const [name, page] of Object.entries(all))
      all[`hi-${name}`] = { ...page, url: page.url.replace(shop.url, `${shop.url}/hi`) };
    const browsing = ['home', 'listing', 'product'];
    const english = Object.keys(all).filter((n) => !n.startsWith('hi-'));
    const asked = process.argv
      .slice(2)
      .flatMap((n) =>
        n === 'all'
          ? english
          : n === 'hi'
            ? browsing.map((b) => `hi-${b}`)
            : n === 'hi-all'
              ? english.map((e) => `hi-${e}`)
              : [n],
      );
    const names = asked.length ? asked : browsing;
    const unknown = names.filter((n) => !(n in all));
    if (unknown.length)
      throw new Error(`unknown page ${unknown.join(', ')}; known: ${Object.keys(all).join(', ')}`);
    const pages = Object.fromEntries(names.map((n) => [n, all[n]!]));

    const warmUp = await run(all.home!.url, chrome.port);
    const indexes = [warmUp.benchmarkIndex];
    let multiplier = slowdownFor(warmUp.benchmarkIndex);
    console.log(
      `benchmarkIndex ${Math.round(warmUp.benchmarkIndex)} → CPU slowdown ×${multiplier} (mobile preset, median of ${RUNS} counted runs)`,
    );

    const report: Record<
      string,
      Figures & { failingAudits: string[]; lcpElements: string[]; slowdowns: number[] }
    > = {};
    const discarded: string[] = [];
    for (const [name, { url, cookie: pageCookie }] of Object.entries(pages)) {
      const runs: Awaited<ReturnType<typeof run>>[] = [];
      const slowdowns: number[] = [];
      for (let tries = 0; runs.length < RUNS; tries++) {
        if (tries === MAX_TRIES)
          throw new Error(`${name}: the host did not hold steady (${discarded.join('; ')})`);
        const result = await run(url, chrome.port, multiplier, pageCookie);
        const phone = result.benchmarkIndex / multiplier;
        if (result.failure) {
          discarded.push(`${name} at ×${multiplier}: no figures (${result.failure})`);
        } else if (phone >= COUNTED_BAND[0] && phone <= COUNTED_BAND[1]) {
          runs.push(result);
          slowdowns.push(multiplier);
          if (process.env.LIGHTHOUSE_TASKS)
            console.log(
              `${name} ×${multiplier}: performance ${result.figures.performance}, TBT ${Math.round(result.figures.tbt)} ms; long tasks: ${result.longTasks.join('; ') || 'none'}`,
            );
        } else {
          discarded.push(
            `${name} at ×${multiplier}: benchmarkIndex ${Math.round(result.benchmarkIndex)} (${Math.round(phone)} per ×1), performance ${result.figures.performance}`,
          );
        }
        indexes.push(result.benchmarkIndex);
        multiplier = slowdownFor(nextIndex(indexes));
      }
      const pick = (key: keyof Figures) => median(runs.map((r) => r.figures[key]));
      report[name] = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        fcp: pick('fcp'),
        lcp: pick('lcp'),
        tbt: pick('tbt'),
        cls: pick('cls'),
        failingAudits: [...new Set(runs.flatMap((r) => r.failing))],
        lcpElements: [...new Set(runs.map((r) => r.lcpElement))],
        slowdowns,
      };
    }
    if (discarded.length) console.log(`discarded (the host drifted, or no figures): ${discarded.join('; ')}`);
    console.log('page      perf  a11y  best  seo   FCP ms  LCP ms  TBT ms  CLS');
    for (const [name, f] of Object.entries(report)) {
      console.log(
        `${name.padEnd(9)} ${String(f.performance).padStart(4)}  ${String(f.accessibility).padStart(4)}  ${String(f.bestPractices).padStart(4)}  ${String(f.seo).padStart(3)}  ${String(Math.round(f.fcp)).padStart(7)} ${String(Math.round(f.lcp)).padStart(7)} ${String(Math.round(f.tbt)).padStart(7)}  ${f.cls.toFixed(3)}`,
      );
      console.log(
        `          CPU slowdown of the counted runs: ${f.slowdowns.map((x) => `×${x}`).join(', ')}`,
      );
      if (f.failingAudits.length) console.log(`          failing audits: ${f.failingAudits.join(', ')}`);
      console.log(`          largest paint: ${f.lcpElements.join('; ')}`);
    }
    fs.writeFileSync(
      'lighthouse-report.json',
      JSON.stringify(
        {
          benchmarkIndex: warmUp.benchmarkIndex,
          runs: RUNS,
          discarded,
          pages: report,
        },
        null,
        2,
      ),
    );
  } finally {
    await chrome.kill();
    await shop.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
