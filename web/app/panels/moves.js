// The move list: every step, short beside its stone and in words for screen readers, with the
// step being looked at marked; and the buttons that step through it.
import { app, els } from '../state.js';
import { t } from '../strings.js';

export function renderMoves() {
  const s = app.session;
  const list = els['move-list'];
  const steps = s.steps();
  const current = s.viewPly ?? s.ply;
  els['moves-title'].textContent = s.analysis ? t('steps') : t('moves');
  const items = steps.map((step) => {
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
      if (step.color) {
        const dot = document.createElement('span');
        dot.className = `dot ${step.color}`;
        dot.setAttribute('aria-hidden', 'true');
        li.append(dot);
      }
      li.append(document.createTextNode(stepShort(step)));
      li.setAttribute('aria-label', label);
      if (step.kind === 'offer') li.classList.add('offer');
    }
    if (step.index === current) li.setAttribute('aria-current', 'step');
    return li;
  });
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
  if (step.kind === 'choose') return `${step.point} ${t('chosenMark')}`;
  return step.point + (step.offer ? ` ${t('drawMark')}` : '');
}
export function stepText(step) {
  if (step.text) return step.text;
  if (step.kind === 'remove') return `${step.n}. ${t('removed', step.point)}`;
  return `${step.n}. ${t('placed', step.color, step.point)}`;
}
