// The language tables (web/i18n/<lang>/<area>.json against the built-in English web/i18n/en/<area>.js):
// every table has every key and no other, every message parses and uses only the arguments the
// English one has (with the same select and plural shape), selects cover the English cases, plurals
// use only the language's own categories (Intl.PluralRules); and the language pick from the
// browser's languages, the formatter, and the page tables' English output.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { describe, format, parse } from '../../web/i18n/format.js';
import { LANGUAGES, pickLanguage, supported } from '../../web/i18n/lang.js';

const dir = fileURLToPath(new URL('../../web/i18n/', import.meta.url));
const AREAS = readdirSync(`${dir}en`).filter((f) => f.endsWith('.js')).map((f) => f.slice(0, -3)).sort();
const english = Object.fromEntries(await Promise.all(AREAS.map(async (a) => [a, (await import(`${dir}en/${a}.js`)).default])));
const OTHERS = LANGUAGES.filter((l) => l !== 'en');

function table(lang, area) {
  return JSON.parse(readFileSync(`${dir}${lang}/${area}.json`, 'utf8'));
}

// Sample values for every argument name the tables use, for formatting each message once.
const SAMPLE = {
  color: ['black', 'white'], winner: ['black', 'white'], loser: ['black', 'white'], stone: ['black', 'white'],
  role: ['first', 'second', 'you', 'bot'], kind: ['overline', 'double-four', 'double-three', 'other'],
  zoneKind: ['centre', 'square', 'anywhere'],
};

test('the English tables are ICU messages that parse, with an "other" case in every select and plural', () => {
  assert.ok(AREAS.includes('app') && AREAS.includes('phrases'), AREAS.join());
  for (const area of AREAS) {
    for (const [key, message] of Object.entries(english[area])) {
      assert.equal(typeof message, 'string', `${area}.${key}`);
      assert.doesNotThrow(() => parse(message), `en ${area}.${key}`);
    }
  }
});

test('every language has every table, with exactly the English keys', () => {
  for (const lang of OTHERS) {
    for (const area of AREAS) {
      const file = `${dir}${lang}/${area}.json`;
      assert.ok(existsSync(file), `${lang}/${area}.json is missing`);
      const keys = Object.keys(table(lang, area)).sort();
      const want = Object.keys(english[area]).sort();
      assert.deepEqual(keys.filter((k) => !want.includes(k)), [], `${lang}/${area}.json: keys English does not have`);
      assert.deepEqual(want.filter((k) => !keys.includes(k)), [], `${lang}/${area}.json: keys it lacks`);
    }
  }
});

test('every translation uses only the English message\'s arguments, in the same way, with its language\'s plural categories', () => {
  for (const lang of OTHERS) {
    const categories = new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories);
    for (const area of AREAS) {
      const t = table(lang, area);
      for (const [key, source] of Object.entries(english[area])) {
        const where = `${lang}/${area}.json ${key}`;
        const message = t[key];
        assert.equal(typeof message, 'string', where);
        assert.ok(message.trim() || !source.trim(), `${where} is empty`);
        let mine;
        assert.doesNotThrow(() => { mine = describe(message); }, where);
        const theirs = describe(source);
        for (const [arg, type] of Object.entries(mine.args)) {
          assert.ok(arg in theirs.args, `${where} uses {${arg}}, which English does not pass`);
          // A select stays a select; a number English writes out plainly may take a plural (Russian's cases).
          if (type === 'select') assert.equal(theirs.args[arg], 'select', `${where}: {${arg}} is a select, in English a ${theirs.args[arg]}`);
        }
        for (const [arg, cases] of Object.entries(mine.cases)) {
          if (mine.args[arg] === 'plural') {
            for (const c of cases) assert.ok(c.startsWith('=') || categories.has(c), `${where}: "${c}" is not a plural category of ${lang}`);
          } else {
            const known = theirs.cases[arg] ?? [];
            for (const c of cases) assert.ok(known.includes(c), `${where}: the case "${c}" of {${arg}} is not one English has`);
          }
        }
      }
    }
  }
});

test('every translation says what English says: each text argument English shows is in it too (a plural or select may be left to the language\'s grammar)', () => {
  for (const lang of OTHERS) {
    for (const area of AREAS) {
      const t = table(lang, area);
      for (const [key, source] of Object.entries(english[area])) {
        const theirs = describe(source).args;
        const mine = describe(t[key]).args;
        for (const [arg, type] of Object.entries(theirs)) {
          if (type === 'plural' || type === 'select') continue;
          assert.ok(arg in mine, `${lang}/${area}.json ${key} leaves out {${arg}}`);
        }
      }
    }
  }
});

