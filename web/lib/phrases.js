// Shape and result phrases, one table for every page (app, <renju-board>, lessons, docs). Keys are the
// kinds and reasons the module returns (a forbidden point's kind, game.result's reason and winner, a
// standard opening's code), and values are whole ICU messages (web/i18n/format.js), so another
// language is a table with the same keys (web/i18n/<lang>/phrases.json) and nothing is built by
// gluing English words together. The page's current table is switched with setPhrases; an element
// that speaks another language than its page keeps its own (phrasesFor).
import en from '../i18n/en/phrases.js';
import { format } from '../i18n/format.js';

export { en };

const up = (p) => String(p ?? '').toUpperCase();

// The key of a result under a prefix ('result' or 'brief'): by reason, then winner or kind.
function resultKey(prefix, r) {
  const byWinner = `${prefix}.${r.reason}.${r.winner}`;
  const byKind = `${prefix}.${r.reason}.${r.kind}`;
  for (const key of [byWinner, byKind, `${prefix}.${r.reason}`]) if (en[key]) return key;
  return r.winner ? `${prefix}.win.${r.winner}` : `${prefix}.draw`;
}

/** The phrases of one language: `table` has the keys of `en` (missing keys fall back to English). */
export function phrasesFor(table, lang = 'en') {
  const merged = table ? { ...en, ...table } : en;
  const phrase = (key, params = {}) => {
    const text = merged[key] ?? en[key];
    return text === undefined ? key : format(text, params, lang);
  };
  return {
    lang,
    phrase,
    /** A forbidden kind ('double-three') as a noun phrase: "a double three". */
    kindPhrase: (kind) => phrase(`kind.${en[`kind.${kind}`] ? kind : 'unknown'}`),
    /** A forbidden kind's bare name: "double three". */
    shapeName: (kind) => phrase(`shape.${en[`shape.${kind}`] ? kind : 'unknown'}`),
    /** A finished game's result (game.result) in full: "White wins: black’s double three at J8". */
    resultPhrase: (r) => phrase(resultKey('result', r), { point: up(r.point), line: (r.line ?? []).map(up).join(' ') }),
    /** The same as a short sentence: "Black wins with five." */
    resultBrief: (r) => phrase(resultKey('brief', r), { point: up(r.point) }),
    /** A standard opening (game.opening.standardOpening, or its code) as a label: "4D Kagetsu". */
    openingLabel: (opening) => {
      const code = typeof opening === 'string' ? opening : opening?.code;
      const m = /^(\d+)([DI])$/.exec(code ?? '');
      if (!m || !en[`opening.${code}`]) return opening?.label ?? String(code ?? '');
      return phrase('opening.label', { name: phrase(`opening.${code}`), n: Number(m[1]), direct: m[2] });
    },
  };
}

let current = phrasesFor(null);

/** Switches the page's language: a table with the keys of `en` (missing keys fall back to English). */
export function setPhrases(next, lang = 'en') {
  current = phrasesFor(next, lang);
}

/** The page's phrase for `key` with its {arguments} filled in; the key itself when no table has it. */
export const phrase = (key, params) => current.phrase(key, params);
export const kindPhrase = (kind) => current.kindPhrase(kind);
export const shapeName = (kind) => current.shapeName(kind);
export const resultPhrase = (r) => current.resultPhrase(r);
export const resultBrief = (r) => current.resultBrief(r);
export const openingLabel = (opening) => current.openingLabel(opening);
