import * as core from '@actions/core';
import { triggerRefusal } from '../github/permission.js';
import { artifactNameRefused } from '../github/artifact.js';
import { readEvent } from '../github/event-change.js';
import { pullIntentSource } from '../github/pull-now.js';
import { ProofgateError } from '../text/errors.js';
import { hasVisibleWords } from '../text/words.js';
import { checkIntent, readIntentFile, type Intent } from '../review/intent.js';
import type { RawOptions } from '../text/options.js';

export function workspace(): string {
  return process.env.GITHUB_WORKSPACE || process.cwd();
}

export function input(name: string): string | undefined {
  const v = getInput(name);
  return v === '' ? undefined : v;
}

export function requiredInput(name: string): string {
  const v = getInput(name);
  if (v === '') throw new ProofgateError(`input \`${name}\` is required`);
  return v;
}

/** true/false only (any case); anything else names the input. */
export function booleanInput(name: string, fallback: boolean): boolean {
  const v = getInput(name).trim().toLowerCase();
  if (v === '') return fallback;
  if (v === 'true') return true;
  if (v === 'false') return false;
  throw new ProofgateError(`input \`${name}\` must be true or false, not ${JSON.stringify(v)}`);
}

/** One value per line; blank lines and surrounding spaces dropped. */
export function listInput(name: string): string[] {
  return getInput(name)
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean);
}

let declared: ReadonlySet<string> | undefined;
/** Why the step's inputs are refused before any is read (an undeclared one: hazard 677), until it is said. */
let refused: string | undefined;

/**
 * The inputs the running action's action.yml declares: the only ones inputOptions reads; `undeclared`
 * the refusal of an INPUT_ variable it does not declare, thrown by the action's first read of an input,
 * so each action refuses it as it refuses a wrong input (test-review's broken gate, uat-gate's `error`).
 */
export function declareInputs(names: Iterable<string>, undeclared?: string): void {
  declared = new Set(names);
  refused = undeclared;
}

/** An input as the runner set it; the first read of a step holding an undeclared input throws its refusal. */
function getInput(name: string): string {
  const refusal = refused;
  refused = undefined;
  if (refusal !== undefined) throw new ProofgateError(refusal);
  return core.getInput(name);
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
  // No pull request in the event (a merge queue group, a push): "it has no description" would send the author to edit one that is there.
  if (event?.pull_request === null || typeof event?.pull_request !== 'object') {
    const name = process.env.GITHUB_EVENT_NAME ?? 'workflow';
    const group = name === 'merge_group' ? ' (a merge queue group may hold several, each with its own description)' : '';
    throw new ProofgateError(
      `input \`spec-from-pull-request\`: this ${name} run names no pull request${group}, so there is no description to take as the intent: give it on pull_request only (\`spec-from-pull-request: \${{ github.event_name == 'pull_request' }}\`), or give \`spec\``,
    );
  }
  const body = event.pull_request.body;
  // A description of invisible characters alone (U+200B, U+3164) is none (row 46).
  if (typeof body !== 'string' || !hasVisibleWords(body))
    throw new ProofgateError(
      'input `spec-from-pull-request`: the pull request has no description; write what the change must do in it, or leave the input out',
    );
  return checkIntent(Buffer.from(body, 'utf8'), pullIntentSource(event.pull_request.number));
}

/** Refuses to run an agent on a trigger where the code's author could also steer a privileged run (one line, exit 3, before any API write). */
export async function refusePrivilegedTrigger(what: string): Promise<void> {
  const refusal = await triggerRefusal(what, process.env, input('github-token'));
  if (refusal) throw new ProofgateError(refusal);
}

/**
 * The input `artifact-name`, refused before any work when the artifact service would refuse it at
 * the end (a name built from a branch: `proofgate-${{ github.head_ref }}` and `feature/x`), after the
 * agent ran and the verdict was published without its evidence.
 */
export function artifactNameInput(): string | undefined {
  const name = input('artifact-name');
  const bad = name === undefined ? undefined : artifactNameRefused(name);
  if (bad !== undefined)
    throw new ProofgateError(
      `input \`artifact-name\` holds ${JSON.stringify(bad)}, which no artifact name may hold (none of " ' : < > | * ? \\ / or a line break; a branch name often has a /): name it from the pull request's number (\`proofgate-pr-\${{ github.event.pull_request.number }}\`), or leave it out`,
    );
  return name;
}
