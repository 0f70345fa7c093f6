// Hazards 70–73 and 77–79: files that cannot be turned against the runner, and bounded work. A
// pull request commits a symlink as the review or uat folder (into `~`, /tmp or .git/hooks), or an
// agent leaves a FIFO where evidence should be: proofgate writes nothing outside the working tree,
// reads and uploads only regular files, never blocks on a FIFO, and ends in bounded time. Through
// the bundle, the way the runner runs it.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { tmpdir } from 'node:os';
import { runAction, runActionAsync, cliCase } from '../support/run.js';
import { commitAll, git, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, folderOf, writeCoverage, writeFindings } from '../support/review.js';
import { useGitHubServer } from '../support/github-server.js';
import { EXAMPLE, project, UAT } from '../uat/support.js';
import { evidence, gateOnPull, pullRepo } from '../support/pull-request.js';
import { copyRegularFiles } from '../../src/text/files.js';
import { redactedCopy } from '../../src/review/export.js';
import { artifactServer } from '../support/artifact-server.js';

const github = useGitHubServer();

/** A folder outside the working tree standing for the runner user's home: it must stay empty. */
function outside(): string {
  const dir = mkdtempSync(join(tmpdir(), 'proofgate-home-'));
  writeFileSync(join(dir, '.git-credentials'), 'https://x:not-for-you@example.invalid\n');
  return dir;
}

const mkfifo = (path: string) => execFileSync('mkfifo', [path]);

describe('#70 a committed link as the review folder: nothing is written through it', () => {
  for (const [name, target] of [
    ['the runner user home', () => outside()],
    ['.git/hooks', (repo: string) => join(repo, '.git/hooks')],
  ] as const) {
    it(`#70 _bmad-output → ${name}: review-scope refuses in one line, nothing lands there`, () => {
      const repo = makeCartRepo();
      const to = target(repo);
      const before = readdirSync(to).sort();
      symlinkSync(to, join(repo, '_bmad-output'));
      commitAll(repo, 'the review folder is a link');
      const r = runAction('review-scope.js', repo, { id: 'pr-1' });
      expect(r.code).toBe(1);
      expect(r.outputs['exit-code']).toBe('3');
      expect(r.commands).toEqual([
        expect.stringMatching(
          /^::error::refusing .*_bmad-output\/review\/pr-1\/scope\.json: it passes through _bmad-output, a symbolic link/,
        ),
      ]);
      expect(readdirSync(to).sort()).toEqual(before);
    });
  }

  it('#70 a link further down (_bmad-output/review → outside): the CLI refuses too, exit 3', async () => {
    const repo = makeCartRepo();
    const to = outside();
    mkdirSync(join(repo, '_bmad-output'));
    symlinkSync(to, join(repo, '_bmad-output/review'));
    const r = await cliCase(repo, ['review', 'scope', 'x']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/^proofgate: refusing .*: it passes through _bmad-output\/review, a symbolic link .*\n$/);
    expect(readdirSync(to)).toEqual(['.git-credentials']);
  });
});

describe('#71 a folder that resolves outside the working tree', () => {
  it('#71 review-scope with dir ../elsewhere is refused; nothing is written beside the repository', () => {
    const repo = makeCartRepo();
    const elsewhere = `../${basename(repo)}-elsewhere`;
    const r = runAction('review-scope.js', repo, { id: 'pr-1', dir: elsewhere });
    expect(r.outputs['exit-code']).toBe('3');
    expect(r.commands).toEqual([
      expect.stringMatching(/^::error::refusing .*elsewhere\/pr-1\/scope\.json: it is outside the working tree/),
    ]);
    expect(existsSync(join(repo, elsewhere))).toBe(false);
  });

  it('#71 uat-gate: a committed link as the pages folder gets no page, and nothing is uploaded', () => {
    const dir = project();
    const to = outside();
    symlinkSync(to, join(dir, UAT, 'pages'));
    const r = runAction('uat-gate.js', dir, { id: EXAMPLE.id, 'build-page': 'true', mode: 'gate' });
    expect(r.code, r.stdout).toBe(1);
    expect(r.commands).toEqual([
      expect.stringMatching(/^::error::refusing .*uat-example-1\.0\.0\.html: it passes through .*pages, a symbolic link/),
    ]);
    expect(readdirSync(to)).toEqual(['.git-credentials']);
  });

  it('#71 test-review: --output outside the project root is refused before any agent runs (exit 2)', async () => {
    const repo = makeCartRepo();
    const r = await cliCase(repo, ['test-review', '--base', 'HEAD~1', '--agent', 'none', '--output', '../report.md']);
    expect(r.code).toBe(2);
    expect(r.stdout + r.stderr).toMatch(/--output "\.\.\/report\.md" is outside the project root/);
    expect(existsSync(join(repo, '../report.md'))).toBe(false);
  });
});

