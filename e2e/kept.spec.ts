import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

// Nothing lost (issue 38; ../shared/reviews/probe.md rows R5, R16, R6): the last game of each
// variant is kept on the device after every move and offered back with its opponent and level
// (site/src/pages/kept.rs); new options over a game in progress ask first, as «Нова гра» does;
// a storage that refuses to save is said once, in the learner's language.

/** Fresh storage with the language, instant moves and the computer's settings (`N1`: North at level 1). */
async function settings(page: Page, computer: string) {
  await page.goto('./');
  await page.evaluate((computer) => {
    localStorage.clear();
    localStorage.setItem('mancala.lang', 'uk');
    localStorage.setItem('mancala.instant', '1');
    localStorage.setItem('mancala.play.computer', computer);
  }, computer);
}

/** The moves listed on the play page, as tokens. */
async function tokens(page: Page): Promise<string[]> {
  return page.locator('#move-list button.move').evaluateAll((bs) => bs.map((b) => b.getAttribute('data-token') ?? ''));
}

test('R5: a game against the computer survives a closed tab, with its opponent and level, until forgotten', async ({
  context,
}) => {
  test.setTimeout(120_000);
  const first = await context.newPage();
  const problems = watchErrors(first);
  await settings(first, 'N1');
  await first.goto('./#/play/kalah');
  await first.reload();
  await expect(first.locator('#ai-level')).toHaveValue('1');
  // Nothing is kept before a move.
  expect(await first.evaluate(() => localStorage.getItem('mancala.play.kept'))).toBeNull();
  // S0 (no extra turn: the computer answers), then another move of the learner's.
  for (const pit of ['[data-pit="S0"]', 'button.pit.legal']) {
    await expect(first.locator('#turn.side-S')).toHaveCount(1, { timeout: 20_000 });
    await expect(first.locator('#ai-status')).toBeEmpty({ timeout: 20_000 });
    const before = (await tokens(first)).length;
    await first.locator(pit).first().click();
    await expect.poll(async () => (await tokens(first)).length, { timeout: 20_000 }).toBeGreaterThan(before);
  }
  await expect(first.locator('#turn.side-S')).toHaveCount(1, { timeout: 20_000 });
  await expect(first.locator('#ai-status')).toBeEmpty({ timeout: 20_000 });
  const hash = new URL(first.url()).hash;
  const moves = await tokens(first);
  expect(moves.length).toBeGreaterThanOrEqual(3);
  expect(await first.locator('#move-list button.side-N').count()).toBeGreaterThan(0);
  expect(hash).toContain(`m=${moves.join(',')}`);
  expect(problems).toEqual([]);
  await first.close();

  // A new tab: another game's settings change the computer (two people, level 3)…
  const page = await context.newPage();
  const problems2 = watchErrors(page);
  await page.goto('./#/play/oware');
  await page.locator('#ai-side').selectOption('-');
  await page.locator('#ai-level').selectOption('3');
  // …the home page offers Kalah's game back (not Oware's: it has no move)…
  await page.goto('./#/');
  const kept = page.locator('#kept-games li[data-variant="kalah"]');
  await expect(kept).toBeVisible();
  await expect(kept).toContainText('Калах');
  await expect(page.locator('#kept-games li')).toHaveCount(1);
  await kept.locator('a.kept-continue').click();
  // …and «Продовжити партію» restores the same position, moves, opponent and level.
  await expect.poll(() => new URL(page.url()).hash).toBe(hash);
  await expect.poll(() => tokens(page)).toEqual(moves);
  await expect(page.locator('#ai-side')).toHaveValue('N');
  await expect(page.locator('#ai-level')).toHaveValue('1');
  await expect(page.locator('#kept-game')).toHaveCount(0); // this is the kept game itself

  // A fresh board of the game offers it too; the home page forgets it.
  await page.goto('./#/play/kalah');
  await expect(page.locator('#kept-game')).toBeVisible();
  await expect(page.locator('#kept-continue')).toHaveText('Продовжити партію');
  await page.goto('./#/');
  await kept.locator('button.kept-forget').click();
  await expect(kept).toBeHidden();
  await page.reload();
  await expect(page.locator('section.variants')).toBeVisible();
  await expect(page.locator('#kept-games')).toHaveCount(0);
  await page.goto('./#/play/kalah');
  await expect(page.locator('#turn')).toBeVisible();
  await expect(page.locator('#kept-game')).toHaveCount(0);
  expect(problems2).toEqual([]);
});

