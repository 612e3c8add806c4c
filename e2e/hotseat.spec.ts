import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

// Two pupils at one device (issue 36, C8; site/src/pages/play/players.rs): their names instead of
// «Південь»/«Північ», kept on the device; the board turned to the one to move, so each reads their
// own pits from 1, left to right; a new game asks whether the computer goes on playing.

async function fresh(page: Page, extra: Record<string, string> = {}) {
  await page.goto('./');
  await page.evaluate((extra) => {
    localStorage.clear();
    localStorage.setItem('mancala.lang', 'uk');
    localStorage.setItem('mancala.instant', '1');
    for (const [k, v] of Object.entries(extra)) localStorage.setItem(k, v);
  }, extra);
}

/** The centre of a pit on the screen. */
async function at(page: Page, pit: string): Promise<{ x: number; y: number }> {
  const box = (await page.locator(`[data-pit="${pit}"]`).boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Whose pits are drawn at the bottom, read from where the pits are (not from a class). */
async function bottomRow(page: Page): Promise<'S' | 'N'> {
  const [s0, n0] = [await at(page, 'S0'), await at(page, 'N0')];
  return s0.y > n0.y ? 'S' : 'N';
}

test('two pupils give their names, and the board turns to whoever moves, their pits from 1 left to right', async ({ page }) => {
  const problems = watchErrors(page);
  await fresh(page);
  await page.goto('./#/play/kalah');
  await expect(page.locator('#turn')).toHaveText('Ходить Південь');
  await page.locator('#players summary').click();
  await page.locator('#player-S').fill('Оля');
  await page.locator('#player-N').focus();
  await page.locator('#player-N').fill('  Петро  ');
  await page.locator('#player-N').press('Tab');
  await expect(page.locator('#turn')).toHaveText('Ходить Оля (Південь)');

  // Not turned yet: South at the bottom, its pit 1 (S0) on the left.
  expect(await bottomRow(page)).toBe('S');
  await page.locator('#players-turn').check();
  expect(await bottomRow(page)).toBe('S');
  expect((await at(page, 'S0')).x).toBeLessThan((await at(page, 'S5')).x);

  // S0 ends in South's pit 5: North moves next, and the board turns to North.
  await page.locator('[data-pit="S0"]').click();
  await expect(page.locator('#turn')).toHaveText('Ходить Петро (Північ)');
  await expect(page.locator('.board')).toHaveClass(/\bturned\b/);
  expect(await bottomRow(page)).toBe('N');
  const [n0, n5] = [await at(page, 'N0'), await at(page, 'N5')];
  expect(n0.x, 'North reads its pit 1 on the left').toBeLessThan(n5.x);
  await expect(page.locator('[data-pit="N0"] .name')).toHaveText('1');
  // The arrow keys move as the pits are drawn: right from pit 1 is pit 2.
  await page.locator('[data-pit="N0"]').focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-pit="N1"]')).toBeFocused();

  // Names and the choice stay on the device; the board still faces the player to move.
  await page.reload();
  await expect(page.locator('#turn')).toHaveText('Ходить Петро (Північ)');
  await expect(page.locator('#player-S')).toHaveValue('Оля');
  await expect(page.locator('#player-N')).toHaveValue('Петро');
  await expect(page.locator('#players-turn')).toBeChecked();
  expect(await bottomRow(page)).toBe('N');

  // Turned off, South is at the bottom again.
  await page.locator('#players-turn').uncheck();
  await expect(page.locator('.board')).not.toHaveClass(/\bturned\b/);
  expect(await bottomRow(page)).toBe('S');
  expect(problems).toEqual([]);
});

test('against the computer the board faces the person, and a new game asks whether the computer goes on', async ({ page }) => {
  test.setTimeout(60_000);
  const problems = watchErrors(page);
  // The computer plays South at level 1; the person plays North, named.
  await fresh(page, { 'mancala.play.computer': 'S1', 'mancala.play.players': 'turn=1\nN=Петро\nS=Оля' });
  await page.goto('./#/play/kalah');
  await expect(page.locator('#ai-side')).toHaveValue('S');
  // The computer moves first; the board faces North the whole time.
  expect(await bottomRow(page)).toBe('N');
  await expect(page.locator('#turn.side-N')).toHaveCount(1, { timeout: 20_000 });
  // The computer's side is called by its side, the person by name.
  await expect(page.locator('#turn')).toHaveText('Ходить Петро (Північ)');
  expect(await bottomRow(page)).toBe('N');

  await page.locator('#new-game').click();
  await expect(page.locator('#new-game-confirm')).toBeVisible();
  await expect(page.locator('#new-game-question')).toContainText('Комп’ютер і далі гратиме за Південь, рівень 1.');
  // The next pupils play each other: the computer stops, and the game starts afresh.
  await page.locator('#new-game-people').click();
  await expect(page.locator('#ai-side')).toHaveValue('-');
  await expect(page.locator('.no-moves')).toBeVisible();
  await expect(page.locator('#turn')).toHaveText('Ходить Оля (Південь)');
  expect(await page.evaluate(() => localStorage.getItem('mancala.play.computer'))).toMatch(/^-/);
  // With nobody to lose and no computer, a new game asks nothing.
  await page.locator('#new-game').click();
  await expect(page.locator('#new-game-confirm')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('a game for two with nothing played asks whether to keep the computer when it plays', async ({ page }) => {
  const problems = watchErrors(page);
  await fresh(page, { 'mancala.play.computer': 'N2' });
  await page.goto('./#/play/oware');
  await page.locator('#new-game').click();
  await expect(page.locator('#new-game-question')).toHaveText(
    'Почати нову гру? Комп’ютер і далі гратиме за Північ, рівень 2.',
  );
  await page.locator('#new-game-yes').click();
  await expect(page.locator('#new-game-confirm')).toHaveCount(0);
  await expect(page.locator('#ai-side')).toHaveValue('N');
  expect(problems).toEqual([]);
});
