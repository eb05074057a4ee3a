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

/**
 * Shows a message: a text, or a function that words it (called again in the new language when the
 * reader switches; a plain text, worded once, is taken down then rather than left in the old one).
 */
export function showMessage(text) {
  messageAgain = typeof text === 'function' ? text : null;
  app.message = (messageAgain ? messageAgain() : text) || '';
  els.message.textContent = app.message;
  els.message.hidden = !app.message;
}
let messageAgain = null;

/** After a language switch: the message in the new language, or none. */
export function rewordMessage() {
  showMessage(messageAgain ?? '');
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
