/**
 * What a vendor CLI says about its own run on stdout: claude's JSON result objects, every one it
 * printed (`-p --output-format stream-json --verbose`: a line per message; with `json`, one
 * array), codex's JSONL events (`exec --json`). Agent output is untrusted: every value is checked
 * (model ids by shape, counts as non-negative safe integers, the cost as a finite number) and
 * dropped when it does not fit; the error text is kept raw for `ownWords`.
 */
import { redact } from '../text/redact.js';
import { redactHeld, type Secrets } from './screen.js';
import { visible } from '../text/neutralise.js';
import { afterCutWord } from '../text/truncate.js';

export interface AgentReport {
  /** Model ids the agent said it used, most output tokens first. */
  models: string[];
  turns: number | null;
  /** Input counts every input token, cached ones included; `cachedInput` those read from a cache. */
  tokens: { input: number; cachedInput: number; output: number } | null;
  costUsd: number | null;
  /** The CLI's own word for why it stopped (claude `terminal_reason`, codex `completed`/`failed`). */
  stopReason: string | null;
  /** The agent's own error message, raw (claude `errors` or `result` on an error result, codex `turn.failed`). */
  error: string | null;
}

type Json = Record<string, unknown>;

const MODEL_ID = /^[\w.:[\]/@-]{1,200}$/;
const WORD = /^[\w.-]{1,64}$/;

const object = (v: unknown): Json | null => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : null);
const count = (v: unknown): number | null => (Number.isSafeInteger(v) && (v as number) >= 0 ? (v as number) : null);
const word = (v: unknown): string | null => (typeof v === 'string' && WORD.test(v) ? v : null);
const text = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v : null);

/**
 * JSON's own whitespace on a line (RFC 8259's, less the newline that ends it): all a line of a
 * JSON-only report may hold besides whole JSON. A BOM, NBSP, NUL, form feed or vertical tab is none.
 */
const JSON_BLANK = '[ \\t\\r]';
const BLANK_LINE = new RegExp(`^${JSON_BLANK}*$`);
const JSON_START = new RegExp(`^${JSON_BLANK}*[{[]`);

/**
 * The JSON objects a line holds: itself, or each object of an array (claude -p --verbose prints
 * its messages and its result as one array), each read as a line of its own would be; none for a
 * blank line. Null for any other line (cut at a kill or by the agent, a prefix, plain text, a value
 * that is no object): claude's and codex's stdout is their report alone, so what it held, an error
 * perhaps, is unknown.
 */
function lineObjects(line: string): Json[] | null {
  if (BLANK_LINE.test(line)) return [];
  try {
    const value: unknown = JSON.parse(line);
    const objects = (Array.isArray(value) ? value : [value]).map(object);
    return objects.every((o) => o !== null) ? objects : null;
  } catch {
    return null;
  }
}

/** Tells `visit` each object of a line (`lineObjects`); false when the line is no line of the report. */
function readLine(line: string, visit: (o: Json) => void): boolean {
  const objects = lineObjects(line);
  objects?.forEach(visit);
  return objects !== null;
}

/**
 * claude's results folded as they come: a run is every result it printed, not its last. With a
 * background agent still running, an error result (an API error) is followed by a turn its
 * completion starts, which ends well: read from the last, the failed run passed. The first
 * failure is the run's error and stop reason; the figures are the last result's (claude's
 * `modelUsage` and cost are the session's totals), the turns summed. The last result's accounting
 * is judged too: what it says is still to come (a subagent with no outcome, a queued turn) never came.
 * The report ends at the last event, not the last result: a turn begun after it that no result
 * ended is how the run ended, unknown.
 */
export function claudeResults(): ReportFold {
  let seen = 0;
  let last: AgentReport | null = null;
  let turns: number | null = 0;
  let failure: Pick<AgentReport, 'error' | 'stopReason'> | null = null;
  let pending: string | null = null;
  let begun: string | null = null;
  const add = (r: Json) => {
    const one = claudeResult(r);
    const error = one.error ?? missedResults(r.result_index, seen) ?? unfinishedSubagents(r.subagent_stats);
    seen++;
    const sum = turns === null || one.turns === null ? null : turns + one.turns;
    turns = sum !== null && Number.isSafeInteger(sum) ? sum : null;
    failure ??= error ? { error, stopReason: one.stopReason } : null;
    last = one;
    pending = subagentsWithoutOutcome(r.subagent_stats) ?? queuedTurns(r.queued_turn_count);
    begun = null;
  };
  return {
    line: (t) =>
      readLine(t, (o) => {
        if (o.type === 'result') add(o);
        else if (!claudeNotice(o)) begun ??= turnNotEnded("claude's last result and no result", o.type);
      }),
    report: () => {
      if (!last) return null;
      const open = begun ?? pending;
      const unfinished = open ? { error: open, stopReason: last.stopReason } : {};
      return { ...last, turns, ...(failure ?? unfinished) };
    },
  };
}

