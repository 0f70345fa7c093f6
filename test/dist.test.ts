import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ROOT } from './support/run.js';

describe('dist/ is the build of src/', () => {
  it('rebuilding from source gives the committed dist/ byte for byte', () => {
    const out = mkdtempSync(join(tmpdir(), 'proofgate-dist-'));
    execFileSync(process.execPath, [join(ROOT, 'scripts/build.mjs'), out], { cwd: ROOT, stdio: 'pipe' });
    const committed = readdirSync(join(ROOT, 'dist')).sort();
    expect(readdirSync(out).sort()).toEqual(committed);
    const stale = committed.filter((f) => !readFileSync(join(out, f)).equals(readFileSync(join(ROOT, 'dist', f))));
    expect(stale, 'run `npm run build` and commit dist/').toEqual([]);
    // The generated types and published schemas are part of the build too.
    expect(execFileSync('git', ['status', '--porcelain', '--', 'src/schemas', 'docs/schemas'], { cwd: ROOT, encoding: 'utf8' })).toBe('');
  }, 180_000);

  it('the bundle has no unresolved module and runs', () => {
    for (const f of readdirSync(join(ROOT, 'dist')).filter((n) => n.endsWith('.js'))) {
      expect(readFileSync(join(ROOT, 'dist', f), 'utf8')).not.toContain('webpackMissingModule');
    }
    expect(execFileSync(process.execPath, [join(ROOT, 'dist/cli.js'), '--version'], { encoding: 'utf8' }).trim()).toBe(
      JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version,
    );
  });
});
