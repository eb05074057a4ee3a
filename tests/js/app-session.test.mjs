// The play page's model without a browser: records (storage and share links), replay through the
// module, and the session's actions, including undo against the bot (the bot's moves are given by
// hand here: this tests the page's bookkeeping, not a bot).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadRenju } from '../../dist/renju.js';
import { normalizeRecord, recordFromParams, recordToParams, defaultRecord, RecordError } from '../../web/app/record.js';
import { Session } from '../../web/app/session.js';

const renju = await loadRenju();
const record = (over) => normalizeRecord({ ...defaultRecord(), ...over });

test('share links round-trip rules, mode, setup and actions', () => {
  const r = record({ mode: 'bot', rule: 'standard', size: 19, human: 'white', level: 4, clock: { minutes: 5, increment: 3 },
    setup: { black: ['j10'], white: ['k11'], toMove: 'black' }, actions: ['a1', 'b2~', 'decline', 'resign-w'] });
  const back = recordFromParams(`#${recordToParams(r)}`);
  for (const key of ['mode', 'rule', 'size', 'human', 'level', 'clock', 'setup', 'actions']) assert.deepEqual(back[key], r[key], key);
});

test('bad links and stored records are refused with a reason', () => {
  for (const bad of ['#mode=chess&a=h8', '#rule=renju&a=h8.<script>', '#size=99&a=h8', '#a=h8&clock=x', '#nothing=here']) {
    assert.throws(() => recordFromParams(bad), RecordError, bad);
  }
  assert.throws(() => normalizeRecord({ actions: 'h8' }), RecordError);
  assert.throws(() => normalizeRecord(null), RecordError);
  assert.throws(() => new Session(renju, record({ actions: ['h8', 'h8'] })), /step 2 \(h8\)/);
  // Sizes are the module's to judge.
  assert.throws(() => new Session(renju, recordFromParams('#rule=renju&size=19&a=h8')), /15/);
});

test('a session replays moves, offers, declines and its redo stack', () => {
  const s = new Session(renju, record({ actions: ['h8', 'i9~', 'decline', 'j10'], undone: ['k11'] }));
  assert.equal(s.target.code, 'h8i9j10');
  assert.equal(s.canRedo, true);
  s.redo();
  assert.deepEqual(s.record.actions, ['h8', 'i9~', 'decline', 'j10', 'k11']);
  s.dispose();
});

test('learning mode refuses the forbidden point with its kind; tournament mode loses', () => {
  const moves = ['h8', 'a1', 'i8', 'a2', 'j10', 'a3', 'j11', 'a4'];
  const learn = new Session(renju, record({ actions: moves }));
  const refused = learn.click(9, 7); // j8
  assert.equal(refused.ok, false);
  assert.match(refused.message, /J8 is forbidden for black: a double three/);
  assert.ok(learn.flash.segments.length >= 2);
  assert.equal(learn.board().forbidden.length, 1);
  const tour = new Session(renju, record({ forbidden: 'tournament', actions: moves }));
  assert.equal(tour.click(9, 7).ok, true);
  assert.equal(tour.result.reason, 'forbidden');
  assert.equal(tour.result.winner, 'white');
});

test('against the bot, undo takes back the bot\'s reply and the player\'s move', () => {
  const s = new Session(renju, record({ mode: 'bot', human: 'black' }));
  assert.equal(s.botToMove, false);
  assert.equal(s.click(7, 7).ok, true); // h8
  assert.equal(s.botToMove, true);
  assert.equal(s.click(8, 8).ok, false, 'not the player\'s turn');
  assert.equal(s.botMove('i9').ok, true);
  s.click(9, 9); // j10
  s.botMove('k11');
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
  s.botMove('h8');
  assert.equal(s.canUndo, false);
  s.click(8, 8);
  s.botMove('j10');
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
  const answer = s.botMove('k11');
  assert.match(answer.message, /declines/);
  assert.deepEqual(s.record.actions, ['h8', 'i9', 'j10~', 'decline', 'k11']);
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
