// One game (or analysis board) on the page: the record, the module object that judges it, and the
// actions a player can take. Knows no DOM; every rule question goes to the module: game.turn says who
// acts (first or second player, with their colour now) and what is accepted, through the opening's
// stones, swaps, declarations and fifth-move offers. Each action returns {ok, message?, announce?}
// for the page to show and read out.
import { replay, applyAnalysisAction, asRecordError, RecordError } from './record.js';
import { openingLabel } from '../lib/phrases.js';
import { claimRefusal, moduleReason, refusal, sentences, t } from './strings.js';

const P = (p) => String(p).toUpperCase();
const letter = (color) => (color === 'black' ? 'b' : 'w');
const other = (color) => (color === 'black' ? 'white' : 'black');
const whoParams = (w) => ({ role: w.role, color: w.color });
const otherPlayer = (player) => (player === 'first' ? 'second' : 'first');
// Actions that end a game or answer a draw offer: against the bot a take-back may stop after them.
const ENDINGS = new Set(['resign', 'timeout', 'accept-draw', 'decline-draw']);
// Errors whose module message says exactly what was wrong (zone, symmetry, phase, turn).
const MODULE_MESSAGES = new Set(['OUTSIDE_ZONE', 'SYMMETRIC_OFFER', 'NOT_OFFERED', 'WRONG_PHASE', 'NOT_YOUR_TURN', 'BAD_ARGUMENT']);

function pointName(x, y) {
  return String.fromCharCode(97 + x) + (y + 1);
}

function xy(point) {
  return { x: point.charCodeAt(0) - 97, y: Number(point.slice(1)) - 1 };
}

export class Session {
  /**
   * Throws RecordError (with the module's reason) when the record does not replay. A record with
   * variations (record.tree, the text tree.record writes) needs the files module (`files`).
   */
  constructor(renju, record, { files = null } = {}) {
    this.renju = renju;
    this.record = record;
    this.tree = null; // the variations (files module's GameTree or BoardTree), once there are any
    // An analysis board's tree gives its steps before they are replayed.
    if (record.tree && this.analysis) this.#openBoardTree(files);
    try {
      this.target = replay(renju, record, record.actions.length, true);
    } catch (e) {
      this.tree?.dispose();
      throw e;
    }
    if (record.tree) { // a game's (a board's tree is attached above, which clears record.tree)
      if (!files) throw new RecordError('this game has variations: the files module is needed to open it');
      // The tree follows this game: its own options (learning mode's refusals) stay the page's.
      const native = files._native(record.tree);
      this.attachTree(files._tree(native, this.target));
      this.tree._goTo(native.current());
      this.#syncLine();
    }
    // The module's own spelling of every action from now on (it reads tokens case-insensitively).
    if (!this.analysis) record.actions = this.target.actions.map((a) => a.token);
    this.startBlack = 'first';
    this.playersMatter = false;
    if (!this.analysis) {
      // Who holds black before anything is played, and whether the opening can change colours.
      const fresh = replay(renju, record, 0);
      const o = fresh.opening;
      fresh.dispose();
      this.startBlack = o.blackPlayer;
      this.playersMatter = !o.coloursSettled;
    }
    this.viewPly = null; // an earlier step being looked at, or null for the current position
    this.drawArmed = false; // offer a draw with the next move
    this.flash = null; // {segments, highlights}: the shape of a refused forbidden move
    this.fifthMode = 'place'; // when black may place 5 or offer fifth moves (Taraguchi-10): which
    this.claimArmed = false; // a tournament game: the next click names the stone white claims is forbidden
  }

  dispose() {
    this.tree?.dispose();
    this.target.dispose();
  }

  // -------------------------------------------------------------------------------------------
  // Variations

  /** Gives the game its variation tree (files.treeOf(game)); it follows every action from now on. */
  attachTree(tree) {
    this.tree = tree;
    this.record.tree = null; // the tree itself is the record of its lines from now on
  }

