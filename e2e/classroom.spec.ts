import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './helpers';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

// The classroom features against the release build in dist/: the site offline (service worker,
// manifest), the projector mode, the printable position and game records on the play page.

async function settings(page: Page, s: { lang?: string; instant?: boolean }) {
  await page.addInitScript((s) => {
    if (s.lang) localStorage.setItem('mancala.lang', s.lang);
    if (s.instant !== undefined) {
      // The play page's setting and the lessons' own (puzzles are lessons).
      localStorage.setItem('mancala.instant', s.instant ? '1' : '0');
      localStorage.setItem('mancala.instant.lessons', s.instant ? '1' : '0');
    }
  }, s);
}

/** Every pit's and tray's seed count on the board, in document order. */
async function counts(page: Page): Promise<string[]> {
  return page.locator('.board [data-pit], .board .tray').evaluateAll((els) =>
    els.map((e) => `${e.getAttribute('data-pit') ?? e.id.replace(/^b\d+-/, '')}=${e.getAttribute('data-count')}`),
  );
}

// --- Offline ------------------------------------------------------------------------------------

test('the manifest, the icons and every file the service worker lists are served', async ({ page, request }) => {
  const manifest = await (await request.get('./manifest.webmanifest')).json();
  expect(manifest.name).toContain('Манкала');
  expect(manifest.start_url).toBe('./');
  expect(manifest.display).toBe('standalone');
  const sizes = manifest.icons.map((i: { sizes: string }) => i.sizes);
  expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512', 'any']));
  for (const icon of manifest.icons) {
    const r = await request.get(`./${icon.src}`);
    expect(r.status(), icon.src).toBe(200);
    expect(r.headers()['content-type']).toContain(icon.type);
  }
  // sw.js lists the whole build: every file in dist/ but itself, mancala.html, its SCORM package
  // (for schools' platforms, 11 MB) and the embed's classic scripts (for pages on other origins:
  // tools/service_worker.py SKIP, SKIP_ENDINGS).
  const sw = await (await request.get('./sw.js')).text();
  const files: string[] = JSON.parse(sw.match(/const FILES = (\[[\s\S]*?\]);/)![1]);
  expect(sw).toMatch(/const CACHE = "mancala-[0-9a-f]{16}";/);
  const walk = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(path.join(dir, e.name)) : [path.relative('dist', path.join(dir, e.name)).split(path.sep).join('/')],
    );
  const unlisted = ['sw.js', 'mancala.html', 'mancala-scorm.zip'];
  expect(unlisted.every((f) => fs.existsSync(path.join('dist', f)))).toBe(true);
  const expected = walk('dist').filter((f) => !unlisted.includes(f) && !/\.(classic|ftl)\.js$/.test(f));
  expect(walk('dist').filter((f) => /\.classic\.js$/.test(f))).toHaveLength(3);
  expect(files.filter((f) => f !== './').map(decodeURIComponent).sort()).toEqual(expected.sort());
  expect(expected.some((f) => f.endsWith('.wasm'))).toBe(true);
  // The page links the manifest and the icon.
  await page.goto('./');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', './manifest.webmanifest');
});

test('once cached by the service worker, the site works with the network cut', async ({ page, context }) => {
  test.setTimeout(90_000);
  const problems = watchErrors(page, { ignore: (url) => url.includes('not-cached') });
  await settings(page, { lang: 'uk', instant: true });
  await page.goto('./#/');
  await expect(page.locator('#variant-list')).toBeVisible();
  // The worker takes control once it has cached every file of the build.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
  await expect(page.locator('#offline-status')).toHaveAttribute('data-state', 'ready');
  await expect(page.locator('#offline-status')).toContainText('без інтернету');

  await context.setOffline(true);
  // Really offline: a file the worker does not have cannot be fetched.
  expect(await page.evaluate(() => fetch('./not-cached.txt').then(() => 'fetched', () => 'failed'))).toBe('failed');

  // Home page.
  const home = await page.reload();
  expect(home?.fromServiceWorker()).toBe(true);
  await expect(page.locator('#variant-list li[data-variant="kalah"]')).toBeVisible();
  // A play page: a move is played.
  await page.goto('./#/play/kalah');
  await page.reload();
  await expect(page.locator('section.play[data-variant="kalah"]')).toBeVisible();
  await page.locator('[data-pit="S2"]').click();
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '0');
  await expect(page.locator('[data-pit="S3"]')).toHaveAttribute('data-count', '5');
  await expect(page.locator('#move-list li')).toHaveCount(1);
  // The computer's worker and its wasm (dist/ai/) come from the cache too: a hint, offline.
  await page.click('#hint');
  await expect(page.locator('#hint-text')).toContainText('Зверніть увагу на ямку', { timeout: 20_000 });
  await expect(page.locator('#ai-failed')).toHaveCount(0);
  // A rules page.
  await page.goto('./#/rules/kalah');
  await page.reload();
  await expect(page.locator('#rules-title')).toBeVisible();
  await expect(page.locator('.rule').first()).toBeVisible();
  // The print page too.
  await page.goto('./#/print/kalah');
  await page.reload();
  await expect(page.locator('#print-sheet svg')).toBeVisible();
  // The puzzle of the day, offline.
  await page.goto('./#/puzzles/daily');
  await page.reload();
  await expect(page.locator('#variant-title')).toHaveText('Задача дня');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-kind', 'task');
  // A worksheet of Oware's puzzles, offline.
  await page.goto('./#/worksheet/oware?n=4');
  await page.reload();
  await expect(page.locator('#worksheet-sheet .worksheet-item svg')).toHaveCount(4);
  await expect(page.locator('#worksheet-key li')).toHaveCount(4);
  // The other language comes from the worker's cache too.
  await page.click('#lang-ru');
  await expect(page.locator('#title')).toHaveText('Манкала: учимся играть');
  await context.setOffline(false);
  expect(problems).toEqual([]);
});

