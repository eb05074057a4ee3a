// Every page in every language (issue 19): the play page (its variations, analysis panel, settings,
// new-game and save-image dialogs), the lessons page with an explanation open,
// the widget docs and the embed render at desktop and phone width with no text cut off by a box that
// clips it and nothing wider than the screen (element boxes checked, through shadow roots), with the
// page and its elements in the chosen language; screenshots in test-results/languages/. And a chosen
// language survives a reload and applies offline (service worker). Every lesson and task of the course
// in every language (its own text, nothing cut off at phone width) is checked in the course walks of
// lesson-walk.test.mjs.
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { artifacts, openPage, useSite } from './harness.mjs';
import { overflowProblems } from './layout.mjs';
import { botTurnsFail, clickPoint } from './play-harness.mjs';

const site = useSite({ compressed: true });
const shots = join(artifacts, 'languages');
mkdirSync(shots, { recursive: true });

const LANGUAGES = ['en', 'ru', 'ja', 'zh-Hans', 'zh-Hant'];
const WIDTHS = { desktop: { width: 1280, height: 860 }, phone: { width: 390, height: 844 } };
// A word of each language's own that its tables put on every page (the language is really shown).
const SCRIPT = { en: /[A-Za-z]/, ru: /[А-Яа-яЁё]/, ja: /[\u3040-\u30ff]/, 'zh-Hans': /[\u4e00-\u9fff]/, 'zh-Hant': /[\u4e00-\u9fff]/ };

/** The visible text of the page, its shadow roots included. */
function visibleText() {
  const out = [];
  const visit = (root) => {
    for (const el of root.querySelectorAll('*')) if (el.shadowRoot) visit(el.shadowRoot);
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.data.trim() && n.parentElement?.checkVisibility({ checkVisibilityCSS: true }) && !n.parentElement.closest('pre, code, script, style')) out.push(n.data.trim());
    }
  };
  visit(document.body);
  return out.join(' ');
}

/**
 * In the page, one call: once its fonts are in, <html lang>, the visible text (`visibleText` is passed
 * in, its source) and the language each <renju-board> and <renju-lesson> speaks.
 */
async function shownNow(visibleText) {
  await document.fonts.ready;
  const spoken = ['renju-board', 'renju-lesson'].map((tag) => [tag, [...document.querySelectorAll(tag)].map((e) => e.language)]);
  return { lang: document.documentElement.lang, text: visibleText(), spoken };
}

