/**
 * `pnpm --filter e2e bench`: the front end's numbers against the targets of the issue.
 *
 *  1. build times: every package, and one remote alone (skip with --no-build);
 *  2. the production builds served as deployed (`node scripts/serve.mjs`, fresh database);
 *  3. the visitor home, cold: requests, total and critical JS (gzip -9, measured here);
 *  4. Lighthouse 12.8, mobile, performance only, 3 runs (skip with --no-lighthouse);
 *  5. a click to a remote that is not loaded yet (/ → /signin with preloading off), 5 times;
 *  6. the signed-in dashboard, cold: from navigation to its list of courses, 5 times.
 *
 * The bench only measures and prints; it exits 0 whether the targets are met or not, and 1
 * only when something could not be measured. Servers, browsers and temp folders are removed
 * on exit, errors and Ctrl-C included. See bench/README.md for what each number means.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
} from '@playwright/test';
import { launch as launchChrome, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { breakdown } from './source-map-breakdown';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const PORTS = {
  shell: 8080,
  mf_marketing: 8081,
  mf_courses: 8082,
  mf_account: 8085,
  api: 8090,
} as const;
const HOME_URL = `http://localhost:${PORTS.shell}/`;
const ACCOUNT_ORIGIN = `http://localhost:${PORTS.mf_account}`;

/** The targets from the issue. */
const TARGET = {
  fullBuildSeconds: 90,
  remoteBuildSeconds: 20,
  criticalJsKb: 200,
  /** The architecture document's own, stricter budget. */
  criticalJsKbArchitecture: 170,
  lighthouseScore: 90,
  cls: 0.05,
  coldRemoteMs: 300,
};

const NETWORK_IDLE_MS = 2000;
const NAVIGATION_RUNS = 5;
const KB = 1024;

const args = process.argv.slice(2);
const withBuild = !args.includes('--no-build');
const withLighthouse = !args.includes('--no-lighthouse');
/** --lighthouse-runs=<n>: more runs give a steadier median (default 3; each takes about 15 s). */
const LIGHTHOUSE_RUNS = Number(
  args.find((a) => a.startsWith('--lighthouse-runs='))?.slice('--lighthouse-runs='.length) ?? 3,
);
/** --lighthouse-json=<dir>: also keep each Lighthouse report (open it in the Lighthouse viewer). */
const lighthouseJsonDir = args
  .find((a) => a.startsWith('--lighthouse-json='))
  ?.slice('--lighthouse-json='.length);

// ---------------------------------------------------------------------------------------
// Cleanup: everything started is registered here, so an error or Ctrl-C still stops the
// servers and browsers and removes the temp folders.

const pendingCleanups = new Set<() => Promise<void>>();

/** Registers `stop` to run at exit; returns a function that runs it now (once) instead. */
function onCleanup(stop: () => Promise<void> | void): () => Promise<void> {
  let done = false;
  const run = async () => {
    if (done) return;
    done = true;
    pendingCleanups.delete(run);
    try {
      await stop();
    } catch (error) {
      console.error('cleanup failed:', error);
    }
  };
  pendingCleanups.add(run);
  return run;
}

let cleaning: Promise<void> | undefined;

/** Runs every registered cleanup; a second caller (Ctrl-C during the final cleanup) waits for the first. */
function cleanupAll(): Promise<void> {
  cleaning ??= (async () => {
    // Newest first: browsers close before the servers they talk to. Whatever a step still
    // running starts meanwhile is registered too, and stopped in the next round.
    while (pendingCleanups.size > 0) {
      for (const run of [...pendingCleanups].reverse()) await run();
    }
  })().finally(() => {
    cleaning = undefined;
  });
  return cleaning;
}

/** Set by Ctrl-C: the steps stop starting anything new. */
let interrupted = false;
function checkInterrupted(): void {
  if (interrupted) throw new Error('interrupted');
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the servers and browsers and cleaning up…`);
    void cleanupAll().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  });
}

// Removal is asynchronous everywhere: tsx kills the bench outright if a Ctrl-C finds its
// event loop blocked for more than a few ms, which would leave servers and folders behind.
const removeDir = (dir: string) => rm(dir, { recursive: true, force: true, maxRetries: 5 });
const tempRoot = mkdtempSync(path.join(os.tmpdir(), 'lingualoop-frontend-bench-'));
onCleanup(() => removeDir(tempRoot));

function tempDir(name: string): string {
  const dir = path.join(tempRoot, name);
  mkdirSync(dir, { recursive: true });
  return dir;
}

// ---------------------------------------------------------------------------------------
// Small helpers.

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const fixed = (value: number | undefined, digits: number) =>
  value === undefined || Number.isNaN(value) ? '-' : value.toFixed(digits);
const kb = (bytes: number) => fixed(bytes / KB, 1);
const verdict = (pass: boolean) => (pass ? 'PASS' : 'MISS');
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');

function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A text table: the columns in `left` left-aligned (labels), the others right-aligned (numbers). */
function printTable(header: string[], rows: string[][], left: number[] = [0]): void {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    (
      '  ' +
      cells
        .map((c, i) => (left.includes(i) ? c.padEnd(widths[i]!) : c.padStart(widths[i]!)))
        .join('  ')
    ).trimEnd();
  console.log(line(header));
  console.log('  ' + widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows) console.log(line(row));
}

/** "http://localhost:8081/123.abcd1234.js" → ":8081/123.abcd1234.js" */
const shortUrl = (url: string) => {
  const { port, pathname, search } = new URL(url);
  return `:${port}${pathname}${search}`;
};

const ORIGIN_NAMES: Record<string, string> = Object.fromEntries(
  Object.entries(PORTS).map(([name, port]) => [String(port), name]),
);
const originName = (url: string) => ORIGIN_NAMES[new URL(url).port] ?? new URL(url).host;

const isJs = (url: string) => /\.m?js$/.test(new URL(url).pathname);

// ---------------------------------------------------------------------------------------
// 1. Build times.

interface BuildResult {
  label: string;
  seconds: number;
  /** Per package, from the moment pnpm starts its build to its "Done". */
  packages: Array<{ name: string; seconds: number }>;
}

/** Runs a pnpm build, timing it as a whole and each package in it from pnpm's prefixed output. */
function timedBuild(label: string, pnpmArgs: string[]): Promise<BuildResult> {
  checkInterrupted();
  return new Promise((resolve, reject) => {
    const started = performance.now();
    // Its own process group, so that a Ctrl-C stops pnpm and the webpack processes under it.
    const child = spawn('pnpm', pnpmArgs, {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const stopChild = onCleanup(() => stopProcess(child, true));
    const output: string[] = [];
    const starts = new Map<string, number>();
    const packages: BuildResult['packages'] = [];
    let pending = '';
    const onData = (chunk: Buffer) => {
      const now = performance.now();
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop()!;
      for (const line of lines) {
        output.push(line);
        // "mf-account build$ webpack --mode production" … "mf-account build: Done"
        const start = /^(\S+) build\$ /.exec(line);
        if (start) starts.set(start[1]!, now);
        const done = /^(\S+) build: Done$/.exec(line);
        if (done && starts.has(done[1]!)) {
          packages.push({ name: done[1]!, seconds: (now - starts.get(done[1]!)!) / 1000 });
        }
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => {
      void stopChild();
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0) {
        reject(
          new Error(
            `\`pnpm ${pnpmArgs.join(' ')}\` failed (exit ${code}):\n${output.slice(-40).join('\n')}${pending}`,
          ),
        );
        return;
      }
      resolve({ label, seconds, packages });
    });
  });
}

