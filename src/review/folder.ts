import { ProofgateError } from '../text/errors.js';

const ID = /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/;

const isId = (id: string | undefined): id is string => id !== undefined && ID.test(id) && !id.includes('..');

/** A unit prompt's label (`-U2`, `-U1-U3`, `-U1+U4`: units.ts unitsLabel), or none for the whole scope. */
const LABEL = '(?:-[A-Za-z0-9+-]+)?';
const PROMPT_FILE = new RegExp(`^prompt${LABEL}\\.md$`);
/** The name a diff part's prompt gives it (`diff-U2` of `diff-U2.3.patch`). */
const DIFF_BASE = new RegExp(`^diff${LABEL}(?=\\.)`);
/** writeFileAtomic's temporary file beside the one it writes (`.scope.json.<hex>.tmp`). */
const ATOMIC_TEMP = /^\.(.+)\.[0-9a-f]{12}\.tmp$/;

/** `diff.patch`, `diff.2.patch`, `diff.deleted.patch`, `diff.deleted.2.patch`: the parts `review prompt` writes for `base`. */
export function isDiffPart(base: string, name: string): boolean {
  return name.startsWith(`${base}.`) && /^(\d+\.|deleted\.(\d+\.)?)?patch$/.test(name.slice(base.length + 1));
}

/** A file name proofgate writes directly in `<dir>/<id>/`. */
function ownName(name: string): boolean {
  const named = [...Object.values(reviewFolder.files), ...Object.values(reviewFolder.outputs), reviewFolder.lock];
  const diff = DIFF_BASE.exec(name)?.[0];
  return named.includes(name) || PROMPT_FILE.test(name) || (diff !== undefined && isDiffPart(diff, name));
}

/** The review folder `<dir>/<id>/` and the names of the evidence files in it. */
export const reviewFolder = {
  files: {
    scope: 'scope.json',
    checklist: 'checklist.md',
    findings: 'findings.json',
    coverage: 'coverage.json',
    anchored: 'findings.anchored.json',
    continue: 'continue.json',
    intent: 'intent.md',
    ledger: 'ledger.json',
    commit: 'commit.json',
  },
  /** Held by the one process that writes the folder (lock.ts); never evidence, never uploaded. */
  lock: 'review.lock',
  /** What else commands write there: the gate's check run and summary, compare's result. */
  outputs: { check: 'check.json', summary: 'summary.md', compare: 'compare.json' },
  /** One folder per agent run (attempts.ts): its record, its agent's output, the parts it merged. */
  attempts: 'attempts',
  /**
   * Whether a repository path is one proofgate writes under the review folders' `dir` (repository
   * relative, '' for the top), by its name: a file above in `<id>/`, a prompt or diff part,
   * anything under `<id>/attempts/`, or one of these while written (writeFileAtomic's temporary
   * name). A working-tree review sets aside these alone.
   */
  isOwn(path: string, dir: string): boolean {
    if (dir !== '' && !path.startsWith(`${dir}/`)) return false;
    const [id, name, ...deeper] = (dir === '' ? path : path.slice(dir.length + 1)).split('/');
    if (!isId(id) || name === undefined) return false;
    if (name === reviewFolder.attempts) return deeper.length > 0;
    return deeper.length === 0 && ownName(ATOMIC_TEMP.exec(name)?.[1] ?? name);
  },
  checkId(id: string | undefined): string {
    if (id === undefined || id === '') throw new ProofgateError('a review id is required (e.g. `proofgate review scope pr-42`)');
    if (!isId(id))
      throw new ProofgateError(
        `review id ${JSON.stringify(id)} must be 1-128 letters, digits, dots, dashes or underscores, starting with a letter or digit`,
      );
    return id;
  },
};
