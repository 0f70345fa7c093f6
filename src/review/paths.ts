/**
 * What a changed path is, by its name alone (content is never needed to decide
 * `secret`, so a secret file is never read).
 */
import { posix } from 'node:path';

const SECRET_DIRS = new Set(['credentials', 'secrets', '.ssh', '.gnupg', '.aws', '.docker']);
const SECRET_NAMES = new Set([
  '.npmrc',
  '.netrc',
  '_netrc',
  '.pypirc',
  '.git-credentials',
  '.htpasswd',
  '.pgpass',
  '.dockercfg',
  'credentials',
  'credentials.json',
  'credentials.yml',
  'credentials.yaml',
  'credentials.xml',
  'credentials.ini',
  'id_rsa',
  'id_dsa',
  'id_ecdsa',
  'id_ed25519',
  'id_ecdsa_sk',
  'id_ed25519_sk',
]);
const SECRET_EXTENSIONS = new Set([
  'pem',
  'key',
  'p12',
  'pfx',
  'crt',
  'cer',
  'der',
  'p8',
  'ppk',
  'jks',
  'keystore',
  'kdbx',
  'asc',
  'gpg',
  'tfstate',
]);

/**
 * A path's file name, lowercased: the cut is made before lowercasing, which never makes or
 * removes a `/`, so this is the last of the path's lowercased segments without an array of them.
 */
function lowerName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1).toLowerCase();
}

/**
 * The folders a path sits in, lowercased: one lowercasing for all of them (a `/` is neither cased
 * nor case-ignorable, so no segment's case mapping depends on its neighbours, final sigma included).
 */
function lowerFolders(path: string): string[] {
  const cut = path.lastIndexOf('/');
  return cut < 0 ? [] : path.slice(0, cut).toLowerCase().split('/');
}

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1) : '';
}

const alternatives = (words: Iterable<string>) => [...words].map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');

/**
 * Every secret path and a few more (`.pem` alone has no extension), in one pattern: for a tree's
 * listing to be searched natively, each path it matches then checked with isSecretPath.
 */
export const SECRET_PATH_HINT = new RegExp(
  [
    `(?:^|/)(?:${alternatives(SECRET_DIRS)})/`,
    '(?:^|/)\\.env[^/]*$',
    '\\.env$',
    `(?:^|/)(?:${alternatives(SECRET_NAMES)})$`,
    `\\.(?:${alternatives(SECRET_EXTENSIONS)})$`,
  ].join('|'),
  // Case folded as Unicode does (the Kelvin sign is a k): every name toLowerCase makes a secret's.
  'iu',
);

/** `.env*`, private keys, certificates and key stores, credential files, `credentials/`, `secrets/`: any case, any depth. */
export function isSecretPath(path: string): boolean {
  return lowerFolders(path).some((s) => SECRET_DIRS.has(s)) || isSecretName(path);
}

/** A link at `link` whose target, resolved from the link's folder, is a secret path. */
export function targetIsSecret(link: string, target: string): boolean {
  return isSecretPath(posix.normalize(posix.join(posix.dirname(link), target)));
}

/** Secret by the file's own name (`.env`, a key, a credentials file), not only by the folder it sits in. */
export function isSecretName(path: string): boolean {
  const name = lowerName(path);
  if (name.startsWith('.env') || name.endsWith('.env')) return true;
  if (SECRET_NAMES.has(name)) return true;
  return SECRET_EXTENSIONS.has(extension(name));
}

const LOCKFILES = new Set([
  'package-lock.json',
  'npm-shrinkwrap.json',
  'yarn.lock',
  'pnpm-lock.yaml',
  'bun.lockb',
  'bun.lock',
  'deno.lock',
  'cargo.lock',
  'poetry.lock',
  'pipfile.lock',
  'pdm.lock',
  'uv.lock',
  'composer.lock',
  'gemfile.lock',
  'go.sum',
  'packages.lock.json',
  'mix.lock',
  'pubspec.lock',
  'podfile.lock',
  'flake.lock',
  'gradle.lockfile',
  'package.resolved',
]);
const GENERATED_DIRS = new Set(['node_modules', 'dist', 'build', 'vendor', 'bower_components', '__pycache__']);

/** A lockfile by its name (`package-lock.json`, `go.sum`, …): it decides which packages every install fetches, and from where. */
export function isLockfile(path: string): boolean {
  return LOCKFILES.has(lowerName(path));
}

/** Lockfiles, `node_modules`, `dist`, `build`, vendored and minified files: left out unless an include names them. */
export function isGeneratedOrVendored(path: string): boolean {
  const name = lowerName(path);
  if (lowerFolders(path).some((s) => GENERATED_DIRS.has(s))) return true;
  if (isLockfile(path)) return true;
  return /\.min\.(js|mjs|cjs|css)$/.test(name) || /\.(js|css)\.map$/.test(name);
}

/**
 * The longest path evidence can name, in code points (JSON Schema's maxLength): `path` in
 * review-coverage.schema.json and review-findings.schema.json. A selected file with a longer name
 * could never be accounted for, so the scope refuses it.
 */
export const PATH_MAX_CHARS = 4096;

/**
 * Why a path written by an agent cannot name a file, or undefined when it is
 * well-formed. Well-formed is not enough: it must also be byte-equal to a
 * selected file of the sealed scope.
 */
export function pathProblem(path: string): string | undefined {
  if (path === '') return 'is empty';
  if (Buffer.byteLength(path) > 4096) return 'is longer than 4096 bytes';
  if (/[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff]/u.test(path))
    return 'contains a control, invisible or bidi character';
  if (path.startsWith('/') || /^[A-Za-z]:/.test(path)) return 'is absolute';
  if (path.includes('\\')) return 'contains a backslash';
  if (path.startsWith('-')) return 'starts with "-"';
  if (path.startsWith(':')) return 'starts with ":" (pathspec magic)';
  const segs = path.split('/');
  if (segs.some((s) => s === '')) return 'has an empty segment ("//" or a trailing "/")';
  if (segs.some((s) => s === '.' || s === '..')) return 'has a "." or ".." segment';
  if (segs.some((s) => s.toLowerCase() === '.git')) return 'has a ".git" segment';
  return undefined;
}
