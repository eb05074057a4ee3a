// The whole course walked through in Chromium, generated from the lesson data (issue 15): for every
// task of every lesson, a wrong answer of the task's kind gets feedback that names what was done and
// agrees with the engine (worked out here in Node from the same module), a hint is given, the
// explanation steps to its end and back, the right answer is accepted and marked solved; progress
// survives a reload and the course ends complete. The same walk runs on <renju-lesson> embedded in a
// foreign page. A new lesson or task is covered without new test code.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';

import { loadRenju } from '../../dist/renju.js';
import { buildPosition, judgeDefend, judgeUnforbid, judgeVcfMove, judgeWinningMove, openingChoices, openingOf } from '../../web/lessons/lesson-check.js';
import { clickBoardPoint, openPage, useSite } from './harness.mjs';

const site = useSite();
const renju = await loadRenju({ wasmBinary: readFileSync(new URL('../../dist/renju-core.wasm', import.meta.url)) });
const dataDir = new URL('../../web/lessons/data/', import.meta.url);
const course = JSON.parse(readFileSync(new URL('course.json', dataDir), 'utf8'));
const lessons = course.lessons.map((id) => JSON.parse(readFileSync(new URL(`${id}.json`, dataDir), 'utf8')));
const up = (p) => p.toUpperCase();
const POINTS = [];
for (let r = 0; r < 8; r++) for (let x = 7 - r; x <= 7 + r; x++) for (let y = 7 - r; y <= 7 + r; y++) {
  if (Math.max(Math.abs(x - 7), Math.abs(y - 7)) === r) POINTS.push(String.fromCharCode(97 + x) + (y + 1));
}

