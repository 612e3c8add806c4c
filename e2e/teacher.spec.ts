import { test, expect, type Page } from '@playwright/test';
import * as fs from 'fs';
import * as path from 'path';
import { watchErrors } from './helpers';

// A class without accounts or a server (issue 36): the teacher makes an assignment into a link
// and a QR code; a pupil's device opens it (taking its cap on the computer), shows what was done
// of it and a checked code; the teacher's table reads the codes (typed, pasted, or opened from a
// pupil's QR code) and saves them as CSV.

/** Every puzzle id of Kalah's set, from the build's content. */
function kalahPuzzles(): string[] {
  const content = fs.readdirSync('dist/content').filter((d) => fs.existsSync(path.join('dist/content', d, 'puzzles', 'kalah.json')));
  const lessons = JSON.parse(fs.readFileSync(path.join('dist/content', content[0], 'puzzles', 'kalah.json'), 'utf-8'));
  return lessons[0].step.map((s: { puzzle?: string }) => s.puzzle).filter(Boolean);
}

/** Starts a page in Ukrainian on a device of its own. */
async function device(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('set')) {
      sessionStorage.setItem('set', '1');
      localStorage.setItem('mancala.lang', 'uk');
    }
  });
}

test('an assignment goes out as a link and a QR code, and a pupil’s checked code comes back into the class table', async ({ browser }) => {
  const teacherContext = await browser.newContext();
  const teacher = await teacherContext.newPage();
  const teacherProblems = watchErrors(teacher);
  await device(teacher);
  await teacher.goto('./#/');
  await teacher.click('#teacher-home-link');
  await expect(teacher.locator('#teacher-title')).toHaveText('Сторінка вчителя');
  await expect(teacher.locator('#teacher-empty')).toBeVisible();

  // Kalah's first lesson, three of its puzzles, one win over the computer at level 0, a cap of 2.
  await teacher.selectOption('#teacher-game', 'kalah');
  await teacher.locator('.teacher-lesson[data-place="1"]').check();
  await teacher.selectOption('#teacher-count', '3');
  await teacher.click('#teacher-add-puzzles');
  await teacher.selectOption('#teacher-play-game', 'kalah');
  await teacher.selectOption('#teacher-ai-level', '0');
  await teacher.click('#teacher-add-games');
  await teacher.selectOption('#teacher-cap', '2');
  await expect(teacher.locator('#teacher-items li')).toHaveText([
    /^Калах: урок 1/,
    /^Калах: 3 задачі/,
    /^Калах: виграти 1 партію в комп’ютера рівня 0 або вищого/,
  ]);
  const url = await teacher.locator('#teacher-url').inputValue();
  expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/task\?l=kalah\.1&p=kalah\.-\.-\.3&g=kalah\.0\.1&cap=2$/);
  // The QR code is drawn here: an SVG with dark modules, large enough for a projector.
  const qr = teacher.locator('#teacher-qr svg');
  await expect(qr).toBeVisible();
  expect((await qr.boundingBox())!.width).toBeGreaterThan(200);
  // A cap below the level to win at is said.
  await teacher.selectOption('#teacher-ai-level', '3');
  await teacher.click('#teacher-add-games');
  await teacher.selectOption('#teacher-cap', '2');
  await expect(teacher.locator('#teacher-cap-conflict')).toBeVisible();
  await teacher.locator('#teacher-items li').nth(3).locator('button').click();
  await expect(teacher.locator('#teacher-cap-conflict')).toHaveCount(0);
  expect(await teacher.locator('#teacher-url').inputValue()).toBe(url);
  // Kept on the device while it is made.
  await teacher.reload();
  await expect(teacher.locator('#teacher-items li')).toHaveCount(3);
  // The teacher looks at the pupil's page first: a preview, which sets no cap and keeps nothing
  // on the teacher's device.
  await teacher.click('#teacher-open');
  await expect(teacher.locator('#task-preview')).toHaveText(/^Це перегляд для вчителя:/);
  await expect(teacher.locator('#task-items > li')).toHaveCount(3);
  await expect(teacher.locator('#task-cap')).toHaveCount(0);
  expect(await teacher.evaluate(() => [localStorage.getItem('mancala.ai.cap'), localStorage.getItem('mancala.task.last')])).toEqual([null, null]);
  await teacher.goBack();
  await expect(teacher.locator('#teacher-items li')).toHaveCount(3);

  // The pupil's device opens the link: the cap is taken, the items listed, nothing done yet.
  const pupilContext = await browser.newContext();
  const pupil = await pupilContext.newPage();
  const pupilProblems = watchErrors(pupil);
  await device(pupil);
  await pupil.goto(url);
  await expect(pupil.locator('#task-cap')).toContainText('не сильніше за рівень 2');
  expect(await pupil.evaluate(() => localStorage.getItem('mancala.ai.cap'))).toBe('2');
  await expect(pupil.locator('#task-items > li')).toHaveCount(3);
  await expect(pupil.locator('#task-items > li').first()).toContainText('Калах: урок 1 «');
  await expect(pupil.locator('.task-puzzle')).toHaveCount(3);
  await expect(pupil.locator('#task-need-name')).toBeVisible();
  await expect(pupil.locator('#task-summary')).toHaveText(
    'уроків пройдено: 0 з 1; задач розв’язано з першої спроби: 0 з 3 (розпочато 0); рейтинг у задачах: 1000; перемог над комп’ютером: 0 з 1 (зіграно 0); помилок, які помітив тренер: 0',
  );

  // The pupil does the work: the lesson and every Kalah puzzle (only the assignment's three
  // count), and a game against the computer, played here to its end.
  const puzzles = kalahPuzzles();
  expect(puzzles.length).toBeGreaterThan(3);
  await pupil.evaluate((ids) => {
    localStorage.setItem('mancala.lessons.done', 'kalah/01-board-and-sowing');
    localStorage.setItem('mancala.puzzles.tried', ids.map((id) => `${id}|r|/puzzles/kalah`).join(','));
  }, puzzles);
  await pupil.locator('.task-games .task-play').click();
  await expect(pupil).toHaveURL(/#\/play\/kalah$/);
  expect(await pupil.evaluate(() => localStorage.getItem('mancala.play.computer'))).toBe('N0c');
  // South's last seed into the store empties South's row: the game ends, South ahead.
  await pupil.goto(`./#/play/kalah?p=${encodeURIComponent('S=[0,0,0,0,0,1] N=[1,0,0,0,0,0] SS=24 NS=22, S to move')}`);
  await pupil.locator('[data-pit="S5"]').click();
  await expect.poll(() => pupil.evaluate(() => localStorage.getItem('mancala.play.results'))).toMatch(/^kalah\|0\|w\|\d+\|\d+$/);

  await pupil.goto(url);
  await pupil.fill('#task-pupil', 'Оля  Петренко');
  await pupil.press('#task-pupil', 'Enter');
  await pupil.locator('#task-report-title').click();
  await expect(pupil.locator('#task-summary')).toContainText('уроків пройдено: 1 з 1; задач розв’язано з першої спроби: 3 з 3 (розпочато 3)');
  await expect(pupil.locator('#task-summary')).toContainText('перемог над комп’ютером: 1 з 1 (зіграно 1)');
  await expect(pupil.locator('.task-item[data-done="true"]')).toHaveCount(3);
  const line = (await pupil.locator('#task-code').textContent())!;
  expect(line).toMatch(/^Оля Петренко [0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{5}$/);
  await expect(pupil.locator('#task-qr svg')).toBeVisible();
  // The name is kept on the device.
  await pupil.reload();
  await expect(pupil.locator('#task-code')).toHaveText(line);
  // A pupil who closed the tab finds the assignment again on the home page.
  await pupil.goto('./#/');
  await expect(pupil.locator('#task-last-link')).toHaveText('Ваше завдання від учителя: відкрити ще раз');
  await pupil.click('#task-last-link');
  await expect(pupil.locator('#task-code')).toHaveText(line);

  // The teacher reads it, with a mistyped code and a line without one: those are refused, said.
  const code = line.split(' ').pop()!;
  const typo = code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'));
  await teacher.fill('#class-codes', `${line}\nПетро ${typo}\nІра\n`);
  await teacher.click('#class-add');
  await expect(teacher.locator('#class-said > p')).toHaveText('Додано 1 рядок.');
  await expect(teacher.locator('.class-refused')).toHaveText([
    `У рядку «Петро ${typo}» код введено з помилкою. Звірте кожен знак з екраном учня.`,
    'У рядку «Іра» немає коду: код — це 13 латинських літер і цифр (дефіси не рахуються), наприклад 7K3M-2QXA-9PB4T. Допишіть його після імені.',
  ]);
  await expect(teacher.locator('#class-table tbody tr')).toHaveCount(1);
  await expect(teacher.locator('#class-table tbody tr').first().locator('th, td')).toHaveText(['Оля Петренко', '1/1', '3/3', '3', '1000', '1/1', /^\d+$/]);

  // As a pupil's QR code opens it: the line in the address is added, and leaves the address.
  await teacher.goto(`./#/teacher?add=${encodeURIComponent(line.replace('Оля Петренко', 'Марко'))}`);
  await expect(teacher.locator('#class-table tbody tr')).toHaveCount(2);
  await expect(teacher).toHaveURL(/#\/teacher$/);

  // The teacher changes the assignment on the page: its table is another's. The sent one comes
  // back from its pupil's page, with its table.
  await teacher.locator('#teacher-items li').nth(2).locator('button').click();
  await expect(teacher.locator('#class-empty')).toBeVisible();
  await teacher.goto(url);
  await teacher.click('#task-to-teacher');
  await expect(teacher).toHaveURL(/#\/teacher$/);
  await expect(teacher.locator('#teacher-items li')).toHaveCount(3);
  await expect(teacher.locator('#class-table tbody tr')).toHaveCount(2);

  // Saved as CSV, in the page's language, the names as text.
  const [download] = await Promise.all([teacher.waitForEvent('download'), teacher.click('#class-csv')]);
  const csv = fs.readFileSync((await download.path())!, 'utf-8');
  expect(csv.split('\r\n')).toEqual([
    '\ufeffУчень,Уроки,Розв’язано з першої спроби,Розпочато задач,Рейтинг у задачах,Перемоги,Помилки в партіях',
    expect.stringMatching(/^Марко,1\/1,3\/3,3,1000,1\/1,\d+$/),
    expect.stringMatching(/^Оля Петренко,1\/1,3\/3,3,1000,1\/1,\d+$/),
    '',
  ]);

  // In Russian, the same page and table.
  await teacher.click('#lang-ru');
  await expect(teacher.locator('#teacher-title')).toHaveText('Страница учителя');
  await expect(teacher.locator('#class-table thead th').first()).toHaveText('Ученик');

  // Cleared only after a question.
  await teacher.click('#class-clear');
  await teacher.click('#class-clear-no');
  await expect(teacher.locator('#class-table tbody tr')).toHaveCount(2);
  await teacher.click('#class-clear');
  await teacher.click('#class-clear-yes');
  await expect(teacher.locator('#class-empty')).toBeVisible();

  expect(teacherProblems).toEqual([]);
  expect(pupilProblems).toEqual([]);
  await teacherContext.close();
  await pupilContext.close();
});

test('a broken assignment link says which part cannot be read, in the pupil’s language', async ({ page }) => {
  const problems = watchErrors(page);
  await device(page);
  await page.goto('./#/task?l=kalah.99&g=kalah.2.1');
  await expect(page.locator('#error')).toHaveText(
    'Посилання на завдання пошкоджене: не вдалося прочитати перелік уроків («kalah.99»). Попросіть учителя надіслати посилання ще раз або скопіюйте його повністю.',
  );
  await page.goto('./#/task?n=x');
  await expect(page.locator('#error')).toContainText('У цьому посиланні немає жодного уроку, жодної задачі чи партії.');
  await page.click('#lang-ru');
  await expect(page.locator('#error')).toContainText('В этой ссылке нет ни уроков, ни задач, ни партий.');
  // A cap a pupil's link asks to raise is not taken.
  await page.evaluate(() => localStorage.setItem('mancala.ai.cap', '1'));
  await page.goto('./#/task?g=kalah.0.1&cap=4');
  await expect(page.locator('#task-cap')).toContainText('уровня 1');
  expect(await page.evaluate(() => localStorage.getItem('mancala.ai.cap'))).toBe('1');
  expect(problems).toEqual([]);
});

/** A camera and a QR reader for a page: the camera is a canvas's stream, and the reader "sees"
 * whatever texts the test puts in `window.shown` (or fails as `window.cameraFails` says). */
async function fakeCamera(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    w.shown = [];
    navigator.mediaDevices.getUserMedia = async () => {
      if (w.cameraFails) throw new DOMException('no', w.cameraFails as string);
      const canvas = document.createElement('canvas');
      canvas.getContext('2d')!.fillRect(0, 0, 10, 10);
      const stream = canvas.captureStream(5);
      w.stream = stream;
      return stream;
    };
    // Every write of the class table, to see each code is read once while it is held up.
    w.tableWrites = 0;
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      if (key === 'mancala.teacher.class') w.tableWrites = (w.tableWrites as number) + 1;
      return setItem.call(this, key, value);
    };
    w.BarcodeDetector = class {
      static async getSupportedFormats() {
        return ['aztec', 'qr_code'];
      }
      constructor(options: { formats: string[] }) {
        w.formats = options.formats;
      }
      async detect(source: HTMLVideoElement) {
        if (!(source instanceof HTMLVideoElement) || source.srcObject !== w.stream) throw new Error('not the camera');
        return (w.shown as string[]).map((rawValue) => ({ rawValue, format: 'qr_code' }));
      }
    };
  });
}

