// review scope, and the gate that derives it again, on a 5,000-file, 100,000-line change, against
// `git diff --numstat -z` on the same refs.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll, git } from '../scripts/cart-repo.mjs';
import { benchRepo, CLI, report, time } from './lib.mjs';

const FILES = 5000;
const LINES = 10; // 10 added + 10 deleted per file: 100,000 changed lines
const repo = benchRepo('proofgate-bench-scope-');
const body = (tag) => Array.from({ length: LINES }, (_, i) => `export const v${i} = '${tag}-${i}';`).join('\n') + '\n';
for (let i = 0; i < FILES; i++) {
  const dir = join(repo, `pkg${i % 50}`, `mod${Math.floor(i / 50) % 10}`);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `file${i}.ts`), body('a'));
}
commitAll(repo, 'base');
for (let i = 0; i < FILES; i++) writeFileSync(join(repo, `pkg${i % 50}`, `mod${Math.floor(i / 50) % 10}`, `file${i}.ts`), body('b'));
commitAll(repo, 'change: every line of every file');
const base = git(repo, 'rev-parse', 'HEAD~1').trim();
const head = git(repo, 'rev-parse', 'HEAD').trim();

const gitMs = time('git', ['diff', '--numstat', '-z', base, head], { cwd: repo });
const scopeMs = time(process.execPath, [CLI, 'review', 'scope', 'bench', '--base', base, '--head', head], { cwd: repo });
console.log(`review scope over ${FILES} files and ${FILES * LINES * 2} changed lines:`);
report('  review scope', scopeMs, gitMs, 'git diff --numstat -z', 2);

// The gate derives the same scope again from git (issue 10). Its derivation alone is the gate less
// review anchor with no findings yet: anchor reads and checks the same scope.json (strict JSON, the
// schema, the seal) and stops, which is all the gate did before it derived the scope.
const gateMs = time(process.execPath, [CLI, 'review', 'gate', 'bench'], { cwd: repo, ok: [2] });
const readMs = time(process.execPath, [CLI, 'review', 'anchor', 'bench'], { cwd: repo, ok: [1] });
report('  review gate', gateMs, gitMs, 'git diff --numstat -z');
report('  its derivation (review gate − review anchor)', gateMs - readMs, gitMs, 'git diff --numstat -z', 2);

// review scope on a change to files over 20,000 bytes, the size from which a line may be too long
// to quote (src/review/quotable.ts): 1,000 files of 77 KB of ordinary lines, one line changed in
// each, and 20 minified files whose one 44 KB line changes. Every such file is read to look for
// long lines.
const BIG = 1000;
const MINIFIED = 20;
const bigRepo = benchRepo('proofgate-bench-scope-big-');
const code = (tag) => Array.from({ length: 3000 }, (_, i) => `export const v${i} = '${i ? 'x' : tag}';`).join('\n') + '\n';
const minified = (tag, i) => `(function(){${Array.from({ length: 3000 }, (_, k) => `var a${k}='${tag}${i}';`).join('')}})();\n`;
mkdirSync(join(bigRepo, 'src'), { recursive: true });
mkdirSync(join(bigRepo, 'dist'), { recursive: true });
const writeBig = (tag) => {
  for (let i = 0; i < BIG; i++) writeFileSync(join(bigRepo, 'src', `big${i}.ts`), code(tag));
  for (let i = 0; i < MINIFIED; i++) writeFileSync(join(bigRepo, 'dist', `app${i}.js`), minified(tag, i));
};
writeBig('a');
commitAll(bigRepo, 'base');
writeBig('b');
commitAll(bigRepo, 'change: one line of each large file');
const bigBase = git(bigRepo, 'rev-parse', 'HEAD~1').trim();
const bigHead = git(bigRepo, 'rev-parse', 'HEAD').trim();
const bigGitMs = time('git', ['diff', '--numstat', '-z', bigBase, bigHead], { cwd: bigRepo });
const bigScopeMs = time(process.execPath, [CLI, 'review', 'scope', 'bench', '--base', bigBase, '--head', bigHead], { cwd: bigRepo });
console.log(`review scope over ${BIG} files of 77 KB and ${MINIFIED} minified files (lines too long to quote looked for):`);
report('  review scope', bigScopeMs, bigGitMs, 'git diff --numstat -z', 2);
