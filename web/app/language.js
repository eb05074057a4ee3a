// The play page's language: the reader's choice (shared with the site's other pages), else the
// browser's; its tables are loaded before the page's text is first set, switched from the settings,
// and fetched again once the service worker controls the page so that they are cached for offline use.
import { browserLanguage, chooseLanguage, chosenLanguage, pageLanguage, setDocumentLanguage } from '../i18n/lang.js';
import { tableUrls } from '../i18n/source.js';
import { applyStrings, currentLanguage, loadLanguage } from './strings.js';
import { rewordMessage } from './state.js';

// The tables a language needs here (English: only app, its phrases are built in).
const AREAS = ['app', 'phrases'];

/** Loads the page's language before its first text: resolves to the language in use. */
export async function startLanguage() {
  let lang = 'en';
  try {
    lang = await loadLanguage(pageLanguage());
  } catch {
    // English is precached with the page; were even it missing, the page still works (keys as text).
    lang = await loadLanguage('en').catch(() => 'en');
  }
  setDocumentLanguage(lang);
  return lang;
}

/** What the language menu shows: 'auto' (follow the browser) or the chosen language. */
export function languageChoice() {
  return chosenLanguage() ?? 'auto';
}

/**
 * Switches to `choice` ('auto' or a language), remembers it and sets the page's text again
 * (`refresh` redraws what is not data-t text). Resolves to false when the tables cannot be loaded
 * (offline, never fetched): nothing changes then.
 */
export async function changeLanguage(choice, refresh) {
  const lang = choice === 'auto' ? browserLanguage() : choice;
  try {
    await loadLanguage(lang);
  } catch {
    return false;
  }
  chooseLanguage(choice === 'auto' ? null : lang);
  setDocumentLanguage(lang);
  applyStrings(document);
  rewordMessage();
  refresh?.();
  keepForOffline();
  return true;
}

/** Fetches the language's tables through the service worker (which keeps what it serves). */
export function keepForOffline() {
  const sw = globalThis.navigator?.serviceWorker;
  if (!sw?.controller) return;
  const lang = currentLanguage();
  for (const url of tableUrls(lang === 'en' ? ['app'] : AREAS, lang)) fetch(url).catch(() => {});
}
