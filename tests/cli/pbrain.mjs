// Drives pbrain-renju through the Piskvork/Gomocup protocol: full games between two engines under
// every rule (each move judged by the `renju` CLI), error lines after which the engine keeps
// working, YXSHOWFORBID, SWAP2BOARD and TAKEBACK; and the engine as a tournament manager drives it
// (issue 18): every command and every INFO key, each malformed, in sessions that carry on.
// Searches are limited by nodes (INFO max_nodes), not by the clock, so the tests are deterministic.
// Usage: node tests/cli/pbrain.mjs path/to/pbrain-renju path/to/renju
import { spawn, execFileSync } from 'node:child_process';
import { createInterface } from 'node:readline';
import { readFileSync } from 'node:fs';
import assert from 'node:assert/strict';

const [enginePath, renjuPath] = process.argv.slice(2);
if (!enginePath || !renjuPath) {
  console.error('usage: node tests/cli/pbrain.mjs PBRAIN RENJU');
  process.exit(2);
}

class Engine {
  constructor() {
    this.proc = spawn(enginePath, [], { stdio: ['pipe', 'pipe', 'inherit'] });
    this.lines = [];
    this.waiters = [];
    this.messages = [];
    createInterface({ input: this.proc.stdout, crlfDelay: Infinity }).on('line', (line) => {
      if (/^(MESSAGE|DEBUG)\b/.test(line)) {
        this.messages.push(line);
        return;
      }
      const w = this.waiters.shift();
      if (w) w(line);
      else this.lines.push(line);
    });
    this.exited = new Promise((resolve) => this.proc.on('exit', (code) => resolve(code)));
  }
  send(...lines) {
    for (const l of lines) this.proc.stdin.write(l + '\r\n');
  }
  // Raw bytes, no line end added.
  sendRaw(bytes) {
    this.proc.stdin.write(bytes);
  }
  // Kilobytes from /proc: the resident set now and its peak.
  memory() {
    const status = readFileSync('/proc/' + this.proc.pid + '/status', 'utf8');
    const kb = (key) => Number(new RegExp('^' + key + ':\\s+(\\d+) kB', 'm').exec(status)[1]);
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  }
  read(ms = 20000) {
    if (this.lines.length) return Promise.resolve(this.lines.shift());
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('no answer within ' + ms + ' ms')), ms);
      this.waiters.push((line) => {
        clearTimeout(timer);
        resolve(line);
      });
    });
  }
  async ask(...lines) {
    this.send(...lines);
    return this.read();
  }
  // Nothing more was said (after a command that must stay silent).
  async silent() {
    const probe = await this.ask('ABOUT');
    assert.match(probe, /^name="/, 'expected no output before ABOUT, got: ' + probe);
  }
  async end(ms = 10000) {
    this.send('END');
    let timer;
    const late = new Promise((_, reject) => {
      timer = setTimeout(() => {
        this.proc.kill();
        reject(new Error('the engine did not exit within ' + ms + ' ms of END'));
      }, ms);
    });
    try {
      return await Promise.race([this.exited, late]);
    } finally {
      clearTimeout(timer);
    }
  }
}

let failures = 0;
async function check(name, fn) {
  try {
    await fn();
    console.log('ok   ' + name);
  } catch (e) {
    failures++;
    console.log('FAIL ' + name + '\n     ' + (e && e.message ? e.message : e));
  }
}

const SIZE = 15;
const letters = 'abcdefghijklmnopqrstuv';
// Protocol x,y (y from the top) to the core's notation (row 1 at the bottom).
const toCode = (x, y, size = SIZE) => letters[x] + String(size - y);
const parseMove = (line) => {
  const m = /^(\d+),(\d+)$/.exec(line);
  assert.ok(m, 'expected a move x,y, got: ' + line);
  return [Number(m[1]), Number(m[2])];
};

function judge(moves, rule, size) {
  const code = moves.map(([x, y]) => toCode(x, y, size)).join('');
  const out = execFileSync(renjuPath, ['judge', '--json', '--rule', rule, '--size', String(size), code], { encoding: 'utf8' });
  return JSON.parse(out).result;
}

