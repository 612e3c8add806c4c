import { test, expect, type Page } from '@playwright/test';
import * as path from 'node:path';
import { pathToFileURL } from 'node:url';

// End-to-end tests of the site against the release build in dist/ (see playwright.config.ts).

/** Collects console errors and uncaught exceptions; each test asserts there are none. */
function watchErrors(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console.error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** Sets the saved settings before the page's own scripts run. */
async function settings(page: Page, s: { lang?: string; instant?: boolean; speed?: number }) {
  await page.addInitScript((s) => {
    if (s.lang) localStorage.setItem('mancala.lang', s.lang);
    if (s.instant !== undefined) localStorage.setItem('mancala.instant', s.instant ? '1' : '0');
    if (s.speed !== undefined) localStorage.setItem('mancala.speed', String(s.speed));
  }, s);
}

/** Every pit's and tray's seed count, in document order. */
async function counts(page: Page): Promise<string[]> {
  return page.locator('[data-pit], .tray').evaluateAll((els) =>
    els.map((e) => `${e.getAttribute('data-pit') ?? e.id.replace(/^b\d+-/, '')}=${e.getAttribute('data-count')}`),
  );
}

async function variantIds(page: Page): Promise<string[]> {
  await page.goto('./#/');
  await expect(page.locator('#variant-list')).toBeVisible();
  return page.locator('#variant-list li[data-variant]').evaluateAll((els) => els.map((e) => e.getAttribute('data-variant')!));
}

/** Waits until the step player has stopped at the end of the timeline. */
async function animationDone(page: Page) {
  await expect(page.locator('#step-of')).toHaveText(/(\d+)\D+\1$/, { timeout: 60_000 });
  await expect(page.locator('#play-pause')).toHaveText(/▶/);
}

test('every variant page opens in Ukrainian and in Russian', async ({ page }) => {
  const problems = watchErrors(page);
  const ids = await variantIds(page);
  expect(ids.length).toBeGreaterThan(0);
  for (const lang of ['uk', 'ru']) {
    await page.evaluate((l) => localStorage.setItem('mancala.lang', l), lang);
    for (const id of ids) {
      await page.goto(`./#/play/${id}`);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator(`section.play[data-variant="${id}"]`)).toBeVisible();
      expect(await page.locator('[data-pit]').count()).toBeGreaterThanOrEqual(12);
      await expect(page.locator('#turn')).toHaveText(lang === 'uk' ? /Ходить|Гру закінчено/ : /Ходит|Игра окончена/);
      // No missing message anywhere on the page.
      expect(await page.locator('body').innerText()).not.toContain('⟦');
      // The rules page too (a missing page is explained, not blank).
      await page.goto(`./#/rules/${id}`);
      await expect(page.locator('#rules-title')).toBeVisible();
      expect(await page.locator('body').innerText()).not.toContain('⟦');
    }
  }
  expect(problems).toEqual([]);
});

test('a move is animated to its end, narrated, and the share link restores the game', async ({ page, context }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: false, speed: 5 });
  await page.goto('./#/play/kalah');
  await page.locator('[data-pit="S2"]').click();
  await expect(page.locator('#play-pause')).toHaveText(/Пауза/);
  await animationDone(page);
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '0');
  await expect(page.locator('[data-pit="S3"]')).toHaveAttribute('data-count', '5');
  // The last step's sentence (the extra turn) is in the live region.
  await expect(page.locator('#narration')).toHaveAttribute('aria-live', 'polite');
  await expect(page.locator('#narration')).toContainText('ходить ще раз');
  // A second move (South again), then the link.
  await page.locator('[data-pit="S5"]').click();
  await animationDone(page);
  expect(page.url()).toContain('m=S2,S5');
  const url = await page.locator('#share-url').inputValue();
  expect(url).toBe(page.url());
  const before = await counts(page);

  const other = await context.newPage();
  const problems2 = watchErrors(other);
  await other.goto(url);
  await expect(other.locator('#move-list')).toContainText('S5');
  expect(await counts(other)).toEqual(before);
  await expect(other.locator('#turn')).toHaveText(await page.locator('#turn').innerText());
  expect(problems).toEqual([]);
  expect(problems2).toEqual([]);
});

