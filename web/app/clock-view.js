// The clocks on the page: which side's clock runs, the ticking display, and a flag fall reported to
// the module (game.timeout), which decides the result.
import { formatTime } from './clock.js';
import { cancelBot } from './bot-play.js';
import { handle } from './game-flow.js';
import { app, els } from './state.js';
import { t } from './strings.js';

// The clock keeps each player's time under the colour that player started with, so a swap in the
// opening does not hand one player's time to the other.
export function syncClock(moved) {
  const clock = app.clock;
  const s = app.session;
  if (!clock) return;
  // While white's claim of a forbidden move is being made and ruled on, no clock runs (RIF: the
  // clocks are stopped while a claim is settled).
  if (s.analysis || s.over || !s.started || s.claimArmed) clock.stop();
  else clock.run(s.startColorOf(s.turn.player), moved);
  clearInterval(app.clockTimer);
  if (clock.running) app.clockTimer = setInterval(tickClock, 200);
  renderClocks();
}

function tickClock() {
  const flagged = app.clock?.flagged();
  if (flagged && !app.session.over) {
    cancelBot();
    const s = app.session;
    handle(s.timeout(s.colorOf(s.playerStartingAs(flagged))), { moved: false });
    return;
  }
  renderClocks();
}

export function renderClocks() {
  const clock = app.clock;
  els.clocks.hidden = !clock;
  if (!clock) return;
  const s = app.session;
  for (const slot of ['black', 'white']) {
    const ms = clock.remaining(slot);
    const box = els[`clock-${slot}-box`];
    const player = s.playerStartingAs(slot);
    const color = s.analysis ? slot : s.colorOf(player);
    els[`clock-${slot}`].textContent = formatTime(ms);
    box.querySelector('.dot').className = `dot ${color}`;
    box.classList.toggle('running', clock.running === slot);
    box.classList.toggle('low', ms < 10000);
    box.setAttribute('aria-label', s.playersMatter ? t('timeLeftWho', s.who(player), formatTime(ms)) : t('timeLeft', color, formatTime(ms)));
  }
}
