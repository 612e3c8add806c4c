import { test, expect } from '@playwright/test';
import { watchErrors } from './helpers';
import * as fs from 'node:fs';
import * as path from 'node:path';

// The puzzles against the release build in dist/: a game's set solved right and wrong, the
// puzzle's own link, and the puzzle of the day. What each puzzle asks and its one best move are
// read from the exported file the page itself fetches (dist/content/<version>/puzzles/).

type Text = { uk: string; ru: string };
type Refutation = { wrong: string; reply?: string[]; loss: number; misses_win?: boolean; loses?: boolean };
type Step = {
  position: string;
  puzzle: string;
  level: number;
  themes: string[];
  task: { prompt: Text; solution: string; hint: Text; praise: Text; refutations: Refutation[] };
};
type Lesson = { variant: string; id: string; title: Text; step: Step[] };

function exported(name: string, kind: 'puzzles' | 'lessons' = 'puzzles'): Lesson[] {
  const content = path.join(process.cwd(), 'dist', 'content');
  const version = fs.readdirSync(content).find((v) => fs.existsSync(path.join(content, v, kind, `${name}.json`)));
  if (!version) throw new Error(`no exported ${kind}/${name}.json under dist/content (run ./x build)`);
  return JSON.parse(fs.readFileSync(path.join(content, version, kind, `${name}.json`), 'utf8')) as Lesson[];
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('mancala.lang', 'uk');
    localStorage.setItem('mancala.instant.lessons', '1');
  });
});

/** A Kalah move of the side to move in `position` other than `not` (any non-empty own pit). */
function otherKalahMove(position: string, not: string): string {
  const side = position.trim().endsWith('N to move') ? 'N' : 'S';
  const pits = (position.match(new RegExp(`${side}=\\[([^\\]]*)\\]`)) ?? [])[1].split(',').map(Number);
  const i = pits.findIndex((n, i) => n > 0 && `${side}${i}` !== not);
  if (i < 0) throw new Error(`no other move in ${position}`);
  return `${side}${i}`;
}

test('a game\'s puzzles: the best move is praised, another is played out and explained, each puzzle has its link', async ({ page }) => {
  const problems = watchErrors(page);
  const [kalah] = exported('kalah');
  const [first, second] = kalah.step;
  await page.goto('./#/');
  await page.click('#puzzles-home-link');
  await expect(page.locator('#puzzles-title')).toHaveText('Задачі');
  await page.click('#puzzle-games a[data-variant="kalah"]');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-kind', 'task');
  await expect(page.locator('section.lesson')).toContainText(first.task.prompt.uk);
  // A puzzle of the set, not a lesson's step (C12).
  await expect(page.locator('#lesson-progress')).toHaveText(`Задача 1 з ${kalah.step.length}`);

  await page.locator(`[data-pit="${first.task.solution}"]`).click();
  const right = page.locator('#lesson-feedback .feedback');
  await expect(right).toHaveAttribute('data-result', 'right');
  await expect(right).toContainText(first.task.praise.uk);
  // The move is named the learner's way.
  await expect(right).toContainText('Ваш хід — ямка');
  await page.click('#lesson-next');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-step', '2');
  expect(page.url()).toMatch(/#\/puzzles\/kalah\?s=2$/);

  const wrong = otherKalahMove(second.position, second.task.solution);
  await page.locator(`[data-pit="${wrong}"]`).click();
  const feedback = page.locator('#lesson-feedback .feedback');
  await expect(feedback).toHaveAttribute('data-result', 'wrong');
  await expect(feedback.locator('.what-happened')).toContainText('мети не досягає');
  await expect(feedback.locator('.hint')).toContainText(second.task.hint.uk);
  // Played out with its refutation and explained: the opponent's reply, what the move costs.
  const refutation = second.task.refutations.find((r) => r.wrong === wrong)!;
  expect(refutation).toBeTruthy();
  if ((refutation.reply ?? []).length > 0) {
    await expect(feedback.locator('.what-happened')).toContainText('суперник');
  }
  if (!refutation.misses_win && !refutation.loses) {
    await expect(feedback.locator('.what-happened')).toContainText('гірший за розв’язок приблизно на');
  }
  await page.click('#lesson-solution');
  await expect(page.locator('#lesson-feedback .feedback')).toHaveAttribute('data-result', 'solution');

  // The puzzle's link opens it again, in the other language too.
  await page.goto('./#/puzzles/kalah?s=2');
  await page.reload();
  await expect(page.locator('section.lesson')).toHaveAttribute('data-step', '2');
  await page.click('#lang-ru');
  await expect(page.locator('section.lesson')).toContainText(second.task.prompt.ru);

  // Its code for another page: the script beside the site and a puzzle board of this position.
  await page.click('#puzzle-embed summary');
  const code = await page.locator('#puzzle-embed-code').inputValue();
  const src = code.match(/src="([^"]+)"/)![1];
  expect(src).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/embed\/mancala-board\.js$/);
  expect((await page.request.get(src)).ok()).toBe(true);
  expect(code).toContain(`position="${second.position}" puzzle="${second.task.solution}" lang="ru"`);
  // Pasted into a page that has the element (the embed's example page), it asks and judges.
  await page.goto('./examples/embed.html');
  await page.evaluate((html) => {
    const box = document.createElement('div');
    box.id = 'pasted';
    box.innerHTML = html;
    document.body.append(box);
    return (box.querySelector('mancala-board') as any).ready;
  }, code);
  const pasted = page.locator('#pasted mancala-board');
  await expect(pasted.locator('.embed-puzzle')).toContainText('Задача.');
  await pasted.locator(`[data-pit="${second.task.solution}"]`).click();
  await expect(pasted.locator('.embed-puzzle')).toContainText('лучший ход начинается с лунки');
  expect(problems).toEqual([]);
});

