// Loads the built module from dist/ (npm run build puts it there).
import { loadRenju } from '../../dist/renju.js';

export { loadRenju };
export { RenjuError } from '../../dist/renju.js';
export const renju = await loadRenju();

/** Asserts that fn throws a RenjuError with the given code (and message fragment). */
export function throwsCode(assert, fn, code, fragment) {
  assert.throws(fn, (e) => {
    assert.equal(e.name, 'RenjuError', `expected a RenjuError, got ${e}`);
    assert.equal(e.code, code, `expected ${code}, got ${e.code}: ${e.message}`);
    assert.ok(e instanceof Error);
    if (fragment) assert.ok(e.message.includes(fragment), `"${e.message}" lacks "${fragment}"`);
    return true;
  });
}
