// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.

/**
 * run.json: what one agent run was and what it cost, written by proofgate after the run (never by the agent). Counts and cost are null when the CLI does not report them.
 */
export interface AgentRunRecord {
  schema: "proofgate/agent-run/1";
  agent: "claude" | "codex" | "agy" | "custom";
  /**
   * What `claude --version` / `codex --version` printed, asked before the run; null for agy and custom runners.
   */
  version: string | null;
  /**
   * The models used: those the agent reported (claude), most output tokens first, else the one proofgate asked for.
   *
   * @maxItems 50
   */
  models: string[];
  /**
   * reported: the CLI said so after the run; requested: the model flag proofgate or the agent arguments passed (an alias may name no exact weights); unknown: neither.
   */
  modelSource: "reported" | "requested" | "unknown";
  /**
   * When the agent was started, UTC.
   */
  startedAt: string;
  durationMs: number;
  turns: number | null;
  tokens: null | {
    /**
     * Every input token, cached ones included.
     */
    input: number;
    /**
     * Input tokens read from a cache.
     */
    cachedInput: number;
    output: number;
  };
  /**
   * As the CLI reports it (claude's total_cost_usd); list price, not a bill.
   */
  costUsd: number | null;
  exit: {
    code: number | null;
    signal: string | null;
    timedOut: boolean;
  };
  /**
   * The CLI's own word for why it stopped: claude's terminal_reason (completed, api_error, …), codex's last turn (completed, failed).
   */
  stopReason: string | null;
  /**
   * When the run failed: the agent's own words (its reported error, else its last line of stderr), one line, redacted; else how it ended in proofgate's words (`exited 1 (it said nothing)`, `exited on signal SIGKILL (it said nothing)`, `timed out after 30 min; its processes were killed (it said nothing)`); for a run that exited 0 while processes it started were still running, how many (they were killed). Never null for a run that timed out, was killed or exited other than 0.
   */
  error: string | null;
  isolation: "bwrap" | "copy" | "none";
  /**
   * What kept the agent from this job's credentials: a user of its own, namespaces as the job's user, or nothing (isolate none).
   */
  confinement: "agent-user" | "namespaces" | "unconfined";
}

/**
 * attempts/N/attempt.json: one event that wrote a part of a review (an agent run, or a merge of parts), what it was asked, and whether its part was merged into the review's findings.json and coverage.json. Written by proofgate; attempts are never deleted.
 */
export interface ReviewAttempt {
  schema: "proofgate/review-attempt/1";
  attempt: number;
  scopeSha256: string;
  /**
   * agent: one agent run wrote findings.json and coverage.json here; merge: parts written elsewhere (matrix jobs) were copied under parts/ and merged.
   */
  kind: "agent" | "merge";
  agent?: {
    kind: "claude" | "codex" | "agy" | "custom";
    /**
     * The executable given with --agent-cmd, when one was.
     */
    command?: string;
    /**
     * The model given with --model, when one was.
     */
    model?: string;
  };
  /**
   * How many selected files the agent was asked to review.
   */
  files: number;
  /**
   * The units those files belong to.
   */
  units: string[];
  /**
   * Only the files not yet accounted for were asked (review run --resume).
   */
  resume: boolean;
  /**
   * A unit run: the part stays here for a later merge and is never merged into the review by this run.
   */
  part?: boolean;
  /**
   * The part was merged into the review's findings.json and coverage.json (the files those held before are kept under previous/).
   */
  merged: boolean;
  /**
   * Why the part could not be trusted or merged; empty when it was.
   */
  reasons: string[];
  /**
   * merge: the folders the parts came from, in the order of parts/1, parts/2, …
   */
  from?: string[];
  /**
   * agent: the reviewer of the scope this run was (one agent run per reviewer); absent when one run played every reviewer.
   */
  reviewer?: string;
  /**
   * agent: the reviewer was given a shell (it may run commands, and must report run.execution).
   */
  shell?: boolean;
  /**
   * false while the attempt is going on (written before the agent starts, or before a merge copies its parts and commits the whole); true, or absent, once it ended. An attempt that never ended is outstanding, never failed, and keeps the gate incomplete until a later attempt of its reviewers ended.
   */
  ended?: boolean;
  /**
   * agent: the reviewer was stood down before it started (the run's deadline passed); nothing was asked.
   */
  deferred?: boolean;
  /**
   * merge: the reviewer of each part, in the order of from (null: a part of no one reviewer).
   */
  reviewers?: (string | null)[];
  /**
   * When the attempt started (ISO 8601, UTC).
   */
  startedAt: string;
  durationMs: number;
}

