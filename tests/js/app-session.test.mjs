// The play page's model without a browser: records (storage and share links), replay through the
// module, and the session's actions, including undo against the bot (the bot's moves are given by
// hand here: this tests the page's bookkeeping, not a bot; one test feeds it the bot's own answers).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadRenju } from '../../dist/renju.js';
import {
  normalizeRecord, recordFromParams, recordToParams, defaultRecord, RecordError, toStored, fromStored, readGameRecord,
} from '../../web/app/record.js';
import { Session } from '../../web/app/session.js';
import { OPENINGS } from '../../dist/renju.js';

const renju = await loadRenju();
const record = (over) => normalizeRecord({ ...defaultRecord(), ...over });

// A session's share link and stored form, read back.
const viaLink = (s) => recordFromParams(renju, `#${recordToParams(s.record, s.gameText)}`);
const viaStorage = (s) => fromStored(renju, JSON.parse(JSON.stringify(toStored(s.record, s.gameText))));

test('share links and storage round-trip rules, mode, setup and actions, as the module\'s full record', () => {
  const r = record({ mode: 'bot', rule: 'standard', size: 19, human: 'white', level: 4, clock: { minutes: 5, increment: 3 },
    setup: { black: ['j10'], white: ['k11'], toMove: 'black' }, actions: ['a1', 'b2+draw', 'decline-draw', 'resign:white'] });
  const s = new Session(renju, r);
  assert.match(s.gameText, /^rule: standard\nsize: 19\n.*black: j10\nwhite: k11\nactions: a1 b2\+draw decline-draw resign:white\n$/s);
  for (const back of [viaLink(s), viaStorage(s)]) {
    for (const key of ['mode', 'rule', 'size', 'human', 'level', 'clock', 'setup', 'actions']) assert.deepEqual(back[key], r[key], key);
  }
  s.dispose();
});

test('saved games and share links from before the opening rules still load', () => {
  const stored = { mode: 'two', rule: 'renju', actions: ['h8', 'i9~', 'decline', 'j10', 'resign-w'], undone: [] };
  assert.deepEqual(fromStored(renju, stored).actions, ['h8', 'i9+draw', 'decline-draw', 'j10', 'resign:white']);
  const linked = recordFromParams(renju, '#mode=two&rule=freestyle&size=19&forbidden=learning&a=j10.k11~.accept');
  assert.deepEqual(linked.actions, ['j10', 'k11+draw', 'accept-draw']);
  const s = new Session(renju, linked);
  assert.equal(s.result.reason, 'agreement');
  s.dispose();
});

test('bad links and stored records are refused with a reason', () => {
  for (const bad of ['#mode=chess&a=h8', '#rule=renju&a=h8.<script>', '#size=99&a=h8', '#a=h8&clock=x', '#nothing=here',
    '#mode=two&game=rule%3A+renju%0Aactions%3A+h8+h8', '#mode=two&game=hello', '#mode=two&game=opening%3A+rif%0Aactions%3A+h8+h9+a1']) {
    assert.throws(() => recordFromParams(renju, bad), RecordError, bad);
  }
  assert.throws(() => recordFromParams(renju, '#mode=two&game=opening%3A+rif%0Aactions%3A+h8+h9+a1'), /outside the central 5x5/);
  assert.throws(() => normalizeRecord({ actions: 'h8' }), RecordError);
  assert.throws(() => normalizeRecord(null), RecordError);
  assert.throws(() => new Session(renju, record({ actions: ['h8', 'h8'] })), /step 2 \(h8\)/);
  // Sizes are the module's to judge.
  assert.throws(() => new Session(renju, recordFromParams(renju, '#rule=renju&size=19&a=h8')), /15/);
});

test('a session replays moves, offers, declines and its redo stack', () => {
  const s = new Session(renju, record({ actions: ['h8', 'i9+draw', 'decline-draw', 'j10'], undone: ['k11'] }));
  assert.equal(s.target.code, 'h8i9j10');
  assert.equal(s.canRedo, true);
  s.redo();
  assert.deepEqual(s.record.actions, ['h8', 'i9+draw', 'decline-draw', 'j10', 'k11']);
  s.dispose();
});

