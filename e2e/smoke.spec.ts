import { test, expect, type Page } from '@playwright/test';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

const TITLE_UK = 'Манкала: вчимося грати';
const TITLE_RU = 'Манкала: учимся играть';

/** Collects console errors and uncaught exceptions; each test asserts there are none. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()} (${msg.location().url})`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

test('renders in Ukrainian, switches to Russian and back, plays a move', async ({ page }) => {
  const problems = watchErrors(page);
  await page.goto('./');

  await expect(page.locator('#title')).toHaveText(TITLE_UK);
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');

  await page.click('#lang-ru');
  await expect(page.locator('#title')).toHaveText(TITLE_RU);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await page.reload();
  await expect(page.locator('#title')).toHaveText(TITLE_RU); // the choice is remembered
  await page.click('#lang-uk');
  await expect(page.locator('#title')).toHaveText(TITLE_UK);

  const variantCount = await page.locator('#variant-list li').count();
  if (variantCount === 0) {
    await expect(page.locator('#no-variants')).toBeVisible();
    await expect(page.locator('#board')).toHaveCount(0);
    test.info().annotations.push({ type: 'note', description: 'the engine has no variants yet; no move was played' });
  } else {
    const board = page.locator('#board');
    const status = page.locator('#status');
    const boardBefore = await board.innerText();
    const statusBefore = await status.innerText();

    await page.locator('button.pit.legal').first().click();
    await expect(status).not.toHaveText(statusBefore);
    expect(await board.innerText()).not.toBe(boardBefore);
    await expect(page.locator('#error')).toBeEmpty();

    // A pit that is not playable explains itself and changes nothing.
    const boardAfter = await board.innerText();
    await page.locator('button.pit:not(.legal)').first().click();
    await expect(page.locator('#error')).not.toBeEmpty();
    expect(await board.innerText()).toBe(boardAfter);
  }

  expect(problems).toEqual([]);
});

test('dist/mancala.html works from file:// without a server', async ({ page }) => {
  const problems = watchErrors(page);
  await page.goto(pathToFileURL(path.resolve('dist/mancala.html')).href);
  await expect(page.locator('#title')).toHaveText(TITLE_UK);
  await expect(page.locator('#variants-heading')).toBeVisible();
  const legal = page.locator('button.pit.legal');
  if ((await legal.count()) > 0) {
    const statusBefore = await page.locator('#status').innerText();
    await legal.first().click();
    await expect(page.locator('#status')).not.toHaveText(statusBefore);
  }
  expect(problems).toEqual([]);
});
