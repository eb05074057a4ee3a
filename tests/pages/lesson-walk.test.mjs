// The whole course walked through in Chromium, generated from the lesson data (issues 15 and 19): for
// every task of every lesson, in each of the site's languages, a wrong answer of the task's kind gets
// feedback that names what was done and agrees with the engine (worked out here in Node from the same
// module), a hint is given, the explanation steps to its end and back, the right answer is accepted
// and marked solved; progress survives a reload and the course ends complete. Controls are found by
// the language's own table (or a data attribute), never by English text, and in every language but
// English no English word is shown anywhere in the lesson at any step (a message missing from a
// table, or a module message shown raw, fails). The same walk runs on <renju-lesson> embedded in a
// foreign page. The course page is walked at phone width, and at each task's start its text (with
// the first, the lesson's title and paragraphs) is the data's own in the reader's language and nothing
// on the page is cut off or off the screen; the embedded walk keeps a desktop width, so every task is
// walked at both. A new lesson, task or language is covered without new test code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';

import { loadRenju } from '../../dist/renju.js';
import enLesson from '../../web/i18n/en/lesson.js';
import { LANGUAGES } from '../../web/i18n/lang.js';
import { localize } from '../../web/i18n/localize.js';
import { translator } from '../../web/i18n/text.js';
import { phrasesFor } from '../../web/lib/phrases.js';
import { buildPosition, judgeDefend, judgeUnforbid, judgeVcfMove, judgeWinningMove, openingChoices, openingGame, openingOf } from '../../web/lessons/lesson-check.js';
import { centre, controlAt, openPage, press, useSite } from './harness.mjs';
import { overflowProblems } from './layout.mjs';

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

/**
 * The wrong answer this test gives a task: the clicks (`actions`), the marks taken back after it, and
 * what its feedback must say (from the engine; `says` gives it in a language).
 */
function wrongAnswer(task) {
  // The words of English feedback are checked in English; in every language the points it names.
  const en = (lang, ...words) => (lang === 'en' ? words : []);
  if (['name-opening', 'place-opening', 'opening-walk'].includes(task.kind)) {
    if (task.kind === 'name-opening') {
      const code = openingChoices(task).find((c) => c !== task.answer);
      return { actions: [{ choice: code }], says: () => [] };
    }
    if (task.kind === 'place-opening') {
      const moves = task.moves.match(/[a-z]\d+/g);
      const p = POINTS.find((q) => !moves.includes(q) && openingOf(renju, [...moves, q]) !== task.answer);
      return { actions: [{ point: p }], says: () => [up(p)] };
    }
    // Black 1 on the centre (every rule allows it), then a second stone on the same point.
    return { pre: ['h8'], actions: [{ point: 'h8' }, { point: 'h8' }], says: () => ['H8'] };
  }
  const position = buildPosition(renju, task);
  const empty = POINTS.filter((p) => !position.at(p));
  try {
    switch (task.kind) {
      case 'is-forbidden': return { actions: [{ control: task.answer ? 'task.allowed' : 'task.forbidden' }], says: () => [up(task.point)] };
      case 'click-forbidden': {
        const p = empty.find((q) => !task.answer.includes(q));
        return { actions: [{ point: p }, { control: 'task.check' }], unmark: [p], says: ({ lang }) => [up(p), ...en(lang, `not forbidden: ${up(p)}`)] };
      }
      case 'which-three-real': return { actions: [{ control: 'task.check' }], says: ({ t }) => [t('threesWrong', { real: 'none' })] };
      case 'winning-move': {
        const p = empty.find((q) => !judgeWinningMove(position, q).wins);
        const j = judgeWinningMove(position, p);
        const named = ['one-five', 'opponent-five'].includes(j.reason) ? () => [up(j.fivePoints[0])] : j.reason === 'missed-five' ? (lang) => en(lang, 'already has a four') : () => [];
        return { actions: [{ point: p }], says: ({ lang }) => [up(p), ...named(lang)] };
      }
      case 'unforbid': {
        const p = empty.find((q) => q !== task.point && !judgeUnforbid(position, task.point, q, task.color ?? position.toMove).works);
        return { actions: [{ point: p }], says: ({ lang }) => [up(p), up(task.point), ...en(lang, 'still')] };
      }
      case 'defend': {
        const p = empty.find((q) => !judgeDefend(renju, position, q).works);
        const j = judgeDefend(renju, position, p);
        return { actions: [{ point: p }], says: () => [up(p), ...(j.fivePoints ? [up(j.fivePoints[0])] : []), ...(j.line ? [j.line.map(up).join(' ')] : [])] };
      }
      case 'vcf': {
        const p = empty.find((q) => judgeVcfMove(renju, position, q).reason === 'not-four');
        return { actions: [{ point: p }], says: ({ t }) => [t('vcfNotFour', { point: up(p) })] };
      }
      default: throw new Error(`no wrong answer for ${task.kind}`);
    }
  } finally {
    position.dispose();
  }
}

