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
