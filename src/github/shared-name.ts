import { mdCode } from '../text/neutralise.js';
import type { GitHub } from './client.js';
import { runsUnderName, type CheckRunTarget, type NamedRun } from './checks.js';

/**
 * What the other runs under this check name on the commit stand for, as `otherOf` names a run that
 * is not this one's (each external id's latest run says where it stands: one failed, then passed on
 * a rerun, has passed). GitHub shows the latest run of a name and a required check matches it by
 * name: one gate's clean run would stand for another's findings. Not known (past the bound, an API
 * error): none.
 */
export async function othersUnderName(gh: GitHub, t: CheckRunTarget, otherOf: (r: NamedRun) => string | undefined): Promise<string[]> {
  const runs = await runsUnderName(gh, t).catch(() => undefined);
  const latest = new Map<string, NamedRun>();
  for (const r of runs ?? []) if ((latest.get(r.externalId)?.id ?? -1) < r.id) latest.set(r.externalId, r);
  return [...new Set([...latest.values()].flatMap((r) => otherOf(r) ?? []))].sort();
}

/** Why a run under a shared check name fails whatever it found (`kind`: what the others are), then what follows and the way out. */
export function sharedNameNote(name: string, kind: string, others: string[], then: string): string {
  return `The check run name ${mdCode(name)} is also used on this commit by ${kind} ${others.map(mdCode).join(', ')}: GitHub shows only the latest run of a name, and a required check matches it by name, so one ${kind}'s verdict would stand for the other's. ${then}`;
}
