// The record reader's problems in the page's language (the open-file dialog, open-file.js; the widget
// docs' snippet generator). The core words each problem in English (core/format_*.cpp, game_file.cpp,
// variation_tree.cpp), gives its code and parameters, and names its place ("game 2, line 14"); in
// another language both are said by the files table (web/i18n/<lang>/files), from the code:
// a message for each shape of the core's message, with the numbers and quoted text it holds, and a
// rule's refusal inside it ("move 7 (h8): H8 is already taken") by the shared reason phrase
// (i18n/reason.js), from the kind of refusal it names. What ends the message ("the moves after it
// are left out") is said apart. A message of no known shape is said as a malformed record, never in English.
function whereText(where, t) {
  return String(where).split(', ').map((part) => {
    if (part === 'record' || part === 'moves') return t(part === 'record' ? 'whereRecord' : 'whereMoves');
    const m = /^(line|byte|game|move) (\d+)$/.exec(part);
    if (!m) return part;
    return t(`where${m[1][0].toUpperCase()}${m[1].slice(1)}`, { n: Number(m[2]) });
  }).reduce((first, second) => t('whereList', { first, second }));
}

import enPhrases from '../i18n/en/phrases.js';

const Q = '("(?:[^"\\\\]|\\\\.)*")';
const REST = [
  [': the moves after it are left out', 'moves'], [': the rest of the game is left out', 'game'], [': this line is left out from here', 'line'],
  [': the rest of the library is left out', 'library'], [': the missing ones are left out', 'missing'], [': the rest are left out', 'games'],
  [': the rest is left out', 'restMoves'], [': left out', 'this'], [': skipped', 'skipped'],
];
const SHAPES = [
  [`^${Q} chosen where swap2 has no choice to make$`, 'swap2NoChoice', ['token']],
  ['^no colour was chosen after move 5: taken as the first player keeping black$', 'noColour', []],
  [`^a tag is written \\[Name "value"\\], not ${Q}$`, 'pgnTag', ['token']],
  ['^a \\.pos file starts with its number of moves$', 'posStart', []],
  ['^the file says (\\d+) moves but holds (\\d+)$', 'fewerMoves', ['n', 'have']],
  ['^(\\d+) bytes after the (\\d+) moves are left out$', 'extraBytes', ['bytes', 'n']],
  ['^move (\\d+): byte (\\d+) is off the 15x15 board$', 'posOff', ['n', 'value']],
  ['^a \\.psq file starts with "Piskvorky WxH"$', 'psqStart', []],
  [`^the board ${Q} is not a square of 5 to 22$`, 'psqBoard', ['token']],
  ['^move \\((\\d+), (\\d+)\\) is off the (\\d+)x\\d+ board$', 'psqOff', ['x', 'y', 'size']],
  ['^the RenLib header is cut short$', 'renlibHeader', []],
  ['^RenLib version (\\d+\\.\\d+) is newer than 3\\.4, the last this reader knows$', 'renlibVersion', ['version']],
  ['^a text runs past the end of the file$', 'textPastEnd', []],
  ['^a node\'s extension bytes are cut off$', 'extensionCut', []],
  ['^point byte (\\d+) is off the 15x15 board$', 'renlibOff', ['value']],
  ['^a move after a board text, not after a move$', 'moveAfterText', []],
  ['^(\\d+) bytes after the end of the tree are left out$', 'bytesAfterTree', ['bytes']],
  ['^a tag "<" is not closed by ">"$', 'rifTag', []],
  ['^more than (\\d+) games$', 'tooManyGames', ['max']],
  ['^the database holds no <game>$', 'rifNoGame', []],
  ['^a Yixin-Board \\.sav file holds whole numbers only$', 'savNumbers', []],
  ['^a \\.sav file starts with the board\'s size, the size again and the number of moves$', 'savStart', []],
  ['^the board\'s size (\\d+) is not from 5 to 22$', 'savSize', ['size']],
  ['^numbers after the (\\d+) moves are left out$', 'savExtra', ['n']],
  ['^move (\\d+) \\(row (\\d+), column (\\d+)\\) is off the (\\d+)x\\d+ board$', 'savOff', ['n', 'row', 'col', 'size']],
  ['^a game tree starts with ";"$', 'sgfSemicolon', []],
  ['^the value of (\\w+) opened on line (\\d+) is not closed by "\\]"$', 'sgfValue', ['prop', 'line']],
  [`^property ${Q} has no value$`, 'sgfNoValue', ['token']],
  ['^board size (\\d+) is outside 5-22$', 'sgfSize', ['size']],
  [`^set-up stone ${Q} is off the board or on a stone$`, 'sgfSetup', ['token']],
  [`^(\\w+) ${Q} is not a point on the (\\d+)x\\d+ board$`, 'sgfPoint', ['prop', 'token', 'size']],
  ['^(black|white) moves at (\\S+), but (black|white) is to move$', 'sgfTurn', ['color', 'point', 'toMove']],
  ['^the file ends inside a game tree: "\\)" is missing$', 'sgfUnclosed', []],
  [`^unexpected ${Q}$`, 'sgfUnexpected', ['token']],
  ['^an SGF file starts with "\\(;"$', 'sgfStart', []],
  ['^more than (\\d+) moves$', 'tooManyMoves', ['max']],
  ['^move (\\d+) \\((.+?)\\) is forbidden for black: (.+)$', 'forbiddenKept', ['n', 'move', 'kind']],
  ['^move (\\d+) \\((.+?)\\): (.+)$', 'treeMove', ['n', 'move', 'why']],
  [`^${Q}: (.+)$`, 'badMove', ['token', 'why']],
  ['^not a record file of a known format', 'unknownFormat', []],
  [`^unknown file format ${Q}$`, 'unknownFormatName', ['token']],
  ['^the file holds no game$', 'noGame', []],
].map(([source, key, names]) => [new RegExp(source), key, names]);
// The core's English names a kind as the shared phrase table's English does.
const KINDS = Object.fromEntries(Object.entries(enPhrases).filter(([k]) => /^kind\.(?!unknown)/.test(k)).map(([k, v]) => [v, k.slice(5)]));
// The kind of a rule's refusal the core's message names (its error code is not in the file's report).
const REFUSALS = [
  [/is already taken/, 'OCCUPIED'], [/is forbidden for black/, 'FORBIDDEN'], [/is off the/, 'OFF_BOARD'], [/the game is over/, 'GAME_OVER'],
  [/no passing within/, 'PASS_TOO_EARLY'], [/is symmetric to|is already offered/, 'SYMMETRIC_OFFER'], [/offered fifth moves/, 'NOT_OFFERED'],
  [/outside the central|is not the centre|zone/, 'OUTSIDE_ZONE'], [/player's turn/, 'NOT_YOUR_TURN'], [/is not expected now|swap2's choice|can be offered only/, 'WRONG_PHASE'],
  [/offset|row number|column letter|not a move|cannot be read/, 'BAD_CODE'],
];
/** The code of the refusal a core message words ('BAD_RECORD' when it names none the page knows). */
export const refusalCode = (message) => REFUSALS.find(([re]) => re.test(message))?.[1] ?? 'BAD_RECORD';

