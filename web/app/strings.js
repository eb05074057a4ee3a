// Every English string of the play page, in one place so other languages can be added: copy this
// object, translate the values, and pass it to setStrings(). Values are plain text (never HTML);
// functions build sentences from parts. Keys in index.html: data-t (text), data-t-label (aria-label),
// data-t-title (title). Shape and result phrases come from the shared table in lib/phrases.js.
import { kindPhrase, resultPhrase } from '../lib/phrases.js';

export const en = {
  appTitle: 'Renju',
  noBoard: 'The board could not be loaded.',
  loading: 'Loading…',
  statusLabel: 'Game status',

  // header and buttons
  newGame: 'New game',
  lessonsLink: 'Lessons',
  embedLink: 'Embed a board',
  sectionsLabel: 'Sections',
  settings: 'Settings',
  help: 'Help',
  undo: 'Undo',
  redo: 'Redo',
  pass: 'Pass',
  offerDraw: 'Offer draw',
  offerDrawArmed: 'Draw offered with your next move',
  acceptDraw: 'Accept draw',
  declineDraw: 'Decline',
  resign: 'Resign',
  resignConfirm: 'Resign this game?',
  yes: 'Yes',
  no: 'No',
  close: 'Close',
  cancel: 'Cancel',
  start: 'Start',

  // modes and rules
  modeBot: 'Against the bot',
  modeTwo: 'Two players on this device',
  modeAnalysis: 'Analysis (place stones freely)',
  modeLegend: 'Play',
  botUnavailable: 'The bot is not available in this version yet.',
  botUnavailableShared: 'This link was for a game against the bot, which this version does not have: it opens as a game between two players.',
  yourColor: 'Your colour',
  black: 'Black',
  white: 'White',
  random: 'Random',
  level: 'Level',
  levelName: (n) => ['', '1 (beginner)', '2 (easy)', '3 (medium)', '4 (strong)', '5 (strongest)'][n] ?? String(n),
  ruleLegend: 'Rules',
  rule_renju: 'Renju',
  rule_standard: 'Standard Gomoku (exactly five)',
  rule_freestyle: 'Freestyle Gomoku (five or more)',
  ruleShort_renju: 'Renju',
  ruleShort_standard: 'Standard Gomoku',
  ruleShort_freestyle: 'Freestyle Gomoku',
  boardSize: 'Board size',
  boardSizeOnly: (rule, size) => `${rule} is played on ${size}×${size} only.`,
  opening: 'Opening',
  opening_free: 'Free',
  opening_rif: 'RIF (1996)',
  opening_yamaguchi: 'Yamaguchi',
  'opening_soosorv-8': 'Soosõrv-8',
  'opening_taraguchi-10': 'Taraguchi-10',
  opening_swap: 'Swap',
  opening_swap2: 'Swap2',
  opening_none: 'None',
  openingHelp_free: 'Black’s first stone on the centre, then play freely.',
  openingHelp_rif: 'The first three stones form a standard opening; white may swap; black offers two fifth moves and white keeps one.',
  openingHelp_yamaguchi: 'As RIF, but the first player also declares how many fifth moves (1–12) black will offer.',
  'openingHelp_soosorv-8': 'A standard opening and a swap; white 4 with a declared number of fifth moves (1–8), a second swap, then the offers.',
  'openingHelp_taraguchi-10': 'Stones 1 to 4 in growing central squares, a swap option after each; black 5 in the 9×9, or ten fifth moves offered.',
  openingHelp_swap: 'The first player places three stones (two black, one white); the second chooses a colour.',
  openingHelp_swap2: 'As swap, but the second player may instead place moves 4 and 5 and hand the choice of colour back.',
  openingHelp_none: 'No opening rule: black’s first stone anywhere.',
  openingNotHere: (names) => `Not on this board: ${names}.`,
  setupNoOpening: 'A game from a set-up position has no opening.',
  yourStartColor: 'Your colour at the start (the opening may swap it)',
  forbiddenLegend: 'Forbidden moves of black',
  forbiddenShort_learning: 'Learning',
  forbiddenShort_tournament: 'Tournament',
  forbiddenLearning: 'Learning: warn and refuse the move',
  forbiddenTournament: 'Tournament: the stone lands and black loses',
  clockLegend: 'Clock',
  clockNone: 'No clock',
  clockMinutes: (m) => `${m} min per side`,
  increment: 'Added per move',
  incrementSeconds: (s) => (s ? `${s} s` : 'nothing'),

  // settings
  theme: 'Theme',
  boardOptions: 'Board',
  themeAuto: 'As the system',
  themeLight: 'Light',
  themeDark: 'Dark',
  showNumbers: 'Show move numbers',
  showForbidden: 'Mark black’s forbidden points (×)',
  showCoordinates: 'Show coordinates',

  // status
  toMove: (color, zone = 0) => `${colorName(color)} to move${zone === 1 ? ': the first stone goes on the centre' : zone > 1 ? `, within the central ${zone}×${zone} square` : ''}`,
  toMoveWho: (who) => `${colorName(who.color)} to move (${whoShort(who)})`,
  yourMove: (color) => `${colorName(color)} to move: your turn`,
  botsMove: (color) => `${colorName(color)} to move: the bot’s turn`,
  turnPrompt: (who, turn) => turnPrompt(who, turn),
  botThinking: 'The bot is thinking…',
  botThinkingDepth: (depth) => `The bot is thinking… (depth ${depth})`,
  botFailed: (message) => `The bot could not move: ${message}`,
  botDeclinesDraw: 'The bot declines the draw.',
  drawOfferedBy: (color) => `${colorName(color)} offers a draw.`,
  analysisStatus: (color) => `Analysis: the next stone is ${color === 'remove' ? 'removed' : colorLower(color)}`,
  viewing: (ply, total) => `Looking at move ${ply} of ${total}. Go to the last move to play on.`,
  viewingAnalysis: (ply, total) => `Looking at step ${ply} of ${total}. Placing a stone here drops the later steps.`,
  gameOverShort: 'The game is over.',

  // board
  boardLabel: (rule, size) => `${rule} board, ${size} by ${size}`,
  boardHelp: 'Arrow keys move the cursor; Enter or Space plays a stone.',
  cursorEmpty: (p) => `${p}, empty`,
  cursorStone: (p, color) => `${p}, ${colorLower(color)} stone`,
  cursorOffered: (p) => `${p}, offered fifth move`,
  cursorForbidden: (p, kind) => `${p}, empty, forbidden for black: ${kindName(kind)}`,

  // announcements and messages
  movePlayed: (n, color, point) => `${n}. ${colorName(color)} ${point}`,
  passed: (color) => `${colorName(color)} passes`,
  placed: (color, point) => `${colorName(color)} stone on ${point}`,
  removed: (point) => `Stone removed from ${point}`,
  undone: 'Move taken back',
  redone: 'Move replayed',
  forbiddenRefused: (point, kind) => `${point} is forbidden for black: ${kindName(kind)}. In learning mode the move is refused.`,
  forbiddenNote: (point, kind) => `${point} would be forbidden for black in a game: ${kindName(kind)}.`,
  makesFive: (color, point) => `${colorName(color)} makes five at ${point}.`,
  occupied: (point) => `${point} is taken.`,
  passTooEarly: 'No passing within the first three moves.',
  gameIsOver: 'The game is over. Start a new game or take back a move.',
  notYourTurn: 'Wait for the bot’s move.',
  needLastMove: 'Go to the last move to play on.',
  error: (message) => `That did not work: ${message}`,
  refused: (message) => `${message.charAt(0).toUpperCase()}${message.slice(1)}.`,
  useButtons: (prompt) => `${prompt}: use the buttons beside the board.`,
  standardOpeningIs: (label) => `Standard opening: ${label}`,
  winnerIs: (who) => `${whoName(who)} ${verb(who, 'win', 'wins')}`,

  // the opening
  firstPlayer: 'First player',
  secondPlayer: 'Second player',
  you: 'You',
  theBot: 'The bot',
  playersLabel: 'Players',
  standardOpening: 'Standard opening',
  decisionLabel: 'Opening decision',
  swapStay: (color) => `Stay ${colorLower(color)}`,
  swapSwap: (color) => `Swap: take ${colorLower(color)}`,
  swapPlaceTwo: 'Place moves 4 and 5',
  declareLabel: 'Fifth moves to offer',
  declareButton: 'Declare',
  fifthLegend: 'Fifth move',
  fifthPlace: 'Place black 5',
  fifthOffer: (n) => `Offer ${n} fifth moves`,
  placedBy: (text, who) => `${text}, placed by ${whoLower(who)}`,
  stayed: (who) => `${whoName(who)} ${verb(who, 'stay', 'stays')} ${colorLower(who.color)}`,
  swapped: (who) => `${whoName(who)} ${verb(who, 'swap', 'swaps')} and now ${verb(who, 'play', 'plays')} ${colorLower(otherColor(who.color))}`,
  placesTwo: (who) => `${whoName(who)} will place moves 4 and 5`,
  declared: (who, n) => `${whoName(who)} ${verb(who, 'declare', 'declares')} ${n} fifth ${n === 1 ? 'move' : 'moves'}`,
  offered: (who, point) => `${whoName(who)} (${colorLower(who.color)}) ${verb(who, 'offer', 'offers')} ${point} as a fifth move`,
  chose: (who, point, n) => `${whoName(who)} (${colorLower(who.color)}) ${verb(who, 'keep', 'keeps')} ${point}: black ${n}`,
  offerShort: (point) => `offer ${point}`,
  chosenMark: '(kept)',

  // result
  result: (r) => resultText(r),
  winsHeading: (color) => `${colorName(color)} wins`,
  drawHeading: 'Draw',
  reviewGame: 'Review the game',
  newGameShort: 'New game',

  // clocks
  clockOf: (color) => `${colorName(color)}’s clock`,
  timeLeft: (color, text) => `${colorName(color)}: ${text} left`,
  timeLeftWho: (who, text) => `${whoName(who)} (${colorLower(who.color)}): ${text} left`,

  // move list and records
  moves: 'Moves',
  steps: 'Steps',
  first: 'First',
  back: 'Back',
  forward: 'Forward',
  last: 'Last',
  noMoves: 'No moves yet.',
  moveItem: (n, color, point) => `${n}. ${colorLower(color)} ${point}`,
  passWord: 'pass',
  drawMark: '(=)',
  removeStep: (point) => `× ${point}`,
  noStone: (point) => `There is no stone on ${point} to remove.`,
  event_accept: () => 'Draw accepted',
  event_decline: () => 'Draw declined',
  event_resign: (color) => `${colorName(color)} resigns`,
  event_timeout: (color) => `${colorName(color)} ran out of time`,
  record: 'Record',
  gameCode: 'Game code',
  gameRecord: 'Full game record (with the opening)',
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it by hand.',
  pasteCode: 'Paste a game code or full record',
  pastePlaceholder: 'h8i9j10…',
  load: 'Load',
  loaded: (n) => `Game loaded: ${n} ${n === 1 ? 'move' : 'moves'}.`,
  badCode: (message) => `That game code cannot be read (${message}). Nothing was changed.`,
  emptyCode: 'Paste a game code (like h8i9j10) or a full game record first.',
  shareLink: 'Share link',
  copyLink: 'Copy link',
  linkCopied: 'Link copied.',
  badLink: (message) => `The link does not hold a game that can be opened (${message}). Your current game is unchanged.`,
  sharedLoaded: 'The shared game is loaded.',
  storageFailed: 'This browser does not let the page save the game; it will be lost on reload.',

  // analysis tools
  placeLegend: 'Place',
  placeAlternate: 'Alternate',
  placeBlack: 'Black',
  placeWhite: 'White',
  placeRemove: 'Remove',
  playFromHere: 'Play on from here',
  clearBoard: 'Clear',
  sideToMove: 'Side to move',

  // offline
  offlineReady: 'Ready to work offline.',
  singleFileNote: 'Single-file edition: everything runs from this one file.',
  downloadSingle: 'Download the app as one file (opens offline by double-click)',
};

