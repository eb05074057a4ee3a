// The TypeScript declarations compile against a typed usage file (tsc --noEmit).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';

test('renju.d.ts describes the API (tsc --noEmit)', () => {
  const root = new URL('../../', import.meta.url).pathname;
  try {
    execFileSync('npx', ['--no-install', 'tsc', '-p', 'tests/js/tsconfig.json'], { cwd: root, stdio: 'pipe' });
  } catch (e) {
    assert.fail(`tsc failed:\n${e.stdout}${e.stderr}`);
  }
});
