// Issue 18, <renju-board> details: getCode() never returns text the board refused, and marks on one
// point are drawn once (the last one given wins), however many the attribute repeats.
import assert from 'node:assert/strict';
import { test } from 'node:test';

import { openPage, useSite } from './harness.mjs';

const site = useSite();

async function boardPage(html) {
  const context = await site.browser.newContext();
  await context.route('**/__test__/board.html', (route) => route.fulfill({
    contentType: 'text/html',
    body: `<!doctype html><meta charset="utf-8"><link rel="icon" href="data:,"><script type="module" src="/renju-board.js"></script>${html}`,
  }));
  const page = await openPage(context);
  await page.goto(`${site.server.url}/__test__/board.html`);
  await page.waitForFunction(() => customElements.get('renju-board'));
  await page.evaluate(() => Promise.all([...document.querySelectorAll('renju-board')].map((b) => b.ready)));
  return { page, context };
}

test("getCode() after a bad moves attribute: the refused text is not returned, the shown game's code is", async () => {
  const { page, context } = await boardPage('<renju-board id="b" mode="replay" moves="h8i9"></renju-board><renju-board id="fresh" moves="h8zz"></renju-board>');
  try {
    const result = await page.evaluate(async () => {
      const b = document.getElementById('b');
      const errors = [];
      b.addEventListener('error', (e) => errors.push(e.detail.attribute));
      const before = b.getCode();
      b.setAttribute('moves', 'h8h8');
      await b.ready;
      const afterOccupied = b.getCode();
      b.setAttribute('moves', 'not a code');
      await b.ready;
      const afterGarbage = b.getCode();
      const fresh = document.getElementById('fresh');
      await fresh.ready;
      return { before, afterOccupied, afterGarbage, errors, fresh: fresh.getCode(), freshStones: fresh.getStones() };
    });
    assert.equal(result.before, 'h8i9');
    assert.equal(result.afterOccupied, 'h8i9', 'the board still shows the last good game');
    assert.equal(result.afterGarbage, 'h8i9');
    assert.deepEqual(result.errors, ['moves', 'moves']);
    assert.equal(result.fresh, '', 'a board that never showed a game has no code');
    assert.doesNotMatch(result.freshStones, /zz/);
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});

test('20,000 marks on one point draw one mark (the last given), and marks elsewhere are kept', async () => {
  const many = `${Array(20000).fill('A:h8').join(' ')} x:h8 B:j10 tri:k11`;
  const { page, context } = await boardPage(`<renju-board id="b" marks="${many}"></renju-board>`);
  try {
    const drawn = await page.evaluate(() => {
      const svg = document.getElementById('b').shadowRoot.querySelector('svg');
      return {
        labels: [...svg.querySelectorAll('.rb-label')].map((t) => t.textContent),
        symbols: svg.querySelectorAll('.rb-mark').length,
        error: document.getElementById('b').shadowRoot.querySelector('.rb-error').hidden ? null : 'error shown',
      };
    });
    assert.equal(drawn.error, null);
    assert.deepEqual(drawn.labels, ['B'], 'h8 keeps only its last mark (x), j10 its label');
    assert.equal(drawn.symbols, 2, 'x on h8 and the triangle on k11');
    assert.deepEqual(page.errors, []);
  } finally {
    await context.close();
  }
});

test('a bad 100 KB marks or stones attribute gets a short error message', async () => {
  const { page, context } = await boardPage('<renju-board id="b"></renju-board>');
  try {
    const messages = await page.evaluate(async () => {
      const b = document.getElementById('b');
      const out = [];
      b.addEventListener('error', (e) => out.push(e.detail.message.length));
      for (const [name, value] of [['marks', 'Q'.repeat(100000)], ['marks', `A:${'z'.repeat(100000)}`], ['stones', 'q'.repeat(100000)],
        ['moves', `h8${'x'.repeat(100000)}`]]) {
        b.setAttribute(name, value);
        await b.ready;
        b.removeAttribute(name);
        await b.ready;
      }
      return out;
    });
    assert.equal(messages.length, 4, JSON.stringify(messages));
    for (const length of messages) assert.ok(length < 300, `a ${length}-character message`);
  } finally {
    await context.close();
  }
});
