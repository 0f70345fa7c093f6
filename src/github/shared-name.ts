import { mdCode } from '../text/neutralise.js';
import type { GitHub } from './client.js';
import { runsUnderName, type CheckRunTarget, type NamedRun } from './checks.js';

/**
 * Who else holds the check name on the commit (`others`; `warning` when that could not be read, for a
 * run whose failure stands either way), or why that cannot be told (`unknown`).
 */
export type SharedName = { others: string[]; warning?: string; refused?: string } | { unknown: string };

/**
 * What the other runs under this check name on the commit stand for, as `otherOf` names a run that
 * is not this one's (each external id's latest run says where it stands: one failed, then passed on
 * a rerun, has passed). GitHub shows the latest run of a name and a required check matches it by
 * name: one gate's clean run would stand for another's findings. Not known (past the bound, a rate
 * limit, a server error): `unknown`, never none, for a run that `passes`; one that fails stands for
 * no one's findings, so it keeps its verdict, with a warning. A token that may not read them writes
 * no run either: none, with why in `refused` (a pull request review, written with other rights, is not told by it).
 */
export async function othersUnderName(
  gh: GitHub,
  t: CheckRunTarget,
  otherOf: (r: NamedRun) => string | undefined,
  passes: boolean,
): Promise<SharedName> {
  const found = await runsUnderName(gh, t);
  if ('unknown' in found)
    return passes
      ? found
      : { others: [], warning: `${found.unknown}: whether the check name is shared cannot be told; this run fails either way` };
  if ('refused' in found) return { others: [], refused: found.refused };
  const latest = new Map<string, NamedRun>();
  for (const r of found.runs) if ((latest.get(r.externalId)?.id ?? -1) < r.id) latest.set(r.externalId, r);
  return { others: [...new Set([...latest.values()].flatMap((r) => otherOf(r) ?? []))].sort() };
}

/**
 * Why a run under a check name held by others (`kind`: what they are), or under one it cannot tell
 * is not, fails whatever it found, then what follows and the way out (`then`, for each); undefined
 * when the name is its own.
 */
export function sharedNameNote(
  name: string,
  kind: string,
  shared: SharedName,
  then: { shared: string; unknown: string },
): string | undefined {
  const why = `GitHub shows only the latest run of a name, and a required check matches it by name, so one ${kind}'s verdict would stand for the other's.`;
  if ('unknown' in shared)
    return `Whether the check run name ${mdCode(name)} is also used on this commit by another ${kind} cannot be told: ${shared.unknown}. ${why} ${then.unknown}`;
  if (!shared.others.length) return undefined;
  return `The check run name ${mdCode(name)} is also used on this commit by ${kind} ${shared.others.map(mdCode).join(', ')}: ${why} ${then.shared}`;
}
