import { exitCodes, type CommandSpec, type OptionSpec, type Values } from './spec.js';
import { cliOptions } from './options.js';
import { TEST_REVIEW_EXIT } from '../test-review/exit-codes.js';

const str = (v: Values[string]) => (typeof v === 'string' ? v : undefined);
const S = (value: string, help: string, extra: Partial<OptionSpec> = {}): OptionSpec => ({ type: 'string', value, help, ...extra });
const B = (help: string): OptionSpec => ({ type: 'boolean', help });
const M = (value: string, help: string): OptionSpec => ({ type: 'string', multiple: true, value, help });

export const testReviewCommand: CommandSpec = {
  area: 'test-review',
  name: '',
  summary: 'an agent reviews the changed tests against a rubric; the report is parsed strictly into a verdict',
  positionals: [],
  options: {
    base: S(
      'REF',
      "diff <REF>...HEAD for the review set (default the remote's default branch, origin/HEAD; with --pr, the pull request base)",
    ),
    files: M('LIST', 'explicit review set (comma-separated, repeatable): no git diff, no context, --gate-on all'),
    scope: S('SCOPE', 'review_scope hint: single, directory or suite (default single for one file, else directory)'),
    'test-dir': S('DIR', 'test_dir hint passed to the skill', { default: 'tests' }),
    focus: S('TEXT', 'a focus note for the reviewer; may raise scrutiny, never waives'),
    'test-glob': M('PATTERN', 'extra test-file matcher: a glob (`checks/**/*.check.js`), a linear /regex/, or a substring'),
    'project-root': S('DIR', 'the project to review (default the current directory)'),
    'skill-root': S(
      'DIR',
      'review with another skill folder (SKILL.md, a criteria registry in the same table format, a rubric proofgate scores)',
    ),
    'project-skill': B(
      'review with the TEA skill the project vendored (.claude/skills, .agents/skills, skills, _bmad/tea/workflows/testarch)',
    ),
    pr: S('N', 'pull request number: its base branch is looked up when --base is not given'),
    repo: S('OWNER/NAME', 'repository for --pr (default GITHUB_REPOSITORY)'),
    retries: S('N', 'extra attempts after an agent or report failure (exit 3), at most 5 (default 1 when CI is set, else 0)'),
    'comment-out': S('FILE', 'also write the pull-request comment here, for every outcome'),
    'run-url': S('URL', 'link to this CI run, shown in the comment'),
    'artifact-name': S('NAME', 'the artifact the job uploads the report and verdict to, named in the comment'),
    github: B('publish to GitHub: a check run and one pull-request comment (failures are warnings)'),
    'head-sha': S('SHA', 'the pull request head commit the comment names (with --github or --comment-out)'),
    'check-name': S('NAME', 'check run name (with --github; default "proofgate test review", with --compat tea "TEA Test Review")'),
    compat: S('MODE', "proofgate, or tea: the peer's check name and comment marker, so branch protection and its comment carry over", {
      default: 'proofgate',
    }),
    'comment-author': S(
      'LOGIN',
      'the account the token writes comments as, when GitHub cannot say (an app token outside Actions); with --github',
    ),
    'publish-as': S('TAG', 'tag of the comment marker (default the agent; with --github or --comment-out)'),
    'no-check-run': B('with --github, publish only the comment'),
    'no-pr-comment': B('with --github, publish only the check run'),
    output: S('FILE', 'the report path the agent writes', { default: 'test-review.md' }),
    json: S('FILE', 'also write the verdict JSON here'),
    agent: S('AGENT', 'claude, codex, agy, custom (--agent-cmd) or none (print the prompt only)', { default: 'claude' }),
    model: S('MODEL', 'model for a built-in adapter (claude: sonnet, codex: gpt-6.1-sol, agy: session default)'),
    'agent-cmd': S('PATH', 'the agent executable (required with --agent custom)'),
    'agent-arg': M('ARG', 'extra argument for the agent (repeatable)'),
    'env-pass': M('NAME', 'environment variable passed to the agent beyond the minimal set (repeatable)'),
    'timeout-ms': S('N', 'agent timeout per attempt (default 20 min + 2 min per file, at most 30 min)'),
    'min-score': S('N', 'fail when the quality score is below N (0-100)'),
    'max-critical': S('N', 'fail when Critical violations exceed N'),
    'min-files': S('N', 'fail when fewer than N files were reviewed', { default: '1' }),
    'fail-on': S('LEVEL', 'weakest recommendation that fails: request-changes or block', { default: 'request-changes' }),
    'gate-on': S('MODE', "introduced (the pull request's findings; default for a git diff) or all (default with --files)"),
    'fail-on-skip': B('exit 1 instead of 0 when there is no changed test file'),
    waive: S('REASON', 'waive a failing verdict (exit 1 → 0) for a reason a person can read; needs --waive-until'),
    'waive-until': S('YYYY-MM-DD', 'waiver expiry: a real date after today in UTC (lapses at 00:00 UTC)'),
    isolate: B('run the agent on a copy of the project (default in CI: GITHUB_ACTIONS or CI true)'),
    'no-isolate': B('run the agent in the project itself'),
    'execution-mode': S('MODE', 'TEA skill: force tea_execution_mode (auto, agent-team, subagent, sequential)'),
    'capability-probe': B('TEA skill: force tea_capability_probe on'),
    'no-capability-probe': B('TEA skill: force tea_capability_probe off (the execution mode is honoured strictly)'),
    'use-playwright-utils': B('TEA skill: force tea_use_playwright_utils on'),
    'no-use-playwright-utils': B('TEA skill: force tea_use_playwright_utils off'),
    'use-pactjs-utils': B('TEA skill: force tea_use_pactjs_utils on'),
    'no-use-pactjs-utils': B('TEA skill: force tea_use_pactjs_utils off'),
    'pact-mcp': S('MODE', 'TEA skill: force tea_pact_mcp (mcp or none)'),
  },
  aliases: { 'claude-arg': 'agent-arg' },
  exitCodes: exitCodes(TEST_REVIEW_EXIT, [
    ['ok', 'passed, skipped, waived, or a dry run (`--agent none`)'],
    [
      'failed',
      'verdict failed: recommendation (`--fail-on`), `--min-score`, `--max-critical`, `--min-files`, `--fail-on-skip`, a diff of only removed tests or test material, or a skip over changed test artifacts no row scores — without an active waiver',
    ],
    [
      'environment',
      "environment or flag error: bad or unknown flag, skill or registry missing, agent not installed or signed out, unsafe path, git error (a shallow clone or several merge bases included: check out with `fetch-depth: 0`), `--pr` base lookup, control-plane guard, a checkout whose tracked files are not the head's (or not the commit the verdict is published on), `--json` not writable",
    ],
    [
      'agent',
      'agent or report failure: the agent failed, timed out or modified the tree, wrote no fresh report, or the report failed strict validation',
    ],
  ]),
  usageExitCode: TEST_REVIEW_EXIT.environment,
  async run(_p, v, ctx) {
    const raw = cliOptions(v);
    const agent = str(v.agent) ?? 'claude';
    if (agent !== 'none') {
      // In a workflow step too: the same triggers as the actions (docs/security.md, "Triggers").
      const refusal = await (
        await import('../github/permission.js')
      ).triggerRefusal(`the ${agent} test review`, process.env, process.env.GITHUB_TOKEN ?? process.env.GH_TOKEN);
      if (refusal) throw new (await import('../text/errors.js')).ProofgateError(refusal, TEST_REVIEW_EXIT.environment);
    }
    const { testReview } = await import('../test-review/command.js');
    const { publishes, publishFlags } = await import('../test-review/options.js');
    const publishing = await import('../github/test-review-publisher.js');
    const publisher = publishes(raw)
      ? publishing.githubPublisher(publishFlags(raw), process.env, (w) => ctx.progress(`warning: ${w}`))
      : undefined;
    // The head the publisher puts the verdict on without --head-sha: the review checks it is the one checked out.
    const event = await import('../github/event-change.js');
    const eventHead = publisher ? event.pullRequest()?.headSha : undefined;
    // In a workflow step, as the action: the review must start where the event's change does (hazard 434).
    const changeBase = process.env.GITHUB_ACTIONS === 'true' ? event.eventChangeBase() : undefined;
    // In a workflow step too: a verdict on a pull request retargeted since the event is none (hazard 333).
    const pull = (await import('../github/test-review-pull.js')).testReviewPull(process.env, (w) => ctx.progress(`warning: ${w}`));
    const r = await testReview(raw, ctx.cwd, {
      progress: ctx.progress,
      ...pull,
      ...(publisher ? { publisher } : {}),
      ...(eventHead ? { eventHead } : {}),
      ...(changeBase ? { changeBase } : {}),
    });
    if (r.exitCode >= TEST_REVIEW_EXIT.environment) ctx.progress(`proofgate: ${r.cause ?? r.lines.join(' ')}`);
    return { exitCode: r.exitCode, lines: r.exitCode >= TEST_REVIEW_EXIT.environment ? [] : r.lines, json: r.json };
  },
};

