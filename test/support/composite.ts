// Plays a composite action (action.yml with `runs.using: composite`) the way the runner does: each
// step's `if:` and `${{ }}` values evaluated by GitHub's own expression library, `$/<action>` steps
// run through that action's bundle, `run:` steps in bash, and the other actions' steps recorded with
// their evaluated inputs (they need GitHub's services: the test plays their result).
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import { tmpdir } from 'node:os';
import { parse } from 'yaml';
import { data, Evaluator, Lexer, Parser, type Expr } from '@actions/expressions';
import { truthy } from '@actions/expressions/result';
import type { FunctionDefinition } from '@actions/expressions/funcs/info';
import { activeCommands, parseOutputs, ROOT, runActionAsync, type ActionOptions, type ActionRun } from './run.js';

export interface ActionStep {
  id?: string;
  name?: string;
  if?: string;
  uses?: string;
  with?: Record<string, unknown>;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  'continue-on-error'?: boolean;
}

export interface ActionMeta {
  inputs?: Record<string, { required?: boolean; default?: string }>;
  outputs?: Record<string, { value?: string }>;
  runs: { using: string; main?: string; steps?: ActionStep[] };
}

/** The contexts a composite action's expressions may read. */
export const COMPOSITE_CONTEXTS = ['github', 'inputs', 'steps', 'env', 'runner', 'job', 'strategy', 'matrix'];
const STATUS = ['always', 'success', 'failure', 'cancelled'];

/** An action of this repository by its folder, or (a test's own composite) by an absolute path. */
export function readAction(folder: string): ActionMeta {
  return parse(readFileSync(join(isAbsolute(folder) ? folder : join(ROOT, folder), 'action.yml'), 'utf8')) as ActionMeta;
}

/** Parses one expression (the text inside `${{ }}`); throws on a syntax error, as the runner refuses the file. */
export function parseExpression(text: string, status: Record<string, boolean> = {}, contexts = COMPOSITE_CONTEXTS) {
  const funcs = STATUS.map((name) => ({ name, minArgs: 0, maxArgs: 0 }));
  const expr = new Parser(new Lexer(text).lex().tokens, contexts, funcs).parse();
  const impl = new Map<string, FunctionDefinition>(
    STATUS.map((name) => [name, { name, minArgs: 0, maxArgs: 0, call: () => new data.BooleanData(status[name] ?? false) }]),
  );
  return { expr, impl };
}

/** The contexts a workflow's job or step `if:` may read (a composite's and the workflow's own). */
const IF_CONTEXTS = [...COMPOSITE_CONTEXTS, 'needs', 'vars', 'secrets'];

/** Every node of a parsed expression, itself first. */
function* nodes(expr: Expr): Generator<Expr> {
  yield expr;
  const e = expr as Partial<Record<'args', Expr[]> & Record<'expr' | 'left' | 'right' | 'group' | 'index', Expr>>;
  for (const child of [...(e.args ?? []), e.expr, e.left, e.right, e.group, e.index]) if (child) yield* nodes(child);
}

/**
 * The status functions an `if:` calls (success, always, failure, cancelled), read from its parsed
 * expression, never its text: `'always()' != ''` calls none. Undefined when it does not parse.
 */
export function statusFunctionsCalled(condition: string): Set<string> | undefined {
  const text = condition.replace(/^\s*\$\{\{(.*)\}\}\s*$/s, '$1');
  let expr: Expr | undefined;
  try {
    expr = parseExpression(text, {}, IF_CONTEXTS).expr;
  } catch {
    return undefined;
  }
  if (!expr) return undefined; // an empty condition
  const called = new Set<string>();
  for (const node of nodes(expr)) {
    const name = (node as { functionName?: { lexeme: string } }).functionName?.lexeme.toLowerCase();
    if (name && STATUS.includes(name)) called.add(name);
  }
  return called;
}

/**
 * The condition the runner evaluates for a step's or job's `if:`: none is `success()`, and one that
 * calls no status function gets `success() && (…)` in front (hazard 629), so a failed step before it skips it.
 */
export function runnerCondition(condition: string | undefined): string {
  if (condition === undefined) return 'success()';
  const text = String(condition).replace(/^\s*\$\{\{(.*)\}\}\s*$/s, '$1');
  return statusFunctionsCalled(text)?.size ? text : `success() && (${text})`;
}

/** Every `${{ … }}` of a value, inner text only. */
export function expressionsIn(value: string): string[] {
  return [...value.matchAll(/\$\{\{(.*?)\}\}/gs)].map((m) => m[1]!.trim());
}

function evaluate(text: string, contexts: object, status: Record<string, boolean> = {}): data.ExpressionData {
  const { expr, impl } = parseExpression(text, status);
  return new Evaluator(expr, JSON.parse(JSON.stringify(contexts), data.reviver) as data.Dictionary, impl).evaluate();
}

/** A value with its `${{ }}` replaced, as the runner renders `with:`, `env:` and outputs. */
export function interpolate(value: unknown, contexts: object): string {
  const text = String(value);
  const whole = /^\s*\$\{\{(.*)\}\}\s*$/s.exec(text);
  if (whole && expressionsIn(text).length === 1) return evaluate(whole[1]!, contexts).coerceString();
  return text.replace(/\$\{\{(.*?)\}\}/gs, (_, e: string) => evaluate(e, contexts).coerceString());
}