/**
 * The right answer's clicks. An action's `look` is read just before it (in the same call that finds
 * where it goes): `shown` names a moment whose text must be in the language, `refused` a point the
 * feedback must refuse by name, `checked` the boxes that must be ticked.
 */
function rightAnswer(task, wrong) {
  switch (task.kind) {
    case 'is-forbidden':
      return [{ control: task.answer ? 'task.forbidden' : 'task.allowed' }];
    case 'click-forbidden':
      return [...task.answer.map((p) => ({ point: p })), { control: 'task.check' }];
    case 'which-three-real':
      // Each box ticked by a real click on it, and seen ticked (as a locator's check() does).
      return [...task.answer.map((d) => ({ box: d })), { control: 'task.check', look: { checked: task.answer } }];
    case 'winning-move': case 'unforbid': case 'defend':
      return [{ point: task.answer[0] }];
    case 'vcf': {
      // The line played as the element judges it (the same judge here in Node): each four is
      // blocked; a four with two five points is blocked at one and the other makes five; a five ends it.
      const position = buildPosition(renju, task);
      const color = position.toMove;
      let line = task.answer;
      if (!line) {
        const start = buildPosition(renju, task);
        try {
          line = renju.findVcf(start, { nodes: 200000 }).filter((_, k) => k % 2 === 0);
        } finally {
          start.dispose();
        }
      }
      const actions = [];
      let look;
      try {
        for (const p of line) {
          const j = judgeVcfMove(renju, position, p);
          actions.push({ point: p, look });
          if (j.reason === 'five') break;
          look = { shown: `after the four ${up(p)}` };
          position.place(p, color);
          if (j.fivePoints) {
            actions.push({ point: j.fivePoints.find((f) => f !== j.block), look });
            break;
          }
          if (j.block) position.place(j.block, color === 'black' ? 'white' : 'black');
          position.toMove = color;
        }
      } finally {
        position.dispose();
      }
      return actions;
    }
    case 'name-opening':
      return [{ choice: task.answer }];
    case 'place-opening': {
      const moves = task.moves.match(/[a-z]\d+/g);
      return [{ point: POINTS.find((q) => !moves.includes(q) && openingOf(renju, [...moves, q]) === task.answer) }];
    }
    case 'opening-walk': {
      // The same game here in Node: at each step the first point the rule refuses is clicked (its
      // refusal must be shown in the language), then the first it accepts; a decision takes the
      // button the element offers (stay; declare its default of 2).
      const game = openingGame(renju, task, task.opening);
      const actions = [];
      try {
        for (const p of wrong.pre ?? []) game.play(p);
        for (let step = 0; game.turn.opening; step++) {
          assert.ok(step < 40, `${task.kind}: the opening did not end`);
          const look = { shown: `opening step ${step + 1}` };
          const turn = game.turn;
          if (turn.actions.includes('swap')) {
            actions.push({ control: 'walkStay', look });
            game.decideSwap('stay');
            continue;
          }
          if (turn.actions.includes('declare')) {
            actions.push({ control: 'walkDeclare', look });
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
          assert.ok(p, `${task.kind}: no point is accepted at step ${step + 1}`);
          if (refused) {
            actions.push({ point: refused, look });
            actions.push({ point: p, look: { refused: up(refused), shown: `the refused ${up(refused)}` } });
          } else actions.push({ point: p, look });
        }
      } finally {
        game.dispose();
      }
      return actions;
    }
    default: throw new Error(task.kind);
  }
}

// What the walk does on each task, worked out here in Node once for the six walks (only the
// language's strings differ between them).
const plans = new Map();
for (const lesson of lessons) {
  for (const task of lesson.tasks) {
    const wrong = wrongAnswer(task);
    plans.set(task, { wrong, right: rightAnswer(task, wrong) });
  }
}

/**
 * In the page, one call: waits for the task (when `o.wait` says), reads at one moment what `o` asks
 * for, then finds where the first of `o.targets` whose condition holds is clicked (a board point, or a
 * control as press() finds it). `controlAt`, `overflowProblems` and `centre` are passed in (LOOK).
 */
async function look(o, controlAt, overflowProblems, centre) {
  const el = document.querySelector(o.host);
  if (o.wait) {
    const { n, lesson, ms } = o.wait;
    const deadline = performance.now() + ms;
    while (el.taskIndex !== n || (lesson != null && el.lesson?.id !== lesson)) {
      if (performance.now() > deadline) throw new Error(`task ${n + 1}${lesson == null ? '' : ` of ${lesson}`} not shown within ${ms / 1000} s`);
      await new Promise((r) => requestAnimationFrame(r));
    }
  }
  const root = el.shadowRoot;
  const one = (q) => {
    const found = root.querySelectorAll(q);
    if (found.length > 1) throw new Error(`${found.length} ${q} elements`);
    return found[0];
  };
  const r = {};
  if (o.start) {
    r.language = el.language;
    r.title = root.querySelector('.title').textContent;
    r.text = [...root.querySelectorAll('.text p')].map((p) => p.textContent);
    r.task = root.querySelector('.task-text').textContent;
  }
  if (o.overflow) r.overflow = overflowProblems();
  if (o.walk) {
    // The explanation stepped in the page: every step's text, to the last step and one back.
    const shown = () => [...root.querySelectorAll('.why .caption, .why .counter, .feedback, .hint')].map((n) => n.textContent).join(' | ');
    const next = root.querySelector(`.stepbar button[aria-label="${o.walk.next}"]`);
    const texts = [shown()];
    let steps = 0;
    while (!next.disabled && steps < 200) { next.click(); steps++; texts.push(shown()); }
    const last = root.querySelector('.caption').textContent;
    if (steps) root.querySelector(`.stepbar button[aria-label="${o.walk.back}"]`).click();
    r.walk = { steps, texts, last, back: root.querySelector('.caption').textContent };
  }
  if (o.feedback) {
    const f = root.querySelectorAll('.feedback');
    if (f.length !== 1) throw new Error(`${f.length} .feedback elements`);
    r.said = f[0].textContent;
    r.tone = f[0].getAttribute('data-tone');
    r.whys = root.querySelectorAll('.mistakes button[data-action="why"]').length;
  }
  if (o.hint) {
    // The hint's text and whether an explanation is open.
    const why = one('.why');
    const box = why?.getBoundingClientRect();
    r.hint = one('.hint').textContent;
    r.whyShown = Boolean(why?.checkVisibility({ visibilityProperty: true }) && box.width > 0 && box.height > 0);
  }
  if (o.checked) r.checked = o.checked.map((d) => root.querySelector(`.controls input[value="${d}"]`)?.checked);
  if (o.progress) r.progress = JSON.parse(localStorage.getItem('renju-lessons-progress') ?? '{}')[o.progress] ?? [];
  if (o.shown) {
    // Everything the lesson shows now.
    const out = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n.data.trim() && n.parentElement?.checkVisibility({ checkVisibilityCSS: true }) && !n.parentElement.closest('svg')) out.push(n.data.trim());
    }
    for (const b of root.querySelectorAll('[aria-label], [title]')) out.push(b.getAttribute('aria-label') ?? '', b.title ?? '');
    r.shown = out.join(' | ');
  }
  for (const [k, t] of (o.targets ?? []).entries()) {
    if (t.when && !r[t.when]) continue;
    r.chosen = k;
    if (t.point) {
      // A point: where it is on the screen.
      const svg = root.querySelector('svg');
      svg.scrollIntoView({ block: 'nearest' });
      const box = svg.getBoundingClientRect();
      const extent = Number(svg.getAttribute('viewBox').split(' ')[2]);
      const { x, y } = centre(t.point, o.size, (extent - (o.size - 1)) / 2);
      r.at = { x: box.x + (x / extent) * box.width, y: box.y + (y / extent) * box.height };
    } else r.at = controlAt(root, t.selector, t.label, t.first);
    break;
  }
  return r;
}

