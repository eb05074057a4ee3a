// <renju-board>: import 'renju/board' defines the element. Declarations for TypeScript and editors.
import type { Color, Explanation, ForbiddenPoint, PointInput, Result } from './renju.js';

/** `mode` attribute: view (a diagram), replay (step through `moves`), play (make moves), edit (place stones). */
export type RenjuBoardMode = 'view' | 'replay' | 'play' | 'edit';
export type RenjuBoardTheme = 'wood' | 'plain' | 'dark';

/** The element's attributes, as written in HTML (all optional). */
export interface RenjuBoardAttributes {
  /** A game code played from the empty board or from `stones`: "h8i9j10". */
  moves?: string;
  /** Set-up stones: "black: f8 g8 h9; white: d11" (b:/w: work too). */
  stones?: string;
  'to-move'?: Color;
  rule?: 'renju' | 'standard' | 'freestyle';
  /** 15 for Renju; 5 to 22 for Gomoku. */
  size?: string | number;
  mode?: RenjuBoardMode;
  /**
   * Labels (up to 3 letters or digits), symbols (x or ×, tri or △, circle or ○, square or □) and
   * coloured points (dot, dot-red, dot-green, dot-blue, dot-yellow, dot-purple, dot-orange):
   * "A:h8 12:i8 x:k9 tri:h11 circle:e8 square:j7 dot-green:d4,d5".
   */
  marks?: string;
  'show-forbidden'?: boolean | '' | 'true' | 'false';
  numbers?: boolean | '' | 'true' | 'false';
  coordinates?: boolean | '' | 'true' | 'false';
  theme?: RenjuBoardTheme;
  /** In play mode the engine answers each move at this level (1-5), in a Web Worker. */
  bot?: '1' | '2' | '3' | '4' | '5' | 1 | 2 | 3 | 4 | 5;
  /** The board's accessible name. */
  label?: string;
}

export interface RenjuBoardMoveDetail {
  point: string; // 'h8', or 'pass' for an engine's pass
  color: Color;
  number: number;
  code: string;
  bot: boolean;
}
export interface RenjuBoardPointClickDetail {
  point: string;
  x: number;
  y: number;
  color: Color | null;
  forbidden: ForbiddenPoint['kind'] | null;
}
export type RenjuBoardChangeDetail =
  | { code: string; toMove: Color; result: Result }
  | { stones: string; toMove: Color };
export interface RenjuBoardGameOverDetail {
  result: Result;
  code: string;
}
export interface RenjuBoardStepDetail {
  /** How many of the moves are shown now. */
  index: number;
  total: number;
  code: string;
}
export interface RenjuBoardUndoDetail {
  code: string;
}
export interface RenjuBoardErrorDetail {
  /** BAD_ATTRIBUTE, a RenjuError code such as BAD_CODE or OFF_BOARD, LOAD_FAILED, BOT_FAILED. */
  code: string;
  message: string;
  /** The attribute that was wrong, or null. */
  attribute: string | null;
}

// The board's `error` event is a CustomEvent, not the DOM's ErrorEvent.
export interface RenjuBoardEventMap extends Omit<HTMLElementEventMap, 'error'> {
  move: CustomEvent<RenjuBoardMoveDetail>;
  undo: CustomEvent<RenjuBoardUndoDetail>;
  gameover: CustomEvent<RenjuBoardGameOverDetail>;
  'point-click': CustomEvent<RenjuBoardPointClickDetail>;
  change: CustomEvent<RenjuBoardChangeDetail>;
  /** Replay stepped to another move (buttons, keys or goto()). */
  step: CustomEvent<RenjuBoardStepDetail>;
  error: CustomEvent<RenjuBoardErrorDetail>;
}

export class RenjuBoardElement extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  moves: string;
  stones: string;
  toMove: string;
  rule: string;
  size: number;
  mode: RenjuBoardMode | string;
  marks: string;
  showForbidden: boolean;
  numbers: boolean;
  coordinates: boolean;
  theme: RenjuBoardTheme | string;
  bot: string | null;
  /** Resolves once the board has rendered its current attributes. */
  readonly ready: Promise<void>;
  /** Loads a game code (replacing `moves`). */
  load(code: string): Promise<void>;
  /** Sets up a position: {black: ['h8'], white: ['i9'], toMove: 'black'} or a `stones` string. */
  setPosition(position: string | { black?: PointInput[]; white?: PointInput[]; toMove?: Color }): Promise<void>;
  /** Plays a move (not in view or edit mode); true when it was played. */
  play(point: PointInput): Promise<boolean>;
  /** Takes back the reader's last move (with the engine's answer to it); true when one was taken back. */
  undo(): Promise<boolean>;
  /** Back to the position the attributes describe. */
  reset(): Promise<void>;
  /** The game code of the moves on the board; '' before it has drawn or when nothing valid was ever shown. */
  getCode(): string;
  /** The stones as a `stones` attribute value: "black: h8 i9; white: j10" ('' before the board has drawn). */
  getStones(): string;
  /** Black's forbidden points in the shown position (black to move). */
  forbiddenPoints(): ForbiddenPoint[];
  /** The engine's explanation of a stone of the side to move on `point`, or null (with an error event). */
  explain(point: PointInput): Explanation | null;
  /** Replay: shows the first `index` moves (clamped); false in other modes. */
  goto(index: number): Promise<boolean>;
  /** Replay: how many of the moves are shown. */
  readonly index: number;
  /** The moves given and played, as points ('h8', 'pass'); [] in edit mode and before the board has drawn. */
  readonly moveList: string[];
  /** The board as drawn now, as a self-contained SVG document (text as paths, no fonts); '' before it has drawn. */
  toSVG(): string;
  /**
   * The board as a PNG: `scale` (2 to 16) times its size on the page, by default twice the device's
   * pixels; or `width` pixels square (16 to 8192). Null, with an error event, for a bad option.
   */
  toPNG(options?: { scale?: number; width?: number }): Promise<Blob | null>;
  /**
   * The game's moves as an animated GIF, one frame a move from the empty (or set-up) board: `delay`
   * milliseconds a frame (20 to 60000, default 700; the last shown three times as long), `width`
   * pixels square (default 480). Null, with an error event, for a bad option.
   */
  toGIF(options?: { delay?: number; width?: number }): Promise<Blob | null>;

  addEventListener<K extends keyof RenjuBoardEventMap>(type: K, listener: (this: RenjuBoardElement, ev: RenjuBoardEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof RenjuBoardEventMap>(type: K, listener: (this: RenjuBoardElement, ev: RenjuBoardEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    'renju-board': RenjuBoardElement;
  }
}