/**
 * commit.json: the review's findings.json and coverage.json as proofgate last wrote them together (review run, review merge), by the SHA-256 of their bytes. Written before both, as they will be: a gate that finds either file otherwise knows that commit never finished, or that the file was changed since. Written by proofgate.
 */
export interface ReviewCommit {
  schema: "proofgate/review-commit/1";
  scopeSha256: string;
  /**
   * The attempt whose merge wrote the two files (attempts/N/).
   */
  attempt: number;
  /**
   * The SHA-256 of findings.json as written.
   */
  findings: string;
  /**
   * The SHA-256 of coverage.json as written.
   */
  coverage: string;
}

/**
 * coverage.json: what became of every selected file, and why the review stopped.
 */
export interface ReviewCoverage {
  schema: "bmad-plus/review-coverage/1";
  scopeSha256: string;
  /**
   * proofgate extension: the one reviewer of the scope whose part this is (a run of some units for that reviewer only, `review run --unit U --reviewer R`, a matrix job of units × reviewers). proofgate writes it after the run, never the agent; absent from a part that plays every reviewer and from the review's own coverage.json.
   */
  reviewer?: string;
  /**
   * @maxItems 100000
   */
  items: {
    path: string;
    outcome: "completed" | "failed" | "waived";
    /**
     * Required (non-empty) for waived; why it failed for failed.
     */
    reason?: string;
    unit?: string;
    /**
     * proofgate extension: in the review's own coverage.json, the stop of the part of no one reviewer this outcome came from, which said it stopped yet accounted for every file it was asked: the file is not vouched for until a later part accounts for it again. proofgate writes it, never the agent (a part's own is dropped).
     */
    stopped?: "budget" | "time-limit" | "failure-streak" | "interrupted";
  }[];
  /**
   * Attempts per unit, oldest first; three failed in a row abandon the unit for this review. In the review's own coverage.json one entry per unit and reviewer, each reviewer's attempts in the order its parts were folded.
   */
  units?: {
    id: string;
    /**
     * proofgate extension: in the review's own coverage.json, the reviewer whose attempts these are (absent: a run that played every reviewer), so each reviewer's streak is judged on its own whatever order the parts were folded in. proofgate writes it, never the agent (a part's own is dropped).
     */
    reviewer?: string;
    /**
     * @maxItems 100
     */
    attempts: ("completed" | "failed")[];
  }[];
  run?: {
    stop: "completed" | "budget" | "time-limit" | "failure-streak" | "interrupted";
    note?: string;
    agent?: string;
    model?: string;
    /**
     * proofgate extension: a reviewer with a shell says whether it could run what it needed. Missing, false or unknown from such a reviewer: it returned without measuring (the ledger's unmeasured).
     */
    execution?: {
      /**
       * Whether it could run commands; unknown counts as false.
       */
      available: true | false | "unknown";
      /**
       * Every command it actually ran (never what it planned).
       *
       * @maxItems 200
       */
      ran: string[];
      /**
       * Every command it needed and could not run, with the error it got (a command that ran and failed is a measurement, not a refusal).
       *
       * @maxItems 200
       */
      refused: string[];
    };
  };
}

export type Text = string;

/**
 * findings.json: what the reviewers found, each finding quoting the code word for word. Closed vocabularies: an unknown value is an error, never coerced. The fields marked proofgate extension are optional additions to the seed's format: a file without them is valid, and a reader that does not know them can ignore them.
 */