/**
 * What claude may print after its last result without a turn beginning: a `system` event other than
 * `init` (a session's state, a task's end) and `--prompt-suggestions`' suggestion. Any other event
 * (`init`, which opens each turn, a message, a stream event, a type this reader does not know) is one.
 */
const claudeNotice = (o: Json): boolean => (o.type === 'system' && o.subtype !== 'init') || o.type === 'prompt_suggestion';

/** A turn that began after the report's last end (`after`: that end, and what would have ended the turn) and that nothing ended. */
const turnNotEnded = (after: string, type: unknown): string =>
  `a turn began after ${after} ended it (first event type: ${word(type) ?? 'unreadable'}), so how the run ended is unknown`;

/** One result object's figures and error. */
function claudeResult(r: Json): AgentReport {
  const perModel = Object.entries(object(r.modelUsage) ?? {})
    .filter(([id]) => MODEL_ID.test(id))
    .map(([id, u]) => {
      const usage = object(u) ?? {};
      const cached = count(usage.cacheReadInputTokens) ?? 0;
      const input = (count(usage.inputTokens) ?? 0) + cached + (count(usage.cacheCreationInputTokens) ?? 0);
      return { id, input, cached, output: count(usage.outputTokens) ?? 0 };
    })
    .sort((a, b) => b.output - a.output || (a.id < b.id ? -1 : 1));
  const usage = object(r.usage);
  const cached = count(usage?.cache_read_input_tokens) ?? 0;
  const tokens = perModel.length
    ? perModel.reduce((t, m) => ({ input: t.input + m.input, cachedInput: t.cachedInput + m.cached, output: t.output + m.output }), {
        input: 0,
        cachedInput: 0,
        output: 0,
      })
    : usage && count(usage.input_tokens) !== null
      ? {
          input: count(usage.input_tokens)! + cached + (count(usage.cache_creation_input_tokens) ?? 0),
          cachedInput: cached,
          output: count(usage.output_tokens) ?? 0,
        }
      : null;
  const cost = r.total_cost_usd;
  return {
    models: perModel.map((m) => m.id),
    turns: count(r.num_turns),
    tokens: tokens && Object.values(tokens).every(Number.isSafeInteger) ? tokens : null,
    costUsd: typeof cost === 'number' && Number.isFinite(cost) && cost >= 0 && cost < 1e9 ? cost : null,
    stopReason: word(r.terminal_reason) ?? word(r.stop_reason),
    error: claudeError(r),
  };
}

/** claude's `stop_reason`s that say the model finished its turn; an older CLI that gives none is judged by the rest. */
const DONE_STOPS = new Set(['end_turn', 'stop_sequence']);

/**
 * claude's error, in each spelling it has: `is_error` (an API error comes as `subtype: "success"`
 * with it), or a subtype other than `success` (`error_max_turns`, `error_during_execution`,
 * `error_max_budget_usd`: printed with `is_error: false` too, and `result` then holds a partial
 * answer, not the error). Its words are the `errors` list, else `result` when `is_error`, else the subtype.
 */
function claudeError(r: Json): string | null {
  const subtype = typeof r.subtype === 'string' ? r.subtype : null;
  // A run that ended for any reason but `completed` did not finish, whatever `is_error` says: the
  // CLI prints `success` with `turn_setup_failed`, `prompt_too_long`, a deferred tool… (a reason it
  // adds later fails closed too).
  const ended =
    r.terminal_reason === undefined || r.terminal_reason === 'completed' ? null : (word(r.terminal_reason) ?? 'an unreadable reason');
  const deferred = r.deferred_tool_use !== undefined || r.stop_reason === 'tool_deferred';
  // The model's own stop, where the CLI gives one: only a turn it ended (`end_turn`, a stop
  // sequence) is done. `pause_turn`, `max_tokens`, `refusal`, a `tool_use` left hanging,
  // `model_context_window_exceeded` and any stop added later come with `success` and `completed` too.
  const stopped = r.stop_reason === undefined || r.stop_reason === null || DONE_STOPS.has(r.stop_reason as string) ? null : r.stop_reason;
  if (r.is_error !== true && (subtype === null || subtype === 'success')) {
    if (ended) return `the run ended before it finished (terminal_reason: ${ended})`;
    if (deferred) return 'the run ended waiting on a deferred tool call (stop_reason: tool_deferred)';
    return stopped === null ? null : `the run ended before it finished (stop_reason: ${word(stopped) ?? 'an unreadable reason'})`;
  }
  const errors = Array.isArray(r.errors) ? r.errors.flatMap((e) => text(e) ?? []) : [];
  return (
    (errors.length ? errors.join('; ') : null) ??
    (r.is_error === true ? text(r.result) : null) ??
    word(subtype) ??
    'an error result with no message'
  );
}

