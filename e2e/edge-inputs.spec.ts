import { test, expect, type Page } from '@playwright/test';
import { blog, watchErrors } from './helpers';

// Edge inputs of the site's links and the embed (issue 38, ../shared/reviews/probe.md rows R3,
// R4, R12–R15, R17): a link over its limits is refused before it is read and says which part and
// the limit; no value of a link is echoed whole; a tampered puzzle rating does not wrap; the
// embed's goTo() and start= take numbers past 2³²; an odd lang loads one strings file; a mixed
// puzzle's number past usize is a puzzle the sample has not.

/** Sets the saved language before the page's own scripts run. */
async function language(page: Page, lang: string) {
  await page.addInitScript((lang) => localStorage.setItem('mancala.lang', lang), lang);
}

/** Opens a hash of the site (from another page, so that the route is read afresh). */
async function open(page: Page, hash: string) {
  await page.goto('./#/');
  await expect(page.locator('#variant-list')).toBeVisible();
  await page.evaluate((hash) => (location.hash = hash), hash);
}

const MB = 1 << 20;

test('R3: a link with a megabyte in it is refused before it is read: a short error that says which part and its limit', async ({ page }) => {
  const problems = watchErrors(page);
  await language(page, 'uk');
  const cases: [string, string][] = [
    [`/play/${'k'.repeat(MB)}`, `в адресі символів: ${MB + 6}, а можна щонайбільше 200000`],
    [`/print/${'k'.repeat(MB)}`, `в адресі символів: ${MB + 7}`],
    [`/learn/kalah/${'k'.repeat(MB)}`, `в адресі символів: ${MB + 13}`],
    [`/play/kalah?o=${'y'.repeat(MB)}`, `в адресі символів: ${MB + 14}`],
    [`/play/${'k'.repeat(5000)}`, 'у назві в адресі символів: 5000, а можна щонайбільше 100'],
    [`/play/kalah?o=${'y'.repeat(3000)}`, 'у параметрах гри (o=) символів: 3000, а можна щонайбільше 2000'],
    [`/play/kalah?p=${'y'.repeat(3000)}`, 'у позиції (p=) символів: 3000, а можна щонайбільше 2000'],
    [`/play/kalah?m=${'Q9,'.repeat(20_000)}`, 'у ходах партії (m=) символів: 60000, а можна щонайбільше 50000'],
  ];
  for (const [hash, says] of cases) {
    await open(page, hash);
    const error = page.locator('#error');
    await expect(error).toContainText('Посилання задовге, тож сайт його не читав', { timeout: 15_000 });
    await expect(error).toContainText(says);
    await expect(error).toContainText('Перевірте, чи посилання скопійоване повністю й без зайвого');
    expect((await error.textContent())!.length).toBeLessThan(400);
    await expect(page.locator('#variant-list')).toBeVisible();
  }
  // In Russian too.
  await page.click('#lang-ru');
  await expect(page.locator('#error')).toContainText('Ссылка слишком длинная, поэтому сайт её не читал: в ходах партии (m=) символов: 60000, а можно не больше 50000.');
  expect(problems).toEqual([]);
});

test('R3: a wrong value within its limit is named cut to 40 characters, as t=, d=, s= already are', async ({ page }) => {
  const problems = watchErrors(page);
  await language(page, 'uk');
  const cut = (c: string) => `«${c.repeat(40)}…»`;
  await open(page, `/play/${'q'.repeat(99)}`);
  await expect(page.locator('#error')).toHaveText(`Посилання пошкоджене: Гри ${cut('q')} немає. Показано список ігор.`);
  await open(page, `/learn/${'w'.repeat(99)}`);
  await expect(page.locator('#error')).toContainText(`Гри ${cut('w')} немає.`);
  await open(page, `/learn/kalah/${'e'.repeat(99)}`);
  await expect(page.locator('#error')).toContainText(`Уроку ${cut('e')} у курсі цієї гри немає.`);
  await open(page, `/print/kalah?p=${'S'.repeat(1999)}`);
  await expect(page.locator('#error')).not.toBeEmpty();
  expect((await page.locator('#error').textContent())!.length).toBeLessThan(400);
  await open(page, `/play/kalah?o=${'y'.repeat(1999)}`);
  await expect(page.locator('#error')).toContainText(cut('y'));
  expect((await page.locator('#error').textContent())!.length).toBeLessThan(400);
  expect(problems).toEqual([]);
});

