import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

// The site split by page (issue 32; tools/build_split.sh): the home page loads only the shell,
// a page group's chunks load when it is first opened, and a page already loaded, or a second
// page sharing its chunks, fetches nothing again.

/** The wasm files the page fetches from now on, by name. */
function wasmFetches(page: Page): string[] {
  const names: string[] = [];
  page.on('request', (r) => {
    const m = r.url().match(/\/wasm\/[0-9a-f]+\/([^/?#]+\.wasm)/);
    if (m) names.push(m[1]);
  });
  return names;
}

async function routes(page: Page): Promise<Record<string, string[]>> {
  const index = await (await page.request.get('./index.html')).text();
  const folder = index.match(/wasm\/[0-9a-f]+(?=\/site\.js)/)?.[0];
  expect(folder, 'index.html loads the split site').toBeTruthy();
  return (await page.request.get(`./${folder}/routes.json`)).json();
}

test.use({ serviceWorkers: 'block' });

test('the home page loads only the shell', async ({ page }) => {
  const problems = watchErrors(page);
  const groups = await routes(page);
  expect(Object.keys(groups).sort()).toEqual(['class', 'course', 'glossary', 'lesson', 'play', 'print', 'progress', 'puzzles', 'rules']);
  const fetched = wasmFetches(page);
  await page.goto('./#/');
  await expect(page.locator('#variant-list')).toBeVisible();
  expect(fetched).toEqual(['site_bg.wasm']);
  expect(problems).toEqual([]);
});

test('a play link loads its page group; a lesson then loads only what the play page had not; nothing loads twice', async ({ page }) => {
  const problems = watchErrors(page);
  const groups = await routes(page);
  const fetched = wasmFetches(page);
  // A play link, opened cold: the shell and the play page group, nothing of the lesson's own code.
  await page.goto('./#/play/kalah');
  await expect(page.locator('[data-pit]')).toHaveCount(12);
  expect(fetched).toContain('split_play.wasm');
  expect(fetched).not.toContain('split_lesson.wasm');
  expect(new Set(fetched)).toEqual(new Set(['site_bg.wasm', ...groups.play]));

  // Then a lesson, in the same page: only what the play page had not loaded.
  fetched.length = 0;
  await page.evaluate(() => (location.hash = '#/learn/kalah/01-board-and-sowing'));
  await expect(page.locator('#lesson-step-title')).toBeVisible();
  expect(fetched).toContain('split_lesson.wasm');
  expect(fetched.filter((f) => groups.play.includes(f))).toEqual([]);
  expect(new Set(fetched)).toEqual(new Set(groups.lesson.filter((f) => !groups.play.includes(f))));

  // Back to the play page: nothing is fetched again.
  fetched.length = 0;
  await page.evaluate(() => (location.hash = '#/play/oware'));
  await expect(page.locator('[data-pit]')).toHaveCount(12);
  expect(fetched).toEqual([]);
  expect(problems).toEqual([]);
});

test("a page whose chunk cannot be had says so in the user's language, and loads when tried again", async ({ page }) => {
  let failing = true;
  await page.route(/\/wasm\/[0-9a-f]+\/split_rules\.wasm$/, (route) => (failing ? route.abort('internetdisconnected') : route.continue()));
  await page.addInitScript(() => localStorage.setItem('mancala.lang', 'uk'));
  await page.goto('./#/');
  await expect(page.locator('#variant-list')).toBeVisible();
  await page.evaluate(() => (location.hash = '#/rules/kalah'));
  const notice = page.locator('#content-error');
  await expect(notice).toContainText('Не вдалося завантажити сторінку: немає зв’язку із сайтом.');
  failing = false;
  await page.locator('#content-retry').click();
  await expect(page.locator('#content-error')).toHaveCount(0);
  await expect(page.locator('#rules-title')).toContainText('Калах');
});

test("a page's chunk loads while its strings do, not after them", async ({ page }) => {
  const problems = watchErrors(page);
  // The boards' strings take half a second to come; the play page's code is asked for meanwhile.
  let stringsDone = 0;
  await page.route(/\/locales\/uk\.game\.json$/, async (route) => {
    await new Promise((r) => setTimeout(r, 500));
    await route.continue();
    stringsDone = Date.now();
  });
  let chunkAsked = 0;
  page.on('request', (r) => {
    if (/\/split_play\.wasm$/.test(r.url()) && !chunkAsked) chunkAsked = Date.now();
  });
  await page.addInitScript(() => localStorage.setItem('mancala.lang', 'uk'));
  await page.goto('./#/play/kalah');
  await expect(page.locator('[data-pit]')).toHaveCount(12);
  expect(chunkAsked).toBeGreaterThan(0);
  expect(stringsDone).toBeGreaterThan(0);
  expect(chunkAsked).toBeLessThan(stringsDone);
  expect(problems).toEqual([]);
});
