import { dirname, join, resolve } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { gitDirs } from './git-dirs.js';
import { inside, realOf, suppliedBy, suppliedFolders, withWorkspace } from './programs.js';

/**
 * Where git's settings come from. A setting names programs git runs (a filter driver's clean and
 * smudge commands, a diff driver) and the attributes file that hands every file to one: a config
 * file the pull request controls (a committed `.gitconfig` reached by `include.path`, a HOME or
 * GIT_CONFIG_GLOBAL in the checkout) would run its code in proofgate's git, with its tokens.
 */

/** Every setting proofgate's git reads, with its scope and file, includes followed (`-z`: names as bytes). */
export const CONFIG_LISTING = ['config', '--list', '--show-origin', '--show-scope', '--includes', '-z'];

export interface ConfigEntry {
  /** `system`, `global`, `local`, `worktree`, `command` (with --show-scope). */
  scope?: string;
  /** The file it was read from as git names it (the repository's own relative to the top folder); none for the command line. */
  file?: string;
  /** As git prints it: section and name lower-cased, a subsection as written. */
  key: string;
  value: string | null;
}

/** A key whose value names a file git reads more settings from: an include, conditional or not. */
export const INCLUDE_KEY = /^include(if\..*)?\.path$/i;
export const ATTRIBUTES_KEY = /^core\.attributesfile$/i;
/** The key naming the user's exclude file (git's default `$XDG_CONFIG_HOME/git/ignore`). */
export const EXCLUDES_KEY = /^core\.excludesfile$/i;

/** The entries of `git config --list -z --show-origin` (and `--show-scope` when `scoped`). */
export function configEntries(out: string, scoped: boolean): ConfigEntry[] {
  const fields = out.split('\0');
  const step = scoped ? 3 : 2;
  const entries: ConfigEntry[] = [];
  for (let i = 0; i + step < fields.length; i += step) {
    const [scope, origin, item] = scoped ? fields.slice(i, i + 3) : [undefined, fields[i], fields[i + 1]];
    const nl = item!.indexOf('\n');
    entries.push({
      ...(scope === undefined ? {} : { scope }),
      ...(origin!.startsWith('file:') ? { file: origin!.slice('file:'.length) } : {}),
      key: nl < 0 ? item! : item!.slice(0, nl),
      value: nl < 0 ? null : item!.slice(nl + 1),
    });
  }
  return entries;
}

/** The file a config value names, as git reads it: `~/` under `home`, a relative path from `base`. */
export function configPath(value: string, base: string, home: string | undefined): string {
  return value.startsWith('~/') && home ? resolve(base, home, value.slice(2)) : resolve(base, value);
}

/** The refusal of a repository whose settings the pull request controls: a caller that words git's failures its own way passes it on. */
export class SuppliedSettings extends ProofgateError {}

/** A file git reads settings or attributes from, and how it came to: for the refusal's line. */
interface Named {
  file: string;
  how: string;
}

/**
 * The files proofgate's git in `top` reads settings and attributes from, by `listing`
 * (CONFIG_LISTING): each config file read, each file an include names (followed or not, there or
 * not: a file made later, by an agent, would be read then), the attributes file (git's default
 * under HOME when none is set).
 */
function namedFiles(top: string, listing: string): Named[] {
  // git reads a relative HOME, and a relative attributes file, from the folder it runs in: the top.
  const home = process.env.HOME ? resolve(top, process.env.HOME) : undefined;
  const entries = configEntries(listing, true);
  const named: Named[] = [];
  // A file is named once for all its entries: each is looked up on disk.
  let last: string | undefined;
  for (const e of entries) {
    if (e.file === undefined) continue;
    const from = resolve(top, e.file);
    if (from !== last) named.push({ file: from, how: `git reads ${e.scope ? `${e.scope} ` : ''}settings from` });
    last = from;
    if (e.value && INCLUDE_KEY.test(e.key))
      named.push({ file: configPath(e.value, dirname(from), home), how: `${e.key} in ${from} names` });
    if (e.value && ATTRIBUTES_KEY.test(e.key))
      named.push({ file: configPath(e.value, top, home), how: `core.attributesFile in ${from} names` });
  }
  if (home && !entries.some((e) => ATTRIBUTES_KEY.test(e.key)))
    named.push({ file: join(home, '.config/git/attributes'), how: 'git reads attributes (HOME/.config/git/attributes) from' });
  return named;
}

/** The repository's own git folders hold its config: no tree git checks out reaches into them, by spelling and real path. */
function inGitFolder(file: string, dirs: string[]): boolean {
  const real = realOf(file);
  return dirs.some((d) => inside(file, d) && inside(real, realOf(d)));
}

/**
 * Refuses, in one line naming the file, a repository whose git settings come from a file the pull
 * request controls: one, by spelling or real path, inside the working tree at `top`, the repository
 * holding it or the job's workspace (the folders whose programs never run, `programs.ts`), other
 * than the repository's own git folders. `listing` is CONFIG_LISTING's output there.
 */
export function refuseSuppliedSettings(top: string, listing: string): void {
  const folders = suppliedFolders(withWorkspace([top]));
  const own = gitDirs(top);
  for (const { file, how } of namedFiles(top, listing)) {
    const folder = inGitFolder(file, own) ? undefined : suppliedBy(file, folders);
    if (folder === undefined) continue;
    throw new SuppliedSettings(
      `${visible(how)} ${visible(file)}, inside ${visible(folder)}, which the pull request controls: a filter or other program set there would run in proofgate's git, with its tokens; keep git's settings outside the checkout (\`git config --list --show-origin --includes\` shows where each comes from: an include.path, core.attributesFile, HOME, GIT_CONFIG_GLOBAL or GIT_CONFIG_SYSTEM naming a file in it)`,
    );
  }
}

/**
 * `-c` settings that leave every filter driver of `listing` (CONFIG_LISTING) with no program: no
 * clean, smudge or process command, and not required (a required driver with none fails the file).
 * For a git call whose answer needs no file cleaned. A driver whose name `-c` cannot carry (an `=`)
 * is refused: it would stay on.
 */
export function filtersOff(listing: string): string[] {
  const names = new Set<string>();
  for (const e of configEntries(listing, true)) {
    const driver = /^filter\.([\s\S]+)\.[^.]+$/.exec(e.key)?.[1];
    if (driver !== undefined) names.add(driver);
  }
  return [...names].flatMap((name) => {
    if (name.includes('='))
      throw new ProofgateError(
        `git's config sets a filter driver named ${JSON.stringify(visible(name))}, which git's command line cannot switch off (an \`=\` in its name): rename it`,
      );
    return ['clean=', 'smudge=', 'process=', 'required=false'].flatMap((set) => ['-c', `filter.${name}.${set}`]);
  });
}
