/**
 * What a changed path is, by its name alone (content is never needed to decide
 * `secret`, so a secret file is never read).
 */
import { posix } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';

// Folders of credential stores: a tool's sign-in (`.aws/credentials`, `.kube/config`, `.azure/msal_token_cache.json`).
const SECRET_DIRS = new Set(['credentials', 'secrets', '.ssh', '.gnupg', '.aws', '.docker', '.kube', '.azure']);
// Files in a folder of a tool's own whose plain names say nothing: the gh and hub CLIs' tokens, Maven's
// and Gradle's server passwords, gcloud's keys (each as the folder/name the tool writes).
const SECRET_FOLDER_FILES = new Set(['gh/hosts.yml', '.config/hub', '.m2/settings.xml', '.gradle/gradle.properties']);
const SECRET_FOLDER_PAIRS = new Set(['.config/gcloud']);
const SECRET_NAMES = new Set([
  '.npmrc',
  '.netrc',
  '_netrc',
  '.pypirc',
  '.git-credentials',
  '.htpasswd',
  'htpasswd',
  '.pgpass',
  '.dockercfg',
  '.my.cnf',
  '.s3cfg',
  '.boto',
  '.terraformrc',
  'terraform.rc',
  'wp-config.php',
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
  'pkcs12',
  'crt',
  'cer',
  'der',
  'p8',
  'pvk',
  'ppk',
  'snk',
  'jks',
  'jceks',
  'bks',
  'keystore',
  'keychain',
  'keychain-db',
  'keytab',
  'kdbx',
  'ovpn',
  'asc',
  'gpg',
  'tfstate',
  // Terraform's variables: GitHub's own .gitignore template leaves them out as "likely to contain sensitive data".
  'tfvars',
]);
/**
 * A word a data file's name holds when it stores credentials (`application_default_credentials.json`,
 * `config/secrets.yml`, `client_secret_….json`, `token.json`, `.vault-token`, `passwords.txt`, `kubeconfig.yaml`):
 * a whole word of the name, so `tokenizer.json` and `passwordless.md` are not.
 */
const SECRET_WORD =
  /(?:^|[._-])(?:credentials?|secrets?|token|passwords?|passwd|service[_-]?account(?:[_-]?key)?|kubeconfig|tfvars)(?:[._-]|$)/;
/** Formats that hold data, not code: a secret's word in a `.ts` or `.py` file's name names code about secrets. */
const DATA_EXTENSIONS = new Set([
  'json',
  'yml',
  'yaml',
  'xml',
  'ini',
  'toml',
  'cfg',
  'conf',
  'config',
  'txt',
  'properties',
  'plist',
  'csv',
  'db',
  'env',
  'tfvars',
]);
/** A backup's suffixes (`id_rsa.bak`, `terraform.tfstate.backup`, `server.key~`, `.env.orig`): the copy is as secret as the file. */
const BACKUP_SUFFIXES = ['~', ...['bak', 'backup', 'old', 'orig', 'save', 'sav', 'swp', 'tmp'].map((s) => `.${s}`)];

/**
 * `name` without its backup suffixes (`.env.orig~` is `.env`), walked from the end: the pattern
 * `(?:\.bak|…|~)+$` retried from every place of a long run of `~` (hazard #635). No suffix ends
 * another, so the walk takes the one chain the pattern took.
 */
function withoutBackupSuffixes(name: string): string {
  let end = name.length;
  for (let s; (s = BACKUP_SUFFIXES.find((x) => name.endsWith(x, end)));) end -= s.length;
  return name.slice(0, end);
}

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
 * Every secret path and a few more (`.pem` alone has no extension, a word in a code file's
 * name), in one pattern: for a tree's listing to be searched natively, each path it matches then
 * checked with isSecretPath.
 */
