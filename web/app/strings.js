// Every English string of the play page, in one place so other languages can be added: copy this
// object, translate the values, and pass it to setStrings(). Values are plain text (never HTML);
// functions build sentences from parts. Keys in index.html: data-t (text), data-t-label (aria-label),
// data-t-title (title).

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
  openingNote: 'Tournament openings (swap, RIF, …) come with a later version.',
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
  toMove: (color) => `${colorName(color)} to move`,
  yourMove: (color) => `${colorName(color)} to move: your turn`,
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

  // result
  result: (r) => resultText(r),
  winsHeading: (color) => `${colorName(color)} wins`,
  drawHeading: 'Draw',
  reviewGame: 'Review the game',
  newGameShort: 'New game',

  // clocks
  clockOf: (color) => `${colorName(color)}’s clock`,
  timeLeft: (color, text) => `${colorName(color)}: ${text} left`,

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
  copy: 'Copy',
  copied: 'Copied.',
  copyFailed: 'Could not copy: select the text and copy it by hand.',
  pasteCode: 'Paste a game code',
  pastePlaceholder: 'h8i9j10…',
  load: 'Load',
  loaded: (n) => `Game loaded: ${n} ${n === 1 ? 'move' : 'moves'}.`,
  badCode: (message) => `That game code cannot be read (${message}). Nothing was changed.`,
  emptyCode: 'Paste a game code first, like h8i9j10.',
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
function kindName(kind) {
  return { 'double-three': 'a double three', 'double-four': 'a double four', overline: 'an overline' }[kind] ?? 'a forbidden move';
}
function kindShort(kind) {
  return { 'double-three': 'double three', 'double-four': 'double four', overline: 'overline' }[kind] ?? 'forbidden move';
}

// "White wins: black's double three at G9".
function resultText(r) {
  const P = (p) => String(p ?? '').toUpperCase();
  switch (r.reason) {
    case 'five': {
      const line = r.line?.length ? ` (${r.line.map(P).join(' ')})` : '';
      return `${colorName(r.winner)} wins: five in a row at ${P(r.point)}${line}`;
    }
    case 'forbidden':
      return `${colorName(r.winner)} wins: black’s ${kindShort(r.kind)} at ${P(r.point)}`;
    case 'resignation':
      return `${colorName(r.winner)} wins: ${colorLower(r.winner === 'black' ? 'white' : 'black')} resigned`;
    case 'timeout':
      return `${colorName(r.winner)} wins: ${colorLower(r.winner === 'black' ? 'white' : 'black')} ran out of time`;
    case 'full-board':
      return 'Draw: the board is full';
    case 'two-passes':
      return 'Draw: both players passed';
    case 'agreement':
      return 'Draw by agreement';
    default:
      return r.winner ? `${colorName(r.winner)} wins` : 'Draw';
  }
}

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