export interface ReviewFindings {
  schema: "bmad-plus/review-findings/1";
  scopeSha256: string;
  /**
   * @maxItems 20000
   */
  findings: Finding[];
}
export interface Finding {
  id: string;
  /**
   * A selected file of the sealed scope, byte-equal.
   */
  path: string;
  /**
   * Whole consecutive lines of the head version, quoted word for word (whitespace may differ).
   */
  existing_code: string;
  /**
   * What is wrong.
   */
  content: string;
  category:
    | "correctness"
    | "security"
    | "data-loss"
    | "concurrency"
    | "performance"
    | "error-handling"
    | "compatibility"
    | "maintainability"
    | "testing"
    | "documentation";
  severity: "critical" | "high" | "medium" | "low";
  confidence: "high" | "medium" | "low";
  /**
   * confirmed and unresolved are open; refuted keeps its quoted ground.
   */
  disposition: "confirmed" | "refuted" | "unresolved";
  /**
   * Why it is true (required when confirmed).
   */
  evidence?: string;
  /**
   * Why it does not hold (for refuted findings).
   */
  refutation?: string;
  trigger?: Text;
  consequence?: Text;
  fix?: Text;
  /**
   * The replacement for the quoted lines, whole lines, indentation included (empty: delete them). Offered as a committable suggestion only where the quote is located and every quoted line is on the diff.
   */
  suggestion?: string;
  unit?: string;
  /**
   * The pass that found it (a refutation keeps the pass, reviewer and basis of the finding it judges).
   */
  pass?: "survey" | "blind" | "edge-case" | "verification-gap" | "refutation";
  /**
   * The rule it answers: one of the rules that apply to its path.
   */
  rule?: string;
  /**
   * proofgate extension: the reviewer that found it, one of the scope's reviewers.
   */
  reviewer?: string;
  /**
   * proofgate extension, written by proofgate's merge: the other reviewers that reported the same finding (identity and disposition). A rerun of one of them leaves it standing while another still reports it.
   *
   * @maxItems 64
   */
  alsoBy?: string[];
  /**
   * proofgate extension: how the reviewer established it. executed: by running something (named in ran; needs a reviewer with a shell); read: by inspecting code, tests or search results without running them; reasoned: inferred without a measurement. Absent reads as unstated.
   */
  basis?: "executed" | "read" | "reasoned" | "unstated";
  /**
   * proofgate extension: what was run to establish an executed finding (the test, script or probe), so that a reader can run it again.
   */
  ran?: string;
  /**
   * proofgate extension: the words of the intent (the spec or pull request body) that the change does not do, quoted word for word.
   */
  claim?: string;
}

/**
 * ledger.json: what became of every reviewer the scope dispatched, derived by proofgate from the attempts (never read back as evidence). The review is complete only when every reviewer returned and measured.
 */
export interface ReviewLedger {
  schema: "proofgate/review-ledger/1";
  scopeSha256: string;
  /**
   * Every reviewer is returned: none outstanding, unmeasured, deferred or failed.
   */
  complete: boolean;
  /**
   * Every reviewer of the scope, in dispatch order, each in exactly one state.
   */
  reviewers: {
    id: string;
    /**
     * returned: its part is in hand and covers every file it was asked, completed (a file it waived only once a person acknowledged it); outstanding: no terminal state yet (never started, or started and quiet; a run that played every reviewer is none's own); unmeasured: returned without reading what it had to (a file not completed, a file it waived that no person acknowledged, or a reviewer with a shell that could not run what it needed); deferred: stood down before it started (the run's deadline, or a run that was stopped); failed: ended with an error proofgate observed.
     */
    state: "returned" | "outstanding" | "unmeasured" | "deferred" | "failed";
    /**
     * Why the state is not returned.
     */
    reason?: string;
    /**
     * Its attempts, oldest first.
     */
    attempts: {
      attempt: number;
      outcome: "returned" | "failed" | "unfinished" | "deferred";
      startedAt?: string;
      durationMs?: number;
      reasons?: string[];
    }[];
    files: {
      /**
       * Selected files it must account for.
       */
      asked: number;
      /**
       * Of those, completed (or waived with a reason) in its returned parts.
       */
      completed: number;
      /**
       * Of those accounted for, the files it waived rather than reviewed: each waits for a person at the gate, named with this reviewer, whatever another reviewer did.
       */
      waived?: number;
    };
    /**
     * Findings in its returned parts.
     */
    findings: number;
    /**
     * The time of its attempts together.
     */
    durationMs?: number;
  }[];
}

/**
 * A project's own reviewers (_bmad/review-reviewers.yaml, read from the base commit by a scope): each a prompt in _bmad/ with the triggers that dispatch it. They join the built-in reviewers; a built-in id cannot be reused.
 */
