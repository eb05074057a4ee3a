// The whole course walked through in Chromium, generated from the lesson data (issues 15 and 19): for
// every task of every lesson, in each of the site's languages, a wrong answer of the task's kind gets
// feedback that names what was done and agrees with the engine (worked out here in Node from the same
// module), a hint is given, the explanation steps to its end and back, the right answer is accepted
// and marked solved; progress survives a reload and the course ends complete. Controls are found by
// the language's own table (or a data attribute), never by English text, and in every language but
// English no English word is shown anywhere in the lesson at any step (a message missing from a
// table, or a module message shown raw, fails). The same walk runs on <renju-lesson> embedded in a
// foreign page. A new lesson, task or language is covered without new test code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { loadRenju } from '../../dist/renju.js';
import enLesson from '../../web/i18n/en/lesson.js';
import { LANGUAGES } from '../../web/i18n/lang.js';
import { translator } from '../../web/i18n/text.js';
import { phrasesFor } from '../../web/lib/phrases.js';
import { buildPosition, judgeDefend, judgeUnforbid, judgeVcfMove, judgeWinningMove, openingChoices, openingGame, openingOf } from '../../web/lessons/lesson-check.js';
import { openPage, press, untilTask, useSite } from './harness.mjs';

const site = useSite();
const renju = await loadRenju({ wasmBinary: readFileSync(new URL('../../dist/renju-core.wasm', import.meta.url)) });
const dataDir = new URL('../../web/lessons/data/', import.meta.url);
const course = JSON.parse(readFileSync(new URL('course.json', dataDir), 'utf8'));
const lessons = course.lessons.map((id) => JSON.parse(readFileSync(new URL(`${id}.json`, dataDir), 'utf8')));
const up = (p) => p.toUpperCase();
const json = (path) => JSON.parse(readFileSync(new URL(`../../web/i18n/${path}`, import.meta.url), 'utf8'));
/** A language's lesson table and phrases, as the element reads them (no English fallback here: a key missing is undefined). */
function textOf(lang) {
  const table = lang === 'en' ? enLesson : json(`${lang}/lesson.json`);
  const t = translator({}, table, lang);
  const phrases = phrasesFor(lang === 'en' ? null : json(`${lang}/phrases.json`), lang);
  return { lang, t: (key, params) => { assert.ok(key in table, `${lang}: lesson.${key} is in the table`); return t(key, params); }, phrases };
}
// Latin text a page in another language may show: points (H8), opening codes (2D, 13I), a letter
// naming a point, and the acronyms the glossary keeps (VCF, VCT, RIF, PASS, PNG, SVG, swap2).
const LATIN_OK = /\b(?:[A-O](?:1[0-5]|[1-9])|\d{1,2}[DI]|VCF|VCT|RIF|PASS|PNG|SVG|[Ss]wap2)\b/g;
function englishIn(text) {
  return text.replace(LATIN_OK, ' ').match(/[A-Za-z]{2,}(?:[ '’][A-Za-z]+)*/g) ?? [];
}
const POINTS = [];
for (let r = 0; r < 8; r++) for (let x = 7 - r; x <= 7 + r; x++) for (let y = 7 - r; y <= 7 + r; y++) {
  if (Math.max(Math.abs(x - 7), Math.abs(y - 7)) === r) POINTS.push(String.fromCharCode(97 + x) + (y + 1));
}

/** The wrong answer this test gives a task, and what its feedback must say (from the engine). */
function wrongAnswer(task, { lang, t }) {
  // The words of English feedback are checked in English; in every language the points it names.
  const en = (...words) => (lang === 'en' ? words : []);
  if (['name-opening', 'place-opening', 'opening-walk'].includes(task.kind)) {
    if (task.kind === 'name-opening') {
      const code = openingChoices(task).find((c) => c !== task.answer);
      return { choice: code, says: [] };
    }
    if (task.kind === 'place-opening') {
      const moves = task.moves.match(/[a-z]\d+/g);
      const p = POINTS.find((q) => !moves.includes(q) && openingOf(renju, [...moves, q]) !== task.answer);
      return { point: p, says: [up(p)] };
    }
    // Black 1 on the centre (every rule allows it), then a second stone on the same point.
    return { pre: ['h8'], point: 'h8', says: ['H8'] };
  }
  const position = buildPosition(renju, task);
  const empty = POINTS.filter((p) => !position.at(p));
  try {
    switch (task.kind) {
      case 'is-forbidden': return { button: task.answer ? 'task.allowed' : 'task.forbidden', says: [up(task.point)] };
      case 'click-forbidden': {
        const p = empty.find((q) => !task.answer.includes(q));
        return { marks: [p], says: [up(p), ...en(`not forbidden: ${up(p)}`)] };
      }
      case 'which-three-real': return { ticks: [], says: [t('threesWrong', { real: 'none' })] };
      case 'winning-move': {
        const p = empty.find((q) => !judgeWinningMove(position, q).wins);
        const j = judgeWinningMove(position, p);
        const named = ['one-five', 'opponent-five'].includes(j.reason) ? [up(j.fivePoints[0])] : j.reason === 'missed-five' ? en('already has a four') : [];
        return { point: p, says: [up(p), ...named] };
      }
      case 'unforbid': {
        const p = empty.find((q) => q !== task.point && !judgeUnforbid(position, task.point, q, task.color ?? position.toMove).works);
        return { point: p, says: [up(p), up(task.point), ...en('still')] };
      }
      case 'defend': {
        const p = empty.find((q) => !judgeDefend(renju, position, q).works);
        const j = judgeDefend(renju, position, p);
        return { point: p, says: [up(p), ...(j.fivePoints ? [up(j.fivePoints[0])] : []), ...(j.line ? [j.line.map(up).join(' ')] : [])] };
      }
      case 'vcf': {
        const p = empty.find((q) => judgeVcfMove(renju, position, q).reason === 'not-four');
        return { point: p, says: [t('vcfNotFour', { point: up(p) })] };
      }
      default: throw new Error(`no wrong answer for ${task.kind}`);
    }
  } finally {
    position.dispose();
  }
}

function rightAnswer(task) {
  if (task.kind === 'place-opening') {
    const moves = task.moves.match(/[a-z]\d+/g);
    return { point: POINTS.find((q) => !moves.includes(q) && openingOf(renju, [...moves, q]) === task.answer) };
  }
  if (task.kind === 'vcf' && !task.answer) return { line: renju.findVcf(buildPosition(renju, task), { nodes: 200000 }).filter((_, i) => i % 2 === 0) };
  return {};
}

const shadow = (page, sel) => page.locator(sel);
async function walkLesson(page, sel, lesson, text) {
  const el = shadow(page, sel);
  for (let i = 0; i < lesson.tasks.length; i++) {
    const task = lesson.tasks[i];
    const where = `${text.label ?? text.lang} ${lesson.id} task ${i + 1} (${task.kind})`;
    try {
      await walkTask(page, sel, el, task, i, where, lesson, text);
    } catch (e) {
      e.message = `${where}: ${e.message}`;
      throw e;
    }
  }
}

async function walkTask(page, sel, el, task, i, where, lesson, text) {
  const { t } = text;
  // The feedback's text and tone and how many explanations it offers, read in one call.
  const feedbackNow = () => page.evaluate((s) => {
    const root = document.querySelector(s).shadowRoot;
    const f = root.querySelectorAll('.feedback');
    if (f.length !== 1) throw new Error(`${f.length} .feedback elements`);
    return { said: f[0].textContent, tone: f[0].getAttribute('data-tone'), whys: root.querySelectorAll('.mistakes button[data-action="why"]').length };
  }, sel);
  const tone = async () => (await feedbackNow()).tone;
  // A real mouse click on a point: where it is on the screen, worked out in the page in one call.
  const click = async (p) => {
    const at = await page.evaluate(([s, p, size]) => {
      const svg = document.querySelector(s).shadowRoot.querySelector('svg');
      svg.scrollIntoView({ block: 'nearest' });
      const box = svg.getBoundingClientRect();
      const extent = Number(svg.getAttribute('viewBox').split(' ')[2]);
      const margin = (extent - (size - 1)) / 2;
      const x = margin + p.charCodeAt(0) - 97;
      const y = margin + size - Number(p.slice(1));
      return { x: box.x + (x / extent) * box.width, y: box.y + (y / extent) * box.height };
    }, [sel, p, task.size ?? 15]);
    await page.mouse.click(at.x, at.y);
  };
  const button = (key) => ({ click: () => press(page, sel, '.controls button', { label: t(key) }) });
  // Everything the lesson shows now, in the language: no English word (English itself is not checked).
  const inLanguage = async (when) => {
    if (text.lang === 'en') return;
    const shown = await page.evaluate((s) => {
      const e = document.querySelector(s);
      const out = [];
      const walker = document.createTreeWalker(e.shadowRoot, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        if (n.data.trim() && n.parentElement?.checkVisibility({ checkVisibilityCSS: true }) && !n.parentElement.closest('svg')) out.push(n.data.trim());
      }
      for (const b of e.shadowRoot.querySelectorAll('[aria-label], [title]')) out.push(b.getAttribute('aria-label') ?? '', b.title ?? '');
      return out.join(' | ');
    }, sel);
    assert.deepEqual(englishIn(shown), [], `${where}, ${when}: English shown in ${text.lang}: ${shown}`);
  };
  {
    await untilTask(page, sel, i, 5000);
    // A wrong answer: true feedback naming what was done, and the task stays open.
    const wrong = wrongAnswer(task, text);
    if (wrong.button) await button(wrong.button).click();
    if (wrong.choice) await press(page, sel, '.choices button', { label: text.phrases.openingLabel(wrong.choice) });
    if (wrong.marks) {
      for (const p of wrong.marks) await click(p);
      await button('task.check').click();
    }
    if (wrong.ticks) await button('task.check').click();
    for (const p of wrong.pre ?? []) await click(p);
    if (wrong.point) await click(wrong.point);
    const { said, tone: saidTone, whys } = await feedbackNow();
    assert.equal(saidTone, 'wrong', `${where}: "${said}"`);
    for (const s of wrong.says) assert.ok(said.includes(s), `${where}: "${said}" should say ${s}`);
    await inLanguage('the task, after a wrong answer');
    // The explanation, when the feedback offers one: to its last step and back, every step in the language.
    const stepbar = (key) => ({ click: () => press(page, sel, '.stepbar button', { label: t(key) }) });
    if (whys) {
      await press(page, sel, '.mistakes button[data-action="why"]', { first: true });
      // Stepped in the page (one round trip): every step's text, to the last step and one back.
      const walk = await page.evaluate(([s, nextLabel, backLabel]) => {
        const root = document.querySelector(s).shadowRoot;
        const shown = () => [...root.querySelectorAll('.why .caption, .why .counter, .feedback, .hint')].map((n) => n.textContent).join(' | ');
        const next = root.querySelector(`.stepbar button[aria-label="${nextLabel}"]`);
        const texts = [shown()];
        let steps = 0;
        while (!next.disabled && steps < 200) { next.click(); steps++; texts.push(shown()); }
        const last = root.querySelector('.caption').textContent;
        if (steps) root.querySelector(`.stepbar button[aria-label="${backLabel}"]`).click();
        return { steps, texts, last, back: root.querySelector('.caption').textContent };
      }, [sel, t('why.forwardLabel'), t('why.backLabel')]);
      if (walk.steps) assert.notEqual(walk.back, walk.last, `${where}: back from the last step`);
      if (text.lang !== 'en') assert.deepEqual(englishIn(walk.texts.join(' | ')), [], `${where}: the explanation's steps in ${text.lang}: ${walk.texts.join(' / ')}`);
      await inLanguage('in the explanation');
      await stepbar('why.close').click();
    }
    if (wrong.marks) for (const p of wrong.marks) await click(p); // unmark
    // A hint: one step, never the verdict.
    await press(page, sel, '.hint-button');
    // The hint's text and whether an explanation is open, in one call.
    const after = await page.evaluate((s) => {
      const root = document.querySelector(s).shadowRoot;
      const one = (q) => {
        const found = root.querySelectorAll(q);
        if (found.length > 1) throw new Error(`${found.length} ${q} elements`);
        return found[0];
      };
      const why = one('.why');
      const box = why?.getBoundingClientRect();
      return { hint: one('.hint').textContent, whyShown: Boolean(why?.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0) };
    }, sel);
    assert.ok(after.hint.length > 4, `${where}: a hint is shown`);
    await inLanguage('a hint');
    if (after.whyShown) await stepbar('why.close').click();
    // The right answer.
    const right = rightAnswer(task);
    switch (task.kind) {
      case 'is-forbidden':
        await button(task.answer ? 'task.forbidden' : 'task.allowed').click();
        break;
      case 'click-forbidden':
        for (const p of task.answer) await click(p);
        await button('task.check').click();
        break;
      case 'which-three-real':
        for (const d of task.answer) await el.locator(`.controls input[value="${d}"]`).check();
        await button('task.check').click();
        break;
      case 'winning-move': case 'unforbid': case 'defend':
        await click(task.answer[0]);
        break;
      case 'vcf': {
        // The line played as the element judges it (the same judge here in Node): each four is
        // blocked; a four with two five points is blocked at one and the other makes five.
        const position = buildPosition(renju, task);
        const color = position.toMove;
        try {
          for (const p of right.line ?? task.answer) {
            const j = judgeVcfMove(renju, position, p);
            await click(p);
            if (await tone() === 'right' && j.reason === 'five') break;
            await inLanguage(`after the four ${up(p)}`);
            position.place(p, color);
            if (j.fivePoints) {
              await click(j.fivePoints.find((f) => f !== j.block));
              break;
            }
            if (j.block) position.place(j.block, color === 'black' ? 'white' : 'black');
            position.toMove = color;
          }
        } finally {
          position.dispose();
        }
        break;
      }
      case 'name-opening':
        await press(page, sel, '.choices button', { label: text.phrases.openingLabel(task.answer) });
        break;
      case 'place-opening':
        await click(right.point);
        break;
      case 'opening-walk': {
        // The same game here in Node: at each step the first point the rule refuses is clicked (its
        // refusal must be shown in the language), then the first it accepts; a decision takes the
        // button the element offers (stay; declare its default of 2).
        const game = openingGame(renju, task, task.opening);
        try {
          for (const p of wrong.pre ?? []) game.play(p);
          for (let step = 0; game.turn.opening; step++) {
            assert.ok(step < 40, `${where}: the opening did not end`);
            await inLanguage(`opening step ${step + 1}`);
            const turn = game.turn;
            if (turn.actions.includes('swap')) {
              await button('walkStay').click();
              game.decideSwap('stay');
              continue;
            }
            if (turn.actions.includes('declare')) {
              await button('walkDeclare').click();
              game.declare(2);
              continue;
            }
            const act = turn.actions.includes('move') ? (q) => game.play(q) : turn.actions.includes('offer') ? (q) => game.offerFifth(q) : (q) => game.chooseFifth(q);
            let refused = null;
            const p = POINTS.find((q) => {
              try {
                act(q);
                return true;
              } catch {
                refused ??= q;
                return false;
              }
            });
            assert.ok(p, `${where}: no point is accepted at step ${step + 1}`);
            if (refused) {
              await click(refused);
              const now = await feedbackNow();
              assert.equal(now.tone, 'wrong', `${where}: ${up(refused)} is refused`);
              assert.ok(now.said.includes(up(refused)), `${where}: the refusal names ${up(refused)}`);
              await inLanguage(`the refused ${up(refused)}`);
            }
            await click(p);
          }
        } finally {
          game.dispose();
        }
        break;
      }
      default: throw new Error(task.kind);
    }
    const answered = await feedbackNow();
    assert.equal(answered.tone, 'right', `${where}: right answer: "${answered.said}"`);
    await inLanguage('after the right answer');
    const progress = await page.evaluate(() => JSON.parse(localStorage.getItem('renju-lessons-progress') ?? '{}'));
    assert.ok(progress[lesson.id]?.includes(i), `${where}: saved as solved`);
    await press(page, sel, '.nav button.primary');
  }
}

// The course page in one language; the reload after each lesson (progress kept) is checked in
// English, once at the end in the others.
async function walkCourse(lang) {
  const text = textOf(lang);
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  try {
    await context.addInitScript((l) => { if (!localStorage.getItem('renju-lang')) localStorage.setItem('renju-lang', l); }, lang);
    const page = await openPage(context);
    await page.goto(`${site.server.url}/lessons.html#${course.lessons[0]}`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang); // set once its table has loaded
    for (const [n, lesson] of lessons.entries()) {
      await page.waitForFunction((id) => document.querySelector('#lesson').lesson?.id === id, lesson.id);
      assert.equal(await page.locator('#lesson').evaluate((e) => e.language), lang);
      const t0 = Date.now();
      await walkLesson(page, '#lesson', lesson, text);
      if (process.env.WALK_TIMES) console.log(`${lang} ${lesson.id} ${lesson.tasks.length} tasks ${Date.now() - t0} ms`);
      // The last task's button goes on to the next lesson (after the last, to practice).
      await page.waitForFunction((id) => location.hash !== `#${id}`, lesson.id);
      if (lang !== 'en' && n + 1 < lessons.length) continue;
      await page.evaluate((id) => { location.hash = id; }, lesson.id);
      await page.reload();
      await page.waitForFunction(() => document.querySelector('#lesson').lesson);
      const done = lang === 'en' ? [n] : lessons.map((_, k) => k);
      for (const k of done) {
        const row = page.locator('#course li:not(.chapter)').nth(k);
        const { id, tasks, test: isTest } = lessons[k];
        assert.equal(await row.getAttribute('class'), 'done', `${lang}: ${id} is marked done after a reload`);
        if (!isTest) assert.equal(await row.locator('.count').textContent(), `${tasks.length}/${tasks.length}`);
        else assert.match(await row.locator('.count').textContent(), new RegExp(`^0/${tasks.length}$`)); // every first answer here was the wrong one
      }
      if (n + 1 < lessons.length) await page.evaluate((id) => { location.hash = id; }, lessons[n + 1].id);
    }
    assert.equal(await page.locator('#course li.done').count(), lessons.length, `${lang}: every lesson done`);
    assert.deepEqual(page.errors, [], `${lang}: errors`);
  } finally {
    await context.close();
  }
}

// Embedded in an English page, the element speaks its own lang attribute.
async function walkEmbedded(lang) {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 900 } });
  try {
    await context.route('**/foreign/page.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A club's page</title>
<style>body { font: 14px Georgia, serif; background: #f4f0e8; margin: 0; } .col { width: 720px; margin: 0 auto; }</style>
<script type="module" src="/renju-lesson.js"></script></head>
<body><div class="col"><h1>Our club's Renju corner</h1><renju-lesson id="embedded" lang="${lang}"></renju-lesson></div></body></html>` }));
    const page = await openPage(context);
    await page.goto(`${site.server.url}/foreign/page.html`);
    const text = textOf(lang);
    for (const lesson of lessons) {
      await page.evaluate((id) => { document.getElementById('embedded').src = `/lessons/data/${id}.json`; }, lesson.id);
      await page.waitForFunction((id) => document.getElementById('embedded').lesson?.id === id, lesson.id);
      await walkLesson(page, '#embedded', lesson, { ...text, label: `embedded ${lang}` });
    }
    const progress = await page.evaluate(() => JSON.parse(localStorage.getItem('renju-lessons-progress')));
    for (const lesson of lessons) assert.equal(progress[lesson.id]?.length, lesson.tasks.length, `embedded: ${lesson.id}`);
    assert.deepEqual(page.errors, [], 'embedded: errors');
  } finally {
    await context.close();
  }
}

// Every walk side by side, one page each in the one browser: the walks wait on the page far more
// than they compute, so together they take little more than one.
describe('the course walked', { concurrency: true }, () => {
test('the course page in English: every task of every lesson, wrong then hinted then right; progress survives a reload after each lesson; the course ends complete', () => walkCourse('en'));

test(`the course page in ${LANGUAGES.filter((l) => l !== 'en').join(', ')}, and <renju-lesson lang="ja"> in a foreign page: the same walk, every task, no English shown`, async () => {
  const walks = [...LANGUAGES.filter((l) => l !== 'en').map((l) => walkCourse(l)), walkEmbedded('ja')];
  const failed = (await Promise.allSettled(walks)).filter((r) => r.status === 'rejected');
  if (failed.length) {
    failed[0].reason.message = `${failed.length} of ${walks.length} walks failed; the first: ${failed[0].reason.message}${failed.slice(1).map((f) => `\n  also: ${f.reason.message.split('\n')[0]}`).join('')}`;
    throw failed[0].reason;
  }
});
});
