import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { claudeResults, codexEvents, lastSaid, ownWords, type ReportFold } from '../../src/agent/report.js';
import { runFailure, runLine, runRecord } from '../../src/agent/record.js';
import { agentExit } from '../../src/agent/watcher.js';
import type { AgentRun } from '../../src/agent/types.js';
import { schemaErrors } from '../../src/schemas/validate.js';
import { FAKE_SECRETS } from '../support/canaries.js';

/** A whole output read at once by a CLI's fold, as runAgent feeds it line by line. */
function readAll(fold: ReportFold, stdout: string) {
  for (const line of stdout.split('\n')) fold.line(line);
  return fold.report();
}
const claudeReport = (stdout: string) => readAll(claudeResults(), stdout);
const codexReport = (stdout: string) => readAll(codexEvents(), stdout);

/** Output the pinned CLIs printed (test/fixtures/agents/README.md says how each was recorded). */
const replay = (file: string) => readFileSync(fileURLToPath(new URL(`../fixtures/agents/replay/${file}`, import.meta.url)), 'utf8');

describe("claude's JSON results (claude -p --output-format stream-json --verbose, or json, 2.1.328)", () => {
  it('a success: the models it used, turns, tokens with the cache counted as input, cost, stop reason', () => {
    expect(claudeReport(replay('claude-2.1.328/success.json'))).toEqual({
      models: ['claude-sonnet-5-5'],
      turns: 1,
      tokens: { input: 1200, cachedInput: 0, output: 42 },
      costUsd: 0.0028199999999999996,
      stopReason: 'completed',
      error: null,
    });
  });

  it('not signed in, and a refused key: is_error, its own message, the terminal reason', () => {
    expect(claudeReport(replay('claude-2.1.328/not-logged-in.json'))).toMatchObject({
      models: [],
      error: 'Not logged in · Please run /login',
      stopReason: 'api_error',
      tokens: { input: 0, cachedInput: 0, output: 0 },
    });
    expect(claudeReport(replay('claude-2.1.328/invalid-api-key.json'))?.error).toBe('Invalid API key · Fix external API key');
  });

  it('several models, most output tokens first; per-model usage summed with cache reads and writes', () => {
    const out = JSON.stringify({
      type: 'result',
      is_error: false,
      num_turns: 7,
      modelUsage: {
        'claude-haiku-4-5': { inputTokens: 10, outputTokens: 20, cacheReadInputTokens: 5, cacheCreationInputTokens: 1 },
        'claude-sonnet-5-5': { inputTokens: 100, outputTokens: 900, cacheReadInputTokens: 1000, cacheCreationInputTokens: 50 },
      },
    });
    expect(claudeReport(`some log line\n${out}\n`)).toMatchObject({
      models: ['claude-sonnet-5-5', 'claude-haiku-4-5'],
      turns: 7,
      tokens: { input: 1166, cachedInput: 1005, output: 920 },
    });
  });

  it('values that do not fit are dropped, never trusted: model ids by shape, counts, cost, stop reason', () => {
    const hostile = JSON.stringify({
      type: 'result',
      num_turns: -1,
      total_cost_usd: 1e308,
      terminal_reason: 'done\u001b[31m',
      modelUsage: { 'evil model\n::error::x': { outputTokens: 1 }, 'claude-opus-5': { outputTokens: 'many', inputTokens: 1e300 } },
    });
    expect(claudeReport(hostile)).toEqual({
      models: ['claude-opus-5'],
      turns: null,
      tokens: { input: 0, cachedInput: 0, output: 0 },
      costUsd: null,
      stopReason: null,
      // A reason that is not `completed`, readable or not, is a run that did not finish (#445).
      error: 'the run ended before it finished (terminal_reason: an unreadable reason)',
    });
  });

  it('#445 a result that says success but ended for another reason than completed, or on a deferred tool, is an error', () => {
    const said = (o: object) => claudeReport(JSON.stringify({ type: 'result', subtype: 'success', is_error: false, ...o }))?.error;
    for (const reason of ['prompt_too_long', 'turn_setup_failed', 'malformed_tool_use_exhausted', 'hook_stopped', 'a_reason_added_later'])
      expect(said({ terminal_reason: reason })).toBe(`the run ended before it finished (terminal_reason: ${reason})`);
    expect(said({ stop_reason: 'tool_deferred', deferred_tool_use: { name: 'Bash' } })).toBe(
      'the run ended waiting on a deferred tool call (stop_reason: tool_deferred)',
    );
    expect(said({ terminal_reason: 'completed', stop_reason: 'end_turn' })).toBeNull();
    expect(said({})).toBeNull();
  });

  it('#657 a result saying success and completed is finished only on a stop reason that ends the turn (end_turn, stop_sequence)', () => {
    const result = (o: object) =>
      JSON.stringify({ type: 'result', subtype: 'success', is_error: false, terminal_reason: 'completed', ...o });
    const said = (o: object) => claudeReport(result(o))?.error;
    const unfinished = (why: string) => `the run ended before it finished (stop_reason: ${why})`;
    for (const stop of ['pause_turn', 'max_tokens', 'refusal', 'tool_use', 'model_context_window_exceeded', 'a_stop_added_later'])
      expect(said({ stop_reason: stop })).toBe(unfinished(stop));
    expect(said({ stop_reason: 'end\u001b[31m' })).toBe(unfinished('an unreadable reason'));
    expect(said({ stop_reason: 7 })).toBe(unfinished('an unreadable reason'));
    for (const stop of ['end_turn', 'stop_sequence', null]) expect(said({ stop_reason: stop })).toBeNull();
    // An older CLI gives no stop reason: judged by the rest of its result.
    expect(said({})).toBeNull();
    // The first unfinished result is the run's, whatever ends well after it.
    const later = result({ stop_reason: 'end_turn', result_index: 1 });
    expect(claudeReport(`${result({ stop_reason: 'pause_turn', result_index: 0 })}\n${later}`)).toMatchObject({
      stopReason: 'completed',
      error: unfinished('pause_turn'),
    });
  });

  it('an error in each spelling claude has: an error subtype without is_error, the errors list; an unknown subtype fails closed', () => {
    const said = (o: object) => claudeReport(JSON.stringify({ type: 'result', ...o }))?.error;
    // The partial answer in `result` is not the error: the errors list is.
    expect(said({ subtype: 'error_max_turns', is_error: false, result: 'partial', errors: ['Reached maximum number of turns (30)'] })).toBe(
      'Reached maximum number of turns (30)',
    );
    expect(said({ subtype: 'error_during_execution', is_error: true, errors: ['a', 7, ' ', 'b'] })).toBe('a; b');
    expect(said({ subtype: 'error_max_budget_usd', is_error: false, result: 'partial' })).toBe('error_max_budget_usd');
    expect(said({ subtype: 'stopped\n::error::x', is_error: false })).toBe('an error result with no message');
    expect(said({ subtype: 'success', is_error: true, result: 'API Error: 529' })).toBe('API Error: 529');
    expect(said({ subtype: 'success', is_error: false, result: 'done', errors: ['ignored: not an error result'] })).toBeNull();
    expect(said({ is_error: false, result: 'done' })).toBeNull();
  });

  it('stream-json --verbose, as proofgate runs it: the same report from its result line among the messages', () => {
    expect(claudeReport(replay('claude-2.1.328/stream-success.jsonl'))).toEqual(claudeReport(replay('claude-2.1.328/success.json')));
    expect(claudeReport(replay('claude-2.1.328/stream-invalid-api-key.jsonl'))).toMatchObject({
      stopReason: 'api_error',
      error: 'Invalid API key · Fix external API key',
    });
  });

  it('#502 every result counts: the first error whatever follows, indices from 0 without a gap, subagents that did not finish', () => {
    const result = (o: object) =>
      JSON.stringify({ type: 'result', subtype: 'success', is_error: false, terminal_reason: 'completed', ...o });
    const failed = result({ is_error: true, terminal_reason: 'api_error', result: 'API Error: 500', num_turns: 4, result_index: 0 });
    const later = result({ result: 'all good', num_turns: 1, result_index: 1, total_cost_usd: 0.5 });
    expect(claudeReport(`${failed}\n${later}\n`)).toMatchObject({
      turns: 5,
      costUsd: 0.5,
      stopReason: 'api_error',
      error: 'API Error: 500',
    });
    expect(claudeReport(`${result({ result_index: 0, num_turns: 2 })}\n${later}`)).toMatchObject({ turns: 3, error: null });
    const gap = (index: unknown, seen = 0) => `claude's result_index ${String(index)} came after ${seen} result(s)`;
    expect(claudeReport(later)?.error).toContain(gap(1));
    expect(claudeReport(`${result({ result_index: 0 })}\n${result({ result_index: 0 })}`)?.error).toContain(gap(0, 1));
    expect(claudeReport(result({ result_index: '0' }))?.error).toContain(gap('an unreadable index'));
    const stats = (o: object) => claudeReport(result({ subagent_stats: { spawned: 2, completed: 2, failed: 0, ...o } }))?.error;
    expect(stats({ killed: { parent: 0, user: 0, system: 0 } })).toBeNull();
    expect(stats({ failed: 1 })).toBe('a subagent the run started did not finish (subagent_stats failed: 1)');
    expect(stats({ killed: { parent: 1, user: 'x' } })).toBe(
      'a subagent the run started did not finish (subagent_stats killed.parent: 1, killed.user: unreadable)',
    );
    expect(stats({ killed: 2 })).toBe('a subagent the run started did not finish (subagent_stats killed: 2)');
    expect(claudeReport(result({ subagent_stats: 'none' }))?.error).toMatch(/subagent_stats are unreadable/);
  });

  it('#516 the last result still owing work: a spawned subagent with no outcome, a queued turn; an earlier one may', () => {
    const stats = { spawned: 2, completed: 1, failed: 0, killed: { parent: 0, user: 0, system: 0 } };
    const result = (o: object, index = 0) =>
      JSON.stringify({ type: 'result', subtype: 'success', is_error: false, terminal_reason: 'completed', result_index: index, ...o });
    expect(claudeReport(result({ subagent_stats: stats }))?.error).toBe(
      'a subagent the run started did not finish (subagent_stats spawned: 2, completed: 1, failed: 0, killed.parent: 0, killed.user: 0, killed.system: 0)',
    );
    expect(claudeReport(result({ subagent_stats: { ...stats, killed: { parent: 0, user: 1, system: 0 } } }))?.error).toMatch(
      /killed\.user: 1/,
    );
    // Outcomes above spawned (a /clear zeroes the running totals while a subagent runs) are no failure.
    expect(claudeReport(result({ subagent_stats: { ...stats, spawned: 0 } }))?.error).toBeNull();
    expect(claudeReport(result({ subagent_stats: { completed: 1 } }))?.error).toMatch(/spawned: unreadable/);
    expect(claudeReport(result({ queued_turn_count: 2 }))?.error).toMatch(/says 2 queued turn\(s\) follow it/);
    expect(claudeReport(result({ queued_turn_count: '1' }))?.error).toMatch(/an unreadable number of queued turn/);
    const earlier = result({ queued_turn_count: 1, subagent_stats: stats });
    expect(
      claudeReport(`${earlier}\n${result({ queued_turn_count: 0, subagent_stats: { ...stats, completed: 2 } }, 1)}`)?.error,
    ).toBeNull();
  });

  it('#515 a line that starts as JSON and is not whole JSON is told back as unreadable; blank and whole lines are read', () => {
    const fold = claudeResults();
    const whole = replay('claude-2.1.328/success.json').trim();
    expect([fold.line(whole), fold.line(''), fold.line(whole.slice(0, 60)), fold.line(`${whole}x`)]).toEqual([true, true, false, false]);
    expect(codexEvents().line('{"type":"error","message":"str')).toBe(false);
  });

  it('#519 blank is JSON whitespace only (space, tab, CR): any other line that is not whole JSON objects is unreadable, whatever starts it', () => {
    const fold = claudeResults();
    const whole = replay('claude-2.1.328/success.json').trim();
    expect([' \t\r', `\t${whole}\r`, '[]'].map((l) => fold.line(l))).toEqual([true, true, true]);
    const others = [
      'Error: something',
      ...['\uFEFF', '\u0000', '\f', '\v', '\u00a0'].map((c) => `${c}${whole}`),
      '42',
      `[${whole},[${whole}]]`,
    ];
    expect(others.map((l) => fold.line(l))).toEqual(others.map(() => false));
    expect(codexEvents().line('\uFEFF{"type":"error","message":"boom"}')).toBe(false);
  });

  it('#520 the report ends at its last event: a turn begun after the last result is an error; a notice after it is not', () => {
    const ok = JSON.stringify({ type: 'result', subtype: 'success', is_error: false, terminal_reason: 'completed' });
    expect(claudeReport(`${ok}\n{"type":"assistant","message":{}}`)?.error).toMatch(/^a turn began after claude's last result .*assistant/);
    expect(claudeReport(`${ok}\n{"type":"system","subtype":"init"}`)?.error).toMatch(/first event type: system\)/);
    expect(claudeReport(`${ok}\n{"no":"type"}`)?.error).toMatch(/first event type: unreadable\)/);
    expect(
      claudeReport(`{"type":"assistant"}\n${ok}\n{"type":"system","subtype":"status"}\n{"type":"prompt_suggestion"}`)?.error,
    ).toBeNull();
  });

  it('only a whole line that is a result object counts: a cut tail or plain text is no report', () => {
    const whole = replay('claude-2.1.328/success.json');
    expect(claudeReport(whole.slice(40))).toBeNull();
    expect(claudeReport('Error: something went wrong\n')).toBeNull();
    // A result text that looks like a result object is a string inside the real one, never a line of its own.
    const forged = JSON.stringify({ type: 'result', is_error: true, result: '{"type":"result","is_error":false}\n' });
    expect(claudeReport(forged)?.error).toBe('{"type":"result","is_error":false}\n');
  });
});

