// The record-file reader's Web Worker (the play page's "Open file", web/app/dialogs/open-file.js):
// a big file (a 10 MB game database, a large RenLib library) is read off the page's thread, so the
// page neither hangs nor freezes while the files module replays every move by the rules. Built as
// dist/renju-files-worker.js beside renju-files.js, which it imports (the same module the page loads).
//
// Protocol (plain objects):
//   page -> worker  {type: 'read', id, bytes (an ArrayBuffer, transferred), format?, encoding?}
//   worker -> page  {type: 'progress', id, phase: 'module' | 'reading' | 'listing'}
//                   {type: 'read', id, result: {format, partial, errors, games: [{info, moves, nodes, record}]}}
//                   {type: 'error', id, code, message}
import { loadFiles } from '../renju-files.js';

// The files module is keyed by the rules module it serves; reading a file needs none of it.
const owner = {};
let files = null;

self.onmessage = async ({ data }) => {
  if (!data || data.type !== 'read') return;
  const { id } = data;
  try {
    self.postMessage({ type: 'progress', id, phase: 'module' });
    files ??= await loadFiles(owner);
    self.postMessage({ type: 'progress', id, phase: 'reading' });
    const options = {};
    if (data.format) options.format = data.format;
    if (data.encoding) options.encoding = data.encoding;
    const read = files.readGameFile(new Uint8Array(data.bytes), options);
    self.postMessage({ type: 'progress', id, phase: 'listing' });
    const games = read.games.map((g) => ({ info: g.info, moves: g.moves, nodes: g.nodes, record: g.record }));
    self.postMessage({ type: 'read', id, result: { format: read.format, partial: read.partial, errors: read.errors, games } });
  } catch (e) {
    self.postMessage({ type: 'error', id, code: e?.code ?? 'FAILED', message: e?.message ?? String(e) });
  }
};
