import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { ROOT } from './support/run.js';
import { makeCartRepo } from './support/repo.js';

describe('the installable CLI: the npm pack tarball the release attaches', () => {
  it('npm install --global <tarball> into a fresh prefix, offline, gives a working `proofgate`', () => {
    const tmp = mkdtempSync(join(tmpdir(), 'proofgate-pack-'));
    // Nothing of this machine's npm setup: a cache and a prefix of the test's own, no registry call.
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: tmp,
      npm_config_cache: join(tmp, 'cache'),
      npm_config_userconfig: join(tmp, 'npmrc'),
      npm_config_update_notifier: 'false',
      npm_config_fund: 'false',
      npm_config_audit: 'false',
    };
    const npm = (args: string[], cwd: string) => execFileSync('npm', args, { cwd, env, encoding: 'utf8', stdio: 'pipe' });
    const [packed] = JSON.parse(npm(['pack', '--json', '--ignore-scripts', '--pack-destination', tmp], ROOT)) as {
      filename: string;
      files: { path: string }[];
    }[];
    const files = packed!.files.map((f) => f.path);
    expect(files).toEqual(expect.arrayContaining(['dist/cli.js', 'dist/index.js', 'rules/general.md', 'package.json', 'README.md']));
    expect(files.filter((f) => /^(src|test|scripts|bench|node_modules)\//.test(f))).toEqual([]);
    // The bundle carries every library: the installed package depends on nothing, so no registry is needed.
    const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(manifest.dependencies ?? {}, 'runtime libraries are bundled by ncc: list them under devDependencies').toEqual({});

    const prefix = join(tmp, 'prefix');
    npm(['install', '--global', '--prefix', prefix, '--offline', '--ignore-scripts', join(tmp, packed!.filename)], tmp);
    const bin = join(prefix, 'bin/proofgate');
    expect(existsSync(join(prefix, 'lib/node_modules/proofgate/node_modules'))).toBe(false);
    expect(execFileSync(bin, ['--version'], { env, encoding: 'utf8' }).trim()).toBe(manifest.version);
    // A real command, with its shipped assets (the rule documents) found from the installed package.
    const repo = makeCartRepo();
    const out = execFileSync(bin, ['review', 'scope', 'installed', '--base', 'HEAD~1'], { cwd: repo, env, encoding: 'utf8' });
    expect(out).toMatch(/^1 file\(s\) to review, 4 changed lines, 1 unit\(s\) — scope [0-9a-f]{12}$/m);
    expect(readFileSync(join(repo, '_bmad-output/review/installed/checklist.md'), 'utf8')).toContain('## javascript-typescript:');
  }, 120_000);
});
