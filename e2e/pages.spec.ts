import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

// End-to-end tests of the pages against the release build in dist/: where to start, one step
// counter in a lesson, a game that comes back with the browser's Back and keeps its redo.

async function settings(page: Page) {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('set-up')) return; // once per test: a reload keeps what the page saved
    sessionStorage.setItem('set-up', '1');
    localStorage.clear();
    localStorage.setItem('mancala.lang', 'uk');
    localStorage.setItem('mancala.instant', '1');
  });
}

test('the home page says where to start, and it opens the first lesson', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page);
  await page.goto('./#/');
  await expect(page.locator('#start-here')).toBeVisible();
  await page.locator('#start-here-link').click();
  await expect(page.locator('section.lesson')).toHaveAttribute('data-step', '1');
  await expect(page).toHaveURL(/#\/learn\/kalah\/01-board-and-sowing\?s=1$/);
  // A path of courses to each main game, each course linked (walk L9).
  await page.goto('./#/');
  const path = page.locator('#paths li[data-variant="kiswahili"] a');
  await expect(path).toHaveText(['Калах', 'Бао ла куджіфунза', 'Бао ла кісуахілі']);
  await expect(page.locator('#paths li')).toHaveCount(4);
  await path.last().click();
  await expect(page).toHaveURL(/#\/learn\/kiswahili$/);
  // A game's name opens its course.
  await page.goto('./#/');
  await page.locator('li[data-variant="oware"] a.variant-name').click();
  await expect(page.locator('#lesson-list li').first()).toBeVisible();
  expect(problems).toEqual([]);
});

test('a lesson shows one step counter, and its demo is animated whatever the play page set', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page);
  await page.goto('./#/learn/kalah/01-board-and-sowing?s=3');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-kind', 'show');
  await expect(page.locator('.lesson-player')).toBeVisible();
  await expect(page.locator('#lesson-progress')).toBeVisible();
  await expect(page.locator('.lesson-player #step-of')).toBeHidden();
  await expect(page.locator('.lesson-player #instant')).not.toBeChecked();
  expect(problems).toEqual([]);
});

test('new game asks, Back brings the game back, and redo survives a reload', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page);
  await page.goto('./#/play/kalah');
  await page.locator('[data-pit="S0"]').click();
  await page.locator('[data-pit="N0"]').click();
  await expect(page).toHaveURL(/m=S0,N0$/);
  await page.locator('#undo').click();
  await expect(page).toHaveURL(/m=S0$/);
  await page.reload();
  await expect(page.locator('#redo')).toBeEnabled();
  await page.locator('#new-game').click();
  await expect(page.locator('#new-game-confirm')).toBeVisible();
  await expect(page.locator('#new-game-no')).toBeFocused();
  await page.locator('#new-game-yes').click();
  await expect(page).toHaveURL(/#\/play\/kalah$/);
  await expect(page.locator('#move-list')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/m=S0$/);
  await expect(page.locator('#move-list li')).toHaveCount(1);
  await page.locator('#redo').click();
  await expect(page).toHaveURL(/m=S0,N0$/);
  expect(problems).toEqual([]);
});