export interface ReviewReviewers {
  schema: "proofgate/review-reviewers/1";
  /**
   * @minItems 1
   * @maxItems 20
   */
  reviewers: {
    id: string;
    title: string;
    /**
     * Path of the reviewer's prompt (Markdown), inside _bmad/, at most 64 KB.
     */
    doc: string;
    /**
     * Dispatched for every change, at every effort.
     */
    always?: boolean;
    /**
     * Dispatched when a selected file matches one of them.
     *
     * @minItems 1
     * @maxItems 50
     */
    globs?: string[];
    /**
     * Dispatched when a selected file gets one of these rules.
     *
     * @minItems 1
     * @maxItems 50
     */
    rules?: string[];
    /**
     * Dispatched when the change has at least this many changed lines.
     */
    minChangedLines?: number;
    /**
     * It may run commands; only then can its findings be executed (default false).
     */
    shell?: boolean;
    /**
     * diff: it gets the diff and nothing else; repository (default): the diff and the code at the head.
     */
    context?: "diff" | "repository";
  }[];
}

/**
 * A control a rule relates to, FRAMEWORK:CONTROL: ISO27001:A.8.5, SOC2:CC6.1, GDPR:Art.32, NIS2:Art.21(2)(d).
 */
export type Control = string;

/**
 * A project's review rules (_bmad/review-rules.yaml): adds, replaces or disables built-in rules, and enables rule packs.
 */
export interface ReviewRules {
  schema: "bmad-plus/review-rules/1";
  /**
   * Rule packs to enable. shield: six compliance rules (shield-access-control, shield-personal-data, shield-cryptography, shield-logging, shield-ai-integrations, shield-change-and-supply-chain), each naming its controls; replaced by id or disabled like a built-in rule.
   *
   * @maxItems 10
   */
  packs?: "shield"[];
  /**
   * @maxItems 200
   */
  rules?: {
    id: string;
    title: string;
    group?: string;
    /**
     * @minItems 1
     * @maxItems 50
     */
    globs: string[];
    /**
     * Path of the rule's Markdown document, inside _bmad/, at most 64 KB.
     */
    doc: string;
    /**
     * Compliance controls the rule relates to: shown beside its findings in the summary and SARIF.
     *
     * @maxItems 50
     */
    controls?: Control[];
  }[];
  /**
   * @maxItems 200
   */
  disable?: string[];
}

export type Sha256 = string;
export type Sha = string;
export type Effort = "low" | "medium" | "high";
export type Pass = "blind" | "edge-case" | "verification-gap";
export type Count = number;
/**
 * Why a reviewer was selected: one trigger that holds for the change.
 */
export type ReviewerReason =
  | {
      trigger: "floor" | "always";
      effort: Effort;
    }
  | {
      trigger: "glob";
      /**
       * The first selected file that matches.
       */
      path: string;
      glob: string;
      /**
       * How many selected files match.
       */
      files: number;
    }
  | {
      trigger: "rule";
      /**
       * The first selected file that gets the rule.
       */
      path: string;
      rule: string;
      /**
       * How many selected files get it.
       */
      files: number;
    }
  | {
      trigger: "changed-lines";
      lines: Count;
      min: Count;
    }
  | {
      trigger: "intent";
    };

/**
 * scope.json: what a review must cover, sealed by scopeSha256 (SHA-256 of the canonical JSON of every field but id, scopeSha256 and request).
 */
