import { join, resolve } from 'node:path';
import { readStrictJson, SEVERAL_OBJECTS } from '../text/json.js';
import { shownPath } from '../text/files.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
import { composedTwins, shownName, shownSpellings } from '../text/list.js';
import { hasVisibleWords } from '../text/words.js';
import { redact } from '../text/redact.js';
import { credentialsIn, findingsRedaction, redactionOf, type Redaction } from './redaction.js';
import { schemaErrors } from '../schemas/validate.js';
import type { SchemaName } from '../schemas/validate.js';
import type { ReviewCoverage, ReviewFindings, ReviewScope } from '../schemas/types.js';
import { reviewFolder } from './folder.js';
import { collapseDots, pathProblem } from './paths.js';
import { DEFAULT_REVIEW_DIR, scopeHash } from './seal.js';
import { trimEndOf } from '../text/trim.js';

export const EVIDENCE_MAX_BYTES = 64 * 1024 * 1024;

export type Finding = ReviewFindings['findings'][number];

export { nameList } from '../text/list.js';

export interface ReviewPaths {
  id: string;
  /** The working tree the folder must stay inside (see text/files.ts). */
  root: string;
  folder: string;
  /** The `--dir` the caller gave, for the commands a message suggests. */
  dir?: string;
  file(name: keyof typeof reviewFolder.files): string;
}

export function reviewPaths(cwd: string, id: string, dir?: string): ReviewPaths {
  const checked = reviewFolder.checkId(id);
  const root = resolve(cwd);
  const folder = join(resolve(root, dir ?? DEFAULT_REVIEW_DIR), checked);
  return { id: checked, root, folder, ...(dir !== undefined ? { dir } : {}), file: (name) => join(folder, reviewFolder.files[name]) };
}

/** scope.json parsed, nothing checked yet: `checkScope` checks it against its schema and its seal. */
export async function readScope(paths: ReviewPaths): Promise<unknown> {
  const file = paths.file('scope');
  const read = await readStrictJson(paths.root, file, EVIDENCE_MAX_BYTES);
  if (read.status === 'missing')
    throw new ProofgateError(
      `no scope.json in ${shownPath(paths.folder)}: seal one first with \`proofgate review scope ${paths.id}${paths.dir !== undefined ? ` --dir ${JSON.stringify(paths.dir)}` : ''}\``,
    );
  if (read.status === 'invalid') throw new ProofgateError(`${shownPath(file)} ${read.errors[0]}`);
  return read.data;
}

/** The sealed scope: valid against its schema, matching its seal, each path listed once; else an error (exit 3). */
export async function checkScope(paths: ReviewPaths, data: unknown): Promise<ReviewScope> {
  // A scope sealed before file modes were sealed would show the agent the tree's mode, not the sealed one: refused by name.
  const files = (data as { files?: unknown } | null)?.files;
  if (Array.isArray(files) && files.some((f) => f !== null && typeof f === 'object' && !('mode' in f)))
    throw new ProofgateError(
      `${paths.file('scope')} was sealed by an earlier proofgate that did not seal each file's mode (its executable bit): seal the scope again`,
    );
  const errors = await schemaErrors('review-scope', data);
  if (errors.length) throw new ProofgateError(`${paths.file('scope')} is not a valid scope: ${errors.slice(0, 3).join('; ')}`);
  checkSeal(paths, data as ReviewScope);
  return data as ReviewScope;
}

/** The modes git records for each kind of entry. */
const MODES_OF: Record<ReviewScope['files'][number]['kind'], readonly string[]> = {
  file: ['100644', '100755'],
  symlink: ['120000'],
  submodule: ['160000'],
};

/** The seal, and each path listed once; anything wrong is an error (exit 3), because nothing can be judged against it. */
function checkSeal(paths: ReviewPaths, scope: ReviewScope): void {
  const file = paths.file('scope');
  let actual: string;
  try {
    actual = scopeHash(scope);
  } catch (err) {
    throw new ProofgateError(`${file} is not a valid scope: ${describeError(err)}`);
  }
  if (actual !== scope.scopeSha256)
    throw new ProofgateError(
      `${file} does not match its seal (recorded ${short(scope.scopeSha256)}, content hashes to ${short(actual)}): seal the scope again`,
    );
  // The seal is a hash anyone can recompute: a path listed twice would be counted (and covered) twice.
  // A mode is the kind's (a file's 100644 or 100755): another would build the agent's diff of something that was not sealed.
  const odd = scope.files.find((f) => !MODES_OF[f.kind].includes(f.mode));
  if (odd)
    throw new ProofgateError(
      `${file} is not a valid scope: ${JSON.stringify(visible(odd.path))} is a ${odd.kind} sealed with mode ${odd.mode}: seal the scope again`,
    );
  const seen = new Set<string>();
  for (const p of [...scope.files.map((f) => f.path), ...scope.excluded.map((e) => e.path)]) {
    if (seen.has(p))
      throw new ProofgateError(
        `${file} is not a valid scope: ${JSON.stringify(visible(p))} is listed twice (each changed file is selected or excluded once): seal the scope again`,
      );
    seen.add(p);
  }
}

