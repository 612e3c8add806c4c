import { test, expect, type Page } from '@playwright/test';
import * as fs from 'node:fs';
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as path from 'node:path';

// The service worker (site/pwa/sw-template.js) and the start-up script of index.html when things
// go wrong: pages other than the site's own offline, a file lost from the cache, a new build
// deployed under an open page, a save interrupted, the site's JS or wasm failing to load.
// (classroom.spec.ts checks the site offline when all goes well.)
//
// These tests serve dist/ (or E2E_DIST) themselves, with `Cache-Control: no-cache` like many
// static hosts, so that they can fail a file, drop a connection, slow a file down, or deploy a
// "new build" under an open page.

type Server = {
  base: string;
  /** 503 for these paths. */
  fail: RegExp | null;
  /** The connection is dropped (no answer) for these paths. */
  drop: RegExp | null;
  /** These paths are answered after `slowMs`. */
  slow: RegExp | null;
  slowMs: number;
  /** 200 with bytes that are not wasm for these paths. */
  damage: RegExp | null;
  /** 'B': sw.js is the one of a new build, without the content files (404 from then on). */
  build: 'A' | 'B';
  requests: string[];
  close: () => Promise<void>;
};

const DIST = path.resolve(process.env.E2E_DIST ?? 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

/** sw.js of a new build B: another cache name, and neither the content files nor their sizes. */
function swOfBuildB(sw: string): string {
  const files: string[] = JSON.parse(sw.match(/const FILES = (\[[\s\S]*?\]);/)![1]);
  const keep = files.map((f) => !f.startsWith('content/'));
  sw = sw.replace(/const FILES = \[[\s\S]*?\];/, `const FILES = ${JSON.stringify(files.filter((_, i) => keep[i]))};`);
  const sizes = sw.match(/const SIZES = (\[[^\]]*\]);/);
  if (sizes) {
    const list: number[] = JSON.parse(sizes[1]);
    sw = sw.replace(sizes[0], `const SIZES = ${JSON.stringify(list.filter((_, i) => keep[i]))};`);
  }
  return sw.replace(/const CACHE = "mancala-[0-9a-f]{16}";/, 'const CACHE = "mancala-bbbbbbbbbbbbbbbb";');
}

async function serve(): Promise<Server> {
  const s = { fail: null, drop: null, slow: null, slowMs: 0, damage: null, build: 'A', requests: [] as string[] } as Omit<
    Server,
    'base' | 'close'
  >;
  const server = http.createServer(async (req, res) => {
    let name = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    if (name.endsWith('/')) name += 'index.html';
    s.requests.push(name);
    if (s.slow?.test(name)) await new Promise((r) => setTimeout(r, s.slowMs));
    if (s.drop?.test(name)) return req.socket.destroy();
    if (s.fail?.test(name)) return res.writeHead(503, { 'Content-Type': 'text/plain' }).end('unavailable');
    if (s.build === 'B' && name.startsWith('/content/')) return res.writeHead(404).end('not found');
    const file = path.join(DIST, name);
    if (!file.startsWith(DIST + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      return res.writeHead(404).end('not found');
    }
    const type = TYPES[path.extname(file)] ?? 'text/plain; charset=utf-8';
    let body: Buffer | string = fs.readFileSync(file);
    if (s.damage?.test(name)) body = Buffer.from('this is not a wasm file');
    if (name === '/sw.js' && s.build === 'B') body = swOfBuildB(body.toString('utf8'));
    res.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-cache' }).end(body);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return Object.assign(s, {
    base: `http://127.0.0.1:${port}/`,
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  }) as Server;
}

let server: Server;
test.beforeEach(async () => {
  server = await serve();
});
test.afterEach(async () => {
  await server.close();
});

async function ukrainian(page: Page) {
  await page.addInitScript(() => {
    if (!localStorage.getItem('mancala.lang')) localStorage.setItem('mancala.lang', 'uk');
  });
}

/** Opens the home page and waits until the service worker has saved the site and controls it. */
async function saved(page: Page) {
  await ukrainian(page);
  await page.goto(server.base + '#/');
  await expect(page.locator('#variant-list')).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect(page.locator('#offline-status')).toHaveAttribute('data-state', 'ready');
}

/** The addresses (paths) of the site's cache(s) that match `pattern`, by cache. */
function cachedPaths(page: Page, pattern: string) {
  return page.evaluate(async (pattern) => {
    const out: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const keys = await (await caches.open(name)).keys();
      out[name] = keys.map((r) => new URL(r.url).pathname).filter((p) => new RegExp(pattern).test(p));
    }
    return out;
  }, pattern);
}

