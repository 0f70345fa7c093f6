import { afterEach, describe, expect, it, vi } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openRepo, raw, runGit, scanRecords } from '../../src/git/git.js';
import { OUTPUT_MAX_BYTES } from '../../src/git/run.js';
import { diffByPath } from '../../src/git/patch.js';
import { emptyRepo } from '../support/repo.js';
import { BUNDLE_NODE, DIST_CLI } from '../support/run.js';
import { needs, ROOT_USER } from '../support/needs.js';

describe('one git process per call: whole output, settled when git is done', () => {
  const repo = emptyRepo('proofgate-run-git-');
  writeFileSync(join(repo, 'a.txt'), 'a\n');
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['commit', '-q', '-m', 'a'], { cwd: repo });
  afterEach(() => vi.useRealTimers());

  it('a command that prints nothing settles without waiting on a timer (a clean status, an absent path)', async () => {
    // With timers frozen, a client that waits a grace period after a silent command never settles.
    vi.useFakeTimers({ toFake: ['setTimeout', 'setInterval'] });
    const r = await openRepo(repo);
    expect(await raw(r, ['status', '--porcelain=v1', '-z', '--untracked-files=no'])).toBe('');
    expect(await raw(r, ['ls-tree', '-z', 'HEAD', '--', 'absent.yaml'])).toBe('');
  });

  it("a failure is git's own error, not the hint printed before it (a missing object: grafts' deprecation hint came first)", async () => {
    const broken = emptyRepo('proofgate-run-git-');
    writeFileSync(join(broken, 'a.txt'), 'a\n');
    execFileSync('git', ['add', '-A'], { cwd: broken });
    execFileSync('git', ['commit', '-q', '-m', 'a'], { cwd: broken });
    const blob = execFileSync('git', ['rev-parse', 'HEAD:a.txt'], { cwd: broken, encoding: 'utf8' }).trim();
    execFileSync('rm', ['-f', join(broken, '.git/objects', blob.slice(0, 2), blob.slice(2))]);
    writeFileSync(join(broken, 'a.txt'), 'b\n');
    const failed = runGit(broken, ['diff', 'HEAD']);
    await expect(failed).rejects.toThrow(/^git diff failed: (fatal|error): /);
    await expect(failed).rejects.not.toThrow(/hint/);
  });

  it('a character split between two reads of the pipe stays one character', async () => {
    // One ASCII byte first: every two-byte character after it starts at an odd offset, so a read of 64 KiB ends inside one.
    const text = 'x' + 'é'.repeat(200_000);
    writeFileSync(join(repo, 'wide.txt'), text);
    const oid = execFileSync('git', ['hash-object', '-w', 'wide.txt'], { cwd: repo, encoding: 'utf8' }).trim();
    expect(await runGit(repo, ['cat-file', 'blob', oid])).toBe(text);
  });

  it("a failure rejects with git's own first line, also when git exits non-zero without a word", async () => {
    await expect(runGit(repo, ['rev-parse', '--verify', 'no-such-ref'])).rejects.toThrow(/^git rev-parse failed: fatal: /);
    await expect(runGit(repo, ['rev-parse', '--verify', '--quiet', 'no-such-ref'])).rejects.toThrow('git rev-parse failed: exit 1');
    // Named by its command, not by a -c setting's value.
    await expect(runGit(repo, ['-c', 'core.quotePath=false', 'diff', 'no-such-ref'])).rejects.toThrow(/^git diff failed: fatal: /);
  });

  it('a folder that does not exist is named as such, not as git missing', async () => {
    const gone = join(repo, 'no-such-folder');
    await expect(openRepo(gone)).rejects.toThrow(`no such folder: ${gone}`);
    await expect(runGit(gone, ['status'])).rejects.toThrow(`no such folder: ${gone}`);
  });

  it('no git on PATH is named as such, for an existing folder', async () => {
    const path = process.env.PATH;
    process.env.PATH = join(repo, 'no-such-folder');
    try {
      await expect(runGit(repo, ['status'])).rejects.toThrow('git is not installed: no `git` on PATH');
    } finally {
      process.env.PATH = path;
    }
  });
});