test('every message formats for every value of its arguments without leaving a {placeholder}', () => {
  for (const lang of LANGUAGES) {
    for (const area of AREAS) {
      const t = lang === 'en' ? english[area] : table(lang, area);
      for (const [key, message] of Object.entries(t)) {
        const { args, cases } = describe(english[area][key]);
        const names = Object.keys(args);
        // Each argument walks through its values (selects: the English cases and one unknown; plurals:
        // 0, 1, 2, 5, 21; text: a sample) while the others keep their first.
        const values = Object.fromEntries(names.map((n) => [n, args[n] === 'plural' ? [1, 0, 2, 5, 21]
          : args[n] === 'select' ? [...(SAMPLE[n] ?? []), ...(cases[n] ?? []).filter((c) => c !== 'other'), 'other'] : [SAMPLE[n]?.[0] ?? 'X1']]));
        for (const n of names) {
          for (const v of values[n]) {
            const params = Object.fromEntries(names.map((m) => [m, m === n ? v : values[m][0]]));
            const text = format(message, params, lang);
            assert.doesNotMatch(text, /\{\w+\}/, `${lang}/${area} ${key} with ${JSON.stringify(params)}: ${text}`);
          }
        }
      }
    }
  }
});

test('the formatter: arguments, selects, plurals by the language\'s rules, exact cases, lists, no quoting', () => {
  assert.equal(format('{point} is taken.', { point: 'H8' }), 'H8 is taken.');
  assert.equal(format('{c, select, black {Black} other {White}} to move', { c: 'black' }), 'Black to move');
  assert.equal(format('{c, select, black {Black} other {White}} to move', { c: 'purple' }), 'White to move');
  const ru = '{n, plural, one {# тройка} few {# тройки} many {# троек} other {# тройки}}';
  // Russian's categories by the last two digits (worked out by hand from the grammar, not the code).
  for (const [n, text] of [[1, '1 тройка'], [2, '2 тройки'], [4, '4 тройки'], [5, '5 троек'], [11, '11 троек'], [12, '12 троек'],
    [21, '21 тройка'], [22, '22 тройки'], [25, '25 троек'], [101, '101 тройка'], [111, '111 троек']]) {
    assert.equal(format(ru, { n }, 'ru'), text, String(n));
  }
  assert.equal(format('{n, plural, =0 {none} one {# move} other {# moves}}', { n: 0 }), 'none');
  assert.equal(format('{n, plural, one {# move} other {# moves}}', { n: 1 }), '1 move');
  assert.equal(format('{n, plural, =1 {一个} =2 {两个} other {#个}}', { n: 2 }, 'zh-Hans'), '两个');
  assert.equal(format('missed {p}', { p: ['E12', 'L2', 'A1'] }), 'missed E12, L2 and A1');
  assert.equal(format('{p}', { p: ['E12', 'L2', 'A1'] }, 'ru'), 'E12, L2 и A1');
  assert.equal(format('{p}', { p: ['E12', 'L2'] }, 'ja'), 'E12、L2');
  assert.equal(format('Black’s don\'t # {x}', { x: 1 }), 'Black’s don\'t # 1');
  assert.equal(format('{missing} stays', {}), '{missing} stays');
  assert.equal(format('{a, select, x {nested {b, plural, one {# one} other {# more}}} other {-}}', { a: 'x', b: 3 }), 'nested 3 more');
  for (const bad of ['{', '}', '{a', '{a, select, x {y}}', '{a, plural, one {x}}', '{a, sel, other {x}}', '{a, select, other {x} other {y}}', '{ }']) {
    assert.throws(() => parse(bad), { name: 'MessageError' }, bad);
  }
});

test('the language follows the browser\'s list: the first language the site has, Traditional Chinese for Taiwan and Hong Kong', () => {
  assert.equal(pickLanguage(['ru-RU', 'en-US']), 'ru');
  assert.equal(pickLanguage(['de-DE', 'ja-JP', 'en']), 'ja');
  assert.equal(pickLanguage(['de', 'fr']), 'en');
  assert.equal(pickLanguage([]), 'en');
  assert.equal(pickLanguage(['zh-CN']), 'zh-Hans');
  assert.equal(pickLanguage(['zh']), 'zh-Hans');
  assert.equal(pickLanguage(['zh-SG']), 'zh-Hans');
  assert.equal(pickLanguage(['zh-TW']), 'zh-Hant');
  assert.equal(pickLanguage(['zh-HK']), 'zh-Hant');
  assert.equal(pickLanguage(['zh-MO']), 'zh-Hant');
  assert.equal(pickLanguage(['zh-Hant-CN']), 'zh-Hant');
  assert.equal(pickLanguage(['zh-Hans-TW']), 'zh-Hans');
  assert.equal(pickLanguage(['en-GB', 'ru']), 'en');
  assert.equal(supported('RU'), 'ru');
  assert.equal(supported('zh_TW'), 'zh-Hant');
  assert.equal(supported('../ru'), null);
  assert.equal(supported(''), null);
  assert.equal(supported(null), null);
});