test('the puzzle of the day is the same for the day and keeps its own link; the mixed run goes on', async ({ page }) => {
  const problems = watchErrors(page);
  const mixed = exported('mixed');
  await page.goto('./#/puzzles');
  await page.click('#puzzle-daily');
  await expect(page.locator('#variant-title')).toHaveText('Задача дня');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-kind', 'task');
  await expect(page.locator('#lesson-progress')).toBeEmpty();
  // The address names the puzzle: it is one of the sample, today's by the reader's date.
  await expect(page).toHaveURL(/#\/puzzles\/mixed\/\d+\?s=1$/);
  const n = Number(page.url().match(/mixed\/(\d+)/)![1]);
  const days = await page.evaluate(() => {
    const d = new Date();
    return Math.floor((d.getTime() - d.getTimezoneOffset() * 60_000) / 86_400_000);
  });
  expect(n).toBe((days % mixed.length) + 1);
  const today = mixed[n - 1];
  await expect(page.locator('section.lesson')).toHaveAttribute('data-variant', today.variant);
  await expect(page.locator('#lesson-title')).toHaveText(today.title.uk);
  await expect(page.locator('section.lesson')).toContainText(today.step[0].task.prompt.uk);
  // The mixed run's next puzzle.
  await page.goto(`./#/puzzles/mixed/${(n % mixed.length) + 1}`);
  await page.reload();
  await expect(page.locator('#variant-title')).toHaveText('Задачі');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-variant', mixed[n % mixed.length].variant);
  expect(problems).toEqual([]);
});

test('a teacher filters a game\'s puzzles by theme and difficulty and prints them as a worksheet with an answer key', async ({ page }) => {
  const problems = watchErrors(page);
  const [kalah] = exported('kalah');
  const captures = kalah.step.filter((s) => s.themes.includes('capture'));
  const level = captures[0].level;
  const picked = captures.filter((s) => s.level === level);
  await page.goto('./#/puzzles/kalah');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-steps', String(kalah.step.length));
  // The filter: a link per theme and difficulty, with how many puzzles each leads to.
  await page.click('#puzzle-themes a[data-filter="capture"]');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-steps', String(captures.length));
  await expect(page.locator('#puzzle-themes a[aria-current="true"]')).toHaveText(`збір (${captures.length})`);
  await page.click(`#puzzle-levels a[data-filter="${level}"]`);
  await expect(page.locator('section.lesson')).toHaveAttribute('data-steps', String(picked.length));
  await expect(page.locator('section.lesson')).toContainText(picked[0].task.prompt.uk);
  expect(page.url()).toMatch(new RegExp(`#/puzzles/kalah\\?t=capture&d=${level}&s=1$`));

  // The worksheet of what is shown: each puzzle drawn with its prompt, and the answers apart.
  await page.click('#puzzle-worksheet');
  await expect(page.locator('#worksheet-sheet h2')).toContainText('збір');
  const count = Math.min(6, picked.length);
  await expect(page.locator('#worksheet-sheet .worksheet-item')).toHaveCount(count);
  await expect(page.locator('#worksheet-key li')).toHaveCount(count);
  await expect(page.locator('#worksheet-sheet .worksheet-item').first()).toContainText(picked[0].task.prompt.uk);
  await expect(page.locator('#worksheet-sheet .worksheet-item svg').first()).toBeVisible();
  // The key names the first puzzle's answer the learner's way (its pit numbered from 1).
  const pit = Number(picked[0].task.solution.slice(1)) + 1;
  await expect(page.locator('#worksheet-key li').first()).toContainText(`ямки ${pit} `);
  // Four puzzles of any theme.
  await page.click('#worksheet-themes a:first-of-type');
  await page.click('#worksheet-counts a:has-text("4")');
  await expect(page.locator('#worksheet-sheet .worksheet-item')).toHaveCount(4);
  expect(page.url()).toMatch(new RegExp(`#/worksheet/kalah\\?d=${level}&n=4$`));

  // Downloads: the sheet and the key, each one SVG file.
  const [sheet] = await Promise.all([page.waitForEvent('download'), page.click('#worksheet-download')]);
  expect(sheet.suggestedFilename()).toBe('kalah-worksheet.svg');
  const sheetFile = fs.readFileSync((await sheet.path())!, 'utf8');
  expect(sheetFile).toMatch(/^<\?xml/);
  expect((sheetFile.match(/data-pit="S0"/g) ?? []).length).toBe(4);
  const [key] = await Promise.all([page.waitForEvent('download'), page.click('#worksheet-download-key')]);
  expect(key.suggestedFilename()).toBe('kalah-answers.svg');
  expect(fs.readFileSync((await key.path())!, 'utf8')).toContain('4. ');

  // On paper: the puzzles and the key, not the site nor the choices; the key on a page of its own.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('header.top')).toBeHidden();
  await expect(page.locator('#worksheet-choices')).toBeHidden();
  await expect(page.locator('.print-tools')).toBeHidden();
  await expect(page.locator('#worksheet-sheet .worksheet-item svg').first()).toBeVisible();
  await expect(page.locator('#worksheet-key')).toHaveCSS('break-before', 'page');
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.length).toBeGreaterThan(10_000);
  await page.emulateMedia({ media: 'screen' });

  // In Russian, and a count the sheet cannot draw.
  await page.click('#lang-ru');
  await expect(page.locator('#worksheet-key h2')).toContainText('Ответы');
  await page.goto('./#/worksheet/kalah?n=99');
  await expect(page.locator('#error')).toContainText('«99»');
  expect(problems).toEqual([]);
});

