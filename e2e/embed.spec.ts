import { test, expect, type Page, type Locator } from '@playwright/test';
import { watchErrors } from './helpers';

// The embed (docs/EMBED.md) against dist/examples/embed.html: every way of embedding renders and
// plays, the JavaScript API works, a broken board shows its error while the others go on, and a
// record's comment is text, never markup.

async function open(page: Page) {
  await page.addInitScript(() => {
    localStorage.removeItem('mancala.instant');
    localStorage.removeItem('mancala.speed');
  });
  await page.goto('./examples/embed.html');
  // Every board is mounted (the record by URL is fetched) before the tests look.
  await page.evaluate(() =>
    Promise.all([...document.querySelectorAll('mancala-board')].map((b) => (b as any).ready.then(() => true))),
  );
}

const pit = (board: Locator, name: string) => board.locator(`[data-pit="${name}"]`);
const ctl = (board: Locator, name: string) => board.locator(`[id$="-${name}"]`);

test('a board from attributes steps seed by seed, narrates, and follows the keyboard', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await open(page);
  const board = page.locator('#attrs');
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '4');
  await expect(board.locator('.embed-ply')).toContainText('Початкова позиція');
  // One step: S2 is lifted (its caption is a stop too); the next: the first seed falls in S3; the
  // caption and the live region say so, naming the pit the learner's way (S3 is South's fourth
  // pit from its left).
  await ctl(board, 'seed-forward').click();
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '0');
  await expect(pit(board, 'S3')).toHaveAttribute('data-count', '4');
  await expect(board.locator('.caption')).toContainText('ямки 3 Півдня');
  await ctl(board, 'seed-forward').click();
  await expect(pit(board, 'S3')).toHaveAttribute('data-count', '5');
  await expect(pit(board, 'S4')).toHaveAttribute('data-count', '4');
  await expect(board.locator('.caption')).toContainText('ямку 4 Півдня');
  await expect(board.locator('.caption')).not.toContainText('S3');
  await expect(board.locator('.narration')).toHaveAttribute('aria-live', 'polite');
  await expect(board.locator('.narration')).toContainText('ямку 4 Півдня');
  // The rest of the move: N0 gets the last seed.
  await ctl(board, 'move-forward').click();
  await expect(pit(board, 'N0')).toHaveAttribute('data-count', '5');
  await expect(board.locator('.embed-ply')).toContainText('1 з 4: хід з ямки 3 Півдня');
  // Keyboard while the board has the focus: End, Home, arrows.
  await board.locator('.embed-game').focus();
  await page.keyboard.press('End');
  expect(await board.evaluate((b: any) => b.ply)).toBe(4);
  await expect(pit(board, 'S0')).toHaveAttribute('data-count', '6');
  await page.keyboard.press('Home');
  expect(await board.evaluate((b: any) => b.ply)).toBe(0);
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '4');
  await page.keyboard.press('ArrowDown');
  expect(await board.evaluate((b: any) => b.ply)).toBe(1);
  // Two seeds back from the end of S2: the frame where its seed fell in S5.
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(pit(board, 'S5')).toHaveAttribute('data-count', '5');
  await expect(pit(board, 'N0')).toHaveAttribute('data-count', '4');
  // Space plays to the end.
  await page.keyboard.press(' ');
  await expect.poll(() => board.evaluate((b: any) => b.ply), { timeout: 30_000 }).toBe(4);
  expect(problems).toEqual([]);
});

