// The play page's text. The messages are tables, one per language: web/i18n/en/app.js (English) and
// web/i18n/<lang>/app.json, of which the page fetches only the chosen one (loadLanguage; the page's
// bundle leaves English out too and fetches the en/app.json the build writes, to keep the first load
// small; under Node the English module is here). Values are ICU messages
// (web/i18n/format.js), always shown as text, never as HTML. Keys in index.html: data-t (text),
// data-t-label (aria-label), data-t-title (title), data-t-placeholder, data-t-content (a <meta>).
//
// t(key, params) fills a message's {arguments} from an object. The keys below in ARGS are called
// with their arguments in order instead (t('clockMinutes', 5)); the ones in BUILD pick a message and
// its arguments from what the page has (a player {role, color}, game.turn, an error). A new string is
// added to every language's table, with its arguments named: t('myKey', {point: 'H8'}).
import en from '../i18n/en/app.js';
import enPhrases from '../i18n/en/phrases.js';
import { format } from '../i18n/format.js';
import { loadTable } from '../i18n/source.js';
import { phrase, resultPhrase, setPhrases } from '../lib/phrases.js';
import { reasonText } from '../i18n/reason.js';

export { en };

const other = (color) => (color === 'black' ? 'white' : 'black');
const who = (w) => ({ role: w?.role, color: w?.color });

// Positional arguments, by name.
const ARGS = {
  levelName: ['n'],
  boardSizeOnly: ['rule', 'size'],
  clockMinutes: ['m'],
  incrementSeconds: ['s'],
  yourMove: ['color'],
  botsMove: ['color'],
  botThinkingDepth: ['depth'],
  botFailed: ['message'],
  drawOfferedBy: ['color'],
  analysisStatus: ['color'],
  viewing: ['ply', 'total'],
  viewingAnalysis: ['ply', 'total'],
  boardLabel: ['rule', 'size'],
  cursorEmpty: ['point'],
  cursorStone: ['point', 'color'],
  cursorOffered: ['point'],
  cursorForbidden: ['point', 'kind'],
  movePlayed: ['n', 'color', 'point'],
  passed: ['color'],
  placed: ['color', 'point'],
  removed: ['point'],
  forbiddenRefused: ['point', 'kind'],
  forbiddenNote: ['point', 'kind'],
  makesFive: ['color', 'point'],
  occupied: ['point'],
  error: ['message'],
  useButtons: ['prompt'],
  standardOpeningIs: ['label'],
  swapStay: ['color'],
  swapSwap: ['color'],
  fifthOffer: ['n'],
  offerShort: ['point'],
  winsHeading: ['color'],
  clockOf: ['color'],
  timeLeft: ['color', 'time'],
  moveItem: ['n', 'color', 'point'],
  removeStep: ['point'],
  noStone: ['point'],
  event_resign: ['color'],
  event_timeout: ['color'],
  loaded: ['n'],
  badCode: ['message'],
  badLink: ['message'],
};

const zoneKind = (zone) => (zone === 1 ? 'centre' : zone > 1 ? 'square' : 'anywhere');

// Messages chosen from what the page has: [key, params].
const BUILD = {
  toMove: (color, zone = 0) => [zone === 1 ? 'toMoveCentre' : zone > 1 ? 'toMoveZone' : 'toMove', { color, zone }],
  toMoveWho: (w) => ['toMoveWho', who(w)],
  placedBy: (text, w) => ['placedBy', { text, ...who(w) }],
  stayed: (w) => ['stayed', who(w)],
  swapped: (w) => ['swapped', who(w)],
  placesTwo: (w) => ['placesTwo', who(w)],
  declared: (w, n) => ['declared', { ...who(w), n }],
  offered: (w, point) => ['offered', { ...who(w), point }],
  chose: (w, point, n) => ['chose', { ...who(w), point, n }],
  timeLeftWho: (w, time) => ['timeLeftWho', { ...who(w), time }],
  openingNotHere: (names) => ['openingNotHere', { names: Array.isArray(names) ? names : [String(names)] }],
  // "Second player (white): stay white or swap to black", from game.turn.
  turnPrompt: (w, turn) => {
    const base = { ...who(w), n: turn.moveNumber, zone: turn.zone, zoneKind: zoneKind(turn.zone) };
    const a = turn.actions;
    if (a.includes('choose')) return ['prompt_choose', { ...base, offered: turn.offered }];
    if (a.includes('swap')) return [turn.placeTwo ? 'prompt_swapPlaceTwo' : 'prompt_swap', base];
    if (a.includes('declare')) return ['prompt_declare', { ...base, max: turn.declareMax }];
    if (a.includes('offer') && a.includes('move')) return ['prompt_placeOrOffer', { ...base, count: turn.offerCount }];
    if (a.includes('offer')) return ['prompt_offer', { ...base, at: turn.offered + 1, count: turn.offerCount }];
    if (a.includes('move')) return ['prompt_place', { ...base, stone: turn.stone }];
    return ['prompt_who', base];
  },
};

// English is here when this runs from the sources (Node, the tests); the page's bundle has an empty
// object instead and fetches its table like any other language's.
const builtIn = Object.keys(en).length > 0;
let lang = 'en';
let table = en;

