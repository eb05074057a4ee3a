// TypeScript declarations for the Renju WebAssembly module (dist/renju.js).

export type Rule = 'renju' | 'standard' | 'freestyle';
export type Color = 'black' | 'white';
export type Ruling = 'immediate' | 'claim';
export type ForbiddenKind = 'overline' | 'double-four' | 'double-three';
export type Opening = 'free' | 'rif' | 'yamaguchi' | 'soosorv-8' | 'taraguchi-10' | 'swap' | 'swap2' | 'none';
export type Player = 'first' | 'second';
export type SwapChoice = 'stay' | 'swap' | 'place-two';
/** The opening rules, in the module's order. */
export const OPENINGS: readonly Opening[];

/** A point given as a name like "h8" (column letter, row from the bottom) or 0-based {x, y}, y from the bottom. */
export type PointInput = string | { x: number; y: number };

/** A point as the module returns it. */
export interface PointInfo {
  /** Canonical lowercase name, e.g. "h8". */
  point: string;
  x: number;
  y: number;
}

export interface Stone extends PointInfo {
  color: Color;
}

export interface ForbiddenPoint extends PointInfo {
  kind: ForbiddenKind;
}

/** Stable error codes carried by RenjuError.code. */
export type ErrorCode =
  | 'OFF_BOARD'
  | 'OCCUPIED'
  | 'GAME_OVER'
  | 'BAD_CODE'
  | 'FORBIDDEN'
  | 'PASS_TOO_EARLY'
  | 'NO_DRAW_OFFER'
  | 'BAD_CLAIM'
  | 'BAD_ARGUMENT'
  | 'NOTHING_TO_UNDO'
  | 'NOTHING_TO_REDO'
  | 'WRONG_PHASE'
  | 'NOT_YOUR_TURN'
  | 'OUTSIDE_ZONE'
  | 'SYMMETRIC_OFFER'
  | 'NOT_OFFERED'
  | 'BAD_RECORD'
  | 'DISPOSED'
  /** A call into the module from a search's onProgress or shouldStop (only renju.memory() is allowed there). */
  | 'BUSY'
  | 'NO_ENGINE'
  | 'LOAD_FAILED';

export class RenjuError extends Error {
  readonly name: 'RenjuError';
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string);
}

export type Outcome = 'ongoing' | 'black-wins' | 'white-wins' | 'draw';
export type Reason =
  | 'none'
  | 'five'
  | 'forbidden'
  | 'resignation'
  | 'timeout'
  | 'full-board'
  | 'two-passes'
  | 'agreement';

export interface Result {
  outcome: Outcome;
  reason: Reason;
  winner: Color | null;
  /** The five's stone or the forbidden stone. */
  point: string | null;
  /** With reason 'forbidden'. */
  kind: ForbiddenKind | null;
  /** With reason 'five': every stone of the winning line(s). */
  line: string[];
}

export type Legality =
  | { legal: true }
  | { legal: false; code: ErrorCode; message: string; kind: ForbiddenKind | null };

export type Verdict = 'playable' | 'five' | 'overline' | 'double-four' | 'double-three' | 'unchecked';
export type Direction = 'across' | 'down' | 'diagonal' | 'anti-diagonal';
export type LineKind = 'three' | 'four' | 'double-four' | 'five' | 'overline';

export interface StraightFourPoint {
  point: string;
  /** 'unchecked' where the rules did not need this point judged. */
  verdict: Verdict;
  /** The judgement of this point with the stones above filled in (absent when it makes a five or was not checked). */
  nested?: Explanation;
}

export interface LineExplanation {
  direction: Direction;
  kind: LineKind;
  /** The shape's stones, the explained point included, in line order. */
  stones: string[];
  /** Fours: the points that complete a five. */
  fivePoints: string[];
  /** Threes: the points that make a straight four. */
  straightFours: StraightFourPoint[];
  /** Threes: whether the straight-four points were judged. */
  checked?: boolean;
  /** Threes that were checked: whether at least one straight-four point is playable. */
  real?: boolean;
}

