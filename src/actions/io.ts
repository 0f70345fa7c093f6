import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { agentTriggerRefusal } from '../github/trigger.js';
import { ProofgateError } from '../text/errors.js';
import { checkIntent, readIntentFile, type Intent } from '../review/intent.js';
import type { RawOptions } from '../text/options.js';

export function workspace(): string {
  return process.env.GITHUB_WORKSPACE || process.cwd();
}

export function input(name: string): string | undefined {
  const v = core.getInput(name);
  return v === '' ? undefined : v;
}

export function requiredInput(name: string): string {
  const v = core.getInput(name);
  if (v === '') throw new ProofgateError(`input \`${name}\` is required`);
  return v;
}

/** true/false only (any case); anything else names the input. */
export function booleanInput(name: string, fallback: boolean): boolean {
  const v = core.getInput(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}

/** One value per line; blank lines and surrounding spaces dropped. */
export function listInput(name: string): string[] {
  return core
    .getInput(name)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

let declared: ReadonlySet<string> | undefined;

/** The inputs the running action's action.yml declares: the only ones inputOptions reads. */
export function declareInputs(names: Iterable<string>): void {
  declared = new Set(names);
}

/** How an action's inputs stand in for a command's options. */
export interface InputOptions {
  /** Values for single-value inputs the workflow left empty, from the run itself (the pull request's base, …). */
  defaults?: Record<string, string | undefined>;
  /** Inputs this run has no use for: read as not given. */
  unused?: string[];
  /** Options whose input has another name (`agent-arg` is the input `agent-args`). */
  inputs?: Record<string, string>;
}

/**
 * An action's inputs as a command's raw options (keyed by the command's option names), named in
 * errors as the workflow writes them: input `effort`, input `isolate: false`.
 */
export function inputOptions(setup: InputOptions = {}): RawOptions {
  const inputName = (key: string) => setup.inputs?.[key] ?? key;
  // An option the action does not declare is never an input: the runner sets no INPUT_ for it, so
  // only the job's `env:` or an earlier step's GITHUB_ENV could (test-review's `comment-out` did).
  const used = (key: string) => !setup.unused?.includes(key) && (declared === undefined || declared.has(inputName(key)));
  const name = (key: string, value?: string | boolean) => `input \`${inputName(key)}${value === undefined ? '' : `: ${String(value)}`}\``;
  const string = (key: string) => (used(key) ? (input(inputName(key)) ?? setup.defaults?.[key]) : undefined);
  return {
    name,
    string,
    list: (key) => {
      const given = used(key) ? listInput(inputName(key)) : [];
      return given.length ? given : undefined;
    },
    toggle(key, refuse) {
      const v = string(key)?.trim().toLowerCase();
      if (v === undefined || v === '') return undefined;
      if (v === 'true' || v === 'false') return v === 'true';
      return refuse(`${name(key)} must be true or false, not ${JSON.stringify(v)}`);
    },
  };
}

export interface PullRequestRefs {
  number: number;
  baseSha: string;
  headSha: string;
  /** The branch the pull request was to merge into when the event was sent (a later retarget changes it). */
  baseRef?: string;
}

/**
 * The change's intent from the inputs: `spec` (a file in the workspace) or
 * `spec-from-pull-request` (the description of the event's pull request). Untrusted text,
 * bounded and checked like any other; one of the two at most.
 */
export async function intentInput(cwd: string): Promise<Intent | undefined> {
  const spec = input('spec');
  const fromPr = booleanInput('spec-from-pull-request', false);
  if (spec !== undefined && fromPr) throw new ProofgateError('give input `spec` or `spec-from-pull-request`, not both');
  if (spec !== undefined) return readIntentFile(cwd, spec);
  if (!fromPr) return undefined;
  const event = readEvent() as { pull_request?: { number?: unknown; body?: unknown } } | undefined;
  const body = event?.pull_request?.body;
  if (typeof body !== 'string' || body.trim() === '')
    throw new ProofgateError(
      'input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out',
    );
  return checkIntent(Buffer.from(body, 'utf8'), `pull request #${String(event?.pull_request?.number)} description`);
}

function readEvent(): unknown {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return undefined;
  }
}

const sha = (s: unknown) => (typeof s === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s) && !/^0+$/.test(s) ? s : undefined);

/**
 * The commits a change that is to merge runs between: a pull request's base and head, or a merge
 * queue group's (`merge_group.base_sha`: the check that decides the merge when a queue is on).
 * What such a change may not set for itself (its settings, its evidence, its release) is read at this base.
 */