/** The language the page's text is in now. */
export function currentLanguage() {
  return lang;
}

/** Switches the text to a table with the keys of `en` (missing keys fall back to English). */
export function setStrings(next, language = lang) {
  table = { ...en, ...next };
  lang = language;
}

/** The text of `key` (see the top of this file for its arguments); the key itself if it has none. */
export function t(key, ...args) {
  if (key === 'result') return resultPhrase(args[0]);
  let params = args[0] ?? {};
  if (BUILD[key]) [key, params] = BUILD[key](...args);
  else if (ARGS[key]) params = Object.fromEntries(ARGS[key].map((name, i) => [name, args[i]]));
  const source = table[key] ?? en[key];
  if (source === undefined) return key;
  if (typeof source === 'function') return source(...args);
  return format(source, params, lang);
}

/** Sentences joined as the language writes them ("Move taken back. Black to move"). */
export function sentences(parts) {
  const list = parts.filter(Boolean);
  // A part that ends a sentence itself ("Copied.") is followed by a space (none in Japanese and Chinese).
  return list.map((part, i) => (i === list.length - 1 ? part : part + (/[.!?。！？]$/.test(part) ? t('sentenceSpace') : t('sentenceSeparator')))).join('');
}

/**
 * What was wrong, for a code, link, record or action the module (or the record reader, or a worker)
 * refused: in English its own message (it says most: "at offset 6 has no row number"); in another
 * language the shared phrase 'reason' chosen by the error's code (web/i18n/reason.js).
 */
export function moduleReason(e) {
  return reasonText(e, lang, phrase);
}

/**
 * The text for a refusal of the module's (a RenjuError with one of its codes) of an action at `point`,
 * worded from the facts of game.turn rather than from the module's English message.
 */
export function refusal(e, point, turn, prompt) {
  const key = `refused_${e?.code}`;
  if (!(key in table)) return t('error', moduleReason(e));
  const P = String(point ?? '').toUpperCase();
  const offers = (turn?.offers ?? []).map((p) => String(p).toUpperCase());
  // A symmetric offer: the offer it mirrors is the one the module's message names (a point name only).
  const other = offers.find((o) => o !== P && new RegExp(`\\b${o}\\b`).test(e.message ?? '')) ?? '';
  return t(key, { point: P, zone: turn?.zone, stone: turn?.stone, n: turn?.moveNumber, offers, other, same: offers.includes(P) ? 'yes' : 'no', prompt });
}

// The module's refusals of a claim (BAD_CLAIM), by what its message says was wrong: [pattern, key].
const CLAIM_REFUSALS = [
  [/has no five/, 'claimNoFive'],
  [/played on after the five/, 'claimPlayedOn'],
  [/holds no stone/, 'claimNoStone'],
  [/is a white stone/, 'claimWhiteStone'],
  [/was not a forbidden move/, 'claimNotForbidden'],
  [/too late/, 'claimTooLate'],
];
// The module's English messages name a kind as the shared phrase table's English does.
const KINDS = Object.fromEntries(Object.entries(enPhrases).filter(([k]) => /^kind\.(?!unknown)/.test(k)).map(([k, v]) => [v, k.slice(5)]));
const NAMED = new RegExp(`(${Object.keys(KINDS).join('|')}) at ([A-Z]\\d+)`);

/**
 * The text for the module's refusal of a claim (BAD_CLAIM): by `color` (a five's claim) or of the
 * stone on `point` (a forbidden move's), with the kind and point the module names.
 */
export function claimRefusal(e, point, color) {
  const message = e?.message ?? '';
  const found = CLAIM_REFUSALS.find(([pattern]) => pattern.test(message));
  if (!found) return t('error', moduleReason(e));
  const named = NAMED.exec(message);
  return t(found[1], { color, point: named?.[2] ?? String(point ?? '').toUpperCase(), kind: KINDS[named?.[1]] ?? 'other' });
}

/**
 * Loads the page's tables for `language` (this table and the shared phrases) and switches to them.
 * Resolves to the language now in use: English if the tables could not be loaded.
 */
export async function loadLanguage(language) {
  if (language === 'en') {
    setStrings(builtIn ? en : await loadTable('app', 'en'), 'en');
    setPhrases(null, 'en');
    return 'en';
  }
  const [app, phrases] = await Promise.all([loadTable('app', language), loadTable('phrases', language)]);
  setStrings(app, language);
  setPhrases(phrases, language);
  return language;
}

/** Fills data-t / data-t-label / data-t-title / data-t-placeholder / data-t-content elements under `root`. */
export function applyStrings(root) {
  for (const node of root.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
  for (const node of root.querySelectorAll('[data-t-label]')) node.setAttribute('aria-label', t(node.dataset.tLabel));
  for (const node of root.querySelectorAll('[data-t-title]')) node.title = t(node.dataset.tTitle);
  for (const node of root.querySelectorAll('[data-t-placeholder]')) node.placeholder = t(node.dataset.tPlaceholder);
  for (const node of root.querySelectorAll('[data-t-content]')) node.setAttribute('content', t(node.dataset.tContent));
}

export { phrase };