/** The sealed scope; anything wrong with it is an error (exit 3), because nothing can be judged against it. */
export async function loadScope(paths: ReviewPaths): Promise<ReviewScope> {
  return checkScope(paths, await readScope(paths));
}

export type Loaded<T> =
  | { status: 'missing' }
  | { status: 'invalid'; errors: string[] }
  | { status: 'other-scope'; scopeSha256: string }
  | { status: 'ok'; data: T; errors: string[] };

/** The one object each evidence file is, and what an agent writes instead: its list, one entry alone, or JSON Lines. */
const WRAPPERS = {
  'review-findings': {
    wrapper: '{"schema": "bmad-plus/review-findings/1", "scopeSha256": …, "findings": [ … ]}',
    entry: 'finding',
    isEntry: (o: Record<string, unknown>) => 'path' in o && 'existing_code' in o,
  },
  'review-coverage': {
    wrapper: '{"schema": "bmad-plus/review-coverage/1", "scopeSha256": …, "items": [ … ], "run": {"stop": …}}',
    entry: 'coverage item',
    isEntry: (o: Record<string, unknown>) => 'path' in o && 'outcome' in o,
  },
} as const;

/**
 * The shape to write when the file is not one: put first, so it outlives the callers' cuts (the
 * first 3 or 5 errors, 600 characters of a reason in the next prompt), as the schema's own errors
 * (`(top level): must be object`, a missing `schema`) do not say what the wrapper is.
 */
function shapeHint(schema: SchemaName, read: { errors?: string[]; data?: unknown }): string | undefined {
  if (!(schema in WRAPPERS)) return undefined;
  const { wrapper, entry, isEntry } = WRAPPERS[schema as keyof typeof WRAPPERS];
  const write = `write one JSON object, ${wrapper}`;
  if (read.errors?.[0]?.includes(SEVERAL_OBJECTS)) return `one ${entry} per line: ${write}`;
  const data = read.data;
  if (Array.isArray(data)) return `the top level is a list: ${write}`;
  if (data && typeof data === 'object' && !('schema' in data) && isEntry(data as Record<string, unknown>))
    return `the top level is one ${entry}: ${write}`;
  return undefined;
}

/**
 * Refused evidence: each reason may quote what the agent wrote (a key, a path, an id), so it passes
 * the redaction floor here, before any reader stores, cuts or prints it.
 */
const invalid = (errors: string[]): { status: 'invalid'; errors: string[] } => ({ status: 'invalid', errors: errors.map(redact) });

async function loadEvidence<T extends { scopeSha256: string }>(
  root: string,
  file: string,
  schema: SchemaName,
  scope: ReviewScope,
): Promise<Loaded<T>> {
  const read = await readStrictJson(root, file, EVIDENCE_MAX_BYTES);
  if (read.status === 'missing') return read;
  if (read.status === 'invalid') {
    const hint = shapeHint(schema, read);
    return invalid(hint ? [hint, ...read.errors] : read.errors);
  }
  const errors = await schemaErrors(schema, read.data);
  if (errors.length) {
    const hint = shapeHint(schema, read);
    return invalid(hint ? [hint, ...errors] : errors);
  }
  const data = read.data as T;
  if (data.scopeSha256 !== scope.scopeSha256) return { status: 'other-scope', scopeSha256: data.scopeSha256 };
  return { status: 'ok', data, errors: [] };
}

/**
 * Why a file the change deletes is no entry's path, and what to write instead: it has no head
 * version to quote, but what it held is gone from the code under review, so its removal is
 * reported on a file the head keeps (the prompt says the same).
 */
const DELETED_WHY = {
  finding:
    "is deleted at the head, so it has no lines to quote: report its removal on a file the prompt lists that relied on it or now lacks what it did (a caller, an importer, the code its check guarded), quoting that file's head lines",
  coverage:
    'is deleted at the head, so it is not a file to account for: leave it out of coverage.json (report its removal as a finding on a file the prompt lists)',
} as const;

