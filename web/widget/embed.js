// embed.html: the same <renju-board> from URL parameters, for sites that only allow an <iframe>.
// Every parameter is set as an attribute (text), never as markup.
import '../renju-board.js';

const ATTRIBUTES = ['moves', 'stones', 'to-move', 'rule', 'size', 'mode', 'marks', 'show-forbidden', 'numbers',
  'coordinates', 'theme', 'bot', 'label'];

const params = new URLSearchParams(location.search);
const board = document.createElement('renju-board');
for (const name of ATTRIBUTES) {
  if (params.has(name)) board.setAttribute(name, params.get(name));
}
if (params.get('theme') === 'dark') document.documentElement.style.colorScheme = 'dark';
document.body.append(board);