// Each page: its address, how to know it has drawn, and what to open before looking.
const PAGES = {
  play: {
    url: '/',
    ready: (page) => page.waitForSelector('html[data-ready="true"]', { timeout: 20000 }),
  },
  // A game with variations, a comment and marks: the variations panel, its comment box and marks select.
  variations: {
    url: `/#game=${encodeURIComponent('actions: h8 i9 {a comment} [A:k10 x:g7] j10 (g7 *) k11\n')}`,
    ready: async (page) => {
      await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
      await page.waitForSelector('#variations:not([hidden]) #node-mark-kind', { timeout: 20000 });
      await page.click('#move-list li[data-index="2"]');
      await page.locator('#variations').scrollIntoViewIfNeeded();
    },
  },
  settings: {
    url: '/',
    viewportShot: true,
    ready: async (page) => {
      await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
      await page.click('#btn-settings');
      await page.waitForSelector('#dlg-settings[open]');
    },
  },
  // The analysis panel on a won position: the bar, "Black wins in N", Show the win, the candidates
  // with their wins, the numbers line, the threat overlay's legend.
  analysis: {
    url: '/#mode=analysis&a=bj5.wj4.bj6.wb2.bj7.wn13.bh8.wb13.bi8.wn3',
    ready: async (page) => {
      await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
      await page.check('#analyse-switch');
      await page.waitForSelector('#an-win', { timeout: 30000 });
      await page.check('#an-threats');
      await page.waitForSelector('.an-legend');
      await page.locator('#analysis-panel').scrollIntoViewIfNeeded();
    },
  },
  'new-game': {
    url: '/',
    viewportShot: true,
    ready: async (page) => {
      await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
      await page.click('#btn-new');
      await page.waitForSelector('#dlg-new[open]');
    },
  },
  'save-image': {
    url: '/#mode=two&a=h8.i9.j10',
    viewportShot: true,
    ready: async (page) => {
      await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
      // The record box stays shut (its share link is an input longer than its box, as it should be).
      await page.evaluate(() => document.getElementById('btn-save-image').click());
      await page.waitForSelector('#dlg-image[open] img', { timeout: 20000 });
    },
  },
  lessons: {
    url: '/lessons.html#threes',
    ready: async (page) => {
      const lesson = page.locator('#lesson');
      await page.waitForFunction(() => document.querySelector('#lesson')?.shadowRoot?.querySelector('.task-text')?.textContent);
      // A wrong answer opens the explanation: its steps are drawn from the module in the language.
      await lesson.locator('.controls button').nth(1).click();
      await page.waitForFunction(() => !document.querySelector('#lesson').shadowRoot.querySelector('.why').hidden);
      await lesson.locator('.stepbar button').nth(1).click();
    },
  },
  practice: {
    url: '/lessons.html#practice',
    ready: (page) => page.waitForFunction(() => document.querySelector('#practice')?.shadowRoot?.querySelector('.task-text')?.textContent),
  },
  docs: {
    url: '/widget.html',
    ready: async (page) => {
      await page.waitForFunction(() => customElements.get('renju-board'));
      await page.evaluate(() => Promise.all([...document.querySelectorAll('renju-board')].map((b) => b.ready)));
      await page.waitForFunction(() => [...document.querySelectorAll('renju-board')].every((b) => b.shadowRoot.querySelector('svg') || !b.shadowRoot.querySelector('.rb-error').hidden));
    },
  },
  embed: {
    url: '/embed.html?mode=play&stones=black:%20f8%20g8%20h9%20h10;%20white:%20d11%20k6&to-move=black&show-forbidden',
    ready: async (page) => {
      await page.waitForFunction(() => document.querySelector('renju-board')?.shadowRoot?.querySelector('svg'));
      await page.evaluate(() => document.querySelector('renju-board').ready);
    },
  },
};

/**
 * Opens `url` afresh in `lang`, in a page of a context shared by the languages: the reader's stored
 * choice is set (all else the site stored is cleared) from a small page of the site, so the page under
 * test is loaded anew and reads the choice as it starts. The service worker the first load installed
 * stays: the later languages are seen as a returning reader sees them (its offline note shown too).
 */
async function loadIn(page, lang, url) {
  await page.goto(`${site.server.url}/lessons/format.html`);
  await page.evaluate((l) => {
    localStorage.clear();
    sessionStorage.clear();
    localStorage.setItem('renju-lang', l);
  }, lang);
  await page.goto(`${site.server.url}${url}`);
}

for (const [name, spec] of Object.entries(PAGES)) {
  test(`the ${name} page in every language, desktop and phone: the language shown, no text cut off or off the screen`, async () => {
    for (const [width, viewport] of Object.entries(WIDTHS)) {
      // One context per width for the five languages (a new context costs more than the page).
      const page = await openPage(await site.browser.newContext({ viewport, locale: 'en-US', serviceWorkers: 'allow' }));
      for (const lang of LANGUAGES) {
        await loadIn(page, lang, spec.url);
        await spec.ready(page);
        const where = `${name} ${lang} ${width}`;
        const seen = await page.evaluate(`(${shownNow})(${visibleText})`);
        assert.equal(seen.lang, lang, `${where}: <html lang>`);
        assert.match(seen.text, SCRIPT[lang], `${where}: text in the language`);
        // The elements speak it too.
        for (const [tag, spoken] of seen.spoken) {
          for (const s of spoken) assert.equal(s, lang, `${where}: a <${tag}> speaks ${s}`);
        }
        await page.screenshot({ path: join(shots, `${name}-${lang}-${width}.png`), fullPage: !spec.viewportShot });
        assert.deepEqual(await page.evaluate(overflowProblems), [], where);
        assert.deepEqual(page.errors, [], `${where}: errors`);
      }
      await page.context().close();
    }
  });
}

