import type { Page } from '@playwright/test';

/**
 * Console errors and uncaught exceptions of `page`, collected for a test to expect none.
 * `ignore` drops the errors of URLs a test causes on purpose. dist/ has no favicon
 * (index.html belongs to the build set-up): the browser's request for /favicon.ico is not the
 * site's error and is dropped too, unless `favicon` is false (the embed's own example pages).
 */
export function watchErrors(
  page: Page,
  { ignore = () => false, favicon = true }: { ignore?: (url: string) => boolean; favicon?: boolean } = {},
): string[] {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const url = msg.location().url;
    if (msg.type() === 'error' && !(favicon && url.endsWith('/favicon.ico')) && !ignore(url)) {
      problems.push(`console.error: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`pageerror: ${err.message}`));
  return problems;
}

/** A blog page (served by the test) that loads the embed and has `body` in its <body>. */
export async function blog(page: Page, body: string) {
  await page.route('**/blog.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"><title>Блог</title><link rel="icon" href="data:,">
<script type="module" src="./embed/mancala-board.js"></script></head><body>${body}</body></html>`,
    }),
  );
  await page.goto('./blog.html');
}

/** A main-thread task of a page, from a Chromium trace: its wall time and its thread's CPU time, ms. */
export interface Task {
  wall: number;
  cpu: number;
  /** Its longest inner events (script, parse, style, layout, GC...), for a message. */
  inner: string[];
}

/**
 * Runs `during` under a Chromium trace and returns every top-level task the page's main thread
 * ran meanwhile, longest CPU first. CPU time (`tdur`) is the thread's own work, without the time
 * it waited for a core: a budget on it holds on a busy shared machine, where wall time does not.
 */
export async function mainThreadTasks(page: Page, during: () => Promise<void>): Promise<Task[]> {
  const browser = page.context().browser();
  if (!browser) throw new Error('no browser to trace');
  await browser.startTracing(page, { categories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.evaluate(() => console.timeStamp('tasks-start'));
  await during();
  await page.evaluate(() => console.timeStamp('tasks-end'));
  type Event = { name: string; ph: string; pid: number; tid: number; ts: number; dur?: number; tdur?: number; args?: { data?: { message?: string } } };
  const events = (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: Event[] }).traceEvents;
  const mark = (m: string) => events.find((e) => e.name === 'TimeStamp' && e.args?.data?.message === m);
  const [from, to] = [mark('tasks-start'), mark('tasks-end')];
  if (!from || !to) throw new Error('the trace has no tasks-start/tasks-end marks');
  // The main thread of the page at the end (`during` may navigate, to another renderer).
  const onMain = events.filter((e) => e.ph === 'X' && e.pid === to.pid && e.tid === to.tid && e.ts >= from.ts && e.ts <= to.ts);
  return onMain
    .filter((e) => e.name === 'RunTask')
    .map((t) => {
      const end = t.ts + (t.dur ?? 0);
      const inner = onMain
        .filter((e) => e !== t && e.name !== 'RunTask' && e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end && (e.dur ?? 0) > 1_000)
        .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
        .slice(0, 4)
        .map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(1)}`);
      return { wall: (t.dur ?? 0) / 1000, cpu: (t.tdur ?? t.dur ?? 0) / 1000, inner };
    })
    .sort((a, b) => b.cpu - a.cpu);
}
