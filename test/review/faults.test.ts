import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BWRAP, needs } from '../support/needs.js';
import { DIST_CLI, runAction, cliCase } from '../support/run.js';
import { commitAll, emptyRepo, makeCartRepo } from '../support/repo.js';
import { CART_FINDING, folderOf, writeCoverage, writeFindings } from '../support/review.js';
import { FAKE_AGENT } from '../agent/support.js';

describe('fault injection: the verdict never turns into a pass', () => {
  it('an agent killed by a signal: incomplete (exit 2), the signal named', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'k']);
    const r = await cliCase(repo, [
      'review',
      'run',
      'k',
      '--agent',
      'custom',
      '--agent-cmd',
      FAKE_AGENT,
      '--agent-arg=--kill-self',
      '--agent-arg=SIGKILL',
    ]);
    expect(r.code).toBe(2);
    // Isolated by bubblewrap, its first process exits 137 (128 + 9): read back as the signal, as unwrapped (#656).
    expect(r.stdout).toContain('- the agent exited on signal SIGKILL');
  });

  it('head blobs missing from the clone (a shallow or partial checkout): unlocated, incomplete, and it says fetch-depth: 0', async () => {
    const origin = makeCartRepo();
    await cliCase(origin, ['review', 'scope', 's']);
    writeFindings(origin, 's', [CART_FINDING]);
    writeCoverage(origin, 's', [{ path: 'src/cart.js', outcome: 'completed' }]);
    // A clone that never received the sealed head's objects.
    const clone = emptyRepo();
    writeFileSync(join(clone, 'README.md'), 'elsewhere\n');
    commitAll(clone, 'another history');
    cpSync(folderOf(origin, 's'), folderOf(clone, 's'), { recursive: true });
    const r = await cliCase(clone, ['review', 'gate', 's']);
    expect(r.code).toBe(2);
    expect(r.stdout).toMatch(
      /F1 \(unlocated: the head version \(blob [0-9a-f]{12}\) is not in this clone: check out with fetch-depth: 0\)/,
    );
  });

  // A real full disk: the review folder is a tmpfs (through bubblewrap) with one free page.
  const bwrap = needs(BWRAP);
  it.skipIf(bwrap.skip)(
    bwrap.title('a full disk under the review folder: anchor stops with one line and leaves nothing half-written; the gate still judges'),
    async () => {
      const repo = makeCartRepo();
      await cliCase(repo, ['review', 'scope', 'full']);
      const folder = folderOf(repo, 'full');
      writeFindings(
        repo,
        'full',
        Array.from({ length: 20 }, (_, i) => ({ ...CART_FINDING, id: `F${i}`, content: 'c'.repeat(2000) })),
      );
      writeCoverage(repo, 'full', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
      const saved = join(repo, '..', `${repo.split('/').pop()}-saved`);
      cpSync(folder, saved, { recursive: true });
      const pages = readdirSync(folder).reduce((n, f) => n + Math.ceil(statSync(join(folder, f)).size / 4096), 0);
      const onFullDisk = (...args: string[]) => {
        const script = 'f="$1"; cli="$2"; shift 2; cp "$0"/* "$f"/ && node "$cli" "$@"; echo "exit $?"; ls -A "$f"';
        const r = spawnSync(
          'bwrap',
          [
            '--dev-bind',
            '/',
            '/',
            '--size',
            String((pages + 1) * 4096),
            '--tmpfs',
            folder,
            'sh',
            '-c',
            script,
            saved,
            folder,
            DIST_CLI,
            ...args,
          ],
          { cwd: repo, encoding: 'utf8' },
        );
        return {
          stdout: r.stdout,
          stderr: r.stderr,
          files: r.stdout
            .split('\n')
            .slice(r.stdout.split('\n').findIndex((l) => l.startsWith('exit ')) + 1)
            .filter(Boolean),
        };
      };
      const anchor = onFullDisk('review', 'anchor', 'full');
      expect(anchor.stdout).toMatch(/^exit 3$/m);
      expect(anchor.stderr.trim().split('\n')).toEqual([
        expect.stringMatching(
          /^proofgate: cannot write .*findings\.anchored\.json \(ENOSPC\): check that the folder is writable and the disk has room; nothing was half-written$/,
        ),
      ]);
      expect(anchor.files.sort()).toEqual(['checklist.md', 'coverage.json', 'findings.json', 'scope.json']);
      // The gate needs no room to judge: the same verdict as on a roomy disk.
      const gate = onFullDisk('review', 'gate', 'full');
      expect(gate.stdout).toMatch(/^exit 1$/m);
      expect(gate.stdout).toMatch(/full: findings — coverage 1\/1 completed/);
    },
  );

  it('a full disk under the job summary (/dev/full): a warning, and the verdict and exit code stand', async () => {
    const repo = makeCartRepo();
    await cliCase(repo, ['review', 'scope', 'sum']);
    writeFindings(repo, 'sum', [CART_FINDING]);
    writeCoverage(repo, 'sum', [{ path: 'src/cart.js', outcome: 'completed' }], { run: { stop: 'completed' } });
    const r = runAction('review-gate.js', repo, { id: 'sum', 'upload-artifact': 'false' }, { env: { GITHUB_STEP_SUMMARY: '/dev/full' } });
    expect(r.outputs).toMatchObject({ verdict: 'findings', 'exit-code': '1' });
    expect(r.code).toBe(1);
    expect(r.commands).toContain('::warning::the job summary could not be written (ENOSPC); the verdict stands');
    // The summary is kept in the review folder instead.
    expect(readFileSync(join(folderOf(repo, 'sum'), 'summary.md'), 'utf8')).toContain('**findings**');
    expect(r.stdout).not.toContain('no GITHUB_STEP_SUMMARY');
  });

  it('a summary that could not be written is a warning, not "no GITHUB_STEP_SUMMARY"; one never asked for is an info line', () => {
    const repo = makeCartRepo();
    const full = runAction('review-scope.js', repo, { id: 'f', 'upload-artifact': 'false' }, { env: { GITHUB_STEP_SUMMARY: '/dev/full' } });
    expect(full.code).toBe(0);
    expect(full.commands).toContain('::warning::the job summary could not be written (ENOSPC); the verdict stands');
    expect(full.stdout).not.toContain('no GITHUB_STEP_SUMMARY');
    const none = runAction('review-scope.js', repo, { id: 'n', 'upload-artifact': 'false' }, { env: { GITHUB_STEP_SUMMARY: '' } });
    expect(none.code).toBe(0);
    expect(none.stdout).toContain('no GITHUB_STEP_SUMMARY: job summary skipped');
    expect(none.commands.filter((c) => c.startsWith('::warning::'))).toEqual([]);
  });
});