export interface Explanation {
  point: string;
  color: Color;
  verdict: Verdict;
  /** Stones filled in, outermost first, before judging this point (empty at the top). */
  filled: string[];
  fours: number;
  threes: number;
  realThrees: number;
  lines: LineExplanation[];
}

export type ActionName = 'move' | 'pass' | 'swap' | 'declare' | 'offer' | 'choose' | 'accept-draw' | 'decline-draw';

/** What the game waits for now. */
export interface Turn {
  /** Who acts; null once the game is over. */
  player: Player | null;
  /** The colour that player holds now (tentative until colours are settled). */
  color: Color | null;
  /** The actions accepted now; resigning, time-outs and claims are always open. */
  actions: ActionName[];
  /** The opening is not over. */
  opening: boolean;
  /** The number the next stone (or pass) will have in the code. */
  moveNumber: number;
  /** 'move': the colour of the stone to place. */
  stone: Color | null;
  /** 'move': side of the central square the stone must lie in; 0 = anywhere. */
  zone: number;
  /**
   * 'move' with a zone: that square as its corner points (0-based, both included; on an even board the
   * smallest centred square at least `zone` wide), null when the stone may go anywhere.
   */
  zoneRect: { x0: number; y0: number; x1: number; y1: number } | null;
  /** 'swap': swap2's third choice (place moves 4 and 5) is open too. */
  placeTwo: boolean;
  /** 'declare': a number from 1 to declareMax. */
  declareMax: number;
  /** 'offer': how many fifth moves are to be offered in all; 'offer'/'choose': how many have been. */
  offerCount: number;
  offered: number;
  /** e.g. "second player (white): swap or stay". */
  text: string;
}

export interface StandardOpeningInfo {
  code: string;   // "4D"
  name: string;   // "Kagetsu"
  kanji: string;
  label: string;  // "4D Kagetsu"
}

export interface OpeningState {
  rule: Opening;
  blackPlayer: Player;
  coloursSettled: boolean;
  declared: number;
  offers: string[];
  /** The offered fifth move that was kept, once chosen. */
  chosen: string | null;
  /** The standard opening the first three stones form, in any orientation. */
  standardOpening: StandardOpeningInfo | null;
}

/**
 * One action as a word, as the full game record's `actions:` line writes it: a stone 'h8' ('h8+draw'
 * offers a draw with it), 'pass' / 'pass+draw', 'stay' | 'swap' | 'place-two', 'declare:3', 'offer:g8',
 * 'choose:g8', 'accept-draw', 'decline-draw', 'resign:black', 'timeout:white', 'claim-win:black',
 * 'claim-forbidden:h8'.
 */
export type ActionToken = string;

export type ActionType = ActionName | 'resign' | 'timeout' | 'claim-win' | 'claim-forbidden';

/** An action taken in a game (game.actions). */
export interface ActionEntry {
  token: ActionToken;
  type: ActionType;
  /** Who acted. */
  player: Player;
  /** The colour the acting player held then (tentative during the opening). */
  color: Color;
  /** The stone's colour for an action that placed one ('move', 'choose'), else null. */
  stone: Color | null;
  /** The number the next stone had when the action was taken (a stone's or a pass's own number). */
  moveNumber: number;
  /** Whether the action was part of the opening. */
  opening: boolean;
  /** The stone, offered or chosen point, or the point of a forbidden-move claim. */
  point?: string;
  /** A swap decision's choice. */
  choice?: SwapChoice;
  /** A declaration's number. */
  number?: number;
  /** Stones and passes: a draw was offered with it. */
  offerDraw?: boolean;
}

/** What the rules allow with one rule (renju.rules). */
export interface RuleFacts {
  sizes: number[];
  defaultSize: number;
  /** The opening rules allowed on each size. */
  openings: Record<number, Opening[]>;
}

/** An opening rule (renju.openingRules). */
export interface OpeningRuleFacts {
  /** A swap decision can change the players' colours. */
  maySwap: boolean;
  /** The only board size it is played on, or null for any. */
  size: number | null;
}

export interface ActOptions {
  /** Who acts: refused with NOT_YOUR_TURN when it is the other's turn. By default whoever's turn it is. */
  player?: Player;
}

