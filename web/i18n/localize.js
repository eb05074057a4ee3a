// Text in several languages inside data (lessons, the course list): wherever a string is shown to a
// reader, the data may give an object keyed by language tag instead,
//   "title": {"en": "A double three", "ru": "Вилка 3×3", "ja": "三々", "zh-Hans": "三三禁手", "zh-Hant": "三三禁手"}
//   "text": {"en": ["First paragraph.", "Second."], "ru": ["…", "…"]}
// and a plain string is in the data's own `lang` (English when it says none). The reader's language
// is picked, else the other Chinese script, else English, else the first the data has: a lesson in
// one language only still shows, in that language.
import { supported } from './lang.js';

const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const isText = (v) => typeof v === 'string' || (Array.isArray(v) && v.every((p) => typeof p === 'string'));

/** Whether `value` is text in several languages: an object whose keys are all language tags. */
export function isLocalized(value) {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((k) => TAG.test(k) && isText(value[k]));
}

/** The languages of a localized value, as the site names them (unknown tags as written). */
export function languagesOf(value) {
  return isLocalized(value) ? Object.keys(value).map((k) => supported(k) ?? k) : [];
}

const NEAR = { 'zh-Hant': ['zh-Hans'], 'zh-Hans': ['zh-Hant'] };

/** {text, lang} of `value` for a reader of `lang`; a plain value is in `own` (the data's language). */
export function pick(value, lang, own = 'en') {
  if (!isLocalized(value)) return { text: value, lang: own };
  const byLang = new Map();
  for (const [key, text] of Object.entries(value)) {
    const site = supported(key) ?? key;
    if (!byLang.has(site) || key === site) byLang.set(site, text);
  }
  for (const want of [lang, ...(NEAR[lang] ?? []), 'en']) if (byLang.has(want)) return { text: byLang.get(want), lang: want };
  const [first] = byLang;
  return { text: first[1], lang: first[0] };
}

/**
 * A copy of `data` (a lesson, the course) with every localized value replaced by its text for `lang`.
 * `lang` on the copy is the language its title (else its first localized text) is shown in.
 */
export function localize(data, lang) {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return data;
  const own = supported(data.lang) ?? (typeof data.lang === 'string' && data.lang ? data.lang : 'en');
  let first = null;
  const walk = (v) => {
    if (isLocalized(v)) {
      const p = pick(v, lang, own);
      first ??= p.lang;
      return p.text;
    }
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, walk(x)]));
    return v;
  };
  const out = walk(data);
  out.lang = isLocalized(data.title) ? pick(data.title, lang, own).lang : typeof data.title === 'string' ? own : first ?? own;
  return out;
}
