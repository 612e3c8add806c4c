import { test, expect, type Page } from '@playwright/test';
import * as path from 'node:path';
import { watchErrors } from './helpers';

// Every kind of page, checked by axe-core (the accessibility engine browsers' tools use), in both
// languages: no violation of WCAG 2.x A and AA or of axe's best practices (issue 16 found an
// accessible-name mismatch on every pit and a 4.09:1 contrast on the hand). The engine's script
// comes from node_modules (npm's axe-core), injected into the page; nothing is fetched.
// Playwright runs from the repository's root.
const axePath = path.join(process.cwd(), 'node_modules', 'axe-core', 'axe.min.js');

type Violation = { id: string; impact: string; help: string; nodes: { target: string[]; failureSummary: string }[] };

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found: Violation[] = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> } }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
    });
    return result.violations;
  });
  return found.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}: ${v.nodes[0]?.failureSummary ?? ''}`,
  );
}

async function settings(page: Page, lang: string) {
  await page.addInitScript((lang) => {
    if (sessionStorage.getItem('set-up')) return;
    sessionStorage.setItem('set-up', '1');
    localStorage.clear();
    localStorage.setItem('mancala.lang', lang);
    localStorage.setItem('mancala.instant', '1');
  }, lang);
}

const pages: [string, string][] = [
  ['home', './#/'],
  ['course', './#/learn/kalah'],
  ['lesson (task)', './#/learn/kalah/01-board-and-sowing?s=3'],
  ['lesson (four rows)', './#/learn/kiswahili/03-the-house?s=5'],
  ['play (two rows)', './#/play/kalah?m=S2,S5'],
  ['play (four rows)', './#/play/kiswahili'],
  ['rules', './#/rules/oware'],
  ['glossary', './#/glossary'],
  ['puzzles', './#/puzzles'],
  ['puzzles of a game', './#/puzzles/oware'],
  ['counting drills', './#/drill/kalah?n=1'],
  ['printed position', `./#/print/kiswahili?p=${encodeURIComponent('S.I=[0,0,1,0,6,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[2,0,0,0,6,4,0,0] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0 S.res=5 N.res=5, S to move')}`],
  ['worksheet', './#/worksheet/kalah'],
  ['progress', './#/progress'],
  ['teacher', './#/teacher'],
  ['assignment', './#/task?n=%D0%A2%D0%B8%D0%B6%D0%B4%D0%B5%D0%BD%D1%8C%203&l=kalah.1,kalah.2&p=kalah.capture.-.4&g=kalah.1.1'],
];

for (const lang of ['uk', 'ru']) {
  for (const [name, url] of pages) {
    test(`axe-core finds no violation on the ${name} page (${lang})`, async ({ page }) => {
      const problems = watchErrors(page);
      await settings(page, lang);
      await page.goto(url);
      await expect(page.locator('main')).not.toBeEmpty();
      // The page's content is in (fetched lessons, rules and strings).
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      expect(await violations(page)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }
}

test('axe-core finds no violation while a Bao move asks a choice, nor in the projector mode', async ({ page }) => {
  const problems = watchErrors(page);
  await settings(page, 'uk');
  const position =
    'S.I=[0,0,1,0,6,0,0,0] S.O=[0,0,0,0,0,0,0,0] N.I=[2,0,0,0,6,4,0,0] N.O=[0,0,0,0,0,0,0,0] SS=0 NS=0 S.res=5 N.res=5, S to move';
  await page.goto(`./#/play/kiswahili?p=${encodeURIComponent(position)}`);
  await page.locator('[data-pit="S.I3"]').click();
  await page.locator('#choices [data-action="hS.I8"]').click();
  await expect(page.locator('[data-pit="S.I5"]')).toHaveClass(/mark-here/);
  expect(await violations(page)).toEqual([]);
  await page.goto('./#/play/kalah?m=S2');
  await expect(page.locator('[data-pit="S2"]')).toHaveAttribute('data-count', '0');
  await page.locator('#projector-toggle').click();
  await expect(page.locator('html')).toHaveClass(/\bprojector\b/);
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
});

test('axe-core finds no violation on the embed examples page', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await page.goto('./examples/embed.html');
  await page.waitForFunction(() =>
    Array.from(document.querySelectorAll('mancala-board')).every((b) => (b as unknown as { ready?: unknown }).ready),
  );
  await page.waitForLoadState('networkidle');
  expect(await violations(page)).toEqual([]);
  expect(problems).toEqual([]);
});