export interface GameOptions {
  rule?: Rule;
  size?: number;
  ruling?: Ruling;
  /** The opening rule; 'free' (black 1 on the centre) by default, 'none' for no opening at all. */
  opening?: Opening;
  /** Learning mode: a forbidden black move is refused with FORBIDDEN instead of losing. */
  refuseForbidden?: boolean;
  /** A set-up start position. */
  black?: PointInput[];
  white?: PointInput[];
  toMove?: Color;
}

export interface PositionOptions {
  rule?: Rule;
  size?: number;
  toMove?: Color;
  black?: PointInput[];
  white?: PointInput[];
}

interface Disposable {
  /** Frees native memory now; the object cannot be used afterwards (DISPOSED). Optional: objects manage their memory. */
  dispose(): void;
  readonly disposed: boolean;
}

export class Game implements Disposable {
  private constructor();
  readonly size: number;
  readonly rule: Rule;
  readonly ruling: Ruling;
  play(point: PointInput, options?: { offerDraw?: boolean } & ActOptions): this;
  pass(options?: { offerDraw?: boolean } & ActOptions): this;
  decideSwap(choice: SwapChoice, options?: ActOptions): this;
  declare(number: number, options?: ActOptions): this;
  offerFifth(point: PointInput, options?: ActOptions): this;
  chooseFifth(point: PointInput, options?: ActOptions): this;
  offerLegality(point: PointInput): { legal: true } | { legal: false; code: ErrorCode; message: string };
  readonly turn: Turn;
  readonly opening: OpeningState;
  /**
   * Performs one action token for whoever's turn it is. An unreadable token throws BAD_ARGUMENT
   * (OFF_BOARD for a point off the board), a refused one the game's error; either way nothing changes.
   */
  apply(token: ActionToken): this;
  /** Every action so far, in order. */
  readonly actions: ActionEntry[];
  /** The full game record as text (options, swap decisions, offers, every action). */
  readonly record: string;
  /**
   * The game in a file format (renlib, sgf and record keep the whole variation tree; psq, pos and
   * moves the current line): text, or bytes for renlib and pos. Once the files module is loaded
   * (await renju.loadFiles()); before, BAD_ARGUMENT.
   */
  toFile(format: Exclude<FileFormat, 'pgn' | 'rif'>): string | Uint8Array;
  /**
   * What the bot would do now for whoever's turn it is, in play or in any opening phase. Synchronous.
   * The options' budget (or the level's default) is the whole turn's: an opening decision that
   * weighs several positions shares it among them.
   */
  botTurn(options?: SearchOptions): BotTurn;
  /** Asks the bot and plays its answer. */
  playBotTurn(options?: SearchOptions): BotTurn;
  /** False when there is nothing to undo. */
  undo(): boolean;
  redo(): boolean;
  acceptDraw(): this;
  declineDraw(): this;
  resign(color?: Color): this;
  timeout(color: Color): this;
  claimWin(color: Color): this;
  claimForbidden(point: PointInput): this;
  legality(point: PointInput): Legality;
  forbiddenAt(point: PointInput): ForbiddenKind | null;
  forbiddenPoints(): ForbiddenPoint[];
  explain(point: PointInput): Explanation;
  at(point: PointInput): Color | null;
  readonly toMove: Color | null;
  readonly over: boolean;
  readonly result: Result;
  readonly moves: string[];
  readonly lastMove: string | null;
  readonly code: string;
  readonly stones: Stone[];
  readonly drawOffered: boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  readonly ply: number;
  toJSON(): { code: string; result: Result };
  dispose(): void;
  readonly disposed: boolean;
  [Symbol.dispose](): void;
}

export class Position implements Disposable {
  private constructor();
  readonly size: number;
  readonly rule: Rule;
  toMove: Color;
  place(point: PointInput, color: Color): this;
  remove(point: PointInput): this;
  at(point: PointInput): Color | null;
  readonly stones: Stone[];
  forbiddenPoints(): ForbiddenPoint[];
  forbiddenAt(point: PointInput): ForbiddenKind | null;
  makesFive(point: PointInput, color: Color): boolean;
  explain(point: PointInput, color?: Color): Explanation;
  dispose(): void;
  readonly disposed: boolean;
  [Symbol.dispose](): void;
}