async function fullGame(ruleBits, ruleName, size) {
  const a = new Engine(), b = new Engine();
  for (const e of [a, b]) {
    assert.equal(await e.ask('START ' + size), 'OK');
    e.send('INFO max_nodes 3000', 'INFO rule ' + ruleBits);
  }
  const moves = [];
  let line = await a.ask('BEGIN');
  let mover = a, other = b;
  for (;;) {
    const [x, y] = parseMove(line);
    assert.ok(x < size && y < size, 'move off the board: ' + line);
    assert.ok(!moves.some(([u, v]) => u === x && v === y), 'move on a stone: ' + line);
    moves.push([x, y]);
    const result = judge(moves, ruleName, size);
    assert.notEqual(result.reason, 'forbidden', 'black played a forbidden point at ' + line);
    if (result.outcome !== 'ongoing' || moves.length === size * size) break;
    line = await other.ask('TURN ' + x + ',' + y);
    [mover, other] = [other, mover];
  }
  assert.equal(await a.end(), 0);
  assert.equal(await b.end(), 0);
  return { moves: moves.length, result: judge(moves, ruleName, size) };
}

await check('START, ABOUT, INFO, RESTART, END', async () => {
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO timeout_turn 100', 'INFO max_memory 83886080', 'INFO game_type 1', 'INFO rule 4', 'INFO folder /tmp');
  await e.silent();
  assert.equal(await e.ask('RESTART'), 'OK');
  assert.equal(await e.end(), 0);
});

await check('errors get ERROR lines and the engine keeps working', async () => {
  const e = new Engine();
  assert.match(await e.ask('TURN 7,7'), /^ERROR .*START/);
  assert.match(await e.ask('START 4'), /^ERROR/);
  assert.match(await e.ask('START 23'), /^ERROR/);
  assert.match(await e.ask('START x'), /^ERROR/);
  assert.match(await e.ask('RECTSTART 15,10'), /^ERROR/);
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO max_nodes 2000');
  assert.equal(await e.ask('FOO 1,2'), "UNKNOWN command 'FOO'");
  assert.match(await e.ask('TURN 15,0'), /^ERROR .*off the/);
  assert.match(await e.ask('TURN 3'), /^ERROR bad coordinates/);
  assert.match(await e.ask('TURN -1,2'), /^ERROR bad coordinates/);
  assert.match(await e.ask('TURN a,b'), /^ERROR bad coordinates/);
  e.send('INFO timeout_turn soon');
  await e.silent();
  const [x, y] = parseMove(await e.ask('TURN 7,7'));
  assert.match(await e.ask('TURN 7,7'), /^ERROR .*holds a stone/);
  assert.match(await e.ask('TURN ' + x + ',' + y), /^ERROR .*holds a stone/);
  assert.match(await e.ask('TAKEBACK 0,0'), /^ERROR .*no stone/);
  // A bad BOARD is refused as a whole after DONE, and the engine is still usable.
  assert.match(await e.ask('BOARD', '1,1,1', 'nonsense', '2,2,2', 'DONE'), /^ERROR bad board line/);
  assert.match(await e.ask('BOARD', '1,1,1', '1,1,2', 'DONE'), /^ERROR .*holds a stone/);
  assert.match(await e.ask('BOARD', '1,1,1', '2,2,1', 'DONE'), /^ERROR inconsistent board/);
  assert.match(await e.ask('BOARD', '1,1,3', 'DONE'), /^ERROR .*field/);
  parseMove(await e.ask('BOARD', '7,7,2', 'DONE'));
  assert.match(await e.ask('SWAP2BOARD', '7,7', '8,8', 'DONE'), /^ERROR SWAP2BOARD expects/);
  // Renju on a board other than 15x15 is refused when a move is asked for.
  assert.equal(await e.ask('START 19'), 'OK');
  e.send('INFO rule 4');
  assert.match(await e.ask('BEGIN'), /^ERROR renju is played on 15x15/);
  e.send('INFO rule 0');
  parseMove(await e.ask('BEGIN'));
  assert.match(await e.ask('BEGIN'), /^ERROR BEGIN needs an empty board/);
  assert.equal(await e.end(), 0);
});