describe("git's environment", () => {
  it("keeps the caller's machine config (a container's safe.directory) and a lazy fetch's ssh agent and proxy; never GIT_DIR or injected config", async () => {
    const { gitEnv } = await import('../../src/git/run.js');
    vi.stubEnv('SSH_AUTH_SOCK', '/tmp/agent.sock');
    vi.stubEnv('HTTPS_PROXY', 'http://proxy.example:3128');
    vi.stubEnv('GIT_CONFIG_SYSTEM', '/etc/gitconfig.d/ci');
    vi.stubEnv('GIT_DIR', '/tmp/elsewhere');
    vi.stubEnv('GIT_CONFIG_COUNT', '1');
    vi.stubEnv('GIT_CONFIG_PARAMETERS', "'core.pager'='evil'");
    try {
      const env = gitEnv();
      expect(env).toMatchObject({
        SSH_AUTH_SOCK: '/tmp/agent.sock',
        HTTPS_PROXY: 'http://proxy.example:3128',
        GIT_CONFIG_SYSTEM: '/etc/gitconfig.d/ci',
      });
      for (const k of ['GIT_DIR', 'GIT_CONFIG_NOSYSTEM']) expect(env[k], k).toBeUndefined();
      // The caller's injected setting never; proofgate's own, as git before 2.31 reads them (hazard 458).
      expect(env.GIT_CONFIG_PARAMETERS).not.toContain('core.pager');
      // Only proofgate's own settings ride on GIT_CONFIG_COUNT: no fsmonitor hook, every stat field compared, no gpg lines in a log.
      const settings = Array.from(
        { length: Number(env.GIT_CONFIG_COUNT) },
        (_, i) => `${env[`GIT_CONFIG_KEY_${i}`]}=${env[`GIT_CONFIG_VALUE_${i}`]}`,
      );
      expect(settings).toEqual([
        'core.fsmonitor=false',
        'core.trustctime=true',
        'core.checkStat=default',
        'core.fileMode=true',
        'core.symlinks=true',
        'core.ignoreCase=false',
        'core.hooksPath=/dev/null',
        'advice.graftFileDeprecated=false',
        'log.showSignature=false',
        'core.safecrlf=false',
        'diff.renameLimit=1000',
        'diff.submodule=short',
        'core.excludesFile=/dev/null',
        'core.useReplaceRefs=false',
        'core.commitGraph=false',
      ]);
    } finally {
      vi.unstubAllEnvs();
    }
  });

  const asRoot = needs(ROOT_USER); // chown to another user needs root
  it.skipIf(asRoot.skip)(asRoot.title('a checkout another user owns, trusted by the machine config as plain git trusts it'), () => {
    const repo = emptyRepo('proofgate-safe-dir-');
    writeFileSync(join(repo, 'a.txt'), 'a\n');
    execFileSync('git', ['add', '-A'], { cwd: repo });
    execFileSync('git', ['commit', '-q', '-m', 'a'], { cwd: repo });
    execFileSync('chown', ['-R', '65534:65534', repo]);
    const system = join(repo, '..', `${repo.split('/').pop()}-gitconfig`);
    writeFileSync(system, '[safe]\n\tdirectory = *\n');
    const cli = (env: Record<string, string>) =>
      spawnSync(BUNDLE_NODE, [DIST_CLI, 'review', 'rules'], {
        cwd: repo,
        env: { PATH: process.env.PATH!, HOME: '/nonexistent', ...env },
        encoding: 'utf8',
      });
    expect(cli({}).stderr).toMatch(/git refuses .*: it belongs to another user .*safe\.directory/);
    expect(cli({ GIT_CONFIG_SYSTEM: system }).status).toBe(0);
  });
});

