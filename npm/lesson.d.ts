// <renju-lesson>: import 'renju/lesson' defines the element. The lesson format is described in the
// package's README ("Lessons").
export type LessonTaskKind = 'click-forbidden' | 'is-forbidden' | 'which-three-real' | 'winning-move' | 'unforbid';

export interface LessonTask {
  kind: LessonTaskKind;
  text: string;
  after?: string;
  rule?: 'renju' | 'standard' | 'freestyle';
  size?: number;
  stones?: string;
  moves?: string;
  toMove?: 'black' | 'white';
  marks?: string;
  point?: string;
  color?: 'black' | 'white';
  answer: boolean | string[];
  answerKind?: 'overline' | 'double-four' | 'double-three';
}

export interface Lesson {
  /** Lowercase letters, digits and dashes; progress is kept under it in the browser. */
  id: string;
  title: string;
  text?: string[];
  tasks: LessonTask[];
}

/** The element's attributes, as written in HTML. */
export interface RenjuLessonAttributes {
  /** The lesson's JSON file, relative to the page. */
  src?: string;
  /** The label of the button after the last task (default "Next lesson"). */
  'next-label'?: string;
}

export interface RenjuLessonEventMap extends HTMLElementEventMap {
  'task-complete': CustomEvent<{ lessonId: string; task: number; correct: boolean }>;
  'lesson-complete': CustomEvent<{ lessonId: string }>;
  'next-lesson': CustomEvent<{ lessonId: string }>;
  /** The lesson could not be loaded, is malformed, or disagrees with the rules engine. */
  'lesson-error': CustomEvent<{ problems: string[] }>;
}

export class RenjuLessonElement extends HTMLElement {
  static readonly observedAttributes: readonly string[];
  src: string;
  /** The lesson shown once it has loaded (null before, or after an error); set a lesson object to show it. */
  get lesson(): Lesson | null;
  set lesson(value: Lesson);
  /** Resolves when the current lesson has loaded (or failed to). */
  readonly ready: Promise<void>;
  /** The task shown, from 0. */
  readonly taskIndex: number;
  /** The lesson's board as drawn now, as a self-contained SVG document (text as paths); '' before it has drawn. */
  toSVG(): string;
  /** The board as a PNG: `scale` (2 to 16, default twice the device's pixels) times its size on the page, or `width` pixels square. */
  toPNG(options?: { scale?: number; width?: number }): Promise<Blob | null>;

  addEventListener<K extends keyof RenjuLessonEventMap>(type: K, listener: (this: RenjuLessonElement, ev: RenjuLessonEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof RenjuLessonEventMap>(type: K, listener: (this: RenjuLessonElement, ev: RenjuLessonEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

/** The solved tasks kept in this browser: {lessonId: [task indices]}. */
export function readProgress(): Record<string, number[]>;

declare global {
  interface HTMLElementTagNameMap {
    'renju-lesson': RenjuLessonElement;
  }
}
