import { test, expect, type Page } from '@playwright/test';
import * as fs from 'fs';
import { watchErrors } from './helpers';

// The learner's progress as a file (#/progress; issue 38 R6, issue 36 "nothing lost"): saved
// from one device, opened on another, merged there without losing what that device had; a file
// that is not progress is refused in the learner's language; a full storage offers the file as
// the way out.

/** Puts entries in the page's storage, then loads the site again (which reads them at start). */
async function store(page: Page, entries: Record<string, string>) {
  await page.goto('./#/');
  await page.evaluate((e) => {
    for (const [k, v] of Object.entries(e)) localStorage.setItem(k, v);
  }, entries);
  await page.reload();
}

const FIRST_DEVICE = {
  'mancala.lang': 'uk',
  'mancala.lessons.done': 'kalah/01-board-and-sowing,kalah/02-extra-turns,oware/01-board-and-sowing',
  'mancala.puzzles.tried': 'kalah-3|r|/puzzles/kalah?s=3,kalah-4|w|/puzzles/kalah?s=4,kalah-5|r|/puzzles/kalah?s=5',
  'mancala.puzzles.rating': '1042',
  'mancala.review': '20400|0|/learn/kalah/03-capture?s=5',
  'mancala.play.kept': 'kalah\tN1\t/play/kalah?m=S2,S5,N1',
  // The teacher's cap on this device: never in the file.
  'mancala.ai.cap': '2',
};

test('progress saved to a file on one device and opened on another is merged there, and nothing is lost', async ({ page, browser }) => {
  const problems = watchErrors(page);
  await store(page, FIRST_DEVICE);
  await page.click('#progress-link');
  await expect(page).toHaveURL(/#\/progress$/);
  await expect(page.locator('#progress-title')).toHaveText('Ваш прогрес');
  await expect(page.locator('#progress-lessons')).toHaveText('Пройдено уроків: 3 (Калах — 2, Оваре — 1)');
  await expect(page.locator('#progress-puzzles')).toHaveText('Задачі: ви бралися за 3, з першої спроби розв’язали 2');
  await expect(page.locator('#progress-rating')).toHaveText('Рейтинг у задачах: 1042');
  await expect(page.locator('#progress-games')).toHaveText('Незакінчених партій: 1');

  const downloading = page.waitForEvent('download');
  await page.click('#progress-export');
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^mancala-progress-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(page.locator('#progress-said')).toContainText(`Файл «${download.suggestedFilename()}» збережено`);
  const file = await download.path();
  const saved = JSON.parse(fs.readFileSync(file, 'utf8'));
  expect(saved.format).toBe('mancala-tutor-progress');
  expect(saved.progress['mancala.lessons.done']).toBe(FIRST_DEVICE['mancala.lessons.done']);
  expect(Object.keys(saved.progress)).not.toContain('mancala.ai.cap');
  expect(problems).toEqual([]);

  // Another device (a fresh browser context), in Russian, with progress of its own.
  const other = await browser.newContext();
  const second = await other.newPage();
  const secondProblems = watchErrors(second);
  await store(second, {
    'mancala.lang': 'ru',
    'mancala.lessons.done': 'kalah/01-board-and-sowing,bao-la-kujifunza/01-board',
    'mancala.puzzles.tried': 'kalah-4|l|/puzzles/kalah?s=4',
    'mancala.puzzles.rating': '990',
  });
  await second.goto('./#/progress');
  await expect(second.locator('#progress-title')).toHaveText('Ваш прогресс');
  await expect(second.locator('#progress-lessons')).toContainText('Пройдено уроков: 2');
  await second.setInputFiles('#progress-import', file);
  await expect(second.locator('#progress-said')).toHaveText(
    'Из файла добавлено: 2 пройденных урока, 2 задачи, 1 задание на повторение, 1 незаконченная партия, ' +
      'рейтинг в задачах 1042 (в файле решено больше задач).',
  );
  // Both devices' lessons; the puzzle missed there and solved later here stays solved.
  await expect(second.locator('#progress-lessons')).toContainText('Пройдено уроков: 4');
  await expect(second.locator('#progress-puzzles')).toHaveText('Задачи: вы брались за 3, с первой попытки решили 2');
  await expect(second.locator('#progress-rating')).toHaveText('Рейтинг в задачах: 1042');
  // The device's own language stays; the teacher's cap did not come with the file.
  const kept = await second.evaluate(() => ({
    lang: localStorage.getItem('mancala.lang'),
    cap: localStorage.getItem('mancala.ai.cap'),
    done: localStorage.getItem('mancala.lessons.done'),
  }));
  expect(kept).toEqual({
    lang: 'ru',
    cap: null,
    done: 'bao-la-kujifunza/01-board,kalah/01-board-and-sowing,kalah/02-extra-turns,oware/01-board-and-sowing',
  });
  // The game kept on the first device is offered here.
  await second.goto('./#/');
  await expect(second.locator('.kept-continue')).toHaveAttribute('href', '#/play/kalah?m=S2,S5,N1');

  // The same file again adds nothing.
  await second.goto('./#/progress');
  await second.setInputFiles('#progress-import', file);
  await expect(second.locator('#progress-said')).toHaveText('В файле нет ничего, чего не было бы на этом устройстве: здесь уже всё есть.');
  expect(secondProblems).toEqual([]);
  await other.close();
});

test('a file that is not progress is refused, saying which file to choose, in the learner’s language', async ({ page }) => {
  const problems = watchErrors(page);
  await store(page, { 'mancala.lang': 'uk', 'mancala.lessons.done': 'kalah/01-board-and-sowing' });
  await page.goto('./#/progress');
  const choose = (name: string, text: string) =>
    page.setInputFiles('#progress-import', { name, mimeType: 'application/json', buffer: Buffer.from(text) });
  await choose('game.txt', '[Variant "kalah"]\n1. S2 N3');
  await expect(page.locator('#progress-said')).toHaveText(
    'Це не файл прогресу цього сайту. Виберіть файл, який зберегла кнопка «Зберегти прогрес у файл»: його назва починається з mancala-progress.',
  );
  await expect(page.locator('#progress-said')).toHaveClass(/error/);
  await page.click('#lang-ru');
  await expect(page.locator('#progress-said')).toContainText('Это не файл прогресса этого сайта.');
  await choose('mancala-progress-2030-01-01.json', JSON.stringify({ format: 'mancala-tutor-progress', version: 9, progress: {} }));
  await expect(page.locator('#progress-said')).toContainText('Этот файл сохранён более новой версией сайта.');
  // A file too large to be progress is refused before it is read.
  await choose('big.json', 'x'.repeat(2_500_000));
  await expect(page.locator('#progress-said')).toHaveText(/^Файл слишком большой для файла прогресса \(2500000 байт/);
  // Nothing was changed.
  expect(await page.evaluate(() => localStorage.getItem('mancala.lessons.done'))).toBe('kalah/01-board-and-sowing');
  await expect(page.locator('#progress-lessons')).toContainText('Пройдено уроков: 1');
  expect(problems).toEqual([]);
});