test('learning mode refuses the forbidden point with its kind', () => {
  const moves = ['h8', 'a1', 'i8', 'a2', 'j10', 'a3', 'j11', 'a4'];
  const learn = new Session(renju, record({ actions: moves }));
  const refused = learn.click(9, 7); // j8
  assert.equal(refused.ok, false);
  assert.match(refused.message, /J8 is forbidden for black: a double three/);
  assert.ok(learn.flash.segments.length >= 2);
  assert.equal(learn.board().forbidden.length, 1);
  learn.dispose();
});

// Tournament games are ruled on claims, as over the board (RIF 9.6-9.8): the positions below were
// worked out by hand. DOUBLE_THREE then j8: black's double three (row 8 h8-i8-j8, column j j8-j10-j11).
const DOUBLE_THREE = ['h8', 'a1', 'i8', 'a2', 'j10', 'a3', 'j11', 'a4'];
const pt = (name) => ({ x: name.charCodeAt(0) - 97, y: Number(name.slice(1)) - 1 });
const play = (s, name) => { const { x, y } = pt(name); return s.click(x, y); };

test('tournament: no forbidden marks; black\'s forbidden stone stands until white claims it (RIF 9.8)', () => {
  const s = new Session(renju, record({ forbidden: 'tournament', actions: DOUBLE_THREE }));
  assert.equal(s.claims, true);
  assert.equal(s.record.ruling, 'claim');
  assert.deepEqual(s.board().forbidden, [], 'the marks are off in a tournament game');
  assert.equal(s.describePoint(9, 7, s.board().forbidden), 'J8, empty', 'the cursor does not tell either');
  assert.equal(play(s, 'j8').ok, true);
  assert.equal(s.over, false, 'the game goes on until white claims');
  // A claim that does not hold is refused and changes nothing.
  s.armClaim(true);
  const wrong = play(s, 'h8');
  assert.equal(wrong.ok, false);
  assert.equal(wrong.message, 'Claim refused: H8 was not a forbidden move when it was played.');
  assert.equal(s.claimArmed, false);
  assert.match(s.claimForbidden('a1').message, /A1 is a white stone/);
  assert.match(s.claimForbidden('o15').message, /no stone was played on O15/);
  assert.equal(s.record.actions.length, 9);
  s.armClaim(true);
  const claimed = play(s, 'j8');
  assert.equal(claimed.ok, true);
  assert.deepEqual(s.record.actions.slice(-2), ['j8', 'claim-forbidden:j8']);
  assert.equal(s.result.reason, 'forbidden');
  assert.equal(s.result.winner, 'white');
  assert.deepEqual(s.endTexts(), { heading: 'White wins', reason: 'Black’s double three at J8' });
  assert.match(claimed.announce, /^White claims black’s forbidden move at J8\. White wins\. Black’s double three at J8$/);
  // The claim and the ruling go through a share link and storage.
  for (const back of [viaLink(s), viaStorage(s)]) {
    assert.equal(back.ruling, 'claim');
    assert.equal(back.forbidden, 'tournament');
    assert.deepEqual(back.actions, s.record.actions);
  }
  s.dispose();
});

test('tournament: a double three not claimed before white\'s next move can no longer be claimed (RIF 9.8)', () => {
  const s = new Session(renju, record({ forbidden: 'tournament', actions: [...DOUBLE_THREE, 'j8', 'o15', 'c7'] }));
  const late = s.claimForbidden('j8');
  assert.equal(late.ok, false);
  assert.equal(late.message, 'Claim refused: the double three at J8 had to be claimed before white’s next move (RIF 9.8).');
  assert.equal(s.over, false);
  s.dispose();
});

