// The bot's time budget for a turn: the one place the page asks for it. The level sets the budget
// (level 5: a second) unless a clock runs; then at most a small share of what is left. Issue 13 moves
// the time manager into the core's bot; this function will then ask the module instead.

/** Milliseconds for the bot's next turn, or 0 for the level's own budget. `remainingMs`: the bot's clock, or null. */
export function botBudgetMs({ remainingMs = null } = {}) {
  if (remainingMs === null) return 0;
  return Math.round(Math.max(100, Math.min(1000, remainingMs / 20)));
}