describe("codex's JSONL events (codex exec --json, 0.169.0)", () => {
  it('a success: one turn, its usage', () => {
    expect(codexReport(replay('codex-0.169.0/success.jsonl'))).toEqual({
      models: [],
      turns: 1,
      tokens: { input: 5200, cachedInput: 4096, output: 310 },
      costUsd: null,
      stopReason: 'completed',
      error: null,
    });
  });

  it('a failed turn: its error message, not the reconnect lines before it', () => {
    const r = codexReport(replay('codex-0.169.0/unauthorized.jsonl'));
    expect(r).toMatchObject({ turns: 1, tokens: null, stopReason: 'failed' });
    expect(r?.error).toMatch(/^unexpected status 401 Unauthorized: Incorrect API key provided/);
  });

  it('a run that never finished its turn (no network: it hangs): the last error event', () => {
    const lines = [
      '{"type":"thread.started","thread_id":"t"}',
      '{"type":"turn.started"}',
      '{"type":"error","message":"Reconnecting... 5/5 (stream disconnected before completion)"}',
      '{"type":"error","message":"Reconnecting... waiting for network (Connection failed: error sending request)"}',
    ];
    expect(codexReport(lines.join('\n'))).toMatchObject({
      turns: null,
      stopReason: null,
      error: 'Reconnecting... waiting for network (Connection failed: error sending request)',
    });
    expect(codexReport('Reading prompt from stdin...\n')).toBeNull();
  });

  // #312: codex's error in every place its JSONL can put one: the gate never reads clean past it.
  const events = (...lines: object[]) => lines.map((l) => JSON.stringify(l)).join('\n');
  const started = [{ type: 'thread.started', thread_id: 't' }, { type: 'turn.started' }];
  const message = { type: 'item.completed', item: { id: 'item_0', type: 'agent_message', text: 'Review done.' } };
  const completed = { type: 'turn.completed', usage: { input_tokens: 10, output_tokens: 2 } };

  it('#312 an error event after the completed turn is the error (codex failed after answering)', () => {
    const r = codexReport(events(...started, message, completed, { type: 'error', message: 'stream error: connection reset' }));
    expect(r).toMatchObject({ turns: 1, stopReason: 'completed', error: 'stream error: connection reset' });
  });

  it('#312 a failed turn stays an error when a later turn completes', () => {
    const failed = { type: 'turn.failed', error: { message: 'unexpected status 500' } };
    const r = codexReport(events(...started, failed, { type: 'turn.started' }, message, completed));
    expect(r).toMatchObject({ turns: 2, error: 'unexpected status 500' });
  });

  it('#312 reconnect errors that the same turn recovered from are not errors', () => {
    const retry = { type: 'error', message: 'Reconnecting... 1/5 (stream disconnected before completion)' };
    expect(codexReport(events(...started, retry, message, completed))).toMatchObject({ error: null, stopReason: 'completed' });
  });

  it('#312 no turn ended (only unknown events, or a turn that never ended): an error, never clean', () => {
    expect(codexReport(events(...started, { type: 'turn.cancelled' }, message))?.error).toMatch(/no turn ended/);
    expect(codexReport(events({ type: 'session.configured' }))?.error).toMatch(/no turn ended/);
  });

  it('#520 the report ends at its last event: after a turn ended, anything but an error event begins one, which must end', () => {
    const begun = (type: string) => new RegExp(`^a turn began after codex's last turn .*\\(first event type: ${type}\\)`);
    expect(codexReport(events(...started, completed, { type: 'turn.started' }))?.error).toMatch(begun('turn\\.started'));
    expect(codexReport(events(...started, completed, message))?.error).toMatch(begun('item\\.completed'));
    expect(codexReport(events(...started, completed, { type: ['error'] }))?.error).toMatch(begun('unreadable'));
    expect(codexReport(events(...started, completed, { type: 'turn.started' }, message, completed))?.error).toBeNull();
  });
});