test('lesson text in several languages: the reader\'s, else the other Chinese script, else English, else the first; plain strings are the lesson\'s own', async () => {
  const { localize, isLocalized, pick } = await import('../../web/i18n/localize.js');
  const lesson = {
    id: 'l', title: { en: 'Title', ru: 'Заголовок', 'zh-TW': '標題' },
    text: { en: ['One.', 'Two.'], ja: ['一。'] },
    tasks: [{ kind: 'is-forbidden', text: 'Is A forbidden?', point: 'h8', answer: true, goal: { standardOpening: '4D' }, marks: 'A:h8' }],
  };
  const ru = localize(lesson, 'ru');
  assert.equal(ru.title, 'Заголовок');
  assert.deepEqual(ru.text, ['One.', 'Two.'], 'no Russian paragraphs: English');
  assert.equal(ru.tasks[0].text, 'Is A forbidden?');
  assert.deepEqual(ru.tasks[0].goal, { standardOpening: '4D' }, 'data that is not text is kept');
  assert.equal(ru.lang, 'ru');
  assert.equal(localize(lesson, 'ja').title, 'Title');
  assert.deepEqual(localize(lesson, 'ja').text, ['一。']);
  assert.equal(localize(lesson, 'zh-Hans').title, '標題', 'Traditional for a Simplified reader before English');
  assert.equal(localize(lesson, 'zh-Hans').lang, 'zh-Hant');
  assert.equal(localize({ title: { ja: '三々' } }, 'ru').title, '三々', 'one language only: that one');
  assert.equal(localize({ lang: 'ru', title: 'Урок' }, 'en').lang, 'ru', 'a plain string is in the lesson\'s lang');
  assert.equal(lesson.title.en, 'Title', 'the lesson itself is not changed');
  assert.equal(isLocalized({ black: 'f8' }), false);
  assert.equal(isLocalized({}), false);
  assert.equal(isLocalized({ en: 3 }), false);
  assert.equal(isLocalized({ en: ['a', 'b'], de: ['c'] }), true);
  assert.deepEqual(pick({ 'ru-RU': 'да', en: 'yes' }, 'ru'), { text: 'да', lang: 'ru' });
});

// The pages' HTML holds their English (shown before the script runs and without it): every data-t
// key is in the page's English table, and the HTML says exactly that message, its child elements
// where the message puts {0}, {1}, … (web/i18n/text.js).
const PAGE_AREAS = { 'lessons.html': 'lessons', 'widget.html': 'docs' };
const VOID = new Set(['meta', 'link', 'input', 'br', 'img', 'hr', 'source']);
const decode = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** [{key, attribute, text}] for the data-t* attributes of an HTML page (text: the inner text, children as {i}). */
function pageKeys(html) {
  const tokens = [...html.matchAll(/<(\/?)([a-zA-Z][\w-]*)([^>]*)>|[^<]+/g)];
  const found = [];
  for (let i = 0; i < tokens.length; i++) {
    const [whole, close, tag, attrs] = tokens[i];
    if (!tag || close) continue;
    for (const m of (attrs ?? '').matchAll(/data-t(-[a-z]+)?="([^"]+)"/g)) {
      if (m[1]) {
        found.push({ key: m[2], attribute: m[1].slice(1), text: null });
        continue;
      }
      // The inner text: depth 1 text as it is, each element at depth 1 as {n}.
      let depth = 0;
      let n = 0;
      let text = '';
      for (let j = i + 1; j < tokens.length; j++) {
        const [w, c, t] = tokens[j];
        if (!t) {
          if (depth === 0) text += w;
          continue;
        }
        if (c) {
          if (depth === 0) break;
          depth--;
        } else if (!VOID.has(t.toLowerCase())) {
          if (depth === 0) text += `{${n++}}`;
          depth++;
        } else if (depth === 0) text += `{${n++}}`;
      }
      found.push({ key: m[2], attribute: null, text: decode(text.replace(/\s+/g, ' ').trim()) });
    }
    void whole;
  }
  return found;
}

test('the lessons and widget docs pages: every data-t key is in the page\'s table, and the HTML\'s English is its message', () => {
  for (const [file, area] of Object.entries(PAGE_AREAS)) {
    const html = readFileSync(fileURLToPath(new URL(`../../web/${file}`, import.meta.url)), 'utf8');
    const keys = pageKeys(html);
    assert.ok(keys.length > 5, `${file}: data-t keys found`);
    for (const { key, text } of keys) {
      assert.ok(key in english[area], `${file}: ${key} is not in en/${area}.js`);
      if (text !== null) assert.equal(text, english[area][key], `${file}: the HTML of ${key}`);
    }
  }
});

test('a message that places a page\'s child elements ({0}, {1}, …) places every one of them in every language, once', () => {
  for (const lang of OTHERS) {
    for (const area of AREAS) {
      const t = table(lang, area);
      for (const [key, source] of Object.entries(english[area])) {
        const slots = (m) => [...m.matchAll(/\{(\d+)\}/g)].map((x) => x[1]).sort();
        assert.deepEqual(slots(t[key]), slots(source), `${lang}/${area}.json ${key}`);
      }
    }
  }
});
