// <renju-board>'s model: the game (or, in edit mode, the position) a config describes, stepping
// through it, the reader's moves and the engine's answers, and undo that takes an engine answer back
// with the move it answered. Knows no DOM: every rule question goes to the module, and render.js
// draws what view() returns.
import { DiagramTextError, parseMarks, parseStones, tokenText } from '../lib/diagram-text.js';
import { AttributeError } from './config.js';

// Diagram text errors already name their field ("stones: ..."), which is the attribute's name.
function attributeError(e) {
  return e instanceof DiagramTextError ? new AttributeError(e.field, e.message, e.code, e.text) : e;
}

export class BoardModel {
  /** Builds the game from a config (config.js); throws AttributeError naming the bad attribute. */
  constructor(renju, config) {
    this.renju = renju;
    this.config = config;
    const { rule, size, mode } = config;
    let start;
    try {
      start = parseStones(renju, config.stones, size);
      this.marks = parseMarks(renju, config.marks, size);
    } catch (e) {
      throw attributeError(e);
    }
    let moves;
    try {
      moves = renju.parseCode(config.moves, { size });
    } catch (e) {
      throw new AttributeError('moves', `moves: ${e.message}`, e.code, tokenText(e, size));
    }
    // Who moves after the stones: the attribute, or what the stones imply (the module decides). A
    // point given twice is the stones' fault.
    let toMove;
    try {
      const implied = renju.positionFromCode('', { rule, size, ...start, ...(config.toMove ? { toMove: config.toMove } : {}) });
      toMove = implied.toMove;
      implied.dispose();
    } catch (e) {
      // A point given twice is named by the module's message (its point, not its words).
      const twice = e.code === 'OCCUPIED' ? /\b([a-z]\d{1,2})\b/i.exec(e.message ?? '')?.[1] : null;
      throw new AttributeError('stones', `stones: ${e.message}`, e.code,
        twice ? { key: 'attribute.twice', params: { point: twice.toUpperCase() } } : { key: 'attribute.position', params: {} });
    }
    // Diagrams and replays show any code, and readers try moves freely: no opening rule applies.
    const game = renju.newGame({ rule, size, black: start.black, white: start.white, toMove, refuseForbidden: mode === 'play', opening: 'none' });
    for (let i = 0; i < moves.length; i++) {
      try {
        game.apply(moves[i]);
      } catch (e) {
        game.dispose();
        throw new AttributeError('moves', `moves: move ${i + 1} (${moves[i]}): ${e.message}`, e.code,
          { key: 'attribute.move', params: { n: i + 1, move: moves[i], point: String(moves[i]).toUpperCase(), reason: e.code } });
      }
    }
    this.game = game;
    this.moves = moves;
    this.index = moves.length; // replay: how many of the moves are shown
    this.initialPly = moves.length;
    this.botPlies = new Set(); // plies the engine played, taken back with the reader's move
    this.editColor = 'black';
    this.position = null;
    if (mode === 'edit') {
      // Editing starts from whatever the attributes put on the board; moves become plain stones.
      const all = game.stones;
      const of = (c) => all.filter((st) => st.color === c).map((st) => st.point);
      this.position = renju.newPosition({ rule, size, toMove: game.toMove ?? toMove, black: of('black'), white: of('white') });
    }
  }

  dispose() {
    this.game?.dispose();
    this.position?.dispose();
    this.game = this.position = null;
  }

  get mode() { return this.config.mode; }
  /** The game, or the position being edited. */
  get subject() { return this.mode === 'edit' ? this.position : this.game; }
  get result() { return this.mode === 'edit' ? null : this.game.result; }
  get over() { return this.mode !== 'edit' && this.game.over; }
  get canUndo() { return this.game.ply > this.initialPly; }
  get canReset() { return this.game.ply !== this.initialPly || this.game.over; }

  /** Replay: shows the first `index` moves (clamped). */
  goto(index) {
    const target = Math.max(0, Math.min(this.moves.length, index));
    while (this.index > target) {
      this.game.undo();
      this.index--;
    }
    while (this.index < target) {
      this.game.redo();
      this.index++;
    }
  }