export function mergingChange(): { baseSha: string; headSha: string } | undefined {
  const pr = pullRequest();
  if (pr) return pr;
  if (process.env.GITHUB_EVENT_NAME !== 'merge_group') return undefined;
  const group = (readEvent() as { merge_group?: { base_sha?: unknown; head_sha?: unknown } } | undefined)?.merge_group;
  const [baseSha, headSha] = [sha(group?.base_sha), sha(group?.head_sha)];
  return baseSha && headSha ? { baseSha, headSha } : undefined;
}

/**
 * The commits the triggering event's change runs between: a merging change's (above), or a push's
 * `before` and `after` (every commit pushed; not after a force push or for a new branch, where
 * `before` is no ancestor). Undefined for other events: the refs default to HEAD~1 and HEAD.
 */
export function eventChange(): { baseSha: string; headSha: string } | undefined {
  const merging = mergingChange();
  if (merging || process.env.GITHUB_EVENT_NAME !== 'push') return merging;
  const event = readEvent() as { before?: unknown; after?: unknown; forced?: unknown } | undefined;
  const [baseSha, headSha] = event?.forced !== true ? [sha(event?.before), sha(event?.after)] : [];
  return baseSha && headSha ? { baseSha, headSha } : undefined;
}

/**
 * A run whose event names no commits to review, as a sentence, else undefined: a push whose pushed
 * commits it does not name (a new branch: `before` is all zeros; a force push: `before` is no
 * ancestor), or any other event with no change of its own (workflow_dispatch, schedule,
 * repository_dispatch, issue_comment, workflow_run…, or a pull request whose payload names no
 * commits). The HEAD~1 default would review the last commit alone while the verdict vouches for the
 * head, which is also the head of the author's pull request: a refs default from such an event is refused.
 */
function unnamedChange(): string | undefined {
  const name = process.env.GITHUB_EVENT_NAME;
  if (!name) return undefined;
  if (name !== 'push') return eventChange() ? undefined : `this ${name} run`;
  const event = readEvent() as { before?: unknown; forced?: unknown; created?: unknown } | undefined;
  if (event?.forced === true) return 'this push (a force push)';
  if (event?.created === true || (typeof event?.before === 'string' && /^0+$/.test(event.before))) return 'this push (a new branch)';
  return undefined;
}

/** The repository's default branch as the event names it (a ref name git accepts), for a fix that names it. */
function defaultBranch(): string | undefined {
  const branch = (readEvent() as { repository?: { default_branch?: unknown } } | undefined)?.repository?.default_branch;
  return typeof branch === 'string' && /^[A-Za-z0-9._/-]{1,100}$/.test(branch) && !branch.includes('..') ? branch : undefined;
}

/** Refuses to seal without a base where the event names no change (see unnamedChange): one line with the fix. */
export function refuseUnnamedChange(refs: { base?: string | undefined; workspace: boolean }): void {
  const what = refs.base === undefined && !refs.workspace ? unnamedChange() : undefined;
  if (what)
    throw new ProofgateError(
      `${what} names no base commit, and HEAD~1 would review its last commit only while the verdict answers the head: give the \`base\` input (the branch it is to merge into, e.g. \`base: origin/${defaultBranch() ?? 'main'}\`, checked out with fetch-depth: 0)`,
    );
}

/** The pull request of the triggering event, read from the event payload (untrusted: shapes checked). */
export function pullRequest(): PullRequestRefs | undefined {
  const event = readEvent() as
    { pull_request?: { number?: unknown; base?: { sha?: unknown; ref?: unknown }; head?: { sha?: unknown } } } | undefined;
  const pr = event?.pull_request;
  const baseSha = sha(pr?.base?.sha);
  const headSha = sha(pr?.head?.sha);
  if (!pr || typeof pr.number !== 'number' || !baseSha || !headSha) return undefined;
  const baseRef = pr.base?.ref;
  return { number: pr.number, baseSha, headSha, ...(typeof baseRef === 'string' && baseRef.length <= 256 ? { baseRef } : {}) };
}

/** Refuses to run an agent on a trigger where the code's author could also steer a privileged run (one line, exit 3, before any API write). */
export function refusePrivilegedTrigger(what: string): void {
  const refusal = agentTriggerRefusal(what, process.env);
  if (refusal) throw new ProofgateError(refusal);
}