await check('a four is blocked at the right protocol coordinates (y from the top)', async () => {
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO max_nodes 20000', 'INFO rule 1');
  // Opponent (black) four at x 3..6 on row y=2 (from the top), our white stone at 2,2: block 7,2.
  const move = await e.ask('BOARD', '3,2,2', '2,2,1', '4,2,2', '10,10,1', '5,2,2', '12,12,1', '6,2,2', 'DONE');
  assert.equal(move, '7,2');
  // Completing our own five: white stones 0..3 on column x=12 from the top, black blocks elsewhere.
  const win = await e.ask('BOARD', '12,0,1', '0,14,2', '12,1,1', '1,14,2', '12,2,1', '2,14,2', '12,3,1', '5,5,2', '9,9,2', 'DONE');
  assert.equal(win, '12,4');
  assert.equal(await e.end(), 0);
});

await check('YXSHOWFORBID lists black forbidden points as xxyy', async () => {
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO rule 4');
  // Black h11 i11 j12 j13 make j11 a double three: x 9, y from the top 4.
  assert.equal(await e.ask('YXBOARD', '7,4,1', '0,14,2', '8,4,1', '14,0,2', '9,3,1', '0,0,2', '9,2,1', '14,14,2', 'DONE'), 'OK');
  assert.equal(await e.ask('YXSHOWFORBID'), 'FORBID 0904.');
  // White to move: nothing is forbidden for white.
  assert.equal(await e.ask('YXBOARD', '7,4,2', '0,14,1', '8,4,2', '14,0,1', '9,3,2', '0,0,1', '9,2,2', 'DONE'), 'OK');
  assert.equal(await e.ask('YXSHOWFORBID'), 'FORBID .');
  // Freestyle: nothing is forbidden.
  e.send('INFO rule 0');
  assert.equal(await e.ask('YXBOARD', '7,4,1', '0,14,2', '8,4,1', '14,0,2', '9,3,1', '0,0,2', '9,2,1', '14,14,2', 'DONE'), 'OK');
  assert.equal(await e.ask('YXSHOWFORBID'), 'FORBID .');
  assert.equal(await e.end(), 0);
});

await check('SWAP2BOARD with 0, 3 and 5 stones', async () => {
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO max_nodes 24000', 'INFO rule 0');
  const three = (await e.ask('SWAP2BOARD', 'DONE')).split(' ').map(parseMove);
  assert.equal(three.length, 3);
  assert.equal(new Set(three.map(String)).size, 3);
  for (const [x, y] of three) assert.ok(x < 15 && y < 15);
  const reply = await e.ask('SWAP2BOARD', '7,7', '8,7', '7,9', 'DONE');
  if (reply !== 'SWAP') {
    const stones = reply.split(' ').map(parseMove);
    assert.ok(stones.length === 1 || stones.length === 2, 'one or two moves, got ' + reply);
    const taken = new Set(['7,7', '8,7', '7,9']);
    for (const s of stones) {
      assert.ok(!taken.has(String(s)), 'placed on a stone: ' + reply);
      taken.add(String(s));
    }
  }
  const five = await e.ask('SWAP2BOARD', '7,7', '8,7', '7,9', '9,9', '6,8', 'DONE');
  if (five !== 'SWAP') {
    const [x, y] = parseMove(five);
    assert.ok(!['7,7', '8,7', '7,9', '9,9', '6,8'].includes(x + ',' + y));
  }
  assert.equal(await e.end(), 0);
});

await check('SWAP2BOARD: the searches behind an answer share the turn\'s node budget', async () => {
  // Each of swap2's searches got a twelfth of the budget, whatever their number: deciding on three
  // stones weighs up to 17 positions, and a move after the decision got the whole budget again.
  const budget = 24000;
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO max_nodes ' + budget, 'INFO rule 0');
  const nodesOf = (re) => e.messages.map((m) => re.exec(m)).filter(Boolean).reduce((n, m) => n + Number(m[1]), 0);
  for (const stones of [[], ['7,7', '8,7', '7,9'], ['7,7', '8,7', '9,9'], ['7,7', '8,7', '7,9', '9,9', '6,8']]) {
    e.messages.length = 0;
    const answer = await e.ask('SWAP2BOARD', ...stones, 'DONE');
    // The decision's searches, and the move's search when the answer is a move.
    const used = nodesOf(/^MESSAGE swap2 nodes (\d+)$/) + nodesOf(/^MESSAGE depth .* nodes (\d+) /);
    const what = stones.length + ' stones, answer ' + answer + ': ' + used + ' nodes';
    // Each search may pass its share by a few hundred nodes (the budget is looked at every 128).
    assert.ok(used <= budget * 1.15, what);
    assert.ok(used >= budget / 4, what);  // and the budget is used, not starved
  }
  assert.equal(await e.end(), 0);
});

