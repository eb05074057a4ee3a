// embed.html (the board in an iframe), in English (built in; other languages: ../<lang>/embed.json).
// The board's own text is the widget table's.
export default {
  'page.title': 'Renju board',
};
