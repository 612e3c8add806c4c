import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './helpers';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { parse } from 'smol-toml';

// End-to-end tests of the courses and lessons against the release build in dist/. The lessons are
// read from tutorials/ (the same files the site embeds) to know what each step says and each
// task's stated solution; the solution's move token is turned into clicks on pits and choice
// buttons (`data-pit`, `data-action`), as a learner would make it.

type Text = { uk: string; ru: string };
type Wrong = { moves: string[]; hint: Text };
type Step = { say: Text; rules?: string[]; marks?: string[]; show?: { moves: string[] }; task?: { prompt: Text; solution: string; hint: Text; wrong?: Wrong[] } };
type Lesson = { variant: string; order: number; title: Text; step: Step[]; stem: string; appendix?: boolean };

const TUTORIALS = path.join(process.cwd(), 'tutorials');

/** Every variant's course, lessons in course order. */
function courses(): Map<string, Lesson[]> {
  const out = new Map<string, Lesson[]>();
  for (const dir of fs.readdirSync(TUTORIALS).sort()) {
    const full = path.join(TUTORIALS, dir);
    // rules/ holds the rules pages and puzzles/ the puzzle sets: the other folders are courses.
    if (dir === 'rules' || dir === 'puzzles' || !fs.statSync(full).isDirectory()) continue;
    const lessons = fs
      .readdirSync(full)
      .filter((f) => f.endsWith('.toml'))
      .map((f) => ({ ...(parse(fs.readFileSync(path.join(full, f), 'utf8')) as unknown as Lesson), stem: f.replace(/\.toml$/, '') }))
      .sort((a, b) => a.order - b.order);
    out.set(dir, lessons);
  }
  return out;
}

/** Saved settings before the page's own scripts run (instant mode keeps the walk fast). */
async function settings(page: Page, lang: string) {
  await page.addInitScript((lang) => {
    localStorage.setItem('mancala.lang', lang);
    localStorage.setItem('mancala.instant', '1');
    localStorage.setItem('mancala.instant.lessons', '1');
  }, lang);
}

const PIT = /^[+hx]?([SN](?:\.[IO])?\d+)$/;

/** Makes a move given by its token (`S2`, `S.I5/cw`, `+S.I6/hS.I1`, `S.O7/xN.I3/xN.O5`) by clicking. */
async function makeMove(page: Page, token: string) {
  const actions = token.split('/');
  const answered = page.locator('#lesson-feedback .feedback');
  for (let i = 0; i < actions.length; i++) {
    if ((await answered.count()) > 0) break; // the rest was forced
    const choices = page.locator('#choices');
    const chosen = (await choices.count()) > 0 ? ((await choices.getAttribute('data-chosen')) ?? '') : '';
    if (chosen !== '' && chosen.split('/').length > i) continue; // a forced continuation was taken
    const button = page.locator(`#choices [data-action="${actions[i]}"]`);
    if ((await button.count()) > 0) {
      await button.click();
    } else {
      const pit = PIT.exec(actions[i]);
      expect(pit, `action ${actions[i]} of ${token} is offered as a button or a pit`).not.toBeNull();
      await page.locator(`[data-pit="${pit![1]}"]`).click();
    }
  }
  const finish = page.locator('#choices [data-action="finish"]');
  if ((await answered.count()) === 0 && (await finish.count()) > 0) await finish.click();
}

/** Walks a whole lesson from its first step, solving every task with its stated solution; a
 *  beginner (`wrongFirst`) first tries a wrong move the task names (`[[step.task.wrong]]`), reads
 *  what it did and the hint written for it, and retries. */