test('a language chosen in the settings survives a reload, is shared by the other pages, and applies offline', async () => {
  const context = await site.browser.newContext({ viewport: WIDTHS.desktop, locale: 'en-US', serviceWorkers: 'allow' });
  const page = await openPage(context);
  await page.goto(`${site.server.url}/`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
  await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active && navigator.serviceWorker.controller), null, { timeout: 15000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'en');
  await page.click('#btn-settings');
  await page.selectOption('#sel-language', 'ru');
  await page.waitForFunction(() => document.documentElement.lang === 'ru');
  assert.equal(await page.locator('#btn-settings').innerText(), 'Настройки');
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru', 'after a reload');
  assert.equal(await page.locator('#btn-settings').innerText(), 'Настройки');
  // The lessons page follows the same choice; visiting it online keeps its tables for offline use.
  await page.goto(`${site.server.url}/lessons.html#threes`);
  await page.waitForFunction(() => document.querySelector('#lesson')?.shadowRoot?.querySelector('.task-text')?.textContent);
  assert.equal(await page.locator('h1').innerText(), 'Уроки');
  await page.goto(`${site.server.url}/`);
  await page.waitForSelector('html[data-ready="true"]');
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru', 'offline');
  assert.equal(await page.locator('#btn-settings').innerText(), 'Настройки', 'offline, the Russian table from the cache');
  await page.goto(`${site.server.url}/lessons.html#threes`);
  await page.waitForFunction(() => document.querySelector('#lesson')?.shadowRoot?.querySelector('.task-text')?.textContent, null, { timeout: 20000 });
  assert.equal(await page.locator('h1').innerText(), 'Уроки', 'the lessons page offline');
  assert.equal(await page.locator('#lesson').evaluate((e) => e.shadowRoot.querySelector('.nav .primary').textContent), 'Следующее задание');
  // The language menu of the lessons page chooses for every page too.
  await context.setOffline(false);
  await page.selectOption('#language', 'ja');
  await page.waitForFunction(() => document.documentElement.lang === 'ja');
  await page.goto(`${site.server.url}/`);
  await page.waitForSelector('html[data-ready="true"]');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'ja');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('a <renju-board> speaks its own lang attribute, else the page\'s, and a new language keeps its game', async () => {
  const context = await site.browser.newContext({ viewport: WIDTHS.desktop, locale: 'en-US' });
  const page = await openPage(context);
  await page.goto(`${site.server.url}/embed.html?mode=play&lang=zh-Hant`);
  await page.waitForFunction(() => document.querySelector('renju-board')?.shadowRoot?.querySelector('svg'));
  const board = page.locator('renju-board');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'zh-Hant', 'the embed takes a lang parameter');
  assert.equal(await board.evaluate((b) => b.language), 'zh-Hant');
  assert.equal(await board.evaluate((b) => b.shadowRoot.querySelector('button').textContent), '悔棋');
  await board.evaluate((b) => b.play('h8'));
  assert.equal(await board.evaluate((b) => b.shadowRoot.querySelector('.rb-message').textContent), '黑方下在 H8。');
  await board.evaluate((b) => { b.lang = 'ru'; });
  await page.waitForFunction(() => document.querySelector('renju-board').language === 'ru');
  await board.evaluate((b) => b.ready);
  assert.equal(await board.evaluate((b) => b.getCode()), 'h8', 'the game is kept');
  assert.equal(await board.evaluate((b) => b.shadowRoot.querySelector('.rb-message').textContent), 'Чёрные сыграли H8.');
  assert.match(await board.evaluate((b) => b.shadowRoot.querySelector('svg').getAttribute('aria-label')), /^Доска: Рэндзю, 15 на 15, 1 камень, ход белых$/);
  await board.evaluate((b) => b.play('h8'));
  assert.equal(await board.evaluate((b) => b.shadowRoot.querySelector('.rb-message').textContent), 'Точка H8 уже занята.');
  // Without its own lang the board follows the page's.
  await board.evaluate((b) => { b.removeAttribute('lang'); document.documentElement.lang = 'ja'; });
  await page.waitForFunction(() => document.querySelector('renju-board').language === 'ja');
  await board.evaluate((b) => b.ready);
  assert.equal(await board.evaluate((b) => b.shadowRoot.querySelector('.rb-message').textContent), 'H8にはもう石があります。');
  // A language the site does not have: English.
  await board.evaluate((b) => { b.lang = 'de'; });
  await page.waitForFunction(() => document.querySelector('renju-board').language === 'en');
  assert.deepEqual(page.errors, []);
  await context.close();
});

