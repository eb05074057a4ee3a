// The move list: every step, short beside its stone and in words for screen readers, with the
// step being looked at marked; and the buttons that step through it. Offered fifth moves are not
// moves: each run of offers is one line of its own, the offer kept marked there, and the kept stone
// is listed with the moves under its number.
import { app, els } from '../state.js';
import { t } from '../strings.js';

export function dot(color) {
  const span = document.createElement('span');
  span.className = `dot ${color}`;
  span.setAttribute('aria-hidden', 'true');
  return span;
}

function stepItem(step, current) {
  const li = document.createElement('li');
  li.dataset.index = String(step.index);
  const label = stepText(step);
  if (step.event) {
    li.className = 'event';
    li.textContent = label;
  } else {
    const n = document.createElement('span');
    n.className = 'n';
    n.textContent = step.n ? `${step.n}.` : '';
    li.append(n);
    if (step.color) li.append(dot(step.color));
    li.append(document.createTextNode(stepShort(step)));
    li.setAttribute('aria-label', label);
  }
  if (step.index === current) li.setAttribute('aria-current', 'step');
  return li;
}

// One line for a run of offered fifth moves: "Fifth moves offered: G8 J10 (kept)", each offer a step.
function offersItem(offers, kept, current) {
  const li = document.createElement('li');
  li.className = 'offers';
  const title = document.createElement('span');
  title.className = 'offers-title';
  title.textContent = t('offersLine', { n: offers.length });
  li.append(title);
  for (const step of offers) {
    const chip = document.createElement('span');
    chip.className = 'offer';
    chip.dataset.index = String(step.index);
    chip.append(dot('black'), document.createTextNode(step.point));
    if (step.point === kept) {
      const mark = document.createElement('span');
      mark.className = 'kept';
      mark.textContent = t('chosenMark');
      chip.append(mark);
    }
    chip.setAttribute('aria-label', stepText(step));
    if (step.index === current) chip.setAttribute('aria-current', 'step');
    li.append(chip);
  }
  return li;
}

export function renderMoves() {
  const s = app.session;
  const list = els['move-list'];
  const steps = s.steps();
  const current = s.viewPly ?? s.ply;
  els['moves-title'].textContent = s.analysis ? t('steps') : t('moves');
  const items = [];
  for (let i = 0; i < steps.length; i++) {
    if (steps[i].kind !== 'offer') {
      items.push(stepItem(steps[i], current));
      continue;
    }
    const offers = [];
    while (i < steps.length && steps[i].kind === 'offer') offers.push(steps[i++]);
    const kept = steps[i]?.kind === 'choose' ? steps[i].point : null;
    i--;
    items.push(offersItem(offers, kept, current));
  }
  if (!items.length) {
    const li = document.createElement('li');
    li.className = 'empty';
    li.textContent = t('noMoves');
    items.push(li);
  }
  list.replaceChildren(...items);
  // Scroll the list only (scrollIntoView would scroll the page too, away from the board on phones).
  const cur = list.querySelector('[aria-current]');
  if (cur && (cur.offsetTop < list.scrollTop || cur.offsetTop + cur.offsetHeight > list.scrollTop + list.clientHeight)) {
    list.scrollTop = cur.offsetTop - list.clientHeight / 2;
  }
  els['btn-first'].disabled = els['btn-back'].disabled = current === 0;
  els['btn-forward'].disabled = els['btn-last'].disabled = current === s.ply;
}

// A step of the move list: short (beside its stone) and in words (for screen readers).
export function stepShort(step) {
  if (step.kind === 'pass') return t('passWord') + (step.offer ? ` ${t('drawMark')}` : '');
  if (step.kind === 'remove') return t('removeStep', step.point);
  if (step.kind === 'offer') return t('offerShort', step.point);
  return step.point + (step.offer ? ` ${t('drawMark')}` : '');
}
export function stepText(step) {
  if (step.text) return step.text;
  if (step.kind === 'remove') return `${step.n}. ${t('removed', step.point)}`;
  return `${step.n}. ${t('placed', step.color, step.point)}`;
}
