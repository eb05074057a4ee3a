// The game and the settings in local storage, under one key for both versions of the saved form
// (fromStored() in record.js reads either).
import { toStored } from './record.js';
import { app, showMessage } from './state.js';
import { t } from './strings.js';

const STORAGE_KEY = 'renju-app:v1';

export function loadStored() {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}

let storageWarned = false;
export function save() {
  if (!app.session) return;
  const s = app.session;
  const record = toStored({ ...s.record, times: app.clock ? app.clock.snapshot() : null }, s.analysis ? s.boardText : s.gameText);
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ record, settings: app.settings }));
  } catch {
    if (!storageWarned) showMessage(() => t('storageFailed'));
    storageWarned = true;
  }
}

/** The settings from storage, each checked, defaults for the rest. */
export function readSettings(stored) {
  const s = stored?.settings && typeof stored.settings === 'object' ? stored.settings : {};
  return {
    theme: ['auto', 'light', 'dark'].includes(s.theme) ? s.theme : 'auto',
    showNumbers: s.showNumbers !== false,
    showForbidden: s.showForbidden !== false,
    showCoordinates: s.showCoordinates !== false,
  };
}
