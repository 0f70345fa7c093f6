import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { resolveModel, runAgent, type AgentSpec } from '../../src/agent/index.js';
import { ProofgateError } from '../../src/text/errors.js';
import { FAKE_AGENT, fakeVendor, tree } from './support.js';

const TOOLS = 'Read,Write,Edit,Glob,Grep,Task';
const PROMPT = 'Review the change.\nOUTPUT report: out/report.md\n';

function refused(agent: AgentSpec): string {
  try {
    resolveModel(agent);
  } catch (err) {
    expect(err).toBeInstanceOf(ProofgateError);
    expect((err as ProofgateError).exitCode).toBe(2);
    return (err as Error).message;
  }
  throw new Error(`expected ${JSON.stringify(agent)} to be refused`);
}

/** Runs a vendor adapter against a fake CLI of that name first on PATH. */
async function viaFake(agent: AgentSpec, stdout = '', extraEnv: Record<string, string> = {}) {
  const fake = fakeVendor(agent.kind, stdout);
  const cwd = tree({ 'a.ts': 'a\n' });
  const run = await runAgent({
    agent,
    prompt: PROMPT,
    cwd,
    writable: [],
    timeoutMs: 20_000,
    isolate: 'none',
    env: { PATH: `${fake.bin}:${process.env.PATH}`, HOME: '/nonexistent-home', GITHUB_TOKEN: 'ghs_canary', ...extraEnv },
  });
  expect(run.exitCode).toBe(0);
  return { run, call: fake.read() };
}

describe('model resolution', () => {
  it("pins each adapter's default, or the one asked for", () => {
    expect(resolveModel({ kind: 'claude' })).toBe('sonnet');
    expect(resolveModel({ kind: 'codex' })).toBe('gpt-6.1-sol');
    expect(resolveModel({ kind: 'agy' })).toBeNull();
    expect(resolveModel({ kind: 'agy', model: 'gemini-3.5-pro' })).toBe('gemini-3.5-pro');
    expect(resolveModel({ kind: 'claude', model: 'claude-opus-5' })).toBe('claude-opus-5');
    expect(resolveModel({ kind: 'custom', command: 'x', args: ['--model', 'm'] })).toBeNull();
  });

  it('takes one passthrough model from the agent arguments', () => {
    expect(resolveModel({ kind: 'claude', args: ['--model=opus'] })).toBe('opus');
    expect(resolveModel({ kind: 'codex', args: ['-c', 'x=1', '-m', 'o9'] })).toBe('o9');
    expect(resolveModel({ kind: 'agy', args: ['--model', 'g'] })).toBe('g');
  });

  it("refuses arguments that change the output format claude's report is read from", () => {
    for (const args of [
      ['--output-format', 'text'],
      ['--output-format=text'],
      ['--output-format'],
      ['--output-format', 'json', '--output-format=text'],
    ])
      expect(refused({ kind: 'claude', args })).toContain('--output-format');
    expect(resolveModel({ kind: 'claude', args: ['--output-format', 'stream-json', '--verbose'] })).toBe('sonnet');
    expect(resolveModel({ kind: 'claude', args: ['--output-format=json'] })).toBe('sonnet');
    expect(resolveModel({ kind: 'custom', command: 'x', args: ['--output-format', 'text'] })).toBeNull();
  });

  it('refuses conflicting, repeated or malformed models before any spawn', () => {
    expect(refused({ kind: 'claude', model: 'a', args: ['--model', 'b'] })).toContain('model given twice');
    expect(refused({ kind: 'codex', args: ['-m', 'a', '--model=b'] })).toContain('name 2 models');
    expect(refused({ kind: 'custom', command: 'x', model: 'm' })).toContain('custom runner');
    expect(refused({ kind: 'claude', model: '-rf' })).toContain('not a model name');
    expect(refused({ kind: 'claude', model: 'a b' })).toContain('not a model name');
    expect(refused({ kind: 'claude', args: ['--model'] })).toContain('has no value');
  });
});