async function measureBuilds(): Promise<BuildResult[]> {
  console.log('\n1. Production builds (webpack, no persistent cache: every build is cold)');
  console.log(`   load average before: ${loadAverage()}`);
  const full = await timedBuild('all packages', ['-r', '--filter', '!@lingualoop/shared', 'build']);
  const remote = await timedBuild('mf-marketing alone', ['--filter', 'mf-marketing', 'build']);
  printTable(
    ['build', 'wall time s', 'target s'],
    [
      [`pnpm -r build (${full.label})`, fixed(full.seconds, 1), `≤ ${TARGET.fullBuildSeconds}`],
      ...full.packages.map((p) => [`  ${p.name}`, fixed(p.seconds, 1), '']),
      [
        `pnpm --filter mf-marketing build`,
        fixed(remote.seconds, 1),
        `≤ ${TARGET.remoteBuildSeconds}`,
      ],
    ],
  );
  console.log(
    '  (pnpm runs up to 4 package builds at once, so the per-package times overlap and add up\n' +
      '   to more than the wall time; each includes pnpm/webpack start-up.)',
  );
  return [full, remote];
}

// ---------------------------------------------------------------------------------------
// 2. The servers.

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Who listens on a port, when `ss` can say (only to make the error message useful). */
function listenerOf(port: number): string {
  try {
    const out = spawnSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' }).stdout ?? '';
    const match = /users:\(\("([^"]+)",pid=(\d+)/.exec(out);
    if (!match) return '';
    let command = match[1]!;
    try {
      const cmdline = spawnSync('ps', ['-o', 'args=', '-p', match[2]!], {
        encoding: 'utf8',
      }).stdout;
      if (cmdline?.trim()) command = cmdline.trim();
    } catch {
      // keep the short name
    }
    return ` (pid ${match[2]}: ${command})`;
  } catch {
    return '';
  }
}

async function assertPortsFree(): Promise<void> {
  const taken: string[] = [];
  for (const [name, port] of Object.entries(PORTS)) {
    if (await portOpen(port)) taken.push(`  ${port} (${name})${listenerOf(port)}`);
  }
  if (taken.length > 0) {
    throw new Error(
      `the bench serves the builds itself on ${Object.values(PORTS).join(', ')}, but these ports are in use:\n` +
        `${taken.join('\n')}\n` +
        'Stop what is running there (`pnpm serve`, `pnpm start`, the e2e suite, a dev server) and run the bench again.',
    );
  }
}

function assertBuilt(): void {
  const missing = ['api', 'shell', 'mf-marketing', 'mf-courses', 'mf-account'].filter(
    (name) => !existsSync(path.join(ROOT, name, 'dist')),
  );
  if (missing.length > 0) {
    throw new Error(
      `no production build for ${missing.join(', ')}: run the bench without --no-build (or \`pnpm build\`)`,
    );
  }
}

/** Keeps the last lines a process printed, to show them if it fails. */
function keepTail(child: ChildProcess, maxLines = 40): () => string {
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean));
    lines.splice(0, Math.max(0, lines.length - maxLines));
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return () => lines.join('\n');
}

/** SIGTERM to the process (its whole group when detached), SIGKILL if it hangs. */
async function stopProcess(child: ChildProcess, group = false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const kill = (signal: NodeJS.Signals) => {
    try {
      if (group) process.kill(-child.pid!, signal);
      else child.kill(signal);
    } catch {
      // already gone
    }
  };
  kill('SIGTERM');
  const timer = setTimeout(() => kill('SIGKILL'), 8_000);
  await exited;
  clearTimeout(timer);
  if (group) kill('SIGKILL'); // whatever of the group is still there (the API, normally gone)
}

async function httpOk(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/** `node scripts/serve.mjs` with a fresh database; resolves once all four answer. */
async function startServers(): Promise<void> {
  checkInterrupted();
  const dataDir = tempDir('data');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  // An inherited DATABASE_URL would point the API at some PostgreSQL instead of its own files.
  delete env.DATABASE_URL;
  // The bench and remotes.json use the standard ports.
  delete env.PORT_OFFSET;
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts/serve.mjs')], {
    cwd: ROOT,
    env,
    // Its own process group: the API it starts is stopped with it, and a Ctrl-C in the
    // terminal reaches only the bench, which then stops the group in order.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = keepTail(child);
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (stopping) return;
    console.error(
      `\n  scripts/serve.mjs stopped unexpectedly (${signal ?? `exit ${code}`}); its last output:\n${output()}`,
    );
  });
  onCleanup(async () => {
    stopping = true;
    await stopProcess(child, true);
    await removeDir(dataDir);
    for (const port of Object.values(PORTS)) {
      if (await portOpen(port))
        console.error(`  warning: port ${port} is still open after stopping the servers`);
    }
  });

  const checks = {
    [`http://127.0.0.1:${PORTS.shell}/`]: false,
    [`http://127.0.0.1:${PORTS.mf_marketing}/mf-manifest.json`]: false,
    [`http://127.0.0.1:${PORTS.mf_courses}/mf-manifest.json`]: false,
    [`http://127.0.0.1:${PORTS.mf_account}/mf-manifest.json`]: false,
    [`http://127.0.0.1:${PORTS.api}/api/health`]: false,
  };
  const started = performance.now();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(
        `scripts/serve.mjs exited with code ${child.exitCode}\n--- its output ---\n${output()}`,
      );
    }
    for (const url of Object.keys(checks)) {
      if (!checks[url]) checks[url] = await httpOk(url);
    }
    if (Object.values(checks).every(Boolean)) {
      console.log(
        `\n2. Servers up in ${((performance.now() - started) / 1000).toFixed(1)} s ` +
          `(shell :${PORTS.shell}, mf_marketing :${PORTS.mf_marketing}, mf_courses :${PORTS.mf_courses}, ` +
          `mf_account :${PORTS.mf_account}, ` +
          `API :${PORTS.api}; fresh database in a temp folder)`,
      );
      return;
    }
    await sleep(200);
  }
  const waiting = Object.entries(checks)
    .filter(([, ok]) => !ok)
    .map(([url]) => url);
  throw new Error(
    `no answer within 60 s from ${waiting.join(', ')}\n--- serve.mjs output ---\n${output()}`,
  );
}

// ---------------------------------------------------------------------------------------
// Browsers (Playwright, for steps 3 and 5).

/**
 * tsx compiles this file with esbuild's keepNames, which wraps named functions in a
 * `__name(fn, "name")` helper; the functions the bench sends into the page need it there too.
 */
const NAME_HELPER = 'globalThis.__name ??= (fn) => fn;';

/** A fresh context (own profile, empty cache) with the page-side helper in place. */
async function freshContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await context.addInitScript({ content: NAME_HELPER });
  return context;
}