await check('TAKEBACK, then play on', async () => {
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO max_nodes 2000');
  const [x, y] = parseMove(await e.ask('TURN 7,7'));
  assert.equal(await e.ask('TAKEBACK ' + x + ',' + y), 'OK');
  assert.equal(await e.ask('TAKEBACK 7,7'), 'OK');
  parseMove(await e.ask('TURN 3,3'));
  assert.equal(await e.end(), 0);
});

// Issue 18: the engine as a tournament manager drives it.
const NUMERIC_KEYS = ['timeout_turn', 'timeout_match', 'time_left', 'max_memory', 'max_nodes', 'rule', 'game_type'];
// Values no INFO key accepts (time_left alone may be negative: a clock that ran over).
const MALFORMED = ['-', '--5', '- ', '', ' ', 'soon', '5-', '1-2', '+5', '1e3', '0x10', '1.5', '7 7', '12345678901234567890',
  '\u00e9t\u00e9', '9'.repeat(40), '\u0001\u0002'];
const malformedInfo = () => {
  const lines = [];
  for (const key of NUMERIC_KEYS) {
    for (const v of MALFORMED) lines.push('INFO ' + key + ' ' + v);
    if (key !== 'time_left') lines.push('INFO ' + key + ' -5');
    lines.push('INFO ' + key, 'INFO ' + key.toUpperCase() + ' --5');
  }
  lines.push('INFO', 'INFO   ', 'INFO bogus_key --5', 'INFO evaluate -', 'INFO evaluate 99,99', 'INFO folder', 'INFO folder - ');
  return lines;
};
const quotedParts = (line) => [...line.matchAll(/'([^']*)'/g)].map((m) => m[1]);
function assertShortQuote(line) {
  assert.ok(line.length < 120, 'error line too long (' + line.length + '): ' + line.slice(0, 80));
  for (const q of quotedParts(line)) assert.ok(q.replace(/\.\.\.$/, '').length <= 32, 'quote over 32 characters: ' + q);
  assert.match(line, /^[\x20-\x7e]*$/, 'error line with raw bytes: ' + JSON.stringify(line.slice(0, 80)));
}
const hashMessages = (e) => e.messages.filter((m) => /^MESSAGE hash table/.test(m));

await check('a malformed INFO value (INFO timeout_turn -, --5, "- ", any key) never aborts, answers nothing and changes nothing', async () => {
  // Two engines get the same valid settings; one also gets every malformed INFO. Both must then play
  // the same search on the same position (nodes decide, so it is deterministic) and size the same table.
  const valid = ['INFO timeout_turn 100000', 'INFO timeout_match 100000000', 'INFO time_left 100000000',
    'INFO max_memory 20971520', 'INFO max_nodes 4000', 'INFO rule 4', 'INFO game_type 1', 'INFO folder /tmp'];
  const board = ['BOARD', '7,7,1', '8,8,2', '7,8,1', '6,6,2', 'DONE'];
  const plain = new Engine(), hostile = new Engine();
  for (const e of [plain, hostile]) {
    assert.equal(await e.ask('START 15'), 'OK');
    e.send(...valid);
  }
  hostile.send(...malformedInfo());
  await hostile.silent();
  const want = await plain.ask(...board);
  const got = await hostile.ask(...board);
  parseMove(want);
  assert.equal(got, want);
  const search = (e) => e.messages.filter((m) => /^MESSAGE depth/.test(m)).map((m) => m.replace(/ time \d+ms( budget \S+)? total \d+ms cpu \d+ms$/, ''));
  assert.deepEqual(search(hostile), search(plain));
  assert.deepEqual(hashMessages(hostile), hashMessages(plain));
  // The ignored values are noted as MESSAGE lines, never as answers.
  assert.ok(hostile.messages.some((m) => m === "MESSAGE INFO timeout_turn '-' is not a usable number: ignored"));
  assert.equal(await plain.end(), 0);
  assert.equal(await hostile.end(), 0);
});

