// What was wrong, for an error of the module's (a RenjuError with its code) or of a worker that
// runs it, in the reader's language: every page and element words it with the shared phrase
// 'reason' (web/i18n/<lang>/phrases), chosen by the error's code, with the token or point its
// message quotes (data, not words). In English the module's own message says most ("at offset 6
// has no row number") and is shown instead. Never the module's English words in another language.

// The codes the phrase words; any other is 'other'. LOAD_FAILED, NO_ENGINE, BUSY and DISPOSED are
// the loader's and the JS layer's; WORKER_FAILED is a worker that stopped (lib/bot-client.js),
// IMAGE_FAILED a picture the browser could not draw (lib/board-image.js).
export const REASONS = new Set(['OFF_BOARD', 'BAD_CODE', 'BAD_ARGUMENT', 'OCCUPIED', 'GAME_OVER', 'PASS_TOO_EARLY', 'FORBIDDEN', 'WRONG_PHASE',
  'NOT_YOUR_TURN', 'OUTSIDE_ZONE', 'SYMMETRIC_OFFER', 'NOT_OFFERED', 'BAD_RECORD', 'BAD_CLAIM', 'NO_DRAW_OFFER', 'NOTHING_TO_UNDO', 'NOTHING_TO_REDO',
  'LOAD_FAILED', 'NO_ENGINE', 'BUSY', 'DISPOSED', 'WORKER_FAILED', 'IMAGE_FAILED']);

/** The phrase 'reason''s arguments for an error: {reason, token, point}. */
export function reasonParams(e) {
  const message = e?.message ?? String(e);
  const token = /"((?:[^"\\]|\\.)*)"/.exec(message)?.[1];
  const point = /\b([A-Oa-o](?:1[0-9]|[1-9]))\b/.exec(message)?.[1]?.toUpperCase();
  let reason = REASONS.has(e?.code) ? e.code : 'other';
  if (['OFF_BOARD', 'BAD_CODE', 'BAD_ARGUMENT'].includes(reason) && token === undefined) reason = 'unreadable';
  if (['OCCUPIED', 'FORBIDDEN', 'OUTSIDE_ZONE', 'NOT_OFFERED', 'SYMMETRIC_OFFER'].includes(reason) && !point) reason = `${reason}_`;
  return { reason, token: token === undefined ? '' : JSON.stringify(token), point: point ?? '' };
}

/**
 * The reason for `e` in `lang`: its own message in English, else `phrase('reason', ...)` of that
 * language's phrases (lib/phrases.js: the page's `phrase`, or an element's `text.phrases.phrase`).
 */
export function reasonText(e, lang, phrase) {
  if (lang === 'en') return String(e?.message ?? e);
  return recordReason(e, phrase) ?? phrase('reason', reasonParams(e));
}