export interface ReviewScope {
  schema: "bmad-plus/review-scope/1";
  /**
   * The review id: the name of the folder that holds the evidence.
   */
  id: string;
  scopeSha256: Sha256;
  /**
   * The refs as the user named them (not sealed: the SHAs in refs are).
   */
  request: {
    base: string;
    head: string;
  };
  refs: {
    baseSha: Sha;
    headSha: Sha;
    mergeBase: Sha;
    /**
     * true: the head is the working tree (untracked files included) on top of headSha.
     */
    workspace: boolean;
  };
  effort: Effort;
  patterns: {
    include: string[];
    exclude: string[];
  };
  ruleSet: {
    /**
     * "built-in", or the project's rules file.
     */
    source: string;
    sha256: Sha256;
    rules: string[];
    /**
     * The compliance controls each rule relates to, for the rules that name any (e.g. the Shield pack's).
     */
    controls?: {
      [k: string]: string[];
    };
  };
  plan: {
    effort: Effort;
    /**
     * @minItems 1
     * @maxItems 3
     */
    passes: Pass[];
    refutation: boolean;
    /**
     * 150 changed lines or more: survey the change before reading it.
     */
    survey: boolean;
    /**
     * 400 changed lines or more in several units: review units in parallel.
     */
    parallel: boolean;
  };
  totals: {
    files: Count;
    changedLines: Count;
    units: Count;
    excluded: Count;
  };
  /**
   * Selected files, byte-sorted by path.
   */
  files: {
    path: string;
    /**
     * The old path of a renamed file.
     */
    from?: string;
    status: "added" | "modified" | "renamed" | "mode-changed" | "type-changed";
    /**
     * Only a file can be quoted by a finding.
     */
    kind: "file" | "symlink" | "submodule";
    /**
     * The object id of the head version (for a submodule, its commit).
     */
    blob: string;
    /**
     * The mode git records for the head version, as sealed (in a working-tree scope the tree's when sealed): 100644 or 100755 (executable) for a file, 120000 for a symbolic link, 160000 for a submodule. The diff an agent reads shows it, and a tree whose mode differs is not the sealed one.
     */
    mode: "100644" | "100755" | "120000" | "160000";
    added: Count;
    deleted: Count;
    unit: string;
    rules: string[];
    /**
     * For a renamed file: the action metadata, CI or build file that names its new path as code to run (a rename shows an agent no changed line). A person must look at it.
     */
    runBy?: string;
    /**
     * For a symbolic link: it leads out of the repository, or (directly or through other links) to a path the review leaves out by its name (built or vendored, an --exclude pattern, outside --include), or to a folder that holds such a path, a secret, a submodule or such a link. An agent is shown only the target's name: a person must look at where it leads.
     */
    unreviewedTarget?: true;
    /**
     * How many lines the change adds to this file that no finding can quote: longer than a quote may be (20,000 characters) even with whitespace normalised. A person must look at it.
     */
    longLines?: number;
    /**
     * For a policy file the change adds where a forge reads it (CODEOWNERS at the root, in docs/, .github/, .gitlab/, .gitea/ or .forgejo/): the base's policy file a forge reads after it, which it then replaces (GitHub reads .github/, the root, then docs/; GitLab and Gitea the root, docs/, then their own folder; .forgejo/ in no known order). A person must look at it.
     */
    replacesPolicy?: string;
    /**
     * For a renamed file whose old path the review leaves out by its name (built or vendored, an --exclude pattern, outside --include): no review was shown its content, so its diff shows the whole file and its lines count as added.
     */
    shownWhole?: true;
  }[];
  excluded: {
    path: string;
    /**
     * The old path of a rename, or of a move git pairs only below its default similarity (down to 1%): the file it was, which decides as a rename's old path does.
     */
    from?: string;
    reason: "secret" | "binary" | "deleted" | "generated-or-vendored" | "excluded-by-pattern" | "not-included";
    /**
     * The excluded file is a symbolic link (a `.env` that is one is no dotenv file: a person must look).
     */
    link?: true;
    /**
     * The excluded path is a submodule the change adds or points elsewhere (a gitlink): the commit it names is code of another repository, which no pattern takes out of a person's sight.
     */
    submodule?: true;
    /**
     * A secret-named file added by a change past git's rename limit (over 1000 × 1000 unpaired added and deleted files), where no move is paired: it may be a reviewed file moved here, so a person must look.
     */
    unpaired?: true;
    /**
     * For a generated, vendored, deleted or secret-named file: the action.yml or action.yaml (of the head, the base or the merge base) whose runs names it, or the action metadata or CI file whose commands name it whole. A person must look at it.
     */
    runBy?: string;
    /**
     * In a scope that selects no file: the reviewers (in catalog order) whose trigger (a glob, or a rule the base gives it) the path this entry removes matches (a deleted file, or a rename's old name). No reviewer runs on a change with no selected file, and deleting a guard changes security code as editing it does: a person must look at it.
     *
     * @minItems 1
     */
    reviewers?: string[];
  }[];
  /**
   * Changed paths (selected or excluded) that are, or were renamed from, the review's own configuration at the base: its files, its rules' documents, its project reviewers' documents. Their edit applies after merge; their removal needs a person.
   */
  config?: string[];
  /**
   * What the change says it does (a spec file, or the pull request's description), kept as intent.md beside scope.json: the spec-compliance reviewer checks the change against it, and a finding's claim must quote it.
   */
  intent?: {
    source: string;
    sha256: Sha256;
    bytes: Count;
  };
  /**
   * each: every reviewer is its own agent run (its own prompt and context; a ledger records what became of each); one: a single agent run plays every reviewer.
   */
  dispatch: "each" | "one";
  /**
   * The reviewers dispatched for this change (floor ∪ diff-triggered ∪ project), in dispatch order, each with why it applies. Each is its own agent run; the ledger records what became of each.
   */
  reviewers: {
    id: string;
    title: string;
    origin: "builtin" | "project";
    /**
     * diff: the reviewer gets the diff and nothing else.
     */
    context: "diff" | "repository";
    /**
     * It may run commands (its definition holds a shell, the scope was sealed with --shell, each reviewer its own run): only its findings can be executed.
     */
    shell: boolean;
    /**
     * The review layer it is, when it is one.
     */
    pass?: "blind" | "edge-case" | "verification-gap";
    /**
     * SHA-256 of its prompt document.
     */
    docSha256: string;
    /**
     * @minItems 1
     */
    why: ReviewerReason[];
  }[];
  units: {
    id: string;
    /**
     * @minItems 1
     * @maxItems 8
     */
    files: string[];
    changedLines: Count;
  }[];
}