  // The record's line and redo list from the game and its tree: the line to the current node, and
  // the main line after it (which the tree put in the game's redo list), next to redo last.
  #syncLine() {
    this.record.actions = this.target.actions.map((a) => a.token);
    const byId = new Map(this.tree.nodes.map((n) => [n.id, n]));
    const after = [];
    for (let n = byId.get(byId.get(this.tree.current).children[0]); n; n = byId.get(n.children[0])) after.push(n.token);
    this.record.undone = after.reverse();
    this.viewPly = null;
    this.flash = null;
    this.claimArmed = false;
  }

  // Playing from an earlier position: the game goes back there (the tree keeps the later moves) and
  // the move then played starts a variation.
  #branch() {
    const p = this.viewPly;
    const later = this.record.actions.slice(p);
    for (let i = 0; i < later.length; i++) this.target.undo();
    this.record.actions = this.record.actions.slice(0, p);
    this.record.undone = [...this.record.undone, ...later.reverse()];
    this.viewPly = null;
  }

  #openBoardTree(files) {
    if (!files) throw new RecordError('this board has variations: the files module is needed to open it');
    try {
      this.attachTree(files.boardTree(this.record.tree));
    } catch (e) {
      throw asRecordError(e);
    }
    this.#boardLine();
  }

  // The analysis board's steps from its tree: those to the current node, the main line after it to redo.
  #boardLine() {
    this.record.actions = this.tree.steps;
    this.record.undone = this.tree.after.reverse();
  }

  // The analysis board put where its tree now stands.
  #syncBoardLine() {
    this.#boardLine();
    this.viewPly = null;
    this.flash = null;
    this.#rebuildAnalysis();
  }

  /** An analysis board's tree from its start and its steps, the redo list included (variations.js). */
  boardStart() {
    const setup = this.record.setup;
    return { rule: this.record.rule, size: this.record.size, black: setup?.black ?? [], white: setup?.white ?? [], toMove: setup?.toMove ?? 'black' };
  }

  /** A change to the tree: 'go' to a node's line, 'promote' it, 'delete' it, or make it the 'main' line. */
  changeTree(kind, id) {
    const tree = this.tree;
    const node = tree.node(id);
    let name = node.point ? `${node.moveNumber}. ${P(node.point)}` : node.token;
    if (this.analysis) name = `${node.moveNumber}. ${node.color ? t('placed', node.color, P(node.point)) : t('removed', P(node.point))}`;
    if (kind === 'go') {
      // A line is gone to at its end.
      const byId = new Map(tree.nodes.map((n) => [n.id, n]));
      let end = id;
      while (byId.get(end).children.length) end = byId.get(end).children[0];
      tree.goTo(end);
    } else if (kind === 'promote') tree.promote(id);
    else if (kind === 'delete') tree.delete(id);
    else if (kind === 'main') tree.makeMainLine(id);
    if (this.analysis) this.#syncBoardLine();
    else this.#syncLine();
    return t(`variation_${kind}`, { move: name });
  }

  get analysis() { return this.record.mode === 'analysis'; }
  get mode() { return this.record.mode; }
  get over() { return !this.analysis && this.target.over; }
  get result() { return this.analysis ? null : this.target.result; }
  get drawOffered() { return !this.analysis && this.target.drawOffered; }
  get viewing() { return this.viewPly !== null; }
  /** What the game waits for (game.turn), null in analysis. */
  get turn() { return this.analysis ? null : this.target.turn; }
  /** The opening so far (game.opening), null in analysis. */
  get opening() { return this.analysis ? null : this.target.opening; }
  /** A tournament game: fives and forbidden moves are ruled on when claimed (RIF 9.6-9.8). */
  get claims() { return !this.analysis && this.target.ruling === 'claim'; }
  /** The clock starts with the first action. */
  get started() { return this.record.actions.length > 0; }

  /** Against the bot: the player ('first' | 'second') the human is; record.human is their colour at the start. */
  get humanPlayer() {
    if (this.mode !== 'bot') return null;
    return this.record.human === 'black' ? this.startBlack : otherPlayer(this.startBlack);
  }
  get botPlayer() {
    return this.mode === 'bot' ? otherPlayer(this.humanPlayer) : null;
  }

  /** The colour `player` holds now (after any swaps). */
  colorOf(player) {
    return this.target.opening.blackPlayer === player ? 'black' : 'white';
  }
  /** The colour `player` held at the start (the clocks are kept per player under these names). */
  startColorOf(player) {
    return this.startBlack === player ? 'black' : 'white';
  }
  /** The player holding a colour at the start. */
  playerStartingAs(color) {
    return color === 'black' ? this.startBlack : otherPlayer(this.startBlack);
  }

  /** How to name a player in text: {role: 'first'|'second'|'you'|'bot', color}. */
  who(player, color = player ? this.colorOf(player) : null) {
    if (this.mode === 'bot') return { role: player === this.humanPlayer ? 'you' : 'bot', color };
    return { role: player ?? 'first', color };
  }

  /** Against the bot: the bot's turn now (a stone, or any opening decision). */
  get botToMove() {
    return this.mode === 'bot' && !this.over && this.target.turn.player === this.botPlayer;
  }

  /** The moves (stones and passes) played: what a player counts, where ply counts every action. */
  get moveCount() {
    return this.analysis ? this.record.actions.length : this.target.ply;
  }

  /** The number of actions, the step the game is at. */
  get ply() {
    return this.record.actions.length;
  }

  get canUndo() {
    if (this.analysis) return this.record.actions.length > 0;
    if (this.mode !== 'bot') return this.target.canUndo;
    // Against the bot a take-back must end on the player's turn.
    const human = this.humanPlayer;
    return this.target.actions.some((a) => a.player === human || ENDINGS.has(a.type));
  }

  get canRedo() {
    return this.analysis ? this.record.undone.length > 0 : this.target.canRedo;
  }

  // -------------------------------------------------------------------------------------------
  // Actions

  #commit(action) {
    this.record.actions.push(action);
    this.record.undone = [];
    this.flash = null;
    // A game's tree follows the game itself; the analysis board tells its tree each step.
    if (this.analysis) this.tree?.follow(this.record.actions);
  }

  #failure(e, point, color = null) {
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
      case 'BAD_CLAIM': return { ok: false, message: claimRefusal(e, point, color), refused: 'claim' };
      default:
        if (MODULE_MESSAGES.has(e.code)) return { ok: false, message: refusal(e, point, { ...this.target.turn, offers: this.target.opening.offers }, this.prompt()), refused: e.code };
        return { ok: false, message: t('error', moduleReason(e)) };
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

  #blocked() {
    if (this.analysis) return { ok: false };
    if (this.viewing) return { ok: false, message: t('needLastMove') };
    if (this.over) return { ok: false, message: t('gameIsOver') };
    if (this.mode === 'bot' && this.botToMove) return { ok: false, message: t('notYourTurn') };
    return null;
  }

  /** What a click on the board does now: 'move', 'offer', 'choose', or null (the turn wants a button). */
  get boardAction() {
    if (this.analysis) return 'place';
    const a = this.target.turn.actions;
    if (a.includes('choose')) return 'choose';
    if (a.includes('offer') && (!a.includes('move') || this.fifthMode === 'offer')) return 'offer';
    if (a.includes('move')) return 'move';
    return null;
  }

  /** A click or Enter on the board. */
  click(x, y) {
    const point = pointName(x, y);
    if (this.analysis) return this.#place(point);
    if (this.claimArmed) return this.claimForbidden(point);
    if (this.viewing && this.tree) {
      this.#branch();
      // Against the bot, a position where the bot is to move: the bot plays on from there.
      if (this.botToMove) return { ok: true, announce: this.prompt() };
    }
    const blocked = this.#blocked();
    if (blocked) return blocked;
    switch (this.boardAction) {
      case 'choose': return this.#act((g) => g.chooseFifth(point), point);
      case 'offer': return this.#act((g) => g.offerFifth(point), point);
      case 'move': {
        const offerDraw = this.drawArmed && !this.target.turn.opening;
        const result = this.#act((g) => g.play(point, { offerDraw }), point);
        if (result.ok) this.drawArmed = false;
        return result;
      }
      default: return { ok: false, message: t('useButtons', this.prompt()) };
    }
  }

  /**
   * Performs one action on the module's game for whoever's turn it is (`perform(game)` calls the
   * game's method); the record keeps the module's token for it. The announcement says what happened
   * and what comes next.
   */
  #act(perform, point = null, color = null) {
    const named = this.target.opening.standardOpening?.label ?? null;
    try {
      perform(this.target);
    } catch (e) {
      return this.#failure(e, point, color);
    }
    const entry = this.target.actions.at(-1);
    this.#commit(entry.token);
    this.viewPly = null;
    return { ok: true, announce: this.#after(this.actionText(entry), entry, named) };
  }

  #after(text, entry, namedBefore) {
    const parts = [text];
    const label = this.target.opening.standardOpening?.label ?? null;
    if (label && label !== namedBefore) parts.push(t('standardOpeningIs', openingLabel(this.target.opening.standardOpening)));
    if (this.over) {
      const end = this.endTexts();
      parts.push(end.heading, end.reason);
    } else if (this.target.drawOffered) {
      parts.push(t('drawOfferedBy', other(this.target.toMove)));
    } else if (entry.opening || this.target.turn.opening) {
      // Through the opening, who acts and how changes from step to step: say it each time.
      parts.push(this.prompt());
    }
    return sentences(parts);
  }

  /** A finished game in two parts, each said once: {heading: who won, reason: how}. */
  endTexts() {
    const r = this.result;
    if (!r) return null;
    const winner = this.winnerWho();
    const heading = !r.winner ? t('drawHeading') : winner ? t('winsHeadingWho', whoParams(winner)) : t('winsHeading', r.winner);
    const loser = r.winner ? other(r.winner) : null;
    const params = { point: r.point ? P(r.point) : '', line: (r.line ?? []).map(P).join(' '), kind: r.kind ?? 'other', loser };
    const key = `end_${r.reason}`;
    return { heading, reason: t(key) === key ? '' : t(key, params) };
  }

  /** Who won, as a player, when that is worth saying (players changed colours, or the bot). */
  winnerWho() {
    const r = this.result;
    if (!r?.winner || !(this.playersMatter || this.mode === 'bot')) return null;
    const black = this.target.opening.blackPlayer;
    const player = r.winner === 'black' ? black : otherPlayer(black);
    return this.who(player, r.winner);
  }

  /** An action in words (announcements and the move list), from the module's entry for it (game.actions). */
  actionText(entry) {
    const who = this.who(entry.player, entry.color);
    switch (entry.type) {
      case 'move': {
        const text = t('movePlayed', entry.moveNumber, entry.stone, P(entry.point));
        return entry.opening && this.playersMatter ? t('placedBy', text, who) : text;
      }
      case 'pass': return t('passed', entry.color);
      case 'swap': return t({ stay: 'stayed', swap: 'swapped', 'place-two': 'placesTwo' }[entry.choice], who);
      case 'declare': return t('declared', who, entry.number);
      case 'offer': return t('offered', who, P(entry.point));
      case 'choose': return t('chose', who, P(entry.point), entry.moveNumber);
      case 'accept-draw': return t('event_accept');
      case 'decline-draw': return t('event_decline');
      case 'resign': return t('event_resign', entry.color);
      case 'timeout': return t('event_timeout', entry.color);
      case 'claim-win': return t('claimedWin', { color: entry.color });
      case 'claim-forbidden': return t('claimedForbidden', { ...who, point: P(entry.point) });
      default: return entry.token;
    }
  }

  /** What the game waits for now, in words: "Second player (white): stay white or swap to black". */
  prompt() {
    if (this.analysis) return t('analysisStatus', this.toMove);
    const turn = this.target.turn;
    if (this.over) return t('result', this.result);
    const who = this.who(turn.player, turn.color);
    if (!turn.opening || (!this.playersMatter && turn.actions.every((a) => a === 'move' || a === 'pass'))) {
      if (this.mode === 'bot' && turn.player === this.humanPlayer) return t('yourMove', turn.color);
      if (this.mode === 'bot') return t('botsMove', turn.color);
      const zone = turn.opening ? turn.zone : 0;
      return this.playersMatter ? t('toMoveWho', who) : t('toMove', turn.color, zone);
    }
    return t('turnPrompt', who, { ...turn, actions: this.boardAction === 'offer' && turn.actions.includes('move') ? ['offer'] : turn.actions });
  }

  /** The bot's answer: the module's action token for it (game.botTurn's action.token), applied as it is. */
  botAct(token) {
    if (!this.botToMove) return { ok: false };
    // The bot answers a draw offer by playing on.
    let declined = false;
    if (this.target.drawOffered) {
      this.target.declineDraw();
      this.#commit(this.target.actions.at(-1).token);
      declined = true;
    }
    let result = this.#act((g) => g.apply(token));
    if (!result.ok) return { ok: false, message: t('botFailed', result.message) };
    const claimed = this.botClaims();
    if (claimed) result = { ...claimed, announce: sentences([result.announce, claimed.announce]) };
    if (declined) return { ok: true, message: t('botDeclinesDraw'), announce: sentences([t('botDeclinesDraw'), result.announce]) };
    return result;
  }

  pass() {
    const blocked = this.#blocked();
    if (blocked) return blocked;
    const offerDraw = this.drawArmed;
    const result = this.#act((g) => g.pass({ offerDraw }));
    if (result.ok) this.drawArmed = false;
    return result;
  }

  /** A swap decision: 'stay', 'swap' or 'place-two'. */
  decide(choice) {
    return this.#blocked() ?? this.#act((g) => g.decideSwap(choice));
  }

  /** Declares how many fifth moves will be offered. */
  declare(number) {
    return this.#blocked() ?? this.#act((g) => g.declare(number));
  }

  /** Taraguchi-10's fifth move: 'place' a stone or 'offer' fifth moves (a click then offers). */
  setFifthMode(mode) {
    this.fifthMode = mode === 'offer' ? 'offer' : 'place';
  }

  // Claims (a tournament game): the module rules on each; a refused claim changes nothing.
  /** `color` claims a win by the five it made (RIF 9.6). */
  claimWin(color) {
    this.claimArmed = false;
    if (!this.claims || this.viewing || this.over) return this.#blocked() ?? { ok: false };
    return this.#act((g) => g.claimWin(color), null, color);
  }
  /** Arms (or disarms) white's claim of a forbidden move: the next click names the stone. */
  armClaim(on) {
    this.claimArmed = Boolean(on) && this.claims && !this.over && !this.viewing;
  }
  /** White claims that black's stone on `point` was a forbidden move (RIF 9.8). */
  claimForbidden(point) {
    this.claimArmed = false;
    if (!this.claims || this.viewing || this.over) return this.#blocked() ?? { ok: false };
    return this.#act((g) => g.claimForbidden(point), point);
  }
  /**
   * Against the bot in a tournament game: the claims the bot makes for itself now (a five of its
   * own, white's claim of black's last stone), each put to the module, which refuses any that does
   * not hold. The outcome of the first it grants, or null.
   */
  botClaims() {
    if (this.mode !== 'bot' || !this.claims || this.over) return null;
    const color = this.colorOf(this.botPlayer);
    const tries = [(g) => g.claimWin(color)];
    const lastBlack = this.target.actions.findLast((a) => a.stone === 'black');
    if (color === 'white' && lastBlack) tries.push((g) => g.claimForbidden(lastBlack.point));
    for (const attempt of tries) {
      try {
        attempt(this.target);
      } catch (e) {
        if (e?.code === 'BAD_CLAIM') continue;
        throw e;
      }
      const entry = this.target.actions.at(-1);
      this.#commit(entry.token);
      this.viewPly = null;
      return { ok: true, announce: this.#after(this.actionText(entry), entry, null) };
    }
    return null;
  }

  acceptDraw() { return this.#simple((g) => g.acceptDraw()); }
  declineDraw() { return this.#simple((g) => g.declineDraw()); }
  resign() {
    // Against the bot the player resigns; otherwise the player whose turn it is.
    const turn = this.target.turn;
    const color = this.mode === 'bot' ? this.colorOf(this.humanPlayer) : (turn.color ?? this.target.toMove);
    return this.#simple((g) => g.resign(color));
  }
  timeout(color) { return this.#simple((g) => g.timeout(color)); }

  #simple(perform) {
    if (this.analysis) return { ok: false };
    return this.#act(perform);
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
      this.tree?.follow(this.record.actions);
      return { ok: true, announce: t('undone') };
    }
    if (!this.canUndo) return { ok: false };
    const human = this.humanPlayer;
    do {
      if (!this.target.undo()) break;
      this.record.undone.push(this.record.actions.pop());
    } while (this.mode === 'bot' && (this.target.over || this.target.turn.player !== human));
    return { ok: true, announce: sentences([t('undone'), this.prompt()]) };
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
        return { ok: false, message: t('error', moduleReason(e)) };
      }
      this.record.actions.push(action);
      this.tree?.follow(this.record.actions);
      return { ok: true, announce: t('redone') };
    }
    if (!this.target.canRedo) return { ok: false };
    do {
      if (!this.target.redo()) break;
      this.record.actions.push(this.record.undone.pop());
    } while (this.botToMove && this.record.undone.length);
    return { ok: true, announce: sentences([t('redone'), this.prompt()]) };
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

  /** The side to play in analysis: the colour the next stone takes, or 'remove'. */
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

  #rebuildAnalysis() {
    const fresh = replay(this.renju, this.record);
    this.target.dispose();
    this.target = fresh;
  }

  setPlace(place) {
    this.record.place = place;
  }

  #place(point) {
    if (!this.viewing) return this.#placeHere(point);
    // A step while looking back: with a tree the later steps stay in it as the line beside the new
    // one; without one they are dropped, as in any editor's history. A refused step changes nothing.
    const kept = { actions: this.record.actions, undone: this.record.undone, target: this.target, viewPly: this.viewPly };
    this.record.actions = this.record.actions.slice(0, this.viewPly);
    this.record.undone = [];
    this.viewPly = null;
    this.target = replay(this.renju, this.record);
    const result = this.#placeHere(point);
    if (result.ok) {
      kept.target.dispose();
      return result;
    }
    this.target.dispose();
    Object.assign(this.record, { actions: kept.actions, undone: kept.undone });
    this.target = kept.target;
    this.viewPly = kept.viewPly;
    return result;
  }

  #placeHere(point) {
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
    return { ok: true, message: sentences(notes) || undefined, announce: sentences([t('placed', color, P(point)), ...notes]) };
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

  /**
   * The steps for the move list: [{index, n, kind, color, point, offer, who, event, text}] with kind
   * 'move' | 'pass' | 'choose' | 'offer' | 'place' | 'remove' or an event ('swap', 'declare', 'resign', ...).
   */
  steps() {
    if (this.analysis) {
      return this.record.actions.map((a, i) => {
        const point = P(a.slice(1));
        const remove = a[0] === 'x';
        return { index: i + 1, n: i + 1, kind: remove ? 'remove' : 'place', point, color: remove ? null : (a[0] === 'b' ? 'black' : 'white') };
      });
    }
    return this.target.actions.map((entry, i) => {
      // Swap decisions are listed under their choice ('stay', 'swap', 'place-two').
      const kind = entry.type === 'swap' ? entry.choice : entry.type;
      const step = { index: i + 1, kind, text: this.actionText(entry), point: entry.point ? P(entry.point) : null };
      if (kind === 'move') return { ...step, n: entry.moveNumber, color: entry.stone, offer: entry.offerDraw };
      if (kind === 'pass') return { ...step, n: entry.moveNumber, color: entry.color, offer: entry.offerDraw };
      if (kind === 'choose') return { ...step, n: entry.moveNumber, color: entry.stone };
      if (kind === 'offer') return { ...step, color: entry.color };
      return { ...step, event: true, color: entry.color, number: entry.number };
    });
  }

  /** The colour of the stone a click places now, for the board's preview; null when a click places none. */
  get previewColor() {
    if (this.analysis) return this.toMove === 'remove' ? null : this.toMove;
    const action = this.over ? null : this.boardAction;
    if (action === 'offer' || action === 'choose') return 'black';
    return action === 'move' ? this.target.turn.stone : null;
  }

  /** The board's description for BoardView, for the current or the viewed step. */
  board({ showForbidden = true } = {}) {
    const count = this.viewPly ?? this.record.actions.length;
    const target = this.viewing ? replay(this.renju, this.record, count) : this.target;
    try {
      const numbers = new Map();
      let last = null;
      if (this.analysis) {
        this.record.actions.slice(0, count).forEach((a, i) => {
          if (a[0] !== 'x') {
            numbers.set(a.slice(1), i + 1);
            last = a.slice(1);
          }
        });
      } else {
        for (const entry of target.actions) {
          if (entry.stone) {
            numbers.set(entry.point, entry.moveNumber);
            last = entry.point;
          } else if (entry.type === 'pass') {
            last = null;
          }
        }
      }
      const stones = target.stones.map((s) => ({ x: s.x, y: s.y, color: s.color, number: numbers.get(s.point) }));
      let forbidden = [];
      // A tournament game shows no forbidden points: seeing them is the players' part (RIF 9.8).
      if (showForbidden && !this.viewing && this.record.rule === 'renju' && (this.analysis || this.record.forbidden !== 'tournament')) {
        if (this.analysis) {
          if (this.toMove === 'black') {
            this.target.toMove = 'black';
            forbidden = this.target.forbiddenPoints();
          }
        } else if (!this.over) {
          forbidden = this.target.forbiddenPoints(); // empty unless black is to move
        }
      }
      let winLine = [];
      const highlights = [];
      const marks = [];
      let zone = null;
      if (!this.analysis) {
        if (!this.viewing && this.over) {
          const r = this.target.result;
          if (r.reason === 'five') winLine = r.line.map(xy);
          if (r.reason === 'forbidden' && r.point) highlights.push({ ...xy(r.point), role: 'bad' });
        }
        const turn = target.turn;
        if (!target.over) {
          // Offered fifth moves are marked while they are being offered and chosen from.
          if (turn.actions.includes('offer') || turn.actions.includes('choose')) {
            for (const p of target.opening.offers) marks.push({ ...xy(p), type: 'label', text: '5' });
          }
          // Where the next opening stone must go, as the module says (game.turn.zoneRect).
          if (!this.viewing && turn.zoneRect && this.boardAction === 'move') zone = turn.zoneRect;
        }
      }
      return {
        size: this.record.size,
        stones,
        lastMove: last && stones.some((s) => s.x === xy(last).x && s.y === xy(last).y) ? xy(last) : null,
        forbidden: forbidden.map((f) => ({ x: f.x, y: f.y, kind: f.kind })),
        winLine,
        marks,
        zone,
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
    if (board && !this.analysis && board.opening.offers.includes(point) && ['offer', 'choose'].includes(this.boardAction)) {
      return t('cursorOffered', P(point));
    }
    const f = forbidden?.find((p) => p.x === x && p.y === y);
    if (f) return t('cursorForbidden', P(point), f.kind);
    return t('cursorEmpty', P(point));
  }

  /** The game code (moves and passes) of the current game. */
  get code() {
    if (this.analysis) return '';
    return this.target.code;
  }

  /** The record of the line on the board only (what the bot's worker reads: no variations). */
  get lineText() {
    return this.analysis ? '' : this.target.record;
  }

  /** The full game record (the module's text: options, swap decisions, offers, every action). */
  get gameText() {
    if (this.analysis) return '';
    return this.tree ? this.tree.record : this.target.record;
  }

  /** The analysis board's tree as the full record (mode: analysis), '' without a tree. */
  get boardText() {
    return this.analysis && this.tree ? this.tree.record : '';
  }
}

export { RecordError };