describe('#72 a FIFO where evidence should be: never opened, the gate ends', () => {
  it('#72 findings.json and coverage.json as FIFOs: review-gate (artifact step on) ends incomplete with a check run', async () => {
    const repo = makeCartRepo();
    expect((await cliCase(repo, ['review', 'scope', 'pr-7'])).code).toBe(0);
    mkfifo(join(folderOf(repo, 'pr-7'), 'findings.json'));
    mkfifo(join(folderOf(repo, 'pr-7'), 'coverage.json'));
    // A runtime that looks present, so the artifact step runs up to the upload itself.
    const env = { GITHUB_API_URL: github().url, ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/' };
    // Killed after 50 s: a run that blocks on the FIFO fails the test instead of hanging it.
    const r = await runActionAsync('review-gate.js', repo, { id: 'pr-7', 'github-token': 'ghs_test' }, { env, timeoutMs: 50_000 });
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.summary).toMatch(/findings\.json is not valid: is not a regular file \\\(a FIFO/);
    expect(github().checkRuns.map((c) => [c.status, c.conclusion])).toEqual([['completed', 'failure']]);
  });

  it('#72 a FIFO among the uat results: uat gate lists it as not a run and fails closed', async () => {
    const dir = project();
    mkdirSync(join(dir, UAT, 'results', EXAMPLE.id), { recursive: true });
    mkfifo(join(dir, UAT, 'results', EXAMPLE.id, 'planted.json'));
    const r = await runActionAsync('uat-gate.js', dir, { id: EXAMPLE.id, mode: 'gate' }, { timeoutMs: 50_000 });
    expect(r.outputs.verdict).toBe('failed');
    expect(r.stdout).toMatch(/planted\.json.*not a regular file/);
  });
});

describe('#210 a folder or a link committed where the gate writes its own file: incomplete, published, nothing written through it', () => {
  const folder = (path: string) => (repo: string) => {
    mkdirSync(join(repo, path), { recursive: true });
    writeFileSync(join(repo, path, 'README'), 'x\n');
    git(repo, 'add', '-f', path);
  };
  const review = '_bmad-output/review/pr-7';
  const cases: [string, (repo: string) => void, Record<string, string>, RegExp][] = [
    [
      "a folder as the SARIF (the recipe's sarif-file)",
      folder('proofgate.sarif'),
      { 'sarif-file': 'proofgate.sarif' },
      /the SARIF was not written: refusing .*proofgate\.sarif: it is a folder/,
    ],
    [
      'a link to a source file as the SARIF',
      (repo) => symlinkSync('src/shop.js', join(repo, 'proofgate.sarif')),
      { 'sarif-file': 'proofgate.sarif' },
      // A link the change commits is a file of the change: the gate writes over none.
      /the SARIF was not written: refusing proofgate\.sarif: the scope seals it as part of the change under review/,
    ],
    [
      'a folder as check.json',
      folder(`${review}/check.json`),
      {},
      /the check document was not written: refusing .*check\.json: it is a folder/,
    ],
    [
      'a folder as findings.anchored.json',
      folder(`${review}/findings.anchored.json`),
      {},
      /anchor: refusing .*findings\.anchored\.json: it is a folder/,
    ],
  ];
  for (const [name, plant, inputs, reason] of cases)
    it(`#210 ${name}: the check run, the review and the outputs are published, the reason names the path`, async () => {
      const p = pullRepo();
      plant(p.repo);
      commitAll(p.repo, 'planted where the gate writes');
      const planted = git(p.repo, 'ls-files', '-s').trim();
      await evidence(p, []);
      const r = await gateOnPull(github(), p, inputs);
      expect(r.outputs.verdict, r.stdout + r.stderr).toBe('incomplete');
      expect(r.outputs['exit-code']).toBe('2');
      expect(r.summary).toMatch(reason);
      expect(github().checkRuns.map((c) => [c.status, c.conclusion])).toEqual([['completed', 'failure']]);
      expect(github().reviews).toHaveLength(1);
      // Nothing to upload, and nothing the pull request committed was replaced or written through.
      expect(r.outputs['sarif-file']).toBe('');
      expect(git(p.repo, 'ls-files', '-s').trim()).toBe(planted);
      expect(git(p.repo, 'status', '--porcelain', '--untracked-files=no')).toBe('');
      // A document that did land says the verdict that was published.
      if (inputs['sarif-file']) expect(JSON.parse(readFileSync(join(p.repo, review, 'check.json'), 'utf8')).verdict).toBe('incomplete');
    });

  it('#210 uat-gate: a folder where the page is built ends `error` with its outputs and summary, naming the folder', () => {
    const dir = project();
    mkdirSync(join(dir, UAT, 'pages', `uat-${EXAMPLE.id}.html`), { recursive: true });
    const r = runAction('uat-gate.js', dir, { id: EXAMPLE.id, 'build-page': 'true', mode: 'gate' });
    expect(r.outputs.verdict).toBe('error');
    expect(r.summary).toMatch(/refusing .*\.html: it is a folder, where proofgate writes a file/);
  });
});

describe('#73 only regular files leave the runner', () => {
  it('#73 the copy an artifact is made from holds regular files only: links and FIFOs left out and named', async () => {
    const repo = makeCartRepo();
    expect((await cliCase(repo, ['review', 'scope', 'x'])).code).toBe(0);
    const folder = folderOf(repo, 'x');
    const home = outside();
    symlinkSync(join(home, '.git-credentials'), join(folder, 'notes.md'));
    symlinkSync(home, join(folder, 'home'));
    mkfifo(join(folder, 'pipe'));
    const copy = await copyRegularFiles(repo, folder);
    expect(readdirSync(copy.dir).sort()).toEqual(['checklist.md', 'scope.json']);
    expect(copy.skipped).toEqual(['home', 'notes.md', 'pipe']);
    await expect(copyRegularFiles(repo, join(folder, 'home'))).rejects.toThrow(/it is a symbolic link/);
  });

  it('#73 a review folder that is itself a link is refused by every reader, never followed', async () => {
    const repo = makeCartRepo();
    expect((await cliCase(repo, ['review', 'scope', 'x', '--base', 'HEAD~1'])).code).toBe(0);
    writeCoverage(repo, 'x', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    writeFindings(repo, 'x', [CART_FINDING]);
    const moved = join(outside(), 'x');
    execFileSync('mv', [folderOf(repo, 'x'), moved]);
    symlinkSync(moved, folderOf(repo, 'x'));
    const r = await cliCase(repo, ['review', 'gate', 'x']);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(/scope\.json passes through _bmad-output\/review\/x, a symbolic link/);
  });
});

describe('adversarial 241 a file name the artifact service refuses cannot lose the whole artifact', () => {
  // @actions/artifact (and actions/upload-artifact, which the composite runs) refuses a whole upload when one file's
  // path holds " : < > | * ? CR or LF. The pull request chooses the names of files it commits in the review folder.
  const REFUSED = ['notes:1.md', '"q".md', 'a<b>.md', 'b|c.md', 'd*.md', 'e?.md', 'f\rg.md'];

  it('adversarial 241 review-scope: the sealed scope is uploaded, the refused names left out and named', async () => {
    const repo = makeCartRepo();
    const folder = folderOf(repo, 'x');
    mkdirSync(folder, { recursive: true });
    for (const name of REFUSED) writeFileSync(join(folder, name), 'committed by the change\n');
    commitAll(repo, 'files in the review folder');
    const artifacts = await artifactServer();
    try {
      const r = await runActionAsync('review-scope.js', repo, { id: 'x', base: 'HEAD~1' }, { env: artifacts.env });
      expect(r.stdout).toMatch(/artifact proofgate-scope-x uploaded \(2 file\(s\)/);
      expect([...(artifacts.artifacts().get('proofgate-scope-x')?.keys() ?? [])].sort()).toEqual(['checklist.md', 'scope.json']);
      expect(r.stdout).toMatch(/left out \(a name the artifact service refuses\): .*notes:1\.md/);
      expect(r.summary).toContain(
        `This run holds the sealed scope as the artifact \`proofgate-scope-x\`, id ${artifacts.ids().get('proofgate-scope-x')}`,
      );
    } finally {
      await artifacts.close();
    }
  });

  it('adversarial 241 review-gate: the redacted evidence folder (what the composite uploads) holds no refused name', async () => {
    const repo = makeCartRepo();
    expect((await cliCase(repo, ['review', 'scope', 'x', '--base', 'HEAD~1'])).code).toBe(0);
    const folder = folderOf(repo, 'x');
    for (const name of REFUSED) writeFileSync(join(folder, name), 'committed by the change\n');
    const copy = await copyRegularFiles(repo, folder);
    expect(readdirSync(copy.dir).sort()).toEqual(['checklist.md', 'scope.json']);
    expect(copy.skipped).toEqual([]);
    expect(copy.refusedNames).toEqual(['"q".md', 'a<b>.md', 'b|c.md', 'd*.md', 'e?.md', 'fU+000Dg.md', 'notes:1.md']);
    expect(readdirSync((await redactedCopy(repo, folder)).dir).sort()).toEqual(['checklist.md', 'scope.json']);
  });
});

describe('#134 anchoring reads the working tree only where it is the sealed blob: the tree never changes an answer', () => {
  const quote = (id: string, path: string, existing_code: string) => ({ ...CART_FINDING, id, path, existing_code });

  it('an edited file, a FIFO, a link and a folder turned into a file: the sealed answers, nothing hangs or fails', async () => {
    const repo = makeCartRepo();
    mkdirSync(join(repo, 'src/lib'));
    writeFileSync(join(repo, 'src/lib/deep.js'), 'export const deep = 0;\n');
    writeFileSync(join(repo, 'src/fifo.js'), 'export const fifo = 1;\n');
    writeFileSync(join(repo, 'src/link.js'), 'export const link = 2;\n');
    commitAll(repo, 'three small files');
    expect((await cliCase(repo, ['review', 'scope', 'b', '--base', 'HEAD~2'])).code).toBe(0);
    writeFileSync(join(repo, 'src/cart.js'), '// EDITED ONLY in the working tree\n');
    execFileSync('rm', ['-r', join(repo, 'src/fifo.js'), join(repo, 'src/link.js'), join(repo, 'src/lib')]);
    mkfifo(join(repo, 'src/fifo.js'));
    writeFileSync(join(repo, 'elsewhere.js'), 'export const link = 2;\n');
    symlinkSync('../elsewhere.js', join(repo, 'src/link.js'));
    writeFileSync(join(repo, 'src/lib'), 'a file where a folder was\n');
    writeFindings(repo, 'b', [
      quote('F1', 'src/cart.js', CART_FINDING.existing_code),
      quote('F2', 'src/cart.js', '// EDITED ONLY in the working tree'),
      quote('F3', 'src/lib/deep.js', 'export const deep = 0;'),
      quote('F4', 'src/fifo.js', 'export const fifo = 1;'),
      quote('F5', 'src/link.js', 'export const link = 2;'),
    ]);
    const r = await cliCase(repo, ['review', 'anchor', 'b']);
    expect(r.stdout).toMatch(/4 located, 0 ambiguous, 1 unlocated/);
    expect(r.stdout).toMatch(/F2 src\/cart\.js: unlocated/);
  });

  it('a sealed blob this clone lacks stays missing when the tree holds its bytes', async () => {
    const origin = makeCartRepo();
    writeFileSync(join(origin, 'src/gen.js'), 'return 1;\n');
    commitAll(origin, 'gen.js');
    expect((await cliCase(origin, ['review', 'scope', 'b', '--base', 'HEAD~1'])).code).toBe(0);
    execFileSync('git', ['rm', '-q', 'src/gen.js'], { cwd: origin });
    commitAll(origin, 'gen.js gone');
    const clone = mkdtempSync(join(tmpdir(), 'proofgate-shallow-'));
    execFileSync('git', ['clone', '-q', '--depth=1', `file://${origin}`, clone]);
    execFileSync('cp', ['-r', join(origin, '_bmad-output'), clone]);
    writeFileSync(join(clone, 'src/gen.js'), 'return 1;\n');
    writeFindings(clone, 'b', [quote('F1', 'src/gen.js', 'return 1;')]);
    const r = await cliCase(clone, ['review', 'anchor', 'b']);
    expect(r.stdout).toMatch(/F1 src\/gen\.js: unlocated: the head version \(blob [0-9a-f]{12}\) is not in this clone/);
  });

  it('a replacement object (refs/replace) changes nothing: an id names the bytes it is the hash of', async () => {
    const repo = makeCartRepo();
    const original = execFileSync('git', ['rev-parse', 'HEAD:src/cart.js'], { cwd: repo, encoding: 'utf8' }).trim();
    const other = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo, input: '// replaced\n', encoding: 'utf8' }).trim();
    execFileSync('git', ['replace', '-f', original, other], { cwd: repo });
    expect((await cliCase(repo, ['review', 'scope', 'b', '--base', 'HEAD~1'])).code).toBe(0);
    writeFileSync(join(repo, 'src/cart.js'), '// edited, so the blob is read from git\n');
    writeFindings(repo, 'b', [quote('F1', 'src/cart.js', CART_FINDING.existing_code), quote('F2', 'src/cart.js', '// replaced')]);
    const r = await cliCase(repo, ['review', 'anchor', 'b']);
    expect(r.stdout).toMatch(/1 located, 0 ambiguous, 1 unlocated/);
    expect(r.stdout).toMatch(/F2 src\/cart\.js: unlocated/);
  });
});

describe('#668 core.useReplaceRefs=true in a config git reads does not turn replacement objects back on', () => {
  const REPLACED = '// replaced: harmless';
  /** The cart repository, its head's src/cart.js replaced (refs/replace) by other bytes and the setting put where `where` says. */
  function replacedCart(where: 'repository' | 'global'): { repo: string; env: Record<string, string> } {
    const repo = makeCartRepo();
    const original = git(repo, 'rev-parse', 'HEAD:src/cart.js').trim();
    const other = execFileSync('git', ['hash-object', '-w', '--stdin'], { cwd: repo, input: `${REPLACED}\n`, encoding: 'utf8' }).trim();
    execFileSync('git', ['replace', '-f', original, other], { cwd: repo });
    if (where === 'repository') {
      git(repo, 'config', 'core.useReplaceRefs', 'true');
      return { repo, env: {} };
    }
    const global = join(mkdtempSync(join(tmpdir(), 'proofgate-global-')), 'gitconfig');
    writeFileSync(global, '[core]\n\tuseReplaceRefs = true\n');
    return { repo, env: { GIT_CONFIG_GLOBAL: global } };
  }

  for (const where of ['repository', 'global'] as const) {
    it(`#668 set in the ${where} config: the scope counts, the agent's diff and anchoring are the commit's own bytes, the gate not clean`, async () => {
      const { repo, env } = replacedCart(where);
      const real = execFileSync('git', ['-c', 'core.useReplaceRefs=false', 'diff', '--numstat', 'HEAD~1', 'HEAD', '--', 'src/cart.js'], {
        cwd: repo,
        encoding: 'utf8',
      }).split('\t');
      expect((await cliCase(repo, ['review', 'scope', 'b', '--base', 'HEAD~1'], env)).code).toBe(0);
      const scope = JSON.parse(readFileSync(join(folderOf(repo, 'b'), 'scope.json'), 'utf8')) as {
        files: { path: string; added: number; deleted: number }[];
      };
      const cart = scope.files.find((f) => f.path === 'src/cart.js')!;
      expect([cart.added, cart.deleted]).toEqual([Number(real[0]), Number(real[1])]);
      expect((await cliCase(repo, ['review', 'prompt', 'b'], env)).code).toBe(0);
      const patch = readFileSync(join(folderOf(repo, 'b'), 'diff.patch'), 'utf8');
      expect(patch).not.toContain(REPLACED);
      expect(patch).toContain('+  let sum = 0;');
      // A finding quoting the replacement's text is unlocated: the gate does not take it as the change's.
      writeFindings(repo, 'b', [{ ...CART_FINDING, severity: 'low', existing_code: REPLACED }]);
      writeCoverage(repo, 'b', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
      expect((await cliCase(repo, ['review', 'anchor', 'b'], env)).stdout).toMatch(/F1 src\/cart\.js: unlocated/);
      const r = await runActionAsync(
        'review-gate.js',
        repo,
        { id: 'b', 'github-token': 'ghs_test', 'upload-artifact': 'false' },
        {
          env: { GITHUB_API_URL: github().url, ...env },
          event: {
            pull_request: {
              number: 7,
              base: { sha: git(repo, 'rev-parse', 'HEAD~1').trim() },
              head: { sha: git(repo, 'rev-parse', 'HEAD').trim() },
            },
          },
        },
      );
      expect(r.outputs.verdict).not.toBe('clean');
      expect(r.outputs.verdict).toBe('incomplete');
    }, 120_000);
  }
});

describe('#77 #78 #79 bounded work, whatever the agent left behind', () => {
  /** A repository whose head adds a file of 100,000 identical lines, sealed as scope `b`. */
  async function repeated(): Promise<string> {
    const repo = makeCartRepo();
    writeFileSync(join(repo, 'src/same.js'), 'x();\n'.repeat(100_000));
    commitAll(repo, '100,000 identical lines');
    expect((await cliCase(repo, ['review', 'scope', 'b', '--base', 'HEAD~1'])).code).toBe(0);
    return repo;
  }

  it('#77 a quote of 4,000 identical lines over 100,000 of them: ambiguous (too many places), in seconds', async () => {
    const repo = await repeated();
    writeFindings(repo, 'b', [{ ...CART_FINDING, path: 'src/same.js', existing_code: 'x();\n'.repeat(4000) }]);
    const started = Date.now();
    const r = await cliCase(repo, ['review', 'anchor', 'b']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/F1 src\/same\.js: ambiguous: too many places to compare/);
    // Generous for a loaded machine: the quadratic comparison took hours.
    expect(Date.now() - started).toBeLessThan(60_000);
  });

  it('#78 a 64 MiB findings.json nested 64 million deep is refused before it is parsed, in a 256 MB heap', async () => {
    const repo = await repeated();
    writeFileSync(join(folderOf(repo, 'b'), 'findings.json'), '['.repeat(64 * 1024 * 1024 - 1));
    const r = await cliCase(repo, ['review', 'anchor', 'b'], { NODE_OPTIONS: '--max-old-space-size=256' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/findings\.json is not valid:\n- is nested deeper than 64 levels/);
  });

  it('#78 millions of values (64 MiB of []) are refused the same way', async () => {
    const repo = await repeated();
    writeFileSync(join(folderOf(repo, 'b'), 'findings.json'), `[${'[],'.repeat(20_000_000)}[]]`);
    const r = await cliCase(repo, ['review', 'anchor', 'b'], { NODE_OPTIONS: '--max-old-space-size=256' });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/holds more than 2000000 values/);
  });

  it('#79 review-gate ends with a verdict and a check run in bounded time: FIFO coverage, quadratic quote', async () => {
    const repo = await repeated();
    writeFindings(repo, 'b', [
      { ...CART_FINDING, path: 'src/same.js', existing_code: 'x();\n'.repeat(4000) },
      { ...CART_FINDING, id: 'F2', path: 'src/same.js', existing_code: 'x();\n'.repeat(3999) },
    ]);
    mkfifo(join(folderOf(repo, 'b'), 'coverage.json'));
    const r = await runActionAsync(
      'review-gate.js',
      repo,
      { id: 'b', 'github-token': 'ghs_test' },
      { env: { GITHUB_API_URL: github().url, ACTIONS_RUNTIME_TOKEN: 'x', ACTIONS_RESULTS_URL: 'http://127.0.0.1:9/' }, timeoutMs: 50_000 },
    );
    expect(r.outputs.verdict).toBe('incomplete');
    expect(r.summary).toMatch(/ambiguous: too many places to compare/);
    expect(github().checkRuns.map((c) => [c.status, c.conclusion])).toEqual([['completed', 'failure']]);
  });
});

describe('#654 a file in the review folder too large to copy: left out and named, never a published success the step then contradicts', () => {
  for (const [file, size] of [
    ['big.patch', '3G'],
    ['prompt-x.md', '600M'],
    ['parts/u/findings.json', '3G'],
  ] as const)
    it(`#654 a ${size} sparse ${file}: review-gate ends in seconds, its outputs set and agreeing with the check run, the file named`, async () => {
      const repo = makeCartRepo();
      expect((await cliCase(repo, ['review', 'scope', 'x', '--base', 'HEAD~1'])).code).toBe(0);
      writeCoverage(repo, 'x', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
      writeFindings(repo, 'x', []);
      mkdirSync(join(folderOf(repo, 'x'), file, '..'), { recursive: true });
      execFileSync('truncate', ['-s', size, join(folderOf(repo, 'x'), file)]);
      const started = Date.now();
      const r = await runActionAsync(
        'review-gate.js',
        repo,
        { id: 'x', 'github-token': 'ghs_test' },
        { env: { GITHUB_API_URL: github().url }, timeoutMs: 60_000 },
      );
      expect(Date.now() - started).toBeLessThan(30_000);
      expect(`${r.stdout}${r.stderr}`).not.toMatch(/unexpected error/);
      expect(r.outputs.verdict).toBe('clean');
      expect(r.outputs['exit-code']).toBe('0');
      expect(r.outputs['check-run-id']).not.toBe('');
      expect(github().checkRuns.map((c) => [c.status, c.conclusion])).toEqual([['completed', 'success']]);
      expect(r.code).toBe(0);
      expect(r.summary).toContain(`too large to copy: ${file}`);
      const dir = r.outputs['evidence-dir']!;
      expect(existsSync(join(dir, 'scope.json'))).toBe(true);
      expect(existsSync(join(dir, file))).toBe(false);
    });

  it('#654 copyRegularFiles leaves out a file over its cap and files past the total, named, unread', async () => {
    const repo = makeCartRepo();
    const folder = join(repo, 'evidence');
    mkdirSync(folder);
    writeFileSync(join(folder, 'a.txt'), 'a'.repeat(10));
    writeFileSync(join(folder, 'b.txt'), 'b'.repeat(10));
    writeFileSync(join(folder, 'c.txt'), 'c'.repeat(30));
    execFileSync('truncate', ['-s', '3G', join(folder, 'sparse.bin')]);
    const copy = await copyRegularFiles(repo, 'evidence', { limits: { file: () => 25, total: 15 } });
    expect(copy.tooLarge).toEqual(['b.txt', 'c.txt', 'sparse.bin']);
    expect(readdirSync(copy.dir)).toEqual(['a.txt']);
    // Without limits given, the default caps still hold: the sparse file is never copied.
    expect((await copyRegularFiles(repo, 'evidence')).tooLarge).toEqual(['sparse.bin']);
  });
});

describe('#655 a path too long for the system: one clear line, never an unexpected error echoing it', () => {
  const long = 'a'.repeat(300);
  for (const args of [
    ['review', 'gate', 'x', '--dir', `${long}/${long}${long}`],
    ['uat', 'gate', 'example-1.0.0', '--dir', `${long}${long}`],
  ])
    it(`#655 ${args.slice(0, 2).join(' ')} --dir past NAME_MAX: exit 3, the path bounded`, async () => {
      const repo = makeCartRepo();
      const r = await cliCase(repo, args);
      expect(r.code).toBe(3);
      expect(r.stderr).toMatch(/is too long a path for this system \(ENAMETOOLONG\)/);
      expect(r.stderr).not.toMatch(/unexpected error/);
      expect(r.stderr.length).toBeLessThan(800);
    });
});

describe('#680 the job list of artifact names ($RUNNER_TEMP/proofgate-artifact-names) an earlier step left as no regular file', () => {
  // An earlier step of the job (the pull request's own tests) can write RUNNER_TEMP: a FIFO there hung every upload,
  // a folder or link ended the step in "unexpected error" after its verdict, a link to /proc/self/environ was read.
  const NAMES = 'proofgate-artifact-names';
  const SHAPES: [string, (at: string) => void][] = [
    ['a FIFO', (at) => mkfifo(at)],
    ['a folder', (at) => mkdirSync(at)],
    ['a link to /dev/zero', (at) => symlinkSync('/dev/zero', at)],
    ['a link to /proc/self/environ', (at) => symlinkSync('/proc/self/environ', at)],
  ];

  it.each(SHAPES)(
    '#680 %s: review-scope and review-gate finish in seconds, the upload refused with one warning naming it',
    async (_name, plant) => {
      const repo = makeCartRepo();
      const temp = mkdtempSync(join(tmpdir(), 'proofgate-names-'));
      plant(join(temp, NAMES));
      const artifacts = await artifactServer();
      try {
        const opts = {
          env: { ...artifacts.env, NODE_OPTIONS: '--max-old-space-size=256' },
          runnerTemp: temp,
          testJob: true,
          timeoutMs: 60_000,
        };
        const started = Date.now();
        const scope = await runActionAsync('review-scope.js', repo, { id: 'x', base: 'HEAD~1' }, opts);
        const gate = await runActionAsync('review-gate.js', repo, { id: 'x', 'github-token': '', 'allow-empty': 'true' }, opts);
        expect(Date.now() - started).toBeLessThan(30_000);
        // The scope is sealed (its outputs set); its upload, which a later job takes by id, is refused as a taken name is (row 640).
        expect(scope.outputs['scope-sha'], scope.stdout + scope.stderr).toMatch(/^[0-9a-f]{64}$/);
        expect(gate.outputs.verdict, gate.stdout + gate.stderr).toBeTruthy();
        for (const r of [scope, gate]) {
          const text = r.stdout + r.stderr;
          expect(text).not.toMatch(/unexpected error/);
          expect(
            r.commands.filter((l) => l.includes(NAMES)),
            text,
          ).toEqual([
            expect.stringMatching(
              /^::(warning|error)::.*artifact proofgate-(scope|review)-x not uploaded: .*proofgate-artifact-names is .*so the names this job's steps uploaded under are unknown/,
            ),
          ]);
          expect(text).not.toContain('ACTIONS_RUNTIME_TOKEN=');
        }
        expect(artifacts.artifacts().size).toBe(0);
      } finally {
        await artifacts.close();
      }
    },
  );

  it('#680 a regular names file still refuses a name an earlier step of the job took, and records a free one', async () => {
    const repo = makeCartRepo();
    const temp = mkdtempSync(join(tmpdir(), 'proofgate-names-'));
    writeFileSync(join(temp, NAMES), 'proofgate-scope-x\n');
    const artifacts = await artifactServer();
    try {
      const opts = { env: artifacts.env, runnerTemp: temp, testJob: true };
      const taken = await runActionAsync('review-scope.js', repo, { id: 'x', base: 'HEAD~1' }, opts);
      expect(taken.stdout).toMatch(/an earlier step of this job uploads under that name/);
      const free = await runActionAsync('review-scope.js', repo, { id: 'y', base: 'HEAD~1' }, opts);
      expect(free.stdout).toMatch(/artifact proofgate-scope-y uploaded/);
      expect(readFileSync(join(temp, NAMES), 'utf8')).toBe('proofgate-scope-x\nproofgate-scope-y\n');
    } finally {
      await artifacts.close();
    }
  });
});