/**
 * The verdict JSON of `proofgate test-review` (stdout with --json, the --json FILE, the action's `json` output): a review verdict, a skip, or a prompt-only dry run. Keys follow the tea-test-review verdict so that consumers of either read both.
 */
export type TestReviewVerdict = TestReviewResult | TestReviewSkip | TestReviewPromptOnly;
export type PathList = string[];
export type MaybeString = string | null;
export type VerdictGateOn = "introduced" | "all";
export type SeverityCount = number;
export type VerdictRecommendation = "Approve" | "Approve with Comments" | "Request Changes" | "Block";
export type VerdictContextBasis = "none" | "pr_diff" | "pr_diff_truncated";
/**
 * Test files the change removes: deleted, turned into a link or a submodule, or renamed to a name that is no longer a test (a disabled test is a deleted one). Removed coverage, reported; the review set cannot show it.
 */
export type RemovedTests = {
  path: string;
  renamedTo?: string;
}[];
/**
 * Changed files named like secrets (.env, keys, credentials): never listed for the agent and never read; a person must look at them.
 */
export type WithheldFiles = string[];
/**
 * Review-set files that hold no text an agent can read, in git or (with --files) in the work tree (a link or a submodule, not UTF-8 text such as UTF-16, over 16 MiB, a Git LFS pointer below a filter, or checked out as other bytes): the agent was asked about them, a person must check them.
 */
export type UnreadableFiles = string[];

export interface TestReviewResult {
  report: string;
  files: PathList;
  agent: string;
  model: MaybeString;
  reviewMode: "pr" | "full-file";
  gateOn: VerdictGateOn;
  gatingQualityScore: number;
  gatingViolations: SeverityCounts;
  recommendation: VerdictRecommendation;
  rawQualityScore: number;
  qualityScore: number;
  scoreCap: 69 | 79 | 89 | 99 | 100;
  scoreOverrideRule: string;
  verdictRule: string;
  violations: SeverityCounts;
  findings: VerdictFinding[];
  reviewProvenance: VerdictProvenance;
  reviewedFiles: PathList;
  contextBasis: VerdictContextBasis;
  contextFiles: PathList;
  contextWaiversApplied: 0;
  keyStrengths: string[];
  keyWeaknesses: string[];
  /**
   * @maxItems 10
   */
  advisoryObservations: string[];
  executionMode?: "agent-team" | "subagent" | "sequential";
  excludedFiles?: PathList;
  preExistingFindingsCut?: SeverityCount;
  reportedQualityScore?: number;
  reportedRecommendation?: VerdictRecommendation;
  unscorableTestArtifacts?: PathList;
  removedTests?: RemovedTests;
  withheldFiles?: WithheldFiles;
  unreadableFiles?: UnreadableFiles;
  gateFailures?: string[];
  /**
   * The gate failures are waived: written only beside gateFailures, with waiveReason and waiveUntil (a reader checks the expiry again)
   */
  waived?: true;
  waiveReason?: string;
  waiveUntil?: string;
}
export interface SeverityCounts {
  critical: SeverityCount;
  high: SeverityCount;
  medium: SeverityCount;
  low: SeverityCount;
}
export interface VerdictFinding {
  criterion_id: string;
  severity: "Critical" | "High" | "Medium" | "Low";
  path: MaybeString;
  line: number | null;
  provenance: "introduced" | "modified" | "pre_existing" | "unknown";
  changed_line_evidence?: {
    fileStatus: "added" | "modified" | "unknown";
    changed: boolean;
    ranges: ChangedRange[];
    symptomLine: number | null;
    reason: string;
  };
  deduction: number;
  verdict_impact: boolean;
  row: string;
  file: MaybeString;
  section: string;
  title: string;
}
export interface ChangedRange {
  start: number;
  end: number;
  provenance: "introduced" | "modified";
}
/**
 * Where the verdict came from; unknown values are null and `sources` says why.
 */
