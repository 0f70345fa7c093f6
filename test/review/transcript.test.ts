import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cliCase } from '../support/run.js';
import { commitAll, makeCartRepo } from '../support/repo.js';

describe('the seed transcript on the two-commit cart repository (dist/cli.js)', () => {
  const repo = makeCartRepo();
  const folder = join(repo, '_bmad-output/review/demo-1');

  it('review scope prints the six lines, verbatim where the seed shows text', async () => {
    const r = await cliCase(repo, ['review', 'scope', 'demo-1', '--base', 'HEAD~1', '--effort', 'high']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(6);
    expect(lines[0]).toBe(join(folder, 'scope.json'));
    expect(lines[1]).toMatch(/^1 file\(s\) to review, 4 changed lines, 1 unit\(s\) — scope [0-9a-f]{12}$/);
    expect(lines[2]).toBe('excluded 1 × secret');
    expect(lines[3]).toBe(`checklist: ${join(folder, 'checklist.md')}`);
    expect(lines[4]).toBe('plan: high effort, 3 pass(es), refutation pass');
    expect(lines[5]).toBe('Every selected file must end in coverage.json as completed, failed or waived (with a reason).');

    const scope = JSON.parse(readFileSync(join(folder, 'scope.json'), 'utf8'));
    expect(lines[1]).toContain(scope.scopeSha256.slice(0, 12));
    expect(scope.files.map((f: { path: string }) => f.path)).toEqual(['src/cart.js']);
    expect(scope.files[0]).toMatchObject({
      added: 3,
      deleted: 1,
      status: 'modified',
      kind: 'file',
      unit: 'U1',
      rules: ['general', 'javascript-typescript'],
    });
    expect(scope.excluded).toEqual([{ path: '.env', reason: 'secret' }]);
    const checklist = readFileSync(join(folder, 'checklist.md'), 'utf8');
    expect(checklist.match(/^## /gm)).toHaveLength(2);
    expect(checklist).toContain('## general:');
    expect(checklist).toContain('## javascript-typescript:');
  });

  it('review rules src/cart.js lists the two rules in the seed form', async () => {
    const r = await cliCase(repo, ['review', 'rules', 'src/cart.js']);
    expect(r.code).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^rule set [0-9a-f]{12} \(built-in\)$/);
    expect(lines.slice(1)).toEqual([
      'src/cart.js gets 2 rule(s):',
      'general code builtin **',
      'javascript-typescript code builtin **/*.{js,cjs,mjs,jsx,ts,cts,mts,tsx} **/*.{vue,svelte}',
    ]);
  });

  it('the same inputs give the same scope hash, byte for byte, across runs', async () => {
    const a = readFileSync(join(folder, 'scope.json'));
    const again = await cliCase(repo, ['review', 'scope', 'demo-1', '--base', 'HEAD~1', '--effort', 'high']);
    expect(again.code).toBe(0);
    expect(readFileSync(join(folder, 'scope.json')).equals(a)).toBe(true);
  });

  it('the effort is part of the sealed identity', async () => {
    const high = JSON.parse(readFileSync(join(folder, 'scope.json'), 'utf8')).scopeSha256;
    await cliCase(repo, ['review', 'scope', 'demo-2', '--base', 'HEAD~1', '--effort', 'low']);
    const low = JSON.parse(readFileSync(join(repo, '_bmad-output/review/demo-2/scope.json'), 'utf8'));
    expect(low.scopeSha256).not.toBe(high);
    expect(low.plan).toEqual({ effort: 'low', passes: ['blind'], refutation: false, survey: false, parallel: false });
  });
});

describe('errors through the bundle: exit 3 and one line, never a stack trace', () => {
  const cases: [string, (repo: string) => void, string[], RegExp][] = [
    [
      'an invalid rules file (rejected while git is still running)',
      (repo) => {
        mkdirSync(join(repo, '_bmad'));
        writeFileSync(join(repo, '_bmad/review-rules.yaml'), 'schema: bmad-plus/review-rules/1\nnope: 1\n');
        commitAll(repo, 'rules');
      },
      ['review', 'scope', 'x', '--base', 'HEAD'],
      /^proofgate: _bmad\/review-rules\.yaml is not valid: \(top level\): unknown key "nope"$/,
    ],
    [
      'an unknown option',
      () => {},
      ['review', 'scope', 'x', '--nope'],
      /^proofgate: unknown option --nope; see `proofgate review scope ID \[options\] --help`$/,
    ],
    [
      'a mistyped option',
      () => {},
      ['review', 'scope', 'x', '--efort', 'high'],
      /^proofgate: unknown option --efort \(did you mean --effort\?\); see `proofgate review scope ID \[options\] --help`$/,
    ],
    ['an unknown command', () => {}, ['review', 'nope'], /^proofgate: unknown command "review nope"/],
    ['a missing id', () => {}, ['review', 'gate'], /^proofgate: missing ID/],
    ['gate without a scope', () => {}, ['review', 'gate', 'never-sealed'], /^proofgate: no scope\.json in .*: seal one first/],
    [
      'gate without a scope in another folder: the fix names the folder too',
      () => {},
      ['review', 'gate', 'zz', '--dir', 'revs'],
      /^proofgate: no scope\.json in .*revs\/zz: seal one first with `proofgate review scope zz --dir "revs"`$/,
    ],
    [
      'publish without --pr',
      () => {},
      ['review', 'publish', 'x'],
      /^proofgate: --pr is required: the number of the pull request to review$/,
    ],
    [
      'a review folder that cannot be written',
      (repo) => writeFileSync(join(repo, '_bmad-output'), 'a file where a folder should be\n'),
      ['review', 'scope', 'x'],
      /^proofgate: refusing .*scope\.json: it passes through _bmad-output, which is not a folder: move it or choose another folder$/,
    ],
  ];
  for (const [name, setup, args, line] of cases) {
    it(name, async () => {
      const repo = makeCartRepo();
      setup(repo);
      const r = await cliCase(repo, args);
      expect(r.code).toBe(3);
      expect(r.stderr.trimEnd().split('\n')).toHaveLength(1);
      expect(r.stderr.trim()).toMatch(line);
    });
  }
});
