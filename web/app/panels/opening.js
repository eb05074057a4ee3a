// The opening panel: the opening rule, the standard opening the first three stones form, who holds
// which colour, and the controls for the decisions that are not stones (swap, declaration,
// Taraguchi-10's fifth move).
import { fillSelect } from '../dom.js';
import { app, els } from '../state.js';
import { t } from '../strings.js';

function playerChip(s, player) {
  const chip = document.createElement('span');
  chip.className = 'player';
  const color = s.colorOf(player);
  const dot = document.createElement('span');
  dot.className = `dot ${color}`;
  dot.setAttribute('aria-hidden', 'true');
  const who = s.who(player, color);
  const name = { first: t('firstPlayer'), second: t('secondPlayer'), you: t('you'), bot: t('theBot') }[who.role];
  chip.append(dot, document.createTextNode(`${name}: ${t(color)}`));
  if (!s.over && s.turn.player === player) chip.classList.add('acting');
  return chip;
}

// The opening: its rule, the standard opening the first three stones form, who holds which colour,
// and the controls for the decisions that are not stones (swap, declaration, Taraguchi's fifth move).
export function renderOpening() {
  const s = app.session;
  const panel = els['opening-panel'];
  if (s.analysis) {
    panel.hidden = true;
    return;
  }
  const opening = s.opening;
  const rule = s.record.setup ? null : opening.rule;
  const named = opening.standardOpening;
  const lines = [];
  if (rule && rule !== 'free') lines.push(`${t('opening')}: ${t(`opening_${rule}`)}`);
  els['opening-rule'].textContent = lines.join('');
  els['opening-rule'].hidden = !lines.length;
  els['standard-opening'].textContent = named ? `${t('standardOpening')}: ${named.label}` : '';
  els['standard-opening'].hidden = !named;
  const players = s.playersMatter || s.mode === 'bot';
  els['players-line'].hidden = !players;
  if (players) els['players-line'].replaceChildren(playerChip(s, 'first'), playerChip(s, 'second'));

  const turn = s.turn;
  const live = !s.over && !s.viewing && !(s.mode === 'bot' && s.botToMove);
  const a = live ? turn.actions : [];
  const swap = a.includes('swap');
  const declare = a.includes('declare');
  const fifth = a.includes('move') && a.includes('offer') && turn.offered === 0;
  els['swap-buttons'].hidden = !swap;
  if (swap) {
    els['btn-stay'].textContent = t('swapStay', turn.color);
    els['btn-swap'].textContent = t('swapSwap', turn.color === 'black' ? 'white' : 'black');
    els['btn-place-two'].hidden = !turn.placeTwo;
  }
  els['declare-box'].hidden = !declare;
  if (declare) {
    const max = turn.declareMax;
    if (els['sel-declare'].options.length !== max) {
      fillSelect(els['sel-declare'], Array.from({ length: max }, (_, i) => i + 1), String);
      els['sel-declare'].value = String(Math.min(2, max));
    }
  }
  els['fifth-mode'].hidden = !fifth;
  if (fifth) {
    els['fifth-offer-label'].textContent = t('fifthOffer', turn.offerCount);
    for (const input of document.querySelectorAll('input[name="fifth"]')) input.checked = input.value === s.fifthMode;
  }
  const deciding = swap || declare || fifth;
  els.decision.hidden = !deciding;
  panel.hidden = !(lines.length || named || players || deciding);

  // Keyboard players: a decision that appears takes the focus from the board (where it cannot be
  // made), and the board takes it back when the decision's controls go away. Pointer and touch
  // players keep their focus (and their scroll position).
  const kind = swap ? 'swap' : declare ? 'declare' : null;
  const active = document.activeElement;
  const keyboard = active?.matches(':focus-visible');
  if (kind && kind !== app.decisionShown && active === app.view.svg && keyboard) {
    (swap ? els['btn-stay'] : els['sel-declare']).focus();
  } else if (!kind && app.decisionShown && els.decision.contains(active) && keyboard && app.view.config.interactive) {
    app.view.svg.focus();
  }
  app.decisionShown = kind;
}
