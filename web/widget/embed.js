// embed.html: the same <renju-board> from URL parameters, for sites that only allow an <iframe>.
// Every parameter is set as an attribute (text), never as markup.
import '../renju-board.js';
import { supported } from '../i18n/lang.js';
import { startPageText } from '../i18n/text.js';
import en from '../i18n/en/embed.js';

const ATTRIBUTES = ['moves', 'stones', 'to-move', 'rule', 'size', 'mode', 'marks', 'show-forbidden', 'numbers',
  'coordinates', 'theme', 'bot', 'label'];

const params = new URLSearchParams(location.search);
// The language: the `lang` parameter (the embedding page's), else the reader's choice or the browser's.
// <html lang> is set, and the board follows it.
await startPageText('embed', en, supported(params.get('lang')) ? { lang: supported(params.get('lang')) } : {});
const board = document.createElement('renju-board');
for (const name of ATTRIBUTES) {
  if (params.has(name)) board.setAttribute(name, params.get(name));
}
if (params.get('theme') === 'dark') document.documentElement.style.colorScheme = 'dark';
document.body.append(board);