// A game record's problems (core/record.cpp, tree_record.cpp and the action, code and marks readers
// they call): the module gives them all the code BAD_RECORD (or an inner action's code), and says the
// place and the problem in its message, so both are read off the message's shape here and said by the
// phrases 'record.where' and 'record.problem'. The tokens stay as the message quotes them (data).
const Q = '("(?:[^"\\\\]|\\\\.)*")';
const PLACES = [
  [/^line (\d+): /, (m) => ({ where: 'line', n: Number(m[1]) })],
  [/^actions, character (\d+): /, (m) => ({ where: 'character', n: Number(m[1]) })],
  [/^action (\d+) \((.*?)\): /, (m) => ({ where: 'action', n: Number(m[1]), token: m[2] })],
  [/^(black|white) set-up stones: /, (m) => ({ where: 'stones', color: m[1] })],
];
const SHAPES = [
  [`^expected "field: value", not ${Q}$`, 'noColon', ['token']],
  [`^${Q} is given twice$`, 'fieldTwice', ['token']],
  [`^unknown rule ${Q} \\(`, 'unknownRule', ['token']],
  [`^the size must be a number, not ${Q}$`, 'sizeNotNumber', ['token']],
  [`^unknown opening ${Q} \\(`, 'unknownOpening', ['token']],
  [`^unknown ruling ${Q} \\(`, 'unknownRuling', ['token']],
  [`^to-move is black or white, not ${Q}$`, 'badToMove', ['token']],
  [`^unknown field ${Q} \\(`, 'unknownField', ['token']],
  ['^renju is played on 15x15 only, not (\\d+)x\\d+$', 'renjuSize', ['size']],
  ['^board size (\\d+) is outside (\\d+)-(\\d+)$', 'sizeRange', ['size', 'min', 'max']],
  ['^a pass is not a stone$', 'passNotStone', []],
  ['^([a-z]\\d+) is given twice$', 'stoneTwice', ['point']],
  ['^the point is off the (\\d+)x\\d+ board$', 'offBoard', ['size']],
  [`^${Q} is not a point on the (\\d+)x\\d+ board$`, 'notAPoint', ['token', 'size']],
  [`^unknown action ${Q} \\(`, 'unknownAction', ['token']],
  ['^unknown action \\(', 'unknownAction', []],
  ['^declare needs a number$', 'needsNumber', []],
  [`^([a-z-]+) needs black or white, not ${Q}$`, 'needsColour', ['head', 'token']],
  ['^the comment "\\{" is not closed by "\\}"$', 'commentOpen', []],
  ['^the marks "\\[" are not closed by "\\]"$', 'marksOpen', []],
  ['^a variation "\\(" must follow the action it replaces$', 'variationFirst', []],
  ['^"\\)" closes no variation$', 'closesNone', []],
  ['^an empty variation "\\(\\)"$', 'emptyVariation', []],
  [`^unexpected ${Q}$`, 'unexpected', ['token']],
  ['^more than (\\d+) actions$', 'tooManyActions', ['max']],
  ['^this variation "\\(" is not closed by "\\)"$', 'variationOpen', []],
  [`^${Q} should be label:point`, 'markForm', ['token']],
  [`^${Q} is neither a label`, 'markName', ['token']],
  [`^${Q} in ${Q} is not a point on the board$`, 'markPoint', ['token', 'mark']],
  [`^${Q} in ${Q} is off the \\d+x\\d+ board$`, 'markPoint', ['token', 'mark']],
  [`^move number ${Q} at offset \\d+ where (\\d+) was expected$`, 'moveNumber', ['token', 'n']],
  [`^unexpected ${Q} at offset \\d+`, 'notAMove', ['token']],
  [`^${Q} at offset \\d+ has no row number$`, 'notAMove', ['token']],
  [`^${Q} at offset \\d+ is off the (\\d+)x\\d+ board$`, 'pointOffBoard', ['token', 'size']],
].map(([source, shape, names]) => [new RegExp(source), shape, names]);
const RECORD_CODES = new Set(['BAD_RECORD', 'BAD_ARGUMENT', 'BAD_CODE', 'OFF_BOARD']);

/** The problem of a game record in the phrases' language; null for an error that is not one. */
function recordReason(e, phrase) {
  const code = e?.code;
  let message = String(e?.message ?? '');
  let place = null;
  for (const [re, of] of PLACES) {
    const m = re.exec(message);
    if (!m) continue;
    place = of(m);
    message = message.slice(m[0].length);
    break;
  }
  if (!place && code !== 'BAD_RECORD') return null;
  const found = RECORD_CODES.has(code) ? SHAPES.find(([re]) => re.test(message)) : undefined;
  let what;
  if (found) {
    const [re, shape, names] = found;
    const m = re.exec(message);
    const params = Object.fromEntries(names.map((name, i) => [name, /^\d+$/.test(m[i + 1]) ? Number(m[i + 1]) : m[i + 1]]));
    if (shape === 'unknownAction' && !params.token) params.token = place?.token ? JSON.stringify(place.token) : '';
    what = phrase('record.problem', { shape, ...params });
  } else {
    what = phrase('reason', reasonParams({ code, message }));
  }
  return place ? phrase('record.at', { where: phrase('record.where', { token: '', color: '', n: 0, ...place }), what }) : what;
}