// The module's problem codes (FileMessage.code, renju.d.ts FileProblemCode): the table's message, its
// parameters from the module's (renamed where the table names them otherwise), and what the core's
// message says was left out after it. A refusal's reason is the game's own error code (params.reason).
const NUMBER = /^\d+$/;
const CODES = {
  refused: ['treeMove', (p, r) => ({ n: p.n, move: p.move, why: r(p.reason) })],
  forbiddenKept: ['forbiddenKept', (p) => ({ n: p.n, move: p.move, kind: p.kind })],
  badRecord: [null, (p, r) => r(p.reason)],
  tooManyMoves: ['tooManyMoves', (p) => ({ max: p.max }), 'restMoves'],
  tooManyGames: ['tooManyGames', (p) => ({ max: p.max }), 'games'],
  unknownFormat: ['unknownFormat', () => ({})],
  badFormatName: ['unknownFormatName', (p) => ({ token: p.token })],
  noGame: ['noGame', () => ({})],
  noChoiceDue: ['swap2NoChoice', (p) => ({ token: p.token }), 'this'],
  badMoveText: ['badMove', (p, r) => ({ token: p.token, why: r(p.reason) }), 'moves'],
  noColourChosen: ['noColour', () => ({})],
  pgnBadTag: ['pgnTag', (p) => ({ token: p.token })],
  posNoCount: ['posStart', () => ({})],
  countShort: ['fewerMoves', (p) => ({ n: p.count, have: p.have }), 'missing'],
  bytesAfterMoves: ['extraBytes', (p) => ({ bytes: p.n, n: p.count })],
  posOffBoard: ['posOff', (p) => ({ n: p.n, value: p.value }), 'moves'],
  psqHeader: ['psqStart', () => ({})],
  psqBoard: ['psqBoard', (p) => ({ token: p.token })],
  psqOffBoard: ['psqOff', (p) => ({ x: p.x, y: p.y, size: p.size }), 'moves'],
  renlibShort: ['renlibHeader', () => ({})],
  renlibVersion: ['renlibVersion', (p) => ({ version: p.version })],
  renlibTextCut: ['textPastEnd', () => ({})],
  renlibExtensionCut: ['extensionCut', () => ({})],
  renlibOffBoard: ['renlibOff', (p) => ({ value: p.value }), 'library'],
  renlibMoveAfterText: ['moveAfterText', () => ({}), 'this'],
  renlibBytesAfter: ['bytesAfterTree', (p) => ({ bytes: p.n })],
  rifTagOpen: ['rifTag', () => ({})],
  rifNoGame: ['rifNoGame', () => ({})],
  badMoves: [null, (p, r) => r(p.reason), 'moves'],
  savNumbers: ['savNumbers', () => ({})],
  savHeader: ['savStart', () => ({})],
  badSize: ['savSize', (p) => ({ size: p.size })],
  savNumbersAfter: ['savExtra', (p) => ({ n: p.count })],
  savOffBoard: ['savOff', (p) => ({ n: p.n, row: p.row, col: p.column, size: p.size }), 'moves'],
  sgfNoNode: ['sgfSemicolon', () => ({})],
  sgfValueOpen: ['sgfValue', (p) => ({ prop: p.id, line: p.line }), (p) => (p.rest === 'yes' ? 'game' : 'none')],
  sgfNoValue: ['sgfNoValue', (p) => ({ token: p.token }), (p) => (p.rest === 'yes' ? 'game' : 'none')],
  sgfBadSize: ['sgfSize', (p) => ({ size: p.size })],
  sgfSetupStone: ['sgfSetup', (p) => ({ token: p.token }), 'this'],
  sgfNotPoint: ['sgfPoint', (p) => ({ prop: p.id, token: p.token, size: p.size }), 'line'],
  sgfWrongColour: ['sgfTurn', (p) => ({ color: p.color, point: p.point, toMove: p.toMove }), 'line'],
  sgfUnclosed: ['sgfUnclosed', () => ({})],
  sgfUnexpected: ['sgfUnexpected', (p) => ({ token: p.token }), 'skipped'],
  sgfStart: ['sgfStart', () => ({})],
};
/** The module's codes this page words (tests: every code renju.d.ts lists), and the table key of each. */
export const problemCodes = Object.fromEntries(Object.entries(CODES).map(([code, [key]]) => [code, key]));

