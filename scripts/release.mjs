// Release steps (docs/releasing.md):
//   node scripts/release.mjs cut X.Y.Z   bump the version, rebuild dist/, commit, tag vX.Y.Z, move vX
//   node scripts/release.mjs pin vX.Y.Z  point every documented `uses:` of proofgate at that tag's SHA
//   node scripts/release.mjs notes vX.Y.Z print the CHANGELOG section (the release notes)
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
const fail = (msg) => {
  console.error(`release: ${msg}`);
  process.exit(1);
};
const [cmd, arg] = process.argv.slice(2);
const version = (arg ?? '').replace(/^v/, '');
if (!/^\d+\.\d+\.\d+$/.test(version)) fail('give a version X.Y.Z (or vX.Y.Z)');

function section(v) {
  const text = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
  const m = new RegExp(`^## ${v.replace(/\./g, '\\.')}\\b[^\\n]*\\n([\\s\\S]*?)(?=^## |$(?![\\s\\S]))`, 'm').exec(text);
  return m?.[1].trim();
}

function docs() {
  const files = ['README.md'];
  for (const dir of ['docs', 'docs/recipes/ci-review'])
    for (const f of readdirSync(join(root, dir))) if (/\.(md|ya?ml)$/.test(f)) files.push(join(dir, f));
  return files;
}

if (cmd === 'notes') {
  const notes = section(version);
  if (!notes) fail(`CHANGELOG.md has no "## ${version}" section`);
  console.log(notes);
} else if (cmd === 'cut') {
  if (git('status', '--porcelain')) fail('the work tree is not clean');
  if (git('rev-parse', '--abbrev-ref', 'HEAD') !== 'main') fail('cut releases from main');
  if (!section(version)) fail(`write the "## ${version}" section of CHANGELOG.md first`);
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  pkg.version = version;
  writeFileSync(join(root, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  writeFileSync(
    join(root, 'src/version.ts'),
    `/** Kept equal to package.json's version by a test. */\nexport const VERSION = '${version}';\n`,
  );
  execFileSync('npm', ['install', '--package-lock-only', '--ignore-scripts'], { cwd: root, stdio: 'inherit' });
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  execFileSync('npm', ['test'], { cwd: root, stdio: 'inherit' });
  git('add', '-A');
  git('commit', '-m', `Release v${version}`);
  git('tag', '-a', `v${version}`, '-m', `v${version}`);
  git('tag', '-f', `v${version.split('.')[0]}`);
  console.log(
    `tagged v${version} and moved v${version.split('.')[0]}: push main and both tags (git push origin main v${version} && git push -f origin v${version.split('.')[0]}), then run: node scripts/release.mjs pin v${version}`,
  );
} else if (cmd === 'pin') {
  const sha = git('rev-list', '-n', '1', `v${version}`);
  let changed = 0;
  for (const f of docs()) {
    const path = join(root, f);
    const before = readFileSync(path, 'utf8');
    const after = before.replace(
      /(OWNER\/proofgate(?:\/[a-z-]+)?@)(?:[0-9a-f]{40}|PROOFGATE_SHA) # (?:v\d+\.\d+\.\d+|unreleased: [^\n]*)/g,
      `$1${sha} # v${version}`,
    );
    if (after !== before) {
      writeFileSync(path, after);
      changed++;
    }
  }
  console.log(`pinned ${changed} file(s) to ${sha} (v${version}); review and commit them`);
} else fail('usage: release.mjs cut|pin|notes X.Y.Z');