// look() and what it calls, put in every document of a walk's context before the page's own scripts
// (once, instead of their source with every call).
const LOOK = `window.renjuWalkLook = (o) => (${look})(o, ${controlAt}, ${overflowProblems}, ${centre});`;

const WHY = { selector: '.mistakes button[data-action="why"]', first: true };
const HINT = { selector: '.hint-button' };
const NEXT = { selector: '.nav button.primary' };

async function walkLesson(page, sel, lesson, text, { overflow = false } = {}) {
  const want = localize(lesson, text.lang);
  for (let i = 0; i < lesson.tasks.length; i++) {
    const task = lesson.tasks[i];
    const where = `${text.label ?? text.lang} ${lesson.id} task ${i + 1} (${task.kind})`;
    try {
      await walkTask(page, sel, task, i, where, lesson, want, text, overflow);
    } catch (e) {
      e.message = `${where}: ${e.message}`;
      throw e;
    }
  }
}

async function walkTask(page, sel, task, i, where, lesson, want, text, overflow) {
  const { t, lang } = text;
  const { wrong, right } = plans.get(task);
  const size = task.size ?? 15;
  // A click of the plan (a point, a control by its label in the language) as look() finds it.
  const target = (a) => {
    if (a.point) return { point: a.point };
    if (a.control) return { selector: '.controls button', label: t(a.control) };
    if (a.choice) return { selector: '.choices button', label: text.phrases.openingLabel(a.choice) };
    if (a.box) return { selector: `.controls input[value="${a.box}"]` };
    if (a.close) return { selector: '.stepbar button', label: t('why.close'), when: a.when };
    return a;
  };
  /**
   * One round trip: what `o` asks for, read at one moment, and where the first of `targets` whose
   * `when` holds goes; then the checks (`check`, and no English shown when `o.shown` names the moment,
   * English itself is not checked) and a real mouse click there (by press() when the control is not
   * ready yet). Returns what was read.
   */
  const step = async (o, targets = [], check) => {
    const shown = o.shown && lang !== 'en';
    const ts = targets.map(target);
    const r = await page.evaluate((arg) => window.renjuWalkLook(arg), { ...o, shown, host: sel, size, targets: ts });
    check?.(r);
    if (shown) assert.deepEqual(englishIn(r.shown), [], `${where}, ${o.shown}: English shown in ${lang}: ${r.shown}`);
    if (r.chosen != null) {
      const tg = ts[r.chosen];
      if (r.at.why == null) await page.mouse.click(r.at.x, r.at.y);
      else await press(page, sel, tg.selector, tg);
    }
    return r;
  };
  // An action of the right answer, with what is read just before it.
  const ticked = (r, boxes) => assert.deepEqual(r.checked, boxes.map(() => true), `${where}: ${boxes.join(', ')} ticked`);
  const act = (a) => step({ shown: a.look?.shown, feedback: Boolean(a.look?.refused), checked: a.look?.checked }, [a], (r) => {
    if (a.look?.refused) {
      assert.equal(r.tone, 'wrong', `${where}: ${a.look.refused} is refused`);
      assert.ok(r.said.includes(a.look.refused), `${where}: the refusal names ${a.look.refused}`);
    }
    if (a.look?.checked) ticked(r, a.look.checked);
  });

  // The task's start: its text in the language (the lesson's title and paragraphs with the first
  // task), nothing cut off, and the wrong answer's first click.
  await step({ wait: { n: i, lesson: i ? null : lesson.id, ms: i ? 5000 : 30000 }, start: true, overflow }, [wrong.actions[0]], (r) => {
    if (i === 0) {
      assert.equal(r.language, lang, `${where}: the element's language`);
      assert.equal(r.title, want.title, `${where}: the lesson's title`);
      assert.deepEqual(r.text, want.text ?? [], `${where}: the lesson's paragraphs`);
    }
    assert.equal(r.task, want.tasks[i].text, `${where}: the task's text`);
    if (overflow) assert.deepEqual(r.overflow, [], `${where}: cut off or off the screen`);
  });
  // A wrong answer: true feedback naming what was done, and the task stays open.
  for (const a of wrong.actions.slice(1)) await step({}, [a]);
  const unmark = (wrong.unmark ?? []).map((p) => ({ point: p }));
  const afterWhy = [...unmark, HINT];
  const said = await step({ feedback: true, shown: 'the task, after a wrong answer' }, [{ ...WHY, when: 'whys' }, afterWhy[0]], (r) => {
    assert.equal(r.tone, 'wrong', `${where}: "${r.said}"`);
    for (const s of wrong.says(text)) assert.ok(r.said.includes(s), `${where}: "${r.said}" should say ${s}`);
  });
  if (said.whys) {
    // The explanation the feedback offers: to its last step and back, every step in the language.
    await step({ walk: { next: t('why.forwardLabel'), back: t('why.backLabel') }, shown: 'in the explanation' }, [{ close: true }], ({ walk }) => {
      if (walk.steps) assert.notEqual(walk.back, walk.last, `${where}: back from the last step`);
      if (lang !== 'en') assert.deepEqual(englishIn(walk.texts.join(' | ')), [], `${where}: the explanation's steps in ${lang}: ${walk.texts.join(' / ')}`);
    });
    for (const a of afterWhy) await step({}, [a]); // the marks taken back, then a hint
  } else for (const a of afterWhy.slice(1)) await step({}, [a]);
  // A hint: one step, never the verdict. An explanation it opened is closed; then the right answer
  // (its first click found in the same call when nothing was opened).
  const [first, ...rest] = right;
  const hinted = await step({ hint: true, shown: 'a hint', checked: first.look?.checked }, [{ close: true, when: 'whyShown' }, first], (r) => {
    assert.ok(r.hint.length > 4, `${where}: a hint is shown`);
    if (r.chosen === 1 && first.look?.checked) ticked(r, first.look.checked);
  });
  if (hinted.whyShown) await act(first);
  for (const a of rest) await act(a);
  // Accepted, saved as solved, and on to the next task.
  await step({ feedback: true, shown: 'after the right answer', progress: lesson.id }, [NEXT], (r) => {
    assert.equal(r.tone, 'right', `${where}: right answer: "${r.said}"`);
    assert.ok(r.progress.includes(i), `${where}: saved as solved`);
  });
}

