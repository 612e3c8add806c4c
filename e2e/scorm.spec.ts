import { test, expect, type Page } from '@playwright/test';
import { execFileSync } from 'child_process';
import * as fs from 'fs';
import * as os from 'os';
import * as path from 'path';
import { watchErrors } from './helpers';

// SCORM 1.2 packages for schools' platforms (issue 36): the build's package (a SCO per game's
// course) and the one the teacher's page makes of an assignment. Each is read back by Python's
// zipfile (its CRCs checked), its manifest checked for what SCORM 1.2 requires, and the
// assignment's package launched from a small platform stub whose `API` records every call.

/** The files of a zip, read by Python's zipfile after it checked every CRC. */
function unzip(zipPath: string): Map<string, Buffer> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorm-'));
  execFileSync('python3', [
    '-c',
    'import sys, zipfile\nz = zipfile.ZipFile(sys.argv[1])\nbad = z.testzip()\nassert bad is None, bad\nz.extractall(sys.argv[2])',
    zipPath,
    dir,
  ]);
  const files = new Map<string, Buffer>();
  for (const name of fs.readdirSync(dir)) files.set(name, fs.readFileSync(path.join(dir, name)));
  fs.rmSync(dir, { recursive: true });
  return files;
}

// The platform's pages are served by the test's routes, which a service worker of the site
// (registered at the site's root, whose scope they are in) would bypass.
test.use({ serviceWorkers: 'block' });

interface Sco {
  title: string;
  parameters: string;
  href: string;
}

/**
 * Reads a manifest in the browser's XML parser and checks what SCORM 1.2's content packaging
 * requires of a package of SCOs; returns the problems found and each item's launch.
 */
async function readManifest(page: Page, xml: string): Promise<{ problems: string[]; title: string; scos: Sco[] }> {
  return page.evaluate((xml) => {
    const CP = 'http://www.imsproject.org/xsd/imscp_rootv1p1p2';
    const ADLCP = 'http://www.adlnet.org/xsd/adlcp_rootv1p2';
    const problems: string[] = [];
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    if (doc.querySelector('parsererror')) return { problems: ['not well-formed XML'], title: '', scos: [] };
    const root = doc.documentElement;
    const kids = (el: Element, name: string) => Array.from(el.children).filter((c) => c.namespaceURI === CP && c.localName === name);
    const one = (el: Element, name: string) => {
      const found = kids(el, name);
      if (found.length !== 1) problems.push(`<${el.localName}> has ${found.length} <${name}>`);
      return found[0];
    };
    if (root.namespaceURI !== CP || root.localName !== 'manifest') problems.push('the root is not an IMS CP <manifest>');
    if (!root.getAttribute('identifier')) problems.push('<manifest> has no identifier');
    const metadata = one(root, 'metadata');
    if (metadata) {
      if (one(metadata, 'schema')?.textContent !== 'ADL SCORM') problems.push('schema is not «ADL SCORM»');
      if (one(metadata, 'schemaversion')?.textContent !== '1.2') problems.push('schemaversion is not 1.2');
    }
    const organizations = one(root, 'organizations');
    const resources = one(root, 'resources');
    const byId = new Map<string, Element>();
    for (const r of resources ? kids(resources, 'resource') : []) {
      const id = r.getAttribute('identifier') ?? '';
      if (!id) problems.push('a <resource> has no identifier');
      byId.set(id, r);
      if (r.getAttribute('type') !== 'webcontent') problems.push(`resource ${id}: type is not webcontent`);
      if (r.getAttributeNS(ADLCP, 'scormtype') !== 'sco') problems.push(`resource ${id}: adlcp:scormtype is not sco`);
      if (!r.getAttribute('href')) problems.push(`resource ${id}: no href`);
      if (!kids(r, 'file').some((f) => f.getAttribute('href') === r.getAttribute('href'))) {
        problems.push(`resource ${id}: its href is not among its <file>s`);
      }
    }
    const scos: Sco[] = [];
    let title = '';
    if (organizations) {
      const def = organizations.getAttribute('default');
      const org = kids(organizations, 'organization').find((o) => o.getAttribute('identifier') === def);
      if (!org) problems.push('the default organization is not there');
      else {
        title = one(org, 'title')?.textContent ?? '';
        if (!title) problems.push('the organization has no title');
        for (const item of kids(org, 'item')) {
          const ref = item.getAttribute('identifierref') ?? '';
          if (!item.getAttribute('identifier')) problems.push('an <item> has no identifier');
          const resource = byId.get(ref);
          if (!resource) problems.push(`item ${item.getAttribute('identifier')}: identifierref ${ref} names no resource`);
          const itemTitle = one(item, 'title')?.textContent ?? '';
          if (!itemTitle) problems.push(`item ${item.getAttribute('identifier')}: no title`);
          scos.push({ title: itemTitle, parameters: item.getAttribute('parameters') ?? '', href: resource?.getAttribute('href') ?? '' });
        }
      }
    }
    if (scos.length === 0) problems.push('no SCO');
    return { problems, title, scos };
  }, xml);
}