export interface SearchOptions {
  /** 1 (weakest) to 5 (strongest, the default), or 0 for analysis without a default budget. */
  level?: number;
  /** Time budget for this move in milliseconds (never exceeded by more than a few percent). */
  timeMs?: number;
  /** Node budget. */
  nodes?: number;
  /** Maximum main-search depth in plies. */
  depth?: number;
  /** Varies the choice among near-equal moves: the same seed gives the same move. */
  seed?: number;
  /**
   * Called after each completed depth. Like shouldStop it runs inside the search: a call into the
   * module from it throws BUSY (dispose() is put off until the search ends), and an exception it
   * throws stops the search and is thrown again by the call that searched.
   */
  onProgress?: (progress: SearchProgress) => void;
  /** Polled every few milliseconds; returning true (or anything truthy) stops the search with the best move so far. */
  shouldStop?: () => boolean;
}

export interface SearchProgress {
  depth: number;
  eval: number;
  winIn: number;
  nodes: number;
  timeMs: number;
  best: string | null;
  pv: string[];
}

export interface SearchResult extends SearchProgress {
  /** A proven result: the side to move wins (winIn > 0) or loses (winIn < 0); who wins. */
  winner: Color | null;
  /** The side to move's win by continuous fours, when one was found. */
  vcf: string[];
  /** Ended by a budget or a stop request rather than by finishing. */
  stopped: boolean;
}

export interface AnalyseOptions {
  /** Candidates wanted, 1 to 10 (default 3); fewer when the position has fewer moves. */
  multiPV?: number;
  /** Time budget for the whole analysis, in milliseconds. */
  timeMs?: number;
  /** Node budget for the whole analysis. */
  nodes?: number;
  /** Deepest round (each round searches every candidate to that depth). */
  depth?: number;
  /** Called after each round (and as lines settle mid-round) with every candidate; runs inside the search like SearchOptions.onProgress. */
  onProgress?: (analysis: Analysis) => void;
  /** Polled every few milliseconds; true stops the analysis with the last round's candidates. */
  shouldStop?: () => boolean;
}

export interface Candidate {
  move: string;
  /** The side to move's view, as SearchResult.eval. */
  eval: number;
  /** As SearchResult.winIn: > 0 the side to move wins with its winIn-th move, < 0 it loses; 0 nothing proven. */
  winIn: number;
  /** Who wins when winIn != 0 ("black wins in 3"). */
  winner: Color | null;
  /** The principal variation, starting with `move`. */
  pv: string[];
  /** The round it comes from: bestMove at level 0 with this depth gives the first candidate. */
  depth: number;
  /** The side to move's chance of winning: 1 / (1 + e^(-eval / 400)); 1 or 0 when proven. */
  winProbability: number;
}

export interface Analysis {
  toMove: Color | null;
  /** The deepest completed round. */
  depth: number;
  /** Best first, distinct moves. */
  candidates: Candidate[];
  nodes: number;
  timeMs: number;
  /** Ended by a budget or a stop request. */
  stopped: boolean;
}

export interface BalanceOptions {
  /** The stones on the board after the placement: 3 (the first three) or 5 (swap2's moves 4 and 5). Default 3 with fewer than three stones on the board, else 5. */
  upTo?: 3 | 5;
  /** How many placements to return, 1 to 20 (default 5). */
  candidates?: number;
  /** Time budget for the whole finder, shared evenly among its searches, in milliseconds. */
  timeMs?: number;
  /** Node budget for the whole finder, shared the same way. */
  nodes?: number;
  /** Each search's depth limit (with no budget at all, 4). */
  depth?: number;
  /** Called after each placement is weighed, with the best so far. */
  onProgress?: (balance: Balance) => void;
  /** Polled every few milliseconds; true stops the finder with the placements weighed so far. */
  shouldStop?: () => boolean;
}

