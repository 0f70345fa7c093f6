import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { openRepo, raw, resolveCommit, type Repo } from '../git/git.js';
import { writeJsonAtomic } from '../text/files.js';
import { ProofgateError } from '../text/errors.js';
import { short } from '../text/hash.js';
import { visible } from '../text/neutralise.js';
import { hasVisibleWords } from '../text/words.js';
import type { CommandOutput } from '../cli/spec.js';
import type { ReviewScope } from '../schemas/types.js';
import { loadScope, nameList, reviewPaths, type ReviewPaths } from './evidence.js';
import { describeAnchor, isOpen } from './anchor.js';
import { reviewGate, type GateResult } from './gate.js';
import { attemptRecords } from './attempts.js';
import { checkRepository } from './verify.js';
import { REVIEW_EXIT } from './exit-codes.js';
import { agentTreeReason, treeIntegrity, type TreeIntegrity } from './tree-integrity.js';
import { withReviewLock } from './lock.js';
import { dirOption, scopeCommand, word } from './scope-command.js';
import { unsettledFiles } from './unsettled.js';

export const CONTINUE_SCHEMA = 'proofgate/review-continue/1';

/** The selected files among the paths a reading of the tree found changed (treeIntegrity). */
function selectedIn(scope: ReviewScope, tree: TreeIntegrity): string[] {
  const selected = new Set(scope.files.map((f) => f.path));
  return tree.state === 'dirty' ? tree.detail.filter((p) => selected.has(p)) : [];
}

/**
 * Why an agent may not review the work tree for this scope: the checked-out commit is not the
 * sealed head (a scope sealed with `--head X` while another commit is checked out), or a tracked
 * file is not what the seal holds: a selected file not what was sealed, any other not the head's
 * (the agent reads the code around the change from disk too), read as the gate reads it
 * (treeIntegrity; `read`: a reading the caller took at this moment). Each reason carries the fix;
 * none when the tree is the head.
 */
export async function sealedTreeProblems(repo: Repo, scope: ReviewScope, folder: string, read?: TreeIntegrity): Promise<string[]> {
  const checkedOut = await resolveCommit(repo, 'HEAD', 'head').catch(() => undefined);
  const head = scope.refs.headSha;
  if (checkedOut !== head) {
    // GitHub's merge commit of a pull request (the default checkout on `pull_request`) has the head as a parent.
    const parents = checkedOut
      ? (await raw(repo, ['rev-list', '--parents', '-n', '1', checkedOut]).catch(() => '')).trim().split(' ').slice(1)
      : [];
    const merge = parents.length > 1 && parents.includes(head);
    return [
      `the work tree is at ${checkedOut ? short(checkedOut) : 'no commit'}${merge ? ', a merge of the sealed head into another commit (GitHub checks out such a merge of a pull request by default)' : ''}, but the scope sealed the head ${short(head)} (--head ${visible(scope.request.head)}): the agent would read another tree. Check the sealed head out first: git switch --detach ${head}${merge ? '; in a workflow, actions/checkout with `ref: ${{ github.event.pull_request.head.sha }}`' : ''}`,
    ];
  }
  const tree = read ?? (await treeIntegrity(repo, scope, folder));
  const changed = selectedIn(scope, tree);
  // The others are named on their own: git holds them for the head, not the seal.
  const selected = new Set(changed);
  const other = (path: string) => !selected.has(path);
  const others: TreeIntegrity =
    tree.state === 'dirty'
      ? {
          ...tree,
          detail: tree.detail.filter(other),
          ...(tree.hidden ? { hidden: tree.hidden.filter((h) => other(h.path)) } : {}),
          ...(tree.cleaned ? { cleaned: tree.cleaned.filter(other) } : {}),
        }
      : tree;
  const reason = agentTreeReason(others, head, 'or commit them and seal the scope again');
  return [
    ...(changed.length
      ? [
          `${changed.length} selected file(s) in the work tree differ from what the scope sealed: ${nameList(changed)}. Stash or undo those edits, or seal the scope again to review them`,
        ]
      : []),
    ...(reason ? [reason] : []),
  ];
}

/**
 * The files a resumed review asks for: those not yet accounted for (missing, failed, waived
 * without a reason) and those whose open findings still need a quote or evidence; every file when
 * none is owed but the last run stopped before the end (`run.stop`). A review incomplete for
 * another reason (a file a person must acknowledge, a moved tree) asks nothing: no agent answers it.
 */
export function resumeFiles(gate: GateResult): Set<string> {
  const done = new Set(gate.done);
  const owed = new Set(gate.scope.files.filter((f) => !done.has(f.path)).map((f) => f.path));
  for (const f of owedFindings(gate)) owed.add(f.path);
  if (owed.size === 0 && gate.stop !== undefined && gate.stop !== 'completed') return new Set(gate.scope.files.map((f) => f.path));
  return owed;
}

/** resumeFiles, and what a resumed run asks again to settle what proofgate left half-done (unsettledFiles). */
export function owedOnResume(gate: GateResult): Set<string> {
  return new Set([...resumeFiles(gate), ...unsettledFiles(gate.unsettled, gate.scope)]);
}

/** What the agent still owes of each finding, as the gate asks it: a requote, the evidence of a confirmed one, the refutation of a refuted one. */
export function owedFindings(gate: GateResult): { id: string; path: string; owed: string; reviewer?: string }[] {
  return gate.findings.flatMap((f) => {
    const owed = !isOpen(f)
      ? hasVisibleWords(f.refutation)
        ? undefined
        : 'refutation'
      : f.anchor.status !== 'located'
        ? `requote: ${describeAnchor(f.anchor)}`
        : f.disposition === 'confirmed' && !hasVisibleWords(f.evidence)
          ? 'evidence'
          : undefined;
    return owed ? [{ id: f.id, path: f.path, owed, ...(f.reviewer !== undefined ? { reviewer: f.reviewer } : {}) }] : [];
  });
}