test('tournament: a five counts once claimed; played on past it, black\'s forbidden move decides (RIF 9.6, 9.7)', () => {
  // Black: a five h8-l8 (move 17), then f4, a double three (row 4 d4-e4-f4, column f f4-f6-f7).
  const moves = ['h8', 'a1', 'i8', 'c1', 'j8', 'e1', 'k8', 'g1', 'd4', 'i1', 'e4', 'k1', 'f6', 'm1', 'f7', 'o1', 'l8'];
  const five = new Session(renju, record({ forbidden: 'tournament', actions: moves }));
  assert.equal(five.over, false, 'the five stands unclaimed');
  const white = five.claimWin('white');
  assert.equal(white.message, 'Claim refused: white has no five on the board.');
  assert.equal(five.claimWin('black').ok, true);
  assert.equal(five.result.reason, 'five');
  assert.equal(five.result.winner, 'black');
  assert.equal(five.endTexts().reason, 'Five in a row at L8 (H8 I8 J8 K8 L8)');
  five.dispose();

  const on = new Session(renju, record({ forbidden: 'tournament', actions: [...moves, 'a3', 'f4'] }));
  assert.equal(on.over, false);
  const black = on.claimWin('black');
  assert.equal(black.message, 'Claim refused: after the five black played on and made a double three at F4, which white may claim (RIF 9.7).');
  assert.equal(on.claimForbidden('f4').ok, true);
  assert.equal(on.result.winner, 'white');
  on.dispose();
});