export interface BalanceCandidate {
  /** The stones still to place, the next one first (colours alternate from the board's). */
  stones: string[];
  /** > 0 good for black, about 100 per open three; a proven win is +10000 (black) or -10000 (white). */
  blackAdvantage: number;
  /** The search's evaluation for white, to move after the placement. */
  eval: number;
  /** As SearchResult.winIn for white, to move after the placement; 0 when nothing is proven. */
  winIn: number;
  /** Black's chance after the placement: 1 - 1 / (1 + e^(-eval / 400)); 1 or 0 when proven. */
  blackShare: number;
}

export interface Balance {
  /** Closest to even first (|blackAdvantage| ascending). */
  candidates: BalanceCandidate[];
  /** Placements weighed so far, of `total` (one per position up to the board's symmetries). */
  searched: number;
  total: number;
  nodes: number;
  /** Stopped before every placement was weighed. */
  stopped: boolean;
}

export interface ThreatSide {
  /** Points where a stone of this side makes five (it has a four there). */
  fives: string[];
  /** Points where it makes a straight or double four (it has a three there). */
  fours: string[];
}

export interface BotAction {
  /** The action as a token, for game.apply. */
  token: ActionToken;
  type: 'move' | 'pass' | 'swap' | 'declare' | 'offer' | 'choose';
  player: Player;
  point?: string;
  choice?: SwapChoice;
  number?: number;
}

export interface BotTurn {
  action: BotAction;
  /** The analysis behind a stone in normal play. */
  search: SearchResult | null;
}

export interface MemoryUse {
  /** Size of the module's linear memory. */
  heapBytes: number;
  /** Bytes currently allocated inside it. */
  allocatedBytes: number;
}

export class Renju {
  private constructor();
  /** The compiled module, to hand to a worker's loadRenju({ wasmModule }) without a second fetch. */
  readonly wasmModule: WebAssembly.Module;
  /** False for the rules module (LoadOptions.rulesOnly): its engine calls throw NO_ENGINE. */
  readonly hasEngine: boolean;
  newGame(options?: GameOptions): Game;
  importGame(code: string, options?: GameOptions): Game;
  importRecord(record: string): Game;
  newPosition(options?: PositionOptions): Position;
  /**
   * A diagram's position: set-up stones, then a code's moves alternately with no rule applied, the first
   * by `toMove` (by default black, or white when black has more set-up stones); whoever moves next is
   * then to move.
   */
  positionFromCode(code: string, options?: PositionOptions): Position;
  /** For each rule: its board sizes and the opening rules allowed on each. */
  readonly rules: Readonly<Record<Rule, RuleFacts>>;
  readonly openingRules: Readonly<Record<Opening, OpeningRuleFacts>>;
  /** A Renju practice position made by the engine from a seed: black to move, with forbidden points and false threes. */
  practicePosition(seed: number): Position;
  parseCode(code: string, options?: { size?: number }): string[];
  /**
   * Reads a marks text ("A:g8 x:k9 tri:h9 circle:f7,f8 dot:d4 dot-red:c3"; the signs ×, △, ○, □ too),
   * one mark a point (the last one given). Throws a RenjuError (BAD_ARGUMENT or OFF_BOARD) whose
   * `problem` says what was wrong ('form': no name:point, 'name': no kind of mark, 'point': not on
   * the board) and `token` the part refused.
   */
  parseMarks(text: string, options?: { size?: number }): Mark[];
  /** The marks text of marks (points as names or x and y; type label when none is given), read back the same by parseMarks; BAD_ARGUMENT for a mark the text cannot hold. */
  formatMarks(marks: ReadonlyArray<MarkInput>, options?: { size?: number }): string;
  point(point: PointInput, options?: { size?: number }): PointInfo;
  memory(): MemoryUse;
  /** The bot's time manager: how long to think about a move under a clock (all 0 when none limits it). */
  planMoveTime(options?: MoveTimeOptions): MoveTime;
  /** The bot's best move with its analysis. Synchronous: call it from a worker to keep a page responsive. */
  bestMove(subject: Game | Position, options?: SearchOptions): SearchResult;
  /** The best multiPV distinct moves, best first, each with eval, winIn, pv and winProbability. Synchronous: call it from a worker. */
  analyse(subject: Game | Position, options?: AnalyseOptions): Analysis;
  /** Fours and threes of both sides for an overlay (forbidden points: forbiddenPoints()). */
  threats(subject: Game | Position): { black: ThreatSide; white: ThreatSide };
  /**
   * The balance finder of the swap openings: the placements (the first three stones, or swap2's
   * moves 4 and 5) that leave the position closest to even for the player who then chooses a colour.
   * Synchronous: call it from a worker. NO_ENGINE in the rules module.
   */
  findBalance(subject: Game | Position, options?: BalanceOptions): Balance;
  /** "Show me the win": the side to move's shortest win by continuous fours found, or []. */
  findVcf(subject: Game | Position, options?: { maxFours?: number; nodes?: number }): string[];
  /**
   * Game trees and record files (renju-files.js), from a second WebAssembly module loaded on first
   * use; later calls return the same instance. Rejects with LOAD_FAILED when it cannot be loaded.
   */
  loadFiles(options?: { wasmUrl?: string | URL; wasmModule?: WebAssembly.Module; wasmBinary?: ArrayBuffer | Uint8Array }): Promise<Files>;
  /** Reads a record file of any known format (loads the files module first; see Files.readGameFile). */
  readGameFile(input: string | ArrayBuffer | ArrayBufferView, options?: ReadFileOptions): Promise<ReadFileResult>;
  /** The format of a file's bytes or text, or null (loads the files module first). */
  detectFileFormat(input: string | ArrayBuffer | ArrayBufferView): Promise<FileFormat | null>;
  /** The formats the files module reads (toFile writes all but 'pgn' and 'rif'). */
  readonly fileFormats: FileFormat[];
}