// The module's refusals and a page's bad input reach the reader worded from the module's error codes
// (never its English message) in every language but English: a board's bad attributes, a point the
// board cannot read, and links the play page cannot open. (The lessons' refused opening moves are in
// the lesson walk, tests/pages/lesson-walk.test.mjs.) What may stay Latin: points, the quoted input,
// the attribute names, values and mark syntax the message teaches, and a few acronyms.
const LATIN_OK = /\b(?:[A-Oa-o](?:1[0-5]|[1-9])|VCF|VCT|RIF|moves|stones|marks|rule|size|renju|standard|freestyle|black|white|pass|label|point|x|tri|circle|square|dot(?:-[a-z/]+)?|A:g8|x:k9)\b/g;
const QUOTED = /"[^"]*"|“[^”]*”|«[^»]*»|「[^」]*」/g;
const englishWords = (text) => text.replace(QUOTED, ' ').replace(LATIN_OK, ' ').match(/[A-Za-z]{2,}/g) ?? [];
const BAD_BOARDS = {
  'code-junk': 'moves="h8 ??"', 'code-off': 'moves="h8z9"', 'code-twice': 'moves="h8h8"', 'code-over': 'moves="h8i8h9i9h10i10h11i11h12j8"',
  'code-pass': 'moves="h8pass"', 'stones-part': 'stones="red: h8"', 'stones-pass': 'stones="black: pass"', 'stones-twice': 'stones="black: h8; white: h8"',
  'stones-off': 'stones="black: z9"', 'marks-form': 'marks="h8"', 'marks-name': 'marks="toolong:h8"', 'marks-off': 'marks="A:z9"', 'rule': 'rule="go"', 'size': 'size="x"',
};
const BAD_LINKS = ['#a=h8.h8', '#game=h8zz9', '#a=h8&clock=soon'];