async function launchBrowser(): Promise<Browser> {
  checkInterrupted();
  // Playwright adds --headless and its own fresh profile folder (removed on close); it
  // refuses a --user-data-dir in args. Each context is a fresh, cache-less profile.
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROME_FLAGS,
    headless: true,
    handleSIGINT: false,
    handleSIGTERM: false,
    handleSIGHUP: false,
  });
  const close = onCleanup(() => browser.close());
  // Closing by hand (the normal path) also unregisters the cleanup.
  const originalClose = browser.close.bind(browser);
  browser.close = async () => {
    await originalClose();
    await close();
  };
  return browser;
}

/**
 * In the page, before any of its scripts, on the page's own clock (performance.now(),
 * 0 = navigation start), from a MutationObserver (it runs right after the DOM change):
 * - h1At: the first visible h1 — the server's first paint of the page when it sends one
 *   (#first-paint, static HTML), else the app's screen;
 * - liveAt: the moment the live app's screen replaced the first paint (no #first-paint left,
 *   a visible h1 in #root): from then on the page is the app. Without a first paint, the
 *   same moment as h1At.
 */
function installFirstH1Probe(): void {
  performance.setResourceTimingBufferSize(2000);
  const probe: NonNullable<Window['__benchHome']> = {
    h1At: null,
    h1Text: '',
    firstPaint: false,
    liveAt: null,
  };
  window.__benchHome = probe;
  const visible = (el: Element | null): el is Element => {
    if (!el) return false;
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  const observer = new MutationObserver(() => {
    const h1 = document.querySelector('h1');
    if (probe.h1At === null && visible(h1)) {
      probe.h1At = performance.now();
      probe.h1Text = (h1.textContent ?? '').trim();
      probe.firstPaint = Boolean(document.getElementById('first-paint')?.contains(h1));
    }
    if (
      probe.h1At !== null &&
      !document.getElementById('first-paint') &&
      visible(document.querySelector('#root h1'))
    ) {
      probe.liveAt = performance.now();
      observer.disconnect();
    }
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
}

interface RecordedRequest {
  url: string;
  resourceType: string;
  status: number | 'failed';
  /** Decoded body size (what the browser parses). */
  rawBytes: number;
  /** The same body gzipped here at level 9. */
  gzipBytes: number;
  /** Request start on the page's clock (resource timing); NaN if unknown. */
  startTime: number;
  /** The order in which the browser issued it. */
  order: number;
  body?: Buffer;
}

/** Records every request of a context with its body, and says when the network is idle. */
function recordRequests(context: BrowserContext) {
  const requests: RecordedRequest[] = [];
  const pendingBodies: Array<Promise<void>> = [];
  const order = new Map<Request, number>();
  let inFlight = 0;
  let lastActivity = performance.now();
  context.on('request', (request) => {
    order.set(request, order.size);
    inFlight++;
    lastActivity = performance.now();
  });
  const settle = () => {
    inFlight--;
    lastActivity = performance.now();
  };
  context.on('requestfailed', (request) => {
    settle();
    requests.push({
      url: request.url(),
      resourceType: request.resourceType(),
      status: 'failed',
      rawBytes: 0,
      gzipBytes: 0,
      startTime: NaN,
      order: order.get(request) ?? -1,
    });
  });
  context.on('requestfinished', (request) => {
    const entry: RecordedRequest = {
      url: request.url(),
      resourceType: request.resourceType(),
      status: 0,
      rawBytes: NaN,
      gzipBytes: NaN,
      startTime: NaN,
      order: order.get(request) ?? -1,
    };
    requests.push(entry);
    // The request stays "in flight" until its body is read: "idle" means all bodies in hand.
    pendingBodies.push(
      (async () => {
        const response = await request.response();
        entry.status = response?.status() ?? 0;
        try {
          const body = await response!.body();
          entry.body = body;
          entry.rawBytes = body.length;
          entry.gzipBytes = gzipSync(body, { level: 9 }).length;
        } catch {
          // No body (redirect, 204…): sizes stay NaN.
        }
      })().finally(settle),
    );
  });

  return {
    requests,
    /** Resolves once no request has been in flight for `quietMs` (at most `maxMs`). */
    async networkIdle(quietMs = NETWORK_IDLE_MS, maxMs = 30_000): Promise<boolean> {
      const deadline = performance.now() + maxMs;
      while (performance.now() < deadline) {
        if (inFlight <= 0 && performance.now() - lastActivity >= quietMs) return true;
        await sleep(50);
      }
      return false;
    },
    async bodies(): Promise<void> {
      await Promise.all(pendingBodies);
    },
  };
}

/** The page's own errors and console errors, to explain a timeout. */
function collectPageErrors(page: Page): () => string {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`page error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  return () => (errors.length ? `\n  ${errors.slice(0, 10).join('\n  ')}` : '');
}

/** Waits for a probe in the page; on timeout, says what the page was showing and why. */
async function waitForProbe(
  page: Page,
  what: string,
  probe: () => boolean,
  errors: () => string,
): Promise<void> {
  try {
    await page.waitForFunction(probe, null, { timeout: 30_000 });
  } catch (error) {
    const state = await page
      .evaluate(() => ({
        path: location.pathname,
        h1: document.querySelector('h1')?.textContent?.trim() ?? '(no h1)',
        remotes: window.lingualoop?.remotes() ?? [],
      }))
      .catch(() => undefined);
    throw new Error(
      `${what} did not happen within 30 s (${(error as Error).message.split('\n')[0]}); ` +
        `page: ${JSON.stringify(state)}${errors()}`,
      { cause: error },
    );
  }
}

/** Adds each request's start time on the page's clock, from the page's resource timing. */
async function addStartTimes(page: Page, requests: RecordedRequest[]): Promise<void> {
  const entries = await page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const resources = performance
      .getEntriesByType('resource')
      .map((e) => ({ name: e.name, startTime: e.startTime }));
    return navigation ? [{ name: navigation.name, startTime: 0 }, ...resources] : resources;
  });
  const byUrl = new Map<string, number[]>();
  for (const { name, startTime } of entries)
    byUrl.set(name, [...(byUrl.get(name) ?? []), startTime]);
  for (const request of [...requests].sort((a, b) => a.order - b.order)) {
    const times = byUrl.get(request.url);
    if (times?.length) request.startTime = times.shift()!;
  }
}

const remotesOfPage = (page: Page) => page.evaluate(() => window.lingualoop?.remotes() ?? []);

async function assertRemoteReady(page: Page, name: string, what: string): Promise<void> {
  const remotes = await remotesOfPage(page);
  const remote = remotes.find((r) => r.name === name);
  if (remote?.status !== 'ready') {
    throw new Error(
      `${what}: ${name} is "${remote?.status ?? 'unknown'}"${remote?.error ? ` (${remote.error})` : ''}, ` +
        'so the h1 on screen is not the real page: the number would measure an error path',
    );
  }
}

/** Opens the home and waits until the live app (mf_marketing ready) has replaced any first paint. */
async function openLiveHome(page: Page, errors: () => string, what: string): Promise<void> {
  await page.goto(HOME_URL);
  await waitForProbe(
    page,
    'the live home (its h1 in the app, the first paint gone)',
    () => typeof window.__benchHome?.liveAt === 'number',
    errors,
  );
  await assertRemoteReady(page, 'mf_marketing', what);
}

// ---------------------------------------------------------------------------------------
// 3. The visitor home, cold.

interface HomeResult {
  h1At: number;
  h1Text: string;
  /** Whether that h1 was the server's first paint (static HTML) rather than the app's. */
  firstPaint: boolean;
  /** When the app's own screen had replaced the first paint (= h1At without one). */
  liveAt: number;
  /** JS requested before liveAt. */
  beforeLive: RecordedRequest[];
  beforeLiveJsGzip: number;
  idle: boolean;
  requests: RecordedRequest[];
  js: RecordedRequest[];
  critical: RecordedRequest[];
  totalJsGzip: number;
  criticalJsGzip: number;
  /** Estimated gzip bytes of critical JS per package, from the source maps. */
  criticalByPackage: Map<string, number>;
  /** Per critical file, its biggest packages. */
  contents: Map<string, string>;
}

async function measureHome(browser: Browser, preload: boolean): Promise<HomeResult> {
  const context = await freshContext(browser);
  try {
    if (!preload)
      await context.addInitScript(() => localStorage.setItem('lingualoop:preload', 'off'));
    await context.addInitScript(installFirstH1Probe);
    const recorder = recordRequests(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openLiveHome(page, errors, 'home');
    const { h1At, h1Text, firstPaint, liveAt } = (await page.evaluate(
      () => window.__benchHome!,
    )) as { h1At: number; h1Text: string; firstPaint: boolean; liveAt: number };
    // Everything the page fetches on its own: the first screen, then the idle preloads.
    const idle = await recorder.networkIdle();
    await recorder.bodies();
    await addStartTimes(page, recorder.requests);

    const requests = [...recorder.requests].sort((a, b) => a.order - b.order);
    const js = requests.filter((r) => isJs(r.url));
    const unknown = js.filter((r) => Number.isNaN(r.startTime));
    if (unknown.length > 0) {
      throw new Error(
        `no resource timing for ${unknown.map((r) => r.url).join(', ')}: cannot tell critical JS`,
      );
    }
    const critical = js.filter((r) => r.startTime < h1At);
    const beforeLive = js.filter((r) => r.startTime < liveAt);
    const sum = (list: RecordedRequest[]) => list.reduce((total, r) => total + r.gzipBytes, 0);

    // What the app needs to take over: with a first paint, more than the critical JS.
    const criticalByPackage = new Map<string, number>();
    const contents = new Map<string, string>();
    for (const request of beforeLive) {
      const parts = await packagesOf(request);
      if (!parts) {
        contents.set(request.url, '(no source map)');
        criticalByPackage.set(
          '(no source map)',
          (criticalByPackage.get('(no source map)') ?? 0) + request.gzipBytes,
        );
        continue;
      }
      const total = [...parts.values()].reduce((a, b) => a + b, 0);
      const ranked = [...parts.entries()].sort((a, b) => b[1] - a[1]);
      contents.set(
        request.url,
        ranked
          .slice(0, 3)
          .filter(([, bytes]) => bytes / total >= 0.05)
          .map(([name, bytes]) => `${name} ${Math.round((100 * bytes) / total)}%`)
          .join(', '),
      );
      for (const [name, bytes] of parts) {
        criticalByPackage.set(
          name,
          (criticalByPackage.get(name) ?? 0) + (request.gzipBytes * bytes) / total,
        );
      }
    }
    return {
      h1At,
      h1Text,
      firstPaint,
      liveAt,
      idle,
      requests,
      js,
      critical,
      beforeLive,
      totalJsGzip: sum(js),
      criticalJsGzip: sum(critical),
      beforeLiveJsGzip: sum(beforeLive),
      criticalByPackage,
      contents,
    };
  } finally {
    await context.close();
  }
}

/** Minified bytes per package of one served JS file, from the .map next to it. */
async function packagesOf(request: RecordedRequest): Promise<Map<string, number> | undefined> {
  if (!request.body) return undefined;
  const code = request.body.toString('utf8');
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!mapName || mapName.startsWith('data:')) return undefined;
  try {
    const response = await fetch(
      new URL(mapName, request.url.replace('//localhost:', '//127.0.0.1:')),
    );
    if (!response.ok) return undefined;
    return breakdown(code, (await response.json()) as Parameters<typeof breakdown>[1]);
  } catch {
    return undefined;
  }
}

function printHome(home: HomeResult, withoutPreload: HomeResult | undefined): void {
  const byOrigin = new Map<string, { count: number; js: number; jsGzip: number }>();
  for (const r of home.requests) {
    const key = originName(r.url);
    const row = byOrigin.get(key) ?? { count: 0, js: 0, jsGzip: 0 };
    row.count++;
    if (isJs(r.url)) {
      row.js++;
      row.jsGzip += r.gzipBytes;
    }
    byOrigin.set(key, row);
  }
  const beforeH1 = home.requests.filter((r) => r.startTime < home.h1At).length;
  const failed = home.requests.filter(
    (r) => r.status === 'failed' || (typeof r.status === 'number' && r.status >= 400),
  );

  console.log(
    `\n3. Visitor home, cold (fresh context, empty cache, desktop 1280×720, no throttling)`,
  );
  console.log(
    `  first h1 visible at ${fixed(home.h1At, 0)} ms after navigation start: "${home.h1Text.slice(0, 70)}"` +
      (home.firstPaint ? ' (the server-rendered first paint)' : ''),
  );
  if (home.firstPaint) {
    console.log(
      `  the live app replaced the first paint at ${fixed(home.liveAt, 0)} ms (mf_marketing ready, same screen)`,
    );
  }
  console.log(
    `  requests: ${home.requests.length} in all until the network was idle for ${NETWORK_IDLE_MS / 1000} s ` +
      `(${beforeH1} before the h1)${home.idle ? '' : ' — WARNING: the network never went idle within 30 s'}`,
  );
  if (failed.length > 0) {
    console.log(
      `  failed or ≥ 400: ${failed.map((r) => `${shortUrl(r.url)} ${r.status}`).join(', ')}`,
    );
  }
  printTable(
    ['origin', 'requests', 'JS files', 'JS KB gzip'],
    [...byOrigin.entries()].map(([origin, row]) => [
      origin,
      String(row.count),
      String(row.js),
      kb(row.jsGzip),
    ]),
  );
  const raw = (list: RecordedRequest[]) => list.reduce((total, r) => total + r.rawBytes, 0);
  console.log('');
  printTable(
    ['JavaScript (KB = 1024 bytes)', 'files', 'KB raw', 'KB gzip -9', 'target'],
    [
      [
        'total (incl. idle preloads)',
        String(home.js.length),
        kb(raw(home.js)),
        kb(home.totalJsGzip),
        '',
      ],
      [
        'critical (requested before the h1)',
        String(home.critical.length),
        kb(raw(home.critical)),
        kb(home.criticalJsGzip),
        `≤ ${TARGET.criticalJsKb} (architecture ≤ ${TARGET.criticalJsKbArchitecture})`,
      ],
      ...(home.firstPaint
        ? [
            [
              'before the live app took over',
              String(home.beforeLive.length),
              kb(raw(home.beforeLive)),
              kb(home.beforeLiveJsGzip),
              '(info)',
            ],
          ]
        : []),
    ],
  );

  console.log(
    '\n  Largest JS files before the live app (contents from their source maps, share of minified bytes):',
  );
  const largest = [...home.beforeLive].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 12);
  printTable(
    ['file', 'KB raw', 'KB gzip', 'contents'],
    largest.map((r) => [
      shortUrl(r.url),
      kb(r.rawBytes),
      kb(r.gzipBytes),
      home.contents.get(r.url) ?? '',
    ]),
    [0, 3],
  );
  const rest = home.beforeLive.length - largest.length;
  if (rest > 0) {
    const restGzip = home.beforeLiveJsGzip - largest.reduce((total, r) => total + r.gzipBytes, 0);
    console.log(`  … and ${rest} smaller files, ${kb(restGzip)} KB gzip together`);
  }

  console.log(
    "\n  JS before the live app, by package (estimate: each file's gzip size split by its source map):",
  );
  const packages = [...home.criticalByPackage.entries()].sort((a, b) => b[1] - a[1]);
  const shown = packages.slice(0, 14);
  const other = packages.slice(14).reduce((total, [, bytes]) => total + bytes, 0);
  printTable(
    ['package', '~KB gzip', 'share'],
    [
      ...shown.map(([name, bytes]) => [
        name,
        kb(bytes),
        `${fixed((100 * bytes) / home.beforeLiveJsGzip, 0)}%`,
      ]),
      ...(other > 0
        ? [
            [
              `(${packages.length - 14} others)`,
              kb(other),
              `${fixed((100 * other) / home.beforeLiveJsGzip, 0)}%`,
            ],
          ]
        : []),
    ],
  );

  if (withoutPreload) {
    const needed = new Set(withoutPreload.critical.map((r) => r.url));
    const extra = home.critical.filter((r) => !needed.has(r.url));
    console.log(
      `\n  The same cold load with preloading off (localStorage['lingualoop:preload'] = 'off'): ` +
        `${withoutPreload.critical.length} JS files, ${kb(withoutPreload.criticalJsGzip)} KB gzip before the h1 ` +
        `(h1 at ${fixed(withoutPreload.h1At, 0)} ms).`,
    );
    if (extra.length > 0) {
      console.log(
        `  So ${kb(extra.reduce((t, r) => t + r.gzipBytes, 0))} KB gzip of the critical JS above is requested before the h1 ` +
          `only because the idle preload starts before the first screen is up:\n    ` +
          extra.map((r) => `${shortUrl(r.url)} ${kb(r.gzipBytes)}`).join(', '),
      );
    }
  }

  const preloaded = home.js.filter((r) => r.startTime >= home.liveAt);
  if (preloaded.length > 0) {
    const names = [...new Set(preloaded.map((r) => originName(r.url)))].join(', ');
    console.log(
      `\n  After the live app took over: ${preloaded.length} more JS files, ${kb(preloaded.reduce((t, r) => t + r.gzipBytes, 0))} KB gzip ` +
        `(${names}: the rest of the home and the idle preloads)`,
    );
  }
}

// ---------------------------------------------------------------------------------------
// 4. Lighthouse.

interface LighthouseRun {
  score: number;
  lcp: number;
  tbt: number;
  cls: number;
  fcp: number;
  speedIndex: number;
  benchmarkIndex: number;
  warnings: string[];
  /** What Lighthouse says about the page: LCP element, layout shifts, unused JS. */
  diagnostics: string[];
}

interface LighthouseNode {
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}
interface LighthouseItem {
  node?: LighthouseNode;
  score?: number;
  url?: string;
  wastedBytes?: number;
  totalBytes?: number;
  items?: LighthouseItem[];
  [key: string]: unknown;
}
interface LighthouseAudit {
  displayValue?: string;
  details?: { items?: LighthouseItem[] };
}

const describeNode = (node: LighthouseNode) => {
  const label = node.nodeLabel?.replace(/\s+/g, ' ').trim();
  return `${node.snippet ?? node.selector ?? '?'}${label ? ` "${label.slice(0, 50)}"` : ''}`;
};

/** A few lines from Lighthouse's own diagnostics that explain the score. */
function diagnosticsOf(audits: Record<string, LighthouseAudit>): string[] {
  const lines: string[] = [];
  // 12.x: a table whose first item holds the element, possibly nested in a list.
  const flat = (items: LighthouseItem[] = []): LighthouseItem[] =>
    items.flatMap((item) => [item, ...flat(item.items)]);
  const lcpNode = flat(audits['largest-contentful-paint-element']?.details?.items).find(
    (i) => i.node,
  )?.node;
  if (lcpNode) lines.push(`LCP element: ${describeNode(lcpNode)}`);
  const lcpPhases = flat(audits['largest-contentful-paint-element']?.details?.items).filter(
    (i) => typeof i.phase === 'string' && typeof i.timing === 'number',
  );
  if (lcpPhases.length) {
    lines.push(
      `LCP phases: ${lcpPhases.map((i) => `${String(i.phase)} ${Math.round(i.timing as number)} ms`).join(', ')}`,
    );
  }
  const shifts = (audits['layout-shifts']?.details?.items ?? []).filter((i) => i.node);
  for (const shift of shifts.slice(0, 3)) {
    lines.push(
      `layout shift ${typeof shift.score === 'number' ? shift.score.toFixed(3) : '?'}: ${describeNode(shift.node!)}`,
    );
  }
  const unused = (audits['unused-javascript']?.details?.items ?? [])
    .filter((i) => i.url && typeof i.wastedBytes === 'number')
    .sort((a, b) => b.wastedBytes! - a.wastedBytes!);
  if (unused.length) {
    lines.push(
      `unused JS (Lighthouse, transfer KB unused/total): ` +
        unused
          .slice(0, 6)
          .map((i) => `${shortUrl(i.url!)} ${kb(i.wastedBytes!)}/${kb(i.totalBytes ?? NaN)}`)
          .join(', '),
    );
  }
  const bootup = audits['bootup-time']?.displayValue;
  const mainThread = audits['mainthread-work-breakdown']?.displayValue;
  if (bootup || mainThread)
    lines.push(`JS execution time ${bootup ?? '-'}; main-thread work ${mainThread ?? '-'}`);
  return lines;
}

async function runLighthouse(index: number): Promise<LighthouseRun> {
  checkInterrupted();
  let chrome: LaunchedChrome | undefined;
  const profile = tempDir(`lighthouse-profile-${index}`);
  const killChrome = onCleanup(async () => {
    chrome?.kill();
    await removeDir(profile);
  });
  try {
    chrome = await launchChrome({
      chromePath: CHROMIUM,
      chromeFlags: ['--headless', ...CHROME_FLAGS],
      userDataDir: profile,
      handleSIGINT: false,
      logLevel: 'silent',
    });
    const result = await lighthouse(HOME_URL, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error('Lighthouse returned no result');
    if (lighthouseJsonDir) {
      mkdirSync(lighthouseJsonDir, { recursive: true });
      writeFileSync(
        path.join(lighthouseJsonDir, `lighthouse-run-${index}.json`),
        JSON.stringify(lhr, null, 2),
      );
    }
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    const audit = (id: string) => {
      const value = lhr.audits[id]?.numericValue;
      if (value === undefined) {
        throw new Error(`no value for "${id}": ${lhr.audits[id]?.errorMessage ?? 'audit missing'}`);
      }
      return value;
    };
    const score = lhr.categories.performance?.score;
    if (score === null || score === undefined) throw new Error('no performance score');
    return {
      score: score * 100,
      lcp: audit('largest-contentful-paint'),
      tbt: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      fcp: audit('first-contentful-paint'),
      speedIndex: audit('speed-index'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      warnings: lhr.runWarnings.map(String),
      diagnostics: diagnosticsOf(lhr.audits as unknown as Record<string, LighthouseAudit>),
    };
  } finally {
    await killChrome();
  }
}

interface LighthouseResult {
  runs: LighthouseRun[];
  median?: Omit<LighthouseRun, 'warnings' | 'diagnostics'>;
  error?: string;
}

async function measureLighthouse(): Promise<LighthouseResult> {
  console.log(
    `\n4. Lighthouse 12.8 on ${HOME_URL}: mobile (default emulation), simulated throttling, ` +
      `performance only, ${LIGHTHOUSE_RUNS} runs`,
  );
  const runs: LighthouseRun[] = [];
  const errors: string[] = [];
  for (let i = 1; i <= LIGHTHOUSE_RUNS; i++) {
    try {
      runs.push(await runLighthouse(i));
    } catch (error) {
      checkInterrupted();
      const message = error instanceof Error ? error.message : String(error);
      errors.push(`run ${i}: ${message}`);
      console.log(`  Lighthouse run ${i} failed: ${message}`);
    }
  }
  if (runs.length === 0) return { runs, error: errors.join('; ') };
  type Metric = Exclude<keyof LighthouseRun, 'warnings' | 'diagnostics'>;
  const pick = (key: Metric) => median(runs.map((r) => r[key]));
  const result: LighthouseResult = {
    runs,
    median: {
      score: pick('score'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      fcp: pick('fcp'),
      speedIndex: pick('speedIndex'),
      benchmarkIndex: pick('benchmarkIndex'),
    },
    ...(errors.length ? { error: errors.join('; ') } : {}),
  };
  const row = (label: string, r: Omit<LighthouseRun, 'warnings' | 'diagnostics'>) => [
    label,
    fixed(r.score, 0),
    fixed(r.lcp, 0),
    fixed(r.tbt, 0),
    fixed(r.cls, 3),
    fixed(r.fcp, 0),
    fixed(r.speedIndex, 0),
    fixed(r.benchmarkIndex, 0),
  ];
  printTable(
    ['run', 'score', 'LCP ms', 'TBT ms', 'CLS', 'FCP ms', 'SI ms', 'CPU benchmark'],
    [
      ...runs.map((r, i) => row(`run ${i + 1}`, r)),
      row(runs.length === 2 ? 'median (= mean of 2)' : 'median', result.median!),
    ],
  );
  console.log(`  targets: score ≥ ${TARGET.lighthouseScore}, CLS ≤ ${TARGET.cls}`);
  console.log('  Lighthouse diagnostics (run 1):');
  for (const line of runs[0]!.diagnostics) console.log(`    ${line}`);
  const warnings = [...new Set(runs.flatMap((r) => r.warnings))];
  for (const warning of warnings)
    console.log(`  Lighthouse warning: ${warning.replace(/\s+/g, ' ').slice(0, 300)}`);
  return result;
}

// ---------------------------------------------------------------------------------------
// 5. Navigation to a remote that is not loaded yet.

interface NavigationRun {
  /** Click → first visible sign-in h1 in the DOM (MutationObserver). */
  domMs: number;
  /** Click → the frame that paints it (rAF + message after the DOM change). */
  paintMs: number;
  h1Text: string;
  accountBeforeClick: string[];
  accountAfterClick: RecordedRequest[];
  /** Every resource fetched after the click, in ms from the click (resource timing). */
  waterfall: Array<{ url: string; start: number; end: number }>;
}

/**
 * Set up in the page just before the click. Both ends are read on the page's own clock:
 * - start: a capture-phase "click" listener on window, the first code to see the click,
 *   before React Router's own handler;
 * - end: a MutationObserver that fires right after the DOM change that shows the sign-in
 *   h1 (on /signin, visible, not the home's h1), then requestAnimationFrame + a message to
 *   land just after the frame that paints it.
 */
function armNavigationProbe(): void {
  const probe: NonNullable<Window['__benchNav']> = {
    clickAt: null,
    domAt: null,
    paintAt: null,
    h1Text: '',
  };
  window.__benchNav = probe;
  const homeH1 = document.querySelector('h1');
  const visible = (el: Element) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(el).visibility !== 'hidden';
  };
  window.addEventListener(
    'click',
    () => {
      if (probe.clickAt === null) probe.clickAt = performance.now();
    },
    { capture: true },
  );
  const observer = new MutationObserver(() => {
    if (probe.clickAt === null || probe.domAt !== null || location.pathname !== '/signin') return;
    const h1 = document.querySelector('h1');
    if (!h1 || h1 === homeH1 || !visible(h1)) return;
    probe.domAt = performance.now();
    probe.h1Text = (h1.textContent ?? '').trim();
    observer.disconnect();
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        probe.paintAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
  });
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    characterData: true,
  });
}

async function navigateOnce(browser: Browser): Promise<NavigationRun> {
  checkInterrupted();
  const context = await freshContext(browser);
  try {
    await context.addInitScript(() => localStorage.setItem('lingualoop:preload', 'off'));
    await context.addInitScript(installFirstH1Probe);
    const recorder = recordRequests(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await openLiveHome(page, errors, 'home before the click');
    // Give the idle preloads every chance to happen (they must not, preloading is off), and
    // let the home finish so the click does not compete with its leftovers.
    await recorder.networkIdle();
    const accountBeforeClick = recorder.requests
      .filter((r) => r.url.startsWith(ACCOUNT_ORIGIN))
      .map((r) => r.url);
    const requestsBeforeClick = recorder.requests.length;

    await page.evaluate(armNavigationProbe);
    await page
      .getByRole('banner')
      .getByRole('link', { name: /Sign in|Đăng nhập|登录/ })
      .click();
    await waitForProbe(
      page,
      'the sign-in h1 after the click',
      () => typeof window.__benchNav?.paintAt === 'number',
      errors,
    );
    await assertRemoteReady(page, 'mf_account', 'sign-in');
    const probe = (await page.evaluate(() => window.__benchNav!)) as {
      clickAt: number;
      domAt: number;
      paintAt: number;
      h1Text: string;
    };
    const waterfall = await page.evaluate(
      (clickAt) =>
        performance
          .getEntriesByType('resource')
          .map((e) => e as PerformanceResourceTiming)
          .filter((e) => e.startTime >= clickAt)
          .map((e) => ({
            url: e.name,
            start: e.startTime - clickAt,
            end: e.responseEnd - clickAt,
          })),
      probe.clickAt,
    );
    await recorder.networkIdle(500);
    await recorder.bodies();
    return {
      waterfall,
      domMs: probe.domAt - probe.clickAt,
      paintMs: probe.paintAt - probe.clickAt,
      h1Text: probe.h1Text,
      accountBeforeClick,
      accountAfterClick: recorder.requests
        .slice(requestsBeforeClick)
        .filter((r) => r.url.startsWith(ACCOUNT_ORIGIN)),
    };
  } finally {
    await context.close();
  }
}

interface NavigationResult {
  runs: NavigationRun[];
  medianMs: number;
  maxMs: number;
  notPreloaded: boolean;
}

async function measureNavigation(browser: Browser): Promise<NavigationResult> {
  console.log(
    `\n5. Click "Sign in" on / → sign-in h1 visible, mf_account not loaded yet ` +
      `(localStorage['lingualoop:preload'] = 'off'), ${NAVIGATION_RUNS} runs, fresh context each`,
  );
  const runs: NavigationRun[] = [];
  for (let i = 0; i < NAVIGATION_RUNS; i++) runs.push(await navigateOnce(browser));
  printTable(
    [
      'run',
      'click → h1 in DOM ms',
      'click → painted ms',
      'mf_account before click',
      'mf_account after click',
    ],
    runs.map((run, i) => [
      `run ${i + 1}`,
      fixed(run.domMs, 1),
      fixed(run.paintMs, 1),
      run.accountBeforeClick.length === 0 ? 'none' : `${run.accountBeforeClick.length} requests`,
      `${run.accountAfterClick.length} requests, ${kb(run.accountAfterClick.reduce((t, r) => t + r.gzipBytes, 0))} KB gzip`,
    ]),
  );
  const painted = runs.map((r) => r.paintMs);
  const result: NavigationResult = {
    runs,
    medianMs: median(painted),
    maxMs: Math.max(...painted),
    notPreloaded: runs.every((r) => r.accountBeforeClick.length === 0),
  };
  console.log(
    `  click → painted: median ${fixed(result.medianMs, 1)} ms, max ${fixed(result.maxMs, 1)} ms ` +
      `(target ≤ ${TARGET.coldRemoteMs} ms); sign-in h1: "${runs[0]!.h1Text.slice(0, 60)}"`,
  );
  const first = runs[0]!;
  const typical = [...runs].sort((a, b) => a.paintMs - b.paintMs)[Math.floor(runs.length / 2)]!;
  console.log(
    `  where the time goes (the median run; ms after the click, from the page's resource timing):`,
  );
  for (const entry of typical.waterfall) {
    console.log(
      `    ${fixed(entry.start, 0).padStart(4)} → ${fixed(entry.end, 0).padStart(4)}  ${shortUrl(entry.url)}`,
    );
  }
  console.log(
    `    ${''.padStart(4)}   ${fixed(typical.domMs, 0).padStart(4)}  sign-in h1 in the DOM; painted at ${fixed(typical.paintMs, 0)}`,
  );
  const lastAccountFile = Math.max(
    ...typical.waterfall.filter((e) => e.url.startsWith(ACCOUNT_ORIGIN)).map((e) => e.end),
  );
  if (Number.isFinite(lastAccountFile)) {
    console.log(
      `  last mf_account file in at ${fixed(lastAccountFile, 0)} ms, h1 in the DOM ${fixed(typical.domMs - lastAccountFile, 0)} ms ` +
        'later: time spent in the page (script evaluation, rendering, React scheduling), not on the network',
    );
  }
  console.log(
    `  mf_account fetched before the click: ${
      result.notPreloaded
        ? 'nothing, in every run (neither mf-manifest.json nor remoteEntry.js)'
        : 'YES: ' +
          runs
            .flatMap((r) => r.accountBeforeClick)
            .map(shortUrl)
            .join(', ')
    }`,
  );
  console.log(
    `  fetched after the click (run 1): ${first.accountAfterClick.map((r) => `${shortUrl(r.url)} ${kb(r.gzipBytes)}`).join(', ')}`,
  );
  return result;
}

// ---------------------------------------------------------------------------------------
// 6. The signed-in dashboard, cold.

interface DashboardResult {
  /** Navigation start → the first course card in the DOM and visible, per run. */
  runs: number[];
  medianMs: number;
  cards: number;
}

/** A member registered through the API, signed in by putting their token where the app keeps it. */
async function registerBenchMember(): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${PORTS.api}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstname: 'Bench',
      lastname: 'Learner',
      email: `bench-${Date.now()}@example.com`,
      password: 'bench-password',
    }),
  });
  const body = (await response.json()) as { access_token?: string };
  if (!response.ok || !body.access_token) throw new Error(`register: ${response.status}`);
  return body.access_token;
}