export const testReviewRenderCommand: CommandSpec = {
  area: 'test-review',
  name: 'render',
  summary: 'render a verdict as the PR comment, the job summary, the check run text or its conclusion (no network)',
  positionals: [],
  options: {
    verdict: S('FILE', 'the verdict JSON (--json of a run)'),
    as: S('SURFACE', 'comment (with the hidden marker), summary, check (first line is the title) or conclusion', { default: 'comment' }),
    agent: S('TAG', 'tag of the comment marker', { default: 'claude' }),
    compat: S('MODE', "proofgate, or tea: the peer's comment marker", { default: 'proofgate' }),
    'run-url': S('URL', 'link to the CI run'),
    'artifact-name': S('NAME', 'the artifact holding the report'),
    'report-path': S('PATH', 'where the report is in the workspace'),
    'head-sha': S('SHA', "the reviewed head commit: the verdict's own, else refused"),
    focus: S('TEXT', 'the focus note of the run'),
    'exit-code': S('N', "the run's exit code (0-3): decides pass or fail; 2 or 3 renders a broken gate"),
  },
  exitCodes: exitCodes(TEST_REVIEW_EXIT, [
    ['ok', 'rendered'],
    [
      'environment',
      "the verdict is missing, unreadable, over 32 MiB (refused unread) or not a verdict (unless `--exit-code` is 2 or 3: then a broken gate is rendered), or `--exit-code` contradicts it (0 beside unwaived gate failures, 1 beside none); unless a broken gate is rendered, `--head-sha` is not the verdict's head, or the verdict contradicts itself (a recommendation its counts and score do not give, or no gate failure where every setting has one: a Block, a removed test file), or its waiver does not hold today (no gate failure to waive, no reason a person can read, no expiry, or an expiry that is not after today's date in UTC: a waiver is checked again by the run's own rule each time it is read); `--run-url` is not a web address",
    ],
  ]),
  usageExitCode: TEST_REVIEW_EXIT.environment,
  async run(_p, v) {
    const { renderCommand } = await import('../test-review/render-command.js');
    return renderCommand({
      verdict: str(v.verdict),
      as: str(v.as),
      agent: str(v.agent),
      compat: str(v.compat),
      runUrl: str(v['run-url']),
      artifactName: str(v['artifact-name']),
      reportPath: str(v['report-path']),
      headSha: str(v['head-sha']),
      focus: str(v.focus),
      exitCode: str(v['exit-code']),
    });
  },
};

export const TEST_REVIEW_COMMANDS: CommandSpec[] = [testReviewCommand, testReviewRenderCommand];