export interface VerdictProvenance {
  /**
   * The proofgate version that produced the verdict (key kept for compatibility).
   */
  teaCliVersion: string;
  skillRubricVersion: MaybeString;
  modelIdentifier: MaybeString;
  baseSha: MaybeString;
  headSha: MaybeString;
  triggerComment: MaybeString;
  workflowRun: MaybeString;
  gateMode: VerdictGateOn;
  sources: {
    [k: string]: string;
  };
}
export interface TestReviewSkip {
  skipped: true;
  reason: string;
  recommendation: null;
  qualityScore: null;
  /**
   * @maxItems 0
   */
  files: unknown[];
  contextBasis: VerdictContextBasis;
  contextFiles: PathList;
  gateOn: VerdictGateOn;
  reviewProvenance: VerdictProvenance;
  deletedFiles?: PathList;
  unscorableTestArtifacts?: PathList;
  removedTests?: RemovedTests;
  withheldFiles?: WithheldFiles;
  gateFailures?: string[];
  /**
   * The gate failures are waived: written only beside gateFailures, with waiveReason and waiveUntil (a reader checks the expiry again)
   */
  waived?: true;
  waiveReason?: string;
  waiveUntil?: string;
}
export interface TestReviewPromptOnly {
  promptOnly: true;
  files: PathList;
  contextFiles: PathList;
  contextBasis: VerdictContextBasis;
  unscorableTestArtifacts: PathList;
  removedTests?: RemovedTests;
  withheldFiles?: WithheldFiles;
  unreadableFiles?: UnreadableFiles;
}

/**
 * The `uat` block of _bmad/config.yaml; a missing block means advisory with the defaults.
 */
export interface UatConfig {
  mode?: "advisory" | "gate" | "off";
  granularity?: "delivery";
  environment?: {
    name?: string;
    url?: string;
  };
  page_budget?: {
    steps?: number;
    minutes?: number;
  };
  dir?: string;
}

/**
 * An ISO 8601 (RFC 3339) time with its offset, e.g. 2026-11-29T10:00:00.000Z: runs are ordered by the instant it names, never by its text.
 */
export type RunTime = string;

/**
 * What a tester answered on a recipe page (results/<ID>/<runId>.json); the page's export is exactly this document.
 */
export interface UatRun {
  /**
   * 2 records the code the run tested (`code`); 1 (before runs were bound to code) is read, never gated as a pass inside a git repository.
   */
  schema: "bmad-plus/uat-run/1" | "bmad-plus/uat-run/2";
  /**
   * The commit and tree of the checkout `uat serve` served or `uat build` built the page from (read from git): the code the tester ran. Required by format 2, absent from 1.
   */
  code?: {
    commit: string;
    tree: string;
    /**
     * The tree without the uat folder: the code alone, matched when the commit is not in the clone (a squash or rebase merge). Absent when the uat folder is the top folder.
     */
    outside?: string;
  };
  specId: string;
  specVersion: string;
  /**
   * The SHA-256 of the spec revision the page was built from.
   */
  specSha256: string;
  runId: string;
  /**
   * Empty when the tester gave no name (an unsigned run).
   */
  tester: string;
  lang: string;
  startedAt: RunTime;
  updatedAt: RunTime;
  /**
   * Set when the tester pressed Finish; null while the run is going on.
   */
  finishedAt: string | null;
  /**
   * Increases at every change: the copy with the higher revision wins.
   */
  revision: number;
  /**
   * @maxItems 4000
   */
  answers: {
    expect: string;
    status: "pass" | "fail" | "blocked" | "skip" | null;
    note: string;
    at?: RunTime;
  }[];
}

