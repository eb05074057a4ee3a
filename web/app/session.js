// One game (or analysis board) on the page: the record, the module object that judges it, and the
// actions a player can take. Knows no DOM; every rule question goes to the module. Each action
// returns {ok, message?, announce?} for the page to show and read out.
import { replay, applyGameAction, applyAnalysisAction, RecordError } from './record.js';
import { t } from './strings.js';

const P = (p) => String(p).toUpperCase();
const letter = (color) => (color === 'black' ? 'b' : 'w');
const other = (color) => (color === 'black' ? 'white' : 'black');

function pointName(x, y) {
  return String.fromCharCode(97 + x) + (y + 1);
}

function xy(point) {
  return { x: point.charCodeAt(0) - 97, y: Number(point.slice(1)) - 1 };
}

/** What a game action token is: {kind: 'move'|'pass'|'accept'|'decline'|'resign'|'timeout', point?, color?, offer?}. */
export function parseAction(action) {
  if (action === 'accept' || action === 'decline') return { kind: action };
  const m = /^(resign|timeout)-([bw])$/.exec(action);
  if (m) return { kind: m[1], color: m[2] === 'b' ? 'black' : 'white' };
  const offer = action.endsWith('~');
  const body = offer ? action.slice(0, -1) : action;
  return body === 'pass' ? { kind: 'pass', offer } : { kind: 'move', point: body, offer };
}

export class Session {
  /** Throws RecordError (with the module's reason) when the record does not replay. */
  constructor(renju, record) {
    this.renju = renju;
    this.record = record;
    this.target = replay(renju, record, record.actions.length, true);
    this.viewPly = null; // an earlier step being looked at, or null for the current position
    this.drawArmed = false; // offer a draw with the next move
    this.flash = null; // {segments, highlights}: the shape of a refused forbidden move
  }

  dispose() {
    this.target.dispose();
  }

  get analysis() { return this.record.mode === 'analysis'; }
  get mode() { return this.record.mode; }
  get over() { return !this.analysis && this.target.over; }
  get result() { return this.analysis ? null : this.target.result; }
  get drawOffered() { return !this.analysis && this.target.drawOffered; }
  get viewing() { return this.viewPly !== null; }

  /** The side to play: from the game, or the colour the next analysis stone takes ('remove' too). */
  get toMove() {
    if (!this.analysis) return this.target.toMove;
    const place = this.record.place;
    if (place !== 'alternate') return place;
    for (let i = this.record.actions.length - 1; i >= 0; i--) {
      const a = this.record.actions[i];
      if (a[0] !== 'x') return a[0] === 'b' ? 'white' : 'black';
    }
    return this.record.setup?.toMove ?? 'black';
  }

  /** Against the bot: the bot's turn now. */
  get botToMove() {
    return this.mode === 'bot' && !this.over && this.target.toMove === other(this.record.human);
  }

  /** The moves-and-passes count, the ply the game is at. */
  get ply() {
    return this.record.actions.length;
  }

  get canUndo() {
    if (this.analysis) return this.record.actions.length > 0;
    if (this.mode !== 'bot') return this.target.canUndo;
    // Against the bot a take-back must end on the player's turn.
    const human = this.record.human;
    for (let i = this.record.actions.length - 1; i >= 0; i--) {
      const a = parseAction(this.record.actions[i]);
      const mover = this.#moverOf(i);
      if ((a.kind === 'move' || a.kind === 'pass') && mover === human) return true;
      if (a.kind === 'resign' || a.kind === 'timeout' || a.kind === 'accept' || a.kind === 'decline') return true;
    }
    return false;
  }

  get canRedo() {
    return this.analysis ? this.record.undone.length > 0 : this.target.canRedo;
  }

