/**
 * The names of code that runs, in one place: what needs a person when left out of review
 * (attention.ts), the files whose commands are read for the files they name (action-code.ts), the
 * built-in rules that give such a file its specialist (builtin-rules.ts) and the security
 * reviewer's triggers (builtin-reviewers.ts) are all made from these lists, so none knows a file
 * runs that the others miss.
 * Matched without case. No imports: the build imports builtin-rules.ts to hash it.
 */

/** Folders at the root whose files a CI system or an editor runs. */
export const CI_FOLDERS = [
  '.github',
  '.gitea',
  '.forgejo',
  '.gitlab',
  '.circleci',
  '.buildkite',
  '.devcontainer',
  '.vscode',
  '.woodpecker',
  '.tekton',
  '.semaphore',
  '.azure-pipelines',
];
/**
 * Files a forge reads as repository policy, which a branch rule enforces: code owners, whose review
 * a pull request then needs. Only files that change what is enforced (`SECURITY.md` is advice).
 */
export const POLICY_NAMES = ['CODEOWNERS'];
/** Where a forge looks for them besides the root: GitHub's `.github/` and `docs/` (the first found wins), GitLab's, Gitea's and Forgejo's own folders. */
export const POLICY_FOLDERS = ['.github', '.gitlab', '.gitea', '.forgejo', 'docs'];
/** Folders of git hooks (husky's, and the usual `core.hooksPath`): each file there is a shell script. */
export const HOOK_FOLDERS = ['.husky', '.githooks'];
/** CI files other systems read at the root, each as `.yml` or `.yaml`. */
export const CI_FILE_STEMS = [
  '.gitlab-ci',
  '.travis',
  'azure-pipelines',
  'bitbucket-pipelines',
  '.drone',
  '.woodpecker',
  '.pre-commit-config',
  '.pre-commit-hooks',
  '.taskcluster',
  'appveyor',
  '.appveyor',
  '.cirrus',
  'cloudbuild',
  'codefresh',
  'buildkite',
  'buildspec',
  '.gitpod',
  'lefthook',
  '.lefthook',
  'lefthook-local',
  '.lefthook-local',
];
/** CI files other systems read at the root by their whole name: Drone's Jsonnet and Starlark pipelines. */
export const CI_FILE_NAMES = ['.drone.jsonnet', '.drone.star'];
/** Pipelines named like a container build: alone, with any suffix (`Jenkinsfile.release`, `-x`) or as an extension (`deploy.Jenkinsfile`). */
export const PIPELINE_STEMS = ['Jenkinsfile'];
/** Container builds: the name alone, with any suffix (`Dockerfile.prod`, `-prod`, `_prod`) or as an extension (`api.Containerfile`). */
export const CONTAINER_BUILD_STEMS = ['Dockerfile', 'Containerfile'];
/** Compose files: each stem with anything after it, as `.yml` or `.yaml` (`docker-compose.override.yml`). */
export const COMPOSE_STEMS = ['docker-compose', 'compose'];
/** Scripts a shell or Windows Script Host runs by their extension: POSIX shells, C shells, fish, Bats tests, macOS `.command`, PowerShell, batch, VBScript, make includes (a recipe runs in a shell). */
export const SHELL_EXTENSIONS = [
  'sh',
  'bash',
  'zsh',
  'ksh',
  'csh',
  'tcsh',
  'fish',
  'bats',
  'command',
  'ps1',
  'psm1',
  'bat',
  'cmd',
  'vbs',
  'vbe',
  'wsf',
  'mk',
  'mak',
];
/** Files of recipes a shell runs (make, just, a Procfile), by their name alone or with a suffix (`Makefile.common`, `Procfile.dev`). */
export const RECIPE_STEMS = ['Makefile', 'GNUmakefile', 'justfile', '.justfile', 'Procfile'];
/** Files a shell sources by their name: a package build (makepkg), `.envrc` (direnv), start-up files, autoconf's shell template. */
export const SHELL_NAMES = [
  'PKGBUILD',
  '.envrc',
  '.profile',
  '.bashrc',
  '.bash_profile',
  '.bash_login',
  '.bash_logout',
  '.zshrc',
  '.zshenv',
  '.zprofile',
  '.zlogin',
  '.zlogout',
  '.kshrc',
  '.cshrc',
  '.tcshrc',
  '.login',
  '.logout',
  'configure.ac',
  'configure.in',
];
/** Container builds besides a Dockerfile: buildx bake files, whose targets name the Dockerfiles and contexts built. */
export const BAKE_NAMES = ['docker-bake.hcl', 'docker-bake.json', 'docker-bake.override.hcl', 'docker-bake.override.json'];
/**
 * Build and run files anywhere in a repository whose commands run (package scripts on install,
 * `yarnPath`, a task runner's tasks, a host's build command), by their path's end: they dispatch
 * the security reviewer and are searched for the files they name.
 */