test('module errors in every language: bad board attributes, unreadable points and bad links are worded from their codes, no English', async () => {
  for (const lang of LANGUAGES.filter((l) => l !== 'en')) {
    const context = await site.browser.newContext({ viewport: WIDTHS.phone, locale: 'en-US' });
    await context.addInitScript((l) => { if (location.protocol.startsWith('http')) localStorage.setItem('renju-lang', l); }, lang);
    await context.route('**/__test__/bad-boards.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><script type="module" src="/renju-board.js"></script></head><body>
${Object.entries(BAD_BOARDS).map(([id, attrs]) => `<renju-board id="${id}" ${attrs}></renju-board>`).join('\n')}
<renju-board id="play" mode="play"></renju-board></body></html>` }));
    const page = await openPage(context);
    await page.goto(`${site.server.url}/__test__/bad-boards.html`);
    await page.waitForFunction(() => [...document.querySelectorAll('renju-board')].every((b) => b.shadowRoot?.querySelector('svg') || (b.shadowRoot && !b.shadowRoot.querySelector('.rb-error').hidden)));
    const shown = await page.evaluate(() => Object.fromEntries([...document.querySelectorAll('renju-board')].map((b) => [b.id, b.shadowRoot.querySelector('.rb-error').hidden ? null : b.shadowRoot.querySelector('.rb-error').textContent])));
    for (const id of Object.keys(BAD_BOARDS)) {
      assert.ok(shown[id], `${lang} ${id}: an error is shown`);
      assert.match(shown[id], SCRIPT[lang], `${lang} ${id}: "${shown[id]}" is in the language`);
      assert.deepEqual(englishWords(shown[id]), [], `${lang} ${id}: "${shown[id]}"`);
    }
    // A point the board cannot read, given through its API: worded from the code, the token quoted.
    for (const point of ['zz', 'p9', 'h8x']) {
      assert.equal(await page.evaluate((p) => document.getElementById('play').play(p), point), false);
      const said = await page.evaluate(() => document.getElementById('play').shadowRoot.querySelector('.rb-message').textContent);
      assert.ok(said.includes(point), `${lang} play(${point}): "${said}" quotes it`);
      assert.deepEqual(englishWords(said), [], `${lang} play(${point}): "${said}"`);
    }
    await page.screenshot({ path: join(shots, `errors-${lang}-phone.png`), fullPage: true });
    // Links the play page cannot open: its message says why, in the language.
    for (const hash of BAD_LINKS) {
      await page.goto('about:blank');
      await page.goto(`${site.server.url}/${hash}`);
      await page.waitForSelector('#message:not([hidden])', { timeout: 20000 });
      const said = await page.locator('#message').innerText();
      assert.match(said, SCRIPT[lang], `${lang} ${hash}: "${said}"`);
      assert.deepEqual(englishWords(said), [], `${lang} ${hash}: "${said}"`);
    }
    assert.deepEqual(page.errors, [], `${lang}: errors`);
    await context.close();
  }
});

// The errors of each area in every language but English, provoked the way a reader meets them (a part
// of the program that does not load, a worker that answers with an error, a picture the browser cannot
// draw, a broken record file, a lesson that is missing, not JSON or wrong): each is said in the
// language, worded from its code or its shape, with no English word (what may stay Latin: LATIN_OK,
// the quoted input, and the record formats' and lesson files' own names).
const FILE_WORDS = /\b(?:pos|psq|sgf|txt|renlib|pgn|moves|record|rif|sav|RenLib|SGF|PGN|broken|off|forbidden|notes|JSON|json|id|title|tasks|text|answer|choices|opening|true|false|bad|lesson|swap2)\b/g;
// The lesson format's own values (task kinds, directions, opening rules) are data a lesson's author writes.
const LESSON_VALUES = /\b(?:click-forbidden|is-forbidden|which-three-real|winning-move|unforbid|defend|vcf|name-opening|place-opening|opening-walk|across|down|diagonal|anti-diagonal|rif|yamaguchi|swap|soosorv-8|taraguchi-10|guess|chess)(?![\w-])/g;
const foreign = (text) => englishWords(text.replace(/[\w-]+\.(?:json|pos|psq|sgf|txt)\b/g, ' ').replace(LESSON_VALUES, ' ').replace(FILE_WORDS, ' '));
const OTHER_LANGUAGES = LANGUAGES.filter((l) => l !== 'en');

async function errorPage(lang, routes = {}) {
  const context = await site.browser.newContext({ viewport: WIDTHS.phone, locale: 'en-US', serviceWorkers: 'block' });
  await context.addInitScript((l) => localStorage.setItem('renju-lang', l), lang);
  for (const [pattern, handler] of Object.entries(routes)) await context.route(pattern, handler);
  return openPage(context);
}

// What each error said, for reading: test-results/languages/errors-said.json.
const said = {};
after(() => writeFileSync(join(shots, 'errors-said.json'), `${JSON.stringify(said, null, 1)}\n`));

function saidIn(lang, what, text) {
  (said[lang] ??= {})[what] = text;
  assert.ok(text && text.trim(), `${lang} ${what}: something is said`);
  assert.match(text, SCRIPT[lang], `${lang} ${what}: "${text}" is in the language`);
  assert.deepEqual(foreign(text), [], `${lang} ${what}: "${text}"`);
}

test('play page errors in every language: the board that does not load, the bot\'s and the analysis\' worker errors, a picture that cannot be made', async () => {
  for (const lang of OTHER_LANGUAGES) {
    // The rules module does not load: the status line says so, and why.
    let page = await errorPage(lang, { '**/renju-rules.wasm': (route) => route.abort() });
    await page.goto(`${site.server.url}/`);
    await page.waitForFunction(() => /[:：]/.test(document.getElementById('status').textContent), null, { timeout: 20000 });
    saidIn(lang, 'noBoard', await page.locator('#status').innerText());
    await page.context().close();

    // The engine does not load: the analysis panel says it is not available, and why.
    page = await errorPage(lang, { '**/renju-core.wasm': (route) => route.abort() });
    await page.goto(`${site.server.url}/`);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
    await page.evaluate(() => window.renjuAnalysis.set(true));
    await page.waitForSelector('.analysis-panel .an-note', { timeout: 20000 });
    saidIn(lang, 'analysis unavailable', await page.locator('.analysis-panel .an-note').first().innerText());
    await page.context().close();

    // The bot's worker answers a turn with the module's error (a record it cannot read).
    page = await errorPage(lang);
    await page.goto(`${site.server.url}/#mode=bot&forbidden=learning&human=black&level=1&game=`);
    await botTurnsFail(page);
    await clickPoint(page, 'h8');
    await page.waitForFunction(() => !document.getElementById('message').hidden && /[:：]/.test(document.getElementById('message').textContent), null, { timeout: 20000 });
    saidIn(lang, 'botFailed', await page.locator('#message').innerText());

    // The browser cannot write the PNG.
    await page.evaluate(() => {
      HTMLCanvasElement.prototype.toBlob = function toBlob(callback) { callback(null); };
      document.getElementById('message').textContent = '';
      document.getElementById('record-box').open = true;
    });
    await page.click('#btn-save-image');
    await page.waitForSelector('#dlg-image[open]');
    await page.click('#dlg-image button.primary');
    await page.waitForFunction(() => /[:：]/.test(document.getElementById('message').textContent), null, { timeout: 20000 });
    await page.click('#dlg-image button[type="submit"]');
    saidIn(lang, 'imageFailed', await page.locator('#message').innerText());
    await page.screenshot({ path: join(shots, `errors-play-${lang}-phone.png`) });
    assert.deepEqual(page.errors.filter((e) => !/Failed to load resource/.test(e)), [], `${lang}: errors`);
    await page.context().close();
  }
});

// Record files: the open-file dialog's problems (a move the rules refuse, a move off the board, a
// forbidden stone kept, not a record file at all) and its failure (the reader's worker does not start).
const BROKEN_FILES = [
  ['broken.pos', [3, 0x70, 0x6f, 0x70]],
  ['off.psq', new TextEncoder().encode('Piskvorky 20x20, 11:11, 0\n10,10,0\n25,3,0\n11,11,0\n')],
  ['forbidden.sgf', new TextEncoder().encode('(;GM[4]SZ[15]RU[renju];B[hh];W[ao];B[hg];W[aa];B[jg];W[oo];B[ih];W[oa];B[if];W[bo];B[ig])')],
  ['bad.sgf', new TextEncoder().encode('(;GM[4]SZ[15];B[hh];W[zz];B[hg])')],
  ['notes.txt', new TextEncoder().encode('%% shopping list')],
];

async function openFileBytes(page, name, bytes) {
  await page.evaluate(() => { window.renjuFiles = null; document.getElementById('message').textContent = ''; });
  await page.setInputFiles('#file-in', { name, mimeType: 'application/octet-stream', buffer: Buffer.from(bytes) });
}

test('record file errors in every language: each problem of a broken file and a reader that fails, no English', async () => {
  for (const lang of OTHER_LANGUAGES) {
    let page = await errorPage(lang);
    await page.goto(`${site.server.url}/`);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
    for (const [name, bytes] of BROKEN_FILES) {
      await openFileBytes(page, name, bytes);
      await page.waitForFunction(() => window.renjuFiles, null, { timeout: 30000 });
      const read = await page.evaluate(() => window.renjuFiles);
      assert.ok(read.errors.length, `${lang} ${name}: the read found problems`);
      if (read.games) {
        const items = await page.locator('#dlg-file .file-problems li').allInnerTexts();
        assert.equal(items.length, read.errors.length, `${lang} ${name}: every problem listed`);
        items.forEach((item, i) => saidIn(lang, `${name} problem ${i + 1}`, item));
        saidIn(lang, `${name} partial`, await page.locator('#dlg-file .file-partial').innerText());
      } else saidIn(lang, `${name} message`, await page.locator('#message').innerText());
      if (name === 'broken.pos') await page.screenshot({ path: join(shots, `errors-files-${lang}-phone.png`) });
      await page.evaluate(() => document.getElementById('dlg-file')?.close());
    }
    await page.context().close();

    page = await errorPage(lang, { '**/renju-files-worker.js': (route) => route.fulfill({ status: 404, body: 'not found' }) });
    await page.goto(`${site.server.url}/`);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 20000 });
    await openFileBytes(page, 'game.sgf', new TextEncoder().encode('(;GM[4]SZ[15];B[hh];W[ii])'));
    await page.waitForFunction(() => /[:：]/.test(document.getElementById('message').textContent), null, { timeout: 30000 });
    saidIn(lang, 'files failed', await page.locator('#message').innerText());
    saidIn(lang, 'files failed (dialog)', await page.locator('#dlg-file .file-summary').innerText());
    await page.context().close();
  }
});