test('tournament against the bot: the bot claims black\'s forbidden stone and its own five', () => {
  const s = new Session(renju, record({ mode: 'bot', human: 'black', forbidden: 'tournament', actions: DOUBLE_THREE }));
  assert.equal(play(s, 'j8').ok, true);
  assert.equal(s.botToMove, true);
  const claimed = s.botClaims();
  assert.equal(claimed.ok, true);
  assert.equal(s.record.actions.at(-1), 'claim-forbidden:j8');
  assert.deepEqual(s.endTexts(), { heading: 'The bot wins with white', reason: 'Black’s double three at J8' });
  // A take-back returns to the player's turn before the forbidden stone.
  s.undo();
  assert.deepEqual(s.record.actions, DOUBLE_THREE);
  s.dispose();

  const bot = new Session(renju, record({ mode: 'bot', human: 'white', forbidden: 'tournament', actions: ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a5'] }));
  assert.equal(bot.botClaims(), null, 'nothing to claim yet');
  const moved = bot.botAct('l8');
  assert.equal(moved.ok, true);
  assert.deepEqual(bot.record.actions.slice(-2), ['l8', 'claim-win:black']);
  assert.equal(bot.result.winner, 'black');
  assert.match(moved.announce, /Black claims the five\. The bot wins with black\. Five in a row at L8/);
  bot.dispose();
});

test('the end of a game is said once: who won, then how', () => {
  const cases = [
    [{ actions: ['h8', 'a1', 'i8', 'a2', 'j8', 'a3', 'k8', 'a4', 'l8'] }, 'Black wins', 'Five in a row at L8 (H8 I8 J8 K8 L8)'],
    [{ actions: ['h8', 'i9', 'resign:black'] }, 'White wins', 'Black resigned'],
    [{ actions: ['h8', 'i9', 'timeout:white'] }, 'Black wins', 'White ran out of time'],
    [{ actions: ['h8', 'i9', 'j10', 'pass', 'pass'] }, 'Draw', 'Both players passed'],
    [{ actions: ['h8', 'i9', 'j10+draw', 'accept-draw'] }, 'Draw', 'Agreed by both players'],
    [{ mode: 'bot', human: 'black', actions: ['h8', 'i9', 'resign:black'] }, 'The bot wins with white', 'Black resigned'],
    [{ mode: 'bot', human: 'white', actions: ['h8', 'i9', 'resign:black'] }, 'You win with white', 'Black resigned'],
    [{ opening: 'swap', actions: ['h8', 'i9', 'j10', 'swap', 'k11', 'resign:white'] }, 'Second player wins with black', 'White resigned'],
  ];
  for (const [over, heading, reason] of cases) {
    const s = new Session(renju, record(over));
    assert.deepEqual(s.endTexts(), { heading, reason }, over.actions.join(' '));
    s.dispose();
  }
});

test('a game\'s move count counts stones and passes, not swaps or offers', () => {
  const s = new Session(renju, record({ opening: 'swap', actions: ['h8', 'i9', 'j10', 'swap'] }));
  assert.equal(s.moveCount, 3);
  assert.equal(s.ply, 4);
  s.dispose();
});

test('against the bot, undo takes back the bot\'s reply and the player\'s move', () => {
  const s = new Session(renju, record({ mode: 'bot', human: 'black' }));
  assert.equal(s.botToMove, false);
  assert.equal(s.click(7, 7).ok, true); // h8
  assert.equal(s.botToMove, true);
  assert.equal(s.click(8, 8).ok, false, 'not the player\'s turn');
  assert.equal(s.botAct('i9').ok, true);
  s.click(9, 9); // j10
  s.botAct('k11');
  s.undo();
  assert.deepEqual(s.record.actions, ['h8', 'i9'], 'the pair is taken back');
  assert.equal(s.botToMove, false);
  s.redo();
  assert.deepEqual(s.record.actions, ['h8', 'i9', 'j10', 'k11'], 'redo brings back the pair');
  // Undo while the bot is to move (it was thinking): back to the player's turn.
  assert.equal(s.click(11, 11).ok, true); // l12
  s.undo();
  assert.deepEqual(s.record.actions, ['h8', 'i9', 'j10', 'k11']);
  s.dispose();
});

test('against the bot as white: the bot\'s first move cannot be taken back alone', () => {
  const s = new Session(renju, record({ mode: 'bot', human: 'white' }));
  assert.equal(s.botToMove, true);
  s.botAct('h8');
  assert.equal(s.canUndo, false);
  s.click(8, 8);
  s.botAct('j10');
  assert.equal(s.canUndo, true);
  s.undo();
  assert.deepEqual(s.record.actions, ['h8']);
  s.dispose();
});

test('the bot answers a draw offer by playing on', () => {
  const s = new Session(renju, record({ mode: 'bot', human: 'black', actions: ['h8', 'i9'] }));
  s.setDrawArmed(true);
  s.click(9, 9);
  assert.equal(s.drawOffered, true);
  const answer = s.botAct('k11');
  assert.match(answer.message, /declines/);
  assert.deepEqual(s.record.actions, ['h8', 'i9', 'j10+draw', 'decline-draw', 'k11']);
  s.dispose();
});

test('analysis: free placement, removal, history and a game from the position', () => {
  const s = new Session(renju, record({ mode: 'analysis', place: 'black' }));
  for (const [x, y] of [[7, 7], [8, 7], [9, 9], [9, 10]]) assert.equal(s.click(x, y).ok, true);
  assert.equal(s.board().forbidden.length, 1);
  const note = s.click(9, 7);
  assert.match(note.message, /would be forbidden/);
  s.setPlace('remove');
  assert.equal(s.click(9, 7).ok, true);
  assert.equal(s.click(0, 0).ok, false);
  s.undo();
  assert.equal(s.target.stones.length, 5);
  s.goTo(2);
  s.setPlace('white');
  s.click(0, 0); // drops the later steps
  assert.deepEqual(s.record.actions, ['bh8', 'bi8', 'wa1']);
  const setup = s.setupFromHere();
  assert.deepEqual(setup, { black: ['h8', 'i8'], white: ['a1'], toMove: 'white' });
  const game = new Session(renju, record({ setup, actions: ['b2'] }));
  assert.equal(game.target.stones.length, 4);
  s.dispose();
  game.dispose();
});

// Clicks a point by name, as the board does.
const click = (s, p) => s.click(p.charCodeAt(0) - 97, Number(p.slice(1)) - 1);

test('RIF between two players: zones, the swap, symmetric offers refused, the kept fifth move is black 5', () => {
  const s = new Session(renju, record({ opening: 'rif' }));
  assert.equal(s.playersMatter, true);
  assert.match(s.prompt(), /^First player \(black\): place black 1 on the centre$/);
  assert.deepEqual(s.board().zone, { x0: 7, y0: 7, x1: 7, y1: 7 });
  assert.equal(click(s, 'h8').ok, true);
  const outside = click(s, 'a1');
  assert.equal(outside.refused, 'OUTSIDE_ZONE');
  assert.match(outside.message, /^A1 is outside the central 3×3 square, where white 2 goes\.$/);
  click(s, 'h9');
  assert.deepEqual(s.board().zone, { x0: 5, y0: 5, x1: 9, y1: 9 });
  const third = click(s, 'i9');
  assert.match(third.announce, /Standard opening: 4D Kagetsu\. Second player \(white\): stay white or swap to black/);
  assert.equal(s.boardAction, null);
  assert.match(click(s, 'a1').message, /use the buttons/);
  assert.equal(s.decide('swap').ok, true);
  assert.equal(s.colorOf('second'), 'black');
  assert.match(s.prompt(), /^First player \(white\): place white 4 anywhere$/);
  click(s, 'i8');
  assert.equal(click(s, 'g8').ok, true);
  const symmetric = click(s, 'h7');
  assert.equal(symmetric.refused, 'SYMMETRIC_OFFER');
  assert.match(symmetric.message, /H7 is symmetric to G8/);
  click(s, 'j10');
  assert.deepEqual(s.board().marks.map((m) => m.text), ['5', '5']);
  assert.equal(click(s, 'a5').refused, 'NOT_OFFERED');
  assert.match(click(s, 'j10').announce, /First player \(white\) keeps J10: black 5\. White to move \(first player\)/);
  assert.equal(s.target.at('j10'), 'black');
  assert.equal(s.board().stones.find((x) => x.x === 9 && x.y === 9).number, 5);
  assert.deepEqual(s.record.actions, ['h8', 'h9', 'i9', 'swap', 'i8', 'offer:g8', 'offer:j10', 'choose:j10']);
  assert.deepEqual(s.steps().map((x) => x.kind), ['move', 'move', 'move', 'swap', 'move', 'offer', 'offer', 'choose']);
  // Undo walks back through the opening, one action at a time, and the stored form keeps the redo stack.
  s.undo();
  s.undo();
  assert.match(s.prompt(), /offer fifth move 2 of 2/);
  const back = new Session(renju, viaStorage(s));
  assert.deepEqual(back.record.undone, ['choose:j10', 'offer:j10']);
  back.redo();
  back.redo();
  assert.equal(back.target.at('j10'), 'black');
  s.dispose();
  back.dispose();
});

test('swap2: place two, the first player swaps; the end speaks of the right player', () => {
  const s = new Session(renju, record({ opening: 'swap2' }));
  for (const p of ['h8', 'i9', 'j8']) click(s, p);
  assert.match(s.prompt(), /Second player \(white\): stay white, swap to black, or place moves 4 and 5/);
  s.decide('place-two');
  click(s, 'g7');
  click(s, 'j10');
  assert.match(s.prompt(), /First player \(black\): stay black or swap to white/);
  s.decide('swap');
  assert.equal(s.colorOf('first'), 'white');
  assert.equal(s.colorOf('second'), 'black');
  // White (the first player) to play 6; the second player, now black, makes five.
  for (const p of ['a1', 'k8', 'a2', 'l8', 'a3']) click(s, p);
  assert.equal(s.target.turn.player, 'second');
  const five = click(s, 'i8');
  assert.equal(s.result.winner, 'black');
  assert.deepEqual(s.winnerWho(), { role: 'second', color: 'black' });
  assert.match(five.announce, /\. Second player wins with black\. Five in a row at I8 \(H8 I8 J8 K8 L8\)$/);
  s.dispose();
});

test('against the bot under an opening: the human is a player; undo returns to the human\'s turn', () => {
  const s = new Session(renju, record({ mode: 'bot', human: 'white', opening: 'swap2' }));
  assert.equal(s.humanPlayer, 'second');
  assert.equal(s.botToMove, true);
  for (const a of ['h8', 'i9', 'j8']) assert.equal(s.botAct(a).ok, true);
  assert.equal(s.botToMove, false);
  assert.equal(s.decide('swap').ok, true); // the human takes black
  assert.equal(s.colorOf('second'), 'black');
  assert.equal(s.botToMove, true, 'the first player, now white, plays 4');
  s.botAct('g7');
  click(s, 'k9');
  s.botAct('l10');
  s.undo();
  assert.deepEqual(s.record.actions, ['h8', 'i9', 'j8', 'swap', 'g7']);
  s.undo();
  assert.deepEqual(s.record.actions, ['h8', 'i9', 'j8'], 'back to the swap decision, the human\'s turn');
  assert.equal(s.canUndo, false, 'the bot\'s opening stones cannot be taken back alone');
  s.dispose();
});

test('a full game record pasted or read: opening, swaps and offers come back', () => {
  const text = 'rule: renju\nopening: yamaguchi\nactions: h8 h9 i9 declare:3 stay i8 offer:g8 offer:j10 offer:g10';
  const game = readGameRecord(renju, text);
  assert.equal(game.opening, 'yamaguchi');
  const s = new Session(renju, record(game));
  assert.equal(s.target.opening.declared, 3);
  assert.match(s.prompt(), /Second player \(white\): choose one of the 3 offered fifth moves/);
  s.dispose();
});

// The human's turn through what the page offers a player: a click on the board (with Taraguchi's
// place-or-offer choice), the swap buttons, the declaration, the pass button.
function humanDoes(s, token) {
  if (['stay', 'swap', 'place-two'].includes(token)) return s.decide(token);
  if (token.startsWith('declare:')) return s.declare(Number(token.slice(8)));
  if (token === 'pass') return s.pass();
  if (token.startsWith('offer:')) s.setFifthMode('offer');
  else if (!token.startsWith('choose:')) s.setFifthMode('place');
  return click(s, token.replace(/^(offer|choose):/, ''));
}

test('against the bot under every opening rule, either seat: the bot\'s answers (as the worker sends them) go through the session', () => {
  const openings = OPENINGS.filter((o) => o !== 'none');
  for (const opening of openings) {
    for (const human of ['black', 'white']) {
      const s = new Session(renju, record({ mode: 'bot', human, opening, level: 1 }));
      const name = `${opening}, human ${human}`;
      let seed = human === 'black' ? 1 : 1001;
      let afterOpening = 0;
      while (!s.over && afterOpening < 3) {
        const botsTurn = s.botToMove;
        const token = s.target.botTurn({ level: 1, seed: seed++ }).action.token;
        const player = s.turn.player;
        assert.equal(botsTurn, player === s.botPlayer, `${name}: botToMove follows game.turn`);
        const outcome = botsTurn ? s.botAct(token) : humanDoes(s, token);
        assert.equal(outcome.ok, true, `${name}: ${token} at step ${s.ply + 1}: ${outcome.message}`);
        assert.equal(s.target.actions.at(-1).player, player, `${name}: ${token} was recorded for the ${player} player`);
        if (!s.turn.opening) afterOpening++;
      }
      const acts = s.record.actions;
      const offers = acts.filter((a) => a.startsWith('offer:')).length;
      const declared = acts.find((a) => a.startsWith('declare:'));
      // The rules of each opening: how many fifth moves are offered, and one of them is kept.
      if (opening === 'rif') assert.equal(offers, 2, name);
      if (declared) assert.equal(offers, Number(declared.slice(8)), `${name}: as many offers as declared`);
      if (offers) assert.equal(acts.filter((a) => a.startsWith('choose:')).length, 1, name);
      if (['swap', 'swap2', 'rif', 'yamaguchi', 'soosorv-8', 'taraguchi-10'].includes(opening)) {
        assert.ok(acts.some((a) => ['stay', 'swap', 'place-two'].includes(a)), `${name}: a swap decision: ${acts.join(' ')}`);
      }
      // The page's record is the module's: it replays to the same position.
      const replayed = renju.importRecord(s.gameText);
      assert.equal(replayed.code, s.target.code, name);
      replayed.dispose();
      s.dispose();
    }
  }
});


// Variations (issue 16): the files module's tree, attached to a session's game.
const files = await renju.loadFiles();

test('variations: a move from an earlier position starts a variation; saved, linked and promoted, the tree comes back', () => {
  const s = new Session(renju, record({ actions: ['h8', 'i9', 'j10', 'k11'] }));
  s.attachTree(files.treeOf(s.target));
  s.goTo(2);
  assert.equal(click(s, 'g7').ok, true, 'no longer refused with "go to the last move"');
  assert.deepEqual(s.record.actions, ['h8', 'i9', 'g7']);
  assert.match(s.gameText, /^actions: h8 i9 j10 \(g7 \*\) k11$/m, 'the old line stays the main line, the new one beside it');
  assert.match(s.lineText, /^actions: h8 i9 g7$/m, 'the bot is sent the line on the board only');
  renju.importRecord(s.lineText).dispose();
  for (const back of [viaLink, viaStorage].map((via) => {
    const r = via === viaLink
      ? recordFromParams(renju, `#${recordToParams(s.record, s.gameText)}`, files)
      : fromStored(renju, JSON.parse(JSON.stringify(toStored(s.record, s.gameText))), files);
    return new Session(renju, r, { files });
  })) {
    assert.deepEqual(back.record.actions, ['h8', 'i9', 'g7'], 'at the variation, as saved');
    assert.equal(back.gameText, s.gameText);
    back.dispose();
  }
  // Without the files module a record with variations is refused with a reason, not misread.
  assert.throws(() => recordFromParams(renju, `#${recordToParams(s.record, s.gameText)}`), /variations/);
  // Promoting the variation makes it the main line; the old line is kept beside it.
  const id = s.tree.current;
  const first = s.tree.line()[2];
  s.changeTree('promote', first);
  assert.match(s.gameText, /^actions: h8 i9 g7 \(j10 k11\)$/m);
  assert.equal(s.tree.current, id);
  // Going to the other line puts it on the board; deleting it leaves one line.
  const other = s.tree.node(s.tree.line()[1]).children[1];
  s.changeTree('go', other);
  assert.deepEqual(s.record.actions, ['h8', 'i9', 'j10', 'k11']);
  s.changeTree('delete', s.tree.line()[2]);
  assert.deepEqual(s.record.actions, ['h8', 'i9']);
  assert.deepEqual(s.record.undone, ['g7'], 'the main line after the node is the redo list');
  assert.match(s.gameText, /^actions: h8 i9 \* g7$/m, "the game stands where the deleted line parted");
  s.dispose();
});

test('variations against the bot: from the player\'s turn the player\'s move starts one; from the bot\'s, the bot plays on', () => {
  const s = new Session(renju, record({ mode: 'bot', human: 'black', actions: ['h8', 'i9', 'j10', 'k11'] }));
  s.attachTree(files.treeOf(s.target));
  s.goTo(2);
  assert.equal(click(s, 'g7').ok, true);
  assert.deepEqual(s.record.actions, ['h8', 'i9', 'g7']);
  assert.equal(s.botToMove, true, 'the bot answers the variation');
  s.goTo(1);
  const out = click(s, 'a1');
  assert.equal(out.ok, true);
  assert.deepEqual(s.record.actions, ['h8'], 'back at the bot\'s turn; the click places nothing');
  assert.equal(s.botToMove, true);
  assert.match(s.gameText, /^actions: h8 \* i9 j10 \(g7\) k11$/m);
  s.dispose();
});