test('the build’s SCORM 1.2 package holds the whole site and a SCO for each game’s course', async ({ page }) => {
  const files = unzip('dist/mancala-scorm.zip');
  expect([...files.keys()].sort()).toEqual(['imsmanifest.xml', 'index.html']);
  expect(files.get('index.html')!.equals(fs.readFileSync('dist/mancala.html'))).toBe(true);
  const { problems, title, scos } = await readManifest(page, files.get('imsmanifest.xml')!.toString('utf-8'));
  expect(problems).toEqual([]);
  expect(title).toBe('Манкала: уроки ігор / Манкала: уроки игр');
  // Every game with lessons in the build's content has its course, which launches the site's
  // page of that course's lessons.
  const content = fs.readdirSync('dist/content').find((d) => fs.existsSync(path.join('dist/content', d, 'lessons')))!;
  const games = fs.readdirSync(path.join('dist/content', content, 'lessons')).map((f) => f.replace(/\.json$/, ''));
  expect(scos.length).toBe(games.length);
  for (const sco of scos) {
    expect(sco.href).toBe('index.html');
    expect(sco.parameters).toMatch(/^#\/task\?l=([a-z_]+)\.1(,\1\.\d+)*$/);
  }
  const kalah = scos.find((s) => s.parameters.startsWith('#/task?l=kalah.'))!;
  expect(kalah.title).toBe('Калах: уроки');
});

/** Makes, on the teacher's page, a package of Kalah's first lesson and three of its puzzles;
 * checks what the page says and the package's files; returns them with the launch. */
async function teachersPackage(page: Page) {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('set')) {
      sessionStorage.setItem('set', '1');
      localStorage.setItem('mancala.lang', 'uk');
    }
  });
  await page.goto('./#/teacher');
  await page.fill('#teacher-name', 'Калах, тиждень 1');
  await page.selectOption('#teacher-game', 'kalah');
  await page.locator('.teacher-lesson[data-place="1"]').check();
  await page.selectOption('#teacher-count', '3');
  await page.click('#teacher-add-puzzles');
  await expect(page.locator('#teacher-scorm')).toContainText('SCORM 1.2');
  const hash = new URL(await page.locator('#teacher-url').inputValue()).hash;
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#teacher-scorm-make')]);
  const zipPath = (await download.path())!;
  expect(download.suggestedFilename()).toMatch(/^mancala-task-[0-9a-f]{4}\.zip$/);
  await expect(page.locator('#teacher-scorm-said')).toHaveText(
    new RegExp(`^Пакет «${download.suggestedFilename()}» \\(\\d+,\\d МБ\\) збережено в завантаженнях\\.`),
  );
  const files = unzip(zipPath);
  expect(files.get('index.html')!.equals(fs.readFileSync('dist/mancala.html'))).toBe(true);
  const manifest = await readManifest(page, files.get('imsmanifest.xml')!.toString('utf-8'));
  expect(manifest.problems).toEqual([]);
  expect(manifest.title).toBe('Калах, тиждень 1');
  expect(manifest.scos).toEqual([{ title: 'Калах, тиждень 1', parameters: hash, href: 'index.html' }]);
  return { site: files.get('index.html')!, launch: manifest.scos[0].href + manifest.scos[0].parameters };
}

/**
 * A platform's player at ./lms/player.html: its SCORM 1.2 API records each call in
 * `window.calls` and answers `cmi.core.*` with what `had` says the platform has; the SCO launches
 * in a frame, as Moodle's player does (the package's file, at the launch the manifest gives).
 */