test('the JavaScript API: goTo, play, the move event', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await open(page);
  const board = page.locator('#attrs');
  expect(await board.evaluate((b: any) => b.plies)).toBe(4);
  // goTo fires `move` with the ply and its token (the example page logs it).
  const events = await board.evaluate(async (b: any) => {
    const seen: string[] = [];
    b.addEventListener('move', (e: CustomEvent) => seen.push(`${e.detail.ply}:${e.detail.token}`));
    await b.goTo(3);
    await new Promise((r) => setTimeout(r, 50));
    await b.goTo(0);
    await new Promise((r) => setTimeout(r, 50));
    return seen;
  });
  expect(events).toEqual(['3:S1', '0:']);
  // The page's own button calls goTo(3): S=[5,0,1,6,6,6].
  await page.locator('#goto-3').click();
  await expect(page.locator('#move-log')).toHaveText('3: S1');
  await expect(pit(board, 'S1')).toHaveAttribute('data-count', '0');
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '1');
  // play() runs to the end, firing `move` for ply 4.
  await page.locator('#play-attrs').click();
  await expect(page.locator('#move-log')).toHaveText('4: N0', { timeout: 30_000 });
  await expect.poll(() => board.evaluate((b: any) => b.playing)).toBe(false);
  // load() replaces the game; a bad record is reported with its line and column, in the board.
  const ok = await board.evaluate((b: any) => b.load('[Variant "kalah"]\n1. S2 {uk: no end'));
  expect(ok).toBe(false);
  await expect(board.locator('.embed-error')).toContainText('Рядок 2, стовпчик 7');
  await expect(board.locator('.embed-error')).toContainText('коментар не закрито');
  expect(await board.evaluate((b: any) => b.load('[Variant "kalah"]\n1. S2'))).toBe(true);
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '4');
  // A `move` listener may drive the board from inside the event: here it stops the play at the
  // first move's end and goes back to the start; the board then stays there, paused.
  const stopped = await board.evaluate(async (b: any) => {
    await b.load('[Variant "kalah"]\n1. S2 1... S5 2. N1');
    const seen: number[] = [];
    let reached: () => void = () => {};
    const second = new Promise<void>((resolve) => (reached = resolve));
    const stop = (e: CustomEvent) => {
      seen.push(e.detail.ply);
      if (e.detail.ply === 2) {
        b.removeEventListener('move', stop);
        b.goTo(0);
        reached();
      }
    };
    b.addEventListener('move', stop);
    await b.play();
    await Promise.race([second, new Promise((r) => setTimeout(r, 20_000))]);
    // Long enough for the next steps, had the play gone on.
    await new Promise((r) => setTimeout(r, 1500));
    return { seen, ply: b.ply, playing: b.playing };
  });
  expect(stopped.seen.slice(0, 2)).toEqual([1, 2]);
  expect(stopped).toMatchObject({ ply: 0, playing: false });
  expect(problems).toEqual([]);
});

test('an inline record shows its comments as text, and nothing in it runs', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await open(page);
  const board = page.locator('#inline');
  await expect(board.locator('.embed-title')).toHaveText('Калах: лишний ход');
  // start="1": the position after S2, with that move's Russian comment.
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '0');
  await expect(board.locator('.embed-comments')).toContainText('Последнее зерно в амбаре');
  await expect(board.locator('.embed-comments')).not.toContainText('Останнє');
  await ctl(board, 'move-back').click();
  const comment = board.locator('.embed-comments .comment');
  await expect(comment).toHaveText('Комментарий с разметкой <img src=x onerror="window.__pwned = true"> показан как текст.');
  await ctl(board, 'move-forward').click();
  await ctl(board, 'move-forward').click();
  await expect(comment).toHaveText('<b>Не жирный</b> — это просто текст.');
  await expect(board.locator('.caption')).toContainText(/ход/);
  expect(await board.locator('img, b').count()).toBe(0);
  expect(await page.evaluate(() => (window as any).__pwned)).toBeUndefined();
  expect(problems).toEqual([]);
});

