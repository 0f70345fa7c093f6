import { lstat, readlink } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { hashFiles, openRepo, raw, resolveCommit, type Repo } from '../git/git.js';
import { writeJsonAtomic } from '../text/files.js';
import { EXIT } from '../text/errors.js';
import { short } from '../text/hash.js';
import type { CommandOutput } from '../cli/spec.js';
import type { ReviewScope } from '../schemas/types.js';
import { loadRuleSet } from './rules.js';
import { nameList } from './evidence.js';
import { describeAnchor, isOpen } from './anchor.js';
import { reviewGate } from './gate.js';

export const CONTINUE_SCHEMA = 'proofgate/review-continue/1';

/** What moved since the scope was sealed: the head commit, the rules, or a selected file's content. */
async function movedReasons(repo: Repo, scope: ReviewScope): Promise<string[]> {
  const reasons: string[] = [];
  const headRef = scope.refs.workspace ? 'HEAD' : scope.request.head;
  const now = await resolveCommit(repo, headRef, 'head').catch(() => undefined);
  if (now !== scope.refs.headSha)
    reasons.push(`the head moved: ${headRef} is ${now ? short(now) : 'gone'}, the scope sealed ${short(scope.refs.headSha)}`);
  const rules = await loadRuleSet(repo.root);
  if (rules.sha256 !== scope.ruleSet.sha256)
    reasons.push(`the rules changed: rule set ${short(rules.sha256)}, the scope sealed ${short(scope.ruleSet.sha256)}`);
  if (reasons.length) return reasons;
  const changed: string[] = [];
  if (scope.refs.workspace) {
    const regular = scope.files.filter((f) => f.kind === 'file');
    const present = await Promise.all(
      regular.map((f) =>
        lstat(join(repo.root, f.path)).then(
          (s) => s.isFile(),
          () => false,
        ),
      ),
    );
    changed.push(...regular.filter((_, i) => !present[i]).map((f) => f.path));
    const live = regular.filter((_, i) => present[i]);
    const oids = await hashFiles(
      repo.root,
      live.map((f) => f.path),
      { write: false },
    );
    live.forEach((f, i) => oids[i] !== f.blob && changed.push(f.path));
    for (const f of scope.files.filter((x) => x.kind === 'symlink')) {
      const target = await readlink(join(repo.root, f.path)).catch(() => '');
      const oid = createHash('sha1')
        .update(`blob ${Buffer.byteLength(target)}\0`)
        .update(target)
        .digest('hex');
      if (oid !== f.blob) changed.push(f.path);
    }
  } else {
    // The commit cannot change; a selected file edited in the work tree since is a move all the same.
    const dirty = (await raw(repo, ['-c', 'core.quotePath=false', 'diff', '--name-only', '-z', scope.refs.headSha, '--'])).split('\0');
    const selected = new Set(scope.files.map((f) => f.path));
    changed.push(...dirty.filter((p) => selected.has(p)));
  }
  if (changed.length) reasons.push(`${changed.length} selected file(s) changed since the scope was sealed: ${nameList(changed)}`);
  return reasons;
}

export interface ContinueOptions {
  id: string;
  cwd: string;
  dir?: string;
}

/** `review continue ID`: what is still owed on the same sealed scope, or `moved` (exit 3) when it no longer describes the code. */
export async function reviewContinue(options: ContinueOptions): Promise<CommandOutput> {
  const gate = await reviewGate(options);
  const { scope, paths } = gate;
  const repo = await openRepo(options.cwd);
  const moved = await movedReasons(repo, scope);
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
    .filter((f) => isOpen(f) && (f.anchor.status !== 'located' || (f.disposition === 'confirmed' && !f.evidence?.trim())))
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
