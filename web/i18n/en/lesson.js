// <renju-lesson>'s own text and the explanations it steps through (web/lessons/explain-steps.js), in
// English (built in; other languages: ../<lang>/lesson.json with the same keys). Explanations are
// made from what the module's explain() returns: each line's kind and direction, each
// straight-four point's verdict, the counts of threes, fours and real threes; every message below
// is a whole sentence that selects its own words for those.
//   {direction}: across | down | diagonal (up to the right) | anti-diagonal (down to the right)
//   {verdict}: five | overline | double-four | double-three | playable | (other: not needed)
//   {me}, {sf}: a point with its letter, "A (H8)" (name.lettered)
export default {
  // The explanation panel's buttons and counter.
  'why.back': '◀ Back',
  'why.backLabel': 'Previous step',
  'why.forward': 'Next ▶',
  'why.forwardLabel': 'Next step',
  'why.close': 'Close',
  'why.counter': 'Step {n} / {total}',
  'why.nested': 'Nested check, level {n}',
  'why.button': 'Why?',
  'why.point': 'Why {point}?',
  'why.forbidden': 'Why is {point} forbidden?',
  'why.allowedNow': 'Why is {point} allowed now?',
  'why.stillForbidden': 'Why is {point} still forbidden?',

  // The task and its controls.
  'task.progress': 'Task {n} of {total}',
  'task.previous': 'Previous task',
  'task.next': 'Next task',
  // The button that saves the lesson's board as a picture (for worksheets).
  'image.save': 'Save image',
  'image.saveLabel': 'Save the board as a PNG picture',
  'task.nextLesson': 'Next lesson',
  'task.boardLabel': 'Lesson board: {text}',
  'task.check': 'Check',
  'task.markHint': 'Click points to mark them ×.',
  'task.forbidden': 'Forbidden',
  'task.allowed': 'Allowed',
  'task.threeOption': '{direction, select, across {Across} down {Down} diagonal {Diagonal} other {Anti-diagonal}}: {stones} is real',
  'task.winningHint': 'Click the point where {color, select, black {black} other {white}} plays.',
  'task.unforbidHint': 'Click the point for the {color, select, black {black} other {white}} stone.',

  // Feedback.
  'list.separator': ', ',
  'answer.right': 'Right: {summary}',
  'answer.wrong': 'Not quite: {summary}',
  'marks.right': '{n, plural, =1 {Right: you found the one forbidden point.} other {Right: you found all # forbidden points.}}',
  'marks.wrong': '{found} of {total} found{missed, select, none {} other {; missed {missed}}}{wrong, select, none {} other {; not forbidden: {wrong}}}.',
  'threes.item': '{direction, select, across {across} down {down} diagonal {diagonal} other {anti-diagonal}} {real, select, yes {real} other {false}}',
  'threes.result': '{right, select, yes {Right} other {Not quite}}: {items}.',
  'win.five': 'Right: {point} makes five.',
  'win.twoFives': 'Right: {point} leaves two points that make five ({fives}); one stone cannot block both.',
  'win.forbiddenBlock': 'Right: black can only block on {block}, and that is {kind, select, overline {an overline} double-four {a double four} double-three {a double three} other {a forbidden move}} for black.',
  'miss.forbidden': '{point} is forbidden for black: {kind, select, overline {an overline} double-four {a double four} double-three {a double three} other {a forbidden move}}.',
  'miss.missedFive': '{point} does not make five, and {color, select, black {black} other {white}} already has a four on the board. Where does it make five?',
  'miss.opponentFive': 'After {point}, {other, select, black {black} other {white}} makes five first, at {five}.',
  'miss.oneFive': '{point} makes a four, but it has only one point that makes five, {five}, and {other, select, black {black} other {white}} can block there.',
  'miss.noThreat': '{point} makes neither a five nor a four. Look for a stronger move.',
  'unforbid.right': 'Right: with {color, select, black {black} other {white}} on {point}, {summary}',
  'unforbid.still': 'With {color, select, black {black} other {white}} on {point}, {target} is still {kind, select, overline {an overline} double-four {a double four} double-three {a double three} other {a forbidden move}}.',

  // A lesson that cannot be shown.
  'error.title': 'This lesson cannot be shown',
  'error.problems': 'The lesson disagrees with the rules engine or is malformed:',
  'error.load': 'The lesson {src} could not be loaded: {message}',
  'error.engine': 'The rules engine could not be loaded: {message}',

  // Summaries of a point's verdict.
  'summary.five': '{point} makes five: black wins.',
  'summary.forbidden': '{point} is forbidden: {kind, select, overline {an overline} double-four {a double four} double-three {a double three} other {a forbidden move}}.',
  'summary.allowedThrees': '{point} is allowed: {real, plural, =0 {none of its threes is real} other {only one of its threes is real}}.',
  'summary.allowed': '{point} is allowed.',

  // The explanation's steps.
  'name.lettered': '{letter} ({point})',
  'step.plays': 'Black plays {me}.',
  'step.judge': 'With {filled} filled in, judge {me}.',
  'step.nothing': '{me} makes no three, four or five: nothing to check.',
  'step.five': '{point} makes five {direction, select, across {across} down {down} diagonal {on the diagonal} other {on the anti-diagonal}}: {from}–{to}.',
  'step.overline': '{point} makes {n} in a row {direction, select, across {across} down {down} diagonal {on the diagonal} other {on the anti-diagonal}}: an overline.',
  'step.four': '{direction, select, across {Across} down {Down} diagonal {On the diagonal} other {On the anti-diagonal}}, {stones} make a four: {fives} would make five.',
  'step.doubleFourLine': '{direction, select, across {Across} down {Down} diagonal {On the diagonal} other {On the anti-diagonal}}, two fours on one line: {fives} each make five.',
  'step.three': '{direction, select, across {Across} down {Down} diagonal {On the diagonal} other {On the anti-diagonal}}, {stones} make a three: {points} would make a straight four.',
  'step.back': 'Back to {me}: for its three {direction, select, across {across} down {down} diagonal {on the diagonal} other {on the anti-diagonal}}, {sf}: {verdict, select, five {it would make five at the same time, so it does not count} overline {it would be an overline, which is forbidden} double-four {it would be a double four, which is forbidden} double-three {it would be a double three, which is forbidden} playable {it can be played} other {it was not needed}}.',
  'step.plain': '{sf}, with {filled} filled in, makes no forbidden shape: it can be played.',
  'step.point': '{point}: {verdict, select, five {it would make five at the same time, so it does not count} overline {it would be an overline, which is forbidden} double-four {it would be a double four, which is forbidden} double-three {it would be a double three, which is forbidden} playable {it can be played} other {it was not needed}}.',
  'step.real': 'So the three {direction, select, across {across} down {down} diagonal {on the diagonal} other {on the anti-diagonal}} is real: it can become a straight four.',
  'step.false': 'So the three {direction, select, across {across} down {down} diagonal {on the diagonal} other {on the anti-diagonal}} is false: none of its straight-four points can be played.',
  'verdict.five': '{me} makes five: black wins, whatever else the stone makes.',
  'verdict.overline': '{me} makes an overline: forbidden.',
  'verdict.doubleFour': '{me} makes two fours: a forbidden double four.',
  'verdict.doubleThree': '{me} makes {real, plural, =2 {two} =3 {three} =4 {four} other {#}} real threes: a forbidden double three.',
  'verdict.allowedThrees': '{me} makes {four, select, yes {a four and } other {}}{threes, plural, =2 {two} =3 {three} =4 {four} other {#}} threes, and {real, plural, =0 {none is real} other {only one is real}}: it is allowed.',
  'verdict.fourThree': '{me} makes a four and a three: allowed.',
  'verdict.allowed': '{me} is not forbidden.',
  'verdict.level': '{text} (level {n})',

  // Hints, retries, the task kinds of chapters 2 and 3, and tests (issue 15).
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

  // Which threes are real: a wrong tick is named (each direction's name), the answer is not given away.
  'direction': '{direction, select, across {across} down {down} diagonal {diagonal} other {anti-diagonal}}',
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
  'openingRight': 'Right: this is {label}.',
  'openingWrong': 'Not {label}. Look at where white 2 and black 3 stand.',
  'placePrompt': 'Click where black 3 goes.',
  'placeRight': 'Right: {point} makes {label}.',
  'placeOther': '{point} makes {other}, not {label}.',
  'placeNone': '{point} makes no standard opening: black 3 goes within two points of black 1.',

  // The tournament opening rules, walked through.
  'walkMove': '{color, select, black {Black} other {White}} {n} on {point}.',
  // The walk's prompt, from game.turn's facts (the player, colour, move number, zone), and the
  // module's refusals by their error code (never its English message).
  'walkPrompt_who': '{player, select, first {First player} other {Second player}} ({color, select, black {black} other {white}})',
  'walkPrompt_choose': '{player, select, first {First player} other {Second player}} ({color, select, black {black} other {white}}): choose one of the {offered} offered fifth moves (marked 5); it becomes black {n}',
  'walkPrompt_swap': '{player, select, first {First player} other {Second player}} ({color, select, black {black} other {white}}): stay {color, select, black {black} other {white}} or swap to {color, select, black {white} other {black}}',
  'walkPrompt_swapPlaceTwo': '{player, select, first {First player} other {Second player}} ({color, select, black {black} other {white}}): stay {color, select, black {black} other {white}}, swap to {color, select, black {white} other {black}}, or place moves 4 and 5',
  'walkPrompt_declare': '{player, select, first {First player} other {Second player}} ({color, select, black {black} other {white}}): declare how many fifth moves black will offer (1–{max})',
  'walkPrompt_placeOrOffer': '{player, select, first {First player} other {Second player}} ({color, select, black {black} other {white}}): place black {n} {zoneKind, select, centre {on the centre} square {within the central {zone}×{zone} square} other {anywhere}}, or offer {count} fifth moves',
  'walkPrompt_offer': '{player, select, first {First player} other {Second player}} ({color, select, black {black} other {white}}): offer fifth move {at} of {count} (a point not symmetric to another offer)',
  'walkPrompt_place': '{player, select, first {First player} other {Second player}} ({color, select, black {black} other {white}}): place {stone, select, black {black} other {white}} {n} {zoneKind, select, centre {on the centre} square {within the central {zone}×{zone} square} other {anywhere}}',
  'walkRefused_OUTSIDE_ZONE': '{zone, plural, =1 {{point} is not the centre, where {stone, select, black {black} other {white}} {n} goes.} other {{point} is outside the central {zone}×{zone} square, where {stone, select, black {black} other {white}} {n} goes.}}',
  'walkRefused_SYMMETRIC_OFFER': '{same, select, yes {{point} is already offered.} other {{point} is symmetric to {other}, already offered: the position is the same.}}',
  'walkRefused_NOT_OFFERED': '{point} is not one of the offered fifth moves ({offers}).',
  'walkRefused_WRONG_PHASE': 'That is not expected now. {prompt}.',
  'walkRefused_NOT_YOUR_TURN': 'It is not that player’s turn. {prompt}.',
  'walkRefused_BAD_ARGUMENT': 'That action cannot be taken now. {prompt}.',
  'walkRefused_OCCUPIED': '{point} is already taken.',
  'walkRefused_FORBIDDEN': '{point} is forbidden for black: {kind, select, overline {an overline} double-four {a double four} double-three {a double three} other {a forbidden move}}.',
  'walkRefused_other': '{point} cannot be played now. {prompt}.',
  'walkDeclared': '{n, plural, one {Declared: # fifth move} other {Declared: # fifth moves}}.',
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