test('a record by URL, a four-row board, the autoplay board, the board without buttons and the iframe', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await open(page);
  const byUrl = page.locator('#by-url');
  await expect(byUrl.locator('.embed-title')).toHaveText('Коротка партія в калах');
  expect(await byUrl.evaluate((b: any) => b.plies)).toBe(10);
  await expect(byUrl.locator('.embed-comments')).toContainText('Коротка партія для уроку про взяття.');
  // The main line is played; a variation is listed under the move it replaces.
  await byUrl.evaluate((b: any) => b.goTo(4));
  await expect(byUrl.locator('.variations')).toHaveText('Інші варіанти: хід з ямки 3 Півночі, хід з ямки 1 Півдня');
  // A four-row game (Hus, 4×8) beside the two-row ones; its moves step like theirs.
  const fourRow = page.locator('#four-row');
  await expect(fourRow.locator('[data-pit]')).toHaveCount(32);
  expect(await fourRow.evaluate((b: any) => [b.ply, b.plies, b.error])).toEqual([0, 3, null]);
  await ctl(fourRow, 'move-forward').click();
  await expect(pit(fourRow, 'S.I8')).toHaveAttribute('data-count', '0');
  await expect(fourRow.locator('.embed-ply')).toContainText('1 з 3: хід з ямки 8 внутрішнього ряду Півдня');
  // Autoplay, in Russian, ends after its three moves.
  const auto = page.locator('#autoplay');
  await expect.poll(() => auto.evaluate((b: any) => b.ply), { timeout: 30_000 }).toBe(3);
  await expect(auto.locator('.embed-ply')).toContainText('3 из 3: ход из лунки');
  // ▶ at the end shows the game again from the start.
  await auto.evaluate((b) => {
    (window as any).autoPlies = [];
    b.addEventListener('move', (e: any) => (window as any).autoPlies.push(e.detail.ply));
  });
  await ctl(auto, 'play-pause').click();
  await expect.poll(() => page.evaluate(() => (window as any).autoPlies.at(-1)), { timeout: 30_000 }).toBe(3);
  expect(await page.evaluate(() => (window as any).autoPlies[0])).toBe(0);
  // controls="false": no buttons, but the caption is there; S5 captures N1 and N0.
  const bare = page.locator('#bare');
  expect(await bare.locator('button').count()).toBe(0);
  await bare.evaluate((b: any) => b.goTo(1));
  await expect(pit(bare, 'N0')).toHaveAttribute('data-count', '0');
  await expect(bare.locator('.caption')).not.toBeEmpty();
  // With no buttons, a tap or a click on the board plays it (from the start again once it has
  // ended), and another pauses it; the board's title says so.
  await expect(bare.locator('.embed-board')).toHaveAttribute('title', /^Натисніть на дошку/);
  await bare.evaluate((b: any) => {
    (window as any).barePlies = [];
    b.addEventListener('move', (e: any) => (window as any).barePlies.push(e.detail.ply));
  });
  await bare.locator('.embed-board').click();
  await expect.poll(() => page.evaluate(() => (window as any).barePlies.at(-1)), { timeout: 30_000 }).toBe(1);
  expect(await page.evaluate(() => (window as any).barePlies[0])).toBe(0);
  await expect.poll(() => bare.evaluate((b: any) => b.playing)).toBe(false);
  const toggled = await bare.evaluate((b: any) => {
    const box = b.querySelector('.embed-board');
    const tap = () => {
      box.dispatchEvent(new PointerEvent('pointerdown', { clientX: 20, bubbles: true }));
      box.dispatchEvent(new PointerEvent('pointerup', { clientX: 22, bubbles: true }));
    };
    b.goTo(0);
    tap();
    const playing = b.playing;
    tap();
    return [playing, b.playing];
  });
  expect(toggled).toEqual([true, false]);
  // The iframe page takes the same parameters in its address.
  const frame = page.frameLocator('#frame');
  const inFrame = frame.locator('mancala-board');
  await expect(pit(inFrame, 'S2')).toHaveAttribute('data-count', '4');
  await ctl(inFrame, 'move-forward').click();
  await expect(pit(inFrame, 'S2')).toHaveAttribute('data-count', '0');
  await expect(inFrame.locator('.caption')).toContainText('ходит ещё раз');
  expect(problems).toEqual([]);
});