await check('INFO never writes a reply; an unsupported rule is refused with ERROR when the game starts (BEGIN, TURN, BOARD, SWAP2BOARD) and changes nothing', async () => {
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO max_nodes 2000');
  for (const bits of [8, 9, 12, 16, 100]) {
    // Valid and unsupported values alike: nothing is said.
    e.send('INFO rule ' + bits, 'INFO timeout_turn 1000', 'INFO timeout_match 0', 'INFO time_left 5000', 'INFO max_memory 0',
      'INFO game_type 0', 'INFO evaluate 3,3', 'INFO folder /tmp', 'INFO thread_num 1', 'INFO future_key 1');
    await e.silent();
    e.send('INFO timeout_turn 100000', 'INFO max_nodes 2000');
    const why = bits & 8 ? /^ERROR rule \d+: caro \(8\) is not supported/ : /^ERROR rule \d+ is not known/;
    assert.match(await e.ask('BEGIN'), why);
    assert.match(await e.ask('TURN 7,7'), why);
    assert.match(await e.ask('BOARD', '7,7,2', 'DONE'), why);
    assert.match(await e.ask('SWAP2BOARD', 'DONE'), why);
  }
  // Nothing was placed by the refused commands: the board is still empty.
  assert.match(await e.ask('TAKEBACK 7,7'), /^ERROR .*no stone/);
  e.send('INFO rule 4');
  assert.equal(await e.ask('BEGIN'), '7,7');
  assert.equal(await e.end(), 0);
});

await check('unknown commands answer UNKNOWN, before and after START', async () => {
  const e = new Engine();
  assert.equal(await e.ask('FOO'), "UNKNOWN command 'FOO'");
  assert.equal(await e.ask('suggest 1,1'), "UNKNOWN command 'SUGGEST'");
  // Known commands before START are errors, not unknown.
  assert.match(await e.ask('BEGIN'), /^ERROR send START first/);
  assert.equal(await e.ask('START 15'), 'OK');
  assert.equal(await e.ask('DONE'), "UNKNOWN command 'DONE'");
  assert.equal(await e.ask('YXNBEST 3'), "UNKNOWN command 'YXNBEST'");
  const long = await e.ask('X'.repeat(500));
  assert.match(long, /^UNKNOWN command 'X{32}\.\.\.'$/);
  assert.equal(await e.end(), 0);
});

await check('INFO max_memory sizes the hash lazily: no table before the first move, one allocation, within the limit', async () => {
  // Before any INFO nothing large is allocated (the issue saw a 64 MB table at once).
  // Under the sanitizers (npm run sanitize sets ASAN_OPTIONS) AddressSanitizer's own runtime takes
  // several MB at start-up: there the limits count from the engine's footprint after ABOUT.
  const idle = new Engine();
  assert.match(await idle.ask('ABOUT'), /^name=/);
  const runtime = process.env.ASAN_OPTIONS !== undefined ? idle.memory().peak : 0;
  assert.equal(await idle.ask('START 15'), 'OK');
  await idle.silent();
  assert.ok(idle.memory().peak - runtime < 8 * 1024, 'peak ' + idle.memory().peak + ' kB before any INFO (runtime ' + runtime + ' kB)');
  assert.equal(await idle.end(), 0);

  const e = new Engine();
  assert.match(await e.ask('ABOUT'), /^name=/);
  const runtime2 = process.env.ASAN_OPTIONS !== undefined ? e.memory().peak : 0;
  assert.equal(await e.ask('START 15'), 'OK');
  // 10 MiB for the process: a third is 3.3 MiB, so the table is the power of two below, 2 MB.
  e.send('INFO max_memory 10485760', 'INFO max_nodes 3000');
  for (const move of ['7,7', '3,3', '11,11']) {
    e.send('INFO max_memory 10485760', 'INFO time_left 100000');  // repeated as managers do: no new table
    parseMove(await e.ask('TURN ' + move));
  }
  assert.deepEqual(hashMessages(e), ['MESSAGE hash table 2 MB']);
  assert.ok(e.memory().peak - runtime2 < 10485760 / 1024, 'peak ' + e.memory().peak + ' kB over max_memory 10485760 (runtime ' + runtime2 + ' kB)');
  // The value: 367001600 / 3 is 116.7 MiB, so 116 is asked and the table is 64 MB, made once.
  e.send('INFO max_memory 367001600');
  for (const move of ['3,11', '11,3', '0,0']) parseMove(await e.ask('TURN ' + move));
  assert.deepEqual(hashMessages(e), ['MESSAGE hash table 2 MB', 'MESSAGE hash table 64 MB']);
  assert.equal(await e.end(), 0);
});

