// <renju-lesson>'s text for hints, retries, the new task kinds and test scores, in English (built
// in; other languages: ../<lang>/lesson.json with the same keys). The element speaks its `lang`
// attribute's language, else the page's.
export default {
  // Help under every task.
  'hint': 'Hint',
  'hintLabel': 'Show one step of the engine’s explanation',
  'noMoreHints': 'No more hints: the next step is the answer.',
  'showAnswer': 'Show the answer',
  'startAgain': 'Start again',
  'hintCount': '{n, plural, one {Black has # forbidden point here.} other {Black has # forbidden points here.}}',
  'hintFiveNow': '{color, select, black {Black} other {White}} can already make five somewhere: find the four on the board.',
  'hintTwoFives': 'Look for a move that leaves two points making five: one stone cannot block both.',
  'hintForbiddenBlock': 'Look for a four whose only blocking point is forbidden for black.',
  'hintThreat': 'If {color, select, black {black} other {white}} passed, {them, select, black {black} other {white}} would win with fours starting at {point}.',
  'hintVcfNext': 'The engine’s winning line goes on with {point}.',
  'hintVcfLength': '{n, plural, one {The engine wins here with # four, then five.} other {The engine wins here with # fours, then five.}}',
  'hintDirect': 'White 2 is straight beside black 1: a direct opening (D).',
  'hintIndirect': 'White 2 is diagonal to black 1: an indirect opening (I).',
  'hintPlace': 'Drawn with black 1 on H8 and white 2 on {white}, black 3 of {name} stands on {black}.',
  'hintTurn': 'Now: {text}.',

  // Which threes are real: a wrong tick is named, the answer is not given away.
  'threesWrong': 'Not quite: you marked {real, select, none {no three as real} other {{real} as real}}. At least one of your ticks is wrong: look again, or take a hint.',

  // Defending.
  'defendPrompt': 'Click the point where {color, select, black {black} other {white}} defends.',
  'defendRight': 'Right: {point} stops {them, select, black {black’s} other {white’s}} threat.',
  'defendFive': 'Right: {point} makes five first.',
  'defendForbidden': '{point} is forbidden for black: {kind, select, overline {an overline} double-four {a double four} other {a double three}}. Black must defend elsewhere.',
  'defendStillFive': 'After {point}, {them, select, black {black} other {white}} still makes five at {five}.',
  'defendStillWins': 'After {point}, {them, select, black {black} other {white}} still wins by fours: {line}.',

  // VCF: every move a four, the engine answers each.
  'vcfPrompt': 'Play {color, select, black {black’s} other {white’s}} fours; the engine blocks each one.',
  'vcfFive': 'Right: {point} makes five. The fours won.',
  'vcfFour': '{point} is a four: {them, select, black {black} other {white}} must block at {block}. Go on.',
  'vcfOpenFour': '{point} makes two five points ({fives}): {them, select, black {black} other {white}} blocks {block}, and the other one wins.',
  'vcfNoBlock': '{point} is a four, and black cannot block at {block}: it is {kind, select, overline {an overline} double-four {a double four} other {a double three}}. Now make five.',
  'vcfNotFour': '{point} is not a four: in a VCF every move must threaten five.',
  'vcfNoWin': '{point} is a four, but after the block at {block} no winning fours are left. Try another four.',
  'vcfForbidden': '{point} is forbidden for black: {kind, select, overline {an overline} double-four {a double four} other {a double three}}.',
  'vcfTheirFive': 'After {point}, {them, select, black {black} other {white}} makes five at {five} first.',

  // Openings.
  'openingPrompt': 'Which standard opening is this?',
  'openingRight': 'Right: this is {label}.',
  'openingWrong': 'Not {label}. Look at where white 2 and black 3 stand.',
  'placePrompt': 'Click where black 3 goes.',
  'placeRight': 'Right: {point} makes {label}.',
  'placeOther': '{point} makes {other}, not {label}.',
  'placeNone': '{point} makes no standard opening: black 3 goes within two points of black 1.',

  // The tournament opening rules, walked through.
  'walkMove': '{color, select, black {Black} other {White}} {n} on {point}.',
  'walkRefused': '{point}: {message}',
  'walkDone': 'The opening is over: {settled}.',
  'walkSettled': '{player, select, first {the first player} other {the second player}} plays black',
  'walkStay': 'Stay',
  'walkSwap': 'Swap',
  'walkPlaceTwo': 'Place two',
  'walkDeclare': 'Declare',
  'walkDeclareLabel': 'Fifth moves to offer',
  'walkChoose': 'Click one of the offered fifth moves (marked) to keep it.',
  'walkOffer': 'Click the points to offer as black 5.',
  'walkDid': '{action}.',

  // Tests: the first answer of each task counts.
  'testNote': 'A test: your first answer to each task counts.',
  'score': 'Score: {right} of {total} right at the first try.',
  'progress': '{solved} of {total} solved',
};