async function walk(page: Page, lesson: Lesson, lang: 'uk' | 'ru', wrongFirst = false) {
  const where = `${lesson.variant}/${lesson.stem} (${lang})`;
  await page.goto(`./#/learn/${lesson.variant}/${lesson.stem}`);
  const section = page.locator('section.lesson');
  await expect(section, where).toHaveAttribute('data-steps', String(lesson.step.length));
  await expect(page.locator('#lesson-title')).toHaveText(lesson.title[lang]);
  for (const [i, step] of lesson.step.entries()) {
    const at = `${where} step ${i + 1}`;
    await expect(section, at).toHaveAttribute('data-step', String(i + 1));
    await expect(page.locator('#lesson-step-title'), at).toHaveText(step.say[lang]);
    // The pits the text names are marked on the board, and no other (issue 16); a named pit
    // with a role (a head, a house, the blocked pit) keeps its role's label (walk L18).
    const marks = step.marks ?? [];
    await expect(page.locator('.pit.named'), at).toHaveCount(marks.length);
    for (const pit of marks) {
      const el = page.locator(`[data-pit="${pit}"]`);
      await expect(el, `${at}: ${pit}`).toHaveClass(/(^|\s)named(\s|$)/);
      const role = /mark-(head|outskirt|house|blocked)/.test((await el.getAttribute('class')) ?? '');
      if (role) await expect(el.locator('.mark'), `${at}: ${pit}`).not.toHaveAttribute('data-n', lang === 'uk' ? 'дивіться' : 'смотрите');
      else await expect(el.locator('.mark'), `${at}: ${pit}`).toHaveAttribute('data-n', lang === 'uk' ? 'дивіться' : 'смотрите');
    }
    if (step.task) {
      await expect(section, at).toHaveAttribute('data-kind', 'task');
      await expect(page.locator('#lesson-task'), at).toContainText(step.task.prompt[lang]);
      await expect(page.locator('#lesson-next'), at).toBeDisabled();
      if (wrongFirst) {
        const wrong = step.task.wrong?.[0];
        expect(wrong, `${at}: a wrong try the task answers`).toBeDefined();
        await makeMove(page, wrong!.moves[0]);
        const feedback = page.locator('#lesson-feedback .feedback');
        await expect(feedback, `${at}: ${wrong!.moves[0]}`).toHaveAttribute('data-result', 'wrong');
        // What the move did, in the engine's words, then the hint written for that move.
        await expect(feedback.locator('.what-happened'), at).not.toBeEmpty();
        await expect(feedback.locator('.hint'), at).toContainText(wrong!.hint[lang]);
        await expect(page.locator('#lesson-next'), at).toBeDisabled();
        await page.locator('#lesson-retry').click();
        await expect(feedback, at).toHaveCount(0);
      }
      await makeMove(page, step.task.solution);
      await expect(page.locator('#lesson-feedback .feedback'), `${at}: ${step.task.solution}`).toHaveAttribute('data-result', 'right');
    } else if (step.show) {
      await expect(section, at).toHaveAttribute('data-kind', 'show');
      await expect(page.locator('#lesson-replay'), at).toBeEnabled();
      // The shown move is narrated: its last caption is there to read.
      if (wrongFirst) await expect(page.locator('#caption'), at).not.toBeEmpty();
    }
    await expect(page.locator('#error'), at).toHaveText('');
    await page.locator('#lesson-next').click();
  }
  await expect(page.locator('#lesson-finished'), where).toBeVisible();
  expect(await page.locator('body').innerText()).not.toContain('⟦');
}

test('every variant has a course', () => {
  const all = courses();
  expect(all.size).toBe(19);
  for (const [variant, lessons] of all) expect(lessons.length, variant).toBeGreaterThan(0);
});

// Every lesson of every course, in both languages, as a learner would go through it: each step's
// text, its marked pits, each task solved by clicks; the course then shows every lesson done.
for (const [variant, lessons] of courses()) {
  for (const lang of ['uk', 'ru'] as const) {
    test(`the whole course of ${variant}, in ${lang}`, async ({ page }) => {
      test.setTimeout(240_000);
      const problems = watchErrors(page);
      await settings(page, lang);
      for (const lesson of lessons) {
        await walk(page, lesson, lang);
        await page.locator('#lesson-back').click();
        // The main path's lessons are numbered in #lesson-list, the appendix's apart.
        const list = lesson.appendix ? '#course-appendix' : '#lesson-list';
        await expect(page.locator(`${list} [data-lesson="${lesson.stem}"]`)).toHaveAttribute('data-done', 'true');
      }
      expect(problems).toEqual([]);
    });
  }
}

// Issue 33: a beginner opens Bao la Kiswahili first (no other course done), reads every step and
// caption, and answers every task with a wrong try first, then the right move, in both languages.
for (const lang of ['uk', 'ru'] as const) {
  test(`a beginner takes the Kiswahili course from zero, a wrong try at every task, in ${lang}`, async ({ page }) => {
    test.setTimeout(300_000);
    const problems = watchErrors(page);
    await settings(page, lang);
    const lessons = courses().get('kiswahili')!.filter((l) => !l.appendix);
    await page.goto('./#/learn/kiswahili');
    await expect(page.locator('#lesson-list [data-done="true"]')).toHaveCount(0);
    for (const lesson of lessons) {
      await walk(page, lesson, lang, true);
      await page.locator('#lesson-back').click();
      await expect(page.locator(`#lesson-list [data-lesson="${lesson.stem}"]`)).toHaveAttribute('data-done', 'true');
    }
    expect(problems).toEqual([]);
  });
}

