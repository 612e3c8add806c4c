import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './helpers';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

// Playing against the computer on the play page (site/src/pages/play/computer_panel.rs): its moves
// come from a Web Worker (dist/ai/, site/src/ai/mod.rs), the hint comes in two steps, the coach
// judges the learner's moves in words, undo takes back the computer's answer too, and a search
// in progress stops on undo.

/** The saved settings: language, instant moves, and the computer (`N1`: it plays North at level 1, `c`: the coach). */
async function settings(page: Page, s: { lang: string; computer: string }) {
  await page.addInitScript((s) => {
    localStorage.setItem('mancala.lang', s.lang);
    localStorage.setItem('mancala.instant', '1');
    localStorage.setItem('mancala.play.computer', s.computer);
  }, s);
}

/** Plays the learner's move: the first legal pit, then the first of any choices inside the move. */
async function learnerMove(page: Page) {
  await page.locator('button.pit.legal').first().click();
  for (let guard = 0; guard < 10 && (await page.locator('#choices').count()) > 0; guard++) {
    await page.locator('#choices button.choice:not(.cancel)').first().click();
  }
}

/** Plays South's moves against the computer (North) until the game is over or `limit` moves are made. */
async function playAgainst(page: Page, limit: number): Promise<number> {
  let moves = 0;
  for (; moves < limit; moves++) {
    // Wait until the learner can move or the game is over (the computer may move several times in a row).
    await expect(page.locator('#turn.over, #turn.side-S')).toHaveCount(1, { timeout: 20_000 });
    await expect(page.locator('#ai-status')).toBeEmpty({ timeout: 20_000 });
    if ((await page.locator('#turn.over').count()) > 0) break;
    if ((await page.locator('#turn.side-S').count()) === 0) continue;
    await learnerMove(page);
    await expect(page.locator('#error')).toBeEmpty();
  }
  return moves;
}

// Kalah: South's S2 takes North's 8 (its seed lands in the empty S3, opposite N2).
const CAPTURE = encodeURIComponent('S=[0,0,1,0,0,3] N=[1,1,8,1,1,1] SS=15 NS=16, S to move');
// Kalah: S0 takes N3's 3 but lets N0 take S4's 6; S4 is best (crates/ai/tests/coach.rs).
const BLUNDER = encodeURIComponent('S=[2,0,0,0,6,0] N=[1,0,3,3,3,3] SS=14 NS=13, S to move');

test('a whole game of Kalah against the computer, and its review', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', computer: 'N1' });
  await page.goto('./#/play/kalah');
  await expect(page.locator('#ai-side')).toHaveValue('N');
  await expect(page.locator('#ai-level')).toHaveValue('1');
  await expect(page.locator('#ai-level option[value="5"]')).toContainText('дві секунди на хід');
  await playAgainst(page, 200);
  await expect(page.locator('#turn.over')).toBeVisible();
  // Both sides moved: the computer answered (its moves are North's).
  expect(await page.locator('#move-list button.side-N').count()).toBeGreaterThan(0);
  expect(await page.locator('#move-list button.side-S').count()).toBeGreaterThan(0);
  // The review of the learner's moves (first-legal-pit play makes mistakes, or none were found).
  await expect(page.locator('#review')).toBeVisible();
  await expect(page.locator('#review-heading')).toHaveText('Розбір гри: найбільші помилки');
  const items = page.locator('#review-list li');
  if ((await items.count()) > 0) {
    await expect(items.first()).toContainText(/Хід № \d+ \(ямка \d Півдня\): /);
    await items.first().locator('button').click();
    await expect(page.locator('#play-pause')).toBeVisible();
  }
  expect(await page.locator('body').innerText()).not.toContain('⟦');
  expect(problems).toEqual([]);
});

test('Bao la Kiswahili against the computer: its moves come, choices and all', async ({ page }) => {
  test.setTimeout(180_000);
  const problems = watchErrors(page);
  await settings(page, { lang: 'ru', computer: 'N2' });
  await page.goto('./#/play/kiswahili');
  await expect(page.locator('[data-pit="S.I5"]')).toBeVisible();
  const made = await playAgainst(page, 15);
  expect(made).toBeGreaterThan(3);
  expect(await page.locator('#move-list button.side-N').count()).toBeGreaterThanOrEqual(3);
  await expect(page.locator('#error')).toBeEmpty();
  expect(problems).toEqual([]);
});

test('a hint in two steps: first the pit, then the move and why', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', computer: 'N1' });
  await page.goto(`./#/play/kalah?p=${CAPTURE}`);
  await page.click('#hint');
  await expect(page.locator('#hint-text')).toHaveText('Зверніть увагу на ямку 3 Півдня.');
  await expect(page.locator('[data-pit="S2"]')).toHaveClass(/mark-hint/);
  await expect(page.locator('#hint')).toHaveText('Який хід і чому?');
  await page.click('#hint');
  await expect(page.locator('#hint-text')).toContainText('Найкращий хід — з ямки 3 Півдня. Він забирає 8 зерен.');
  await expect(page.locator('#hint')).toBeDisabled();
  // In Russian, the same hint in its words.
  await page.click('#lang-ru');
  await expect(page.locator('#hint-text')).toContainText('Лучший ход — из лунки 3 Юга. Он забирает 8 зёрен.');
  // Playing the move puts the hint away.
  await page.locator('[data-pit="S2"]').click();
  await expect(page.locator('#hint-text')).toBeEmpty();
  await expect(page.locator('[data-pit="S2"]')).not.toHaveClass(/mark-hint/);
  expect(problems).toEqual([]);
});