test('a puzzle board asks for the best move, judges the pit clicked and plays the solution', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await open(page);
  const board = page.locator('#puzzle');
  await expect(board.locator('.embed-puzzle')).toHaveText(/^Задача\. Ходить Північ: натисніть ямку/);
  expect(await board.evaluate((b: any) => [b.ply, b.plies, b.error])).toEqual([0, 3, null]);
  await board.evaluate((b) => {
    (window as any).answers = [];
    b.addEventListener('answer', (e: any) => (window as any).answers.push(e.detail));
  });
  // South's pits are no answer: North is to move.
  await pit(board, 'S2').click();
  await expect(board.locator('.embed-puzzle')).toHaveText(/^Задача/);
  // A wrong pit is named the learner's way (N5 is North's sixth pit from its left); the board
  // stays at the puzzle.
  await pit(board, 'N5').click();
  await expect(board.locator('.embed-puzzle')).toContainText('не з ямки 6 Півночі');
  expect(await board.evaluate((b: any) => b.ply)).toBe(0);
  await expect(pit(board, 'N5')).toHaveAttribute('data-count', '3');
  // The right one is praised and the solution is played to its end.
  await pit(board, 'N1').click();
  await expect(board.locator('.embed-puzzle')).toContainText('починається з ямки 2 Півночі');
  await expect(board.locator('.embed-show')).toBeHidden();
  await expect.poll(() => board.evaluate((b: any) => b.ply), { timeout: 60_000 }).toBe(3);
  await expect(board.locator('.embed-ply')).toContainText('3 з 3: хід з ямки');
  expect(await page.evaluate(() => (window as any).answers)).toEqual([
    { pit: 'N5', result: 'wrong' },
    { pit: 'N1', result: 'right' },
  ]);
  // Once solved, a click is no answer any more.
  await board.evaluate((b: any) => b.goTo(0));
  await pit(board, 'N5').click();
  await expect(board.locator('.embed-puzzle')).toContainText('починається з ямки 2 Півночі');
  // A four-row puzzle, in Russian: the solution shown on request.
  const four = page.locator('#puzzle-four-row');
  await expect(four.locator('.embed-puzzle')).toHaveText(/^Задача\. Ходит Север/);
  await four.locator('.embed-show').click();
  await expect(four.locator('.embed-puzzle')).toContainText('Вот решение');
  await expect.poll(() => four.evaluate((b: any) => b.ply), { timeout: 60_000 }).toBe(1);
  await expect(four.locator('.embed-ply')).toContainText('1 из 1: ход из лунки 8 внешнего ряда Севера');
  // A puzzle without its solution, or with a move that is not legal, is explained in its board.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<mancala-board id="puzzle-empty" variant="kalah" puzzle=" "></mancala-board>' +
        '<mancala-board id="puzzle-illegal" variant="kalah" puzzle="N1" lang="ru"></mancala-board>',
    );
    return Promise.all([...document.querySelectorAll('mancala-board')].map((b: any) => b.ready.then(() => true)));
  });
  await expect(page.locator('#puzzle-empty .embed-error')).toContainText('Атрибут puzzle порожній');
  await expect(page.locator('#puzzle-illegal .embed-error')).toContainText('N1');
  expect(problems).toEqual([]);
});

test('broken boards show their error inside, in their language, and the others still work', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await open(page);
  const broken = page.locator('#broken');
  await expect(broken.locator('.embed-error[role="alert"]')).toContainText('Хід «1... S2»: Ямка 3 Півдня не ваша');
  expect(await broken.locator('[data-pit]').count()).toBe(0);
  await expect(page.locator('#broken-variant .embed-error')).toContainText('Игры «owarri» нет');
  // Attributes added later are checked too, each error in its board.
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'beforeend',
      '<mancala-board id="bad-speed" variant="kalah" speed="9"></mancala-board>' +
        '<mancala-board id="bad-lang" variant="kalah" lang="en"></mancala-board>' +
        '<mancala-board id="bad-start" variant="kalah" moves="S0" start="5" lang="ru"></mancala-board>' +
        '<mancala-board id="bad-url" src="games/missing.mancala"></mancala-board>',
    );
    return Promise.all([...document.querySelectorAll('mancala-board')].map((b: any) => b.ready.then(() => true)));
  });
  await expect(page.locator('#bad-speed .embed-error')).toContainText('speed');
  await expect(page.locator('#bad-lang .embed-error')).toContainText('«en»');
  await expect(page.locator('#bad-start .embed-error')).toContainText('после хода 1');
  await expect(page.locator('#bad-url .embed-error')).toContainText('HTTP 404');
  // The working board next to them still plays.
  const board = page.locator('#attrs');
  await ctl(board, 'move-forward').click();
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '0');
  // The 404 of the missing record is the browser's console message, not the embed's.
  expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
});

