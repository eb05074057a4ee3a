// Where the tables come from: web/i18n/<lang>/<area>.json, fetched once each (English is built into
// the pages' code, except the play page's own table: the build writes en/app.json for it). The folder is found from this file's own URL; the
// build rewrites that base for each bundle (scripts/build-web.mjs), and the single-file build
// replaces this whole file with one that holds every table (a page opened from disk cannot fetch).
import { LANGUAGES } from './lang.js';

export const I18N_BASE = new URL('./', import.meta.url);

const tables = new Map();

/** The table of `area` ('app', 'phrases', …) in `lang`: a promise of {key: message}. */
export function loadTable(area, lang) {
  if (!LANGUAGES.includes(lang)) return Promise.reject(new Error(`no table to load for ${JSON.stringify(lang)}`));
  const url = new URL(`${lang}/${area}.json`, I18N_BASE).href;
  if (!tables.has(url)) {
    const loading = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${area} table for ${lang}: HTTP ${response.status}`);
      return response.json();
    }).then((table) => {
      if (!table || typeof table !== 'object' || Array.isArray(table)) throw new Error(`${area} table for ${lang} is not an object`);
      return table;
    });
    // A failed load (offline, say) is tried again next time.
    loading.catch(() => tables.delete(url));
    tables.set(url, loading);
  }
  return tables.get(url);
}

/** The URLs of a language's tables, for the service worker to keep. */
export function tableUrls(areas, lang) {
  return areas.map((area) => new URL(`${lang}/${area}.json`, I18N_BASE).href);
}
