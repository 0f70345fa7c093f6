import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../support/run.js';
import { emptyRepo } from '../support/repo.js';

// Octokit's user agent string: present in whatever bundle file carries @octokit/core.
const OCTOKIT_SIGNATURE = 'octokit-core.js/';

/** Runs node with a module-load hook and returns the files of dist/ it loaded. */
function loadedDistFiles(args: string[], cwd: string): { files: string[]; code: number } {
  const dir = mkdtempSync(join(tmpdir(), 'proofgate-loads-'));
  const log = join(dir, 'loaded.txt');
  writeFileSync(log, '');
  writeFileSync(
    join(dir, 'hooks.mjs'),
    `import { appendFileSync } from 'node:fs';\nexport async function load(url, context, next) { appendFileSync(${JSON.stringify(log)}, url + '\\n'); return next(url, context); }\n`,
  );
  writeFileSync(
    join(dir, 'register.mjs'),
    `import { register } from 'node:module';\nregister(${JSON.stringify(pathToFileURL(join(dir, 'hooks.mjs')).href)});\n`,
  );
  const r = spawnSync(process.execPath, ['--import', pathToFileURL(join(dir, 'register.mjs')).href, ...args], {
    cwd,
    encoding: 'utf8',
    env: { PATH: process.env.PATH ?? '' },
  });
  const dist = pathToFileURL(join(ROOT, 'dist')).href + '/';
  const files = readFileSync(log, 'utf8')
    .split('\n')
    .filter((u) => u.startsWith(dist))
    .map((u) => u.slice(dist.length));
  return { files, code: r.status ?? -1 };
}

/** The files of dist/ whose text holds `signature`. */
function carrying(signature: string): string[] {
  return readdirSync(join(ROOT, 'dist')).filter(
    (f) => f.endsWith('.js') && readFileSync(join(ROOT, 'dist', f), 'utf8').includes(signature),
  );
}

describe('the CLI does not parse Octokit unless it publishes', () => {
  const withOctokit = carrying(OCTOKIT_SIGNATURE);

  it('Octokit lives in a lazy chunk, and the load hook sees such a chunk when it is imported', () => {
    expect(withOctokit.length).toBeGreaterThan(0);
    expect(withOctokit).not.toContain('index.js');
    const probe = loadedDistFiles(
      ['--input-type=module', '-e', `await import(${JSON.stringify(pathToFileURL(join(ROOT, 'dist', withOctokit[0]!)).href)})`],
      ROOT,
    );
    expect(probe.files).toContain(withOctokit[0]);
  });

  it('`proofgate review rules` loads no file that carries Octokit', () => {
    const repo = emptyRepo();
    const run = loadedDistFiles([join(ROOT, 'dist/cli.js'), 'review', 'rules'], repo);
    expect(run.code).toBe(0);
    expect(run.files).toContain('index.js');
    expect(run.files.filter((f) => withOctokit.includes(f))).toEqual([]);
  });
});

// Start-up (issue 15): a command loads the parts it uses, so these stay lazy.
describe('the CLI loads a part only for a command that uses it', () => {
  // picomatch's parser constants, in whatever file carries the glob engine (micromatch).
  const withGlobEngine = carrying('REGEX_NON_SPECIAL_CHARS');
  // The areas' summaries, in whatever file carries the command table.
  const withCommands = carrying('seal what a code review must cover');

  it('`proofgate review rules` tests no path and loads no glob engine; `review rules PATH` loads it', () => {
    expect(withGlobEngine.length).toBeGreaterThan(0);
    expect(withGlobEngine).not.toContain('index.js');
    const repo = emptyRepo();
    const listing = loadedDistFiles([join(ROOT, 'dist/cli.js'), 'review', 'rules'], repo);
    expect(listing.code).toBe(0);
    expect(listing.files).toContain('index.js');
    expect(listing.files.filter((f) => withGlobEngine.includes(f))).toEqual([]);
    const onePath = loadedDistFiles([join(ROOT, 'dist/cli.js'), 'review', 'rules', 'src/cart.ts'], repo);
    expect(onePath.code).toBe(0);
    expect(onePath.files.filter((f) => withGlobEngine.includes(f))).not.toEqual([]);
  });

  it('`proofgate --version` loads no command table', () => {
    expect(withCommands.length).toBeGreaterThan(0);
    expect(withCommands).not.toContain('index.js');
    const run = loadedDistFiles([join(ROOT, 'dist/cli.js'), '--version'], ROOT);
    expect(run.code).toBe(0);
    expect(run.files).toContain('cli.js');
    expect(run.files.filter((f) => withCommands.includes(f))).toEqual([]);
  });
});