test('the teacher’s device reads pupils’ QR codes with its camera into the class table', async ({ browser }) => {
  // A pupil's line for Kalah's first lesson.
  const pupilContext = await browser.newContext();
  const pupil = await pupilContext.newPage();
  await device(pupil);
  await pupil.goto('./#/task?l=kalah.1');
  await pupil.fill('#task-pupil', 'Оля Петренко');
  const line = (await pupil.locator('#task-code').textContent())!;
  const qrOfServed = `http://127.0.0.1:1/#/teacher?add=${encodeURIComponent(line)}`;
  await pupilContext.close();

  const context = await browser.newContext();
  const page = await context.newPage();
  const problems = watchErrors(page);
  await device(page);
  await fakeCamera(page);
  await page.goto('./#/teacher?task=l%3Dkalah.1');
  await expect(page.locator('#class-empty')).toBeVisible();
  await page.click('#class-scan-start');
  await expect(page.locator('#class-scan-video')).toBeVisible();
  await expect(page.locator('#class-scan-stop')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { formats: string[] }).formats)).toEqual(['qr_code']);
  // A code drawn by a device served over the web (an address), then one drawn from a file (the
  // line itself), then a mistyped one: each is read once while it is held up.
  await page.evaluate((qr) => ((window as unknown as { shown: string[] }).shown = [qr]), qrOfServed);
  await expect(page.locator('#class-table tbody tr')).toHaveCount(1);
  await expect(page.locator('#class-table tbody tr th')).toHaveText('Оля Петренко');
  // Held up for a second (four looks): added once.
  await page.waitForTimeout(1000);
  expect(await page.evaluate(() => (window as unknown as { tableWrites: number }).tableWrites)).toBe(1);
  const marko = line.replace('Оля Петренко', 'Марко');
  await page.evaluate((qr) => ((window as unknown as { shown: string[] }).shown = [qr]), marko);
  await expect(page.locator('#class-table tbody tr')).toHaveCount(2);
  const code = line.split(' ').pop()!;
  const typo = `Іра ${code.replace(/^./, (c) => (c === 'A' ? 'B' : 'A'))}`;
  await page.evaluate((qr) => ((window as unknown as { shown: string[] }).shown = [qr]), typo);
  await expect(page.locator('.class-refused')).toHaveText([`У рядку «${typo}» код введено з помилкою. Звірте кожен знак з екраном учня.`]);
  await expect(page.locator('#class-table tbody tr')).toHaveCount(2);
  // Off: the camera's light goes out.
  await page.click('#class-scan-stop');
  await expect(page.locator('#class-scan-video')).toBeHidden();
  expect(await page.evaluate(() => (window as unknown as { stream: MediaStream }).stream.getTracks().map((t) => t.readyState))).toEqual(['ended']);
  expect(problems).toEqual([]);

  // Refused by the browser: said, with what to do.
  await page.evaluate(() => ((window as unknown as { cameraFails: string }).cameraFails = 'NotAllowedError'));
  await page.click('#class-scan-start');
  await expect(page.locator('#class-scan-error')).toHaveText(/^Сайтові не дозволено користуватися камерою\./);
  await expect(page.locator('#class-scan-start')).toBeVisible();
  await context.close();
});

test('a browser whose reader has no QR codes shows no camera button', async ({ page }) => {
  await fakeCamera(page);
  await page.addInitScript(() => {
    const w = window as unknown as Record<string, unknown>;
    (w.BarcodeDetector as { getSupportedFormats: () => Promise<string[]> }).getSupportedFormats = async () => {
      w.asked = true;
      return ['aztec', 'ean_13'];
    };
  });
  await page.goto('./#/teacher');
  await expect(page.locator('#class-add')).toBeVisible();
  await page.waitForFunction(() => (window as unknown as { asked?: boolean }).asked === true);
  await page.waitForTimeout(200);
  await expect(page.locator('#class-scan-start')).toHaveCount(0);
});