export type ShortId = string;

/**
 * A human acceptance recipe (_bmad-output/uat/specs/<ID>.json): one real sequence of steps a person plays on screen.
 */
export interface UatSpec {
  schema: "bmad-plus/uat-spec/2";
  /**
   * Must match the file name specs/<id>.json.
   */
  id: string;
  /**
   * The product version the recipe accepts (compared with package.json by `uat spec-present`).
   */
  version: string;
  title: string;
  environment: {
    name: string;
    url: string;
  };
  /**
   * What the tester should know before starting (shown on the first screen).
   */
  testerNote?: string;
  /**
   * Estimated duration; checked against the page budget.
   */
  minutes?: number;
  /**
   * @maxItems 50
   */
  witnesses: {
    id: ShortId;
    /**
     * What the test relies on, e.g. a test customer account.
     */
    thing: string;
    check: Check;
  }[];
  /**
   * @minItems 1
   * @maxItems 200
   */
  steps: {
    id: ShortId;
    /**
     * The screen or page the step happens on.
     */
    where: string;
    /**
     * One gesture per line.
     *
     * @minItems 1
     * @maxItems 20
     */
    do: string[];
    /**
     * @minItems 1
     * @maxItems 20
     */
    expect: {
      id: ShortId;
      /**
       * One verifiable fact.
       */
      text: string;
    }[];
    /**
     * The on-screen labels the step uses, word for word as in the code.
     *
     * @maxItems 50
     */
    labels: string[];
    /**
     * true when the step persists something for real; then `verify` is required.
     */
    writes?: boolean;
    verify?: Check;
  }[];
}
/**
 * A read-only check: `sql` and `manual` are run and recorded by a person; `http` (GET or HEAD) and `command` (argv, no shell) by `uat verify`. Each kind needs its field (sql: query, manual: instructions, http: url, command: argv); `uat lint` checks it.
 */
export interface Check {
  kind: "sql" | "http" | "command" | "manual";
  /**
   * sql: the read-only query.
   */
  query?: string;
  /**
   * manual: what the person checks.
   */
  instructions?: string;
  /**
   * http: the URL to request.
   */
  url?: string;
  /**
   * http: GET (default) or HEAD; nothing that writes.
   */
  method?: "GET" | "HEAD";
  /**
   * command: program and arguments, run without a shell.
   *
   * @minItems 1
   * @maxItems 50
   */
  argv?: string[];
  /**
   * http: the expected status (default 200).
   */
  expectStatus?: number;
  /**
   * command: the expected exit code (default 0).
   */
  expectExit?: number;
  /**
   * http/command: text the body or stdout must contain.
   */
  contains?: string;
  /**
   * sql/manual: what the result must show.
   */
  expect?: string;
  /**
   * http/command: give up after this long (default 10000).
   */
  timeoutMs?: number;
}

/**
 * An ISO 8601 (RFC 3339) time with its offset: the latest check is chosen by the instant it names, never by its text.
 */
export type CheckTime = string;

/**
 * The triage of one run (triage/<ID>.json): a class and a decision per failed, blocked or skipped expectation, and the read-only write checks of passed writing steps.
 */
export interface UatTriage {
  schema: "bmad-plus/uat-triage/1";
  specId: string;
  /**
   * The run this triage answers; a triage of another run counts for nothing.
   */
  runId: string;
  /**
   * @maxItems 4000
   */
  items: {
    expect: string;
    class: "product" | "recipe" | "data" | "undecided";
    decision: "fix" | "amend-spec" | "remeasure" | "accept-risk" | "ask-tester";
    /**
     * Required with accept-risk: the person who accepts it.
     */
    owner?: string;
    /**
     * Required with accept-risk: which risk is accepted and why.
     */
    note?: string;
  }[];
  /**
   * @maxItems 1000
   */
  writeChecks: {
    step: string;
    kind: "sql" | "http" | "command" | "manual";
    ok: boolean;
    at: CheckTime;
    /**
     * `proofgate uat verify`, or the person who ran an sql or manual check.
     */
    by: string;
    detail?: string;
  }[];
}