/** Deletes from the site's cache every entry whose path matches `pattern`. */
function loseFromCache(page: Page, pattern: string) {
  return page.evaluate(async (pattern) => {
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const r of await cache.keys()) if (new RegExp(pattern).test(new URL(r.url).pathname)) await cache.delete(r);
    }
  }, pattern);
}

// R8, C4.
test('offline, each saved page is served for its own address, the app\'s addresses get the app', async ({ page, context }) => {
  test.setTimeout(120_000);
  await saved(page);
  await context.setOffline(true);
  // The embed's examples page and its iframe page, with their boards.
  await page.goto(server.base + 'examples/embed.html');
  await expect(page).toHaveTitle(/Манкала у блозі/);
  await expect(page.locator('#attrs [data-pit="S2"]')).toHaveAttribute('data-count', '4');
  await page.goto(server.base + 'embed/embed.html#variant=kalah&moves=S2');
  await expect(page.locator('mancala-board [data-pit="S2"]')).toHaveAttribute('data-count', '4');
  // The app under its other addresses: index.html (with a query) and the single file's name.
  await page.goto(server.base + 'index.html?projector#/rules/kalah');
  await expect(page.locator('#rules-title')).toBeVisible();
  await page.goto(server.base + 'mancala.html#/');
  await expect(page.locator('#variant-list')).toBeVisible();
  // A page that was never saved: a notice in both languages, not the app with broken paths.
  const response = await page.goto(server.base + 'examples/nothing-here.html');
  expect(response?.status()).toBe(503);
  await expect(page.locator('body')).toContainText('цієї сторінки на пристрої не збережено');
  await expect(page.locator('body')).toContainText('этой страницы на устройстве нет');
  await context.setOffline(false);
});

// R9.
test('a file lost from the cache is downloaded again on the next visit, and until it is the page does not claim to work offline', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await saved(page);
  const wasm = String.raw`^/wasm/[0-9a-f]+/site_bg\.wasm$`;
  expect(Object.values(await cachedPaths(page, wasm)).flat()).toHaveLength(1);
  await loseFromCache(page, wasm);
  expect(Object.values(await cachedPaths(page, wasm)).flat()).toHaveLength(0);
  // The next visit, online: the worker finds the file missing and downloads it again.
  await page.reload();
  await expect(page.locator('#variant-list')).toBeVisible();
  await expect.poll(async () => Object.values(await cachedPaths(page, wasm)).flat(), { timeout: 20_000 }).toHaveLength(1);
  await expect(page.locator('#sw-status')).toHaveCount(0);
  // So the site opens offline again.
  await context.setOffline(true);
  await page.reload();
  await expect(page.locator('#variant-list')).toBeVisible();
  await context.setOffline(false);

  // A lost file that cannot be had again (the site answers 503): the page says so, in its
  // language, instead of «Сайт збережено…», and offers to try again.
  const ai = String.raw`^/ai/mancala-ai_bg\.wasm$`;
  await loseFromCache(page, ai);
  server.fail = new RegExp(ai);
  await page.reload();
  await expect(page.locator('#sw-status > [lang="uk"]')).toContainText('Частина сайту на цьому пристрої загубилася');
  await expect(page.locator('#sw-status > [lang="ru"]')).toBeHidden();
  await expect(page.locator('#offline-status')).toBeHidden();
  await page.click('#lang-ru');
  await expect(page.locator('#sw-status > [lang="ru"]')).toContainText('Часть сайта на этом устройстве потерялась');
  await expect(page.locator('#sw-status > [lang="uk"]')).toBeHidden();
  // The site answers again: "try again" gets the file, the line goes, the app's line is back.
  server.fail = null;
  await page.locator('#sw-status button').click();
  await expect(page.locator('#sw-status')).toHaveCount(0);
  await expect(page.locator('#offline-status')).toBeVisible();
  expect(Object.values(await cachedPaths(page, ai)).flat()).toHaveLength(1);
});

