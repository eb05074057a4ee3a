// The lessons page: the course from data/course.json with progress from local storage, one lesson at
// a time in <renju-lesson>, and endless practice positions made by the engine.
import { loadRenju } from '../renju.js';
import { readProgress, readScores } from './renju-lesson.js';
import { localize } from '../i18n/localize.js';
import { languageMenu, startPageText } from '../i18n/text.js';
import en from '../i18n/en/lessons.js';

const PRACTICE_KEY = 'renju-practice-score';
const courseList = document.getElementById('course');
const lessonPanel = document.getElementById('lesson-panel');
const practicePanel = document.getElementById('practice-panel');
const lessonElement = document.getElementById('lesson');
const practiceElement = document.getElementById('practice');
const scoreLine = document.getElementById('score');

// The page's language (the reader's choice, else the browser's) before any text is drawn; the lesson
// element follows <html lang>. Choosing another language reloads the page in it.
const { t, lang } = await startPageText('lessons', en);
languageMenu(document.getElementById('language'), t, () => location.reload());
practiceElement.setAttribute('next-label', t('nextPosition'));

let course = { lessons: [] };
let titles = {};

// The lesson shown is the one the #hash names: choosing a lesson pushes its hash (so Back returns to
// the one before), and any change of the hash (Back, Forward, a link, typing it) shows its lesson.
function showLesson(id) {
  lessonPanel.hidden = false;
  practicePanel.hidden = true;
  if (lessonElement.getAttribute('src') !== `lessons/data/${id}.json`) lessonElement.src = `lessons/data/${id}.json`;
  renderCourse(id);
}

function go(id) {
  if (location.hash.slice(1) === id) showRoute();
  else location.hash = id; // a new history entry; hashchange shows it
}

function showRoute() {
  const wanted = decodeURIComponent(location.hash.slice(1));
  if (wanted === 'practice') startPractice();
  else if (course.lessons.includes(wanted)) showLesson(wanted);
  else {
    const id = firstUnfinished();
    history.replaceState(null, '', `#${id}`);
    showLesson(id);
  }
}
addEventListener('hashchange', () => showRoute());

// The course list is open beside the lesson on wide screens, and a closed summary line on narrow ones.
const courseBox = document.getElementById('course-box');
const courseNow = document.getElementById('course-now');
const wide = matchMedia('(min-width: 821px)');
courseBox.open = wide.matches;
wide.addEventListener('change', () => { courseBox.open = wide.matches; });

// The course by chapters; each lesson with its tasks solved (a test with its score), so the overview
// shows the progress of every task.
function renderCourse(current) {
  const progress = readProgress();
  const scores = readScores();
  const index = course.lessons.indexOf(current);
  courseNow.textContent = index >= 0 ? t('courseNow', { n: index + 1, title: titles[current] ?? current }) : t('practice');
  const chapters = course.chapters ?? [{ title: '', lessons: course.lessons }];
  const rows = [];
  for (const chapter of chapters) {
    if (chapter.title) {
      const head = document.createElement('li');
      head.className = 'chapter';
      head.textContent = chapter.title;
      rows.push(head);
    }
    for (const id of chapter.lessons) rows.push(lessonRow(id, course.lessons.indexOf(id), current, progress, scores));
  }
  courseList.replaceChildren(...rows);
}

function lessonRow(id, i, current, progress, scores) {
  {
    const li = document.createElement('li');
    const num = document.createElement('span');
    num.className = 'num';
    num.textContent = `${i + 1}.`;
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'link';
    b.textContent = titles[id] ?? id;
    if (titles[`${id}#lang`]) b.lang = titles[`${id}#lang`];
    if (id === current) b.setAttribute('aria-current', 'page');
    b.addEventListener('click', () => {
      if (!wide.matches) courseBox.open = false;
      go(id);
    });
    const solved = progress[id]?.length ?? 0;
    const total = titles[`${id}#tasks`];
    if (solved && solved >= (total ?? Infinity)) li.className = 'done';
    const count = document.createElement('span');
    count.className = 'count';
    const score = scores[id];
    if (titles[`${id}#test`] && score?.tried.length) count.textContent = `${score.right.length}/${total}`;
    else if (total) count.textContent = `${solved}/${total}`;
    li.append(num, b, count);
    return li;
  }
}

async function loadCourse() {
  course = localize(await (await fetch('lessons/data/course.json')).json(), lang); // chapter titles may be in several languages
  await Promise.all(course.lessons.map(async (id) => {
    try {
      const lesson = localize(await (await fetch(`lessons/data/${id}.json`)).json(), lang);
      titles[id] = lesson.title;
      titles[`${id}#lang`] = lesson.lang;
      titles[`${id}#tasks`] = lesson.tasks.length;
      titles[`${id}#test`] = Boolean(lesson.test);
    } catch {
      titles[id] = id;
    }
  }));
  showRoute();
}

function firstUnfinished() {
  const progress = readProgress();
  return course.lessons.find((id) => (progress[id]?.length ?? 0) < (titles[`${id}#tasks`] ?? 1)) ?? course.lessons[0];
}

lessonElement.addEventListener('task-complete', () => renderCourse(lessonElement.lesson?.id));
lessonElement.addEventListener('next-lesson', (e) => {
  const i = course.lessons.indexOf(e.detail.lessonId);
  go(i + 1 < course.lessons.length ? course.lessons[i + 1] : 'practice');
});

// Practice: a one-task lesson around each generated position; its answer is the engine's own.
let renju = null;
function readScore() {
  try {
    return JSON.parse(localStorage.getItem(PRACTICE_KEY) ?? 'null') ?? { right: 0, tried: 0 };
  } catch {
    return { right: 0, tried: 0 };
  }
}
function showScore() {
  const s = readScore();
  scoreLine.textContent = s.tried ? t('score', { right: s.right, tried: s.tried }) : t('noScore');
}

let counted = false; // only the first check of each position counts towards the score
let shown = 0; // positions shown this visit: the practice title counts them

async function nextPractice() {
  counted = false;
  shown += 1;
  renju ??= await loadRenju();
  const seed = crypto.getRandomValues(new Uint32Array(1))[0];
  const position = renju.practicePosition(seed);
  const list = (c) => position.stones.filter((s) => s.color === c).map((s) => s.point).join(' ');
  const answer = position.forbiddenPoints().map((f) => f.point);
  practiceElement.lesson = {
    id: 'practice',
    lang,
    title: t('positionTitle', { n: shown }),
    text: [],
    tasks: [{
      kind: 'click-forbidden',
      text: t('practiceTask'),
      stones: `black: ${list('black')}; white: ${list('white')}`,
      toMove: 'black',
      answer,
    }],
  };
  practiceElement.dataset.seed = String(seed); // the engine's seed names the position, for reports
  position.dispose();
}

function startPractice() {
  lessonPanel.hidden = true;
  practicePanel.hidden = false;
  renderCourse(null);
  showScore();
  nextPractice();
}

practiceElement.addEventListener('task-complete', (e) => {
  if (counted) return;
  counted = true;
  const s = readScore();
  s.tried += 1;
  if (e.detail.correct) s.right += 1;
  try {
    localStorage.setItem(PRACTICE_KEY, JSON.stringify(s));
  } catch {
    // without storage the score lasts for the visit only
  }
  showScore();
});
practiceElement.addEventListener('next-lesson', () => nextPractice());
document.getElementById('practice-button').addEventListener('click', () => go('practice'));

await import('./renju-lesson.js');
loadCourse();