test('the coach: a blunder is named, with the better move, and taken back', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', computer: 'N1c' });
  await page.goto(`./#/play/kalah?p=${BLUNDER}`);
  await expect(page.locator('#ai-coach')).toBeChecked();
  await page.locator('[data-pit="S0"]').click();
  const verdict = page.locator('#verdict-text');
  await expect(verdict).toContainText(/^(Груба помилка|Помилка): цей хід гірший за найкращий приблизно на \d+ зерн/);
  await expect(verdict).toContainText('Краще було ходити з ямки 5 Півдня.');
  // The computer answered meanwhile; taking back removes its moves and the learner's.
  await expect(page.locator('#turn.side-S')).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('#move-list button.side-N').count()).toBeGreaterThanOrEqual(1);
  await page.click('#take-back');
  await expect(page.locator('.no-moves')).toBeVisible();
  await expect(page.locator('#verdict')).toHaveCount(0);
  // Now the best move: the coach says so.
  await page.locator('[data-pit="S4"]').click();
  await expect(verdict).toHaveText('Чудово: це найкращий хід.');
  await expect(page.locator('#take-back')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('undo while the computer thinks stops it; a click on its turn is refused in words', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', computer: 'N5' });
  await page.goto('./#/play/kalah');
  await page.locator('[data-pit="S0"]').click();
  await expect(page.locator('#ai-status')).toHaveText('Комп’ютер думає…');
  await page.locator('[data-pit="N0"]').click();
  await expect(page.locator('#error')).toHaveText('Зараз ходить комп’ютер: зачекайте на його хід.');
  await page.click('#undo');
  await expect(page.locator('#ai-status')).toBeEmpty();
  await expect(page.locator('.no-moves')).toBeVisible();
  // Level 5 thinks for two seconds: its answer would have come by now, and it did not.
  await page.waitForTimeout(3000);
  await expect(page.locator('.no-moves')).toBeVisible();
  await expect(page.locator('[data-pit="S0"]')).toHaveClass(/legal/);
  expect(problems).toEqual([]);
});

test('the computer plays from the single file, with no server (its worker inlined)', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', computer: 'N1' });
  await page.goto(pathToFileURL(path.resolve('dist/mancala.html')).href + '#/play/kalah');
  await page.locator('[data-pit="S0"]').click();
  // The computer answers (an extra turn may give it more than one move), then South is to move.
  await expect(page.locator('#turn.side-S')).toBeVisible({ timeout: 20_000 });
  expect(await page.locator('#move-list button.side-N').count()).toBeGreaterThanOrEqual(1);
  expect(problems).toEqual([]);
});

test('when the computer cannot be loaded, the page says so and tries again', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  await settings(page, { lang: 'ru', computer: 'N1' });
  // The worker's files are not there (offline before they were cached): a worker's requests
  // are the context's, not the page's.
  await page.context().route('**/ai/**', (route) => route.abort());
  await page.goto('./#/play/kalah');
  await page.locator('[data-pit="S0"]').click();
  await expect(page.locator('#ai-failed')).toContainText('Компьютер не смог ответить');
  await page.context().unroute('**/ai/**');
  await page.click('#ai-retry');
  await expect(page.locator('#move-list button.side-N').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#turn.side-S')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('#ai-failed')).toHaveCount(0);
  expect(problems).toEqual([]);
});

// Measurements for BENCHMARKS.md ("The computer opponent in the browser"): a benchmark, not part
// of `./x test` (timings on a shared machine are not a pass/fail signal). Run it with
// SITE_PERF=1; it prints the main thread's tasks while the strongest level thinks for two
// seconds (in its worker), and checks the budget: none over 16 ms of CPU.
test('perf: the page stays free while the computer thinks', async ({ page }) => {
  test.skip(!process.env.SITE_PERF, 'a benchmark: run with SITE_PERF=1 (see BENCHMARKS.md)');
  test.setTimeout(60_000);
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', computer: 'N5' });
  await page.goto('./#/play/kalah');
  // The worker is started and its wasm compiled by a first question (a hint), before measuring.
  await page.click('#hint');
  await expect(page.locator('#hint-text')).not.toBeEmpty({ timeout: 20_000 });
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  // The click that plays the learner's move (and asks the computer) is the page's own work;
  // the measured span starts once the computer is thinking.
  await page.locator('[data-pit="S0"]').click();
  await expect(page.locator('#ai-status')).toHaveText('Комп’ютер думає…');
  await page.evaluate(() => console.timeStamp('think-start'));
  await expect(page.locator('#ai-status')).toBeEmpty({ timeout: 20_000 });
  await page.evaluate(() => console.timeStamp('think-end'));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { data?: { message?: string } } }[];
  };
  const mark = (m: string) => trace.traceEvents.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === m);
  const [from, to] = [mark('think-start'), mark('think-end')];
  if (!from || !to) throw new Error('the trace has no think-start/think-end marks');
  const tasks = trace.traceEvents.filter((e) => e.ph === 'X' && e.name === 'RunTask' && e.pid === from.pid && e.tid === from.tid && e.ts >= from.ts && e.ts <= to.ts);
  const cpu = tasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000).sort((a, b) => a - b);
  const wall = tasks.map((e) => (e.dur ?? 0) / 1000).sort((a, b) => a - b);
  console.log(`SITE main-thread tasks while level 5 thinks (${((to.ts - from.ts) / 1000).toFixed(0)} ms): ${tasks.length}, ` +
    `max ${wall[wall.length - 1].toFixed(2)} ms (max CPU ${cpu[cpu.length - 1].toFixed(2)} ms), over 16 ms of CPU: ${cpu.filter((c) => c > 16).length}`);
  expect((to.ts - from.ts) / 1000).toBeGreaterThan(1000);
  expect(cpu[cpu.length - 1]).toBeLessThan(16);
  expect(problems).toEqual([]);
});