// R18.
test('a new build deployed under an open page keeps the old build\'s files until that page is closed', async ({ page, context }) => {
  test.setTimeout(120_000);
  await saved(page);
  const before = await page.evaluate(() => caches.keys());
  expect(before).toHaveLength(1);
  // Build B is deployed: its worker installs and takes over the open page.
  server.build = 'B';
  await page.evaluate(async () => {
    const changed = new Promise((r) => navigator.serviceWorker.addEventListener('controllerchange', r, { once: true }));
    await (await navigator.serviceWorker.getRegistration())!.update();
    await changed;
  });
  // The open page (build A) loads a lesson, whose file build B no longer has on the server.
  await page.evaluate(() => (location.hash = '/learn/oware/1'));
  await expect(page.locator('section.lesson')).toBeVisible();
  await expect(page.locator('#content-error')).toHaveCount(0);
  expect(await page.evaluate(() => caches.keys())).toEqual(expect.arrayContaining([before[0], 'mancala-bbbbbbbbbbbbbbbb']));
  // Once no page of build A is open, the next visit deletes its cache.
  await page.close();
  const next = await context.newPage();
  await next.goto(server.base + '#/');
  await expect
    .poll(() => next.evaluate(() => caches.keys()), { timeout: 20_000 })
    .toEqual(['mancala-bbbbbbbbbbbbbbbb']);
});

// C3.
test('the save shows its progress, says when it failed, and "try again" resumes it', async ({ page }) => {
  test.setTimeout(120_000);
  await ukrainian(page);
  // The computer's wasm downloads slowly, then the connection drops.
  const ai = /^\/ai\/mancala-ai_bg\.wasm$/;
  server.slow = ai;
  server.slowMs = 3_000;
  server.drop = ai;
  await page.goto(server.base + '#/');
  await expect(page.locator('#variant-list')).toBeVisible();
  await expect(page.locator('#sw-status > [lang="uk"]')).toContainText(/Зберігаю сайт на цьому пристрої, щоб він працював без інтернету: \d+ %…/);
  await expect(page.locator('#sw-status > [lang="uk"]')).toContainText('Не вдалося зберегти сайт на цьому пристрої', {
    timeout: 20_000,
  });
  await expect(page.locator('#sw-status > [lang="ru"]')).toBeHidden();
  expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  await expect(page.locator('#offline-status')).toBeHidden();
  // The site answers again: "try again" downloads only what is missing and the site is saved.
  server.slow = null;
  server.drop = null;
  server.requests.length = 0;
  await page.locator('#sw-status button').click();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect(page.locator('#offline-status')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#sw-status')).toHaveCount(0);
  expect(server.requests).toContain('/ai/mancala-ai_bg.wasm');
  expect(server.requests.filter((r) => /wasm\/[0-9a-f]+\/site_bg\.wasm$/.test(r))).toEqual([]);
});

// R10, R11.
test.describe(() => {
  test.use({ serviceWorkers: 'block' });

  for (const [what, file] of [
    ['wasm', /^\/wasm\/[0-9a-f]+\/site_bg\.wasm$/],
    ['JS', /^\/wasm\/[0-9a-f]+\/site\.js$/],
  ] as const) {
    for (const how of ['an HTTP error', 'a dropped connection'] as const) {
      test(`the site's ${what} failing to load (${how}) shows the boot notice with "try again"`, async ({ page }) => {
        await ukrainian(page);
        if (how === 'an HTTP error') server.fail = file;
        else server.drop = file;
        await page.goto(server.base + '#/');
        const notice = page.locator('#boot-error');
        await expect(notice).toBeVisible();
        await expect(page.locator('#boot')).toHaveCount(0);
        // "No connection, try again", not "the file is damaged".
        await expect(notice).toContainText('Сайт не вдалося завантажити: немає зв’язку із сайтом. Перевірте з’єднання з інтернетом і спробуйте ще раз.', {
          useInnerText: true,
        });
        await expect(notice).toContainText('Сайт не удалось загрузить: нет связи с сайтом. Проверьте подключение к интернету и попробуйте ещё раз.', {
          useInnerText: true,
        });
        server.fail = server.drop = null;
        await notice.getByRole('button', { name: 'Спробувати ще раз / Попробовать ещё раз' }).click();
        await expect(page.locator('#variant-list')).toBeVisible();
        await expect(page.locator('#boot-error')).toBeHidden();
      });
    }
  }

  test('a damaged wasm file shows the boot notice that says so', async ({ page }) => {
    await ukrainian(page);
    server.damage = /^\/wasm\/[0-9a-f]+\/site_bg\.wasm$/;
    await page.goto(server.base + '#/');
    await expect(page.locator('#boot-error')).toBeVisible();
    await expect(page.locator('#boot-error')).toContainText('немає зв’язку із сайтом або файл пошкоджений', { useInnerText: true });
    await expect(page.locator('#boot-error')).toContainText('нет связи с сайтом или файл повреждён', { useInnerText: true });
  });
});