// The course page in one language, at phone width; the reload after each lesson (progress kept) is
// checked in English, once at the end in the others.
async function walkCourse(lang) {
  const text = textOf(lang);
  const context = await site.browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' });
  try {
    await context.addInitScript((l) => { if (!localStorage.getItem('renju-lang')) localStorage.setItem('renju-lang', l); }, lang);
    await context.addInitScript(LOOK);
    const page = await openPage(context);
    await page.goto(`${site.server.url}/lessons.html#${course.lessons[0]}`);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang); // set once its table has loaded
    for (const [n, lesson] of lessons.entries()) {
      const t0 = Date.now();
      // Waits for the lesson (its first task) and checks the element speaks the language.
      await walkLesson(page, '#lesson', lesson, text, { overflow: true });
      if (process.env.WALK_TIMES) console.log(`${lang} ${lesson.id} ${lesson.tasks.length} tasks ${Date.now() - t0} ms`);
      // The last task's button goes on to the next lesson (the next walkLesson waits for it; after
      // the last, to practice).
      if (lang !== 'en' && n + 1 < lessons.length) continue;
      await page.evaluate(async (id) => {
        while (location.hash === `#${id}`) await new Promise((r) => requestAnimationFrame(r));
        location.hash = id;
      }, lesson.id);
      await page.reload();
      // After the reload, in one call: each lesson's row in the course list, then on to the next lesson.
      const rows = await page.evaluate(async (next) => {
        while (!document.querySelector('#lesson').lesson) await new Promise((r) => requestAnimationFrame(r));
        const rows = [...document.querySelectorAll('#course li:not(.chapter)')].map((li) => ({ className: li.getAttribute('class'), count: li.querySelector('.count')?.textContent }));
        if (next) location.hash = next;
        return rows;
      }, lessons[n + 1]?.id);
      const done = lang === 'en' ? [n] : lessons.map((_, k) => k);
      for (const k of done) {
        const { id, tasks, test: isTest } = lessons[k];
        assert.equal(rows[k]?.className, 'done', `${lang}: ${id} is marked done after a reload`);
        if (!isTest) assert.equal(rows[k].count, `${tasks.length}/${tasks.length}`);
        else assert.match(rows[k].count, new RegExp(`^0/${tasks.length}$`)); // every first answer here was the wrong one
      }
    }
    assert.equal(await page.locator('#course li.done').count(), lessons.length, `${lang}: every lesson done`);
    assert.deepEqual(page.errors, [], `${lang}: errors`);
  } finally {
    await context.close();
  }
}

