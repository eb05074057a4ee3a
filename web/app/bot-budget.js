// The bot's time budget for a turn: the one place the page asks for it. The level sets the budget
// (level 5: a second) unless a clock runs; then the module's time manager (the bot's own, which
// pbrain-renju uses too) plans the move from the clock's time left, at most a second.

/** The longest the bot thinks on a move with a clock running: level 5's own budget. */
export const BOT_TURN_CAP_MS = 1000;

/**
 * Milliseconds for the bot's next turn, or 0 for the level's own budget. `renju`: the loaded module;
 * `remainingMs`: the bot's clock, or null; `stones` and `size`: the board, for the moves still to come.
 */
export function botBudgetMs({ renju = null, remainingMs = null, stones = 0, size = 15 } = {}) {
  if (remainingMs === null || !Number.isFinite(remainingMs) || !renju) return 0;
  const plan = renju.planMoveTime({
    turnMs: BOT_TURN_CAP_MS,
    leftMs: Math.max(0, Math.floor(remainingMs)),
    moveNumber: stones,
    emptyPoints: Math.max(0, size * size - stones),
  });
  return plan.timeMs;
}