describe('lastSaid: what an agent last said on a stream', () => {
  it("a Node crash: the error line, not its stack, its properties or Node's footer", () => {
    const crash = [
      'node:fs:581',
      "Error: EROFS: read-only file system, open '/r/run.json'",
      '    at Object.openSync (node:fs:581:18)',
      '    at file:///x/stand-in-vendor.mjs:56:5 {',
      '  errno: -30,',
      "  code: 'EROFS',",
      '}',
      '',
      'Node.js v20.20.2',
      '',
    ].join('\n');
    expect(lastSaid(crash)).toBe("Error: EROFS: read-only file system, open '/r/run.json'");
  });

  it('plain words: the last line that says something', () => {
    expect(lastSaid('starting\nmodel overloaded\n\n')).toBe('model overloaded');
    expect(lastSaid('at least one file was skipped\n')).toBe('at least one file was skipped');
    expect(lastSaid('\n  \n')).toBe('');
  });
});

describe("ownWords: the agent's words as one line of a reason", () => {
  it('redacts credential shapes and the exact values the agent was given, folds lines, shows controls, cuts at 300', () => {
    const given = 'a-key-with-no-known-shape-1234';
    const said = `failed with ${FAKE_SECRETS.github_classic!}\nand ${given}\u202e\u001b[2J ${'x'.repeat(400)}`;
    const words = ownWords(said, [given]);
    expect(words).not.toContain(FAKE_SECRETS.github_classic!);
    expect(words).not.toContain(given);
    expect(words).toMatch(/^failed with \[REDACTED\] and \[REDACTED\]U\+202EU\+001B\[2J x+…$/);
    expect([...words]).toHaveLength(300);
  });
});

describe('ownWords: a cut never leaves half a secret', () => {
  it('the secret the 8 KiB cut goes through is dropped with its word, whatever its shape', () => {
    const given = 'a-key-with-no-known-shape-1234';
    for (const secret of [given, FAKE_SECRETS.github_classic!]) {
      // The last 8,192 characters start four characters into the secret.
      const said = `Error: ${secret} ${'z'.repeat(8192 - (secret.length - 4) - 1)}`;
      const words = ownWords(said, [given]);
      expect(words).not.toContain(secret.slice(4, 20));
      expect(words).toMatch(/^z+…$/);
    }
  });
});

describe('the run record', () => {
  const base: AgentRun = {
    exitCode: 0,
    signal: null,
    timedOut: false,
    timeoutMs: 600_000,
    durationMs: 412_345,
    stdoutTail: '',
    stderrTail: '',
    leftoversKilled: 0,
    isolation: 'bwrap',
    confinement: 'agent-user',
    agentUid: 61000,
    tampered: [],
    dropped: [],
    model: 'sonnet',
    report: null,
    lastWords: 'some progress line',
  };
  const at = new Date('2026-11-30T08:00:00.000Z');

  it('a custom runner reports nothing: no model, no counts; its words only when it failed', async () => {
    const ok = runRecord({ kind: 'custom', command: '/bin/true' }, { ...base, model: null }, null, at);
    expect(await schemaErrors('agent-run', ok)).toEqual([]);
    expect(ok).toMatchObject({ models: [], modelSource: 'unknown', turns: null, tokens: null, costUsd: null, error: null });
    expect(runLine(ok)).toBe('agent custom: exit 0 after 412 s, isolation bwrap (agent-user)');
    const killed = runRecord({ kind: 'custom', command: '/bin/true' }, { ...base, exitCode: null, signal: 'SIGKILL' }, null, at);
    expect(killed.error).toBe('some progress line');
    expect(runLine(killed)).toBe('agent custom: killed by SIGKILL after 412 s, isolation bwrap (agent-user)');
    const late = runRecord({ kind: 'claude' }, { ...base, exitCode: null, signal: 'SIGTERM', timedOut: true }, '2.1.328', at);
    expect(runLine(late)).toBe('agent claude 2.1.328 (sonnet, requested): timed out after 412 s, isolation bwrap (agent-user)');
  });

  it('#656 a run that failed and said nothing: run.json names how it ended, in the words of the reason; the schema refuses a null error', async () => {
    const custom = { kind: 'custom' as const, command: '/bin/true' };
    const silent: AgentRun = { ...base, lastWords: null };
    const cases: [Partial<AgentRun>, string][] = [
      [{ exitCode: 1 }, 'exited 1 (it said nothing)'],
      [{ exitCode: null, signal: 'SIGKILL' }, 'exited on signal SIGKILL (it said nothing)'],
      [
        { exitCode: null, signal: 'SIGTERM', timedOut: true, timeoutMs: 3000 },
        'timed out after 3 s; its processes were killed (it said nothing)',
      ],
      [{ exitCode: 143, timedOut: true, timeoutMs: 1_800_000 }, 'timed out after 30 min; its processes were killed (it said nothing)'],
      [{ lastWords: '', exitCode: 2 }, 'exited 2 (it said nothing)'],
    ];
    for (const [how, error] of cases) {
      const run = { ...silent, ...how };
      const rec = runRecord(custom, run, null, at);
      expect(rec.error).toBe(error);
      expect(runFailure(run)).toBe(`the agent ${error}`);
      expect(await schemaErrors('agent-run', rec)).toEqual([]);
      // A record of a failed run with no error is refused before it is written.
      expect(await schemaErrors('agent-run', { ...rec, error: null })).not.toEqual([]);
      expect(await schemaErrors('agent-run', { ...rec, error: '' })).not.toEqual([]);
    }
    // With words: the record keeps them, the reason says how it ended before them.
    const said = { ...base, exitCode: 1 };
    expect(runRecord(custom, said, null, at).error).toBe('some progress line');
    expect(runFailure(said, 'the custom agent')).toBe('the custom agent exited 1: some progress line');
    expect([runFailure(base), runRecord(custom, base, null, at).error]).toEqual([null, null]);
  });

  it('#656 under a pid namespace the agent killed by signal n comes back as 128+n from its first process: read back as the signal', () => {
    expect(agentExit(137, null)).toEqual({ exitCode: null, signal: 'SIGKILL' });
    expect(agentExit(143, null)).toEqual({ exitCode: null, signal: 'SIGTERM' });
    expect(agentExit(129, null)).toEqual({ exitCode: null, signal: 'SIGHUP' });
    for (const code of [0, 1, 127, 128, 255]) expect(agentExit(code, null)).toEqual({ exitCode: code, signal: null });
    expect(agentExit(null, 'SIGKILL')).toEqual({ exitCode: null, signal: 'SIGKILL' });
  });

  it('large counts read at a glance', () => {
    const report = {
      models: ['claude-opus-5'],
      turns: 31,
      tokens: { input: 2_345_678, cachedInput: 2_000_000, output: 45_678 },
      costUsd: 4.567,
      stopReason: 'completed',
      error: null,
    };
    const r = runRecord({ kind: 'claude' }, { ...base, report }, '2.1.328', at);
    expect(runLine(r)).toBe(
      'agent claude 2.1.328 (claude-opus-5): exit 0 (completed) after 412 s, 31 turns, 2.3M input (2.0M cached) + 46k output tokens, $4.57, isolation bwrap (agent-user)',
    );
  });
});
