// <renju-lesson src="lesson.json">: an interactive lesson on Renju's forbidden moves. The lesson is
// data (see web/lessons/FORMAT.md); every verdict comes from the WebAssembly engine, and a lesson
// whose expected answers disagree with the engine is reported as an error when it loads. Explanations
// are stepped through on the board, drawn from the engine's explanation of the point.
import { adoptBoardCss, BoardView } from '../lib/board-view.js';
import { colorsOf, download, pngPixels, sceneSVG, svgToPNG } from '../lib/board-image.js';
import { loadRenju } from '../renju.js';
import { explanationSteps, verdictSummary, xy } from './explain-steps.js';
import { elementLanguage } from '../i18n/lang.js';
import { localize } from '../i18n/localize.js';
import { englishText, onDocumentLanguage, textFor } from '../i18n/text.js';
import { reasonText } from '../i18n/reason.js';
import en from '../i18n/en/lesson.js';
import { buildPosition, checkLesson, fivePointsOf, judgeDefend, judgeUnforbid, judgeVcfMove, judgeWinningMove, openingChoices, openingGame, openingOf, taskMarks, threesAt } from './lesson-check.js';

const PROGRESS_KEY = 'renju-lessons-progress';
const SCORE_KEY = 'renju-lessons-scores';
const OPENING_KINDS = ['name-opening', 'place-opening', 'opening-walk'];
const CANON = { // black 3 of each standard opening with black 1 on H8 and white 2 on H9 (D) or I9 (I)
  '1D': 'h10', '2D': 'i10', '3D': 'j10', '4D': 'i9', '5D': 'j9', '6D': 'i8', '7D': 'j8', '8D': 'h7', '9D': 'i7', '10D': 'j7', '11D': 'h6', '12D': 'i6', '13D': 'j6',
  '1I': 'j10', '2I': 'j9', '3I': 'j8', '4I': 'j7', '5I': 'j6', '6I': 'i8', '7I': 'i7', '8I': 'i6', '9I': 'h7', '10I': 'h6', '11I': 'g7', '12I': 'g6', '13I': 'f6',
};

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

/** {lessonId: [task indices answered right at the first try]} for test lessons. */
export function readScores() {
  try {
    const value = JSON.parse(localStorage.getItem(SCORE_KEY) ?? '{}');
    return value && typeof value === 'object' ? value : {};
  } catch {
    return {};
  }
}

