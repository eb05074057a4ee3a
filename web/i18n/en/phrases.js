// Shape and result phrases for every page, in English (built in; other languages:
// ../<lang>/phrases.json with the same keys). Keys are the kinds and reasons the module returns: a
// forbidden point's kind, game.result's reason and winner, a standard opening's code.
export default {
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

  // The analysis's verdict (issue 16): n counts the winner's own moves, 1 = wins with this move.
  'analysis.winIn': '{color, select, black {Black wins in {n}} other {White wins in {n}}}',

  // The 26 standard openings (game.opening.standardOpening.code "4D"), and how a label is written
  // from the number n (4), direct (D: direct, I: indirect) and this table's name.
  'opening.label': '{n}{direct, select, D {D} other {I}} {name}',
  'opening.1D': 'Kansei',
  'opening.2D': 'Keigetsu',
  'opening.3D': 'Sosei',
  'opening.4D': 'Kagetsu',
  'opening.5D': 'Zangetsu',
  'opening.6D': 'Ugetsu',
  'opening.7D': 'Kinsei',
  'opening.8D': 'Shogetsu',
  'opening.9D': 'Kyugetsu',
  'opening.10D': 'Shingetsu',
  'opening.11D': 'Zuisei',
  'opening.12D': 'Sangetsu',
  'opening.13D': 'Yusei',
  'opening.1I': 'Chosei',
  'opening.2I': 'Kyogetsu',
  'opening.3I': 'Kosei',
  'opening.4I': 'Suigetsu',
  'opening.5I': 'Ryusei',
  'opening.6I': 'Ungetsu',
  'opening.7I': 'Hogetsu',
  'opening.8I': 'Rangetsu',
  'opening.9I': 'Gingetsu',
  'opening.10I': 'Myojo',
  'opening.11I': 'Shagetsu',
  'opening.12I': 'Meigetsu',
  'opening.13I': 'Suisei',

  // What was wrong, from the module's error code (web/i18n/reason.js; English shows the module's own
  // message instead, so this English is never seen): {token} the text it quotes, {point} the point it names.
  reason: '{reason, select, OFF_BOARD {{token} is off the board} BAD_CODE {{token} is not a move} BAD_ARGUMENT {{token} cannot be read} unreadable {it cannot be read} OCCUPIED {{point} is already taken} OCCUPIED_ {a point is already taken} GAME_OVER {the game is already over} PASS_TOO_EARLY {no passing within the first three moves} FORBIDDEN {{point} is forbidden for black} FORBIDDEN_ {a move is forbidden for black} WRONG_PHASE {an action out of turn in the opening} NOT_YOUR_TURN {an action by the player not to move} OUTSIDE_ZONE {{point} is outside its opening zone} OUTSIDE_ZONE_ {an opening stone is outside its zone} SYMMETRIC_OFFER {{point} is symmetric to another offer} SYMMETRIC_OFFER_ {two offers are symmetric} NOT_OFFERED {{point} was not offered} NOT_OFFERED_ {a fifth move that was not offered} BAD_RECORD {the record is malformed} BAD_CLAIM {the claim does not hold} NO_DRAW_OFFER {no draw was offered} NOTHING_TO_UNDO {there is nothing to undo} NOTHING_TO_REDO {there is nothing to redo} LOAD_FAILED {a part of the program could not be loaded (offline, or a file is missing)} NO_ENGINE {this build of the program has no engine} BUSY {the engine is busy with another search} DISPOSED {the game was already closed} WORKER_FAILED {a part of the program that works in the background stopped} IMAGE_FAILED {the browser could not draw the image} other {an unexpected error}}',
  'record.at': '{where}: {what}',
  'record.where': '{where, select, line {line {n}} character {the actions, character {n}} action {action {n} ({token})} stones {{color, select, black {black’s set-up stones} other {white’s set-up stones}}} other {the record}}',
  'record.problem': '{shape, select, noColon {expected “field: value”, not {token}} fieldTwice {{token} is given twice} unknownRule {unknown rule {token}} sizeNotNumber {the size must be a number, not {token}} unknownOpening {unknown opening rule {token}} unknownRuling {unknown ruling {token}} badToMove {the side to move is black or white, not {token}} unknownField {unknown field {token}} renjuSize {Renju is played on 15×15 only, not {size}×{size}} sizeRange {board size {size} is outside {min}–{max}} passNotStone {a pass is not a stone} stoneTwice {{point} is given twice} offBoard {the point is off the {size}×{size} board} pointOffBoard {{token} is off the {size}×{size} board} notAPoint {{token} is not a point on the {size}×{size} board} unknownAction {{token} is not an action} needsNumber {declaring needs a number} needsColour {{head} needs black or white, not {token}} commentOpen {a comment is not closed} marksOpen {a list of marks is not closed} variationFirst {a variation must follow the move it replaces} closesNone {a closing bracket closes no variation} emptyVariation {an empty variation} unexpected {unexpected {token}} tooManyActions {more than {max} actions} variationOpen {a variation is not closed} markForm {{token} should be label:point, like A:g8} markName {{token} is neither a label of 1–3 characters nor a kind of mark} markPoint {{token} in {mark} is not a point on the board} moveNumber {move number {token} where {n} was expected} notAMove {{token} is not a move} other {the record is malformed}}',
};