/**
 * renlib: RenLib .lib; psq: Piskvork/Gomocup; pos: Renju .pos; sgf: SGF (GM[1]/[4]/[5]); pgn: PlayOK's
 * PGN export; moves: a numbered move list or game code; record: the project's full game record; rif:
 * the RIF / renju.net XML game database (many games).
 */
export type FileFormat = 'renlib' | 'psq' | 'pos' | 'sgf' | 'pgn' | 'moves' | 'record' | 'rif' | 'sav';

export type MarkType = 'label' | 'x' | 'triangle' | 'circle' | 'square' | 'dot';
/** A mark on a point: a label (1-3 characters) or a symbol; a dot may name a colour (text: red, green, blue, yellow, purple or orange). */
export interface Mark {
  point: string;
  x: number;
  y: number;
  type: MarkType;
  text?: string;
}
export interface MarkInput {
  point?: string;
  x?: number;
  y?: number;
  type?: MarkType;
  text?: string;
}

/** A node of a game's or an analysis board's variation tree. The root (id 0) is the start position. */
export interface TreeNode {
  id: number;
  /** null at the root. */
  parent: number | null;
  /** The action that leads here (null at the root); on an analysis board a step: 'bh8', 'wi9', 'xh8'. */
  token: ActionToken | null;
  /** The stone placed (or, on an analysis board, taken off), if the action placed one. */
  point: string | null;
  /** The stone's colour; null for a stone taken off. */
  color: Color | null;
  /** The stone's or pass's number (on an analysis board, the step's); null for other actions and the root. */
  moveNumber: number | null;
  /** Continuations, the main line first. */
  children: number[];
  comment: string;
  marks: Mark[];
}

/** What a game's tree and an analysis board's tree share. */
export interface VariationTree {
  /** Every node in preorder (main line first), the root first. */
  readonly nodes: TreeNode[];
  toJSON(): { current: number; nodes: TreeNode[] };
  /** The id of the node the game or board stands at. */
  readonly current: number;
  readonly currentNode: TreeNode;
  readonly root: TreeNode;
  /** One node; BAD_ARGUMENT for an unknown id. */
  node(id: number): TreeNode;
  /** The ids from the root's child down to a node (by default the current one). */
  line(id?: number): number[];
  /** Moves a variation one place up among its siblings (first place: the main line). */
  promote(id: number): this;
  /** Makes the line through a node the main line. */
  makeMainLine(id: number): this;
  /** Deletes a node and everything after it; a game or board standing inside goes back to the node's parent. */
  delete(id: number): this;
  /** A node's comment (by default the current node's); '' removes it. */
  setComment(text: string, id?: number): this;
  /** A node's marks (by default the current node's): "A:h8 x:k9 tri:j10 circle:g7 square:f6 dot:e5" or a list. */
  setMarks(marks: string | MarkInput[], id?: number): this;
  /**
   * The full record with the variations, comments and marks: a game's (files.importRecord reads it)
   * or an analysis board's, 'mode: analysis' (files.boardTree reads it).
   */
  readonly record: string;
  /** A game's tree: brings it up to the game's actions (every member does this itself); a board's has nothing to do. */
  sync(): this;
  dispose(): void;
  readonly disposed: boolean;
}