/**
 * A result whose `result_index` is not the count of results before it: claude numbers the results
 * of a run from 0, and `--output-format json` without `--verbose` prints only the last, so results
 * were printed that were not read and how the run ended is unknown. A result without an index (as
 * an older CLI prints it) is the next.
 */
function missedResults(index: unknown, seen: number): string | null {
  if (index === undefined || index === seen) return null;
  const shown = count(index) ?? 'an unreadable index';
  return `claude's result_index ${shown} came after ${seen} result(s) (numbered from 0): a result of the run is missing or out of order, so how it ended is unknown`;
}

/** `subagent_stats`' counts by name, raw, `spawned` first and each stopper of `killed` on its own (`killed.system`). */
function subagentCounts(s: Json): [string, unknown][] {
  const killed = object(s.killed);
  const stoppers: [string, unknown][] = killed ? Object.entries(killed).map(([k, v]) => [`killed.${k}`, v]) : [['killed', s.killed]];
  return [['spawned', s.spawned], ['completed', s.completed], ['failed', s.failed], ...stoppers];
}

const notFinished = (counts: [string, unknown][]): string =>
  `a subagent the run started did not finish (subagent_stats ${counts.map(([k, v]) => `${word(k) ?? 'a count'}: ${count(v) ?? 'unreadable'}`).join(', ')})`;

/** Counts whose value, whatever it is, says no subagent failed (they need only be readable); any other not 0 is one that did not finish. */
const TALLIES = new Set(['spawned', 'completed']);

/**
 * A subagent that failed or was killed (`subagent_stats`, on any result): work the run delegated
 * was not done, whatever the result says (claude prints `subtype: "success"` beside `failed: 1`
 * when a subagent hits an API error). A count that is not a non-negative whole number, or no
 * `spawned`, fails closed.
 */
function unfinishedSubagents(stats: unknown): string | null {
  const s = object(stats);
  if (!s) return stats === undefined ? null : 'its subagent_stats are unreadable, so whether the work it delegated was done is unknown';
  const bad = subagentCounts(s).filter(
    ([k, v]) => (k === 'spawned' || v !== undefined) && (count(v) === null || (!TALLIES.has(k) && v !== 0)),
  );
  return bad.length ? notFinished(bad) : null;
}

/**
 * Subagents the last result counts as spawned but not as completed, failed or killed: still
 * running when the run ended (an earlier result is written while background ones run, so only the
 * last is judged). The counts are the session's running totals: outcomes above `spawned` (a
 * `/clear` zeroes it while a subagent runs) are no failure; a remote launch, which claude counts as
 * spawned and never gives an outcome, fails closed.
 */
function subagentsWithoutOutcome(stats: unknown): string | null {
  const s = object(stats);
  if (!s) return null;
  const counts = subagentCounts(s).filter(([, v]) => v !== undefined);
  const spawned = count(s.spawned);
  const ended = counts.reduce((sum, [k, v]) => sum + (k === 'spawned' ? 0 : (count(v) ?? 0)), 0);
  return spawned !== null && spawned > ended ? notFinished(counts) : null;
}

/**
 * claude's `queued_turn_count` on the last result: more than 0 promises another turn and its
 * result, which never came, so how the run ended is unknown. Not a whole number fails closed.
 */
function queuedTurns(queued: unknown): string | null {
  if (queued === undefined || queued === 0) return null;
  return `claude's last result says ${count(queued) ?? 'an unreadable number of'} queued turn(s) follow it (queued_turn_count), and none came: how the run ended is unknown`;
}

/** A report read from a CLI's JSON lines one at a time, as they are printed: nothing it needs is ever out of a window. */
export interface ReportFold {
  /** Reads a line of stdout; false when it is neither blank nor whole JSON objects (`lineObjects`), so the report is unreadable. */
  line(text: string): boolean;
  report(): AgentReport | null;
}

const endsTurn = (e: Json): boolean => e.type === 'turn.completed' || e.type === 'turn.failed';

/**
 * codex's events folded as they come: every turn, its usage and any failure count, however many
 * lines follow them (a window of the last lines lost a `turn.failed` 64 KiB of command output
 * before the end, and a failed run passed). Turns and usage are summed over `turn.completed`. Its
 * error, wherever its JSONL puts one: a `turn.failed` (any: a later turn completing does not undo
 * it), else an `error` event no `turn.completed` followed (one after the last completed turn is
 * codex failing after its answer; one a turn then completed, such as `Reconnecting... 1/5`, was
 * recovered from), else, when no turn ended at all (a turn cut short, event types this reader does
 * not know), that no turn ended, else a turn begun after the last one ended that nothing ended: the
 * report ends at the last event.
 */
