// The module owns the rule facts (issue 14 §1): no file under web/ reads the module's action tokens,
// probes which board sizes a rule allows, works out the opening zone, derives the colours of a code's
// stones, or keeps its own table of shape and result phrases. Each pattern below is one way such a
// copy was written before; the test fails on any that comes back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const web = join(root, 'web');

function sources(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(m?js)$/.test(name) ? [path] : [];
  });
}

const RULES = [
  // action tokens: their grammar is read by the module only (game.apply, game.actions)
  ['reads an action token\'s "+draw" suffix', /['"`]\+draw['"`]|\+draw\$|slice\(0, -5\)/],
  ['splits an action token at its colon', /\.(indexOf|split|lastIndexOf)\(['"]:['"]\)[^;]*\b(action|token)\b|\b(action|token)\w*\.(indexOf|split)\(['"]:['"]\)/],
  ['matches action-token heads', /\b(startsWith|endsWith)\(['"](offer|choose|declare|resign|timeout|claim-win|claim-forbidden):['"]\)/],
  ['has an action-token regex', /(offer\|choose|declare:\\d|resign\|timeout\)?:)/],
  ['turns a bot answer into a token by hand', /`(declare|offer|choose):\$\{/],
  // board sizes: renju.rules says which sizes and openings each rule allows
  ['probes board sizes in a loop', /for \(let size = \d/],
  ['builds a throw-away game or position to test options', /\.new(Game|Position)\([^)]*\)\.dispose\(\)/],
  // the opening zone: game.turn.zoneRect
  ['works out the opening zone from turn.zone', /\bzone\s*-\s*1\)\s*\/\s*2|\(size - 1\) \/ 2;[\s\S]{0,80}zone/],
  // colours of a code's stones: renju.positionFromCode
  ['alternates colours along a code', /color = 3 - color|color === 'black' \? 'white' : 'black';\s*\n\s*}\s*\n[^\n]*toMove/],
  ['derives the side to move from stone counts', /(black(Count|\.length)) > (white(Count|\.length))/],
  // five beats a forbidden shape: the core's forbiddenKind already says a five is never forbidden
  ['re-checks a five before a forbidden kind', /!\s*\w+\.makesFive\([^)]*\)\s*&&\s*\w+\.forbiddenAt\(/],
  // phrases: lib/phrases.js is the one table
  ['keeps its own table of forbidden-kind phrases', /['"]an overline['"]|['"]a double three['"]|['"]a double four['"]/],
  ['writes result sentences of its own', /wins with five|wins by resignation|Draw: the board is full/],
];
const PHRASE_TABLE = join('web', 'lib', 'phrases.js');

test('no file under web/ re-derives a rule fact the module publishes', () => {
  const found = [];
  for (const file of sources(web)) {
    const name = relative(root, file);
    const text = readFileSync(file, 'utf8');
    for (const [what, pattern] of RULES) {
      if (name === PHRASE_TABLE && /phrases|result sentences/.test(what)) continue;
      const m = pattern.exec(text);
      if (m) found.push(`${name}: ${what}: ${JSON.stringify(m[0].slice(0, 60))}`);
    }
  }
  assert.deepEqual(found, []);
});

test('the patterns catch the copies they were written against', () => {
  // Each line is one of the removed copies, as it was written.
  const removed = [
    "const offerDraw = action.endsWith('+draw');",
    "const colon = action.indexOf(':');",
    "if (token.startsWith('offer:')) s.setFifthMode('offer');",
    'const GAME_ACTION = new RegExp(`^declare:\\\\d{1,2}$|^(?:offer|choose):${P}$`);',
    "case 'declare': return `declare:${action.number}`;",
    'for (let size = 1; size <= 40; size++) {',
    "renju.newGame({ rule, size, opening: 'none' }).dispose();",
    'const h = (turn.zone - 1) / 2;',
    'color = 3 - color;',
    "const toMove = toMoveText ?? (blackCount > whiteCount ? 'white' : 'black');",
    "if (color === 'black' && !position.makesFive(point, 'black') && position.forbiddenAt(point)) {",
    "const KIND_TEXT = { overline: 'an overline' };",
    'five: (r) => `${cap(r.winner)} wins with five.`,',
  ];
  for (const line of removed) assert.ok(RULES.some(([, pattern]) => pattern.test(line)), line);
});
