import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { SUITE_START } from './suite-clock.ts';

const serverMain = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

async function waitUntilFed(baseURL: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      // Listening is not enough: the demo HIS feeds the hospital through the API after.
      const response = await fetch(`${baseURL}/demo-his/status`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('server did not start and get its demo data in 180 s');
}

async function startServer(): Promise<{ baseURL: string; server: ChildProcess }> {
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      DEMO: '1',
      SANDBOX: '1',
      LOG_LEVEL: 'warn',
      // Every e2e browser signs in from 127.0.0.1; the per-address limit is not under test here.
      TOKEN_RATE_LIMIT_PER_MINUTE: '1000',
      RATE_LIMIT_PER_MINUTE: '10000',
      ANONYMOUS_RATE_LIMIT_PER_MINUTE: '10000',
      CLOCK_START: SUITE_START,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return { baseURL, server };
}

function stop(server: ChildProcess): Promise<unknown> {
  if (server.exitCode !== null) return Promise.resolve();
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGTERM');
  return exited;
}

/**
 * The run's one Chromium, which every file connects to (browser.ts); each file's phones and
 * desktops are browser contexts of their own in it, sharing no storage.
 */
function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // A sideways stroke the page cannot scroll would otherwise make the desktop browser go
      // back or forward in its history, as no phone host does.
      '--disable-features=OverscrollHistoryNavigation',
    ],
  });
}

/**
 * Starts one real server per e2e worker (the README's run command without the build step),
 * each on a free port with a fresh in-memory database, demo data and the sandbox providers,
 * serving the apps built by `npm run build`. A file holds a server to itself while it runs
 * (claim-server.ts), so a file that switches a module off or stops a clinic never races
 * another file, yet two files run at once.
 */
export default async function setup(project: TestProject) {
  const count = project.config.maxWorkers;
  const started = await Promise.all(Array.from({ length: count }, startServer));
  const servers = started.map(({ server }) => server);
  const launching = launchBrowserServer();
  let browser: BrowserServer;
  try {
    [browser] = await Promise.all([
      launching,
      ...started.map(({ baseURL, server }) => waitUntilFed(baseURL, server)),
    ]);
  } catch (error) {
    // Vitest runs no teardown for a setup that failed: the servers and a browser that did
    // start would outlive the run.
    await Promise.all([
      ...servers.map(stop),
      launching.then(
        (launched) => launched.close(),
        () => undefined,
      ),
    ]);
    throw error;
  }
  project.provide('browserEndpoint', browser.wsEndpoint());
  project.provide(
    'baseURLs',
    started.map(({ baseURL }) => baseURL),
  );
  const locks = await mkdtemp(join(tmpdir(), 'e2e-servers-'));
  project.provide('serverLocks', locks);
  return async () => {
    await Promise.all([...servers.map(stop), browser.close()]);
    await rm(locks, { recursive: true, force: true });
  };
}