test('R4: a refused move of a long link is named with a few of the rest and their count, not every token', async ({ page }) => {
  const problems = watchErrors(page);
  await language(page, 'uk');
  await open(page, `/play/kalah?m=Q9,${'S2,'.repeat(10_000)}`);
  const error = page.locator('#error');
  await expect(error).toContainText('Хід № 1 з посилання — «Q9» — зробити не можна');
  await expect(error).toContainText('Решта ходів посилання (усього 10000: S2, S2, S2, S2, S2, …) лишається в адресі');
  expect((await error.textContent())!.length).toBeLessThan(600);
  // A long token among the rest is cut too.
  await open(page, `/play/kalah?m=S2,Q9,${'N'.repeat(5000)}`);
  await expect(error).toContainText(`Решта ходів посилання (усього 1: ${'N'.repeat(40)}…)`);
  await page.click('#lang-ru');
  await expect(error).toContainText(`Остальные ходы ссылки (всего 1: ${'N'.repeat(40)}…) остаются в адресе`);
  expect(problems).toEqual([]);
});

test('R12: a tampered puzzle rating at the top of its range stays there, never wraps to a negative one', async ({ page }) => {
  const problems = watchErrors(page);
  await language(page, 'uk');
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('rated')) {
      sessionStorage.setItem('rated', '1');
      localStorage.setItem('mancala.puzzles.rating', '2147483647');
    }
  });
  await page.goto('./#/puzzles/kalah?s=1');
  await page.locator('[data-pit="N1"]').click();
  await expect(page.locator('#lesson-feedback .feedback')).toHaveAttribute('data-result', /right|wrong/);
  const stored = Number(await page.evaluate(() => localStorage.getItem('mancala.puzzles.rating')));
  expect(stored).toBeGreaterThanOrEqual(2147483647 - 32);
  expect(stored).toBeLessThanOrEqual(2147483647);
  await page.evaluate(() => (location.hash = '/puzzles'));
  await expect(page.locator('#puzzle-stats')).toContainText(`Ваш рейтинг задач — ${stored}.`);
  expect(problems).toEqual([]);
});

test('R13, R14: goTo() and start= take numbers past 2³²: the end of the game, and the message start="50" gives', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await blog(
    page,
    '<mancala-board id="a" variant="kalah" moves="S2,S5,N1,N5"></mancala-board>' +
      '<mancala-board id="b" variant="kalah" moves="S2,S5" start="4294967296"></mancala-board>' +
      '<mancala-board id="c" variant="kalah" moves="S2,S5" start="99999999999999999999999"></mancala-board>' +
      '<mancala-board id="d" variant="kalah" moves="S2,S5" start="50"></mancala-board>' +
      '<mancala-board id="e" variant="kalah" moves="S2,S5" start="4x"></mancala-board>',
  );
  const plies = await page.locator('#a').evaluate(async (b: any) => {
    const out: number[] = [];
    for (const n of [100, 2 ** 32, 2 ** 32 + 1, 1e308, Infinity, 3, -5, NaN, -Infinity, 2]) {
      await b.goTo(n);
      out.push(b.ply);
    }
    return out;
  });
  expect(plies).toEqual([4, 4, 4, 4, 4, 3, 0, 0, 0, 2]);
  const error = (id: string) => page.locator(id).evaluate(async (b: any) => (await b.ready, b.error));
  expect(await error('#b')).toBe('Атрибут start просить хід 4294967296, але остання позиція партії — після ходу 2.');
  expect(await error('#c')).toBe('Атрибут start просить хід 99999999999999999999999, але остання позиція партії — після ходу 2.');
  expect(await error('#d')).toBe('Атрибут start просить хід 50, але остання позиція партії — після ходу 2.');
  expect(await error('#e')).toBe('Атрибут start має бути номером ходу (0, 1, 2…), а не «4x».');
  expect(problems).toEqual([]);
});

test('R15: a lang the wasm does not take loads one strings file, the one of the language its error is in', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  const strings: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.ftl')) strings.push(name);
  });
  await blog(page, '<div id="host"></div>');
  const errors = await page.evaluate(async () => {
    const out: string[] = [];
    for (const lang of ['russian', 'ru\u0000']) {
      const b: any = document.createElement('mancala-board');
      b.setAttribute('variant', 'kalah');
      b.setAttribute('lang', lang);
      document.getElementById('host')!.append(b);
      await b.ready;
      out.push(b.error);
    }
    return out;
  });
  expect(errors[0]).toBe('Мову «russian» не підтримано: напишіть lang="uk" або lang="ru".');
  expect(errors[1]).toContain('не підтримано: напишіть lang="uk" або lang="ru".');
  // Only the Ukrainian file, which the errors are in: no Russian one guessed from «ru…».
  expect(strings).toEqual(['mancala-board.two-row.uk.ftl']);
  expect(problems).toEqual([]);
});

test('R17: a mixed puzzle past usize is said as one past the sample\'s end, not an unknown page', async ({ page }) => {
  const problems = watchErrors(page);
  await language(page, 'uk');
  for (const n of ['1000000000', '18446744073709551615', '99999999999999999999999999']) {
    await open(page, `/puzzles/mixed/${n}`);
    await expect(page.locator('#error')).toContainText(new RegExp(`^Задачі ${n} у добірці немає: у ній \\d+ задач`));
  }
  expect(problems).toEqual([]);
});