// Lessons: a lesson that is missing, one that is not JSON, one the engine disagrees with (a problem of
// every task kind), and the engine that does not load.
const BAD_LESSON = {
  id: 'bad',
  title: 'Bad',
  tasks: [
    { kind: 'is-forbidden', text: 'A?', stones: 'black: f8 g8 h9 h10', toMove: 'black', point: 'h8', answer: false },
    { kind: 'click-forbidden', text: 'Click', stones: 'black: f8 g8 h9 h10; white: a1', toMove: 'black', answer: [] },
    { kind: 'winning-move', text: 'Win', stones: 'black: f8 g8 h8', toMove: 'black', answer: ['a1'] },
    { kind: 'which-three-real', text: 'Which?', stones: 'black: f8 g8 h9 h10', point: 'h8', answer: ['across'] },
    { kind: 'unforbid', text: 'Fix', stones: 'black: f8 g8 h9 h10', point: 'h8', color: 'white', answer: ['d8'] },
    { kind: 'defend', text: 'x', stones: 'black: f8 g8 h8 i8; white: e8 k4 d12', toMove: 'white', answer: ['a1'] },
    { kind: 'vcf', text: 'x', stones: 'black: h8; white: a1', toMove: 'black' },
    { kind: 'name-opening', text: 'x', moves: 'h8h9h10', answer: '2D' },
    { kind: 'is-forbidden', text: 'x', stones: 'black: zz', point: 'h8', answer: true },
    { kind: 'guess', text: 'x' },
    { kind: 'opening-walk', text: 'x', opening: 'chess' },
  ],
};

