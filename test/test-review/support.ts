import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../support/run.js';

/** The peer's report fixtures (MIT, see the NOTICE beside them), kept in the repository so the conformance test never skips. */
export const TEA_REPORTS = join(ROOT, 'test', 'fixtures', 'tea-reports');
export const PEER_PACKAGE = join(ROOT, 'node_modules', 'bmad-method-test-architecture-enterprise');
export const PEER_SKILL = join(PEER_PACKAGE, 'src', 'workflows', 'testarch', 'bmad-testarch-test-review');
export const PEER_CLI = join(PEER_PACKAGE, 'cli', 'test-review.js');

export function fixture(name: string): string {
  return readFileSync(join(TEA_REPORTS, name), 'utf8');
}

import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { commitAll, copyOf, emptyRepo } from '../support/repo.js';

/** The report agent, a shell script (a Node start-up for each of the suite's hundreds of reviews costs about 50 ms of CPU), and the command that runs it. */
export const REPORT_AGENT = join(ROOT, 'test', 'fixtures', 'test-review', 'report-agent.sh');
export const REPORT_AGENT_CMD = '/bin/sh';

/** The flags that make the report agent the reviewer, writing `report` where the prompt says. */
export function reportAgentArgs(report: string): string[] {
  return [
    '--agent',
    'custom',
    '--agent-cmd',
    REPORT_AGENT_CMD,
    '--agent-arg',
    REPORT_AGENT,
    '--agent-arg',
    '--report',
    '--agent-arg',
    report,
  ];
}

/** Paths listed under a level-2 heading of a report, read loosely (the fixture may be broken on purpose). */
export function listedPaths(report: string, heading: string): string[] {
  const at = report.indexOf(`## ${heading}`);
  if (at < 0) return [];
  const body = report.slice(at + heading.length + 3).split(/\n## /)[0]!;
  return [...body.matchAll(/^[-*]?\s*`?([\w@./-]+\.\w{1,12})`?\s*$/gm)].map((m) => m[1]!);
}

/** A repository whose last commit adds `files` on top of a README-only base (HEAD~1). */
export function repoWith(files: Record<string, string>): string {
  // Built once per test process for the same files (a copy is the same repository: see copyOf).
  return copyOf(`with ${JSON.stringify(files)}`, () => buildWith(files), 'proofgate-tr-');
}

function buildWith(files: Record<string, string>): string {
  const dir = emptyRepo('proofgate-tr-');
  writeFileSync(join(dir, 'README.md'), '# sample\n');
  commitAll(dir, 'base');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  commitAll(dir, 'change');
  return dir;
}

/** The repository a report fixture describes: its reviewed files changed, and its context files beside them. */
export function repoForReport(report: string): string {
  const reviewed = listedPaths(report, 'Reviewed Files');
  const context = listedPaths(report, 'Review Context');
  const files: Record<string, string> = {};
  for (const p of reviewed.length ? reviewed : ['tests/checkout.spec.ts'])
    files[p] = "import { test, expect } from '@playwright/test';\n\ntest('checkout', async () => {\n  expect(1 + 1).toBe(2);\n});\n";
  for (const p of context) files[p] ??= `context ${p}\n`;
  return repoWith(files);
}

/** The peer refuses a report without **Execution Mode** (1.27.2); the seed makes it optional. */
export function withExecutionMode(report: string): string {
  return report.replace(/^(\*\*Context Waivers Applied\*\*:.*)$/m, '$1\n\n**Execution Mode**: sequential');
}

export interface ProcessRun {
  code: number;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs a command and collects its output. `untilExit`: done when the command itself exits, and what
 * it left running is killed (the peer CLI leaves a heartbeat child holding its stderr for ~15 s).
 */
export function runProcess(
  cmd: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
  opts: { untilExit?: boolean } = {},
): Promise<ProcessRun> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: process.env.HOME ?? '/tmp', LANG: 'C.UTF-8', ...env },
      detached: opts.untilExit,
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const done = (code: number | null) => resolve({ code: code ?? -1, stdout, stderr, ms: Date.now() - started });
    if (!opts.untilExit) {
      child.on('close', done);
      return;
    }
    child.on('exit', (code) => {
      // Output already written reaches the pipes within moments; then the group goes.
      setTimeout(() => {
        try {
          process.kill(-child.pid!, 'SIGKILL');
        } catch {
          // the group is already gone
        }
        done(code);
      }, 200);
    });
  });
}

/** Runs `tasks` with at most `limit` at a time, results in order. */
export async function pool<T>(tasks: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(tasks.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, tasks.length) }, async () => {
      while (next < tasks.length) {
        const i = next++;
        out[i] = await tasks[i]!();
      }
    }),
  );
  return out;
}

export interface OwnFinding {
  severity: 'Critical' | 'High' | 'Medium' | 'Low';
  row: string;
  path: string;
  line: number;
  title: string;
}

/** An honest report in proofgate's own template: counts, score and recommendation agree with the findings. */
export function ownReport(
  files: string[],
  findings: OwnFinding[] = [],
  opts: { recommendation?: string; context?: string[] } = {},
): string {
  const n = (s: OwnFinding['severity']) => findings.filter((f) => f.severity === s).length;
  const [c, h, m, l] = [n('Critical'), n('High'), n('Medium'), n('Low')];
  const score = Math.min(Math.max(0, 100 - (10 * c + 5 * h + 2 * m + l)), c ? 69 : h ? 79 : m ? 89 : l ? 99 : 100);
  const rec = opts.recommendation ?? (c ? 'Block' : h || score < 70 ? 'Request Changes' : m + l ? 'Approve with Comments' : 'Approve');
  const p = { Critical: 'P0', High: 'P1', Medium: 'P2', Low: 'P3' };
  const block = (f: OwnFinding, i: number) =>
    `### ${i + 1}. ${f.title}\n\n**Severity**: ${p[f.severity]} (${f.severity})\n**Location**: \`${f.path}:${f.line}\`\n**Row**: ${f.row}\n\nWhy and how to fix.\n`;
  const critical = findings.filter((f) => f.severity === 'Critical');
  const rest = findings.filter((f) => f.severity !== 'Critical');
  return [
    '---',
    'workflowType: testarch-test-review',
    '---',
    '',
    '# Test Quality Review',
    '',
    `**Quality Score**: ${score}/100`,
    '',
    '## Executive Summary',
    '',
    `**Recommendation**: ${rec}`,
    '',
    `**Context Basis**: ${opts.context?.length ? 'pr_diff' : 'none'}`,
    '',
    '**Context Waivers Applied**: 0',
    '',
    `**Total Violations**: ${c} Critical, ${h} High, ${m} Medium, ${l} Low`,
    '',
    '## Quality Score Breakdown',
    '',
    'Total Bonus: +0',
    '',
    ...(critical.length ? ['## Critical Issues (Must Fix)', '', ...critical.map(block)] : []),
    ...(rest.length ? ['## Recommendations (Should Fix)', '', ...rest.map(block)] : []),
    '## Decision',
    '',
    `**Recommendation**: ${rec}`,
    '',
    '## Reviewed Files',
    '',
    ...files.map((f) => `- ${f}`),
    '',
    ...(opts.context?.length ? ['## Review Context', '', ...opts.context.map((f) => `- ${f}`), ''] : []),
  ].join('\n');
}