/**
 * Checks that each path names a selected file; returns one error per bad entry. Byte-equal is the
 * test, with two tolerances, each naming one file without doubt and rewritten to the scope's path:
 * a spelling that differs only by `./`, `//` or `/./` (which no name git stores holds), and a name
 * in another Unicode normalisation when exactly one name of the scope has its composed form (git
 * keeps the decomposed names macOS writes; a model often composes what it copies). Any other
 * spelling is refused, naming the selected file it resembles when exactly one does.
 */
/** How many path errors get a hint: as many as any caller shows. */
const HINTED = 50;

function pathErrors(entries: { path: string }[], scope: ReviewScope, what: (i: number) => string, entry: 'finding' | 'coverage'): string[] {
  const selected = new Set(scope.files.map((f) => f.path));
  const errors: string[] = [];
  let near: Map<string, string[]> | undefined;
  let twinsOf: ((name: string) => string[]) | undefined;
  let shownAs: Map<string, string[]> | undefined;
  let excludedWhy: Map<string, ReviewScope['excluded'][number]['reason']> | undefined;
  entries.forEach((e, i) => {
    // A name git gave the scope (a newline in it included) is that file.
    if (selected.has(e.path)) return;
    const collapsed = collapseDots(e.path);
    if (collapsed !== undefined && selected.has(collapsed)) {
      e.path = collapsed;
      return;
    }
    // Every name of the change counts (an excluded twin too): one that another name composes to the same is in doubt.
    twinsOf ??= composedTwins([...scope.files, ...scope.excluded].map((f) => f.path));
    const twins = twinsOf(collapsed ?? e.path);
    if (twins.length === 1 && selected.has(twins[0]!) && pathProblem(collapsed ?? e.path) === undefined) {
      e.path = twins[0]!;
      return;
    }
    // A name with a control, invisible or decomposed character is shown with it as `U+XXXX`
    // wherever proofgate writes it (the prompt's table of files too): copied so, it is that name.
    shownAs ??= shownSpellings([...scope.files, ...scope.excluded].map((f) => f.path));
    const shown = shownAs.get(e.path);
    if (shown?.length === 1 && selected.has(shown[0]!)) {
      e.path = shown[0]!;
      return;
    }
    near ??= nearNames(selected);
    // Hints for the errors a caller shows (at most 50): each may look through every selected name.
    const hint = errors.length < HINTED ? pathHint(e.path, near, selected) : '';
    // An excluded file is named as such (not why: a secret's reason is not the agent's to learn),
    // save a deleted one: every prompt shows what it held, and a finding about its removal is real.
    excludedWhy ??= new Map(scope.excluded.map((f) => [f.path, f.reason]));
    const reason = hint ? undefined : (excludedWhy.get(e.path) ?? (collapsed !== undefined ? excludedWhy.get(collapsed) : undefined));
    const why =
      reason === 'deleted'
        ? DELETED_WHY[entry]
        : reason
          ? 'is excluded from this review: leave it out'
          : 'is not a selected file of the scope';
    // A deleted file spelt `./src/a.js` is still that file: where to report it helps more than the spelling.
    const problem = reason === 'deleted' ? undefined : pathProblem(e.path);
    errors.push(`${what(i)}: path ${JSON.stringify(shownName(e.path))} ${problem ?? why}${hint}`);
  });
  return errors;
}

/** What the path may have meant: the selected name it resembles, what another tool added to it, or the files it stands for. */
function pathHint(path: string, near: Map<string, string[]>, selected: Set<string>): string {
  const like = near.get(nearKey(path));
  if (like?.length === 1) return ` (the scope names ${JSON.stringify(shownName(like[0]!))}: write it as that)`;
  const foreign = foreignSpelling(path, near, selected);
  if (foreign) return ` (${foreign[0]} is not part of the name: write ${JSON.stringify(shownName(foreign[1]))})`;
  return manyFiles(path, selected);
}