test('the single file has no manifest and registers no service worker', async ({ page }) => {
  const problems = watchErrors(page);
  await page.goto(pathToFileURL(path.resolve('dist/mancala.html')).href + '#/');
  await expect(page.locator('#variant-list')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-single-file', '');
  expect(await page.locator('link[rel="manifest"]').count()).toBe(0);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /^data:image\/svg\+xml;base64,/);
  await expect(page.locator('#offline-status')).toBeEmpty();
  expect(problems).toEqual([]);
});

// --- Projector mode -----------------------------------------------------------------------------

type Sizes = { count: number; countBox: number; name: number; caption: number; turn: number; border: number; pit: number; store: number };

async function sizes(page: Page): Promise<Sizes> {
  return page.evaluate(() => {
    const el = (sel: string) => document.querySelector(sel) as HTMLElement;
    const px = (sel: string, prop: 'fontSize' | 'borderTopWidth' = 'fontSize') => parseFloat(getComputedStyle(el(sel))[prop]);
    return {
      count: px('[data-pit="S2"] .count'),
      countBox: el('[data-pit="S2"] .count').getBoundingClientRect().height,
      name: px('[data-pit="S2"] .name'),
      caption: px('#caption'),
      turn: px('#turn'),
      border: px('[data-pit="S2"]', 'borderTopWidth'),
      pit: el('[data-pit="S2"]').getBoundingClientRect().height,
      store: px('.tray.store .count'),
    };
  });
}

/** Whether the board, the caption and the player's buttons are inside the viewport. */
async function fits(page: Page) {
  return page.evaluate(() => {
    const bottom = (sel: string) => document.querySelector(sel)!.getBoundingClientRect().bottom;
    return {
      board: bottom('.board') <= innerHeight,
      caption: bottom('#caption') <= innerHeight,
      controls: bottom('.player .controls') <= innerHeight,
      noSideScroll: document.documentElement.scrollWidth <= innerWidth,
    };
  });
}

test('projector mode: a header toggle, remembered, with a larger board and captions that fit a 16:9 screen', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: true });
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./#/play/kalah');
  await expect(page.locator('#projector-toggle')).toHaveAttribute('aria-pressed', 'false');
  // The header is there at once; the board once the game's strings are (locales/uk.game.json).
  await expect(page.locator('[data-pit="S2"]')).toBeVisible();
  const before = await sizes(page);

  // With the keyboard.
  await page.locator('#projector-toggle').focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#projector-toggle')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('html')).toHaveClass(/\bprojector\b/);
  const after = await sizes(page);
  expect(after.count).toBeGreaterThan(before.count * 1.5);
  expect(after.name).toBeGreaterThan(before.name * 1.15);
  expect(after.store).toBeGreaterThan(before.store * 1.5);
  expect(after.caption).toBeGreaterThanOrEqual(before.caption * 1.25);
  expect(after.turn).toBeGreaterThan(before.turn * 1.1);
  expect(after.border).toBeGreaterThan(before.border);
  expect(after.countBox).toBeGreaterThan(before.countBox * 1.5);
  expect(after.pit).toBeGreaterThanOrEqual(before.pit * 0.9); // the pits stay as large while everything fits
  expect(after.count).toBeGreaterThanOrEqual(40); // about 1/25 of the screen's height: readable across a room
  expect(await fits(page)).toEqual({ board: true, caption: true, controls: true, noSideScroll: true });

  // Remembered.
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/\bprojector\b/);
  await expect(page.locator('#projector-toggle')).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => localStorage.getItem('mancala.projector'))).toBe('1');

  // A full-HD projector, a four-row game: still on one screen.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.goto('./#/play/kiswahili');
  await expect(page.locator('[data-pit="S.I5"]')).toBeVisible();
  expect(await fits(page)).toEqual({ board: true, caption: true, controls: true, noSideScroll: true });

  // The URL flag switches it off (and on), and is remembered.
  await page.goto('./?projector=0#/play/kalah');
  await expect(page.locator('html')).not.toHaveClass(/\bprojector\b/);
  await expect(page.locator('#projector-toggle')).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => localStorage.getItem('mancala.projector'))).toBe('0');
  await page.goto('./?projector#/play/kalah');
  await expect(page.locator('html')).toHaveClass(/\bprojector\b/);
  // Clicking turns it off again.
  await page.click('#projector-toggle');
  await expect(page.locator('html')).not.toHaveClass(/\bprojector\b/);
  expect(problems).toEqual([]);
});