async function measureDashboard(browser: Browser): Promise<DashboardResult> {
  console.log(
    `\n6. Signed-in dashboard (/), cold (fresh context, empty cache): navigation → first course ` +
      `card visible, ${NAVIGATION_RUNS} runs`,
  );
  const token = await registerBenchMember();
  const runs: number[] = [];
  let cards = 0;
  for (let i = 0; i < NAVIGATION_RUNS; i++) {
    checkInterrupted();
    const context = await freshContext(browser);
    try {
      await context.addInitScript((t) => localStorage.setItem('access_token', t), token);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      await page.goto(HOME_URL);
      await waitForProbe(
        page,
        'the first course card',
        () => {
          const card = document.querySelector('main li h3 a');
          return Boolean(card && card.getBoundingClientRect().height > 0);
        },
        errors,
      );
      runs.push(await page.evaluate(() => performance.now()));
      cards = await page.locator('main li h3 a').count();
    } finally {
      await context.close();
    }
  }
  const sorted = [...runs].sort((a, b) => a - b);
  const medianMs = sorted[Math.floor(sorted.length / 2)]!;
  console.log(
    `  runs: ${runs.map((ms) => fixed(ms, 0)).join(', ')} ms; median ${fixed(medianMs, 0)} ms; ` +
      `${cards} course cards on the first page`,
  );
  return { runs, medianMs, cards };
}

