// The new-game dialog (loaded after the first board): mode, rules, board size, opening rule, the
// bot's level and the human's colour, the clock. What each rule allows comes from the module's facts
// (renju.rules, renju.openingRules): the page only asks.
import { OPENINGS } from '../../renju.js';
// What the page hands this module when it loads it (controls.js): its state and helpers. Importing
// them would put the page's shared code in a chunk of its own, one more request before the first board.
let app, els, t, moduleReason, fillSelect, recordWithDefaults, startSession, normalizeRecord, rulesLine, showMessage, LEVELS, CLOCK_MINUTES, CLOCK_INCREMENTS;

function fillSizes(rule, wanted) {
  const sizes = app.renju.rules[rule].sizes; // the module's facts: the page only asks
  fillSelect(els['sel-size'], sizes, (v) => `${v}×${v}`);
  els['sel-size'].value = String(sizes.includes(wanted) ? wanted : sizes.includes(15) ? 15 : sizes[0]);
  els['sel-size'].disabled = sizes.length < 2;
  els['size-note'].hidden = sizes.length > 1;
  els['size-note'].textContent = t('boardSizeOnly', t(`ruleShort_${rule}`), sizes[0]);
}

// The opening rules the module allows with a rule and board size, and whether each can change the
// players' colours: the module's facts, the page only asks.
function openingsFor(rule, size) {
  const allowed = app.renju.rules[rule].openings[size] ?? [];
  return OPENINGS.map((opening) => ({ opening, allowed: allowed.includes(opening), swaps: app.renju.openingRules[opening].maySwap }));
}

function fillOpenings(rule, size, wanted, { setup, analysis }) {
  const list = openingsFor(rule, size);
  const select = els['sel-opening'];
  fillSelect(select, list.map((o) => o.opening), (v) => t(`opening_${v}`));
  for (const option of select.options) option.disabled = !list.find((o) => o.opening === option.value).allowed;
  const allowed = list.filter((o) => o.allowed).map((o) => o.opening);
  // Analysis is free placement and a set-up position has no opening: the choice does not apply.
  select.disabled = Boolean(setup || analysis);
  select.value = select.disabled ? 'free' : allowed.includes(wanted) ? wanted : 'free';
  const missing = list.filter((o) => !o.allowed).map((o) => t(`opening_${o.opening}`));
  const note = setup ? t('setupNoOpening') : !analysis && missing.length ? t('openingNotHere', missing) : '';
  els['opening-note'].textContent = note;
  els['opening-note'].hidden = !note;
  els['opening-help'].textContent = select.disabled ? '' : t(`openingHelp_${select.value}`);
  els['opening-help'].hidden = select.disabled;
  return list.find((o) => o.opening === select.value);
}

export function setupNewGameForm(page) {
  ({ app, els, t, moduleReason, fillSelect, recordWithDefaults, startSession, normalizeRecord, rulesLine, showMessage, LEVELS, CLOCK_MINUTES, CLOCK_INCREMENTS } = page);
  const form = els['form-new'];
  form.addEventListener('change', updateNewGameForm);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    startFromForm();
  });
  els['btn-new-cancel'].addEventListener('click', () => els['dlg-new'].close());
  els['dlg-new'].addEventListener('close', () => { app.pendingSetup = null; });
}

export function updateNewGameForm() {
  const form = els['form-new'];
  const botOk = Boolean(app.bot?.available);
  const botInput = form.querySelector('input[name="mode"][value="bot"]');
  botInput.disabled = !botOk;
  els['bot-note'].hidden = botOk;
  els['bot-note'].textContent = app.bot?.status === 'starting' ? t('loading') : t('botUnavailable');
  if (!botOk && botInput.checked) form.querySelector('input[name="mode"][value="two"]').checked = true;
  els['mode-analysis-choice'].hidden = Boolean(app.pendingSetup);
  const mode = form.elements.mode.value;
  els['bot-options'].disabled = mode !== 'bot';
  const rule = form.elements.rule.value;
  fillSizes(rule, Number(els['sel-size'].value));
  const opening = fillOpenings(rule, Number(els['sel-size'].value), els['sel-opening'].value,
    { setup: app.pendingSetup, analysis: mode === 'analysis' });
  els['human-label'].textContent = opening?.swaps ? t('yourStartColor') : t('yourColor');
  els['forbidden-options'].disabled = rule !== 'renju' || mode === 'analysis';
  els['clock-options'].disabled = mode === 'analysis';
  els['sel-increment'].disabled = els['sel-minutes'].value === '0' || mode === 'analysis';
}

// The lists whose words are the page's language (filled again on each opening: it may have changed).
function fillLists() {
  fillSelect(els['sel-human'], ['black', 'white', 'random'], (v) => t(v));
  fillSelect(els['sel-level'], LEVELS, (v) => t('levelName', v));
  fillSelect(els['sel-minutes'], [0, ...CLOCK_MINUTES], (v) => (v ? t('clockMinutes', v) : t('clockNone')));
  fillSelect(els['sel-increment'], CLOCK_INCREMENTS, (v) => t('incrementSeconds', v));
}

export function openNewGame(setup = null) {
  const r = app.session.record;
  const form = els['form-new'];
  fillLists();
  form.elements.mode.value = setup && r.mode === 'analysis' ? 'two' : r.mode;
  form.elements.rule.value = r.rule;
  fillSizes(r.rule, r.size);
  fillSelect(els['sel-opening'], OPENINGS, String);
  els['sel-opening'].value = r.opening;
  form.elements.forbidden.value = r.forbidden;
  els['sel-human'].value = r.human;
  els['sel-level'].value = String(r.level);
  els['sel-minutes'].value = String(r.clock?.minutes ?? 0);
  els['sel-increment'].value = String(r.clock?.increment ?? 0);
  app.pendingSetup = setup;
  els['from-position-note'].hidden = !setup;
  els['from-position-note'].textContent = setup ? t('playFromHere') : '';
  if (setup) {
    // The rule stays the analysis board's: its stones were judged under it.
    for (const input of form.querySelectorAll('input[name="rule"]')) input.disabled = input.value !== r.rule;
  } else {
    for (const input of form.querySelectorAll('input[name="rule"]')) input.disabled = false;
  }
  updateNewGameForm();
  els['dlg-new'].showModal();
}

function startFromForm() {
  const f = els['form-new'].elements;
  const setup = app.pendingSetup;
  const mode = f.mode.value;
  const minutes = Number(els['sel-minutes'].value);
  let human = els['sel-human'].value;
  if (human === 'random') human = Math.random() < 0.5 ? 'black' : 'white';
  const record = recordWithDefaults({
    mode,
    rule: f.rule.value,
    size: Number(els['sel-size'].value),
    opening: setup || mode === 'analysis' ? 'free' : els['sel-opening'].value,
    forbidden: f.forbidden.value,
    human,
    level: Number(els['sel-level'].value),
    clock: minutes && mode !== 'analysis' ? { minutes, increment: Number(els['sel-increment'].value) } : null,
    setup,
    place: 'alternate',
  });
  try {
    startSession(normalizeRecord(record), { announceText: t('newGameAnnounce', { rules: rulesLine(record) }) });
    showMessage('');
    els['dlg-new'].close();
  } catch (e) {
    showMessage(() => t('error', moduleReason(e)));
    els['dlg-new'].close();
  }
}
