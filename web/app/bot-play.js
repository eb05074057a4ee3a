// Playing against the bot: the worker's client (lib/bot-client.js, the protocol in lib/bot-worker.js),
// asking for the bot's turn when it is due, and interrupting it.
import { BotClient } from '../lib/bot-client.js';
import { botBudgetMs } from './bot-budget.js';
import { handle, startSession } from './game-flow.js';
import { createBotWorker, engineModule } from './platform.js';
import { render, renderStatus } from './render.js';
import { app, showMessage } from './state.js';
import { moduleReason, t } from './strings.js';

export function startBot() {
  if (!app.renju) return;
  // The worker needs the engine: the page's own module is the rules-only one unless it has it.
  app.bot = new BotClient(createBotWorker, app.renju.hasEngine ? app.renju.wasmModule : engineModule());
  app.bot.ready.then(() => {
    render();
    if (!app.bot.available && app.session?.mode === 'bot') {
      // A saved or shared game against the bot, in a version without one: play it as two players.
      const record = { ...app.session.record, mode: 'two' };
      try {
        startSession(record);
        showMessage(() => t('botUnavailableShared'));
      } catch (e) {
        showMessage(() => t('error', moduleReason(e)));
      }
    }
    maybeBot();
  });
}

// The budget for the bot's turn: its clock's time left when there is a clock.
function botTimeMs() {
  const s = app.session;
  return botBudgetMs({
    renju: app.renju,
    remainingMs: app.clock ? app.clock.remaining(s.startColorOf(s.botPlayer)) : null,
    stones: s.target.stones.length,
    size: s.record.size,
  });
}

export function maybeBot() {
  const s = app.session;
  if (!s || !s.botToMove || app.botThinking || !app.bot?.available) return;
  // A tournament game: before its move the bot claims what it may (black's forbidden stone).
  const claimed = s.botClaims();
  if (claimed) {
    handle(claimed);
    return;
  }
  app.botThinking = true;
  app.botDepth = 0;
  render();
  // The game goes to the worker as the module's full record of the line played: the bot sees the
  // opening as it stands (and no variations, which the worker's module does not read).
  const request = {
    game: s.lineText,
    level: s.record.level,
    timeMs: botTimeMs(),
    seed: (Math.random() * 2 ** 31) | 0,
  };
  app.bot.turn(request, (progress) => {
    app.botDepth = progress.depth ?? 0;
    renderStatus();
  }).then((answer) => {
    if (app.session !== s) return;
    app.botThinking = false;
    handle(s.botAct(answer.action));
  }).catch((e) => {
    if (e?.name === 'AbortError') return;
    app.botThinking = false;
    showMessage(() => t('botFailed', moduleReason(e)));
    render();
  });
}

export function cancelBot() {
  if (!app.botThinking) return;
  app.botThinking = false;
  app.bot?.cancel();
}