/** The wrong answer this test gives a task, and what its feedback must say (from the engine). */
function wrongAnswer(task) {
  if (['name-opening', 'place-opening', 'opening-walk'].includes(task.kind)) {
    if (task.kind === 'name-opening') {
      const code = openingChoices(task).find((c) => c !== task.answer);
      return { choice: code, says: [code] };
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
      case 'is-forbidden': return { button: task.answer ? 'Allowed' : 'Forbidden', says: [up(task.point)] };
      case 'click-forbidden': {
        const p = empty.find((q) => !task.answer.includes(q));
        return { marks: [p], says: [`not forbidden: ${up(p)}`] };
      }
      case 'which-three-real': return { ticks: [], says: ['no three as real'] };
      case 'winning-move': {
        const p = empty.find((q) => !judgeWinningMove(position, q).wins);
        const j = judgeWinningMove(position, p);
        const named = ['one-five', 'opponent-five'].includes(j.reason) ? [up(j.fivePoints[0])] : j.reason === 'missed-five' ? ['already has a four'] : [];
        return { point: p, says: [up(p), ...named] };
      }
      case 'unforbid': {
        const p = empty.find((q) => q !== task.point && !judgeUnforbid(position, task.point, q, task.color ?? position.toMove).works);
        return { point: p, says: [up(p), up(task.point), 'still'] };
      }
      case 'defend': {
        const p = empty.find((q) => !judgeDefend(renju, position, q).works);
        const j = judgeDefend(renju, position, p);
        return { point: p, says: [up(p), ...(j.fivePoints ? [up(j.fivePoints[0])] : []), ...(j.line ? [j.line.map(up).join(' ')] : [])] };
      }
      case 'vcf': {
        const p = empty.find((q) => judgeVcfMove(renju, position, q).reason === 'not-four');
        return { point: p, says: [up(p), 'not a four'] };
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
async function walkLesson(page, sel, lesson, lessonIndex) {
  const el = shadow(page, sel);
  const feedback = () => el.locator('.feedback');
  const tone = () => el.locator('.feedback').getAttribute('data-tone');
  const svg = async () => page.evaluateHandle((s) => document.querySelector(s).shadowRoot.querySelector('svg'), sel);
  const click = async (p) => clickBoardPoint(page, await svg(), p);
  for (let i = 0; i < lesson.tasks.length; i++) {
    const task = lesson.tasks[i];
    const where = `${lesson.id} task ${i + 1} (${task.kind})`;
    try {
      await walkTask(page, sel, el, task, i, where, lesson);
    } catch (e) {
      e.message = `${where}: ${e.message}`;
      throw e;
    }
  }
}

async function walkTask(page, sel, el, task, i, where, lesson) {
  const feedback = () => el.locator('.feedback');
  const tone = () => el.locator('.feedback').getAttribute('data-tone');
  const svg = async () => page.evaluateHandle((s) => document.querySelector(s).shadowRoot.querySelector('svg'), sel);
  const click = async (p) => clickBoardPoint(page, await svg(), p);
  {
    await page.waitForFunction(([s, n]) => document.querySelector(s).taskIndex === n, [sel, i], { timeout: 5000 });
    // A wrong answer: true feedback naming what was done, and the task stays open.
    const wrong = wrongAnswer(task);
    if (wrong.button) await el.locator('.controls button', { hasText: new RegExp(`^${wrong.button}$`) }).click();
    if (wrong.choice) await el.locator('.choices button', { hasText: new RegExp(`^${wrong.choice} `) }).click();
    if (wrong.marks) {
      for (const p of wrong.marks) await click(p);
      await el.locator('.controls button', { hasText: 'Check' }).click();
    }
    if (wrong.ticks) await el.locator('.controls button', { hasText: 'Check' }).click();
    for (const p of wrong.pre ?? []) await click(p);
    if (wrong.point) await click(wrong.point);
    const said = await feedback().textContent();
    assert.equal(await tone(), 'wrong', `${where}: "${said}"`);
    for (const s of wrong.says) assert.ok(said.includes(s), `${where}: "${said}" should say ${s}`);
    // The explanation, when the feedback offers one: to its last step and back.
    const why = el.locator('.mistakes button', { hasText: /^Why/ });
    if (await why.count()) {
      await why.first().click();
      const next = el.locator('button[aria-label="Next step"]');
      let steps = 0;
      while (!(await next.isDisabled()) && steps < 200) { await next.click(); steps++; }
      const last = await el.locator('.caption').textContent();
      if (steps) {
        await el.locator('button[aria-label="Previous step"]').click();
        assert.notEqual(await el.locator('.caption').textContent(), last, `${where}: back from the last step`);
      }
      await el.locator('.stepbar button', { hasText: 'Close' }).click();
    }
    if (wrong.marks) for (const p of wrong.marks) await click(p); // unmark
    // A hint: one step, never the verdict.
    await el.locator('.hint-button').click();
    assert.ok((await el.locator('.hint').textContent()).length > 10, `${where}: a hint is shown`);
    if (!(await el.locator('.why').isHidden())) await el.locator('.stepbar button', { hasText: 'Close' }).click();
    // The right answer.
    const right = rightAnswer(task);
    switch (task.kind) {
      case 'is-forbidden':
        await el.locator('.controls button', { hasText: new RegExp(`^${task.answer ? 'Forbidden' : 'Allowed'}$`) }).click();
        break;
      case 'click-forbidden':
        for (const p of task.answer) await click(p);
        await el.locator('.controls button', { hasText: 'Check' }).click();
        break;
      case 'which-three-real':
        for (const d of task.answer) await el.locator(`.controls input[value="${d}"]`).check();
        await el.locator('.controls button', { hasText: 'Check' }).click();
        break;
      case 'winning-move': case 'unforbid': case 'defend':
        await click(task.answer[0]);
        break;
      case 'vcf':
        for (const p of right.line ?? task.answer) {
          await click(p);
          if (await tone() === 'right') break;
          // A four with two five points: the engine blocks one, the other makes five.
          const open = /two five points \(([A-O]\d+) and ([A-O]\d+)\): \w+ blocks ([A-O]\d+)/.exec(await feedback().textContent());
          if (open) {
            await click((open[1] === open[3] ? open[2] : open[1]).toLowerCase());
            break;
          }
        }
        break;
      case 'name-opening':
        await el.locator('.choices button', { hasText: new RegExp(`^${task.answer} `) }).click();
        break;
      case 'place-opening':
        await click(right.point);
        break;
      case 'opening-walk':
        for (let step = 0; step < 40 && await tone() !== 'right'; step++) {
          for (const name of ['Stay', 'Declare']) {
            const b = el.locator('.controls button', { hasText: new RegExp(`^${name}$`) });
            if (await b.count()) { await b.click(); break; }
          }
          if (await tone() === 'right') break;
          const before = await page.evaluate((s) => document.querySelector(s).shadowRoot.querySelectorAll('.rb-layer-stones > *').length, sel);
          for (const p of POINTS) {
            if (await el.locator('.controls button', { hasText: /^(Stay|Declare)$/ }).count()) break;
            await click(p);
            if (await tone() !== 'wrong') break;
          }
          assert.ok(step < 39, `${where}: the opening did not end`);
          void before;
        }
        break;
      default: throw new Error(task.kind);
    }
    assert.equal(await tone(), 'right', `${where}: right answer: "${await feedback().textContent()}"`);
    const progress = await page.evaluate(() => JSON.parse(localStorage.getItem('renju-lessons-progress') ?? '{}'));
    assert.ok(progress[lesson.id]?.includes(i), `${where}: saved as solved`);
    await el.locator('.nav button.primary').click();
  }
}

test('the course page: every task of every lesson, wrong then hinted then right; progress survives a reload; the course ends complete', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await openPage(context);
  await page.goto(`${site.server.url}/lessons.html#${course.lessons[0]}`);
  for (const [n, lesson] of lessons.entries()) {
    await page.waitForFunction((id) => document.querySelector('#lesson').lesson?.id === id, lesson.id);
    await walkLesson(page, '#lesson', lesson, n);
    // The last task's button goes on to the next lesson (after the last, to practice).
    await page.waitForFunction((id) => location.hash !== `#${id}`, lesson.id);
    await page.evaluate((id) => { location.hash = id; }, lesson.id);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('#lesson').lesson);
    const row = page.locator('#course li:not(.chapter)').nth(n);
    assert.equal(await row.getAttribute('class'), 'done', `${lesson.id} is marked done after a reload`);
    if (!lesson.test) assert.equal(await row.locator('.count').textContent(), `${lesson.tasks.length}/${lesson.tasks.length}`);
    else assert.match(await row.locator('.count').textContent(), new RegExp(`^0/${lesson.tasks.length}$`)); // every first answer here was the wrong one
    if (n + 1 < lessons.length) await page.evaluate((id) => { location.hash = id; }, lessons[n + 1].id);
  }
  assert.equal(await page.locator('#course li.done').count(), lessons.length, 'every lesson done');
  assert.deepEqual(page.errors, []);
  await context.close();
});

test('<renju-lesson> embedded in a foreign page: the same walk, lesson by lesson', async () => {
  const context = await site.browser.newContext({ viewport: { width: 1000, height: 900 } });
  await context.route('**/foreign/page.html', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A club's page</title>
<style>body { font: 14px Georgia, serif; background: #f4f0e8; margin: 0; } .col { width: 720px; margin: 0 auto; }</style>
<script type="module" src="/renju-lesson.js"></script></head>
<body><div class="col"><h1>Our club's Renju corner</h1><renju-lesson id="embedded"></renju-lesson></div></body></html>` }));
  const page = await openPage(context);
  await page.goto(`${site.server.url}/foreign/page.html`);
  for (const [n, lesson] of lessons.entries()) {
    await page.evaluate((id) => { document.getElementById('embedded').src = `/lessons/data/${id}.json`; }, lesson.id);
    await page.waitForFunction((id) => document.getElementById('embedded').lesson?.id === id, lesson.id);
    await walkLesson(page, '#embedded', lesson, n);
  }
  const progress = await page.evaluate(() => JSON.parse(localStorage.getItem('renju-lessons-progress')));
  for (const lesson of lessons) assert.equal(progress[lesson.id]?.length, lesson.tasks.length, lesson.id);
  assert.deepEqual(page.errors, []);
  await context.close();
});