// ---------------------------------------------------------------------------------------
// Summary.

function printMachine(): void {
  const cpus = os.cpus();
  const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  console.log(
    'LinguaLoop front-end bench: builds, visitor home, Lighthouse, cold remote navigation',
  );
  console.log(
    `Machine: ${cpus[0]?.model ?? 'unknown CPU'}, ${cpus.length} cores, ` +
      `${(os.totalmem() / 2 ** 30).toFixed(1)} GiB, ${os.platform()} ${os.release()}, Node ${process.version}`,
  );
  console.log(`Browser: ${chromiumVersion || CHROMIUM}`);
  // Builds, servers and browsers share these cores; anything else running skews every number.
  console.log(`Load average at start: ${loadAverage()} (should be well below ${cpus.length})`);
}

interface Results {
  builds?: BuildResult[];
  home?: HomeResult;
  homeWithoutPreload?: HomeResult;
  lighthouse?: LighthouseResult;
  navigation?: NavigationResult;
  dashboard?: DashboardResult;
}

function printSummary(results: Results, problems: string[]): void {
  console.log('\nSummary (targets from the issue)');
  const lines: string[][] = [];
  const notMeasured = (what: string, why: string) =>
    lines.push([what, '-', '', `NOT MEASURED (${why})`]);

  const [full, remote] = results.builds ?? [];
  if (!withBuild) {
    lines.push([
      'full production build',
      '-',
      `≤ ${TARGET.fullBuildSeconds} s`,
      'SKIPPED (--no-build)',
    ]);
    lines.push([
      'mf-marketing build alone',
      '-',
      `≤ ${TARGET.remoteBuildSeconds} s`,
      'SKIPPED (--no-build)',
    ]);
  } else if (full && remote) {
    lines.push([
      'full production build',
      `${fixed(full.seconds, 1)} s`,
      `≤ ${TARGET.fullBuildSeconds} s`,
      verdict(full.seconds <= TARGET.fullBuildSeconds),
    ]);
    lines.push([
      'mf-marketing build alone',
      `${fixed(remote.seconds, 1)} s`,
      `≤ ${TARGET.remoteBuildSeconds} s`,
      verdict(remote.seconds <= TARGET.remoteBuildSeconds),
    ]);
  } else {
    notMeasured('builds', 'see above');
  }

  const home = results.home;
  if (home) {
    const critical = home.criticalJsGzip / KB;
    lines.push([
      'critical JS, home (gzip)',
      `${kb(home.criticalJsGzip)} KB`,
      `≤ ${TARGET.criticalJsKb} KB`,
      verdict(critical <= TARGET.criticalJsKb),
    ]);
    lines.push([
      '  architecture budget',
      `${kb(home.criticalJsGzip)} KB`,
      `≤ ${TARGET.criticalJsKbArchitecture} KB`,
      verdict(critical <= TARGET.criticalJsKbArchitecture),
    ]);
    if (results.homeWithoutPreload) {
      const off = results.homeWithoutPreload.criticalJsGzip;
      lines.push(['  same with preloading off (info)', `${kb(off)} KB`, '', '']);
    }
    if (home.firstPaint) {
      lines.push(['  JS before the live app (info)', `${kb(home.beforeLiveJsGzip)} KB`, '', '']);
      lines.push([
        'first paint h1 / live app (info)',
        `${fixed(home.h1At, 0)} / ${fixed(home.liveAt, 0)} ms`,
        '',
        '',
      ]);
    }
    lines.push(['total JS, home (gzip, info)', `${kb(home.totalJsGzip)} KB`, '', '']);
    lines.push(['requests, home (info)', String(home.requests.length), '', '']);
  } else {
    notMeasured('visitor home', 'see above');
  }

  const lh = results.lighthouse;
  if (!withLighthouse) {
    lines.push(['Lighthouse', '-', '', 'SKIPPED (--no-lighthouse)']);
  } else if (lh?.median) {
    const m = lh.median;
    const of =
      lh.runs.length === LIGHTHOUSE_RUNS ? '' : ` (${lh.runs.length} of ${LIGHTHOUSE_RUNS} runs)`;
    lines.push([
      `Lighthouse mobile score, median${of}`,
      fixed(m.score, 0),
      `≥ ${TARGET.lighthouseScore}`,
      verdict(m.score >= TARGET.lighthouseScore),
    ]);
    lines.push([
      `Lighthouse CLS, median${of}`,
      fixed(m.cls, 3),
      `≤ ${TARGET.cls}`,
      verdict(m.cls <= TARGET.cls),
    ]);
    lines.push([
      '  LCP / TBT / FCP / SI (info)',
      `${fixed(m.lcp, 0)} / ${fixed(m.tbt, 0)} / ${fixed(m.fcp, 0)} / ${fixed(m.speedIndex, 0)} ms`,
      '',
      '',
    ]);
  } else {
    notMeasured('Lighthouse', lh?.error ?? 'see above');
  }

  const nav = results.navigation;
  if (nav) {
    lines.push([
      'cold remote: click → sign-in h1, median',
      `${fixed(nav.medianMs, 1)} ms`,
      `≤ ${TARGET.coldRemoteMs} ms`,
      verdict(nav.notPreloaded && nav.medianMs <= TARGET.coldRemoteMs),
    ]);
    lines.push(['  max of the runs (info)', `${fixed(nav.maxMs, 1)} ms`, '', '']);
    lines.push([
      '  mf_account not fetched before the click',
      nav.notPreloaded ? 'yes' : 'NO',
      '',
      nav.notPreloaded ? '' : 'INVALID (was preloaded)',
    ]);
  } else {
    notMeasured('cold remote navigation', 'see above');
  }

  const dash = results.dashboard;
  if (dash) {
    lines.push([
      'dashboard cold: navigation → course list, median (info)',
      `${fixed(dash.medianMs, 0)} ms`,
      '',
      '',
    ]);
  } else {
    notMeasured('dashboard cold load', 'see above');
  }

  printTable(['measure', 'value', 'target', 'verdict'], lines);
  for (const problem of problems) console.log(`  could not measure: ${problem}`);
}

