import { openRepo, raw } from '../git/git.js';
import { writeJsonAtomic } from '../text/files.js';
import { EXIT } from '../text/errors.js';
import { hasVisibleWords } from '../text/words.js';
import type { CommandOutput } from '../cli/spec.js';
import { loadScope, nameList, reviewPaths } from './evidence.js';
import { describeAnchor, isOpen } from './anchor.js';
import { reviewGate } from './gate.js';
import { checkRepository } from './verify.js';

export const CONTINUE_SCHEMA = 'proofgate/review-continue/1';

export interface ContinueOptions {
  id: string;
  cwd: string;
  dir?: string;
}

/** `review continue ID`: what is still owed on the same sealed scope, or `moved` (exit 3) when it no longer describes the code. */
export async function reviewContinue(options: ContinueOptions): Promise<CommandOutput> {
  // Only sealed fields are compared: the head commit, and the selection git gives again (rules and content included).
  const paths = reviewPaths(options.cwd, options.id, options.dir);
  const repo = await openRepo(options.cwd);
  const check = await checkRepository(repo, await loadScope(paths), { head: 'HEAD', folder: paths.folder });
  const gate = await reviewGate({ ...options, check });
  const { scope } = gate;
  const moved = [...check.moved];
  // A commit cannot change; a selected file edited in the work tree since is a move all the same.
  if (!scope.refs.workspace && !moved.length) {
    const dirty = (await raw(repo, ['-c', 'core.quotePath=false', 'diff', '--name-only', '-z', scope.refs.headSha, '--'])).split('\0');
    const selected = new Set(scope.files.map((f) => f.path));
    const changed = dirty.filter((p) => selected.has(p));
    if (changed.length) moved.push(`${changed.length} selected file(s) changed since the scope was sealed: ${nameList(changed)}`);
  }
  const file = paths.file('continue');
  if (moved.length) {
    const doc = { schema: CONTINUE_SCHEMA, id: gate.id, scopeSha256: scope.scopeSha256, status: 'moved', moved };
    await writeJsonAtomic(paths.root, file, doc);
    return {
      exitCode: EXIT.error,
      lines: [
        `${file} — status: moved`,
        ...moved.map((m) => `- ${m}`),
        `Seal a new scope and compare: proofgate review scope <new-id>, then proofgate review compare <new-id> --since ${gate.id}`,
      ],
      json: doc,
    };
  }
  const done = new Set(gate.done);
  const files = scope.files.filter((f) => !done.has(f.path)).map((f) => f.path);
  const units = scope.units.filter((u) => u.files.some((f) => !done.has(f))).map((u) => u.id);
  const findings = gate.findings
    .filter((f) => isOpen(f) && (f.anchor.status !== 'located' || (f.disposition === 'confirmed' && !hasVisibleWords(f.evidence))))
    .map((f) => ({ id: f.id, path: f.path, owed: f.anchor.status !== 'located' ? `requote: ${describeAnchor(f.anchor)}` : 'evidence' }));
  const status = gate.verdict === 'incomplete' ? 'resume' : 'complete';
  const doc = {
    schema: CONTINUE_SCHEMA,
    id: gate.id,
    scopeSha256: scope.scopeSha256,
    status,
    verdict: gate.verdict,
    reasons: gate.reasons,
    owed: { files, units, findings },
  };
  await writeJsonAtomic(paths.root, file, doc);
  const lines = [
    `${file} — status: ${status}, ${files.length} file(s) owed in ${units.length} unit(s), ${findings.length} finding(s) to fix`,
  ];
  if (units.length) lines.push(`units: ${units.join(', ')}`);
  lines.push(...gate.reasons.map((r) => `- ${r}`));
  return { exitCode: EXIT.ok, lines, json: doc };
}