async function lessonError(page, src) {
  return page.evaluate(async (s) => {
    const el = document.getElementById('lesson');
    const seen = new Promise((resolve) => el.addEventListener('lesson-error', () => resolve(), { once: true }));
    el.src = s;
    await seen;
    return el.shadowRoot.querySelector('.error').textContent;
  }, src);
}

test('lesson errors in every language: missing, not JSON, wrong for the engine (every task kind), the engine not loading', async () => {
  for (const lang of OTHER_LANGUAGES) {
    let page = await errorPage(lang, {
      '**/missing-lesson.json': (route) => route.fulfill({ status: 404, body: 'not found' }),
      '**/not-json.json': (route) => route.fulfill({ contentType: 'application/json', body: '{ this is not json' }),
      '**/bad-lesson.json': (route) => route.fulfill({ contentType: 'application/json', body: JSON.stringify(BAD_LESSON) }),
    });
    await page.goto(`${site.server.url}/lessons.html`);
    await page.waitForFunction(() => document.querySelector('#lesson')?.lesson);
    for (const src of ['missing-lesson.json', 'not-json.json']) saidIn(lang, src, await lessonError(page, src));
    const text = await lessonError(page, 'bad-lesson.json');
    const lines = text.split('\n');
    assert.equal(lines.length, 1 + BAD_LESSON.tasks.length, `${lang}: a heading and every problem: ${text}`);
    lines.forEach((line, i) => saidIn(lang, `bad lesson line ${i + 1}`, line));
    await page.screenshot({ path: join(shots, `errors-lesson-${lang}-phone.png`), fullPage: true });
    await page.context().close();

    page = await errorPage(lang, { '**/renju-core.wasm': (route) => route.abort() });
    await page.goto(`${site.server.url}/lessons.html#threes`);
    await page.waitForFunction(() => {
      const e = document.querySelector('#lesson')?.shadowRoot?.querySelector('.error');
      return e && !e.hidden && e.textContent.trim() !== '';
    }, null, { timeout: 20000 });
    saidIn(lang, 'lesson engine', await page.evaluate(() => document.getElementById('lesson').shadowRoot.querySelector('.error').textContent));
    await page.context().close();
  }
});