export function codexEvents(): ReportFold {
  let seen = false;
  let turns = 0;
  let tokens: AgentReport['tokens'] = null;
  let stopReason: string | null = null;
  let failed: string | null = null;
  let unrecovered: string | null = null;
  let begun: string | null = null;
  const add = (e: Json) => {
    seen = true;
    if (endsTurn(e)) {
      turns++;
      stopReason = e.type === 'turn.completed' ? 'completed' : 'failed';
    }
    const usage = e.type === 'turn.completed' ? object(e.usage) : null;
    const input = count(usage?.input_tokens);
    if (usage && input !== null) {
      const sum: NonNullable<AgentReport['tokens']> = tokens ?? { input: 0, cachedInput: 0, output: 0 };
      tokens = {
        input: sum.input + input,
        cachedInput: sum.cachedInput + (count(usage.cached_input_tokens) ?? 0),
        output: sum.output + (count(usage.output_tokens) ?? 0),
      };
    }
    if (e.type === 'turn.completed') unrecovered = null;
    if (e.type === 'turn.failed') failed = text(object(e.error)?.message) ?? 'turn.failed with no message';
    if (e.type === 'error') unrecovered = text(e.message) ?? unrecovered ?? 'an error event with no message';
  };
  return {
    line: (t) =>
      readLine(t, (e) => {
        // After a turn ended, any event but an error (judged on its own) begins another: a turn.started, an item, a type not known here.
        if (e.type !== 'error')
          begun = endsTurn(e) ? null : (begun ?? turnNotEnded("codex's last turn and no turn.completed or turn.failed", e.type));
        if (typeof e.type === 'string') add(e);
      }),
    report: () =>
      seen
        ? {
            models: [],
            turns: turns || null,
            tokens: tokens && Object.values(tokens).every(Number.isSafeInteger) ? tokens : null,
            costUsd: null,
            stopReason,
            error: failed ?? unrecovered ?? (turns ? begun : 'codex printed events but no turn ended (no turn.completed or turn.failed)'),
          }
        : null,
  };
}

const WORDS_MAX = 300;
// A stack frame (`at f (file.js:1:2)`), Node's footer (`Node.js v20.1.0`) or a lone brace says nothing.
// A frame's `(` is read as the first one past `at x`: any later one would do as well, and trying each
// `(` of a line of them, with a run to the end after each, was quadratic (#658).
export const NOISE = /^(?:at\s.(?:[^(]*\(.+:\d+:\d+\)|.*:\d+:\d+)|Node\.js v\d[\w.]*|[{}[\]]+)$/;
const SAYS_ERROR = /error|fail|fatal|denied|refused|invalid|cannot|can't|unable|not found|exception|panic/i;

/**
 * What `text` (an agent's stderr or stdout) last said: its last line naming an error, else its
 * last line that is not blank, a stack frame, Node's version footer or a brace.
 */
export function lastSaid(text: string): string {
  const lines = text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !NOISE.test(l));
  return lines.findLast((l) => SAYS_ERROR.test(l)) ?? lines.at(-1) ?? '';
}

/** `text` without its lines that start as JSON does: a CLI's JSON report and events, not its words. */
export const withoutJsonLines = (text: string): string =>
  text
    .split('\n')
    .filter((l) => !JSON_START.test(l))
    .join('\n');

/** `text` with the credential shapes and every stretch of a credential in `secrets` (the screen's rule: screen.ts) redacted. */
export function redactAgentText(text: string, secrets: Secrets): string {
  return redact(redactHeld(text, secrets));
}

/**
 * The agent's own words as one line for a reason: redacted (`redactAgentText`), whitespace folded,
 * controls shown as U+XXXX, cut to 300 characters. Redaction comes first, on the last 8 KiB less
 * the word that cut went through, so no cut leaves half a secret.
 */
export function ownWords(raw: string, secrets: Secrets): string {
  const t = redactAgentText(raw.length > 8192 ? afterCutWord(raw.slice(-8192)) : raw, secrets);
  const chars = [...visible(t.replace(/\s+/g, ' ').trim())];
  return chars.length > WORDS_MAX ? `${chars.slice(0, WORDS_MAX - 1).join('')}…` : chars.join('');
}

/**
 * The report without a model id or stop reason that holds a credential (a shape, or a stretch of
 * one the agent was given): each is printed as it is, in the run line, run.json and the summary,
 * where no redaction marker belongs in an id. The error stays raw for `ownWords`, which redacts it.
 */
export function keptClear(report: AgentReport | null, secrets: Secrets): AgentReport | null {
  if (!report) return null;
  const clear = (v: string) => redactAgentText(v, secrets) === v;
  return {
    ...report,
    models: report.models.filter(clear),
    stopReason: report.stopReason !== null && clear(report.stopReason) ? report.stopReason : null,
  };
}