export interface StepRecord {
  step: ActionStep;
  /** Whether its `if:` let it run. */
  ran: boolean;
  inputs: Record<string, string>;
  outputs: Record<string, string>;
  outcome: 'success' | 'failure' | 'skipped';
  run?: ActionRun;
}

export interface CompositeRun {
  steps: StepRecord[];
  outputs: Record<string, string>;
  /** The job summary as the runner would show it: every step's summary in order. */
  summary: string;
  /** Whether the composite step failed (a step failed without continue-on-error). */
  failed: boolean;
}

/** What the test says an action outside this repository returned (its outputs), or that it failed. */
export type ExternalStep = (uses: string, inputs: Record<string, string>) => { outputs?: Record<string, string>; failed?: boolean };

/** What a step wrote to GITHUB_ENV, taken into the environment of the steps after it (as the runner does); the file emptied. */
function takeEnv(file: string, into: Record<string, string>): void {
  Object.assign(into, parseOutputs(readFileSync(file, 'utf8')));
  writeFileSync(file, '');
}

/**
 * Runs `folder`'s composite action in `workspace` with the caller's `with:` values. The `github`
 * context carries what expressions here read (an empty token: nothing is published). The
 * JavaScript steps run without blocking this process, so a test may serve GitHub's API from it.
 */
export async function playComposite(
  folder: string,
  workspace: string,
  callerWith: Record<string, string>,
  external: ExternalStep,
  opts: ActionOptions = {},
): Promise<CompositeRun> {
  const meta = readAction(folder);
  const github = { token: '', workspace, repository: 'acme/shop' };
  const inputs: Record<string, string> = {};
  for (const [name, spec] of Object.entries(meta.inputs ?? {}))
    inputs[name] = callerWith[name] ?? (spec.default === undefined ? '' : interpolate(spec.default, { github }));
  const steps: Record<string, { outputs: Record<string, string>; outcome: string; conclusion: string }> = {};
  const records: StepRecord[] = [];
  const temp = opts.runnerTemp ?? mkdtempSync(join(tmpdir(), 'proofgate-composite-'));
  const summaryFile = join(temp, 'job-summary.md');
  writeFileSync(summaryFile, '');
  const envFile = join(temp, 'env');
  writeFileSync(envFile, '');
  const jobEnv: Record<string, string> = {};
  let failed = false;
  for (const step of meta.runs.steps ?? []) {
    const contexts = { github, inputs, steps };
    // Nothing here cancels a run: cancelled() is false, and success() is whether no step has failed.
    const ran = truthy(evaluate(runnerCondition(step.if), contexts, { always: true, success: !failed, failure: failed, cancelled: false }));
    const record: StepRecord = { step, ran, inputs: {}, outputs: {}, outcome: 'skipped' };
    records.push(record);
    if (ran) {
      record.inputs = Object.fromEntries(Object.entries(step.with ?? {}).map(([k, v]) => [k, interpolate(v, contexts)]));
      let ok: boolean;
      if (step.uses?.startsWith('$/')) {
        const env = { ...opts.env, ...jobEnv, GITHUB_ENV: envFile };
        const run = await runActionAsync(`${step.uses.slice(2)}.js`, workspace, record.inputs, {
          ...opts,
          env,
          runnerTemp: temp,
          testJob: opts.runnerTemp === undefined,
        });
        appendFileSync(summaryFile, run.summary);
        record.run = run;
        record.outputs = run.outputs;
        ok = run.code === 0;
      } else if (step.uses) {
        const r = external(step.uses, record.inputs);
        record.outputs = r.outputs ?? {};
        ok = !r.failed;
      } else {
        const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, interpolate(v, contexts)]));
        const output = join(temp, 'run-output');
        writeFileSync(output, '');
        const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', step.run ?? ''], {
          cwd: workspace,
          env: {
            PATH: process.env.PATH ?? '/usr/bin:/bin',
            ...jobEnv,
            ...env,
            GITHUB_STEP_SUMMARY: summaryFile,
            GITHUB_OUTPUT: output,
            GITHUB_ENV: envFile,
          },
          encoding: 'utf8',
        });
        record.outputs = parseOutputs(readFileSync(output, 'utf8'));
        record.run = {
          code: r.status ?? 1,
          stdout: r.stdout,
          stderr: r.stderr,
          outputs: record.outputs,
          summary: '',
          commands: activeCommands(r.stdout, r.stderr),
        };
        ok = r.status === 0;
      }
      takeEnv(envFile, jobEnv);
      record.outcome = ok ? 'success' : 'failure';
      if (!ok && !step['continue-on-error']) failed = true;
    }
    if (step.id)
      steps[step.id] = {
        outputs: record.outputs,
        outcome: record.outcome,
        conclusion: record.outcome === 'failure' && step['continue-on-error'] ? 'success' : record.outcome,
      };
  }
  const outputs = Object.fromEntries(
    Object.entries(meta.outputs ?? {}).map(([k, o]) => [k, interpolate(o.value ?? '', { github, inputs, steps })]),
  );
  return { steps: records, outputs, summary: existsSync(summaryFile) ? readFileSync(summaryFile, 'utf8') : '', failed };
}