test('choices, undo, redo and language switching mid-animation', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: false, speed: 1 });
  await page.goto('./#/play/kalah');
  await page.locator('[data-pit="S2"]').click();
  await expect(page.locator('#play-pause')).toHaveText(/Пауза/);
  await page.click('#lang-ru');
  await expect(page.locator('#caption')).toContainText(/лунк|Юг|зерно/i);
  await page.click('#instant');
  await animationDone(page);
  await page.click('#undo');
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '4');
  await page.click('#redo');
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '0');
  // An illegal pit is explained in Russian.
  await page.locator('[data-pit="N1"]').click();
  await expect(page.locator('#error')).toContainText('N1');
  expect(problems).toEqual([]);
});

test('broken links show a clear message, never a blank page', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: true });
  await page.goto('./#/play/kalah?m=S2,Q7');
  await expect(page.locator('#error')).toContainText('Q7');
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '0');

  await page.goto('./#/play/no-such-game');
  await expect(page.locator('#error')).toContainText('no-such-game');
  await expect(page.locator('#variant-list')).toBeVisible();

  await page.goto('./#/play/kalah?p=S%3D%5B9');
  await expect(page.locator('#error')).not.toBeEmpty();
  await expect(page.locator('[data-pit="S0"]')).toHaveAttribute('data-count', '4');

  await page.goto('./#/play/kalah?o=nonsense=1');
  await expect(page.locator('#error')).toContainText('nonsense');
  expect(problems).toEqual([]);
});

test('the single-file site works from file:// on a play page', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, { instant: true });
  await page.goto(pathToFileURL(path.resolve('dist/mancala.html')).href + '#/play/kalah');
  await page.locator('[data-pit="S2"]').click();
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '0');
  expect(problems).toEqual([]);
});

// Measurements for BENCHMARKS.md ("Site"). They print their figures and assert the budgets.
test('perf: first render and frame times during a long sowing', async ({ page }) => {
  test.setTimeout(90_000);
  const problems = watchErrors(page);
  await settings(page, { lang: 'uk', instant: false, speed: 3 });

  await page.goto('./#/play/kiswahili');
  await expect(page.locator('[data-pit="S.I5"]')).toBeVisible();
  const firstRender = await page.evaluate(() => performance.now());
  const nav = await page.evaluate(() => {
    const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    return { domContentLoaded: n.domContentLoadedEventEnd, load: n.loadEventEnd };
  });
  console.log(`SITE first render (4x8 play page, board visible): ${firstRender.toFixed(0)} ms; ` +
    `DOMContentLoaded ${nav.domContentLoaded.toFixed(0)} ms, load ${nav.load.toFixed(0)} ms`);
  expect(firstRender).toBeLessThan(1000);

  // 23 seeds from S5 at normal speed: the sowing goes round the board twice.
  const pos = encodeURIComponent('S=[0,0,0,0,0,23] N=[0,0,0,0,0,1] SS=12 NS=12, S to move');
  await page.goto(`./#/play/kalah?p=${pos}`);
  await expect(page.locator('[data-pit="S5"]')).toHaveAttribute('data-count', '23');
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __loaf: number[]; __stop: boolean };
    w.__frames = [];
    w.__loaf = [];
    w.__stop = false;
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__loaf.push(e.duration);
      }).observe({ type: 'long-animation-frame', buffered: false });
    } catch {
      /* not supported: rAF deltas only */
    }
    let last = performance.now();
    const loop = (t: number) => {
      w.__frames.push(t - last);
      last = t;
      if (!w.__stop) requestAnimationFrame(loop);
    };
    requestAnimationFrame(loop);
  });
  await page.locator('[data-pit="S5"]').click();
  await animationDone(page);
  const r = await page.evaluate(() => {
    const w = window as unknown as { __frames: number[]; __loaf: number[]; __stop: boolean };
    w.__stop = true;
    const f = w.__frames.slice(1).sort((a, b) => a - b);
    const pct = (p: number) => f[Math.min(f.length - 1, Math.floor(p * f.length))];
    return { n: f.length, median: pct(0.5), p99: pct(0.99), max: f[f.length - 1], over16: f.filter((x) => x > 17.5).length, loaf: w.__loaf };
  });
  console.log(`SITE frames during a 23-seed sowing at normal speed: ${r.n} frames, median ${r.median.toFixed(1)} ms, ` +
    `p99 ${r.p99.toFixed(1)} ms, max ${r.max.toFixed(1)} ms, frames > 16.7 ms: ${r.over16}; long animation frames (>50 ms): ${r.loaf.length}`);
  expect(r.loaf.length).toBe(0);
  expect(problems).toEqual([]);
});
