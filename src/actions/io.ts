import { readFileSync } from 'node:fs';
import * as core from '@actions/core';
import { agentTriggerRefusal } from '../github/trigger.js';
import { ProofgateError } from '../text/errors.js';

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

export interface PullRequestRefs {
  number: number;
  baseSha: string;
  headSha: string;
}

/** The pull request of the triggering event, read from the event payload (untrusted: shapes checked). */
export function pullRequest(): PullRequestRefs | undefined {
  const path = process.env.GITHUB_EVENT_PATH;
  if (!path) return undefined;
  try {
    const event = JSON.parse(readFileSync(path, 'utf8')) as {
      pull_request?: { number?: unknown; base?: { sha?: unknown }; head?: { sha?: unknown } };
    };
    const pr = event.pull_request;
    const sha = (s: unknown) => (typeof s === 'string' && /^[0-9a-f]{40}([0-9a-f]{24})?$/.test(s) ? s : undefined);
    const baseSha = sha(pr?.base?.sha);
    const headSha = sha(pr?.head?.sha);
    if (!pr || typeof pr.number !== 'number' || !baseSha || !headSha) return undefined;
    return { number: pr.number, baseSha, headSha };
  } catch {
    return undefined;
  }
}

/** Refuses to run an agent on a trigger where the code's author could also steer a privileged run (one line, exit 3, before any API write). */
export function refusePrivilegedTrigger(what: string): void {
  const refusal = agentTriggerRefusal(what, process.env);
  if (refusal) throw new ProofgateError(refusal);
}
