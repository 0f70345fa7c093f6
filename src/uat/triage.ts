import { readTextCapped } from '../text/files.js';
import { dirname, relative } from 'node:path';
import { schemaErrors } from '../schemas/validate.js';
import type { UatTriage } from '../schemas/types.js';
import { ProofgateError } from '../text/errors.js';
import { parseJsonText } from '../text/json.js';
import { visible } from '../text/neutralise.js';
import type { UatFolder } from './folder.js';
import { futureTime, instant } from './runs.js';
import { nameLetters } from '../text/names.js';
import { parseBounded } from '../text/json.js';
import { canonicalJson } from '../text/hash.js';
import type { AtCommit } from './at-commit.js';

export type TriageItem = UatTriage['items'][number];
export type WriteCheck = UatTriage['writeChecks'][number];

/** Far above any real triage (a line per expectation); refused by size before it is read. */
export const TRIAGE_MAX_BYTES = 4 * 1024 * 1024;

/** triage/<ID>.json, or undefined when there is none yet; an invalid file is an error naming each problem. */
export async function loadTriage(folder: UatFolder, id: string, cwd: string): Promise<UatTriage | undefined> {
  const file = folder.triage(id);
  const shown = relative(cwd, file) || file;
  let text: string | null;
  try {
    text = await readTextCapped(folder.tree, file, TRIAGE_MAX_BYTES);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  if (text === null) throw new ProofgateError(`${shown} is larger than ${TRIAGE_MAX_BYTES / 1024 / 1024} MiB: not a triage file`);
  const data = parseJsonText(text, shown);
  const errors = await schemaErrors('uat-triage', data);
  const triage = data as UatTriage;
  if (!errors.length) {
    // A triage copied from another recipe may name the same run id; it does not settle this one.
    if (triage.specId !== id) errors.push(`/specId: is ${JSON.stringify(visible(triage.specId))}, not ${JSON.stringify(id)}`);
    triage.items.forEach((it, i) => {
      if (it.decision !== 'accept-risk') return;
      if (!nameLetters(it.owner ?? '')) errors.push(`/items/${i}: accept-risk needs a named \`owner\``);
      // A risk accepted is settled for good: the file says which risk and why, or nobody can weigh it later.
      if (!nameLetters(it.note ?? '')) errors.push(`/items/${i}: accept-risk needs a \`note\` saying which risk is accepted and why`);
    });
    triage.writeChecks.forEach((c, i) => {
      if (Number.isNaN(instant(c.at))) errors.push(`/writeChecks/${i}/at: ${JSON.stringify(c.at)} names no instant that can be ordered`);
      // A check dated ahead would count as made after every later run started.
      else {
        const ahead = futureTime(`/writeChecks/${i}/at`, c.at);
        if (ahead) errors.push(ahead);
      }
      if (!nameLetters(c.by)) errors.push(`/writeChecks/${i}: a write check needs a named \`by\``);
    });
    const seen = new Set<string>();
    triage.items.forEach((it, i) => {
      if (seen.has(it.expect)) errors.push(`/items/${i}: expectation ${JSON.stringify(it.expect)} is triaged twice`);
      seen.add(it.expect);
    });
  }
  if (errors.length)
    throw new ProofgateError(
      `${shown} is not valid: ${errors.slice(0, 5).join('; ')}${errors.length > 5 ? `; and ${errors.length - 5} more` : ''}`,
    );
  return triage;
}

/**
 * The latest write check of `kind` recorded for a step since `since` (when the step was last
 * answered), if any: by the instant it names (a later line wins a tie). A check made before the
 * step was played could see only what was there already (an earlier run's write), never this
 * one's; a check of another kind than the step's is not its check (a person's `manual` note does
 * not stand for the `command` check `uat verify` runs).
 */
export function latestWriteCheck(
  triage: UatTriage | undefined,
  step: string,
  since: string,
  kind: WriteCheck['kind'],
): WriteCheck | undefined {
  const checks = (triage?.writeChecks ?? []).filter((c) => c.step === step && c.kind === kind && instant(c.at) >= instant(since));
  return checks.reduce<WriteCheck | undefined>((last, c) => (!last || instant(c.at) >= instant(last.at) ? c : last), undefined);
}

/** The versions of a triage file the change's commits hold that are compared: far above a real change's. */
const TRIAGE_MAX_VERSIONS = 64;

/**
 * The write checks the triage file records for the run the change's triage answers, at the base or at
 * any commit of the change (688), that the change no longer holds as they were (a failed check
 * flipped to `ok: true`, its time or step moved, removed): one line each. A recorded check is
 * evidence, as a finished run is; a newer check is added beside it, never written over it.
 */
export async function editedWriteChecks(
  folder: UatFolder,
  id: string,
  triage: UatTriage | undefined,
  base: AtCommit,
  tf: string,
): Promise<string[]> {
  if (!triage) return [];
  const file = folder.triage(id);
  const atBase = (await base.read([file])).get(file);
  const later = (await base.versions(dirname(file))).filter((v) => v.file === file);
  // At most as many versions as the runs' budget reads: past it, the gate reads no more and says so.
  const blobs = await base.blobs(later.slice(-TRIAGE_MAX_VERSIONS).map((v) => v.oid));
  const copies = [
    { where: `the base ${base.short}`, data: atBase },
    ...later.slice(-TRIAGE_MAX_VERSIONS).map((v) => ({ where: `commit ${v.commit} of this change`, data: blobs.get(v.oid) })),
  ];
  const kept = new Set(triage.writeChecks.map((c) => canonicalJson(c)));
  const lines = new Map<string, string>();
  if (later.length > TRIAGE_MAX_VERSIONS)
    lines.set(
      '',
      `${tf} has more versions in this change's commits (${later.length}) than the gate reads (${TRIAGE_MAX_VERSIONS}): the oldest were not compared; not a pass`,
    );
  for (const { where, data } of copies) {
    if (!data || data.length > TRIAGE_MAX_BYTES) continue;
    const parsed = parseBounded(data.toString('utf8'));
    const held = parsed.ok ? (parsed.data as Partial<UatTriage> | null) : null;
    if (!held || held.runId !== triage.runId || !Array.isArray(held.writeChecks)) continue;
    for (const c of held.writeChecks) {
      const key = canonicalJson(c);
      if (kept.has(key) || lines.has(key)) continue;
      lines.set(
        key,
        `${tf} no longer holds the write check of ${visible(String(c?.step))} recorded at ${where} (${c?.ok === true ? 'ok' : 'failed'}, ${visible(String(c?.at))}, by ${visible(String(c?.by))}): a recorded check is evidence, never edited or removed; restore it and add a newer check beside it`,
      );
    }
  }
  return [...lines.values()];
}