await check("ABOUT's version is package.json's version", async () => {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  const e = new Engine();
  const about = await e.ask('ABOUT');
  const m = /version="([^"]*)"/.exec(about);
  assert.ok(m, 'no version in ' + about);
  assert.equal(m[1], version);
  assert.match(about, /^name="pbrain-renju", /);
  assert.equal(await e.end(), 0);
});

await check('errors quote at most 32 characters of what was wrong', async () => {
  const e = new Engine();
  const junk = 'Z9,'.repeat(400);
  assertShortQuote(await e.ask('START ' + junk));
  assertShortQuote(await e.ask('RECTSTART ' + junk));
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO max_nodes 2000');
  for (const cmd of ['TURN', 'PLAY', 'TAKEBACK']) {
    const line = await e.ask(cmd + ' ' + junk);
    assert.match(line, /^ERROR bad coordinates/);
    assertShortQuote(line);
    assertShortQuote(await e.ask(cmd + ' 99,' + '9'.repeat(8)));
  }
  for (const cmd of ['BOARD', 'YXBOARD', 'SWAP2BOARD']) {
    const line = await e.ask(cmd, junk, 'DONE');
    assert.match(line, /^ERROR bad board line/);
    assertShortQuote(line);
  }
  assertShortQuote(await e.ask(junk));
  parseMove(await e.ask('TURN 7,7'));
  assert.equal(await e.end(), 0);
});

await check('a 1 MB line and binary input get a short ERROR, not an echo', async () => {
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO max_nodes 2000');
  const huge = await e.ask('TURN ' + '7'.repeat(1 << 20));
  assert.match(huge, /^ERROR line of 1048581 bytes is too long$/);
  // Bytes of every value but the line end, in one line and inside a BOARD.
  const bytes = Buffer.from(Array.from({ length: 256 }, (_, i) => i).filter((b) => b !== 10));
  e.sendRaw(Buffer.concat([bytes, Buffer.from('\n')]));
  const bin = await e.read();
  assert.match(bin, /^(ERROR|UNKNOWN) /);
  assertShortQuote(bin);
  e.send('BOARD');
  e.sendRaw(Buffer.concat([bytes, Buffer.from('\r\n')]));
  const inBoard = await e.ask('7,7,2', 'DONE');
  assert.match(inBoard, /^ERROR bad board line/);
  assertShortQuote(inBoard);
  e.send('BOARD', '1'.repeat(1 << 20));
  const hugeInBoard = await e.ask('DONE');
  assert.match(hugeInBoard, /^ERROR board line of \d+ bytes is too long$/);
  // After all that the board is still empty and the engine plays.
  assert.equal(await e.ask('BEGIN'), '7,7');
  assert.equal(await e.end(), 0);
});