test('each language\'s strings are fetched once per page, and no board misses a message', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  const fetched: string[] = [];
  const wasms: string[] = [];
  const versions = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    const name = url.pathname.split('/').pop() ?? '';
    if (name.endsWith('.ftl') && request.frame() === page.mainFrame()) fetched.push(name);
    if (name.endsWith('.wasm') && request.frame() === page.mainFrame()) wasms.push(name);
    // Every file the element loads is asked for by this build's version.
    if (url.pathname.includes('/embed/') && name !== 'mancala-board.js' && name !== 'embed.html') {
      versions.add(url.searchParams.get('v') ?? `${name} without a version`);
    }
  });
  await open(page);
  expect([...versions]).toHaveLength(1);
  expect([...versions][0]).toMatch(/^[0-9a-f]{12}$/);
  // Ukrainian and Russian boards share the page: one file each (the iframe is a page of its own).
  expect(fetched.sort()).toEqual(['mancala-board.ru.ftl', 'mancala-board.uk.ftl']);
  // The page shows games of both families (Oware, Kalah, Hus): one wasm with both serves them all.
  expect(wasms).toEqual(['mancala-embed-both_bg.wasm']);
  // The wasm of each family carries no sentence of either language (they come only from those
  // files), nor the engine's English option descriptions, which only the CLI shows.
  for (const family of ['two-row', 'four-row', 'both']) {
    const wasm = await (await page.request.get(`./embed/mancala-embed-${family}_bg.wasm`)).body();
    expect(wasm.includes('step-sow-pit')).toBe(true);
    expect(wasm.includes('Зерно падає в ямку')).toBe(false);
    expect(wasm.includes('Зерно падает в лунку')).toBe(false);
    expect(wasm.includes('who takes a four made in mid-sowing')).toBe(false);
    expect(wasm.includes('always offers stop or safari')).toBe(false);
  }
  // A missing message would show as ⟦id⟧: none in any board, its labels or its error.
  for (const board of await page.locator('mancala-board').all()) {
    await board.evaluate((b: any) => b.goTo(1));
    const text = await board.evaluate((b: HTMLElement) =>
      [b.innerText, ...[...b.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'))].join('\n'),
    );
    expect(text).not.toContain('⟦');
  }
  expect(problems).toEqual([]);
});