  // The colour that made move/pass action i (moves and passes alternate from the start side).
  #moverOf(i) {
    let color = this.record.setup?.toMove ?? 'black';
    for (let j = 0; j < i; j++) {
      const k = parseAction(this.record.actions[j]).kind;
      if (k === 'move' || k === 'pass') color = other(color);
    }
    return color;
  }

  // -------------------------------------------------------------------------------------------
  // Actions

  #commit(action) {
    this.record.actions.push(action);
    this.record.undone = [];
    this.flash = null;
  }

  #failure(e, point) {
    if (!e || !e.code) throw e;
    switch (e.code) {
      case 'FORBIDDEN': {
        const kind = this.target.legality(point).kind;
        this.flash = this.#explainShape(point);
        return { ok: false, message: t('forbiddenRefused', P(point), kind), refused: 'forbidden' };
      }
      case 'OCCUPIED': return { ok: false, message: t('occupied', P(point)) };
      case 'PASS_TOO_EARLY': return { ok: false, message: t('passTooEarly') };
      case 'GAME_OVER': return { ok: false, message: t('gameIsOver') };
      default: return { ok: false, message: t('error', e.message) };
    }
  }

  #explainShape(point, color) {
    try {
      const tree = this.analysis ? this.target.explain(point, color) : this.target.explain(point);
      const segments = [];
      for (const line of tree.lines ?? []) {
        if (line.stones.length >= 2) segments.push({ from: xy(line.stones[0]), to: xy(line.stones[line.stones.length - 1]), role: 'bad' });
      }
      return { segments, highlights: [{ ...xy(point), role: 'bad' }] };
    } catch {
      return null;
    }
  }

  /** A click or Enter on the board. */
  click(x, y) {
    const point = pointName(x, y);
    if (this.analysis) return this.#place(point);
    if (this.viewing) return { ok: false, message: t('needLastMove') };
    if (this.over) return { ok: false, message: t('gameIsOver') };
    if (this.mode === 'bot' && this.botToMove) return { ok: false, message: t('notYourTurn') };
    return this.#play(point);
  }

  #play(point) {
    const color = this.target.toMove;
    const offer = this.drawArmed;
    const action = point + (offer ? '~' : '');
    try {
      applyGameAction(this.target, action);
    } catch (e) {
      return this.#failure(e, point);
    }
    this.drawArmed = false;
    this.#commit(action);
    return { ok: true, announce: this.#afterMove(t('movePlayed', this.#moveCount(), color, P(point))) };
  }

  #moveCount() {
    return this.record.actions.filter((a) => { const k = parseAction(a).kind; return k === 'move' || k === 'pass'; }).length;
  }

  #afterMove(text) {
    const parts = [text];
    if (this.over) parts.push(t('result', this.result));
    else if (this.target.drawOffered) parts.push(t('drawOfferedBy', other(this.target.toMove)));
    return parts.join('. ');
  }

  /** The bot's answer: a point name or 'pass'. */
  botMove(move) {
    if (!this.botToMove) return { ok: false };
    const color = this.target.toMove;
    // The bot answers a draw offer by playing on.
    let declined = false;
    if (this.target.drawOffered) {
      applyGameAction(this.target, 'decline');
      this.#commit('decline');
      declined = true;
    }
    try {
      applyGameAction(this.target, move);
    } catch (e) {
      return { ok: false, message: t('botFailed', e.message) };
    }
    this.#commit(move);
    const text = move === 'pass' ? t('passed', color) : t('movePlayed', this.#moveCount(), color, P(move));
    return { ok: true, message: declined ? t('botDeclinesDraw') : undefined, announce: this.#afterMove((declined ? `${t('botDeclinesDraw')} ` : '') + text) };
  }

  pass() {
    if (this.analysis || this.viewing) return { ok: false, message: this.viewing ? t('needLastMove') : '' };
    if (this.mode === 'bot' && this.botToMove) return { ok: false, message: t('notYourTurn') };
    const color = this.target.toMove;
    const action = 'pass' + (this.drawArmed ? '~' : '');
    try {
      applyGameAction(this.target, action);
    } catch (e) {
      return this.#failure(e, null);
    }
    this.drawArmed = false;
    this.#commit(action);
    return { ok: true, announce: this.#afterMove(t('passed', color)) };
  }

  acceptDraw() { return this.#simple('accept'); }
  declineDraw() { return this.#simple('decline'); }
  resign() {
    // Against the bot the player resigns; otherwise the side to move does.
    const color = this.mode === 'bot' ? this.record.human : this.target.toMove;
    return this.#simple(`resign-${letter(color)}`);
  }
  timeout(color) { return this.#simple(`timeout-${letter(color)}`); }

  #simple(action) {
    if (this.analysis) return { ok: false };
    try {
      applyGameAction(this.target, action);
    } catch (e) {
      return this.#failure(e, null);
    }
    this.#commit(action);
    this.viewPly = null;
    return { ok: true, announce: this.over ? t('result', this.result) : undefined };
  }

  setDrawArmed(on) {
    this.drawArmed = Boolean(on) && !this.analysis && !this.over;
  }

  /** Takes back one action; against the bot, back to the player's previous turn. */
  undo() {
    this.viewPly = null;
    this.flash = null;
    if (this.analysis) {
      if (!this.record.actions.length) return { ok: false };
      this.record.undone.push(this.record.actions.pop());
      this.#rebuildAnalysis();
      return { ok: true, announce: t('undone') };
    }
    if (!this.canUndo) return { ok: false };
    const human = this.record.human;
    do {
      if (!this.target.undo()) break;
      this.record.undone.push(this.record.actions.pop());
    } while (this.mode === 'bot' && (this.target.over || this.target.toMove !== human));
    return { ok: true, announce: t('undone') };
  }

  redo() {
    this.viewPly = null;
    this.flash = null;
    if (this.analysis) {
      if (!this.record.undone.length) return { ok: false };
      const action = this.record.undone.pop();
      try {
        applyAnalysisAction(this.target, action);
      } catch (e) {
        this.record.undone = [];
        return { ok: false, message: t('error', e.message) };
      }
      this.record.actions.push(action);
      return { ok: true, announce: t('redone') };
    }
    if (!this.target.canRedo) return { ok: false };
    do {
      if (!this.target.redo()) break;
      this.record.actions.push(this.record.undone.pop());
    } while (this.botToMove && this.record.undone.length);
    return { ok: true, announce: t('redone') };
  }

  /** Looks at the position after `ply` actions (clamped); the current position at the end. */
  goTo(ply) {
    const total = this.record.actions.length;
    const p = Math.max(0, Math.min(total, ply));
    this.viewPly = p === total ? null : p;
    this.flash = null;
    return { ok: true };
  }

  // -------------------------------------------------------------------------------------------
  // Analysis

  #rebuildAnalysis() {
    const fresh = replay(this.renju, this.record);
    this.target.dispose();
    this.target = fresh;
  }

  setPlace(place) {
    this.record.place = place;
  }

  #place(point) {
    if (this.viewing) {
      // Placing while looking back drops the later steps, as in any editor's history.
      this.record.actions.length = this.viewPly;
      this.record.undone = [];
      this.viewPly = null;
      this.#rebuildAnalysis();
    }
    const color = this.toMove;
    const pos = this.target;
    if (color === 'remove') {
      if (!pos.at(point)) return { ok: false, message: t('noStone', P(point)) };
      pos.remove(point);
      this.#commit(`x${point}`);
      return { ok: true, announce: t('removed', P(point)) };
    }
    if (pos.at(point)) return { ok: false, message: t('occupied', P(point)) };
    const notes = [];
    if (pos.makesFive(point, color)) notes.push(t('makesFive', color, P(point)));
    else if (color === 'black') {
      const kind = pos.forbiddenAt(point);
      if (kind) {
        notes.push(t('forbiddenNote', P(point), kind));
        this.flash = this.#explainShape(point, 'black');
      }
    }
    const flash = this.flash;
    pos.place(point, color);
    this.#commit(`${letter(color)}${point}`);
    this.flash = flash;
    return { ok: true, message: notes.join(' ') || undefined, announce: [t('placed', color, P(point)), ...notes].join('. ') };
  }

  /** Stones and side to move now, for a game that starts from this analysis position. */
  setupFromHere() {
    const stones = this.target.stones;
    const toMove = this.toMove === 'remove' ? 'black' : this.toMove;
    return {
      black: stones.filter((s) => s.color === 'black').map((s) => s.point),
      white: stones.filter((s) => s.color === 'white').map((s) => s.point),
      toMove,
    };
  }

  // -------------------------------------------------------------------------------------------
  // What to draw

  /** The steps for the move list: [{index, n, kind: 'move'|'pass'|'place'|'remove'|event, color, point, offer}]. */
  steps() {
    const out = [];
    let color = this.record.setup?.toMove ?? 'black';
    let n = 0;
    this.record.actions.forEach((a, i) => {
      if (this.analysis) {
        const point = P(a.slice(1));
        out.push({ index: i + 1, n: i + 1, kind: a[0] === 'x' ? 'remove' : 'place', point, color: a[0] === 'x' ? null : (a[0] === 'b' ? 'black' : 'white') });
        return;
      }
      const p = parseAction(a);
      if (p.kind === 'move' || p.kind === 'pass') {
        n++;
        out.push({ index: i + 1, n, color, kind: p.kind, point: p.point ? P(p.point) : null, offer: p.offer });
        color = other(color);
      } else {
        out.push({ index: i + 1, n: null, color: p.color ?? null, kind: p.kind, event: true });
      }
    });
    return out;
  }

  /** The board's description for BoardView, for the current or the viewed step. */
  board({ showForbidden = true } = {}) {
    const count = this.viewPly ?? this.record.actions.length;
    const target = this.viewing ? replay(this.renju, this.record, count) : this.target;
    try {
      const numbers = new Map();
      let last = null;
      let n = 0;
      this.record.actions.slice(0, count).forEach((a, i) => {
        let point = null;
        if (this.analysis) {
          if (a[0] !== 'x') point = a.slice(1);
          n = i + 1;
        } else {
          const p = parseAction(a);
          if (p.kind === 'move' || p.kind === 'pass') n++;
          if (p.kind === 'move') point = p.point;
          if (p.kind === 'pass') last = null;
        }
        if (point) {
          numbers.set(point, n);
          last = point;
        }
      });
      const stones = target.stones.map((s) => ({ x: s.x, y: s.y, color: s.color, number: numbers.get(s.point) }));
      let forbidden = [];
      if (showForbidden && !this.viewing && this.record.rule === 'renju') {
        if (this.analysis) {
          if (this.toMove === 'black') {
            this.target.toMove = 'black';
            forbidden = this.target.forbiddenPoints();
          }
        } else if (!this.over && this.target.toMove === 'black') {
          forbidden = this.target.forbiddenPoints();
        }
      }
      let winLine = [];
      const highlights = [];
      if (!this.viewing && !this.analysis && this.over) {
        const r = this.target.result;
        if (r.reason === 'five') winLine = r.line.map(xy);
        if (r.reason === 'forbidden' && r.point) highlights.push({ ...xy(r.point), role: 'bad' });
      }
      return {
        size: this.record.size,
        stones,
        lastMove: last && stones.some((s) => s.x === xy(last).x && s.y === xy(last).y) ? xy(last) : null,
        forbidden: forbidden.map((f) => ({ x: f.x, y: f.y, kind: f.kind })),
        winLine,
        highlights: [...highlights, ...(this.flash?.highlights ?? [])],
        segments: this.flash?.segments ?? [],
      };
    } finally {
      if (target !== this.target) target.dispose();
    }
  }

  /** What is on a point, for the keyboard cursor's announcement. */
  describePoint(x, y, forbidden) {
    const point = pointName(x, y);
    const board = this.viewing ? null : this.target;
    const color = board ? board.at(point) : null;
    if (color) return t('cursorStone', P(point), color);
    const f = forbidden?.find((p) => p.x === x && p.y === y);
    if (f) return t('cursorForbidden', P(point), f.kind);
    return t('cursorEmpty', P(point));
  }

  /** The game code (moves and passes) of the current game. */
  get code() {
    if (this.analysis) return '';
    return this.target.code;
  }
}

export { RecordError };
