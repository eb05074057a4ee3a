// <renju-board>'s own text, in English (built in; other languages: ../<lang>/widget.json with the
// same keys). The element speaks its `lang` attribute's language, else the page's.
export default {
  // Replay's buttons (their aria-labels and tooltips) and the move counter.
  'replay.first': 'First move',
  'replay.back': 'Previous move',
  'replay.forward': 'Next move',
  'replay.last': 'Last move',
  'replay.counter': '{index} / {total}',
  // The replay embed's move list (embed.html): its name, the start position, a move, a pass, the app link.
  'replay.moves': 'Moves',
  'replay.start': 'Start',
  'replay.move': '{n}. {point}',
  'replay.pass': 'pass',
  'replay.open': 'Open this game in the app',
  // A replay of a record (record=): its variations, the way back to the main line, a record it cannot read.
  'replay.variations': 'Variations',
  'replay.variationGo': 'Show the variation {line}',
  'replay.mainLine': 'Back to the main line',
  'replay.badRecord': 'This game record cannot be read: {message}',
  // Play's buttons: the text, then the label and tooltip.
  'play.undo': 'Undo',
  'play.undoLabel': 'Undo the last move',
  'play.reset': 'Reset',
  'play.resetLabel': 'Back to the start position',
  // Edit's buttons.
  'edit.black': '● Black',
  'edit.blackLabel': 'Place black stones',
  'edit.white': '○ White',
  'edit.whiteLabel': 'Place white stones',
  'edit.erase': 'Erase',
  'edit.eraseLabel': 'Erase stones',
  'edit.clear': 'Clear',
  'edit.clearLabel': 'Remove every stone',
  // Edit's save buttons: the board as a picture file.
  'edit.savePng': 'PNG',
  'edit.savePngLabel': 'Save the board as a PNG picture',
  'edit.saveSvg': 'SVG',
  'edit.saveSvgLabel': 'Save the board as an SVG picture',

  // The board's accessible name (unless the page gives a `label`).
  'board.label': '{rule, select, renju {Renju} standard {Standard Gomoku} freestyle {Freestyle Gomoku} other {Gomoku}} board, {size} by {size}, {n, plural, one {# stone} other {# stones}}',
  'board.labelToMove': '{rule, select, renju {Renju} standard {Standard Gomoku} freestyle {Freestyle Gomoku} other {Gomoku}} board, {size} by {size}, {n, plural, one {# stone} other {# stones}}, {color, select, black {black} other {white}} to move',
  'board.labelOver': '{rule, select, renju {Renju} standard {Standard Gomoku} freestyle {Freestyle Gomoku} other {Gomoku}} board, {size} by {size}, {n, plural, one {# stone} other {# stones}}. {result}',

  // The message line.
  'thinking': 'The engine is thinking…',
  'gameOver': 'The game is over: undo or reset to try again.',
  'forbidden': '{kind, select, overline {{point} is forbidden for black: an overline.} double-four {{point} is forbidden for black: a double four.} double-three {{point} is forbidden for black: a double three.} other {{point} is forbidden for black.}}',
  'occupied': '{point} is already taken.',
  'played': '{color, select, black {Black} other {White}} played {point}.',
  'botPlayed': '{color, select, black {Black} other {White}} (the engine) played {point}.',
  'botPassed': '{color, select, black {Black} other {White}} (the engine) passed.',
  'botFailed': 'The engine could not answer: {message}',
  // The module's other refusals, by its code: a move it refuses now, a point it cannot read (the token quoted).
  'refused.move': '{point} cannot be played now.',
  'refused.point': '{reason, select, OFF_BOARD {{token} is off the board.} other {{token} is not a point: write a column letter and a row number, like h8.}}',
  // A bad attribute, in the board's box: which attribute, and what is wrong with it.
  'attribute.notOneOf': '{attribute}: {value} is not one of {allowed}',
  'attribute.notWhole': '{attribute}: {value} is not a whole number',
  'attribute.sizeOnly': '{attribute}: {rule, select, renju {Renju} standard {Standard Gomoku} freestyle {Freestyle Gomoku} other {{rule}}} is played on {min}×{min} only, not {size}×{size}',
  'attribute.sizeRange': '{attribute}: {rule, select, renju {Renju} standard {Standard Gomoku} freestyle {Freestyle Gomoku} other {{rule}}} is played on {min}×{min} to {max}×{max}, not {size}×{size}',
  'attribute.botLevel': '{attribute}: {value} is not a level from 1 to 5',
  'attribute.move': '{attribute}: move {n} ({move}): {reason, select, OCCUPIED {{point} is already taken} OFF_BOARD {{point} is off the board} FORBIDDEN {{point} is forbidden for black} GAME_OVER {the game is already over} PASS_TOO_EARLY {no passing within the first three moves} other {{point} cannot be played}}',
  'attribute.token': '{attribute}: {reason, select, OFF_BOARD {{token} is off the {size}×{size} board} other {{token} cannot be read: a move is a column letter and a row number, like h8}}',
  'attribute.stonesPart': '{attribute}: {part} should start with “black:” or “white:”',
  'attribute.pass': '{attribute}: “pass” is not a point',
  'attribute.twice': '{attribute}: {point} is given twice',
  'attribute.position': '{attribute}: these stones cannot be set up',
  'attribute.markForm': '{attribute}: {token} should be label:point, like A:g8 or x:k9',
  'attribute.markName': '{attribute}: {name} is neither a label (up to 3 letters or digits) nor x, tri, circle, square, dot or dot-{dots}',
  'error.engine': 'The rules engine could not be loaded: {message}',
};