/**
 * The variation tree of a game (files.treeOf(game)). The game is played as usual and the tree
 * follows each action: a move played from an earlier position becomes a variation beside the line
 * that was there. Node ids stay the same while a node lives.
 */
export interface GameTree extends VariationTree {}
export class GameTree {
  private constructor();
  /** The game the tree follows. */
  readonly game: Game;
  /** Puts the game at a node (its line replayed by the rules); the main line after it becomes the redo list. */
  goTo(id: number): this;
}

/** The start of an analysis board's tree (files.boardTree). */
export interface BoardStart {
  /** 'renju' by default. */
  rule?: Rule;
  /** 15 by default. */
  size?: number;
  black?: string[];
  white?: string[];
  /** 'black' by default. */
  toMove?: Color;
}

/**
 * The variation tree of an analysis board (files.boardTree). Its steps are stones of either colour put
 * down ('bh8', 'wi9') or taken off ('xh8'); the page keeps the board and tells the tree its steps. A
 * step from an earlier position becomes a variation. The core refuses a stone on a taken point and a
 * removal from an empty one (OCCUPIED, BAD_ARGUMENT), and changes nothing then.
 */
export interface BoardTree extends VariationTree {}
export class BoardTree {
  private constructor();
  /** Follows the board's steps from the start to their node, adding those missing. */
  follow(steps: string[]): this;
  /** Puts the board at a node. */
  goTo(id: number): this;
  /** The steps from the start to the current node. */
  readonly steps: string[];
  /** The steps after the current node along the main line. */
  readonly after: string[];
}

export interface ReadFileOptions {
  /** The format, when it should not be detected. */
  format?: FileFormat;
  /** The encoding of a text file whose bytes are not UTF-8 (e.g. 'gbk'); else SGF's CA[], else GB18030. */
  encoding?: string;
  /** Called about every 1% of the file while it is read, in bytes: a big file's progress bar. */
  onProgress?: (progress: { done: number; total: number }) => void;
}
/** A game of a file: what the file says of it, and its tree (made on first use, with a new game). */
export interface FileGame {
  format: FileFormat;
  /** black, white, event, date, result, opening, notes, board, ... as the file has them. */
  info: Record<string, string>;
  /** Moves on the main line, and nodes in the tree. */
  moves: number;
  nodes: number;
  /** The game as the project's full record, with the tree. */
  record: string;
  readonly tree: GameTree;
}
export interface FileMessage {
  /** 'byte 12', 'line 3', 'game 2, line 14', ... */
  where: string;
  message: string;
  /** Kept (a forbidden black stone, played and lost by the rules), not left out. */
  warning: boolean;
  /** What was wrong as a code, for a page to word in its reader's language (message is the English). */
  code: FileProblemCode;
  /**
   * Its values, as text: n (a move's number), move, point, reason (the game's error code), kind (a
   * forbidden kind), token (quoted input), count, have, size, max, x, y, row, column, value, line, id,
   * color, toMove, version, rest ('yes' when the rest of the game was left out).
   */
  params: Record<string, string>;
}
export type FileProblemCode = 'refused' | 'forbiddenKept' | 'badRecord' | 'tooManyMoves' | 'tooManyGames' | 'unknownFormat' | 'badFormatName' | 'noGame' | 'noChoiceDue' | 'badMoveText' | 'noColourChosen' | 'pgnBadTag' | 'posNoCount' | 'countShort' | 'bytesAfterMoves' | 'posOffBoard' | 'psqHeader' | 'psqBoard' | 'psqOffBoard' | 'renlibShort' | 'renlibVersion' | 'renlibTextCut' | 'renlibExtensionCut' | 'renlibOffBoard' | 'renlibMoveAfterText' | 'renlibBytesAfter' | 'rifTagOpen' | 'rifNoGame' | 'badMoves' | 'savNumbers' | 'savHeader' | 'badSize' | 'savNumbersAfter' | 'savOffBoard' | 'sgfValueOpen' | 'sgfNoValue' | 'sgfNoNode' | 'sgfBadSize' | 'sgfSetupStone' | 'sgfNotPoint' | 'sgfWrongColour' | 'sgfUnclosed' | 'sgfUnexpected' | 'sgfStart';
export interface ReadFileResult {
  format: FileFormat | '';
  /** Something in the file was left out (see errors). */
  partial: boolean;
  games: FileGame[];
  errors: FileMessage[];
}