function codedWhat(e, t, reason) {
  const [key, params, after = 'none'] = CODES[e.code];
  const p = e.params ?? {};
  const r = (code) => reason({ code, message: e.message });
  const raw = params(p, r);
  let text = raw;
  if (key) {
    const values = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, NUMBER.test(v) ? Number(v) : v]));
    if ('kind' in values && !Object.values(KINDS).includes(values.kind)) values.kind = 'other';
    text = t(`problem.${key}`, values);
  }
  return t('problemRest', { rest: typeof after === 'function' ? after(p) : after, what: text });
}

function problemWhat(message, t, reason) {
  const refusalText = (m) => reason({ code: refusalCode(m), message: m });
  let what = String(message);
  let rest = 'none';
  const end = REST.find(([suffix]) => what.endsWith(suffix));
  if (end) {
    what = what.slice(0, -end[0].length);
    rest = end[1];
  }
  const shape = SHAPES.find(([re]) => re.test(what));
  let text;
  if (!shape) text = refusalText(what);
  else {
    const m = shape[0].exec(what);
    const params = Object.fromEntries(shape[2].map((name, i) => [name, /^\d+$/.test(m[i + 1]) ? Number(m[i + 1]) : m[i + 1]]));
    if ('why' in params) params.why = refusalText(params.why);
    if ('kind' in params) params.kind = KINDS[params.kind] ?? 'other';
    text = t(`problem.${shape[1]}`, params);
  }
  return t('problemRest', { rest, what: text });
}

/**
 * A problem of a file's read ({where, message}) in `lang`: the core's own words in English, else the
 * table's (`t(key, params)` over the files table; `reason(e)` words a module error, strings.js moduleReason).
 */
export function fileProblemText(e, { t, lang, reason }) {
  if (lang === 'en') return e.where ? `${e.where}: ${e.message}` : String(e.message);
  // The module's code and parameters; a message without one (an older module's) by its shape.
  const what = CODES[e.code] ? codedWhat(e, t, reason) : problemWhat(e.message, t, reason);
  return e.where ? t('problemAt', { where: whereText(e.where, t), what }) : what;
}

/** Whether the table has a shape for a core message (tests: every message the core writes has one). */
export function knownProblem(message) {
  let what = String(message);
  const end = REST.find(([suffix]) => what.endsWith(suffix));
  if (end) what = what.slice(0, -end[0].length);
  return SHAPES.some(([re]) => re.test(what));
}