test('R16: new options over a game in progress ask first, and «Ні» keeps the game', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, '-2');
  await page.goto('./#/play/kalah');
  await page.reload();
  for (const pit of ['S2', 'S5', 'N1']) await page.locator(`[data-pit="${pit}"]`).click();
  await expect(page).toHaveURL(/#\/play\/kalah\?m=S2,S5,N1$/);
  await page.locator('details.options summary').click();
  await page.locator('#opt-0').fill('5');
  await page.locator('#apply-options').click();
  // The question of «Нова гра», the game still there.
  await expect(page.locator('#new-game-confirm')).toBeVisible();
  await expect(page.locator('#new-game-no')).toBeFocused();
  await expect(page).toHaveURL(/#\/play\/kalah\?m=S2,S5,N1$/);
  await page.locator('#new-game-no').click();
  await expect(page.locator('#new-game-confirm')).toHaveCount(0);
  await expect(page).toHaveURL(/#\/play\/kalah\?m=S2,S5,N1$/);
  await expect(page.locator('#move-list li')).toHaveCount(3);
  // «Так» starts the game with the new options; the plain «Нова гра» is still a fresh board of this one.
  await page.locator('#apply-options').click();
  await page.locator('#new-game-yes').click();
  await expect(page).toHaveURL(/#\/play\/kalah\?o=[^&]*=5$/);
  await expect(page.locator('#move-list')).toHaveCount(0);
  await page.goBack();
  await expect(page).toHaveURL(/m=S2,S5,N1$/);
  await page.locator('#new-game').click();
  await page.locator('#new-game-yes').click();
  await expect(page).toHaveURL(/#\/play\/kalah$/);
  expect(problems).toEqual([]);
});

test('R6: a storage that refuses to save is said once, in the learner’s language', async ({ page }) => {
  const problems = watchErrors(page);
  await page.addInitScript(() => {
    localStorage.setItem('mancala.lang', 'uk');
    localStorage.setItem('mancala.instant', '1');
    // The browser's storage is full: every write throws, as Chromium's does at its quota.
    Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  });
  await page.goto('./#/puzzles/kalah?s=1');
  await expect(page.locator('section.lesson')).toBeVisible();
  const warned: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'warning') warned.push(msg.text());
  });
  // The first try at a puzzle rates the learner: the rating cannot be saved, and the page says so.
  await page.locator('button.pit.legal').first().click();
  await expect.poll(() => warned.some((w) => w.includes('mancala.puzzles.rating'))).toBe(true);
  await expect(page.locator('#storage-error')).toBeVisible();
  await expect(page.locator('#storage-error')).toContainText('Не вдалося зберегти ваш прогрес на цьому пристрої');
  await expect(page.locator('#storage-error')).toContainText('Звільніть місце');
  // Another failed write (the language), in the same page load: still one notice, now in Russian.
  await page.click('#lang-ru');
  await expect(page.locator('#storage-error')).toContainText('Не удалось сохранить ваш прогресс');
  await page.goto('./#/learn/kalah');
  await page.goto('./#/puzzles/kalah?s=2');
  await page.locator('button.pit.legal').first().click();
  await expect(page.locator('#storage-error')).toHaveCount(1);
  // The way out: the progress saved to a file (reading the storage still works).
  await expect(page.locator('#storage-export')).toHaveText('Сохраните прогресс в файл, чтобы не потерять его');
  await page.click('#storage-export');
  await expect(page).toHaveURL(/#\/progress$/);
  const downloading = page.waitForEvent('download');
  await page.click('#progress-export');
  expect((await downloading).suggestedFilename()).toMatch(/^mancala-progress-.*\.json$/);
  // Nothing was saved: a reload is in Ukrainian again.
  await page.reload();
  await expect(page.locator('#lang-uk')).toHaveAttribute('aria-pressed', 'true');
  expect(problems.filter((p) => !p.includes('QuotaExceeded'))).toEqual([]);
});