test('a wrong answer is explained with the hint; retry and the solution work', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, 'uk');
  await page.goto('./#/learn/kalah/01-board-and-sowing?s=5');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-kind', 'task');
  await page.locator('[data-pit="S0"]').click();
  const feedback = page.locator('#lesson-feedback .feedback');
  await expect(feedback).toHaveAttribute('data-result', 'wrong');
  await expect(feedback).toContainText('Останнє зерно впало в ямку 5 Півдня');
  await expect(feedback).toContainText('Підказка:');
  await expect(page.locator('#lesson-feedback')).toHaveAttribute('aria-live', 'polite');
  await expect(page.locator('[data-pit="S0"]')).toHaveAttribute('data-count', '0');
  await expect(page.locator('#lesson-next')).toBeDisabled();
  // Keyboard: the retry button has the focus; Enter retries.
  await expect(page.locator('#lesson-retry')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(feedback).toHaveCount(0);
  await expect(page.locator('[data-pit="S0"]')).toHaveAttribute('data-count', '4');
  // Wrong again, then the solution is shown and the lesson goes on.
  await page.locator('[data-pit="S1"]').click();
  await expect(feedback).toHaveAttribute('data-result', 'wrong');
  await page.locator('#lesson-solution').click();
  await expect(feedback).toHaveAttribute('data-result', 'solution');
  await expect(feedback).toContainText('Розв’язок: ямка 3 Півдня.');
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '0');
  await expect(page.locator('#lesson-next')).toBeEnabled();
  // Switching the language keeps the step and the state.
  await page.click('#lang-ru');
  await expect(page.locator('section.lesson')).toHaveAttribute('data-step', '5');
  await expect(feedback).toContainText('Решение: лунка 3 Юга.');
  expect(problems).toEqual([]);
});

test('a rule tag of a lesson step opens the rules page at that rule', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, 'ru');
  const kalah = courses().get('kalah')!;
  const at = kalah.flatMap((l) => l.step.map((st, i) => ({ stem: l.stem, n: i + 1, rules: st.rules ?? [] }))).find((x) => x.rules.length > 0)!;
  await page.goto(`./#/learn/kalah/${at.stem}?s=${at.n}`);
  const rule = at.rules[0];
  await page.locator(`#lesson-rules a[data-rule="${rule}"]`).click();
  await expect(page).toHaveURL(new RegExp(`#/rules/kalah\\?r=${rule}$`));
  const target = page.locator(`li.rule.target[data-rule="${rule}"]`);
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  await expect(page.locator('li.rule.target')).toHaveCount(1);
  expect(problems).toEqual([]);
});

test('progress survives a reload, the step is in the link, and reset clears progress', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, 'uk');
  const kalah = courses().get('kalah')!;
  await walk(page, kalah[0], 'uk');
  // The home page counts it.
  await page.goto('./#/');
  await page.reload();
  await expect(page.locator('li[data-variant="kalah"] .lesson-progress')).toHaveText(`1/${kalah.length}`);
  await expect(page.locator('li[data-variant="oware"] .lesson-progress')).toHaveText(/^0\//);
  // A lesson link with a step opens that step after a reload.
  await page.goto(`./#/learn/kalah/${kalah[1].stem}?s=2`);
  await page.reload();
  await expect(page.locator('section.lesson')).toHaveAttribute('data-step', '2');
  await page.locator('#lesson-next').click();
  await expect(page).toHaveURL(/\?s=3$/);
  await page.reload();
  await expect(page.locator('section.lesson')).toHaveAttribute('data-step', '3');
  // A broken link says so, in the user's language.
  await page.goto('./#/learn/kalah/no-such-lesson');
  await expect(page.locator('#error')).toContainText('no-such-lesson');
  await expect(page.locator('#lesson-list li')).toHaveCount(kalah.length);
  // Reset on the home page, after a confirmation.
  await page.goto('./#/');
  await page.locator('#reset-progress').click();
  await page.locator('#reset-no').click();
  await expect(page.locator('li[data-variant="kalah"] .lesson-progress')).toHaveText(`1/${kalah.length}`);
  await page.locator('#reset-progress').click();
  await page.locator('#reset-yes').click();
  await expect(page.locator('li[data-variant="kalah"] .lesson-progress')).toHaveText(`0/${kalah.length}`);
  await page.reload();
  await expect(page.locator('li[data-variant="kalah"] .lesson-progress')).toHaveText(`0/${kalah.length}`);
  expect(problems).toEqual([]);
});