test('each family of games has its own wasm and strings: a page loads only the families it shows', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  const wasms: string[] = [];
  const strings: string[] = [];
  page.on('request', (request) => {
    const name = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (name.endsWith('.wasm')) wasms.push(name);
    if (name.endsWith('.ftl')) strings.push(name);
  });
  // A page of one Oware board loads the two-row games' wasm only, and their strings.
  await page.goto('./embed/embed.html#variant=oware&moves=S2');
  const board = page.locator('mancala-board');
  await board.evaluate((b: any) => b.ready);
  await expect(board.locator('[data-pit]')).toHaveCount(12);
  expect(wasms).toEqual(['mancala-embed-two-row_bg.wasm']);
  expect(strings).toEqual(['mancala-board.two-row.uk.ftl']);
  const state = () => board.evaluate((b: any) => [b.ply, b.plies, b.error]);
  // A four-row game given to that board: the element loads the four-row wasm and plays it there.
  expect(await board.evaluate((b: any) => b.load('[Variant "hus"]\n1. S.I8 N.I8'))).toBe(true);
  await expect(board.locator('[data-pit]')).toHaveCount(32);
  expect(await state()).toEqual([0, 2, null]);
  await board.evaluate((b: any) => b.goTo(2));
  await expect(board.locator('[data-pit="S.I8"]')).toHaveAttribute('data-count', '0');
  // Back to a two-row game: the four-row wasm refuses it, and the two-row one (already here) shows it.
  expect(await board.evaluate((b: any) => b.load('[Variant "kalah"]\n1. S2'))).toBe(true);
  await expect(board.locator('[data-pit]')).toHaveCount(12);
  expect(await state()).toEqual([0, 1, null]);
  // A Variant tag the element cannot read by itself (an escaped letter: "h\us" is "hus"): its
  // guess is wrong, the two-row wasm says which family the game needs, and the board shows it.
  expect(await board.evaluate((b: any) => b.load('[Variant "h\\us"]\n1. S.I8'))).toBe(true);
  await expect(board.locator('[data-pit]')).toHaveCount(32);
  expect(await state()).toEqual([0, 1, null]);
  // Each wasm was fetched once, and the strings of each.
  expect(wasms.sort()).toEqual(['mancala-embed-four-row_bg.wasm', 'mancala-embed-two-row_bg.wasm']);
  expect(strings.sort()).toEqual(['mancala-board.four-row.uk.ftl', 'mancala-board.two-row.uk.ftl']);
  // The four-row game's sentences are all there (a missing one would show as ⟦id⟧).
  expect(await board.evaluate((b: any) => b.load('[Variant "kiswahili"]\n1. +S.I7/cw +N.I7/ccw'))).toBe(true);
  for (let ply = 0; ply <= 2; ply++) {
    await board.evaluate((b: any, p: number) => b.goTo(p), ply);
    expect(await board.innerText()).not.toContain('⟦');
  }
  // A game of neither family is the two-row wasm's error to tell, in the board's language.
  expect(await board.evaluate((b: any) => b.load('[Variant "nope"]'))).toBe(false);
  await expect(board.locator('.embed-error')).toContainText('«nope»');
  expect(problems).toEqual([]);
});

test('a game whose family\'s wasm cannot be fetched says so in the board\'s language; the board then takes other games', async ({ page }) => {
  await page.route('**/embed/mancala-embed-four-row_bg.wasm?v=*', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('./embed/embed.html#variant=oware&moves=S2&lang=ru');
  const board = page.locator('mancala-board');
  await board.evaluate((b: any) => b.ready);
  expect(await board.evaluate((b: any) => b.load('[Variant "hus"]\n1. S.I8'))).toBe(false);
  await expect(board.locator('.embed-error[role="alert"]')).toContainText(
    'Не удалось загрузить правила игр на четырёх рядах (mancala-embed-four-row_bg.wasm:',
  );
  expect(await board.evaluate((b: any) => b.error)).toContain('mancala-embed-four-row_bg.wasm');
  // A two-row game still plays on it.
  expect(await board.evaluate((b: any) => b.load('[Variant "oware"]\n1. S2'))).toBe(true);
  await ctl(board, 'move-forward').click();
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '0');
});

test('the embed draws without a framework: its wasm links no Leptos crate, the site\'s does', async ({ page }) => {
  // A linked crate leaves its source paths in the wasm (panic locations): `tachys-0.2.19/src/…`.
  const framework = /(?:leptos|leptos_dom|tachys|reactive_graph)-\d+\.\d+\.\d+\//;
  for (const family of ['two-row', 'four-row', 'both']) {
    const embed = (await (await page.request.get(`./embed/mancala-embed-${family}_bg.wasm`)).body()).toString('latin1');
    expect(embed).toContain('mancala'); // it is the embed's wasm (the engine's and the view's paths)
    expect(embed).not.toMatch(framework);
  }
  // The check sees what it looks for: the site's pages are Leptos components.
  const index = await (await page.request.get('./index.html')).text();
  const siteWasm = index.match(/wasm\/[0-9a-f]+\/site_bg\.wasm/)?.[0];
  expect(siteWasm).toBeTruthy();
  const site = (await (await page.request.get(`./${siteWasm}`)).body()).toString('latin1');
  expect(site).toMatch(framework);
});

