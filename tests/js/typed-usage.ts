// Compiled with `tsc --noEmit` by tests/js/types.test.mjs: the declarations must describe the API
// as it is used here, and reject the misuse marked @ts-expect-error.
import { loadRenju, RenjuError, type Explanation, type ForbiddenPoint, type MoveTime, type Result } from '../../dist/renju.js';

async function main(): Promise<void> {
  const renju = await loadRenju();
  const game = renju.newGame({ rule: 'renju', ruling: 'immediate', refuseForbidden: true });
  game.play('h8').play({ x: 8, y: 8 }, { offerDraw: true });
  const undone: boolean = game.undo();
  // The variation tree, from the lazily loaded files module.
  const files = await renju.loadFiles();
  const tree = files.treeOf(game);
  const node = tree.node(tree.current);
  const kids: number[] = node.children;
  tree.goTo(0).promote(kids[0] ?? 0).setComment('a note').setMarks([{ point: 'h8', type: 'x' }]);
  const saved: string = tree.record;
  const again = files.importRecord(saved);
  const label: string | undefined = again.root.marks[0]?.text;
  // @ts-expect-error node ids are numbers
  tree.goTo('h8');
  void label;
  // The analysis board's tree: steps of either colour, and stones taken off.
  const board = files.boardTree({ rule: 'freestyle', black: ['h8'], toMove: 'white' }).follow(['wi9', 'xh8']);
  const steps: string[] = board.steps;
  const removed: 'black' | 'white' | null = board.currentNode.color;
  // @ts-expect-error the steps are a list
  board.follow('wi9');
  void steps;
  void removed;
  const read = await renju.readGameFile(new Uint8Array([1, 112]), { format: 'pos' });
  const where: string | undefined = read.errors[0]?.where;
  const sgf: string | Uint8Array = game.toFile('sgf');
  // @ts-expect-error pgn is read, not written
  game.toFile('pgn');
  void where;
  void sgf;
  const result: Result = game.result;
  const winner: 'black' | 'white' | null = result.winner;
  const forbidden: ForbiddenPoint[] = game.forbiddenPoints();
  const why: Explanation = game.explain('j10');
  const nested: Explanation | undefined = why.lines[0]?.straightFours[0]?.nested;
  const legal = game.legality('h8');
  if (!legal.legal) {
    const code: string = legal.code;
    void code;
  }
  try {
    game.play('h8');
  } catch (e) {
    if (e instanceof RenjuError && e.code === 'OCCUPIED') console.log(e.message);
  }
  const position = renju.newPosition({ black: ['f8', 'g8', 'h9', 'h10'], white: [{ x: 0, y: 0 }], toMove: 'black' });
  position.toMove = 'white';
  const five: boolean = position.makesFive('h8', 'black');
  const moves: string[] = renju.parseCode('h8i9pass', { size: 15 });
  const worker: WebAssembly.Module = renju.wasmModule;
  const search = renju.bestMove(game, { level: 3, timeMs: 200, onProgress: (p) => console.log(p.depth, p.best) });
  const analysis = renju.analyse(game, { multiPV: 3, nodes: 5000, onProgress: (a) => console.log(a.candidates.length) });
  const chance: number = analysis.candidates[0]?.winProbability ?? 0.5;
  const leader: 'black' | 'white' | null = analysis.candidates[0]?.winner ?? null;
  const threatFours: string[] = renju.threats(game).black.fours;
  void chance; void leader; void threatFours;
  // @ts-expect-error multiPV is a number
  renju.analyse(game, { multiPV: '3' });
  const winIn: number = search.winIn;
  const turn = game.botTurn({ level: 1 });
  if (turn.action.type === 'swap') console.log(turn.action.choice);
  const vcf: string[] = renju.findVcf(position);
  const plan: MoveTime = renju.planMoveTime({ turnMs: 200, leftMs: 60000, moveNumber: 12 });
  renju.bestMove(game, { timeMs: plan.timeMs });
  // @ts-expect-error turnMs is a number of milliseconds
  renju.planMoveTime({ turnMs: '200' });
  game.apply(turn.action.token).apply('pass');
  const entries = game.actions;
  const n: number = entries[0]?.moveNumber ?? 0;
  const sizes: number[] = renju.rules.standard.sizes;
  const openings = renju.rules.renju.openings[15] ?? [];
  const maySwap: boolean = renju.openingRules.swap2.maySwap;
  const rect = game.turn.zoneRect;
  if (rect) console.log(rect.x0 + rect.x1);
  void [n, sizes, openings, maySwap];
  // @ts-expect-error: a token is a string
  game.apply({ type: 'move' });
  void [winIn, vcf];
  game.dispose();
  position[Symbol.dispose]();
  // @ts-expect-error: not a rule
  renju.newGame({ rule: 'go' });
  // @ts-expect-error: points are strings or {x, y}
  game.play(7);
  // @ts-expect-error: result is read-only
  game.result = result;
  void [undone, winner, forbidden, nested, five, moves, worker, renju.memory().allocatedBytes];
}
void main;