/** Pits whose drawn seeds cover their count's digits or their name: for every pit, the seeds
 *  that show (inside the clipped seed box) against the glyph box of the count and of the name
 *  (the text's line box less its leading). */
async function seedsOverText(page: Page) {
  return page.evaluate(() => {
    const glyphs = (el: Element | null) => {
      if (!el || getComputedStyle(el).display === 'none') return null;
      const r = el.getBoundingClientRect();
      const size = parseFloat(getComputedStyle(el).fontSize);
      // Digits and letters fill about 0.72 em of a line; the rest is leading above and below.
      const inset = Math.max(0, (r.height - 0.72 * size) / 2);
      return { left: r.left, right: r.right, top: r.top + inset, bottom: r.bottom - inset };
    };
    const meets = (a: DOMRect, b: { left: number; right: number; top: number; bottom: number }) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const bad: string[] = [];
    for (const pit of document.querySelectorAll('.pit[data-pit]')) {
      const box = pit.querySelector('.dots');
      if (!box || getComputedStyle(box).display === 'none') continue;
      const clip = box.getBoundingClientRect();
      const texts = [glyphs(pit.querySelector('.count')), glyphs(pit.querySelector('.name'))];
      for (const seed of box.querySelectorAll('.seed')) {
        const s = seed.getBoundingClientRect();
        // Only the part of a seed inside the box is drawn (the box clips its overflow).
        const r = new DOMRect(Math.max(s.left, clip.left), Math.max(s.top, clip.top), 0, 0);
        r.width = Math.min(s.right, clip.right) - r.left;
        r.height = Math.min(s.bottom, clip.bottom) - r.top;
        if (r.width <= 0 || r.height <= 0) continue;
        if (texts.some((t) => t && meets(r, t))) {
          bad.push(`${pit.getAttribute('data-pit')} (${pit.querySelector('.count')?.getAttribute('data-n')} seeds)`);
          break;
        }
      }
    }
    return bad;
  });
}

test("projector mode: seeds never cover a pit's count or name, however many there are (720p, 1080p)", async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: true });
  // Every count from 0 to 23 on the board: 6 and more is where the seeds used to reach the digits.
  const pos = 'S=[6,7,8,9,10,11] N=[12,14,16,18,20,23] SS=0 NS=0, S to move';
  for (const [width, height] of [[1280, 720], [1920, 1080]]) {
    await page.setViewportSize({ width, height });
    for (const projector of ['0', '1']) {
      await page.goto(`./?projector=${projector}#/play/oware?p=${encodeURIComponent(pos)}`);
      await expect(page.locator('[data-pit="N5"] .count')).toHaveAttribute('data-n', '23');
      expect(await seedsOverText(page), `${width}×${height}, projector=${projector}`).toEqual([]);
    }
  }
  // A four-row board in the projector mode too.
  await page.setViewportSize({ width: 1280, height: 720 });
  const bao = 'S.I=[6,8,10,12,14,16,18,20] S.O=[0,0,0,0,0,0,0,0] N.I=[0,0,0,0,0,0,0,0] N.O=[7,9,11,13,15,17,19,21], S to move';
  await page.goto(`./?projector=1#/play/kiarabu?p=${encodeURIComponent(bao)}`);
  await expect(page.locator('[data-pit="S.I8"] .count')).toHaveAttribute('data-n', '20');
  expect(await seedsOverText(page)).toEqual([]);
  expect(problems).toEqual([]);
});

// --- Printing -----------------------------------------------------------------------------------