test('a board whose strings cannot be fetched says so in its language; the others still work', async ({ page }) => {
  await page.route('**/embed/mancala-board.ru.ftl?v=*', (route) => route.fulfill({ status: 404, body: '' }));
  await open(page);
  const ru = page.locator('#inline');
  await expect(ru.locator('.embed-error[role="alert"]')).toHaveText(
    'Доску не удалось показать: не загрузились её тексты (mancala-board.ru.ftl: HTTP 404).',
  );
  expect(await ru.evaluate((b: any) => b.error)).toContain('HTTP 404');
  expect(await ru.locator('[data-pit]').count()).toBe(0);
  // The Ukrainian board next to it plays.
  const board = page.locator('#attrs');
  await ctl(board, 'move-forward').click();
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '0');
});

test('seeds are drawn and fly on an embedded board as on the site, one flight after another', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await open(page);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML('afterbegin', '<mancala-board id="slow" variant="kalah" moves="S2" speed="1"></mancala-board>');
    return (document.querySelector('#slow') as any).ready;
  });
  const board = page.locator('#slow');
  // The board's sizes are the site's: a seed is 0.11 of a pit (a pit's own container units must
  // not shrink it).
  const ratio = await board.evaluate((b) => {
    const width = (selector: string) => b.querySelector(selector)!.getBoundingClientRect().width;
    return width('[data-pit="S0"] .seed') / width('[data-pit="S0"]');
  });
  expect(ratio).toBeGreaterThan(0.09);
  expect(ratio).toBeLessThan(0.13);
  const flyer = board.locator('.flyer');
  // Between flights the flyer is there but hidden.
  await expect(flyer).toHaveClass(/idle/);
  await expect(flyer).toBeHidden();
  const flight = () =>
    flyer.evaluate((e) => e.getAnimations().map((a) => `${(a as CSSAnimation).animationName}:${a.playState}`).join());
  // The pick-up first (a stop of its own, nothing flies), then each seed's flight runs (speed 1:
  // over a second), switching between the two keyframe sets.
  await ctl(board, 'seed-forward').click();
  await expect(pit(board, 'S2')).toHaveAttribute('data-count', '0');
  await expect(pit(board, 'S3')).toHaveAttribute('data-count', '4');
  await ctl(board, 'seed-forward').click();
  expect(await flight()).toMatch(/^mancala-embed-fly-[ab]:running$/);
  const first = await flight();
  await ctl(board, 'seed-forward').click();
  expect(await flight()).toMatch(/^mancala-embed-fly-[ab]:running$/);
  expect(await flight()).not.toBe(first);
  expect(problems).toEqual([]);
});

test('a small board keeps its words and buttons small: the player is not taller than the board', async ({ page }) => {
  const problems = watchErrors(page, { favicon: false });
  await open(page);
  await page.evaluate(() => {
    document.body.insertAdjacentHTML(
      'afterbegin',
      '<mancala-board id="small" variant="kalah" moves="S2,S5" size="small"></mancala-board><mancala-board id="medium" variant="kalah" moves="S2,S5"></mancala-board>',
    );
    return Promise.all(['#small', '#medium'].map((id) => (document.querySelector(id) as any).ready));
  });
  const measure = (id: string) =>
    page.locator(id).evaluate((b) => {
      const h = (s: string) => b.querySelector(s)!.getBoundingClientRect().height;
      return { board: h('.board'), player: h('.player'), width: b.querySelector('.mancala-embed')!.getBoundingClientRect().width };
    });
  const small = await measure('#small');
  const medium = await measure('#medium');
  expect(small.width).toBeLessThanOrEqual(32 * 16 + 1);
  expect(small.board).toBeLessThan(medium.board);
  // The caption and the buttons: one or two short lines, not more than the board itself.
  expect(small.player).toBeLessThanOrEqual(small.board);
  await expect(page.locator('#small .settings')).toBeHidden();
  await expect(page.locator('#small [id$="-move-forward"]')).toBeVisible();
  expect(problems).toEqual([]);
});
