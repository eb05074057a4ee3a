// Shape and result phrases, one table for every page (app, <renju-board>, lessons, docs). Keys are the
// kinds and reasons the module returns (a forbidden point's kind, game.result's reason and winner), and
// values are whole phrases with {placeholders}, so another language is a table with the same keys
// (setPhrases) and nothing is built by gluing English words together.

export const en = {
  // A forbidden shape as a noun phrase: "H8 is forbidden for black: {kind}".
  'kind.overline': 'an overline',
  'kind.double-four': 'a double four',
  'kind.double-three': 'a double three',
  'kind.unknown': 'a forbidden move',
  // The bare name, as in "(double three)".
  'shape.overline': 'overline',
  'shape.double-four': 'double four',
  'shape.double-three': 'double three',
  'shape.unknown': 'forbidden move',

  // A finished game (game.result), in full: the play page's end panel and status line.
  'result.five.black': 'Black wins: five in a row at {point} ({line})',
  'result.five.white': 'White wins: five in a row at {point} ({line})',
  'result.forbidden.overline': 'White wins: black’s overline at {point}',
  'result.forbidden.double-four': 'White wins: black’s double four at {point}',
  'result.forbidden.double-three': 'White wins: black’s double three at {point}',
  'result.resignation.black': 'Black wins: white resigned',
  'result.resignation.white': 'White wins: black resigned',
  'result.timeout.black': 'Black wins: white ran out of time',
  'result.timeout.white': 'White wins: black ran out of time',
  'result.full-board': 'Draw: the board is full',
  'result.two-passes': 'Draw: both players passed',
  'result.agreement': 'Draw by agreement',
  'result.win.black': 'Black wins',
  'result.win.white': 'White wins',
  'result.draw': 'Draw',

  // The same, briefly, as a sentence: the embeddable board's message line.
  'brief.five.black': 'Black wins with five.',
  'brief.five.white': 'White wins with five.',
  'brief.forbidden.overline': 'White wins: black’s overline at {point}.',
  'brief.forbidden.double-four': 'White wins: black’s double four at {point}.',
  'brief.forbidden.double-three': 'White wins: black’s double three at {point}.',
  'brief.resignation.black': 'Black wins by resignation.',
  'brief.resignation.white': 'White wins by resignation.',
  'brief.timeout.black': 'Black wins on time.',
  'brief.timeout.white': 'White wins on time.',
  'brief.full-board': 'Draw: the board is full.',
  'brief.two-passes': 'Draw: both players passed.',
  'brief.agreement': 'Draw by agreement.',
  'brief.win.black': 'Black wins.',
  'brief.win.white': 'White wins.',
  'brief.draw': 'Draw.',
};

let table = en;

/** Switches the language: a table with the keys of `en` (missing keys fall back to English). */
export function setPhrases(next) {
  table = { ...en, ...next };
}

/** The phrase for `key` with its {placeholders} filled in; the key itself when no table has it. */
export function phrase(key, params = {}) {
  const text = table[key] ?? en[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (whole, name) => (name in params ? String(params[name]) : whole));
}

/** A forbidden kind ('double-three') as a noun phrase: "a double three". */
export function kindPhrase(kind) {
  return phrase(`kind.${en[`kind.${kind}`] ? kind : 'unknown'}`);
}

/** A forbidden kind's bare name: "double three". */
export function shapeName(kind) {
  return phrase(`shape.${en[`shape.${kind}`] ? kind : 'unknown'}`);
}

const up = (p) => String(p ?? '').toUpperCase();

// The key of a result under a prefix ('result' or 'brief'): by reason, then winner or kind.
function resultKey(prefix, r) {
  const byWinner = `${prefix}.${r.reason}.${r.winner}`;
  const byKind = `${prefix}.${r.reason}.${r.kind}`;
  for (const key of [byWinner, byKind, `${prefix}.${r.reason}`]) if (en[key]) return key;
  return r.winner ? `${prefix}.win.${r.winner}` : `${prefix}.draw`;
}

/** A finished game's result (game.result) in full: "White wins: black’s double three at J8". */
export function resultPhrase(r) {
  return phrase(resultKey('result', r), { point: up(r.point), line: (r.line ?? []).map(up).join(' ') });
}

/** The same as a short sentence: "Black wins with five." */
export function resultBrief(r) {
  return phrase(resultKey('brief', r), { point: up(r.point) });
}