test('a position prints as a black-and-white SVG with its counts; a broken one is explained', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: true });
  const pos = 'S=[1,0,0,0,0,2] N=[1,2,2,0,0,0] SS=20 NS=20, S to move';
  await page.goto(`./#/print/oware?p=${encodeURIComponent(pos)}`);
  const svg = page.locator('#print-sheet svg');
  await expect(svg).toBeVisible();
  const drawn = await svg.locator('[data-pit]').evaluateAll((els) =>
    Object.fromEntries(els.map((e) => [e.getAttribute('data-pit'), [e.getAttribute('data-count'), e.querySelector('.count')!.textContent]])),
  );
  expect(drawn).toEqual({
    N5: ['0', '0'], N4: ['0', '0'], N3: ['0', '0'], N2: ['2', '2'], N1: ['2', '2'], N0: ['1', '1'],
    S0: ['1', '1'], S1: ['0', '0'], S2: ['0', '0'], S3: ['0', '0'], S4: ['0', '0'], S5: ['2', '2'],
  });
  await expect(svg.locator('[data-store="S"]')).toHaveAttribute('data-count', '20');
  await expect(svg.locator('[data-store="N"]')).toContainText('20');
  await expect(svg.locator('.title')).toHaveText(/^\S.*: позиція$/);
  await expect(svg.locator('.subtitle')).toHaveText('Хід: Південь');
  await expect(svg.locator('.side-N')).toHaveText('Північ');
  // Black and white only.
  const colours = await svg.evaluate((s) => [...new Set([...s.querySelectorAll('*')].flatMap((e) => [e.getAttribute('fill'), e.getAttribute('stroke')]).filter(Boolean))]);
  expect(colours.sort()).toEqual(['black', 'none', 'white']);

  // In Russian.
  await page.click('#lang-ru');
  await expect(svg.locator('.subtitle')).toHaveText('Ход: Юг');
  await expect(svg.locator('.title')).toContainText('позиция');

  // Download.
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#print-download')]);
  expect(download.suggestedFilename()).toBe('oware-position.svg');
  const file = fs.readFileSync((await download.path())!, 'utf8');
  expect(file).toMatch(/^<\?xml/);
  expect(file).toContain('data-pit="S5" data-count="2"');

  // On paper: only the drawing.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.top')).toBeHidden();
  await expect(page.locator('.print-tools')).toBeHidden();
  await expect(svg).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  // A broken position: a clear error in the user's language, no drawing.
  await page.goto('./#/print/kalah?p=S%3D%5B9');
  await expect(page.locator('#error')).toContainText('Позицию для печати не удалось прочитать');
  expect(await page.locator('#print-sheet').count()).toBe(0);
  await page.click('#lang-uk');
  await expect(page.locator('#error')).toContainText('Позицію для друку не вдалося прочитати');
  await page.goto('./#/print/no-such-game');
  await expect(page.locator('#error')).toContainText('no-such-game');
  expect(problems).toEqual([]);
});

