// Measures how long pbrain-renju takes per move as a tournament manager sees it (wall time from
// sending TURN/BOARD to reading the move), against what the engine itself reports (MESSAGE ... total
// Nms: from reading the command to answering), optionally while busy loops keep the cores loaded.
// Not a test: it prints figures (README, "Time").
//   node scripts/dev/pbrain-timing.mjs ENGINE OPPONENT [--games G] [--time MS] [--load N] [--plies P] [--verbose]
// Freestyle 15x15 from a few two-move openings, colours alternating; a game ends at a five or P plies.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const args = process.argv.slice(2);
const opt = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 ? Number(args[i + 1]) : fallback;
};
const [enginePath, opponentPath] = args.filter((a, i) => !a.startsWith('--') && !(i > 0 && args[i - 1].startsWith('--')));
if (!enginePath || !opponentPath) {
  console.error('usage: node scripts/dev/pbrain-timing.mjs ENGINE OPPONENT [--games G] [--time MS] [--load N] [--plies P]');
  process.exit(2);
}
const games = opt('--games', 6), timeMs = opt('--time', 200), load = opt('--load', 0), maxPlies = opt('--plies', 70);
const SIZE = 15;
const verbose = args.includes('--verbose');

class Player {
  constructor(path) {
    this.proc = spawn(path, [], { stdio: ['pipe', 'pipe', 'ignore'] });
    this.waiters = [];
    this.lastTotal = null;
    createInterface({ input: this.proc.stdout }).on('line', (line) => {
      const m = / total (\d+)ms/.exec(line);
      if (m) {
        this.lastTotal = Number(m[1]);
        this.lastMessage = line;
      }
      if (/^(MESSAGE|DEBUG)\b/.test(line)) return;
      const w = this.waiters.shift();
      if (w) w(line);
    });
  }
  send(...lines) {
    for (const l of lines) this.proc.stdin.write(l + '\n');
  }
  read() {
    return new Promise((resolve) => this.waiters.push(resolve));
  }
  async ask(...lines) {
    this.send(...lines);
    return this.read();
  }
}

const fiveAt = (board, x, y) => {
  const c = board[y * SIZE + x];
  for (const [dx, dy] of [[1, 0], [0, 1], [1, 1], [1, -1]]) {
    let n = 1;
    for (const s of [1, -1]) {
      for (let k = 1; ; k++) {
        const u = x + s * k * dx, v = y + s * k * dy;
        if (u < 0 || v < 0 || u >= SIZE || v >= SIZE || board[v * SIZE + u] !== c) break;
        n++;
      }
    }
    if (n >= 5) return true;
  }
  return false;
};

const loops = [];
for (let i = 0; i < load; i++) loops.push(spawn('sh', ['-c', 'while :; do :; done'], { stdio: 'ignore' }));

const walls = [], totals = [], outside = [], opponentWalls = [];
const openings = [[[7, 7], [8, 8]], [[7, 7], [8, 7]], [[7, 7], [6, 9]], [[7, 7], [9, 9]]];
const engine = new Player(enginePath), opponent = new Player(opponentPath);
for (const p of [engine, opponent]) {
  // As Piskvork does: the memory limit and the times before the first move.
  if ((await p.ask('START ' + SIZE)) !== 'OK') throw new Error('START refused');
}
for (let g = 0; g < games; g++) {
  const open = openings[Math.floor(g / 2) % openings.length];
  const engineBlack = g % 2 === 0;
  const board = new Array(SIZE * SIZE).fill(0);
  const moves = [];
  for (const p of [engine, opponent]) {
    await p.ask('RESTART');
    p.send('INFO max_memory 367001600', 'INFO timeout_match 0', 'INFO timeout_turn ' + timeMs, 'INFO rule 0');
    p.first = true;
  }
  for (const [x, y] of open) {
    board[y * SIZE + x] = moves.length % 2 + 1;
    moves.push([x, y]);
  }
  for (;;) {
    const blackToMove = moves.length % 2 === 0;
    const p = blackToMove === engineBlack ? engine : opponent;
    let lines;
    if (p.first) {
      const mine = moves.length % 2;
      lines = ['BOARD', ...moves.map(([x, y], i) => x + ',' + y + ',' + (i % 2 === mine ? 1 : 2)), 'DONE'];
      p.first = false;
    } else {
      const [x, y] = moves[moves.length - 1];
      lines = ['TURN ' + x + ',' + y];
    }
    p.lastTotal = null;
    const t0 = process.hrtime.bigint();
    const answer = await p.ask(...lines);
    const wall = Number(process.hrtime.bigint() - t0) / 1e6;
    const m = /^(\d+),(\d+)$/.exec(answer);
    if (!m) throw new Error('not a move: ' + answer);
    if (p === engine) {
      walls.push(wall);
      if (p.lastTotal !== null) {
        totals.push(p.lastTotal);
        outside.push(wall - p.lastTotal);
        if (verbose && wall > timeMs) process.stderr.write(`  ${wall.toFixed(0)} ms: ${p.lastMessage}\n`);
      }
    } else opponentWalls.push(wall);
    const x = Number(m[1]), y = Number(m[2]);
    if (board[y * SIZE + x]) throw new Error('move on a stone: ' + answer);
    board[y * SIZE + x] = moves.length % 2 + 1;
    moves.push([x, y]);
    if (fiveAt(board, x, y) || moves.length >= maxPlies) break;
  }
  process.stderr.write('game ' + (g + 1) + ': ' + moves.length + ' plies\n');
}
for (const p of [engine, opponent]) p.send('END');
for (const l of loops) l.kill();

const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const q = (f) => s[Math.min(s.length - 1, Math.floor(f * s.length))];
  return `median ${q(0.5).toFixed(0)}, 95% ${q(0.95).toFixed(0)}, max ${s[s.length - 1].toFixed(0)} ms`;
};
console.log(`${games} games, ${timeMs} ms a move, ${load} busy loops, load average ${(await import('node:os')).loadavg()[0].toFixed(1)}`);
console.log(`engine wall time (as the manager sees it), ${walls.length} moves: ${stats(walls)}; over ${timeMs} ms: ${walls.filter((w) => w > timeMs).length}`);
if (totals.length) {
  console.log(`engine's own time (reading the command to answering): ${stats(totals)}; over ${timeMs} ms: ${totals.filter((w) => w > timeMs).length}`);
  console.log(`outside the engine (pipes, waiting for a core): ${stats(outside)}`);
}
console.log(`opponent wall time, ${opponentWalls.length} moves: ${stats(opponentWalls)}; over ${timeMs} ms: ${opponentWalls.filter((w) => w > timeMs).length}`);
