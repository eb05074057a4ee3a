// Drives pbrain-renju through the Piskvork/Gomocup protocol: full games between two engines under
// every rule (each move judged by the `renju` CLI), error lines after which the engine keeps
// working, YXSHOWFORBID, SWAP2BOARD and TAKEBACK.
// Usage: node tests/cli/pbrain.mjs path/to/pbrain-renju path/to/renju
import { spawn, execFileSync } from 'node:child_process';
import { createInterface } from 'node:readline';
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
    createInterface({ input: this.proc.stdout }).on('line', (line) => {
      if (/^(MESSAGE|DEBUG)\b/.test(line)) return;
      const w = this.waiters.shift();
      if (w) w(line);
      else this.lines.push(line);
    });
    this.exited = new Promise((resolve) => this.proc.on('exit', (code) => resolve(code)));
  }
  send(...lines) {
    for (const l of lines) this.proc.stdin.write(l + '\r\n');
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
  async end() {
    this.send('END');
    return this.exited;
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
    e.send('INFO timeout_turn 60', 'INFO timeout_match 100000', 'INFO rule ' + ruleBits);
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
  e.send('INFO timeout_turn 50');
  assert.match(await e.ask('FOO 1,2'), /^ERROR unknown command/);
  assert.match(await e.ask('TURN 15,0'), /^ERROR .*off the/);
  assert.match(await e.ask('TURN 3'), /^ERROR bad coordinates/);
  assert.match(await e.ask('TURN -1,2'), /^ERROR bad coordinates/);
  assert.match(await e.ask('TURN a,b'), /^ERROR bad coordinates/);
  assert.match(await e.ask('INFO timeout_turn soon'), /^ERROR/);
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
  e.send('INFO timeout_turn 100', 'INFO rule 1');
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
  e.send('INFO timeout_turn 300', 'INFO rule 0');
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

await check('TAKEBACK, then play on', async () => {
  const e = new Engine();
  assert.equal(await e.ask('START 15'), 'OK');
  e.send('INFO timeout_turn 50');
  const [x, y] = parseMove(await e.ask('TURN 7,7'));
  assert.equal(await e.ask('TAKEBACK ' + x + ',' + y), 'OK');
  assert.equal(await e.ask('TAKEBACK 7,7'), 'OK');
  parseMove(await e.ask('TURN 3,3'));
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
