// review prompt (the prompt and the diff it names, split into parts) on a 5,000-file, 100,000-line
// change, against `git diff -M -U10` of the same refs (the text the diff files hold).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll, git } from '../scripts/cart-repo.mjs';
import { benchRepo, CLI, report, time } from './lib.mjs';

const FILES = 5000;
const LINES = 10; // 10 added + 10 deleted per file: 100,000 changed lines
const repo = benchRepo('proofgate-bench-prompt-');
const body = (tag) => Array.from({ length: LINES }, (_, i) => `export const v${i} = '${tag}-${i}';`).join('\n') + '\n';
const at = (i) => join(repo, `pkg${i % 50}`, `mod${Math.floor(i / 50) % 10}`);
for (let i = 0; i < FILES; i++) {
  mkdirSync(at(i), { recursive: true });
  writeFileSync(join(at(i), `file${i}.ts`), body('a'));
}
commitAll(repo, 'base');
for (let i = 0; i < FILES; i++) writeFileSync(join(at(i), `file${i}.ts`), body('b'));
commitAll(repo, 'change: every line of every file');
const base = git(repo, 'rev-parse', 'HEAD~1').trim();
const head = git(repo, 'rev-parse', 'HEAD').trim();
time(process.execPath, [CLI, 'review', 'scope', 'bench', '--base', base, '--head', head], { cwd: repo, runs: 1 });

const gitMs = time('git', ['diff', '-M', '-U10', base, head], { cwd: repo });
const promptMs = time(process.execPath, [CLI, 'review', 'prompt', 'bench'], { cwd: repo });
console.log(`review prompt over ${FILES} files and ${FILES * LINES * 2} changed lines (the diff written in parts):`);
report('  review prompt', promptMs, gitMs, 'git diff -M -U10', 4);