describe('a range with no merge base', () => {
  it("says why in the merge base's words (no shared history, or a shallow clone and its fix), not git's", async () => {
    const { diffFromMergeBase } = await import('../../src/git/diff.js');
    const repo = emptyRepo('proofgate-no-base-');
    writeFileSync(join(repo, 'a.txt'), 'a\n');
    execFileSync('git', ['add', '-A'], { cwd: repo });
    execFileSync('git', ['commit', '-q', '-m', 'a'], { cwd: repo });
    const main = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    execFileSync('git', ['checkout', '-q', '--orphan', 'other'], { cwd: repo });
    execFileSync('git', ['commit', '-q', '-m', 'b'], { cwd: repo });
    const other = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repo, encoding: 'utf8' }).trim();
    const d = diffFromMergeBase(await openRepo(repo), main, other, false);
    await expect(d.changes).rejects.toThrow(
      /^no merge base between [0-9a-f]{12} and [0-9a-f]{12}: the two refs share no history \(unrelated histories, an orphan branch\); merge the base into the head \(git merge --allow-unrelated-histories\), or review from a base the head descends from$/,
    );
  });
});

describe('scanRecords: a -z listing handed over record by record', () => {
  it('hands each record whole, one split across chunks of the pipe joined, with no trailing empty record; a failure is one line', async () => {
    const repo = emptyRepo('proofgate-run-git-');
    // Names long enough that 3,000 of them span many 64 KiB reads of the pipe, each boundary inside one.
    const names = Array.from({ length: 3000 }, (_, i) => `${'d'.repeat(60)}/${'é'.repeat(20)}${i}.txt`);
    const index = names.map((n) => `100644 ${'e69de29bb2d1d6434b8b29ae775ad8c2e48c5391'} 0\t${n}\0`).join('');
    execFileSync('git', ['update-index', '-z', '--index-info'], { cwd: repo, input: index });
    const seen: string[] = [];
    await scanRecords(repo, ['ls-files', '-z'], (r) => seen.push(r.toString('utf8')));
    expect(seen).toEqual([...names].sort());
    const err = await scanRecords(repo, ['ls-files', '-z', '--error-unmatch', '--', 'absent'], () => undefined).catch((e: Error) => e);
    expect((err as Error).message).toMatch(/^git ls-files failed: error: pathspec 'absent' did not match any file\(s\) known to git$/);
  });

  it('a callback that throws stops git and rejects with its error', async () => {
    const repo = emptyRepo('proofgate-run-git-');
    writeFileSync(join(repo, 'a.txt'), 'a\n');
    execFileSync('git', ['add', '-A'], { cwd: repo });
    const err = await scanRecords(repo, ['ls-files', '-z'], () => {
      throw new Error('enough');
    }).catch((e: Error) => e);
    expect((err as Error).message).toBe('enough');
  });
});

describe('#455 what git prints is held up to a limit, never past the longest string V8 makes', () => {
  const repo = emptyRepo('proofgate-run-git-');
  writeFileSync(join(repo, 'a.txt'), 'a\n');
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['commit', '-q', '-m', 'a'], { cwd: repo });
  const line = 'export const value = "abcdefghijklmnopqrstuvwxyz0123456789";\n';
  for (const name of ['b.js', 'c.js', 'd.js']) writeFileSync(join(repo, name), line.repeat(12_000));
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['commit', '-q', '-m', 'three files of 700 KB'], { cwd: repo });

  it('#455 a change whose diffs pass the limit in all (each file within it) is refused in one line with the way on, git stopped', async () => {
    const r = await openRepo(repo);
    const entries = ['b.js', 'c.js', 'd.js'].map((path) => ({ path }));
    const options = { base: 'HEAD~1', head: 'HEAD', context: 3, renames: false };
    expect((await diffByPath(r, options, entries)).size).toBe(3);
    await expect(diffByPath(r, { ...options, maxBytes: 1 << 20 }, entries)).rejects.toThrow(
      /^the change's diffs are over 1 MiB, more than an agent can be shown: review it in smaller ranges of commits \(a later --base\), or leave its largest generated files out \(--exclude\)$/,
    );
  });
  it('#455 any git output past its limit is an error naming the command, not an unexpected one', async () => {
    await expect(runGit(repo, ['diff', 'HEAD~1', 'HEAD'], { maxBytes: 1 << 20 })).rejects.toThrow(
      /^git diff printed more than 1 MiB, more than proofgate reads of one command$/,
    );
    expect(OUTPUT_MAX_BYTES).toBeLessThan(2 ** 29 - 24);
  });
});
