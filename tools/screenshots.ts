import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startOpenAIMock } from './mock-upstream/openai';
import { startConsole, RESULTS_DIR } from '../test/e2e/helpers';
import { setupRoot } from '../test/helpers/test-server';
import { createChannel, createToken } from '../test/helpers/relay-fixtures';

// npm run screenshots — every console screen in light and dark, Chinese and English, saved to
// test-results/screens/<theme>-<lang>-<screen>.png for review. Runs against a fresh server with
// a channel on the bundled mock upstream, a token and a few relay calls so lists are not empty.

const SCREENS: Array<[string, string]> = [
  ['home', '/'],
  ['login', '/login'],
  ['register', '/register'],
  ['reset', '/reset'],
  ['pricing', '/pricing'],
  ['about', '/about'],
  ['token', '/token'],
  ['log', '/log'],
  ['playground', '/playground'],
  ['detail', '/detail'],
  ['midjourney', '/midjourney'],
  ['task', '/task'],
  ['topup', '/topup'],
  ['personal', '/personal'],
  ['channel', '/channel'],
  ['redemption', '/redemption'],
  ['user', '/user'],
  ['setting-operation', '/setting?tab=operation'],
  ['setting-ratelimit', '/setting?tab=ratelimit'],
  ['setting-models', '/setting?tab=models'],
  ['setting-system', '/setting?tab=system'],
  ['setting-other', '/setting?tab=other'],
  ['not-found', '/no-such-page'],
];

async function main() {
  const mock = await startOpenAIMock();
  const h = await startConsole();
  try {
    const root = await setupRoot(h.server);
    await createChannel(h.server, { name: 'mock', baseUrl: mock.url, models: ['gpt-4o-mini', 'gpt-4o'] });
    const token = await createToken(h.server, root.userId, { name: 'demo' });
    for (let i = 0; i < 3; i++) {
      await fetch(`${h.server.url}/v1/chat/completions`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token.sk}`, 'content-type': 'application/json' },
        body: JSON.stringify({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: `hello ${i}` }] }),
      });
    }
    const page = h.page;
    await page.goto(h.url('/login'));
    await page.getByPlaceholder('用户名/邮箱').fill('root');
    await page.getByPlaceholder('密码').fill('root-password-1');
    await page.getByTestId('login-submit').click();
    await page.waitForURL(/\/token/, { timeout: 30_000 });
    const dir = join(RESULTS_DIR, 'screens');
    mkdirSync(dir, { recursive: true });
    let count = 0;
    for (const theme of ['light', 'dark']) {
      for (const lang of ['zh', 'en']) {
        await page.evaluate(([t, l]) => {
          localStorage.setItem('theme-mode', t);
          localStorage.setItem('i18nextLng', l);
        }, [theme, lang]);
        for (const [name, path] of SCREENS) {
          await page.goto(h.url(path));
          await page.waitForLoadState('networkidle').catch(() => {});
          await page.waitForTimeout(300);
          await page.screenshot({ path: join(dir, `${theme}-${lang}-${name}.png`), fullPage: true });
          count++;
        }
      }
    }
    console.log(`saved ${count} screenshots in ${dir}`);
  } finally {
    await h.close();
    await mock.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