function saveFirstTry(lessonId, taskIndex, right) {
  try {
    const scores = readScores();
    const entry = scores[lessonId] ?? { right: [], tried: [] };
    if (entry.tried.includes(taskIndex)) return;
    entry.tried.push(taskIndex);
    if (right) entry.right.push(taskIndex);
    scores[lessonId] = entry;
    localStorage.setItem(SCORE_KEY, JSON.stringify(scores));
  } catch {
    // without storage the score lasts for the visit
  }
}

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
.help { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
.help[hidden], .hint[hidden], .test-note[hidden] { display: none; }
.hint { margin: 0; padding: 6px 10px; border-left: 4px solid var(--renju-cursor, #1b6fd8); background: var(--renju-why-bg, #fffdf8); }
.test-note { margin: 8px 0 0; font-weight: 600; }
.choices { display: flex; flex-wrap: wrap; gap: 6px; }
.walk-turn { margin: 0; font-style: italic; width: 100%; }
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
  #game = null; // opening tasks: the engine's game

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
    const help = make('div', 'help');
    const hintButton = make('button', 'hint-button', 'Hint');
    hintButton.type = 'button';
    help.append(hintButton);
    const hint = make('p', 'hint');
    hint.setAttribute('aria-live', 'polite');
    hint.hidden = true;
    const testNote = make('p', 'test-note');
    testNote.hidden = true;
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
    const saveImage = make('button', 'save-image'); // the board as a PNG, for worksheets
    prevTask.type = nextTask.type = saveImage.type = 'button';
    nav.append(prevTask, nextTask, saveImage);
    const side = make('div', 'side');
    side.append(progress, taskText, controls, feedback, mistakes, help, hint, after, why, nav);
    task.append(board, side);
    article.append(title, text, testNote, error, task);
    this.#root.append(article);
    this.#els = { title, text, testNote, error, task, board, progress, taskText, controls, feedback, mistakes, help, hintButton, hint, after, why, caption, back, counter, forward, close, prevTask, nextTask, saveImage };
    hintButton.addEventListener('click', () => this.#hint());
    this.#labelButtons();
    saveImage.addEventListener('click', async () => {
      const png = await this.toPNG();
      if (png) download(png, `${this.#lesson?.id ?? 'lesson'}-${this.#index + 1}.png`);
    });
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

  // What was wrong with the module, in the element's language (i18n/reason.js).
  #reason(e) {
    return reasonText(e, this.#text.lang, this.#text.phrases.phrase);
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
    e.saveImage.textContent = this.#t('image.save');
    e.saveImage.setAttribute('aria-label', this.#t('image.saveLabel'));
    e.hintButton.textContent = this.#t('hint');
    e.hintButton.title = this.#t('hintLabel');
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

  /** The lesson's board as drawn now, as a self-contained SVG document (text as paths); '' before it has drawn. */
  toSVG() {
    return this.#view ? sceneSVG(this.#view.scene(), { colors: colorsOf(this.#view.svg), title: this.#view.config.label }) : '';
  }

  /** The board as a PNG Blob: {scale} (2 to 16, default twice the device's pixels) times its size on the page, or {width} pixels. */
  async toPNG(options = {}) {
    if (!this.#view) return null;
    const px = pngPixels(this.#view.svg.getBoundingClientRect().width, options);
    return svgToPNG(sceneSVG(this.#view.scene(), { colors: colorsOf(this.#view.svg), width: px, title: this.#view.config.label }), px);
  }

  #load() {
    const src = this.src;
    this.#loading = (async () => {
      let lesson;
      try {
        const response = await fetch(new URL(src, document.baseURI));
        if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { why: 'http', status: response.status });
        lesson = await response.json();
      } catch (e) {
        await this.#loadText();
        // What went wrong, said in the element's language: the server's answer, a file that is not JSON, or the network.
        const why = e.why ?? (e instanceof SyntaxError ? 'json' : 'network');
        this.#fail([this.#t('error.load', { src, why, status: e.status ?? '' })]);
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
      this.#fail([this.#t('error.engine', { message: this.#reason(e) })]);
      return;
    }
    const problems = checkLesson(this.#renju, lesson, { t: (k, p) => this.#t(k, p), reason: (e) => this.#reason(e) });
    if (problems.length) {
      this.#fail(typeof lesson?.id === 'string' ? problems.map((p) => this.#t('check.inLesson', { id: lesson.id, problem: p })) : problems);
      return;
    }
    this.#lesson = lesson;
    this.#els.error.hidden = true;
    this.#els.task.hidden = false;
    this.#els.title.textContent = lesson.title;
    for (const node of [this.#els.title, this.#els.text, this.#els.taskText, this.#els.after]) node.lang = lesson.lang;
    this.#els.text.replaceChildren(...(lesson.text ?? []).map((p) => make('p', '', p)));
    this.#els.testNote.hidden = !lesson.test;
    this.#els.testNote.textContent = this.#t('testNote');
    this.#showScore();
    this.#els.hintButton.textContent = this.#t('hint');
    this.#els.hintButton.title = this.#t('hintLabel');
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
    this.#game?.dispose();
    this.#game = null;
    if (OPENING_KINDS.includes(task.kind)) {
      this.#game = openingGame(this.#renju, task, task.kind === 'opening-walk' ? task.opening : 'none');
      this.#position = this.#renju.newPosition({ rule: 'renju' });
    } else {
      this.#position = buildPosition(this.#renju, task);
    }
    this.#task = { task, solved: false, marked: new Set(), placed: null, checked: null, result: null, tries: 0, hints: 0, line: [], hintMarks: [] };
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
    e.hint.hidden = true;
    e.hint.textContent = '';
    e.hintButton.disabled = false;
    e.help.hidden = false;
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
      case 'defend':
        c.append(make('span', '', this.#t('defendPrompt', { color: this.#position.toMove })));
        break;
      case 'vcf':
        c.append(make('span', '', this.#t('vcfPrompt', { color: this.#position.toMove })),
          this.#button(this.#t('startAgain'), () => this.#restartLine()));
        break;
      case 'name-opening': {
        const phrases = this.#text.phrases;
        const box = make('div', 'choices');
        box.append(...openingChoices(task).map((code) => this.#button(phrases.openingLabel(code), () => this.#nameOpening(code))));
        c.append(box); // the task's text asks the question
        break;
      }
      case 'place-opening':
        c.append(make('span', '', this.#t('placePrompt')));
        break;
      case 'opening-walk':
        this.#walkControls();
        break;
      default:
        break;
    }
  }

  // The opening rules walked through: what the engine's game waits for, and its buttons.
  #walkControls() {
    const c = this.#els.controls;
    c.replaceChildren();
    const turn = this.#game.turn;
    c.append(make('p', 'walk-turn', this.#turnText(turn)));
    if (!turn.opening || this.#task.solved) return;
    const act = (fn, said, declared) => {
      try {
        fn();
        this.#say(said === null ? this.#t('walkDeclared', { n: declared }) : this.#t('walkDid', { action: said }));
        this.#afterWalkAction();
      } catch (e) {
        this.#say(this.#refusal(e, ''), 'wrong');
        this.#wrong();
      }
    };
    if (turn.actions.includes('swap')) {
      c.append(this.#button(this.#t('walkStay'), () => act(() => this.#game.decideSwap('stay'), this.#t('walkStay'))),
        this.#button(this.#t('walkSwap'), () => act(() => this.#game.decideSwap('swap'), this.#t('walkSwap'))));
      if (turn.placeTwo) c.append(this.#button(this.#t('walkPlaceTwo'), () => act(() => this.#game.decideSwap('place-two'), this.#t('walkPlaceTwo'))));
    }
    if (turn.actions.includes('declare')) {
      const label = make('label', '', this.#t('walkDeclareLabel'));
      const input = document.createElement('input');
      input.type = 'number';
      input.min = '1';
      input.max = String(turn.declareMax);
      input.value = '2';
      label.append(input);
      c.append(label, this.#button(this.#t('walkDeclare'), () => act(() => this.#game.declare(Number(input.value)), null, Number(input.value))));
    }
    if (turn.actions.includes('offer')) c.append(make('span', '', this.#t('walkOffer')));
    if (turn.actions.includes('choose')) c.append(make('span', '', this.#t('walkChoose')));
  }

  // What the opening waits for, from game.turn's facts (its `text` is the module's English).
  #turnText(turn) {
    const a = turn.actions ?? [];
    const zone = turn.zone ?? 0;
    const base = { player: turn.player, color: turn.color, n: turn.moveNumber, zone, zoneKind: zone === 1 ? 'centre' : zone > 1 ? 'square' : 'anywhere' };
    if (a.includes('choose')) return this.#t('walkPrompt_choose', { ...base, offered: turn.offered });
    if (a.includes('swap')) return this.#t(turn.placeTwo ? 'walkPrompt_swapPlaceTwo' : 'walkPrompt_swap', base);
    if (a.includes('declare')) return this.#t('walkPrompt_declare', { ...base, max: turn.declareMax });
    if (a.includes('offer') && a.includes('move')) return this.#t('walkPrompt_placeOrOffer', { ...base, count: turn.offerCount });
    if (a.includes('offer')) return this.#t('walkPrompt_offer', { ...base, at: turn.offered + 1, count: turn.offerCount });
    if (a.includes('move')) return this.#t('walkPrompt_place', { ...base, stone: turn.stone });
    return this.#t('walkPrompt_who', base);
  }

  // The module's refusal of a walk action at `point`, by its error code, worded from game.turn.
  #refusal(e, point) {
    const turn = this.#game.turn;
    const P = up(point ?? '');
    const offers = (this.#game.opening.offers ?? []).map(up);
    const code = e?.code;
    const key = en[`walkRefused_${code}`] ? `walkRefused_${code}` : 'walkRefused_other';
    // A symmetric offer: the offer it mirrors is the one the module's message names (a point name only).
    const other = offers.find((o) => o !== P && new RegExp(`\\b${o}\\b`).test(e?.message ?? '')) ?? '';
    const kind = code === 'FORBIDDEN' && point ? this.#game.legality(point).kind : null;
    return this.#t(key, {
      point: P, zone: turn.zone ?? 0, stone: turn.stone, n: turn.moveNumber, offers, other,
      same: offers.includes(P) ? 'yes' : 'no', kind: kind ?? 'other', prompt: this.#turnText(turn),
    });
  }

  #afterWalkAction() {
    const turn = this.#game.turn;
    if (!turn.opening) {
      this.#say(this.#t('walkDone', { settled: this.#t('walkSettled', { player: this.#game.opening.blackPlayer }) }), 'right');
      this.#solved(true);
    }
    this.#walkControls();
    this.#draw();
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
    let stones = this.#position.stones;
    let zone = null;
    if (this.#game) {
      const order = this.#game.moves; // stones in the order played: their numbers
      stones = this.#game.stones.map((st) => ({ ...st, number: order.indexOf(st.point) + 1 || undefined }));
      const turn = this.#game.turn;
      zone = task.kind === 'opening-walk' && turn.zoneRect ? turn.zoneRect : null;
      for (const p of this.#game.opening.offers ?? []) marks.push({ ...xy(p), type: 'circle' });
    }
    for (const p of t.hintMarks) highlights.push({ ...xy(p), role: 'focus' });
    return {
      size: this.#position.size, stones, marks, highlights, segments, forbidden, winLine: [], zone,
      showNumbers: Boolean(this.#game),
      lastMove: t.placed ? xy(t.placed) : null,
      preview: this.#previewColor(),
      interactive: (!t.solved || task.kind === 'click-forbidden') && task.kind !== 'name-opening',
      label: this.#t('task.boardLabel', { text: task.text }),
    };
  }

  #previewColor() {
    const t = this.#task;
    const kind = t.task.kind;
    if (t.solved) return null;
    if (['winning-move', 'unforbid', 'defend', 'vcf'].includes(kind)) return { color: t.task.color ?? this.#position.toMove };
    if (kind === 'place-opening') return { color: 'black' };
    if (kind === 'opening-walk') {
      const turn = this.#game.turn;
      if (turn.actions.includes('move')) return { color: turn.stone };
      if (turn.actions.includes('offer')) return { color: 'black' };
    }
    return null;
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
      case 'defend':
        if (!t.solved) this.#tryDefend(point);
        break;
      case 'vcf':
        if (!t.solved) this.#tryVcf(point);
        break;
      case 'place-opening':
        if (!t.solved) this.#placeOpening(point);
        break;
      case 'opening-walk':
        if (!t.solved) this.#walkPoint(point);
        break;
      default:
        break;
    }
  }

  #tryDefend(point) {
    const t = this.#task;
    const position = this.#position;
    const color = position.toMove;
    const them = color === 'black' ? 'white' : 'black';
    const j = judgeDefend(this.#renju, position, point);
    if (j.reason === 'occupied') return;
    const P = up(point);
    if (j.works) {
      position.place(point, color);
      t.placed = point;
      this.#say(this.#t(j.reason === 'five' ? 'defendFive' : 'defendRight', { point: P, them }), 'right');
      this.#solved(true);
      this.#draw();
      return;
    }
    const text = {
      forbidden: () => this.#t('defendForbidden', { point: P, kind: j.kind }),
      'opponent-five': () => this.#t('defendStillFive', { point: P, them, five: up(j.fivePoints[0]) }),
      'opponent-vcf': () => this.#t('defendStillWins', { point: P, them, line: j.line.map(up).join(' ') }),
    }[j.reason]();
    this.#say(text, 'wrong');
    if (j.reason === 'forbidden') this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.button'), position.explain(point, 'black')));
    this.#wrong();
  }

  #tryVcf(point) {
    const t = this.#task;
    const position = this.#position;
    const color = position.toMove;
    const them = color === 'black' ? 'white' : 'black';
    const j = judgeVcfMove(this.#renju, position, point);
    if (j.reason === 'occupied') return;
    const P = up(point);
    this.#els.mistakes.replaceChildren();
    t.hintMarks = [];
    if (!j.ok) {
      const text = {
        forbidden: () => this.#t('vcfForbidden', { point: P, kind: j.kind }),
        'not-four': () => this.#t('vcfNotFour', { point: P }),
        'no-win': () => this.#t('vcfNoWin', { point: P, block: up(j.block) }),
        'opponent-five': () => this.#t('vcfTheirFive', { point: P, them, five: up(j.fivePoints[0]) }),
      }[j.reason]();
      this.#say(text, 'wrong');
      if (j.reason === 'forbidden') this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.button'), position.explain(point, 'black')));
      this.#wrong();
      this.#draw();
      return;
    }
    position.place(point, color);
    t.line.push(point);
    t.placed = point;
    if (j.reason === 'five') {
      this.#say(this.#t('vcfFive', { point: P }), 'right');
      this.#solved(true);
    } else if (j.block === null) {
      this.#say(this.#t('vcfNoBlock', { point: P, block: up(j.blockPoint), kind: j.kind }), 'right');
      this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.forbidden', { point: up(j.blockPoint) }), position.explain(j.blockPoint, 'black')));
    } else {
      position.place(j.block, them);
      t.line.push(j.block);
      t.placed = j.block;
      this.#say(j.fivePoints ? this.#t('vcfOpenFour', { point: P, fives: j.fivePoints.map(up), block: up(j.block), them })
        : this.#t('vcfFour', { point: P, block: up(j.block), them }));
    }
    position.toMove = color;
    this.#draw();
  }

  #restartLine() {
    const t = this.#task;
    for (const p of t.line.reverse()) this.#position.remove(p);
    t.line = [];
    t.placed = null;
    t.hintMarks = [];
    this.#position.toMove = buildPosition(this.#renju, t.task).toMove;
    this.#say('');
    this.#draw();
  }

  #nameOpening(code) {
    const t = this.#task;
    if (t.solved) return;
    const label = this.#text.phrases.openingLabel(code);
    if (code === t.task.answer) {
      this.#say(this.#t('openingRight', { label }), 'right');
      this.#solved(true);
    } else {
      this.#say(this.#t('openingWrong', { label }), 'wrong');
      this.#wrong();
    }
  }

  #placeOpening(point) {
    const moves = this.#game.moves;
    if (moves.includes(point)) return;
    const code = openingOf(this.#renju, [...moves, point]);
    const label = this.#text.phrases.openingLabel(this.#task.task.answer);
    const P = up(point);
    if (code === this.#task.task.answer) {
      this.#game.play(point);
      this.#task.placed = point;
      this.#say(this.#t('placeRight', { point: P, label }), 'right');
      this.#solved(true);
      this.#draw();
      return;
    }
    this.#say(code ? this.#t('placeOther', { point: P, label, other: this.#text.phrases.openingLabel(code) }) : this.#t('placeNone', { point: P }), 'wrong');
    this.#wrong();
  }

  #walkPoint(point) {
    const turn = this.#game.turn;
    const P = up(point);
    try {
      if (turn.actions.includes('move')) {
        const color = turn.stone;
        const n = turn.moveNumber;
        this.#game.play(point);
        this.#say(this.#t('walkMove', { color, n, point: P }));
      } else if (turn.actions.includes('offer')) {
        this.#game.offerFifth(point);
        this.#say(this.#t('walkMove', { color: 'black', n: 5, point: P }));
      } else if (turn.actions.includes('choose')) {
        this.#game.chooseFifth(point);
        this.#say(this.#t('walkMove', { color: 'black', n: 5, point: P }));
      } else {
        return;
      }
      this.#task.placed = point;
      this.#afterWalkAction();
    } catch (e) {
      this.#say(this.#refusal(e, point), 'wrong');
      this.#wrong();
    }
  }

  // A wrong answer: counted, and the task stays open for another try.
  #wrong() {
    const t = this.#task;
    t.tries += 1;
    if (this.#lesson.test && t.tries === 1) saveFirstTry(this.#lesson.id, this.#index, false);
    this.dispatchEvent(new CustomEvent('task-complete', {
      bubbles: true, composed: true, detail: { lessonId: this.#lesson.id, task: this.#index, correct: false },
    }));
  }

  // ------------------------------------------------------------------------------------------
  // Hints: one step at a time, never the answer itself.

  #hintSteps() {
    const t = this.#task;
    const task = t.task;
    const position = this.#position;
    const steps = (point) => explanationSteps(position.explain(point, 'black'), this.#names(), this.#text.t).slice(0, -1);
    switch (task.kind) {
      case 'is-forbidden':
      case 'which-three-real':
      case 'unforbid':
        return { board: steps(task.point) };
      case 'click-forbidden': {
        const missing = position.forbiddenPoints().map((f) => f.point).filter((p) => !t.marked.has(p));
        return { text: [this.#t('hintCount', { n: position.forbiddenPoints().length })], board: missing.length ? steps(missing[0]) : [] };
      }
      case 'winning-move': {
        const j = judgeWinningMove(position, task.answer[0]);
        const key = { five: 'hintFiveNow', 'two-fives': 'hintTwoFives', 'forbidden-block': 'hintForbiddenBlock' }[j.reason];
        return { text: [this.#t(key, { color: position.toMove })] };
      }
      case 'defend': {
        const color = position.toMove;
        const them = color === 'black' ? 'white' : 'black';
        position.toMove = them;
        const fives = fivePointsOf(position, them);
        const line = fives.length ? fives : this.#renju.findVcf(position, { nodes: 200000 });
        position.toMove = color;
        return { text: [this.#t('hintThreat', { color, them, point: up(line[0]) })], marks: [line[0]] };
      }
      case 'vcf': {
        const line = this.#renju.findVcf(position, { nodes: 200000 });
        return { text: [this.#t('hintVcfLength', { n: (line.length - 1) / 2 }), this.#t('hintVcfNext', { point: up(line[0]) })], marks: [null, line[0]] };
      }
      case 'name-opening': {
        const [b1, w2] = this.#game.moves.map((m) => this.#renju.point(m));
        const direct = b1.x === w2.x || b1.y === w2.y;
        return { text: [this.#t(direct ? 'hintDirect' : 'hintIndirect')] };
      }
      case 'place-opening': {
        const code = task.answer;
        return { text: [this.#t('hintPlace', { name: this.#text.phrases.openingLabel(code), white: code.endsWith('D') ? 'H9' : 'I9', black: up(CANON[code]) })] };
      }
      case 'opening-walk':
        return { text: [this.#t('hintTurn', { text: this.#turnText(this.#game.turn) })] };
      default:
        return {};
    }
  }

  #hint() {
    const t = this.#task;
    const e = this.#els;
    if (this.#lesson.test && t.tries === 0 && !t.hinted) saveFirstTry(this.#lesson.id, this.#index, false);
    t.hinted = true;
    this.#showScore();
    const { text = [], board = [], marks = [] } = this.#hintSteps();
    const n = t.hints;
    if (n < text.length) {
      e.hint.hidden = false;
      e.hint.textContent = text[n];
      if (marks[n]) t.hintMarks = [marks[n]];
      t.hints += 1;
      this.#draw();
    } else if (n - text.length < board.length) {
      // One more step of the engine's explanation, on the board; the last (the verdict) is never given.
      const limit = n - text.length;
      this.#steps = { steps: board, at: limit, limit };
      e.why.hidden = false;
      e.hint.hidden = false;
      e.hint.textContent = board[limit].caption;
      t.hints += 1;
      this.#showStep();
    } else {
      e.hint.hidden = false;
      e.hint.textContent = this.#t('noMoreHints');
      e.hintButton.disabled = true;
    }
  }

  #names() {
    const names = {};
    for (const m of taskMarks(this.#renju, this.#task.task)) {
      if (m.type === 'label') names[String.fromCharCode(97 + m.x) + (m.y + 1)] = m.text;
    }
    return names;
  }

  #say(text, tone = '') {
    this.#els.feedback.textContent = text;
    this.#els.feedback.dataset.tone = tone;
  }

  #solved(correct) {
    const t = this.#task;
    if (!correct) {
      this.#wrong();
      return;
    }
    t.solved = true;
    saveSolved(this.#lesson.id, this.#index); // before the event, so listeners see the progress
    if (this.#lesson.test) saveFirstTry(this.#lesson.id, this.#index, t.tries === 0 && !t.hinted);
    this.#showScore();
    this.#els.hintButton.disabled = true;
    this.dispatchEvent(new CustomEvent('task-complete', {
      bubbles: true, composed: true, detail: { lessonId: this.#lesson.id, task: this.#index, correct },
    }));
    if (t.task.after) {
      this.#els.after.textContent = t.task.after;
      this.#els.after.hidden = false;
    }
    const progress = readProgress()[this.#lesson.id] ?? [];
    if (progress.length === this.#lesson.tasks.length) {
      this.dispatchEvent(new CustomEvent('lesson-complete', { bubbles: true, composed: true, detail: { lessonId: this.#lesson.id } }));
    }
  }

  // A test's score: the tasks answered right at the first try, without a hint.
  #showScore() {
    if (!this.#lesson?.test) return;
    const entry = readScores()[this.#lesson.id] ?? { right: [], tried: [] };
    const note = this.#t('testNote');
    this.#els.testNote.textContent = entry.tried.length ? `${note} ${this.#t('score', { right: entry.right.length, total: this.#lesson.tasks.length })}` : note;
  }

  #whyButton(text, explanation, title) {
    const b = this.#button(text, () => this.#openWhy(explanation, title));
    b.dataset.action = 'why'; // for scripts and tests, in any language
    return b;
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
    const explanation = this.#position.explain(t.task.point, 'black');
    if (!right) {
      // Another try: what was ticked is named, the answer is not given away (unless asked for).
      const names = ticked.map((d) => this.#t('direction', { direction: d }));
      this.#say(this.#t('threesWrong', { real: names.length ? names : 'none' }), 'wrong');
      this.#els.mistakes.replaceChildren(this.#button(this.#t('showAnswer'), () => {
        t.result = { right: false };
        const items = t.threes.lines.map((l) => this.#t('threes.item', { direction: l.direction, real: l.real ? 'yes' : 'no' })).join(this.#t('list.separator'));
        this.#say(this.#t('threes.result', { right: 'no', items }), 'wrong');
        this.#openWhy(explanation);
      }));
      this.#solved(false);
      return;
    }
    t.result = { right };
    const items = t.threes.lines.map((l) => this.#t('threes.item', { direction: l.direction, real: l.real ? 'yes' : 'no' })).join(this.#t('list.separator'));
    this.#say(this.#t('threes.result', { right: 'yes', items }), 'right');
    this.#els.mistakes.replaceChildren(this.#whyButton(this.#t('why.button'), explanation));
    this.#solved(true);
    this.#draw();
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
    this.#els.hint.hidden = true;
    this.#showStep();
  }

  #closeWhy() {
    this.#steps = null;
    this.#els.why.hidden = true;
    this.#draw();
  }

  #step(delta) {
    if (!this.#steps) return;
    const last = this.#steps.limit ?? this.#steps.steps.length - 1;
    this.#steps.at = Math.max(0, Math.min(last, this.#steps.at + delta));
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
    e.forward.disabled = at >= (this.#steps.limit ?? steps.length - 1);
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