function colorName(color) {
  return color === 'black' ? 'Black' : color === 'white' ? 'White' : String(color);
}
function colorLower(color) {
  return color === 'black' ? 'black' : color === 'white' ? 'white' : String(color);
}
function otherColor(color) {
  return color === 'black' ? 'white' : 'black';
}
// who: {role: 'first' | 'second' | 'you' | 'bot', color}
function whoName(who) {
  return { first: 'First player', second: 'Second player', you: 'You', bot: 'The bot' }[who.role] ?? String(who.role);
}
function whoLower(who) {
  return { first: 'the first player', second: 'the second player', you: 'you', bot: 'the bot' }[who.role] ?? String(who.role);
}
function whoShort(who) {
  return { first: 'first player', second: 'second player', you: 'you', bot: 'the bot' }[who.role] ?? String(who.role);
}
function verb(who, plural, singular) {
  return who.role === 'you' ? plural : singular;
}
function zoneText(zone) {
  if (zone === 1) return 'on the centre';
  if (zone > 1) return `within the central ${zone}×${zone} square`;
  return 'anywhere';
}

// "Second player (white): stay white or swap to black", from game.turn.
function turnPrompt(who, turn) {
  const name = `${whoName(who)} (${colorLower(who.color)})`;
  const a = turn.actions;
  if (a.includes('choose')) return `${name}: choose one of the ${turn.offered} offered fifth moves (marked 5); it becomes black ${turn.moveNumber}`;
  if (a.includes('swap')) {
    const stay = `stay ${colorLower(who.color)}`;
    const swap = `swap to ${colorLower(otherColor(who.color))}`;
    return `${name}: ${turn.placeTwo ? `${stay}, ${swap}, or place moves 4 and 5` : `${stay} or ${swap}`}`;
  }
  if (a.includes('declare')) return `${name}: declare how many fifth moves black will offer (1–${turn.declareMax})`;
  if (a.includes('offer') && a.includes('move')) {
    return `${name}: place black ${turn.moveNumber} ${zoneText(turn.zone)}, or offer ${turn.offerCount} fifth moves`;
  }
  if (a.includes('offer')) return `${name}: offer fifth move ${turn.offered + 1} of ${turn.offerCount} (a point not symmetric to another offer)`;
  if (a.includes('move')) return `${name}: place ${colorLower(turn.stone)} ${turn.moveNumber} ${zoneText(turn.zone)}`;
  return name;
}

const kindName = kindPhrase;
const resultText = resultPhrase;

let current = en;

/** Switches the language: an object with the same keys as `en` (missing keys fall back to English). */
export function setStrings(table) {
  current = { ...en, ...table };
}

/** The string for `key`; functions are called with the arguments. */
export function t(key, ...args) {
  const v = current[key] ?? en[key];
  if (typeof v === 'function') return v(...args);
  if (v === undefined) return key;
  return v;
}

/** Fills data-t / data-t-label / data-t-title elements under `root` (as text, never as HTML). */
export function applyStrings(root) {
  for (const node of root.querySelectorAll('[data-t]')) node.textContent = t(node.dataset.t);
  for (const node of root.querySelectorAll('[data-t-label]')) node.setAttribute('aria-label', t(node.dataset.tLabel));
  for (const node of root.querySelectorAll('[data-t-title]')) node.title = t(node.dataset.tTitle);
  for (const node of root.querySelectorAll('[data-t-placeholder]')) node.placeholder = t(node.dataset.tPlaceholder);
}
