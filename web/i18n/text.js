// Text for the site's pages other than the play page (the lessons, the widget docs, the embed) and
// for the embedded elements (<renju-board>, <renju-lesson>): each asks for its area's table in its
// language (English is built in, `en/<area>.js`; another language is fetched once, with the shared
// phrases) and gets a `t(key, params)` over it; missing keys fall back to English.
//
// In a page's HTML, `data-t="key"` replaces an element's text. When the element holds markup (a
// <code>, a link), the message says where each child element goes with {0}, {1}, … (in the order
// of the English HTML): the children are kept as they are (their own data-t applies to them) and
// only the text around them is the message's, so markup is never built from a table's text.
// `data-t-label`, `data-t-title`, `data-t-placeholder` and `data-t-content` set those attributes.
import { format } from './format.js';
import { LANGUAGES, LANGUAGE_NAMES, chooseLanguage, chosenLanguage, pageLanguage, setDocumentLanguage, supported } from './lang.js';
import { loadTable } from './source.js';
import { phrasesFor } from '../lib/phrases.js';

/** A `t(key, params)` over `table` (keys missing there come from `en`; an unknown key is itself). */
export function translator(en, table, lang = 'en') {
  const merged = table ? { ...en, ...table } : en;
  const t = (key, params = {}) => {
    const message = merged[key] ?? en[key];
    return message === undefined ? key : format(message, params, lang);
  };
  t.lang = lang;
  return t;
}

const loading = new Map();

/**
 * The text of `area` in `lang`: a promise of {lang, t, phrases} (phrases: lib/phrases.js's functions
 * in that language). `en` is the area's English table. English when the table cannot be loaded.
 */
export function textFor(area, en, lang) {
  const want = supported(lang) ?? 'en';
  const key = `${area}:${want}`;
  if (!loading.has(key)) {
    const english = { lang: 'en', t: translator(en, null, 'en'), phrases: phrasesFor(null, 'en') };
    const promise = want === 'en' ? Promise.resolve(english)
      : Promise.all([loadTable(area, want), loadTable('phrases', want)]).then(([table, phrases]) => ({
        lang: want, t: translator(en, table, want), phrases: phrasesFor(phrases, want),
      }), () => {
        loading.delete(key); // tried again next time (offline now, say)
        return english;
      });
    loading.set(key, promise);
  }
  return loading.get(key);
}

/** The English text of `area` at once (before a table has loaded). */
export function englishText(en) {
  return { lang: 'en', t: translator(en, null, 'en'), phrases: phrasesFor(null, 'en') };
}

const MARK = (i) => `\uE000${i}\uE001`;
const kept = new WeakMap();

/** Sets the text of `node` to message `key`, keeping its child elements where the message puts {0}, {1}, …. */
function setText(node, t, key) {
  if (!kept.has(node)) kept.set(node, [...node.children]);
  const children = kept.get(node);
  if (!children.length) {
    node.textContent = t(key);
    return;
  }
  const text = t(key, Object.fromEntries(children.map((_, i) => [i, MARK(i)])));
  const parts = text.split(/\uE000(\d+)\uE001/);
  const out = [];
  parts.forEach((part, i) => {
    if (i % 2 === 0) {
      if (part) out.push(document.createTextNode(part));
    } else if (children[Number(part)]) out.push(children[Number(part)]);
  });
  node.replaceChildren(...out);
}

/** Applies data-t / data-t-label / data-t-title / data-t-placeholder / data-t-content under `root`. */
export function applyText(root, t) {
  for (const node of root.querySelectorAll('[data-t]')) setText(node, t, node.dataset.t);
  for (const node of root.querySelectorAll('[data-t-label]')) node.setAttribute('aria-label', t(node.dataset.tLabel));
  for (const node of root.querySelectorAll('[data-t-title]')) node.title = t(node.dataset.tTitle);
  for (const node of root.querySelectorAll('[data-t-placeholder]')) node.placeholder = t(node.dataset.tPlaceholder);
  for (const node of root.querySelectorAll('[data-t-content]')) node.setAttribute('content', t(node.dataset.tContent));
}

/**
 * A page's text: loads `area` in `lang` (default: the reader's choice, else the browser's), sets
 * <html lang> (embedded elements follow it) and the page's data-t text. Resolves to {lang, t, phrases}.
 */
export async function startPageText(area, en, { lang = pageLanguage(), doc = document } = {}) {
  const text = await textFor(area, en, lang);
  setDocumentLanguage(text.lang, doc);
  applyText(doc, text.t);
  if (doc.title !== undefined && text.t('page.title') !== 'page.title') doc.title = text.t('page.title');
  return text;
}

/**
 * Fills a <select> with the site's languages (each in itself) and "the browser's" first; choosing one
 * remembers it for every page of the site and calls `onChange(lang)` with the language now in use.
 */
export function languageMenu(select, t, onChange) {
  const chosen = chosenLanguage();
  const auto = document.createElement('option');
  auto.value = 'auto';
  auto.textContent = t('language.auto');
  select.replaceChildren(auto, ...LANGUAGES.map((lang) => {
    const o = document.createElement('option');
    o.value = lang;
    o.lang = lang;
    o.textContent = LANGUAGE_NAMES[lang];
    return o;
  }));
  select.value = chosen ?? 'auto';
  select.addEventListener('change', () => {
    chooseLanguage(select.value === 'auto' ? null : select.value);
    onChange?.(pageLanguage());
  });
}

/**
 * Calls `callback` whenever <html lang> changes (a page switching its language after its elements
 * drew). One observer per document, shared by every element.
 */
const watchers = new Set();
let observer = null;
export function onDocumentLanguage(callback) {
  watchers.add(callback);
  if (!observer && globalThis.MutationObserver && globalThis.document) {
    observer = new MutationObserver(() => { for (const w of watchers) w(); });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] });
  }
  return () => watchers.delete(callback);
}
