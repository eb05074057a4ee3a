// What was wrong, for an error of the module's (a RenjuError with its code) or of a worker that
// runs it, in the reader's language: every page and element words it with the shared phrase
// 'reason' (web/i18n/<lang>/phrases), chosen by the error's code, with the token or point its
// message quotes (data, not words). In English the module's own message says most ("at offset 6
// has no row number") and is shown instead. Never the module's English words in another language.

// The codes the phrase words; any other is 'other'. LOAD_FAILED, NO_ENGINE, BUSY and DISPOSED are
// the loader's and the JS layer's; WORKER_FAILED is a worker that stopped (lib/bot-client.js),
// IMAGE_FAILED a picture the browser could not draw (lib/board-image.js).
export const REASONS = new Set(['OFF_BOARD', 'BAD_CODE', 'BAD_ARGUMENT', 'OCCUPIED', 'GAME_OVER', 'PASS_TOO_EARLY', 'FORBIDDEN', 'WRONG_PHASE',
  'NOT_YOUR_TURN', 'OUTSIDE_ZONE', 'SYMMETRIC_OFFER', 'NOT_OFFERED', 'BAD_RECORD', 'BAD_CLAIM', 'NO_DRAW_OFFER', 'NOTHING_TO_UNDO', 'NOTHING_TO_REDO',
  'LOAD_FAILED', 'NO_ENGINE', 'BUSY', 'DISPOSED', 'WORKER_FAILED', 'IMAGE_FAILED']);

/** The phrase 'reason''s arguments for an error: {reason, token, point}. */
export function reasonParams(e) {
  const message = e?.message ?? String(e);
  const token = /"((?:[^"\\]|\\.)*)"/.exec(message)?.[1];
  const point = /\b([A-Oa-o](?:1[0-9]|[1-9]))\b/.exec(message)?.[1]?.toUpperCase();
  let reason = REASONS.has(e?.code) ? e.code : 'other';
  if (['OFF_BOARD', 'BAD_CODE', 'BAD_ARGUMENT'].includes(reason) && token === undefined) reason = 'unreadable';
  if (['OCCUPIED', 'FORBIDDEN', 'OUTSIDE_ZONE', 'NOT_OFFERED', 'SYMMETRIC_OFFER'].includes(reason) && !point) reason = `${reason}_`;
  return { reason, token: token === undefined ? '' : JSON.stringify(token), point: point ?? '' };
}

/**
 * The reason for `e` in `lang`: its own message in English, else `phrase('reason', ...)` of that
 * language's phrases (lib/phrases.js: the page's `phrase`, or an element's `text.phrases.phrase`).
 */
export function reasonText(e, lang, phrase) {
  if (lang === 'en') return String(e?.message ?? e);
  return phrase('reason', reasonParams(e));
}
