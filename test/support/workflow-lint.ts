import { parse } from 'yaml';

const PINNED = /^[A-Za-z0-9_.-]+\/[A-Za-z0-9_.-]+(?:\/[^@\s]+)?@[0-9a-f]{40}$/;
/** Before proofgate's first release its own actions are written with a placeholder the runner cannot resolve (docs/releasing.md). */
const UNRELEASED = /^OWNER\/proofgate(?:\/[a-z-]+)?@PROOFGATE_SHA$/;
const UNTRUSTED_TRIGGERS = ['pull_request_target', 'workflow_run'];

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
}

/** A step that runs an agent: review-gate with an agent, or test-review unless it only prints the prompt. */
function runsAgent(step: Step): boolean {
  const agent = step.with?.agent;
  if (/\/review-gate@/.test(step.uses ?? '')) return agent !== undefined && agent !== 'none';
  if (/\/test-review@/.test(step.uses ?? '')) return agent !== 'none';
  return false;
}

/**
 * The hygiene rules every workflow we ship or recommend must follow: full-SHA
 * pins with a version comment, `permissions: {}` at the top, no trigger that
 * runs with a write token next to pull-request code, no `${{ }}` inside `run:`,
 * checkouts that do not persist credentials, and a job that runs an agent holds
 * no write permission and no id-token (it gates and publishes in a later job).
 */
export function lintWorkflow(text: string): string[] {
  const problems: string[] = [];
  const doc = parse(text) as { on?: unknown; permissions?: unknown; jobs?: Record<string, { steps?: Step[]; permissions?: unknown }> };
  const triggers = typeof doc.on === 'string' ? [doc.on] : Array.isArray(doc.on) ? doc.on : Object.keys((doc.on as object) ?? {});
  for (const t of triggers)
    if (UNTRUSTED_TRIGGERS.includes(String(t))) problems.push(`trigger ${t}: runs with a write token beside pull-request data`);
  if (!doc.permissions || typeof doc.permissions !== 'object' || Object.keys(doc.permissions).length !== 0)
    problems.push('top-level permissions must be {}');
  for (const [name, job] of Object.entries(doc.jobs ?? {})) {
    if (job.permissions === 'write-all') problems.push(`job ${name}: permissions write-all`);
    // SARIF that nothing uploads is a file nobody sees: the job that writes it uploads it to code scanning.
    const steps = job.steps ?? [];
    const writesSarif = steps.findIndex((s) => s.with?.['sarif-file'] !== undefined);
    if (writesSarif >= 0) {
      const uploads = steps.slice(writesSarif + 1).some((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@'));
      const perms = (typeof job.permissions === 'object' && job.permissions ? job.permissions : {}) as Record<string, unknown>;
      if (!uploads || perms['security-events'] !== 'write')
        problems.push(
          `job ${name}: writes SARIF (sarif-file) without uploading it (github/codeql-action/upload-sarif, security-events: write)`,
        );
    }
    if ((job.steps ?? []).some(runsAgent)) {
      const perms = typeof job.permissions === 'object' && job.permissions ? (job.permissions as Record<string, unknown>) : {};
      const granted = Object.entries(perms).filter(([scope, level]) => level === 'write' || scope === 'id-token');
      if (job.permissions === 'write-all' || granted.length)
        problems.push(
          `job ${name} runs an agent with ${granted.map(([k, v]) => `${k}: ${String(v)}`).join(', ') || 'write-all'}; gate and publish in a later job`,
        );
    }
    for (const [i, step] of (job.steps ?? []).entries()) {
      const at = `job ${name} step ${i + 1}`;
      if (step.uses && !step.uses.startsWith('./')) {
        const line = text.split('\n').find((l) => l.includes(`uses: ${step.uses}`)) ?? '';
        if (UNRELEASED.test(step.uses)) {
          if (!/#\s*unreleased: /.test(line)) problems.push(`${at}: the PROOFGATE_SHA placeholder needs its "# unreleased: …" comment`);
        } else {
          if (!PINNED.test(step.uses)) problems.push(`${at}: ${step.uses} is not pinned by a full 40-hex SHA`);
          if (!/#\s*v\d+(\.\d+)*\b/.test(line)) problems.push(`${at}: ${step.uses} has no version comment (# vX.Y.Z)`);
        }
      }
      if (step.run && step.run.includes('${{')) problems.push(`${at}: \${{ }} inside run: (pass values through env:)`);
      if (step.uses?.startsWith('actions/checkout@') && step.with?.['persist-credentials'] !== false)
        problems.push(`${at}: actions/checkout without persist-credentials: false`);
    }
  }
  return problems;
}