// The board: the engine that does not load, and a bot worker that answers with the module's error.
const ERROR_WORKER = `self.onmessage = (e) => {
  const m = e.data ?? {};
  if (m.type === 'init') self.postMessage({ type: 'ready', levels: [1, 2, 3, 4, 5] });
  else self.postMessage({ type: 'error', id: m.id, message: 'the record "zz" is malformed', code: 'BAD_RECORD' });
};`;

test('board errors in every language: the engine not loading, the bot\'s worker answering with an error', async () => {
  for (const lang of OTHER_LANGUAGES) {
    let page = await errorPage(lang, { '**/renju-core.wasm': (route) => route.abort() });
    await page.goto(`${site.server.url}/embed.html?mode=play&lang=${lang}`);
    // Shown with its text, in the board's language once its table is in (a new language says the
    // error again: the box may be between two sayings), and stays so once the board is ready.
    const shown = (l) => {
      const b = document.querySelector('renju-board');
      const e = b?.shadowRoot?.querySelector('.rb-error');
      return b?.language === l && e && !e.hidden && e.textContent.trim() !== '';
    };
    await page.waitForFunction(shown, lang, { timeout: 20000 });
    await page.evaluate(() => document.querySelector('renju-board').ready);
    await page.waitForFunction(shown, lang, { timeout: 20000 });
    saidIn(lang, 'board engine', await page.evaluate(() => document.querySelector('renju-board').shadowRoot.querySelector('.rb-error').textContent));
    await page.context().close();

    page = await errorPage(lang, { '**/renju-bot-worker.js': (route) => route.fulfill({ contentType: 'text/javascript', body: ERROR_WORKER }) });
    await page.goto(`${site.server.url}/embed.html?mode=play&bot=1&lang=${lang}`);
    await page.waitForFunction(() => document.querySelector('renju-board')?.shadowRoot?.querySelector('svg'), null, { timeout: 20000 });
    const board = page.locator('renju-board');
    await board.evaluate((b) => b.ready);
    await board.evaluate((b) => b.play('h8'));
    await page.waitForFunction(() => /[:：]/.test(document.querySelector('renju-board').shadowRoot.querySelector('.rb-message').textContent), null, { timeout: 20000 });
    saidIn(lang, 'board botFailed', await board.evaluate((b) => b.shadowRoot.querySelector('.rb-message').textContent));
    await page.screenshot({ path: join(shots, `errors-board-${lang}-phone.png`) });
    await page.context().close();
  }
});