async function player(page: Page, site: Buffer, launch: string, had: Record<string, string> = {}) {
  await page.route('**/lms/player.html', (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>LMS</title><link rel="icon" href="data:,"><script>
        window.calls = [];
        const had = ${JSON.stringify({ 'cmi.core.student_name': 'Петренко, Оля', ...had })};
        const call = (name, ret) => (...args) => { window.calls.push([name, ...args.map(String)]); return ret; };
        window.API = {
          LMSInitialize: call('LMSInitialize', 'true'),
          LMSFinish: call('LMSFinish', 'true'),
          LMSGetValue: (k) => { window.calls.push(['LMSGetValue', k]); return had[k] ?? ''; },
          LMSSetValue: call('LMSSetValue', 'true'),
          LMSCommit: call('LMSCommit', 'true'),
          LMSGetLastError: () => '0',
          LMSGetErrorString: () => '',
          LMSGetDiagnostic: () => '',
        };
      </script></head><body><iframe id="sco" style="width:1000px;height:700px" src="sco/${launch}"></iframe></body></html>`,
    }),
  );
  await page.route('**/lms/sco/index.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: site }));
  await page.goto('./lms/player.html');
  const calls = () => page.evaluate(() => (window as unknown as { calls: string[][] }).calls);
  const frame = () => page.frames().find((f) => f.url().includes('/lms/sco/'))!;
  return { sco: page.frameLocator('#sco'), calls, frame };
}

/** What the page asks the platform when it starts. */
const START = [
  ['LMSInitialize', ''],
  ['LMSGetValue', 'cmi.core.lesson_status'],
  ['LMSGetValue', 'cmi.core.score.raw'],
  ['LMSGetValue', 'cmi.core.student_name'],
];

/** What the page tells the platform when the pupil leaves a completed assignment: the session's
 * time, how it was left, and the end. */
const FINISHED = [
  ['LMSSetValue', 'cmi.core.session_time', expect.stringMatching(/^\d{2,4}:\d{2}:\d{2}\.\d{2}$/)],
  ['LMSSetValue', 'cmi.core.exit', ''],
  ['LMSFinish', ''],
];

test('an assignment made into a SCORM package reports its completion and score to the platform', async ({ page }) => {
  const problems = watchErrors(page);
  const { site, launch } = await teachersPackage(page);
  const { sco, calls, frame } = await player(page, site, launch);
  await expect(sco.locator('#task-lms')).toHaveText(/^Завдання відкрито з платформи вашої школи\./);
  // The platform's name for the pupil, first name first.
  await expect(sco.locator('#task-pupil')).toHaveValue('Оля Петренко');
  await expect(sco.locator('#task-items > li')).toHaveCount(2);
  await expect.poll(calls).toEqual([
    ...START,
    ['LMSSetValue', 'cmi.core.score.min', '0'],
    ['LMSSetValue', 'cmi.core.score.max', '100'],
    ['LMSSetValue', 'cmi.core.lesson_status', 'incomplete'],
    ['LMSSetValue', 'cmi.core.score.raw', '0'],
    ['LMSCommit', ''],
  ]);

  // The pupil does the lesson and solves every Kalah puzzle at the first try (as the device
  // keeps them), then moves to another page of the site: the platform hears it.
  await frame().evaluate(() => {
    localStorage.setItem('mancala.lessons.done', 'kalah/01-board-and-sowing');
    location.hash = '#/';
  });
  // 1 of 4 parts: the lesson.
  await expect.poll(async () => (await calls()).slice(9)).toEqual([
    ['LMSSetValue', 'cmi.core.lesson_status', 'incomplete'],
    ['LMSSetValue', 'cmi.core.score.raw', '25'],
    ['LMSCommit', ''],
  ]);
  const content = fs.readdirSync('dist/content').find((d) => fs.existsSync(path.join('dist/content', d, 'puzzles', 'kalah.json')))!;
  const set = JSON.parse(fs.readFileSync(path.join('dist/content', content, 'puzzles', 'kalah.json'), 'utf-8'));
  const ids: string[] = set[0].step.map((s: { puzzle?: string }) => s.puzzle).filter(Boolean);
  await frame().evaluate((ids) => {
    localStorage.setItem('mancala.puzzles.tried', ids.map((id) => `${id}|r|/puzzles/kalah`).join(','));
    location.hash = '#/puzzles';
  }, ids);
  await expect.poll(async () => (await calls()).slice(12)).toEqual([
    ['LMSSetValue', 'cmi.core.lesson_status', 'completed'],
    ['LMSSetValue', 'cmi.core.score.raw', '100'],
    ['LMSCommit', ''],
  ]);
  // Moving on with nothing new tells nothing (the glossary is drawn after its hash changed).
  await frame().evaluate(() => {
    location.hash = '#/glossary';
  });
  await expect(sco.locator('#glossary-title')).toBeVisible();
  expect((await calls()).length).toBe(15);

  // The pupil leaves (the player closes the frame): the session's time, and the end.
  await page.evaluate(() => document.getElementById('sco')!.remove());
  await expect.poll(async () => (await calls()).slice(15)).toEqual(FINISHED);
  expect(problems).toEqual([]);
});

test('a platform that has more of an assignment than the device is never told less', async ({ page }) => {
  const problems = watchErrors(page);
  const { site, launch } = await teachersPackage(page);
  // Completed with 80 on another device; this one has only the lesson (25).
  await page.evaluate(() => localStorage.setItem('mancala.lessons.done', 'kalah/01-board-and-sowing'));
  const { sco, calls } = await player(page, site, launch, { 'cmi.core.lesson_status': 'completed', 'cmi.core.score.raw': '80' });
  await expect(sco.locator('#task-items .task-item[data-done="true"]')).toHaveCount(1);
  await expect.poll(calls).toEqual(START);
  await page.evaluate(() => document.getElementById('sco')!.remove());
  await expect.poll(async () => (await calls()).slice(4)).toEqual(FINISHED);
  expect(problems).toEqual([]);
});

test('the teacher’s page opened from the single file says where a package can be made', async ({ page }) => {
  const problems = watchErrors(page);
  await page.addInitScript(() => localStorage.setItem('mancala.lang', 'ru'));
  await page.goto('./mancala.html#/teacher');
  await page.selectOption('#teacher-game', 'kalah');
  await page.locator('.teacher-lesson[data-place="1"]').check();
  await page.click('#teacher-scorm-make');
  await expect(page.locator('#teacher-scorm-said')).toHaveText(
    'Эта страница открыта из файла на устройстве, а пакет собирается из файлов сайта на сервере. Откройте страницу учителя по адресу сайта (в интернете или на школьном сервере) и соберите пакет там.',
  );
  expect(problems).toEqual([]);
});