test('the print link of the play page prints the position shown', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: false });
  await page.addInitScript(() => localStorage.setItem('mancala.speed', '1'));
  await page.goto('./#/play/kalah');
  await page.locator('[data-pit="S2"]').click();
  // Mid-sowing, the link prints the position before the move (no seeds in the hand on paper).
  await expect(page.locator('#play-pause')).toHaveText(/Пауза/);
  const during = decodeURIComponent((await page.locator('#print-link').getAttribute('href'))!);
  expect(during).toContain('S=[4,4,4,4,4,4]');
  await page.click('#instant');
  await expect(page.locator('#play-pause')).toHaveText(/▶/);
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '0');
  const board = await page.locator('.board [data-pit]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-pit')}=${e.getAttribute('data-count')}`));
  await page.click('#print-link');
  const svg = page.locator('#print-sheet svg');
  await expect(svg).toBeVisible();
  const printed = await svg.locator('[data-pit]').evaluateAll((els) => els.map((e) => `${e.getAttribute('data-pit')}=${e.getAttribute('data-count')}`));
  expect(printed.sort()).toEqual(board.sort());
  await expect(svg.locator('[data-store="S"]')).toHaveAttribute('data-count', '1');
  // Back to the game.
  await page.click('#print-back');
  await expect(page.locator('section.play[data-variant="kalah"]')).toBeVisible();
  expect(problems).toEqual([]);
});

// --- Game records -------------------------------------------------------------------------------

test('a game exported as a record opens again, from a file and from pasted text', async ({ page, context }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: true });
  await page.goto('./#/play/kalah');
  for (const pit of ['S2', 'S5', 'N1']) await page.locator(`[data-pit="${pit}"]`).click();
  await expect(page.locator('#move-list li')).toHaveCount(3);
  const before = await counts(page);
  const turn = await page.locator('#turn').innerText();

  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#record-download')]);
  expect(download.suggestedFilename()).toBe('kalah.mancala');
  const text = fs.readFileSync((await download.path())!, 'utf8');
  expect(text).toContain('[Variant "kalah"]');
  expect(text).toContain('1. S2 S5 2. N1');
  await expect(page.locator('#record-text')).toHaveValue(text);

  // The file, opened on another game's page.
  await page.goto('./#/play/oware');
  // The oware page's own box (the hash changes in place: the kalah page's may still be there).
  await expect(page.locator('section.play')).toHaveAttribute('data-variant', 'oware');
  await page.setInputFiles('#record-file', { name: 'game.mancala', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await expect(page.locator('section.play')).toHaveAttribute('data-variant', 'kalah');
  await expect(page.locator('#move-list li')).toHaveCount(3);
  expect(await counts(page)).toEqual(before);
  await expect(page.locator('#turn')).toHaveText(turn);
  await expect(page.locator('#record-status')).toContainText('Запис відкрито: партія без назви');

  // Pasted text with options, a start position, a title and comments.
  const puzzle = [
    '[Variant "oware"]',
    '[Option "oware.grand_slam=forbidden"]',
    '[Start "S=[1,0,0,0,0,2] N=[1,2,2,0,0,0] SS=20 NS=20, S to move"]',
    '[Title "Задача"]',
    '',
    '1. S5 {uk: Взяття з двох ямок.}',
  ].join('\n');
  await page.fill('#record-text', puzzle);
  await page.click('#record-import');
  // Over a game in progress, the page asks first; Back brings that game back.
  await expect(page.locator('#record-confirm')).toBeVisible();
  await expect(page.locator('section.play')).toHaveAttribute('data-variant', 'kalah');
  await page.click('#record-yes');
  await expect(page.locator('section.play')).toHaveAttribute('data-variant', 'oware');
  await expect(page.locator('[data-pit="S5"]')).toHaveAttribute('data-count', '0');
  await expect(page.locator('#move-list li')).toHaveCount(1);
  expect(page.url()).toContain('o=oware.grand_slam=forbidden');
  expect(page.url()).toContain('p=');
  await expect(page.locator('#record-status')).toContainText('Запис відкрито: Задача');
  await expect(page.locator('#record-status')).toContainText('Коментарі');
  // Its record again has the option and the start position.
  await expect(page.locator('#record-text')).toHaveValue(/\[Option "oware\.grand_slam=forbidden"\]\n\[Start "S=\[1,0,0,0,0,2\]/);
  await page.goBack();
  await expect(page.locator('section.play')).toHaveAttribute('data-variant', 'kalah');
  await expect(page.locator('#move-list li')).toHaveCount(3);
  await page.goForward();
  await expect(page.locator('section.play')).toHaveAttribute('data-variant', 'oware');

  // Copy.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.click('#record-copy');
  await expect(page.locator('.record .copied')).toHaveText('Запис скопійовано.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('[Variant "oware"]');
  expect(problems).toEqual([]);
});

test('a malformed record is explained with its line and column in the user\'s language', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: true });
  await page.goto('./#/play/kalah');
  await page.fill('#record-text', '[Variant "kalah"]\n1. S2 {uk: no end');
  await page.click('#record-import');
  await expect(page.locator('#record-error')).toHaveText(/^Рядок 2, стовпчик 7: коментар не закрито/);
  await page.click('#lang-ru');
  await expect(page.locator('#record-error')).toHaveText(/^Строка 2, столбец 7: комментарий не закрыт/);
  // Nothing was loaded.
  await expect(page.locator('#move-list li')).toHaveCount(0);

  // A record the rules reject: the illegal move, where it is.
  await page.fill('#record-text', '[Variant "kalah"]\n\n1. S2 S5 2. S0');
  await page.click('#record-import');
  await expect(page.locator('#record-error')).toContainText('Строка 3, столбец 13');
  await expect(page.locator('#record-error')).toContainText('2. S0');
  // An unknown tag and an empty text.
  await page.fill('#record-text', '[Titel "x"]');
  await page.click('#record-import');
  await expect(page.locator('#record-error')).toContainText('Titel');
  await page.fill('#record-text', '  ');
  await page.click('#record-import');
  await expect(page.locator('#record-error')).toHaveText('Сначала вставьте текст записи.');
  expect(problems).toEqual([]);
});

/** Where the parts of a lesson or puzzle page end on the screen (`null`: not on the page). */
async function lessonFits(page: Page) {
  return page.evaluate(() => {
    const bottom = (sel: string) => {
      const e = document.querySelector(sel);
      return e && e.getBoundingClientRect().height > 0 ? Math.round(e.getBoundingClientRect().bottom) : null;
    };
    const pit = document.querySelector('.board .pit')!.getBoundingClientRect();
    return {
      height: innerHeight,
      board: bottom('.board'),
      caption: bottom('#caption'),
      controls: bottom('.lesson-player .controls'),
      next: bottom('#lesson-next'),
      feedback: bottom('#lesson-feedback'),
      pit: Math.round(pit.width),
      sideScroll: document.documentElement.scrollWidth > innerWidth,
    };
  });
}

test('projector mode: a lesson step and a puzzle fit a 16:9 screen, board, caption and next step (720p, 1080p)', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: true });
  const pages = [
    // Lesson steps with a move shown (a caption and the player's controls), the longest texts of
    // the hardest course among them; a game's puzzles under their filter; today's puzzle.
    ['./?projector#/learn/kalah/01-board-and-sowing?s=3', 2],
    ['./?projector#/learn/kiswahili/02-planting?s=2', 4],
    ['./?projector#/learn/kiswahili/03-the-house?s=5', 4],
    ['./?projector#/puzzles/kalah', 2],
    ['./?projector#/puzzles/kiswahili', 4],
    ['./?projector#/puzzles/daily', 0],
  ] as const;
  for (const [width, height, least] of [
    [1280, 720, 28],
    [1920, 1080, 60],
  ]) {
    await page.setViewportSize({ width, height });
    for (const [url, rows] of pages) {
      await page.goto(url);
      await expect(page.locator('html')).toHaveClass(/\bprojector\b/);
      await expect(page.locator('.board .pit').first()).toBeVisible();
      await expect(page.locator('#lesson-next')).toBeVisible();
      const at = await lessonFits(page);
      const where = `${url} at ${width}×${height}: ${JSON.stringify(at)}`;
      for (const part of ['board', 'caption', 'controls', 'next'] as const) {
        if (at[part] !== null) expect(at[part]!, `${part} on screen, ${where}`).toBeLessThanOrEqual(height);
      }
      expect(at.sideScroll, where).toBe(false);
      // The board takes what the words leave, and stays readable: a four-row board at 720p is
      // the tightest case.
      expect(at.pit, where).toBeGreaterThanOrEqual(rows === 4 ? least : least * 1.5);
      if (url.includes('01-board')) {
        // A lesson step shows its move: the caption and the player's controls are there.
        expect(at.caption, where).not.toBeNull();
        expect(at.controls, where).not.toBeNull();
      }
    }
  }
  // A puzzle answered at 720p: the verdict and the next step stay on the screen with the board.
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto('./?projector#/puzzles/kalah');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-kind', 'task');
  // Any move: right or wrong, the verdict says why, and can be long.
  await page.locator('.pit.legal').first().click();
  await expect(page.locator('#lesson-feedback .feedback')).toBeVisible();
  const answered = await lessonFits(page);
  expect(answered.feedback!, JSON.stringify(answered)).toBeLessThanOrEqual(720);
  expect(answered.next!, JSON.stringify(answered)).toBeLessThanOrEqual(720);
  expect(answered.board!, JSON.stringify(answered)).toBeLessThanOrEqual(720);
  expect(problems).toEqual([]);
});

// Walk L7: without projector mode too, a lesson step's text, the whole board, the caption and the
// next-step button fit a laptop's screen (the words beside the board), the hardest course's
// longest steps among them; playing the move again does not move the next-step button.
test('a lesson step fits a laptop screen: text, board, caption and next step (walk L7)', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: true });
  const steps = [
    './#/learn/kalah/01-board-and-sowing?s=3',
    './#/learn/kiswahili/01-board-and-setup?s=4',
    './#/learn/kiswahili/02-planting?s=2',
    './#/learn/kiswahili/03-the-house?s=5',
    './#/learn/kujifunza/03-chains-and-kutakata?s=2',
  ];
  for (const [width, height] of [
    [1280, 720],
    [1440, 900],
  ]) {
    await page.setViewportSize({ width, height });
    for (const url of steps) {
      await page.goto(url);
      await expect(page.locator('.board .pit').first()).toBeVisible();
      await expect(page.locator('#lesson-next')).toBeVisible();
      const at = await lessonFits(page);
      const where = `${url} at ${width}×${height}: ${JSON.stringify(at)}`;
      for (const part of ['board', 'caption', 'next'] as const) {
        if (at[part] !== null) expect(at[part]!, `${part} on screen, ${where}`).toBeLessThanOrEqual(height);
      }
      const words = await page.locator('.lesson-step').boundingBox();
      expect(words!.y + words!.height, `the step's words on screen, ${where}`).toBeLessThanOrEqual(height);
      expect(at.sideScroll, where).toBe(false);
      // Playing the shown move again leaves the next-step button where it was.
      const next = await page.locator('#lesson-next').boundingBox();
      await expect(page.locator('#lesson-replay'), where).toBeEnabled();
      await page.locator('#lesson-replay').click();
      await expect(page.locator('#lesson-next')).toBeVisible();
      expect(await page.locator('#lesson-next').boundingBox(), `the next step stays put, ${where}`).toEqual(next);
    }
  }
  expect(problems).toEqual([]);
});