await check('each move is planned by the time manager from timeout_turn, timeout_match and time_left (MESSAGE budget soft/hard)', async () => {
  // Plans worked out by hand (core/bot/time_manager.h) for the first reply on 15x15: one stone down,
  // 224 empty points. The engine takes off what passed since it read the command (usually 0 ms), so
  // each figure may be a little lower; node budgets keep the searches short.
  const cases = [
    [['INFO timeout_turn 200'], 120, 160],  // 200 - (30 + 10) = 160, 75% is 120
    [['INFO timeout_turn 0'], 7, 10],  // as fast as possible: 10, 75% is 7.5, taken down to 7
    // 180 s match: 25 moves to go, (180000 - 750) / 25 = 7170; hard 3 shares, 21510, under the turn cap 28470.
    [['INFO timeout_turn 30000', 'INFO timeout_match 180000', 'INFO time_left 180000'], 7170, 21510],
    // 1 s left of it: (1000 - 750) / 25 = 10, hard 30.
    [['INFO timeout_turn 30000', 'INFO timeout_match 180000', 'INFO time_left 1000'], 10, 30],
    // timeout_match 0 is no limit: time_left does not count.
    [['INFO timeout_turn 200', 'INFO timeout_match 0', 'INFO time_left 5'], 120, 160],
    // A malformed time_left changes nothing: the match's full time is what is left.
    [['INFO timeout_turn 30000', 'INFO timeout_match 180000', 'INFO time_left -'], 7170, 21510],
  ];
  for (const [infos, soft, hard] of cases) {
    const e = new Engine();
    assert.equal(await e.ask('START 15'), 'OK');
    e.send('INFO max_nodes 3000', ...infos);
    const asked = performance.now();
    parseMove(await e.ask('TURN 7,7'));
    // What the engine took off is at most the time from sending the command to the answer (a busy or
    // instrumented build can take 150 ms to read it); the plan itself is never exceeded.
    const slack = Math.max(40, Math.ceil(performance.now() - asked));
    const m = e.messages.map((l) => / budget (\d+)\/(\d+)ms /.exec(l)).find(Boolean);
    assert.ok(m, 'no budget in ' + e.messages.join(' | '));
    const [gotSoft, gotHard] = [Number(m[1]), Number(m[2])];
    assert.ok(gotHard <= hard && gotHard >= Math.min(hard, Math.max(5, hard - slack)), infos.join(', ') + ': hard ' + gotHard + ', planned ' + hard);
    assert.ok(gotSoft <= soft && gotSoft >= Math.min(soft, Math.max(1, soft - slack)), infos.join(', ') + ': soft ' + gotSoft + ', planned ' + soft);
    assert.equal(await e.end(), 0);
  }
});

await check('a BOARD move is timed from the BOARD line, where the manager\'s clock starts, not from DONE', async () => {
  // The engine used to start the clock at DONE, so a board that came slowly through the pipe was
  // not counted. Here 300 ms pass between BOARD and DONE: the plan for timeout_turn 1000
  // (1000 - (30 + 50) = 920) must be at most 620; a slower machine only makes it smaller.
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO max_nodes 3000', 'INFO timeout_turn 1000', 'BOARD', '7,7,2');
  await new Promise((resolve) => setTimeout(resolve, 300));
  parseMove(await e.ask('DONE'));
  const m = e.messages.map((l) => / budget (\d+)\/(\d+)ms /.exec(l)).find(Boolean);
  assert.ok(m, 'no budget in ' + e.messages.join(' | '));
  assert.ok(Number(m[2]) <= 620, 'hard ' + m[2]);
  assert.equal(await e.end(), 0);
});

await check('END inside an unfinished BOARD still ends the engine', async () => {
  for (const cmd of ['BOARD', 'YXBOARD', 'SWAP2BOARD']) {
    const e = new Engine();
    assert.equal(await e.ask('START 15'), 'OK');
    e.send(cmd, '7,7,1');
    assert.equal(await e.end(), 0);
  }
});