export const SECRET_PATH_HINT = new RegExp(
  [
    `(?:^|/)(?:${alternatives(SECRET_DIRS)})/`,
    '(?:^|/)\\.git(?:/|$)',
    `(?:^|/)(?:${alternatives([...SECRET_FOLDER_FILES, ...SECRET_FOLDER_PAIRS])})(?:$|/)`,
    '(?:^|/)\\.env[^/]*$',
    '\\.env[^/]*$',
    `(?:^|/)(?:${alternatives(SECRET_NAMES)})[^/]*$`,
    `\\.(?:${alternatives(SECRET_EXTENSIONS)})[^/]*$`,
    // SECRET_WORD's words, anywhere in the name.
    '(?:credential|secret|token|passw|service[_-]?account|kubeconfig|tfvars)[^/]*$',
    // A shell's or a client's history: typed passwords.
    '(?:^|/)\\.[^/]*_history[^/]*$',
  ].join('|'),
  // Case folded as Unicode does (the Kelvin sign is a k): every name toLowerCase makes a secret's.
  'iu',
);

/**
 * `.env*`, private keys, certificates and key stores, credential files and tools' sign-in stores,
 * `credentials/`, `secrets/`, `.git` and anything in it, a backup of any of them: any case, any depth.
 */
export function isSecretPath(path: string): boolean {
  const folders = lowerFolders(path);
  // A repository's own folder: actions/checkout keeps the job's token in `.git/config`.
  if (folders.includes('.git') || lowerName(path) === '.git') return true;
  if (folders.some((s) => SECRET_DIRS.has(s))) return true;
  if (folders.some((s, k) => k > 0 && SECRET_FOLDER_PAIRS.has(`${folders[k - 1]}/${s}`))) return true;
  if (folders.length > 0 && SECRET_FOLDER_FILES.has(`${folders[folders.length - 1]}/${lowerName(path)}`)) return true;
  return isSecretName(path);
}

/** A link at `link` whose target, resolved from the link's folder, is a secret path. */
export function targetIsSecret(link: string, target: string): boolean {
  return isSecretPath(posix.normalize(posix.join(posix.dirname(link), target)));
}

/** Secret by the file's own name (`.env`, a key, a credentials file, a backup of one), not only by the folder it sits in. */
export function isSecretName(path: string): boolean {
  const full = lowerName(path);
  const name = withoutBackupSuffixes(full) || full;
  if (name.startsWith('.env') || name.endsWith('.env')) return true;
  if (SECRET_NAMES.has(name) || (name.startsWith('.') && name.endsWith('_history'))) return true;
  const ext = extension(name);
  if (SECRET_EXTENSIONS.has(ext)) return true;
  if (!SECRET_WORD.test(name)) return false;
  // No extension: a dotfile (`.vault-token`) or the word alone (`token`) holds it; another name is a script's (`bin/rotate-secret`).
  if (ext === '') return name.startsWith('.') || SECRET_WORD.exec(name)![0] === name;
  return DATA_EXTENSIONS.has(ext) || SECRET_WORD.test(`.${ext}`);
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
  // What visible() shows as U+XXXX (a tag character and every other format character too): the prompt names no file with one raw.
  if (visible(path) !== path) return 'contains a control, invisible or bidi character';
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

/** `path` without empty and `.` segments (`./src//a.js` → `src/a.js`), or undefined when it climbs (`..`), is absolute or uses `\\`. */
export function collapseDots(path: string): string | undefined {
  if (path.startsWith('/') || path.includes('\\')) return undefined;
  const segs = path.split('/');
  if (segs.includes('..')) return undefined;
  const kept = segs.filter((s) => s !== '' && s !== '.');
  return kept.length ? kept.join('/') : undefined;
}

/**
 * A path a preview command (`review rules PATH`, `review reviewers PATH`) is asked about, as git
 * lists it: `./`, `//` and `/./` dropped, so it gets what the scope gives that file. One that is
 * absolute or climbs (`..`) names no file of a change, and is refused.
 */
export function previewPath(path: string): string {
  if (path.startsWith('/') || path.split('/').includes('..'))
    throw new ProofgateError(`${JSON.stringify(visible(path))}: give the path from the repository's root, as git lists it (src/cart.js)`);
  return collapseDots(path) ?? path;
}