describe('argv per adapter (fake vendor CLIs on PATH)', () => {
  it('claude: print mode, every result streamed (stream-json, --verbose), scoped tools with Task, pinned model, prompt on stdin; reports the model it used', async () => {
    const result = JSON.stringify({
      type: 'result',
      result: 'done',
      modelUsage: { 'claude-haiku-4-5': { outputTokens: 20 }, 'claude-sonnet-5-5': { outputTokens: 900 } },
    });
    const { run, call } = await viaFake({ kind: 'claude', args: ['--max-turns', '40'] }, result);
    expect(call.argv).toEqual([
      '-p',
      '--output-format',
      'stream-json',
      '--verbose',
      '--tools',
      TOOLS,
      '--allowedTools',
      TOOLS,
      '--safe-mode',
      '--model',
      'sonnet',
      '--max-turns',
      '40',
    ]);
    expect(call.stdin).toBe(PROMPT);
    expect(call.env.GITHUB_TOKEN).toBeUndefined();
    expect(run.model).toBe('claude-sonnet-5-5, claude-haiku-4-5');
  });

  it('claude: a passthrough model replaces the pinned flag and is the resolved model when none is reported', async () => {
    const { run, call } = await viaFake({ kind: 'claude', args: ['--model=opus'] });
    expect(call.argv.filter((a) => a.startsWith('--model'))).toEqual(['--model=opus']);
    expect(run.model).toBe('opus');
  });

  it('codex: exec with JSONL events and the workspace-write sandbox, -m pinned, prompt on stdin', async () => {
    const { run, call } = await viaFake({ kind: 'codex', args: ['-c', 'model_reasoning_effort=low'] });
    expect(call.argv).toEqual([
      'exec',
      '--json',
      '--skip-git-repo-check',
      '--sandbox',
      'workspace-write',
      '--color',
      'never',
      '-m',
      'gpt-6.1-sol',
      '-c',
      'model_reasoning_effort=low',
    ]);
    expect(call.stdin).toBe(PROMPT);
    expect(run.model).toBe('gpt-6.1-sol');
  });

  it('agy: the prompt goes in --print, stdin stays empty, model null without --model', async () => {
    const { run, call } = await viaFake({ kind: 'agy' });
    expect(call.argv).toEqual(['--print', PROMPT, '--output-format', 'text', '--dangerously-skip-permissions']);
    expect(call.stdin).toBe('');
    expect(run.model).toBeNull();
    const pinned = await viaFake({ kind: 'agy', model: 'gemini-x' });
    expect(pinned.call.argv.slice(-2)).toEqual(['--model', 'gemini-x']);
    expect(pinned.run.model).toBe('gemini-x');
  });

  it('agy: a prompt too large for one process argument is refused before spawning', async () => {
    const cwd = tree({ 'a.ts': 'a\n' });
    await expect(
      runAgent({
        agent: { kind: 'agy', command: FAKE_AGENT },
        prompt: 'x'.repeat(200_000),
        cwd,
        writable: [],
        timeoutMs: 5000,
        isolate: 'none',
      }),
    ).rejects.toThrow(/one process argument/);
  });

  it('an agent command override runs instead of the vendor binary', async () => {
    const fake = fakeVendor('my-claude');
    const cwd = tree({ 'a.ts': 'a\n' });
    await runAgent({
      agent: { kind: 'claude', command: join(fake.bin, 'my-claude') },
      prompt: 'p',
      cwd,
      writable: [],
      timeoutMs: 20_000,
      isolate: 'none',
    });
    expect(fake.read().argv[0]).toBe('-p');
  });

  it('custom: shell syntax in arguments and prompt is plain text, never interpreted', async () => {
    const cwd = tree({ 'a.ts': 'a\n' });
    const hostile = 'x; touch pwned1 && $(touch pwned2) `touch pwned3` | tee pwned4';
    const run = await runAgent({
      agent: { kind: 'custom', command: FAKE_AGENT, args: ['--write', `out/arg.txt=${hostile}`, '--echo-prompt', 'out/prompt.txt'] },
      prompt: hostile,
      cwd,
      writable: ['out/'],
      timeoutMs: 20_000,
      isolate: 'none',
    });
    expect(run.exitCode).toBe(0);
    expect(readFileSync(join(cwd, 'out/arg.txt'), 'utf8')).toBe(hostile);
    expect(readFileSync(join(cwd, 'out/prompt.txt'), 'utf8')).toBe(hostile);
    for (const n of [1, 2, 3, 4]) expect(existsSync(join(cwd, `pwned${n}`))).toBe(false);
    expect(run.tampered).toEqual([]);
  });
});
