import { execFile } from 'node:child_process';
import { relative } from 'node:path';
import type { Check, UatTriage } from '../schemas/types.js';
import { ProofgateError } from '../text/errors.js';
import { writeJsonAtomic } from '../text/files.js';
import { findExecutable, pathOutsideCheckout } from '../git/programs.js';
import { visible } from '../text/neutralise.js';
import { uatFolder } from './folder.js';
import { loadRuns, statuses } from './runs.js';
import { loadSpec } from './spec.js';
import { loadTriage, type WriteCheck } from './triage.js';
import { UAT_EXIT } from './exit-codes.js';

export const VERIFIER = 'proofgate uat verify';

export interface VerifyOptions {
  id: string;
  cwd: string;
  dir?: string;
}

export interface CheckOutcome {
  ok: boolean;
  detail: string;
}

/** GET or HEAD only, with a timeout. The body is compared, never recorded: it may hold data that must not leak. */
async function runHttp(c: Check): Promise<CheckOutcome> {
  const method = c.method ?? 'GET';
  const want = c.expectStatus ?? 200;
  try {
    const res = await fetch(c.url!, { method, redirect: 'manual', signal: AbortSignal.timeout(c.timeoutMs ?? 10_000) });
    const body = method === 'GET' && c.contains !== undefined ? await res.text() : '';
    const found = c.contains === undefined || body.includes(c.contains);
    return {
      ok: res.status === want && found,
      detail: `${method} ${c.url} answered ${res.status} (expected ${want})${c.contains === undefined ? '' : found ? ', expected text found' : ', expected text NOT found'}`,
    };
  } catch (err) {
    return {
      ok: false,
      detail: `${method} ${c.url} failed: ${(err as Error).name === 'TimeoutError' ? `no answer within ${c.timeoutMs ?? 10_000} ms` : (err as Error).message}`,
    };
  }
}

/**
 * The program and its arguments, no shell: `;`, `$()` and quotes are plain characters. A bare name
 * is looked up, and the program runs, on a PATH without the checkout's folders: the spec a person
 * read says `curl`, not the `node_modules/.bin/curl` a pull request can commit beside it.
 */
function runCommand(c: Check, cwd: string): Promise<CheckOutcome> {
  const [name, ...args] = c.argv! as [string, ...string[]];
  const want = c.expectExit ?? 0;
  const path = pathOutsideCheckout([cwd]);
  const file = name.includes('/') ? name : findExecutable(name, path);
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: path };
  if (path === undefined) delete env.PATH;
  return new Promise((resolve) => {
    if (!file) return resolve({ ok: false, detail: `${name} could not run: not on PATH outside the checkout` });
    execFile(
      file,
      args,
      { cwd, env, shell: false, timeout: c.timeoutMs ?? 10_000, maxBuffer: 1024 * 1024, encoding: 'utf8' },
      (err, stdout) => {
        const e = err as (NodeJS.ErrnoException & { killed?: boolean; code?: number | string }) | null;
        if (e && typeof e.code !== 'number')
          return resolve({
            ok: false,
            detail: `${name} could not run: ${e.killed ? `killed after ${c.timeoutMs ?? 10_000} ms` : e.message}`,
          });
        const code = e ? Number(e.code) : 0;
        const found = c.contains === undefined || stdout.includes(c.contains);
        resolve({
          ok: code === want && found,
          detail: `${name} exited ${code} (expected ${want})${c.contains === undefined ? '' : found ? ', expected text found' : ', expected text NOT found'}`,
        });
      },
    );
  });
}

/**
 * Runs the `http` and `command` checks of the latest run's answered writing steps (passed or
 * not: a failed check does not show that nothing was written) and records each in
 * triage/<ID>.json `writeChecks`; `sql` and `manual` checks are listed for a person to run and record.
 */
export async function verifyWrites(o: VerifyOptions): Promise<{ exitCode: number; lines: string[]; checks: WriteCheck[]; owed: string[] }> {
  const folder = await uatFolder(o.cwd, o.dir);
  const { spec, sha256 } = await loadSpec(folder, o.id, o.cwd);
  const last = (await loadRuns(folder, spec, sha256)).runs.at(-1);
  if (!last) throw new ProofgateError(`${o.id}: no run yet, nothing to verify`, UAT_EXIT.awaiting);
  if (last.stale)
    throw new ProofgateError(`${o.id}: the latest run answered another revision of the spec; replay before verifying`, UAT_EXIT.stale);
  const s = statuses(last.run);
  const triageFile = folder.triage(o.id);
  const shown = relative(o.cwd, triageFile) || triageFile;
  const existing = await loadTriage(folder, o.id, o.cwd);
  if (existing && existing.runId !== last.run.runId)
    throw new ProofgateError(
      `${shown} triages run ${visible(existing.runId)}, not the latest run ${last.run.runId}: update its runId and items first`,
    );
  const triage: UatTriage = existing ?? {
    schema: 'bmad-plus/uat-triage/1',
    specId: spec.id,
    runId: last.run.runId,
    items: [],
    writeChecks: [],
  };
  const lines: string[] = [];
  const checks: WriteCheck[] = [];
  const owed: string[] = [];
  for (const step of spec.steps.filter((st) => st.writes && st.verify)) {
    if (step.expect.some((e) => (s.get(e.id)?.status ?? null) === null)) {
      lines.push(`${step.id}: not answered yet, no write to confirm`);
      continue;
    }
    const c = step.verify!;
    if (c.kind === 'sql' || c.kind === 'manual') {
      owed.push(step.id);
      lines.push(
        `${step.id}: ${c.kind} check to run by a person and record in writeChecks of ${shown}: ${visible(c.query ?? c.instructions ?? '')}${c.expect ? ` (expect ${visible(c.expect)})` : ''}`,
      );
      continue;
    }
    const r = c.kind === 'http' ? await runHttp(c) : await runCommand(c, o.cwd);
    const check: WriteCheck = {
      step: step.id,
      kind: c.kind,
      ok: r.ok,
      at: new Date().toISOString(),
      by: VERIFIER,
      detail: r.detail.slice(0, 2000),
    };
    checks.push(check);
    triage.writeChecks.push(check);
    lines.push(`${step.id}: ${r.ok ? 'confirmed' : 'NOT confirmed'}: ${visible(r.detail)}`);
  }
  // Created when missing, so a person has the file (schema, spec and run filled in) to record a check in.
  const created = !existing;
  if (checks.length || created) await writeJsonAtomic(folder.tree, triageFile, triage);
  const failed = checks.filter((c) => !c.ok).length;
  lines.unshift(
    `${o.id}: ${checks.length} write check(s) run, ${failed} failed, ${owed.length} to record by a person${checks.length ? ` (recorded in ${shown})` : created ? ` (${shown} created for them)` : ''}`,
  );
  return { exitCode: failed ? UAT_EXIT.failed : UAT_EXIT.ok, lines, checks, owed };
}