test('a lesson ends with the puzzles of what it showed', async ({ page }) => {
  const problems = watchErrors(page);
  const lesson = exported('kalah', 'lessons').find((l) => l.id === 'kalah/03-capture')!;
  const last = lesson.step[lesson.step.length - 1];
  await page.goto(`./#/learn/kalah/03-capture?s=${lesson.step.length}`);
  await expect(page.locator('section.lesson')).toHaveAttribute('data-step', String(lesson.step.length));
  if (last.task) {
    await page.locator(`[data-pit="${last.task.solution}"]`).click();
    await expect(page.locator('#lesson-feedback .feedback')).toHaveAttribute('data-result', 'right');
  }
  await page.click('#lesson-next');
  const link = page.locator('#lesson-practice a[data-filter="capture"]');
  await expect(link).toHaveAttribute('href', '#/puzzles/kalah?t=capture');
  await link.click();
  await expect(page.locator('#puzzle-themes a[aria-current="true"]')).toHaveAttribute('data-filter', 'capture');
  expect(problems).toEqual([]);
});

test("a puzzle is shown from the side of the player to move: North's pits at the bottom, from 1 on the left", async ({ page }) => {
  const problems = watchErrors(page);
  const [kalah] = exported('kalah');
  const north = kalah.step.findIndex((s) => s.position.includes(', N to move'));
  const south = kalah.step.findIndex((s) => s.position.includes(', S to move'));
  expect(north).toBeGreaterThanOrEqual(0);
  expect(south).toBeGreaterThanOrEqual(0);
  const centre = async (pit: string) => {
    const b = (await page.locator(`[data-pit="${pit}"]`).boundingBox())!;
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  };
  for (const [i, side] of [
    [north, 'N'],
    [south, 'S'],
  ] as const) {
    await page.goto(`./#/puzzles/kalah?s=${i + 1}`);
    await expect(page.locator('section.lesson')).toHaveAttribute('data-step', String(i + 1));
    await expect(page.locator(`[data-pit="${side}0"]`)).toBeVisible();
    const other = side === 'N' ? 'S' : 'N';
    const [first, last, across] = [await centre(`${side}0`), await centre(`${side}5`), await centre(`${other}0`)];
    expect(first.y, `the ${side} row is at the bottom`).toBeGreaterThan(across.y);
    expect(first.x, `${side}'s pit 1 is on the left`).toBeLessThan(last.x);
    await expect(page.locator(`[data-pit="${side}0"] .name`)).toHaveText('1');
  }
  expect(problems).toEqual([]);
});