  /** Whether the reader may play `point` now: {legal: true} or the module's refusal {legal: false, code, message, kind}. */
  legality(point) {
    if (this.game.over) return { legal: false, code: 'GAME_OVER' };
    return this.game.legality(point);
  }

  /** Plays the reader's stone (legality checked first): the move's event detail. */
  play(point) {
    const color = this.game.toMove;
    this.game.play(point);
    return { point, color, number: this.game.ply, code: this.game.code, bot: false };
  }

  /** Plays the engine's answer (a module action token): the move's event detail. */
  playBot(token) {
    const color = this.game.toMove;
    this.game.apply(token);
    this.botPlies.add(this.game.ply);
    const last = this.game.actions.at(-1);
    return { point: last.point ?? 'pass', color, number: this.game.ply, code: this.game.code, bot: true };
  }

  /** Takes back the reader's last move, with the engine's answers after it. False when there is none. */
  undo() {
    if (!this.canUndo) return false;
    while (this.botPlies.has(this.game.ply) && this.game.ply > this.initialPly) {
      this.botPlies.delete(this.game.ply);
      this.game.undo();
    }
    if (this.game.ply > this.initialPly) this.game.undo();
    return true;
  }

  /** Edit mode: a click on `point` removes its stone, places one of the chosen colour, or both. */
  edit(point) {
    const pos = this.position;
    const color = pos.at(point);
    if (color) pos.remove(point);
    if (this.editColor !== 'erase' && color !== this.editColor) pos.place(point, this.editColor);
  }

  clear() {
    for (const s of this.position.stones) this.position.remove(s.point);
  }

  /** What is on a point, for the point-click event: {color, forbidden}. */
  pointInfo(point) {
    const subject = this.subject;
    const color = subject.at(point);
    return { color, forbidden: subject.toMove === 'black' && !color ? subject.forbiddenAt(point) : null };
  }

  /** The change event's detail. */
  detail() {
    if (this.mode === 'edit') return { stones: this.stonesText(), toMove: this.position.toMove };
    return { code: this.game.code, toMove: this.game.toMove, result: this.game.result };
  }

  /** The stones as a `stones` attribute value: "black: h8 i9; white: j10". */
  stonesText() {
    const all = this.subject.stones;
    const list = (c) => all.filter((st) => st.color === c).map((st) => st.point).join(' ');
    return `black: ${list('black')}; white: ${list('white')}`;
  }

  /**
   * What to draw, for BoardView: stones (numbered by the module's move numbers), the last move,
   * forbidden points, the five, marks; and what the controls need. `thinking`: the engine is searching.
   */
  view({ thinking = false } = {}) {
    const { mode, size } = this.config;
    const subject = this.subject;
    let stones = subject.stones;
    let lastMove = null;
    if (mode !== 'edit') {
      const numbers = new Map();
      for (const a of this.game.actions) if (a.stone) numbers.set(a.point, a.moveNumber - this.game.actions[0].moveNumber + 1);
      stones = stones.map((st) => ({ ...st, number: numbers.get(st.point) }));
      const last = this.game.actions.at(-1);
      if (last?.point) lastMove = this.renju.point(last.point, { size });
    }
    const result = this.result;
    const toMove = subject.toMove;
    const forbidden = this.config.showForbidden && toMove === 'black' ? subject.forbiddenPoints() : [];
    let preview = null;
    if (mode === 'play' && toMove && !thinking) preview = { color: toMove };
    else if (mode === 'edit' && this.editColor !== 'erase') preview = { color: this.editColor };
    return {
      size,
      stones,
      lastMove,
      forbidden,
      winLine: result?.reason === 'five' ? result.line.map((p) => this.renju.point(p, { size })) : [],
      marks: this.marks,
      // Replay's arrow keys step through the moves, so only play and edit have a point cursor.
      interactive: mode === 'play' || mode === 'edit',
      preview,
      toMove,
      result,
    };
  }
}
