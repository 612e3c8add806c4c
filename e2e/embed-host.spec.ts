import { test, expect, type Page } from '@playwright/test';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { watchErrors } from './helpers';

// The embed on a blog of another origin, served by a static server that sends no CORS headers
// (issue 35, B1): the test's server (python's http.server, as playwright.config.ts runs it) sends
// none. The blog is served by a second server of this test, on another port: another origin.

const port = Number(process.env.E2E_PORT ?? 8090);
const HOST = `http://127.0.0.1:${port}/embed`;

let blogServer: http.Server;
let blogBody = '';
test.beforeAll(async () => {
  blogServer = http.createServer((_, res) =>
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"><title>Блог</title><link rel="icon" href="data:,">` +
          `<script src="${HOST}/mancala-board.js" defer></script></head><body>${blogBody}</body></html>`,
      ),
  );
  await new Promise<void>((r) => blogServer.listen(0, '127.0.0.1', r));
});
test.afterAll(() => new Promise<void>((r) => blogServer.close(() => r())));

/** A blog page on another origin that loads the embed with a classic script tag, as EMBED.md says. */
async function foreignBlog(page: Page, body: string) {
  blogBody = body;
  await page.goto(`http://127.0.0.1:${(blogServer.address() as AddressInfo).port}/blog.html`);
}

/** The errors of the page but Chromium's lines about the embed's files the host's missing CORS headers refuse. */
function problems(page: Page) {
  const all = watchErrors(page, { favicon: false });
  return () => all.filter((p) => !p.includes('CORS policy') && !p.includes('net::ERR_FAILED'));
}

test('a blog on another origin shows boards from a host without CORS headers, both families, both languages', async ({ page }) => {
  const errors = problems(page);
  const fetched: string[] = [];
  page.on('request', (r) => r.url().startsWith(HOST) && fetched.push(new URL(r.url()).pathname.replace('/embed/', '')));
  await foreignBlog(
    page,
    `<mancala-board id="kalah" variant="kalah" moves="S2,S5"></mancala-board>
     <mancala-board id="oware" variant="oware" moves="S2" lang="ru"></mancala-board>
     <mancala-board id="bao" variant="kiswahili"></mancala-board>`,
  );
  // The host really sends no CORS header: the page cannot read its files.
  const readable = await page.evaluate((u) => fetch(u).then(() => true, () => false), `${HOST}/mancala-board.css`);
  expect(readable).toBe(false);

  const kalah = page.locator('#kalah');
  await expect(kalah.locator('[data-pit="S2"]')).toBeVisible();
  expect(await kalah.evaluate((b: any) => b.ready.then(() => b.plies))).toBe(2);
  // It plays and narrates in its language: a step back and forth.
  await kalah.locator('[id$="-move-back"]').click();
  await expect(kalah.locator('.caption')).not.toBeEmpty();
  const oware = page.locator('#oware');
  expect(await oware.evaluate((b: any) => b.ready.then(() => b.error))).toBeNull();
  await oware.locator('[id$="-move-back"]').click();
  await oware.locator('[id$="-move-forward"]').click();
  await expect(oware.locator('.caption')).toContainText(/лунк/);
  const bao = page.locator('#bao');
  expect(await bao.evaluate((b: any) => b.ready.then(() => b.error))).toBeNull();
  await expect(bao.locator('[data-pit="S.I5"]')).toBeVisible();

  // The wasm came as a classic script (one for both families: the page shows both), the
  // strings too; the bare wasm was never asked for (its module glue was refused).
  expect(fetched).toContain('mancala-embed-both.classic.js');
  expect(fetched.some((f) => /^mancala-board\.(uk|ru)\.ftl\.js$/.test(f))).toBe(true);
  expect(fetched.filter((f) => /_bg\.wasm$/.test(f))).toEqual([]);
  // Nothing leaks into the page's globals but the loaders' own names.
  const globals = await page.evaluate(() => ['open', 'url', 'start', 'slot', 'BASE'].map((k) => typeof (window as any)[k]));
  expect(globals).toEqual(['function', 'undefined', 'undefined', 'undefined', 'undefined']);
  expect(await page.evaluate(() => window.open.toString())).toContain('[native code]');
  expect(errors()).toEqual([]);
});

test('a board whose files the host will not give says so in its language, and the console says what to check', async ({ page }) => {
  const consoleErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && consoleErrors.push(m.text()));
  await page.route('**/embed/*.classic.js?v=*', (route) => route.fulfill({ status: 404, body: '' }));
  await foreignBlog(
    page,
    `<mancala-board id="uk" variant="kalah"><p>Калах: S2, S5</p></mancala-board>
     <mancala-board id="ru" variant="kalah" lang="ru"></mancala-board>`,
  );
  const uk = page.locator('#uk');
  await expect(uk.locator('.embed-error[role="alert"]')).toHaveText('Дошку не вдалося показати: файли гри не завантажилися. Оновіть сторінку.');
  expect(await uk.evaluate((b: any) => b.ready.then(() => b.error))).toContain('Дошку не вдалося показати');
  await expect(page.locator('#ru .embed-error')).toHaveText('Доску не удалось показать: файлы игры не загрузились. Обновите страницу.');
  // One line for the blogger, whatever the number of boards.
  const told = consoleErrors.filter((e) => e.startsWith('mancala-board:'));
  expect(told).toHaveLength(1);
  expect(told[0]).toContain(`no embed at ${HOST}/`);
  expect(told[0]).toContain('copy all of embed/ there (docs/EMBED.md)');
  // Removed and put back, the board has its own contents again, then tries again.
  await uk.evaluate((b: any) => {
    const parent = b.parentNode;
    b.remove();
    return new Promise((r) => setTimeout(r, 0)).then(() => parent.append(b));
  });
  await expect(uk.locator('.embed-error')).toHaveCount(1);
});