export const COMMAND_FILE_NAMES = [
  'package.json',
  '.pnpmfile.cjs',
  'Rakefile',
  'Taskfile.yml',
  'Taskfile.yaml',
  'Taskfile.dist.yml',
  'Taskfile.dist.yaml',
  '.yarnrc.yml',
  '.yarnrc',
  'bunfig.toml',
  'deno.json',
  'deno.jsonc',
  'tox.ini',
  'noxfile.py',
  'netlify.toml',
  'vercel.json',
  'turbo.json',
  'nx.json',
  'project.json',
  '.cargo/config',
  '.cargo/config.toml',
  // Manifests an install or a build runs code from: composer's scripts, a Gemfile (Ruby bundler
  // evaluates), pyproject's build backend and task tables, setup.py, Gradle, Maven and sbt builds
  // (their plugins run), a Cargo build script, mise and pixi tasks, npm's `script-shell`, a Vagrantfile.
  'composer.json',
  'Gemfile',
  'gems.rb',
  'Pipfile',
  'pyproject.toml',
  'setup.py',
  'build.gradle',
  'build.gradle.kts',
  'settings.gradle',
  'settings.gradle.kts',
  'pom.xml',
  'build.sbt',
  'build.rs',
  'mise.toml',
  '.mise.toml',
  'pixi.toml',
  '.npmrc',
  'Vagrantfile',
];
/** Tool configurations that load code, with any suffix (`.mocharc.yml`'s `require`, `.lintstagedrc.json`'s commands). */
export const COMMAND_FILE_STEMS = ['.mocharc', '.nycrc', '.lintstagedrc', '.huskyrc'];

/** The names as alternatives of a regular expression (their dots literal). */
export const alternation = (names: readonly string[]): string => names.map((n) => n.replace(/[.]/g, '\\.')).join('|');

/**
 * Folders whose files a CI system, an editor or git hooks run, and the CI files other systems read
 * at the repository's root: a secret, generated or vendored name there still runs, and a deletion
 * or a rename away stops what ran.
 */
export const RUNS_HERE = new RegExp(
  `^(?:(?:${alternation([...CI_FOLDERS, ...HOOK_FOLDERS])})/|(?:${alternation(CI_FILE_STEMS)})\\.ya?ml$|(?:${alternation(CI_FILE_NAMES)})$|(?:${alternation(PIPELINE_STEMS)})(?:[._-][^/]*)?$|[^/]*\\.(?:${alternation(PIPELINE_STEMS)})$)`,
  'i',
);

/**
 * Policy files where a forge reads them, in any case (a forge on a case-insensitive store, or one
 * that lowers the name, takes `codeowners` too: failing closed costs a person a look): a deletion,
 * a rename away or a pattern that leaves one out drops an enforced review with no line to read.
 */
export const POLICY_HERE = new RegExp(`^(?:(?:${alternation(POLICY_FOLDERS)})/)?(?:${alternation(POLICY_NAMES)})$`, 'i');

/**
 * The places ('' the root) each forge reads a policy file from, in its documented order: the first
 * found wins, so one added earlier in an order takes the place of the one the base holds. GitHub's,
 * GitLab's and Gitea's; Forgejo documents none for `.forgejo/`, so that folder fails closed.
 */
export const POLICY_ORDERS: readonly (readonly string[])[] = [
  ['.github', '', 'docs'],
  ['', 'docs', '.gitlab'],
  ['', 'docs', '.gitea'],
];

/** Where a POLICY_HERE path lies in the orders: its folder in lower case, as POLICY_HERE matches it. */
const policyPlace = (path: string): string => path.slice(0, Math.max(path.lastIndexOf('/'), 0)).toLowerCase();

/**
 * True when a forge may read a policy file added at `added` before (so instead of) the one the base
 * holds at `held`, both POLICY_HERE paths: earlier in an order that reads both, or in the same
 * folder under another spelling (which one a forge takes is not documented), or a place no order
 * lists.
 */
export function readsBefore(added: string, held: string): boolean {
  if (added === held) return false;
  const [a, h] = [policyPlace(added), policyPlace(held)];
  const listed = (place: string) => POLICY_ORDERS.some((order) => order.includes(place));
  if (!listed(a) || !listed(h)) return true;
  return POLICY_ORDERS.some((order) => order.includes(a) && order.includes(h) && order.indexOf(a) <= order.indexOf(h));
}
