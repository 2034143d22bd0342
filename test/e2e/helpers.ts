import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { startTestServer, type TestServer } from '../helpers/test-server';

// A test server serving the built console, and Debian's Chromium driven by playwright-core.

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const RESULTS_DIR = resolve('test-results');

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export interface ConsoleHarness {
  server: TestServer;
  context: BrowserContext;
  page: Page;
  url(path: string): string;
  screenshot(name: string): Promise<string>;
  close(): Promise<void>;
}

export async function startConsole(env: Record<string, string> = {}): Promise<ConsoleHarness> {
  const server = await startTestServer({ FRONTEND_DIST: resolve('client/dist'), ...env });
  const profile = mkdtempSync(join(tmpdir(), 'tollgate-e2e-'));
  let context: BrowserContext;
  try {
    // A persistent context is how Playwright takes a user-data-dir (a fresh one per run).
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      args: ARGS,
      viewport: { width: 1280, height: 800 },
      locale: 'zh-CN',
    });
  } catch (err) {
    await server.close();
    rmSync(profile, { recursive: true, force: true });
    throw err;
  }
  const page = context.pages()[0] ?? (await context.newPage());
  mkdirSync(RESULTS_DIR, { recursive: true });
  return {
    server,
    context,
    page,
    url: (path) => server.url + path,
    screenshot: async (name) => {
      const file = join(RESULTS_DIR, `${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      return file;
    },
    close: async () => {
      await context.close().catch(() => {});
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** Waits until the URL path (without query) is `path`. */
export async function waitForPath(page: Page, path: string, timeout = 15_000) {
  await page.waitForURL((u) => u.pathname === path, { timeout });
}

/** Text of antd toasts currently shown. */
export async function toastTexts(page: Page): Promise<string[]> {
  return page.locator('.ant-message-notice').allInnerTexts();
}
