// The play page's state, shared by its modules: the one `app` object (tests and the console read it
// as window.renjuApp), element lookup by id, and the message and announcement lines.
export const $ = (id) => document.getElementById(id);
export const els = new Proxy({}, { get: (cache, id) => cache[id] ?? (cache[id] = $(id)) });

export const app = {
  renju: null,
  session: null,
  view: null,
  clock: null,
  bot: null,
  files: null, // the files module (variation trees), once loaded
  botThinking: false,
  botDepth: 0,
  settings: { theme: 'auto', showNumbers: true, showForbidden: true, showCoordinates: true },
  message: '',
  pendingSetup: null, // analysis position a new game will start from
  forbiddenNow: [],
  clockTimer: 0,
};

export function showMessage(text) {
  app.message = text || '';
  els.message.textContent = app.message;
  els.message.hidden = !app.message;
}

let announceToggle = false;
export function announce(text) {
  if (!text) return;
  // Alternating a trailing space makes screen readers read a repeated text again.
  announceToggle = !announceToggle;
  els.announcer.textContent = text + (announceToggle ? '' : '\u00a0');
}

/** The status line's text (before a session exists). */
export function status(text) {
  els.status.textContent = text;
}
