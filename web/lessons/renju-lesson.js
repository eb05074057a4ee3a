// <renju-lesson src="lesson.json">: an interactive lesson on Renju's forbidden moves. The lesson is
// data (see web/lessons/FORMAT.md); every verdict comes from the WebAssembly engine, and a lesson
// whose expected answers disagree with the engine is reported as an error when it loads. Explanations
// are stepped through on the board, drawn from the engine's explanation of the point.
import { adoptBoardCss, BoardView } from '../lib/board-view.js';
import { loadRenju } from '../renju.js';
import { explanationSteps, verdictSummary, xy } from './explain-steps.js';
import { elementLanguage } from '../i18n/lang.js';
import { localize } from '../i18n/localize.js';
import { englishText, onDocumentLanguage, textFor } from '../i18n/text.js';
import en from '../i18n/en/lesson.js';
import { buildPosition, checkLesson, judgeUnforbid, judgeWinningMove, taskMarks, threesAt } from './lesson-check.js';

const PROGRESS_KEY = 'renju-lessons-progress';

/** {lessonId: [solved task indices]} from local storage. */
export function readProgress() {
  try {
    const value = JSON.parse(localStorage.getItem(PROGRESS_KEY) ?? '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

function saveSolved(lessonId, taskIndex) {
  try {
    const progress = readProgress();
    const solved = new Set(progress[lessonId] ?? []);
    solved.add(taskIndex);
    progress[lessonId] = [...solved].sort((a, b) => a - b);
    localStorage.setItem(PROGRESS_KEY, JSON.stringify(progress));
  } catch {
    // storage may be unavailable (private mode, embedded frames): progress is then not kept
  }
}

const up = (p) => p.toUpperCase();

const CSS = `
:host { display: block; max-width: var(--renju-lesson-max-width, 760px); color: var(--renju-text, #222);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
* { box-sizing: border-box; }
h2 { margin: 0 0 6px; font-size: 1.4em; }
.text p { margin: 0 0 8px; }
.task { display: grid; grid-template-columns: minmax(240px, 440px) minmax(200px, 1fr); gap: 8px 20px; align-items: start; margin-top: 12px; }
.side { display: flex; flex-direction: column; gap: 10px; }
.progress { margin: 0; color: var(--renju-muted, #666); font-size: 0.9em; }
.task-text { margin: 0; font-weight: 600; }
.controls, .nav, .stepbar, .mistakes { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.controls label { display: flex; gap: 6px; align-items: center; width: 100%; }
button { font: inherit; padding: 5px 12px; border-radius: 6px; border: 1px solid var(--renju-button-border, #8a7350);
  background: var(--renju-button, #f6efe2); color: inherit; cursor: pointer; }
button.primary { background: var(--renju-button-active, #3b2a14); color: #fff; }
button:disabled { opacity: 0.45; cursor: default; }
button:focus-visible, input:focus-visible, .rb-svg:focus-visible { outline: 3px solid var(--renju-cursor, #1b6fd8); outline-offset: 2px; }
.feedback { margin: 0; min-height: 1.5em; }
.feedback[data-tone="right"] { color: var(--renju-right, #1b7a3d); font-weight: 600; }
.feedback[data-tone="wrong"] { color: var(--renju-wrong, #b3261e); font-weight: 600; }
.after { margin: 0; padding: 8px 10px; border-left: 4px solid var(--renju-right, #1b7a3d); background: var(--renju-after-bg, #eef7f0); }
.why { border: 1px solid var(--renju-line-soft, #d8cfbf); border-radius: 8px; padding: 8px 10px; background: var(--renju-why-bg, #fffdf8); }
.why[hidden], .after[hidden], .error[hidden], .nav [hidden] { display: none; }
.caption { margin: 0 0 8px; min-height: 3em; }
.caption .depth { color: var(--renju-muted, #666); font-size: 0.85em; display: block; }
.counter { min-width: 6em; text-align: center; font-variant-numeric: tabular-nums; color: var(--renju-muted, #666); }
.error { padding: 12px; border: 2px solid var(--renju-wrong, #b3261e); border-radius: 8px; color: var(--renju-wrong, #b3261e);
  background: #fdecea; white-space: pre-wrap; }
@media (max-width: 640px) { .task { grid-template-columns: 1fr; } }
`;

function make(tag, className, text) {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

// Its bundle also runs as the worker of a <renju-board bot>, where there is no DOM.
export class RenjuLessonElement extends (globalThis.HTMLElement ?? class {}) {
  static get observedAttributes() {
    return ['src', 'lang'];
  }

  #root;
  #els = {};
  #renju = null;
  #lesson = null;
  #index = 0;
  #position = null;
  #view = null;
  #task = null; // per-task state
  #steps = null; // the open explanation: {steps, at, title}
  #loading = null;
  #data = null; // the lesson as given (its text in every language it has)
  #text = englishText(en); // the element's language: its lang attribute's, else the page's
  #unwatch = null;

  constructor() {
    super();
    this.#root = this.attachShadow({ mode: 'open' });
    adoptBoardCss(this.#root);
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
    this.#root.adoptedStyleSheets = [...this.#root.adoptedStyleSheets, sheet];
    const article = make('article');
    const title = make('h2', 'title');
    const text = make('div', 'text');
    const error = make('div', 'error');
    error.setAttribute('role', 'alert');
    error.hidden = true;
    const task = make('section', 'task');
    const board = make('div', 'board');
    const progress = make('p', 'progress');
    const taskText = make('p', 'task-text');
    const controls = make('div', 'controls');
    const feedback = make('p', 'feedback');
    feedback.setAttribute('role', 'status');
    feedback.setAttribute('aria-live', 'polite');
    const mistakes = make('div', 'mistakes');
    const after = make('p', 'after');
    after.hidden = true;
    const why = make('div', 'why');
    why.hidden = true;
    const caption = make('p', 'caption');
    caption.setAttribute('aria-live', 'polite');
    const stepbar = make('div', 'stepbar');
    const back = make('button', '');
    const counter = make('span', 'counter');
    const forward = make('button', '');
    const close = make('button', '');
    for (const b of [back, forward, close]) b.type = 'button';
    stepbar.append(back, counter, forward, close);
    why.append(caption, stepbar);
    const nav = make('div', 'nav');
    const prevTask = make('button', '');
    const nextTask = make('button', 'primary');
    prevTask.type = nextTask.type = 'button';
    nav.append(prevTask, nextTask);
    const side = make('div', 'side');
    side.append(progress, taskText, controls, feedback, mistakes, after, why, nav);
    task.append(board, side);
    article.append(title, text, error, task);
    this.#root.append(article);
    this.#els = { title, text, error, task, board, progress, taskText, controls, feedback, mistakes, after, why, caption, back, counter, forward, close, prevTask, nextTask };
    this.#labelButtons();
    back.addEventListener('click', () => this.#step(-1));
    forward.addEventListener('click', () => this.#step(1));
    close.addEventListener('click', () => this.#closeWhy());
    prevTask.addEventListener('click', () => this.#showTask(this.#index - 1));
    nextTask.addEventListener('click', () => {
      if (this.#index + 1 < this.#lesson.tasks.length) this.#showTask(this.#index + 1);
      else this.dispatchEvent(new CustomEvent('next-lesson', { bubbles: true, composed: true, detail: { lessonId: this.#lesson.id } }));
    });
  }

  connectedCallback() {
    this.#unwatch ??= onDocumentLanguage(() => this.#relanguage());
    if (this.hasAttribute('src') && !this.#lesson && !this.#loading) this.#load();
  }

  disconnectedCallback() {
    this.#unwatch?.();
    this.#unwatch = null;
  }

  attributeChangedCallback(name, before, now) {
    if (name === 'src' && before !== now && this.isConnected) this.#load();
    if (name === 'lang' && before !== now && this.isConnected) this.#relanguage();
  }

  /** The language the element speaks now. */
  get language() {
    return this.#text.lang;
  }

  #t(key, params) {
    return this.#text.t(key, params);
  }

  #labelButtons() {
    const e = this.#els;
    e.back.textContent = this.#t('why.back');
    e.back.setAttribute('aria-label', this.#t('why.backLabel'));
    e.forward.textContent = this.#t('why.forward');
    e.forward.setAttribute('aria-label', this.#t('why.forwardLabel'));
    e.close.textContent = this.#t('why.close');
    e.prevTask.textContent = this.#t('task.previous');
    e.nextTask.textContent = this.#t('task.next');
  }

  // Loads the element's language when it changed; true when it did.
  async #loadText() {
    const lang = elementLanguage(this);
    if (lang === this.#text.lang) return false;
    const text = await textFor('lesson', en, lang);
    if (text.lang === this.#text.lang) return false;
    this.#text = text;
    this.#labelButtons();
    return true;
  }

  // Another language: the lesson again, at the same task (answers in progress start over).
  #relanguage() {
    const before = this.#loading ?? Promise.resolve();
    this.#loading = before.then(async () => {
      if ((await this.#loadText()) && this.#data) await this.#start(this.#data, this.#index);
    });
  }

  get src() { return this.getAttribute('src') ?? ''; }
  set src(v) { this.setAttribute('src', String(v)); }

  /** The lesson shown (after it loaded), or set a lesson object directly. */
  get lesson() { return this.#lesson; }
  set lesson(value) { this.#loading = this.#start(value); }

  /** Resolves when the current lesson has loaded (or failed to). */
  get ready() { return this.#loading ?? Promise.resolve(); }

  get taskIndex() { return this.#index; }

  #load() {
    const src = this.src;
    this.#loading = (async () => {
      let lesson;
      try {
        const response = await fetch(new URL(src, document.baseURI));
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        lesson = await response.json();
      } catch (e) {
        await this.#loadText();
        this.#fail([this.#t('error.load', { src, message: e.message })]);
        return;
      }
      await this.#start(lesson);
    })();
  }

  async #start(data, index = 0) {
    this.#data = data;
    await this.#loadText();
    // Text given in several languages is shown in the element's (FORMAT.md, "Languages").
    const lesson = localize(data, this.#text.lang);
    try {
      if (!this.#renju) this.#renju = await loadRenju();
    } catch (e) {
      this.#fail([this.#t('error.engine', { message: e.message })]);
      return;
    }
    const problems = checkLesson(this.#renju, lesson);
    if (problems.length) {
      this.#fail(problems.map((p) => `${lesson?.id ?? 'lesson'}: ${p}`));
      return;
    }
    this.#lesson = lesson;
    this.#els.error.hidden = true;
    this.#els.task.hidden = false;
    this.#els.title.textContent = lesson.title;
    for (const node of [this.#els.title, this.#els.text, this.#els.taskText, this.#els.after]) node.lang = lesson.lang;
    this.#els.text.replaceChildren(...(lesson.text ?? []).map((p) => make('p', '', p)));
    this.#showTask(index);
  }

  #fail(problems) {
    this.#lesson = null;
    this.#els.title.textContent = this.#t('error.title');
    this.#els.title.lang = this.#text.lang;
    this.#els.text.replaceChildren();
    this.#els.task.hidden = true;
    this.#els.error.hidden = false;
    this.#els.error.textContent = `${this.#t('error.problems')}\n• ${problems.join('\n• ')}`;
    this.dispatchEvent(new CustomEvent('lesson-error', { bubbles: true, composed: true, detail: { problems } }));
  }

  #showTask(index) {
    const lesson = this.#lesson;
    if (!lesson) return;
    this.#index = Math.max(0, Math.min(lesson.tasks.length - 1, index));
    const task = lesson.tasks[this.#index];
    this.#position?.dispose();
    this.#position = buildPosition(this.#renju, task);
    this.#task = { task, solved: false, marked: new Set(), placed: null, checked: null, result: null };
    this.#steps = null;
    const e = this.#els;
    // A one-task lesson (a practice position) has no "Task 1 of 1".
    e.progress.textContent = lesson.tasks.length > 1 ? this.#t('task.progress', { n: this.#index + 1, total: lesson.tasks.length }) : '';
    e.progress.hidden = lesson.tasks.length === 1;
    e.taskText.textContent = task.text;
    e.feedback.textContent = '';
    e.feedback.dataset.tone = '';
    e.mistakes.replaceChildren();
    e.after.hidden = true;
    e.why.hidden = true;
    e.prevTask.hidden = this.#index === 0;
    e.nextTask.textContent = this.#index + 1 < lesson.tasks.length ? this.#t('task.next') : (this.getAttribute('next-label') ?? this.#t('task.nextLesson'));
    this.#buildControls();
    this.#draw();
  }

  #button(text, onClick, className = '') {
    const b = make('button', className, text);
    b.type = 'button';
    b.addEventListener('click', onClick);
    return b;
  }

  #buildControls() {
    const { task } = this.#task;
    const c = this.#els.controls;
    c.replaceChildren();
    switch (task.kind) {
      case 'click-forbidden':
        c.append(make('span', '', this.#t('task.markHint')), this.#button(this.#t('task.check'), () => this.#checkForbidden(), 'primary'));
        break;
      case 'is-forbidden':
        c.append(this.#button(this.#t('task.forbidden'), () => this.#answerForbidden(true)), this.#button(this.#t('task.allowed'), () => this.#answerForbidden(false)));
        break;
      case 'which-three-real': {
        const t = threesAt(this.#position, task.point);
        this.#task.threes = t;
        for (const line of t.lines) {
          const label = make('label');
          const box = document.createElement('input');
          box.type = 'checkbox';
          box.value = line.direction;
          label.append(box, document.createTextNode(this.#t('task.threeOption', { direction: line.direction, stones: line.stones.map(up).join(' ') })));
          c.append(label);
        }
        c.append(this.#button(this.#t('task.check'), () => this.#checkThrees(), 'primary'));
        break;
      }
      case 'winning-move':
        c.append(make('span', '', this.#t('task.winningHint', { color: this.#position.toMove })));
        break;
      case 'unforbid':
        c.append(make('span', '', this.#t('task.unforbidHint', { color: task.color ?? this.#position.toMove })));
        break;
      default:
        break;
    }
  }

  // What the board shows while the task is being answered.
  #taskConfig() {
    const t = this.#task;
    const task = t.task;
    const marks = taskMarks(this.#renju, task);
    const highlights = [];
    const segments = [];
    let forbidden = [];
    for (const p of t.marked) marks.push({ ...xy(p), type: 'x' });
    if (t.checked) {
      forbidden = t.checked.engine.map(xy);
      for (const p of t.checked.correct) highlights.push({ ...xy(p), role: 'good' });
      for (const p of [...t.checked.missed, ...t.checked.wrong]) highlights.push({ ...xy(p), role: 'bad' });
    }
    if (task.kind === 'which-three-real' && t.threes) {
      for (const line of t.threes.lines) {
        const role = t.result ? (line.real ? 'good' : 'bad') : 'shape';
        segments.push({ from: xy(line.stones[0]), to: xy(line.stones[line.stones.length - 1]), role });
      }
    }
    const stones = this.#position.stones;
    return {
      size: this.#position.size, stones, marks, highlights, segments, forbidden, winLine: [],
      lastMove: t.placed ? xy(t.placed) : null,
      preview: ['winning-move', 'unforbid'].includes(task.kind) && !t.solved ? { color: task.color ?? this.#position.toMove } : null,
      interactive: !t.solved || task.kind === 'click-forbidden',
      label: this.#t('task.boardLabel', { text: task.text }),
    };
  }

  #draw() {
    const config = this.#steps ? this.#stepConfig() : this.#taskConfig();
    if (!this.#view) {
      this.#view = new BoardView(this.#els.board, config);
      this.#view.onPointClick = (p) => this.#onPoint(p);
    } else {
      this.#view.set(config);
    }
  }

  #onPoint({ x, y }) {
    if (this.#steps) return;
    const t = this.#task;
    const point = String.fromCharCode(97 + x) + (y + 1);
    switch (t.task.kind) {
      case 'click-forbidden':
        if (this.#position.at(point)) return;
        if (t.marked.has(point)) t.marked.delete(point);
        else t.marked.add(point);
        t.checked = null;
        this.#els.mistakes.replaceChildren();
        this.#say('');
        this.#draw();
        break;
      case 'winning-move':
        if (!t.solved) this.#tryWinningMove(point);
        break;
      case 'unforbid':
        if (!t.solved) this.#tryUnforbid(point);
        break;
      default:
        break;
    }
  }

  #say(text, tone = '') {
    this.#els.feedback.textContent = text;
    this.#els.feedback.dataset.tone = tone;
  }

  #solved(correct) {
    const t = this.#task;
    if (correct) {
      t.solved = true;
      saveSolved(this.#lesson.id, this.#index); // before the event, so listeners see the progress
    }
    this.dispatchEvent(new CustomEvent('task-complete', {
      bubbles: true, composed: true, detail: { lessonId: this.#lesson.id, task: this.#index, correct },
    }));
    if (!correct) return;
    if (t.task.after) {
      this.#els.after.textContent = t.task.after;
      this.#els.after.hidden = false;
    }
    const progress = readProgress()[this.#lesson.id] ?? [];
    if (progress.length === this.#lesson.tasks.length) {
      this.dispatchEvent(new CustomEvent('lesson-complete', { bubbles: true, composed: true, detail: { lessonId: this.#lesson.id } }));
    }
  }

  #whyButton(text, explanation, title) {
    return this.#button(text, () => this.#openWhy(explanation, title));
  }

  #checkForbidden() {
    const t = this.#task;
    const engine = this.#position.forbiddenPoints().map((f) => f.point);
    const marked = [...t.marked];
    const correct = marked.filter((p) => engine.includes(p));
    const missed = engine.filter((p) => !t.marked.has(p));
    const wrong = marked.filter((p) => !engine.includes(p));
    t.checked = { engine, correct, missed, wrong };
    const right = missed.length === 0 && wrong.length === 0;
    const points = (list) => (list.length ? list.map(up).join(this.#t('list.separator')) : 'none');
    if (right) this.#say(this.#t('marks.right', { n: engine.length }), 'right');
    else this.#say(this.#t('marks.wrong', { found: correct.length, total: engine.length, missed: points(missed), wrong: points(wrong) }), 'wrong');
    const buttons = [...missed, ...wrong, ...(right ? correct : [])].map((p) =>
      this.#whyButton(this.#t('why.point', { point: up(p) }), this.#position.explain(p, 'black'), up(p)));
    this.#els.mistakes.replaceChildren(...buttons);
    this.#solved(right);
    this.#draw();
    if (!right) this.#openWhy(this.#position.explain((missed[0] ?? wrong[0]), 'black'));
  }

  #answerForbidden(answer) {
    const t = this.#task;
    const point = t.task.point;
    const kind = this.#position.forbiddenAt(point);
    const explanation = this.#position.explain(point, 'black');
    const right = Boolean(kind) === answer;
    this.#say(this.#t(right ? 'answer.right' : 'answer.wrong', { summary: verdictSummary(explanation, this.#text.t) }), right ? 'right' : 'wrong');
    this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.button'), explanation));
    this.#solved(right);
    if (!right) this.#openWhy(explanation);
    else this.#draw();
  }

  #checkThrees() {
    const t = this.#task;
    const ticked = [...this.#els.controls.querySelectorAll('input:checked')].map((b) => b.value);
    const real = t.threes.real;
    const right = ticked.length === real.length && ticked.every((d) => real.includes(d));
    t.result = { right };
    const items = t.threes.lines.map((l) => this.#t('threes.item', { direction: l.direction, real: l.real ? 'yes' : 'no' })).join(this.#t('list.separator'));
    this.#say(this.#t('threes.result', { right: right ? 'yes' : 'no', items }), right ? 'right' : 'wrong');
    const explanation = this.#position.explain(t.task.point, 'black');
    this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.button'), explanation));
    this.#solved(right);
    if (!right) this.#openWhy(explanation);
    else this.#draw();
  }

  #tryWinningMove(point) {
    const t = this.#task;
    const position = this.#position;
    const color = position.toMove;
    const j = judgeWinningMove(position, point);
    if (j.reason === 'occupied') return;
    if (j.wins) {
      const explainBlock = j.reason === 'forbidden-block';
      position.place(point, color);
      t.placed = point;
      // Only the reason's own text is built: a plain five has no fivePoints.
      const text = {
        five: () => this.#t('win.five', { point: up(point) }),
        'two-fives': () => this.#t('win.twoFives', { point: up(point), fives: j.fivePoints.map(up) }),
        'forbidden-block': () => this.#t('win.forbiddenBlock', { block: up(j.fivePoints[0]), kind: j.kind }),
      }[j.reason]();
      this.#say(text, 'right');
      if (explainBlock) this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.forbidden', { point: up(j.fivePoints[0]) }), position.explain(j.fivePoints[0], 'black')));
      this.#solved(true);
      this.#draw();
      return;
    }
    const other = color === 'black' ? 'white' : 'black';
    const P = up(point);
    const five = j.fivePoints?.[0] ? up(j.fivePoints[0]) : '';
    const text = {
      forbidden: () => this.#t('miss.forbidden', { point: P, kind: j.kind }),
      'missed-five': () => this.#t('miss.missedFive', { point: P, color }),
      'opponent-five': () => this.#t('miss.opponentFive', { point: P, other, five }),
      'one-five': () => this.#t('miss.oneFive', { point: P, other, five }),
      'no-threat': () => this.#t('miss.noThreat', { point: P }),
    }[j.reason]();
    this.#say(text, 'wrong');
    if (j.reason === 'forbidden') this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.button'), position.explain(point, 'black')));
    this.#solved(false);
  }

  #tryUnforbid(point) {
    const t = this.#task;
    const position = this.#position;
    const color = t.task.color ?? position.toMove;
    const a = t.task.point;
    const j = judgeUnforbid(position, a, point, color);
    if (j.reason === 'occupied') return;
    if (j.works) {
      position.place(point, color);
      t.placed = point;
      const explanation = position.explain(a, 'black');
      this.#say(this.#t('unforbid.right', { color, point: up(point), summary: verdictSummary(explanation, this.#text.t) }), 'right');
      this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.allowedNow', { point: up(a) }), explanation));
      this.#solved(true);
      this.#draw();
      return;
    }
    this.#say(this.#t('unforbid.still', { color, point: up(point), target: up(a), kind: j.kind }), 'wrong');
    position.place(point, color);
    const explanation = position.explain(a, 'black');
    position.remove(point);
    this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.stillForbidden', { point: up(a) }), explanation));
    this.#solved(false);
  }

  // ------------------------------------------------------------------------------------------
  // Stepping through an explanation on the board.

  #openWhy(explanation) {
    // Points the task already names keep their letters in the explanation.
    const names = {};
    for (const m of taskMarks(this.#renju, this.#task.task)) {
      if (m.type === 'label') names[String.fromCharCode(97 + m.x) + (m.y + 1)] = m.text;
    }
    const steps = explanationSteps(explanation, names, this.#text.t);
    this.#steps = { steps, at: 0 };
    this.#els.why.hidden = false;
    this.#showStep();
  }

  #closeWhy() {
    this.#steps = null;
    this.#els.why.hidden = true;
    this.#draw();
  }

  #step(delta) {
    if (!this.#steps) return;
    this.#steps.at = Math.max(0, Math.min(this.#steps.steps.length - 1, this.#steps.at + delta));
    this.#showStep();
  }

  #showStep() {
    const { steps, at } = this.#steps;
    const s = steps[at];
    const e = this.#els;
    e.caption.replaceChildren();
    if (s.depth > 0) e.caption.append(make('span', 'depth', this.#t('why.nested', { n: s.depth + 1 })));
    e.caption.append(document.createTextNode(s.caption));
    e.counter.textContent = this.#t('why.counter', { n: at + 1, total: steps.length });
    e.back.disabled = at === 0;
    e.forward.disabled = at === steps.length - 1;
    this.#draw();
  }

  #stepConfig() {
    const s = this.#steps.steps[this.#steps.at];
    const base = this.#taskConfig();
    const taken = new Set(base.stones.map((st) => st.point));
    const extra = [...s.filled, s.stone].filter((p) => p && !taken.has(p)).map((p) => ({ ...xy(p), point: p, color: 'black' }));
    return {
      ...base,
      stones: [...base.stones, ...extra],
      highlights: [...s.filled.map((p) => ({ ...xy(p), role: 'filled' })), ...s.highlights],
      segments: s.segments,
      marks: s.labels.map((l) => ({ x: l.x, y: l.y, type: 'label', text: l.text })),
      forbidden: [],
      preview: null,
      lastMove: null,
      interactive: false,
      label: s.caption,
    };
  }
}

if (globalThis.customElements && !customElements.get('renju-lesson')) customElements.define('renju-lesson', RenjuLessonElement);