// Walk L7 on a phone: the step's words, the whole board, the next-step button and the caption on
// one screen (390×844), the longest steps of the two- and four-row courses and a task among them;
// words longer than their box scroll inside it, the task's prompt right under them.
test.describe('on a phone', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a lesson step fits the screen: words, board, next step and caption (walk L7)', async ({ page }) => {
    test.setTimeout(90_000);
    const problems = watchErrors(page);
    const steps = [
      './#/learn/kiswahili/01-board-and-setup?s=4',
      './#/learn/omweso/05-strategy?s=1',
      './#/learn/kiswahili/02-planting?s=5',
      './#/learn/kalah/01-board-and-sowing?s=3',
      './#/learn/kalah/06-practice?s=4',
    ];
    let scrolled = 0;
    for (const lang of ['uk', 'ru']) {
      await settings(page, { lang, instant: true });
      for (const url of steps) {
        await page.goto(url);
        await expect(page.locator('.board .pit').first()).toBeVisible();
        await expect(page.locator('#lesson-next')).toBeVisible();
        const at = await lessonFits(page);
        const where = `${url} (${lang}): ${JSON.stringify(at)}`;
        for (const part of ['board', 'caption', 'next'] as const) {
          if (at[part] !== null) expect(at[part]!, `${part} on screen, ${where}`).toBeLessThanOrEqual(844);
        }
        expect(at.sideScroll, where).toBe(false);
        const words = await page.locator('.lesson-step').evaluate((box) => {
          const r = box.getBoundingClientRect();
          const task = box.querySelector('.task')?.getBoundingClientRect();
          const overflows = box.scrollHeight > box.clientHeight + 1;
          box.scrollTop = box.scrollHeight;
          const say = box.querySelector('.lesson-say')!.getBoundingClientRect();
          return { bottom: r.bottom, top: r.top, overflows, scrolledTo: box.scrollTop, taskTop: task ? task.top : null, sayAbove: say.top < r.top };
        });
        expect(words.bottom, `the step's words on screen, ${where}`).toBeLessThanOrEqual(844);
        expect(words.bottom - words.top, `room for the words, ${where}`).toBeGreaterThanOrEqual(120);
        if (words.overflows) {
          scrolled += 1;
          expect(words.scrolledTo, `the words scroll in their box, ${where}`).toBeGreaterThan(0);
        }
        // A task's prompt shows under the words without scrolling (measured before the scroll).
        if (words.taskTop !== null) expect(words.taskTop, `the task's prompt in view, ${where}`).toBeLessThan(words.bottom);
        if (at.caption !== null) {
          const next = await page.locator('#lesson-next').boundingBox();
          await page.locator('#lesson-replay').click();
          await expect(page.locator('#lesson-next')).toBeVisible();
          expect(await page.locator('#lesson-next').boundingBox(), `the next step stays put, ${where}`).toEqual(next);
        }
      }
    }
    // The longest steps are longer than a phone's screen: their words did scroll.
    expect(scrolled).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
  });
});