/** The Kalah position the board shows, as the start of its text form (`S=[…] N=[…] SS=… NS=…`). */
async function kalahShown(page: Page): Promise<string> {
  const row = async (side: string) => {
    const counts: string[] = [];
    for (let k = 0; k < 6; k++) counts.push((await page.locator(`[data-pit="${side}${k}"]`).getAttribute('data-count')) ?? '?');
    return `${side}=[${counts.join(',')}]`;
  };
  const store = async (side: string) => (await page.locator(`[id$="store-${side}"]`).getAttribute('data-count')) ?? '?';
  return `${await row('S')} ${await row('N')} SS=${await store('S')} NS=${await store('N')}`;
}

test('counting drills: ten fresh positions from the course, judged, explained, and ten more', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, 'uk');
  const dir = fs.readdirSync(path.join('dist', 'content'))[0];
  const pool = JSON.parse(fs.readFileSync(path.join('dist', 'content', dir, 'drills', 'kalah.json'), 'utf8'))[0].step as Step[] &
    { position: string; marks?: string[] }[];
  await page.goto('./#/learn/kalah');
  await page.locator('#course-drills').click();
  await expect(page).toHaveURL(/#\/drill\/kalah\?n=\d+/);
  const section = page.locator('section.lesson');
  await expect(section).toHaveAttribute('data-steps', '10');
  const link = page.url();
  const first = await kalahShown(page);
  // The link keeps the same drills.
  await page.reload();
  await expect(section).toHaveAttribute('data-step', '1');
  expect(await kalahShown(page)).toBe(first);
  let wrongSeen = false;
  for (let i = 0; i < 10; i++) {
    await expect(section).toHaveAttribute('data-step', String(i + 1));
    await expect(page.locator('#lesson-progress')).toHaveText(`Вправа ${i + 1} з 10`);
    const shown = await kalahShown(page);
    const drill = pool.find((d) => (d as unknown as { position: string }).position.startsWith(shown));
    expect(drill, `drill ${i + 1}: ${shown} is one of the pool`).toBeDefined();
    const task = drill!.task!;
    await expect(page.locator('#lesson-task')).toContainText(task.prompt.uk);
    for (const pit of drill!.marks ?? []) await expect(page.locator(`[data-pit="${pit}"]`)).toHaveClass(/(^|\s)named(\s|$)/);
    if (!wrongSeen) {
      // A wrong answer: what the move did instead is said, and it can be tried again. (The first
      // other legal pit may be another right answer: then it is taken, and the next drill tries.)
      const legal = page.locator('.pit.legal');
      const n = await legal.count();
      for (let k = 0; k < n; k++) {
        const pit = await legal.nth(k).getAttribute('data-pit');
        if (pit === task.solution) continue;
        await legal.nth(k).click();
        const fb = page.locator('#lesson-feedback .feedback');
        await expect(fb).toHaveAttribute('data-result', /^(right|wrong)$/);
        if ((await fb.getAttribute('data-result')) === 'wrong') {
          const why: Record<string, string> = {
            'last-seed': 'Останнє зерно впало в',
            'capture-most': 'А найбільше тут можна забрати',
            'extra-turn': 'тепер ходить суперник',
          };
          const theme = (drill as unknown as { themes: string[] }).themes[0];
          await expect(fb).toContainText(why[theme]);
          wrongSeen = true;
          await page.locator('#lesson-retry').click();
          await makeMove(page, task.solution);
        }
        break;
      }
      if (n < 2) await makeMove(page, task.solution);
    } else {
      await makeMove(page, task.solution);
    }
    await expect(page.locator('#lesson-feedback .feedback')).toHaveAttribute('data-result', 'right');
    await page.locator('#lesson-next').click();
  }
  await expect(page.locator('#lesson-finished')).toBeVisible();
  expect(wrongSeen).toBe(true);
  const more = page.locator('#lesson-next-lesson');
  await expect(more).toHaveText('Ще десять вправ');
  await more.click();
  await expect(page).toHaveURL(/#\/drill\/kalah\?n=\d+/);
  expect(page.url()).not.toBe(link);
  await expect(section).toHaveAttribute('data-step', '1');
  expect(problems).toEqual([]);
});