// ---------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = Date.now();
  printMachine();
  const results: Results = {};
  const problems: string[] = [];
  const attempt = async <T>(what: string, run: () => Promise<T>): Promise<T | undefined> => {
    checkInterrupted();
    try {
      return await run();
    } catch (error) {
      checkInterrupted();
      const message = error instanceof Error ? error.message : String(error);
      console.error(`\n${what} failed: ${message}`);
      problems.push(`${what}: ${message.split('\n')[0]!.slice(0, 160)}`);
      return undefined;
    }
  };

  // Before anything slow: the bench needs these ports for itself.
  await assertPortsFree();
  if (withBuild) {
    results.builds = await attempt('builds', measureBuilds);
    if (!results.builds) throw new Error('the builds failed: nothing to serve (see above)');
  } else {
    console.log('\n1. Builds skipped (--no-build): serving the builds already in <package>/dist');
  }
  assertBuilt();
  await assertPortsFree();
  await startServers();

  let browser = await launchBrowser();
  results.home = await attempt('visitor home', () => measureHome(browser, true));
  results.homeWithoutPreload = await attempt('visitor home without preloading', () =>
    measureHome(browser, false),
  );
  if (results.home) printHome(results.home, results.homeWithoutPreload);
  // One browser at a time: Lighthouse's Chrome gets the CPU to itself.
  await browser.close();

  if (withLighthouse) {
    results.lighthouse = await measureLighthouse();
    if (!results.lighthouse.median) problems.push(`Lighthouse: ${results.lighthouse.error}`);
  } else {
    console.log('\n4. Lighthouse skipped (--no-lighthouse)');
  }

  browser = await launchBrowser();
  results.navigation = await attempt('cold remote navigation', () => measureNavigation(browser));
  results.dashboard = await attempt('dashboard', () => measureDashboard(browser));
  await browser.close();

  printSummary(results, problems);
  console.log(
    `\nBench took ${((Date.now() - started) / 1000).toFixed(0)} s; load average at end: ${loadAverage()}.`,
  );
  return problems.length > 0 ? 1 : 0;
}

main()
  .then(async (code) => {
    if (interrupted) return; // the signal handler cleans up and exits
    await cleanupAll();
    process.exit(code);
  })
  .catch(async (error: unknown) => {
    if (interrupted) return;
    console.error(`\nBench failed: ${error instanceof Error ? error.message : String(error)}`);
    await cleanupAll();
    process.exit(1);
  });