/** Game trees and record files: renju.loadFiles(). */
export class Files {
  private constructor();
  /** The variation tree of a game (one per game); it starts as the game's line. */
  treeOf(game: Game): GameTree;
  /**
   * A new game and its tree from a full game record, with or without variations, comments and
   * marks: the game stands at the record's '*' node, else at the end of the main line.
   */
  importRecord(record: string): GameTree;
  /**
   * An analysis board's tree: from its start with no steps yet, or from the record a board tree
   * writes (mode: analysis; a game's record is refused, BAD_RECORD).
   */
  boardTree(start: BoardStart | string): BoardTree;
  /** Reads a file: games the rules accept, what was left out and why (never throws for a bad file). */
  readGameFile(input: string | ArrayBuffer | ArrayBufferView, options?: ReadFileOptions): ReadFileResult;
  detectFileFormat(input: string | ArrayBuffer | ArrayBufferView): FileFormat | null;
  readonly fileFormats: FileFormat[];
  /** A game in a format: text, or bytes for renlib and pos (same as game.toFile). */
  toFile(game: Game, format: Exclude<FileFormat, 'pgn' | 'rif'>): string | Uint8Array;
}

export interface MoveTimeOptions {
  /** The limit for this move in milliseconds; 0: as fast as possible. Absent: none. */
  turnMs?: number | null;
  /** What is left of the player's match clock. Absent: no match clock. */
  leftMs?: number | null;
  /** Stones on the board (default 0). */
  moveNumber?: number;
  /** Empty points left (default 225 - moveNumber). */
  emptyPoints?: number;
  /** Delays outside the search the clock still counts (default 30). */
  overheadMs?: number;
  /** Already gone on this move (default 0). */
  spentMs?: number;
}

export interface MoveTime {
  /** No new search iteration starts after this. */
  softMs: number;
  /** The search stops here. */
  hardMs: number;
  /** The single budget to pass as SearchOptions.timeMs (its soft share stays within softMs). */
  timeMs: number;
}

export interface LoadOptions {
  wasmUrl?: string | URL;
  wasmBinary?: ArrayBuffer | ArrayBufferView;
  wasmModule?: WebAssembly.Module;
  /**
   * true: the rules module (renju-rules.wasm with renju-core.js's sibling glue renju-rules.js),
   * about 60% of the full one's size: every rule, game, record and explanation, no engine — bestMove,
   * analyse, threats, findVcf and botTurn throw NO_ENGINE. For a page whose engine runs in a worker
   * (the worker loads the full module). The two are separate instances.
   */
  rulesOnly?: boolean;
}

/**
 * Loads the module once per page, worker or Node process (and per version of the package); later
 * calls return the same instance. The promise always settles: a failure (a missing or wrong .wasm, a
 * failed fetch, a relative wasmUrl under Node) rejects with a RenjuError LOAD_FAILED naming the
 * cause, options of the wrong type with BAD_ARGUMENT, and a later call tries again.
 */
export function loadRenju(options?: LoadOptions): Promise<Renju>;
/** The package's version; the shared instance is keyed by it. */
export const VERSION: string;
