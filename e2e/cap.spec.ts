import { test, expect, type Page } from '@playwright/test';
import { watchErrors } from './helpers';

// The teacher's cap on the computer's level (issue 36, C1): a link with `?ai-cap=N` on any page
// sets it on the device, says so, and leaves the address (so no shared link carries it); a
// pupil's link cannot raise or lift it; the teacher lifts it on the device by holding a button
// and answering a question.

const cap = (page: Page) => page.evaluate(() => localStorage.getItem('mancala.ai.cap'));
/** The levels that can be chosen, once the play page has drawn them. */
async function levelsOpen(page: Page) {
  await expect(page.locator('#ai-level option')).toHaveCount(6);
  return page.locator('#ai-level option').evaluateAll((options) => options.filter((o) => !(o as HTMLOptionElement).disabled).map((o) => (o as HTMLOptionElement).value));
}

/** Holds the pointer down on `selector` for `ms`. */
async function hold(page: Page, selector: string, ms: number) {
  await page.locator(selector).hover();
  await page.mouse.down();
  await page.waitForTimeout(ms);
  await page.mouse.up();
}

test('a link sets the cap on the home page, a pupil’s link cannot lift it, the teacher lifts it by holding a button', async ({ page }) => {
  const problems = watchErrors(page);
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('set')) {
      sessionStorage.setItem('set', '1');
      localStorage.setItem('mancala.lang', 'uk');
    }
  });
  // The teacher opens the site with the cap, as the README says: it is kept, and said.
  await page.goto('./index.html?ai-cap=2');
  await expect(page.locator('#cap-notice')).toHaveText(
    'На цьому пристрої комп’ютер тепер грає не сильніше за рівень 2. Посиланням це обмеження не зняти: учитель знімає його на самому пристрої, утримуючи кнопку «Зняти обмеження» на сторінці гри.',
  );
  expect(page.url()).not.toContain('ai-cap');
  expect(await cap(page)).toBe('2');
  await page.click('#lang-ru');
  await expect(page.locator('#cap-notice')).toContainText('На этом устройстве компьютер теперь играет не сильнее уровня 2.');
  await page.click('#lang-uk');

  // The play page: levels above 2 closed, the note says why.
  await page.goto('./#/play/kalah');
  await expect(page.locator('#ai-cap')).toBeVisible();
  expect(await levelsOpen(page)).toEqual(['0', '1', '2']);
  await expect(page.locator('#cap-notice')).toHaveCount(0);

  // A pupil's links: `off` and a higher level change nothing, and say so.
  for (const flag of ['off', '5']) {
    await page.goto(`./?ai-cap=${flag}#/play/kalah`);
    await expect(page.locator('#cap-notice')).toContainText('Посилання не змінило обмеження: на цьому пристрої комп’ютер грає не сильніше за рівень 2.');
    expect(await cap(page)).toBe('2');
    expect(await levelsOpen(page)).toEqual(['0', '1', '2']);
  }
  // A lower level is taken; the other flags of the address stay, and the game's share link has none.
  await page.goto('./?projector=0&ai-cap=1#/play/kalah?m=S2');
  await expect(page.locator('#cap-notice')).toContainText('не сильніше за рівень 1');
  expect(new URL(page.url()).search).toBe('?projector=0');
  expect(await page.locator('#share-url').inputValue()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#\/play\/kalah\?m=S2$/);
  expect(await levelsOpen(page)).toEqual(['0', '1']);

  // A tap on «Зняти обмеження» does nothing; held, it asks; «Ні» keeps the cap.
  await page.click('#ai-cap-lift');
  await page.waitForTimeout(2500);
  await expect(page.locator('#ai-cap-ask')).toBeHidden();
  await hold(page, '#ai-cap-lift', 2300);
  await expect(page.locator('#ai-cap-ask')).toBeVisible();
  await expect(page.locator('#ai-cap-ask')).toContainText('Зняти обмеження рівня на цьому пристрої?');
  await expect(page.locator('#ai-cap-no')).toBeFocused();
  await page.click('#ai-cap-no');
  await expect(page.locator('#ai-cap-ask')).toBeHidden();
  expect(await cap(page)).toBe('1');
  // Held again, «Так, зняти»: every level is open, the game is still there.
  await hold(page, '#ai-cap-lift', 2300);
  await page.click('#ai-cap-yes');
  await expect(page.locator('#ai-cap')).toHaveCount(0);
  expect(await cap(page)).toBeNull();
  expect(await levelsOpen(page)).toEqual(['0', '1', '2', '3', '4', '5']);
  expect(page.url()).toMatch(/#\/play\/kalah\?m=S2$/);
  expect(problems).toEqual([]);
});
