// The lessons' explanation steps in every language (issue 19): each caption is one whole sentence of
// the language's lesson table, its words for the module's kinds, directions and verdicts chosen by
// the sentence itself, in that language's word order. Expected sentences are put together by hand
// from the tables' messages (web/i18n/<lang>/lesson.json) and each language's way of writing a list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { renju } from './load.mjs';
import { explanationSteps } from '../../web/lessons/explain-steps.js';
import { translator } from '../../web/i18n/text.js';
import en from '../../web/i18n/en/lesson.js';

const table = (lang) => JSON.parse(readFileSync(new URL(`../../web/i18n/${lang}/lesson.json`, import.meta.url), 'utf8'));

// F8 G8 across and H9 H10 down with H8: two open threes, both real. The straight-four points of the
// three across are E8 and I8, of the three down H7 and H11.
const EXPECTED = {
  en: ['Black plays A (H8).', 'Across, F8, G8 and H8 make a three: E8 and I8 would make a straight four.',
    'Down, H8, H9 and H10 make a three: H7 and H11 would make a straight four.', 'A (H8) makes two real threes: a forbidden double three.'],
  ru: ['Ход чёрных: A (H8).', 'По горизонтали F8, G8 и H8 образуют тройку: открытая четвёрка получится на E8 и I8.',
    'По вертикали H8, H9 и H10 образуют тройку: открытая четвёрка получится на H7 и H11.', 'A (H8) образует 2 настоящие тройки: фол (вилка 3×3).'],
  ja: ['黒がA（H8）に打ちます。', 'ヨコのF8、G8、H8は三です：E8、I8に打つと達四になります。',
    'タテのH8、H9、H10は三です：H7、H11に打つと達四になります。', 'A（H8）で完全な三が2つできます：三々の禁手です。'],
  'zh-Hans': ['黑方下在 A（H8）。', '横向，F8、G8和H8 形成活三：在 E8和I8 落子可成活四。',
    '纵向，H8、H9和H10 形成活三：在 H7和H11 落子可成活四。', 'A（H8） 形成两个真活三：三三禁手。'],
  'zh-Hant': ['黑方下在 A（H8）。', '橫向，F8、G8和H8 形成活三：在 E8和I8 落子可成活四。',
    '縱向，H8、H9和H10 形成活三：在 H7和H11 落子可成活四。', 'A（H8） 形成兩個真活三：三三禁手。'],
};

for (const [lang, [plays, across, down, verdict]] of Object.entries(EXPECTED)) {
  test(`explanation steps in ${lang}: the stone, each three with its straight-four points, the verdict`, () => {
    const p = renju.newPosition({ black: ['f8', 'g8', 'h9', 'h10'], toMove: 'black' });
    const t = lang === 'en' ? undefined : translator(en, table(lang), lang);
    const captions = explanationSteps(p.explain('h8'), {}, t).map((s) => s.caption);
    p.dispose();
    assert.equal(captions[0], plays);
    assert.ok(captions.includes(across), captions.join('\n'));
    assert.ok(captions.includes(down), captions.join('\n'));
    assert.equal(captions.at(-1), verdict);
  });
}