test('a task missed at the first try comes back the next day on the course page, and again later', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, 'uk');
  const day = 24 * 3600 * 1000;
  const start = new Date('2026-12-01T10:00:00');
  await page.clock.install({ time: start });
  await page.goto('./#/learn/kalah/01-board-and-sowing?s=5');
  await page.locator('[data-pit="S0"]').click();
  await expect(page.locator('#lesson-feedback .feedback')).toHaveAttribute('data-result', 'wrong');
  // Right after a retry: still to come back to (the first answer is what counts).
  await page.locator('#lesson-retry').click();
  await page.locator('[data-pit="S2"]').click();
  await expect(page.locator('#lesson-feedback .feedback')).toHaveAttribute('data-result', 'right');
  await page.goto('./#/learn/kalah');
  await expect(page.locator('#review-summary')).toHaveText('На сьогодні: 0 завдань; пізніше: 1.');
  await expect(page.locator('#review-list a')).toHaveCount(0);
  // The next day it is due, a click away.
  await page.clock.setSystemTime(new Date(start.getTime() + day));
  await page.reload();
  await expect(page.locator('#review-summary')).toHaveText('На сьогодні: 1 завдання; пізніше: 0.');
  const item = page.locator('#review-list a');
  await expect(item).toHaveText('«Дошка і сівба», крок 5');
  await item.click();
  await expect(page.locator('section.lesson')).toHaveAttribute('data-step', '5');
  await page.locator('[data-pit="S2"]').click();
  await expect(page.locator('#lesson-feedback .feedback')).toHaveAttribute('data-result', 'right');
  // Answered at the first try: back in three days.
  await page.goto('./#/learn/kalah');
  await expect(page.locator('#review-summary')).toHaveText('На сьогодні: 0 завдань; пізніше: 1.');
  await page.clock.setSystemTime(new Date(start.getTime() + 4 * day));
  await page.reload();
  await expect(page.locator('#review-summary')).toHaveText('На сьогодні: 1 завдання; пізніше: 0.');
  // Resetting the course's progress forgets its tasks to review too.
  expect(await page.evaluate(() => localStorage.getItem('mancala.review'))).toContain('/learn/kalah/01-board-and-sowing?s=5');
  await page.locator('#reset-progress').click();
  await page.locator('#reset-yes').click();
  await expect(page.locator('#review-summary')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('mancala.review'))).toBeNull();
  expect(problems).toEqual([]);
});

test('a course says what it builds on, with links and the route from the simplest game (walk L9)', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, 'uk');
  const routes = (parse(fs.readFileSync(path.join(TUTORIALS, 'courses.toml'), 'utf8')) as {
    course: { variant: string; builds_on: string[]; why: { uk: string; ru: string } }[];
  }).course;
  const kiswahili = routes.find((r) => r.variant === 'kiswahili')!;
  await page.goto('./#/learn/kiswahili');
  const on = page.locator('#course-builds-on');
  await expect(on).toContainText(kiswahili.why.uk);
  await expect(on.locator('a.builds-on-link').first()).toHaveAttribute('href', '#/learn/kujifunza');
  // The route from the game that starts it: Kalah, then Kujifunza, then this game.
  await expect(page.locator('#course-route')).toContainText('Калах');
  await expect(page.locator('#course-route')).toContainText('→');
  await expect(page.locator('#course-route a')).toHaveCount(2);
  await page.click('#lang-ru');
  await expect(on).toContainText(kiswahili.why.ru);
  await on.locator('a.builds-on-link').first().click();
  await expect(page).toHaveURL(/#\/learn\/kujifunza$/);
  await expect(page.locator('#course-title')).toContainText('куджифунза');
  // A course that starts a route says nothing of the kind.
  await page.goto('./#/learn/kalah');
  await expect(page.locator('#lesson-list li').first()).toBeVisible();
  await expect(page.locator('#course-builds-on')).toHaveCount(0);
  expect(problems).toEqual([]);
});

test('appendix lessons are listed apart, and the course is done without them', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, 'uk');
  const withAppendix = [...courses()].filter(([, lessons]) => lessons.some((l) => l.appendix));
  expect(withAppendix.length, 'some course has an appendix lesson').toBeGreaterThan(0);
  for (const [variant, lessons] of withAppendix) {
    const core = lessons.filter((l) => !l.appendix);
    await page.goto(`./#/learn/${variant}`);
    await expect(page.locator('#lesson-list li')).toHaveCount(core.length);
    for (const l of lessons.filter((l) => l.appendix)) {
      await expect(page.locator(`#course-appendix [data-lesson="${l.stem}"]`)).toBeVisible();
      await expect(page.locator(`#lesson-list [data-lesson="${l.stem}"]`)).toHaveCount(0);
    }
    await expect(page.locator('#course-progress')).toContainText(`з ${core.length}`);
  }
  expect(problems).toEqual([]);
});
