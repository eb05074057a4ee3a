// A two-sided game clock: time left per side, the running side's time counting down. The page
// asks it each tick; when the running side reaches zero the page reports it to the module
// (game.timeout), which decides the result.

export class Clock {
  constructor({ minutes, increment }, times = null, now = () => performance.now()) {
    this.increment = increment * 1000;
    this.left = times ? { ...times } : { black: minutes * 60000, white: minutes * 60000 };
    this.running = null;
    this.since = 0;
    this.now = now;
  }

  /** Time left for `color` in ms, counting the running side's current turn. */
  remaining(color) {
    const base = this.left[color];
    return this.running === color ? Math.max(0, base - (this.now() - this.since)) : base;
  }

  #settle() {
    if (this.running) this.left[this.running] = this.remaining(this.running);
  }

  /** Runs `color`'s clock (null stops both). `moved`: the other side just moved and gets the increment. */
  run(color, moved = false) {
    if (color === this.running) return;
    this.#settle();
    if (moved && this.running && this.running !== color) this.left[this.running] += this.increment;
    this.running = color;
    this.since = this.now();
  }

  stop() {
    this.run(null);
  }

  /** The side whose time is up, or null. */
  flagged() {
    return this.running && this.remaining(this.running) <= 0 ? this.running : null;
  }

  /** Times to save: the current values. */
  snapshot() {
    return { black: Math.round(this.remaining('black')), white: Math.round(this.remaining('white')) };
  }
}

/** "9:59", "0:05.3" under ten seconds. */
export function formatTime(ms) {
  const total = Math.max(0, ms);
  if (total < 10000) return `0:0${(Math.floor(total / 100) / 10).toFixed(1)}`;
  const s = Math.ceil(total / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