test('a worksheet prints six puzzles on an A4 page, each drawn from the side to move; the key on a page of its own', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk' });
  for (const [game, n, pages] of [
    ['kalah', 6, 2],
    ['kiswahili', 6, 2],
    ['oware', 12, 3],
  ] as const) {
    await page.goto(`./#/worksheet/${game}?n=${n}`);
    await expect(page.locator('#worksheet-sheet .worksheet-item svg')).toHaveCount(n);
    await page.emulateMedia({ media: 'print' });
    const pdf = await page.pdf({ format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
    await page.emulateMedia({ media: 'screen' });
    const count = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    expect(count, `${game}: ${n} puzzles and the key`).toBe(pages);
    // Each puzzle for North is drawn with North below the board: the side to move reads its pits
    // from 1, left to right.
    const drawn = await page.locator('#worksheet-sheet .worksheet-item').evaluateAll((items) =>
      items.map((li) => {
        const y = (c: string) => Number(li.querySelector(`svg text.${c}`)!.getAttribute('y'));
        return { north: y('side-N') > y('side-S'), subtitle: li.querySelector('svg text.subtitle')!.textContent };
      }),
    );
    for (const d of drawn) expect(d.north, JSON.stringify(d)).toBe(d.subtitle!.includes('Північ'));
    // Each pit's count is drawn at the drawing's own size, large in its circle (the board's own
    // style rules do not reach it).
    const ratio = await page.locator('#worksheet-sheet .worksheet-item').first().evaluate((li) => {
      const pit = li.querySelector('svg g.pit')!;
      return pit.querySelector('text.count')!.getBoundingClientRect().height / pit.querySelector('circle')!.getBoundingClientRect().height;
    });
    expect(ratio, `${game}: a count's height against its pit's`).toBeGreaterThan(0.35);
  }
  expect(problems).toEqual([]);
});

// Issue 36, C9, C10: a teacher may print four puzzles on a page, drawn larger, each beside its
// prompt and answer line; the key gives each puzzle's whole winning line and why.
test('a worksheet prints four larger puzzles on a page when asked; the key gives the winning line and why', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk' });
  const widths: Record<string, number> = {};
  const pages: Record<string, number> = {};
  // The width of an A4 page's printable area (190 mm), where the drawings are measured.
  await page.setViewportSize({ width: 718, height: 1000 });
  for (const per of ['6', '4']) {
    await page.goto(`./#/worksheet/kalah?n=12&per=${per}`);
    await expect(page.locator('#worksheet-sheet .worksheet-item svg')).toHaveCount(12);
    await expect(page.locator('#worksheet-per a[aria-current="true"]')).toHaveAttribute('href', `#/worksheet/kalah?n=12&per=${per}`);
    await page.emulateMedia({ media: 'print' });
    widths[per] = (await page.locator('#worksheet-sheet .worksheet-item svg').first().boundingBox())!.width;
    const pdf = await page.pdf({ format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
    await page.emulateMedia({ media: 'screen' });
    const count = (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
    pages[per] = count;
  }
  // Twelve puzzles: two pages of six or three of four, then the same key.
  expect(pages['4'], JSON.stringify(pages)).toBe(pages['6'] + 1);
  expect(widths['4'], JSON.stringify(widths)).toBeGreaterThan(widths['6'] * 1.2);
  // The key: each answer, then its line of moves (the answer first) and why, with the seeds.
  const key = await page.locator('#worksheet-key li').evaluateAll((lis) =>
    lis.map((li) => ({
      answer: li.querySelector('.key-answer')!.textContent!,
      line: li.querySelector('.key-line')!.textContent!,
      why: li.querySelector('.key-why')!.textContent!,
    })),
  );
  expect(key).toHaveLength(12);
  for (const k of key) {
    expect(k.line.startsWith('Розв’язок: ' + k.answer), JSON.stringify(k)).toBe(true);
    expect(k.why, JSON.stringify(k)).toMatch(/ці ходи .*\d|ніхто не здобуває/);
  }
  expect(key.some((k) => k.line.includes(' → ')), 'a line longer than its answer').toBe(true);
  // A number on a page the sheet does not offer is said, and six go on a page.
  await page.goto('./#/worksheet/kalah?n=8&per=9');
  await expect(page.locator('#worksheet-bad-per')).toContainText('«9»');
  await expect(page.locator('#worksheet-sheet ol.per-6')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('a printed position leaves room for a question and answer lines, with the question typed on the page', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk' });
  await page.goto('./#/print/oware?p=' + encodeURIComponent('S=[1,0,0,0,0,2] N=[1,2,2,0,0,0] SS=20 NS=20, S to move'));
  await expect(page.locator('#print-sheet svg')).toBeVisible();
  await page.locator('#print-question-input').fill('Який хід Півдня забирає найбільше?');
  await expect(page.locator('#print-question-text')).toHaveText('Який хід Півдня забирає найбільше?');
  await page.emulateMedia({ media: 'print' });
  // On paper: the board, the question and four answer lines on one A4 page; the input is not printed.
  await expect(page.locator('#print-question-input')).toBeHidden();
  const pdf = await page.pdf({ format: 'A4', margin: { top: '10mm', bottom: '10mm', left: '10mm', right: '10mm' } });
  expect((pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length).toBe(1);
  const at = await page.evaluate(() => ({
    board: document.querySelector('#print-sheet svg')!.getBoundingClientRect().bottom,
    question: document.querySelector('.print-question')!.getBoundingClientRect().top,
    lines: document.querySelectorAll('.answer-lines span').length,
  }));
  expect(at.question).toBeGreaterThan(at.board);
  expect(at.lines).toBe(4);
  expect(problems).toEqual([]);
});