await check('one session carries on through every command and every INFO key, each malformed', async () => {
  const e = new Engine();
  assert.match(await e.ask('ABOUT'), /^name="pbrain-renju"/);
  for (const cmd of ['BEGIN', 'TURN 7,7', 'PLAY 7,7', 'TAKEBACK 7,7', 'YXSHOWFORBID', 'RESTART'])
    assert.match(await e.ask(cmd), /^ERROR send START first/, cmd);
  assert.equal(await e.ask('FOO'), "UNKNOWN command 'FOO'");
  for (const arg of ['4', '23', 'x', '', '15 15', '-15', '15,15', '0015x'])
    assert.match(await e.ask('START ' + arg), /^ERROR unsupported size/, 'START ' + arg);
  for (const arg of ['15,10', 'x', '15', '15,15,15'])
    assert.match(await e.ask('RECTSTART ' + arg), /^ERROR only square boards/, 'RECTSTART ' + arg);
  e.send(...malformedInfo());
  assert.equal(await e.ask('RECTSTART 15,15'), 'OK');
  e.send(...malformedInfo(), 'INFO max_nodes 2000', 'INFO rule 4', ...malformedInfo());
  const badPoints = ['x', '15,0', '0,15', '-1,2', '', '1,2,3', '1,,2', ',', '7.0,7', '99999999999,1'];
  for (const cmd of ['TURN', 'PLAY', 'TAKEBACK'])
    for (const arg of badPoints) assert.match(await e.ask(cmd + ' ' + arg), /^ERROR (bad coordinates|coordinates .* off the)/, cmd + ' ' + arg);
  assert.match(await e.ask('TAKEBACK 7,7'), /^ERROR .*no stone/);
  const m1 = parseMove(await e.ask('TURN 7,7'));
  e.send(...malformedInfo());
  assert.match(await e.ask('TURN 7,7'), /^ERROR .*holds a stone/);
  assert.match(await e.ask('TURN ' + m1), /^ERROR .*holds a stone/);
  assert.match(await e.ask('PLAY ' + m1), /^ERROR .*holds a stone/);
  assert.match(await e.ask('BEGIN'), /^ERROR BEGIN needs an empty board/);
  for (const cmd of ['BOARD', 'YXBOARD']) {
    assert.match(await e.ask(cmd, '1,1,1', 'nonsense', 'DONE'), /^ERROR bad board line/);
    assert.match(await e.ask(cmd, '1,1,1', '1,1,2', 'DONE'), /^ERROR .*holds a stone/);
    assert.match(await e.ask(cmd, '1,1,1', '2,2,1', 'DONE'), /^ERROR inconsistent board/);
    assert.match(await e.ask(cmd, '1,1,3', 'DONE'), /^ERROR .*field/);
    assert.match(await e.ask(cmd, '15,1,1', 'DONE'), /^ERROR .*off the board/);
    assert.match(await e.ask(cmd, '1,1', 'DONE'), /^ERROR bad board line/);
  }
  assert.match(await e.ask('SWAP2BOARD', '7,7', '8,8', 'DONE'), /^ERROR SWAP2BOARD expects 0, 3 or 5 stones, got 2/);
  assert.match(await e.ask('SWAP2BOARD', '7,7,1', 'DONE'), /^ERROR bad board line/);
  // None of the refused boards replaced the game: 7,7 and our reply are still there, nothing else.
  assert.match(await e.ask('TURN ' + m1), /^ERROR .*holds a stone/);
  assert.match(await e.ask('TAKEBACK 1,1'), /^ERROR .*no stone/);
  assert.equal(await e.ask('YXSHOWFORBID'), 'FORBID .');
  const m2 = parseMove(await e.ask('TURN 3,3'));
  assert.equal(await e.ask('TAKEBACK ' + m2), 'OK');
  assert.equal(await e.ask('TAKEBACK 3,3'), 'OK');
  assert.match(await e.ask('TAKEBACK 3,3'), /^ERROR .*no stone/);
  assert.equal(await e.ask('YXNBEST 2'), "UNKNOWN command 'YXNBEST'");
  assert.match(await e.ask('TURN ' + '1'.repeat(5000)), /^ERROR line of 5005 bytes is too long$/);
  assert.equal(await e.ask('RESTART'), 'OK');
  assert.equal(await e.ask('BEGIN'), '7,7');
  parseMove(await e.ask('TURN 8,8'));
  assert.equal(await e.end(), 0);
});

for (const [bits, name, size] of [[0, 'freestyle', 15], [1, 'standard', 15], [4, 'renju', 15], [0, 'freestyle', 10]]) {
  await check('full game between two engines, ' + name + ' ' + size + 'x' + size, async () => {
    const { moves, result } = await fullGame(bits, name, size);
    assert.ok(result.outcome !== 'ongoing' || moves === size * size, 'game stopped early');
  });
}

if (failures) {
  console.log(failures + ' protocol test(s) failed');
  process.exit(1);
}
console.log('all protocol tests passed');