// Embedded in an English page, the element speaks its own lang attribute (at a desktop width: every
// task is walked at one too).
async function walkEmbedded(lang) {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 900 } });
  try {
    await context.route('**/foreign/page.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A club's page</title>
<style>body { font: 14px Georgia, serif; background: #f4f0e8; margin: 0; } .col { width: 720px; margin: 0 auto; }</style>
<script type="module" src="/renju-lesson.js"></script></head>
<body><div class="col"><h1>Our club's Renju corner</h1><renju-lesson id="embedded" lang="${lang}"></renju-lesson></div></body></html>` }));
    await context.addInitScript(LOOK);
    const page = await openPage(context);
    await page.goto(`${site.server.url}/foreign/page.html`);
    const text = textOf(lang);
    for (const lesson of lessons) {
      // walkLesson waits for it.
      await page.evaluate((id) => { document.getElementById('embedded').src = `/lessons/data/${id}.json`; }, lesson.id);
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
test('the course page in English at phone width: every task of every lesson, its own text with nothing cut off, wrong then hinted then right; progress survives a reload after each lesson; the course ends complete', () => walkCourse('en'));

test(`the course page in ${LANGUAGES.filter((l) => l !== 'en').join(', ')} at phone width, and <renju-lesson lang="ja"> in a foreign page at desktop width: the same walk, every task in its own text, no English shown`, async () => {
  const walks = [...LANGUAGES.filter((l) => l !== 'en').map((l) => walkCourse(l)), walkEmbedded('ja')];
  const failed = (await Promise.allSettled(walks)).filter((r) => r.status === 'rejected');
  if (failed.length) {
    failed[0].reason.message = `${failed.length} of ${walks.length} walks failed; the first: ${failed[0].reason.message}${failed.slice(1).map((f) => `\n  also: ${f.reason.message.split('\n')[0]}`).join('')}`;
    throw failed[0].reason;
  }
});
});