/** `review run ID --resume` with the agent (and its command and model) of the last agent attempt. */
async function resumeCommand(paths: ReviewPaths, dir: string | undefined): Promise<string> {
  const agent = (await attemptRecords(paths)).find((r) => r.kind === 'agent')?.agent;
  const how = agent
    ? [
        `--agent ${agent.kind}`,
        agent.command !== undefined ? ` --agent-cmd ${word(agent.command)}` : '',
        agent.model !== undefined ? ` --model ${word(agent.model)}` : '',
      ].join('')
    : '--agent AGENT';
  return `proofgate review run ${paths.id} --resume ${how}${dirOption(dir)}`;
}

/** A fresh scope of the same work (the same base commit and every sealed option) under a new id, then compare; and what it cannot give. */
async function rescope(paths: ReviewPaths, scope: ReviewScope): Promise<{ next: string[]; notes: string[] }> {
  const parent = resolve(paths.folder, '..');
  const stem = paths.id.replace(/\.\d+$/, '');
  let n = Number(/\.(\d+)$/.exec(paths.id)?.[1] ?? 1) + 1;
  // The suffix always shows: a stem at the id's 128 characters is cut to make room for it.
  const idFor = (k: number) => `${stem.slice(0, 128 - `.${k}`.length)}.${k}`;
  while (existsSync(join(parent, idFor(n)))) n++;
  const next = idFor(n);
  const { command, notes } = await scopeCommand(next, scope, paths);
  return { next: [command, `proofgate review compare ${next} --since ${paths.id}${dirOption(paths.dir)}`], notes };
}

export interface ContinueOptions {
  id: string;
  cwd: string;
  dir?: string;
}

/** `review continue ID`: what is still owed on the same sealed scope, or `moved` (exit 3) when it no longer describes the code. */
export async function reviewContinue(options: ContinueOptions): Promise<CommandOutput> {
  const paths = reviewPaths(options.cwd, options.id, options.dir);
  return withReviewLock(paths, 'review continue', () => owed(options, paths));
}

async function owed(options: ContinueOptions, paths: ReviewPaths): Promise<CommandOutput> {
  // Only sealed fields are compared: the head commit, and the selection git gives again (rules and content included).
  const repo = await openRepo(options.cwd, { shallow: true });
  const check = await checkRepository(repo, await loadScope(paths), { head: 'HEAD', folder: paths.folder });
  // Commits missing from a shallow clone say nothing of the work: a fresh scope would fail the same way.
  if (check.absent.length) throw new ProofgateError(check.moved.join('; '));
  const gate = await reviewGate({ ...options, check });
  const { scope } = gate;
  const moved = [...check.moved];
  // A commit cannot change; a selected file edited in the work tree since is a move all the same (the gate's reading of the tree).
  const changed = scope.refs.workspace || moved.length ? [] : selectedIn(scope, gate.tree);
  if (changed.length) moved.push(`${changed.length} selected file(s) changed since the scope was sealed: ${nameList(changed)}`);
  const file = paths.file('continue');
  if (moved.length) {
    const { next, notes } = await rescope(paths, scope);
    const doc = { schema: CONTINUE_SCHEMA, id: gate.id, scopeSha256: scope.scopeSha256, status: 'moved', moved, next, notes };
    await writeJsonAtomic(paths.root, file, doc);
    return {
      exitCode: REVIEW_EXIT.moved,
      lines: [
        `${file} — status: moved`,
        ...moved.map((m) => `- ${m}`),
        ...notes.map((n) => `Note: ${n}`),
        'Seal a new scope of the same work and compare:',
        ...next,
      ],
      json: doc,
    };
  }
  const done = new Set(gate.done);
  const files = scope.files.filter((f) => !done.has(f.path)).map((f) => f.path);
  const units = scope.units.filter((u) => u.files.some((f) => !done.has(f))).map((u) => u.id);
  const findings = owedFindings(gate);
  // Incomplete with nothing an agent can answer (a file a person must acknowledge): no resume to propose.
  // A reviewer that did not return is an agent's to run again (`--resume` runs it), not a person's.
  const rerun = gate.ledger?.reviewers.some((r) => r.state !== 'returned') ?? false;
  const status = gate.verdict !== 'incomplete' ? 'complete' : owedOnResume(gate).size || rerun ? 'resume' : 'person';
  const next = status === 'resume' ? [await resumeCommand(paths, options.dir)] : [];
  const doc = {
    schema: CONTINUE_SCHEMA,
    id: gate.id,
    scopeSha256: scope.scopeSha256,
    status,
    verdict: gate.verdict,
    reasons: gate.reasons,
    owed: { files, units, findings },
    next,
  };
  await writeJsonAtomic(paths.root, file, doc);
  const lines = [
    `${file} — status: ${status}, ${files.length} file(s) owed in ${units.length} unit(s), ${findings.length} finding(s) to fix`,
  ];
  if (units.length) lines.push(`units: ${nameList(units)}`);
  lines.push(...gate.reasons.map((r) => `- ${r}`));
  if (next.length) lines.push(`Resume (the agent gets only what is owed; everything already proved is kept): ${next[0]}`);
  if (status === 'person') lines.push("Nothing left is an agent's to answer: a person acts on the reasons above; no resume is proposed.");
  return { exitCode: REVIEW_EXIT.ok, lines, json: doc };
}
