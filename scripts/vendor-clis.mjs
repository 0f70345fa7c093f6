#!/usr/bin/env node
// The real vendor CLIs the preflight tests run against (test/agent/real-clis.test.ts). The pins live
// here only. They install into a cache folder outside the repository (≈ 760 MB: never devDependencies),
// one folder per pin set, marked complete only after npm succeeded. `.ci/run` calls this before the
// suite; without the npm registry the install fails and the tests that need it say so by name.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const VENDOR_CLIS = {
  '@anthropic-ai/claude-code': '2.1.328',
  '@openai/codex': '0.169.0',
};

const specs = Object.entries(VENDOR_CLIS).map(([name, version]) => `${name}@${version}`);

/** proofgate's cache folder outside any clone: $XDG_CACHE_HOME/proofgate, else ~/.cache/proofgate. */
export function cacheRoot(env = process.env) {
  return join(env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'proofgate');
}

/** The install folder for these pins: $PROOFGATE_VENDOR_CLIS, else ~/.cache/proofgate/vendor-clis/<pins>. */
export function vendorDir(env = process.env) {
  const root = env.PROOFGATE_VENDOR_CLIS || join(cacheRoot(env), 'vendor-clis');
  return join(root, specs.join('+').replace(/[@/]/g, '_'));
}

/** The folder with the `claude` and `codex` executables, or null while the pinned install is not complete. */
export function vendorBin(env = process.env) {
  const dir = vendorDir(env);
  return existsSync(join(dir, 'installed')) ? join(dir, 'node_modules', '.bin') : null;
}

function install() {
  const dir = vendorDir();
  if (vendorBin()) return console.log(`vendor CLIs: already installed in ${dir}`);
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(partial, { recursive: true });
  writeFileSync(join(partial, 'package.json'), '{"private":true}\n');
  // claude's postinstall links its platform binary (shipped in an optional dependency) into place.
  execFileSync('npm', ['i', '-E', '--no-audit', '--no-fund', '--no-package-lock', ...specs], {
    cwd: partial,
    stdio: 'inherit',
  });
  writeFileSync(join(partial, 'installed'), `${specs.join('\n')}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  console.log(`vendor CLIs: installed ${specs.join(', ')} in ${dir}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) install();
