// Which language a page speaks: the one the reader chose (kept in local storage, shared by every page
// of the site), else the first of the browser's languages (navigator.languages) that the site has,
// else English. Tags are the site's own: en, ru, ja, zh-Hans (mainland, Simplified) and zh-Hant
// (Taiwan and Hong Kong, Traditional); any BCP 47 tag maps to one of them or to none.

export const LANGUAGES = ['en', 'ru', 'ja', 'zh-Hans', 'zh-Hant'];
/** Each language's name in itself, for the language menus (the same in every table). */
export const LANGUAGE_NAMES = { en: 'English', ru: 'Русский', ja: '日本語', 'zh-Hans': '简体中文', 'zh-Hant': '繁體中文' };

const STORAGE_KEY = 'renju-lang';

/** The site's language for a BCP 47 tag ('ru-RU' → 'ru', 'zh-TW' → 'zh-Hant'), or null. */
export function supported(tag) {
  if (typeof tag !== 'string' || !tag) return null;
  const parts = tag.trim().replace(/_/g, '-').split('-').filter(Boolean);
  const base = parts[0]?.toLowerCase();
  if (base === 'zh') {
    const rest = parts.slice(1).map((p) => p.toLowerCase());
    if (rest.includes('hant')) return 'zh-Hant';
    if (rest.includes('hans')) return 'zh-Hans';
    // Without a script: Taiwan, Hong Kong and Macau write Traditional characters.
    if (rest.some((p) => ['tw', 'hk', 'mo'].includes(p))) return 'zh-Hant';
    return 'zh-Hans';
  }
  return LANGUAGES.includes(base) ? base : null;
}

/** The first of `tags` (the browser's languages, in preference order) the site has, else 'en'. */
export function pickLanguage(tags) {
  for (const tag of tags ?? []) {
    const lang = supported(tag);
    if (lang) return lang;
  }
  return 'en';
}

/** The language the reader chose on any page of the site, or null. */
export function chosenLanguage() {
  try {
    return supported(localStorage.getItem(STORAGE_KEY));
  } catch {
    return null;
  }
}

/** Remembers the reader's choice (null forgets it: the browser's languages apply again). */
export function chooseLanguage(lang) {
  try {
    if (lang) localStorage.setItem(STORAGE_KEY, supported(lang) ?? 'en');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // without storage the choice lasts for the visit
  }
}

/** The browser's preferred language among the site's. */
export function browserLanguage() {
  const nav = globalThis.navigator;
  return pickLanguage(nav?.languages?.length ? nav.languages : [nav?.language]);
}

/** The language a page of the site speaks: the reader's choice, else the browser's. */
export function pageLanguage() {
  return chosenLanguage() ?? browserLanguage();
}

/** Sets <html lang> (which also picks Japanese or Chinese glyphs in CJK fonts). */
export function setDocumentLanguage(lang, doc = globalThis.document) {
  if (doc?.documentElement) doc.documentElement.lang = lang;
}

/**
 * The language of an element (a <renju-board>, a <renju-lesson>): its own `lang` attribute, else the
 * nearest one around it (the page's <html lang> in the end; through a shadow root to its host);
 * English when the site does not have that language.
 */
export function elementLanguage(element) {
  let node = element;
  while (node) {
    const tagged = node.closest?.('[lang]');
    if (tagged) return supported(tagged.getAttribute('lang')) ?? 'en';
    node = node.getRootNode?.()?.host ?? null;
  }
  return supported(element.ownerDocument?.documentElement?.getAttribute('lang')) ?? 'en';
}