/** A folder or a glob written for the files it holds: each selected file is accounted for by its own name. */
function manyFiles(path: string, selected: Set<string>): string {
  if (/[*?[{]/.test(path)) return ' (a pattern: name each file it means, one item each)';
  const folder = `${trimEndOf(path, '/')}/`;
  const held = [...selected].filter((p) => p.startsWith(folder)).length;
  return held ? ` (a folder of ${held} selected file(s): name each, one item each)` : '';
}

/**
 * A selected file's name as another tool prints it, with what to leave out: a diff header's `a/` or
 * `b/`, a line number (`src/a.js:12`, `#L12-L20`), the agent's working folder before it (an
 * absolute path). A hint only: a folder may be named `b`, so such a path is never read as the file.
 */
function foreignSpelling(path: string, near: Map<string, string[]>, selected: Set<string>): [string, string] | undefined {
  const one = (p: string | undefined) => {
    const like = p === undefined ? undefined : near.get(nearKey(p));
    return like?.length === 1 ? like[0] : undefined;
  };
  const diff = one(/^[ab]\/(.+)$/.exec(path)?.[1]);
  if (diff) return [`the diff's ${JSON.stringify(path.slice(0, 2))}`, diff];
  const numbered = one(withoutLineNumber(path));
  if (numbered) return ['a line number', numbered];
  if (!path.startsWith('/')) return undefined;
  const [longest] = [...selected].filter((p) => path.endsWith(`/${p}`)).sort((a, b) => b.length - a.length);
  return longest ? [`the folder before ${JSON.stringify(shownName(longest))}`, longest] : undefined;
}

/**
 * The path without the line number a viewer or an editor adds (`:12`, `:12:5`, `:3-5`, `#L3-L5`),
 * or undefined when it has none. Linear: the suffix is found from the end, never by trying every split.
 */
function withoutLineNumber(path: string): string | undefined {
  const anchor = path.lastIndexOf('#L');
  if (anchor > 0 && /^#L\d+(?:-L?\d+)?$/.test(path.slice(anchor))) return path.slice(0, anchor);
  let i = path.length;
  while (i > 0 && /[\d:-]/.test(path[i - 1]!)) i--;
  const colon = path.indexOf(':', i);
  return colon > 0 && /^:\d+(?:[:-]\d+)*$/.test(path.slice(colon)) ? path.slice(0, colon) : undefined;
}

/** How a near miss is told apart: separators as `/`, dots collapsed, NFC, case folded (a hint only, never a match). */
const nearKey = (path: string) => (collapseDots(path.replace(/\\/g, '/')) ?? path).normalize('NFC').toLowerCase();

function nearNames(selected: Set<string>): Map<string, string[]> {
  const near = new Map<string, string[]>();
  for (const p of selected) near.set(nearKey(p), [...(near.get(nearKey(p)) ?? []), p]);
  return near;
}

/** findings.json, checked against the scope; `beside`: the values the floor recognised in coverage.json (coverageCredentials). */
export async function loadFindings(
  paths: ReviewPaths,
  scope: ReviewScope,
  beside: readonly string[] = [],
): Promise<Loaded<ReviewFindings>> {
  const loaded = await loadEvidence<ReviewFindings>(paths.root, paths.file('findings'), 'review-findings', scope);
  if (loaded.status !== 'ok') return loaded;
  const units = new Set(scope.units.map((u) => u.id));
  const reviewers = new Set(scope.reviewers.map((r) => r.id));
  const rulesOf = new Map(scope.files.map((f) => [f.path, f.rules]));
  // An id is printed wherever its finding is, unredacted (summary, check run, SARIF, the artifact):
  // one the document's redaction would change (a credential's shape, or a value the floor
  // recognised in any finding's text or beside it) is refused, and named by its index alone.
  const redaction = findingsRedaction(loaded.data.findings, beside);
  const credential = (id: string) => redaction(id) !== id;
  const at = (i: number) => {
    const id = loaded.data.findings[i]!.id;
    return credential(id) ? `findings[${i}]` : `findings[${i}] (${visible(id)})`;
  };
  const errors = pathErrors(loaded.data.findings, scope, at, 'finding');
  const seen = new Set<string>();
  loaded.data.findings.forEach((f, i) => {
    if (credential(f.id)) errors.push(`${at(i)}: the id has the shape of a credential or holds one: write a plain id (F1, F2, …)`);
    if (seen.has(f.id)) errors.push(`${at(i)}: duplicate id`);
    seen.add(f.id);
    if (f.unit !== undefined && !units.has(f.unit)) errors.push(`${at(i)}: unit ${f.unit} is not a unit of the scope`);
    for (const r of [...(f.reviewer !== undefined ? [f.reviewer] : []), ...(f.alsoBy ?? [])])
      if (!reviewers.has(r)) errors.push(`${at(i)}: reviewer ${r} is not a reviewer of the scope (${[...reviewers].join(', ') || 'none'})`);
    const rules = rulesOf.get(f.path);
    if (f.rule !== undefined && rules && !rules.includes(f.rule))
      errors.push(`${at(i)}: rule ${JSON.stringify(visible(f.rule))} does not apply to its path (its rules: ${rules.join(', ')})`);
  });
  return errors.length ? invalid(errors) : loaded;
}

/** The values the floor recognised in coverage.json's texts (none when it is missing or not valid): findings published beside it are redacted of them too. */
export async function coverageCredentials(paths: ReviewPaths, scope: ReviewScope): Promise<string[]> {
  const c = await loadCoverage(paths, scope);
  return c.status === 'ok' ? c.credentials : [];
}

/** coverage.json as loaded: redacted, with the values the floor recognised in it for a document that carries more. */
export type LoadedCoverage =
  Exclude<Loaded<ReviewCoverage>, { status: 'ok' }> | { status: 'ok'; data: ReviewCoverage; errors: string[]; credentials: string[] };

export async function loadCoverage(paths: ReviewPaths, scope: ReviewScope): Promise<LoadedCoverage> {
  const loaded = await loadEvidence<ReviewCoverage>(paths.root, paths.file('coverage'), 'review-coverage', scope);
  if (loaded.status !== 'ok') return loaded;
  const units = new Set(scope.units.map((u) => u.id));
  const errors = pathErrors(loaded.data.items, scope, (i) => `items[${i}]`, 'coverage');
  const seen = new Set<string>();
  loaded.data.items.forEach((item, i) => {
    if (seen.has(item.path)) errors.push(`items[${i}]: ${JSON.stringify(shownName(item.path))} is listed twice`);
    seen.add(item.path);
  });
  (loaded.data.units ?? []).forEach((u, i) => {
    if (!units.has(u.id)) errors.push(`units[${i}]: ${u.id} is not a unit of the scope`);
    if (u.reviewer !== undefined && !scope.reviewers.some((r) => r.id === u.reviewer))
      errors.push(`units[${i}]: reviewer ${u.reviewer} is not a reviewer of the scope`);
  });
  const reviewer = loaded.data.reviewer;
  if (reviewer !== undefined && !scope.reviewers.some((r) => r.id === reviewer))
    errors.push(`reviewer ${reviewer} is not a reviewer of the scope (${scope.reviewers.map((r) => r.id).join(', ') || 'none'})`);
  if (errors.length) return invalid(errors);
  const credentials = credentialsIn(coverageTexts(loaded.data));
  return { ...loaded, data: redactCoverage(loaded.data, redactionOf(credentials)), credentials };
}

const RUN_TEXT = ['note', 'agent', 'model'] as const;

/** Every field of coverage.json the agent writes as free text, as written. */
function coverageTexts(c: ReviewCoverage): (string | undefined)[] {
  const run = c.run;
  return [
    ...c.items.map((i) => i.reason),
    ...(run ? RUN_TEXT.map((k) => run[k]) : []),
    ...(run?.execution ? [...run.execution.ran, ...run.execution.refused] : []),
  ];
}

/**
 * coverage.json with `redaction` over every field the agent writes as free text (a reason, the
 * run's note, agent and model, the commands it ran or was refused): what every reader of it may
 * publish. Paths, outcomes and ids are compared, never shown as prose, and stay as written.
 */
function redactCoverage(c: ReviewCoverage, redaction: Redaction): ReviewCoverage {
  const items = c.items.map((i) => (i.reason === undefined ? i : { ...i, reason: redaction(i.reason) }));
  if (!c.run) return { ...c, items };
  const run = { ...c.run };
  for (const k of RUN_TEXT) if (run[k] !== undefined) run[k] = redaction(run[k]);
  if (run.execution)
    run.execution = { ...run.execution, ran: run.execution.ran.map(redaction), refused: run.execution.refused.map(redaction) };
  return { ...c, items, run };
}

/** The gate's rule for a selected file that is done: completed, or waived with a reason of visible words. */
export const accountedFor = (item: ReviewCoverage['items'][number] | undefined): boolean =>
  item?.outcome === 'completed' || (item?.outcome === 'waived' && hasVisibleWords(item.reason));

/** Three failed attempts in a row abandon a unit for this review; a later attempt does not bring it back. */
export function isAbandoned(attempts: readonly string[]): boolean {
  return attempts.join(' ').includes('failed failed failed');
}

export function abandonedUnits(coverage: ReviewCoverage): string[] {
  return (coverage.units ?? []).filter((u) => isAbandoned(u.attempts)).map((u) => u.id);
}
