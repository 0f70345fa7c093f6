// Generated from src/schemas/*.schema.json by scripts/gen-types.mjs. Do not edit.

/**
 * coverage.json: what became of every selected file, and why the review stopped.
 */
export interface ReviewCoverage {
  schema: "bmad-plus/review-coverage/1";
  scopeSha256: string;
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
  }[];
  /**
   * Attempts per unit, oldest first; three failed in a row abandon the unit for this review.
   */
  units?: {
    id: string;
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
  };
}

export type Text = string;

/**
 * findings.json: what the reviewer found, each finding quoting the code word for word. Closed vocabularies: an unknown value is an error, never coerced.
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
  unit?: string;
  pass?: "survey" | "blind" | "edge-case" | "verification-gap" | "refutation";
  rule?: string;
}

/**
 * A project's review rules (_bmad/review-rules.yaml): adds, replaces or disables built-in rules.
 */
export interface ReviewRules {
  schema: "bmad-plus/review-rules/1";
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
    added: Count;
    deleted: Count;
    unit: string;
    rules: string[];
  }[];
  excluded: {
    path: string;
    reason: "secret" | "binary" | "deleted" | "generated-or-vendored" | "excluded-by-pattern" | "not-included";
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
