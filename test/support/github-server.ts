// A local stand-in for api.github.com: the endpoints proofgate publishes
// through, with state, faults on demand, and every request checked against
// GitHub's OpenAPI description plus the limits GitHub enforces beyond it.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { spawnSync } from 'node:child_process';
import { findOperation, openApi, validateRequest } from './openapi.js';
import { graphqlRequest } from './graphql.js';

export interface Identity {
  login: string;
  type: 'User' | 'Bot';
}

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
  operation?: string;
  status: number;
  authorization?: string;
}

export interface Violation {
  method: string;
  path: string;
  operation?: string;
  problems: string[];
}

export interface CheckRun {
  id: number;
  name: string;
  head_sha: string;
  external_id: string;
  status: string;
  conclusion: string | null;
  details_url?: string;
  /** Set by GitHub: a job's page for the check run GitHub Actions posts for a job (`…/actions/runs/RUN/job/ID`). */
  html_url?: string;
  started_at: string | null;
  completed_at: string | null;
  output: { title: string | null; summary: string | null; text: string | null; annotations_count: number };
  annotations: Array<Record<string, unknown>>;
}

/**
 * A check run as GitHub answers it: its annotations are a list of their own (`GET …/annotations`),
 * never in the run's body. Sending them back with every update made a review of 5,000 findings
 * serialise, and the bundle parse, 250,000 annotations over its 100 batches.
 */
function served(run: CheckRun): Omit<CheckRun, 'annotations'> {
  const { annotations, ...rest } = run;
  void annotations;
  return rest;
}

/** A check run another workflow left on `head` (the tests gate reads it), put straight into the server. */
export function seedCheckRun(
  server: GitHubServer,
  id: number,
  name: string,
  head: string,
  status: string,
  conclusion: string | null,
  html_url?: string,
): void {
  server.checkRuns.push({
    id,
    name,
    head_sha: head,
    external_id: '',
    status,
    conclusion,
    ...(html_url ? { html_url } : {}),
    started_at: null,
    completed_at: null,
    output: { title: null, summary: null, text: null, annotations_count: 0 },
    annotations: [],
  });
}

/** A commit status (`POST /repos/{owner}/{repo}/statuses/{sha}`), newest last. */
export interface CommitStatus {
  id: number;
  sha: string;
  context: string;
  state: 'error' | 'failure' | 'pending' | 'success';
  target_url: string | null;
}

export interface IssueComment {
  id: number;
  issue_number: number;
  body: string;
  user: Identity;
  created_at: string;
  updated_at: string;
}

export interface Review {
  id: number;
  node_id: string;
  pull_number: number;
  user: Identity;
  body: string;
  state: 'COMMENTED' | 'CHANGES_REQUESTED' | 'APPROVED' | 'DISMISSED' | 'PENDING';
  commit_id: string;
  submitted_at: string;
}

export interface ReviewComment {
  id: number;
  node_id: string;
  pull_number: number;
  pull_request_review_id: number | null;
  path: string;
  /** null once GitHub no longer places it on the pull request's diff (outdated: a push moved its lines, a force-push dropped its commit). */
  line: number | null;
  start_line: number | null;
  side: 'RIGHT' | 'LEFT';
  commit_id: string;
  body: string;
  user: Identity;
  in_reply_to_id?: number;
  created_at: string;
}

export type Fault =
  | { kind: 'status'; status: number }
  | { kind: 'read-only' }
  | { kind: 'secondary-rate-limit'; retryAfter: number }
  | { kind: 'drop' }
  /** Does the work, then drops the connection before answering: the client cannot tell it happened. */
  | { kind: 'drop-after' }
  /** Accepts the request and never answers. */
  | { kind: 'hang' };

/** Who the token is: a person (PAT; GET /user answers) or the job's app token (GET /user is 403). */
export type TokenKind = { pat: Identity } | 'app';

const APP_BOT: Identity = { login: 'github-actions[bot]', type: 'Bot' };
// Limits GitHub applies that the published schema does not carry (or we must not depend on it carrying).
const MAX_ANNOTATIONS = 50;
const MAX_OUTPUT_BYTES = 65535;
const MAX_COMMENT_BYTES = 65536;
const MAX_ANNOTATION_TITLE = 255;
const MAX_ANNOTATION_BYTES = 65535;

/**
 * A name on a `---`/`+++` line as git writes it: bare, or C-quoted when it holds a control
 * character, a quote or a backslash (core.quotePath=false: other non-ASCII text stays as is, so
 * every escape is one ASCII character), with a tab after it when it holds a space.
 */
function patchName(field: string): string {
  const name = field.endsWith('\t') ? field.slice(0, -1) : field;
  if (!name.startsWith('"')) return name;
  const escapes: Record<string, string> = { a: '\x07', b: '\b', t: '\t', n: '\n', v: '\v', f: '\f', r: '\r' };
  return name
    .slice(1, -1)
    .replace(/\\([0-7]{3}|[^])/g, (_, e: string) => (e.length === 3 ? String.fromCharCode(parseInt(e, 8)) : (escapes[e] ?? e)));
}

/**
 * Head-side line ranges per path of the pull request's diff, as GitHub computes it: git's lines
 * end at `\n` alone, and each hunk is read by its header's counts, so no line of a file (one
 * holding a CR or U+2028 and a forged header, one starting `++`) is taken for a header.
 */
function pullDiff(repo: string, base: string, head: string): Map<string, { start: number; end: number }[]> {
  // Two commits named by their ids: the answer for one repository never changes, so a run posting
  // dozens of reviews asks git (a process forked from this large one) once.
  if (![base, head].every((c) => /^[0-9a-f]{40}$/.test(c))) return readPullDiff(repo, base, head);
  const key = `${repo}\0${base}\0${head}`;
  let diff = pullDiffs.get(key);
  if (!diff) pullDiffs.set(key, (diff = readPullDiff(repo, base, head)));
  return diff;
}
const pullDiffs = new Map<string, Map<string, { start: number; end: number }[]>>();

function readPullDiff(repo: string, base: string, head: string): Map<string, { start: number; end: number }[]> {
  const out = new Map<string, { start: number; end: number }[]>();
  // `base...head`: from their merge base (git's choice, as `git merge-base` makes it) to head, in one process.
  const lines = spawnSync(
    'git',
    [
      '-C',
      repo,
      '-c',
      'core.quotePath=false',
      'diff',
      '-M',
      '-U3',
      '--no-color',
      '--src-prefix=a/',
      '--dst-prefix=b/',
      `${base}...${head}`,
      '--',
    ],
    { encoding: 'utf8' },
  ).stdout.split('\n');
  let path = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.startsWith('diff --git ')) path = '';
    else if (line.startsWith('+++ ')) path = patchName(line.slice(4)).replace(/^b\//, '');
    const m = /^@@ -\d+(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/.exec(line);
    if (!m) continue;
    const start = Number(m[2]);
    let [old, neu] = [m[1] === undefined ? 1 : Number(m[1]), m[3] === undefined ? 1 : Number(m[3])];
    if (neu > 0) out.set(path, [...(out.get(path) ?? []), { start, end: start + neu - 1 }]);
    // The hunk's own lines, by its counts: none of them is read as a header.
    while (old > 0 || neu > 0) {
      const l = lines[++i] ?? '';
      if (l.startsWith('\\')) continue; // \ No newline at end of file
      if (l[0] !== '+') old--;
      if (l[0] !== '-') neu--;
    }
  }
  return out;
}

export interface GitHubServer {
  url: string;
  requests: RecordedRequest[];
  violations: Violation[];
  checkRuns: CheckRun[];
  statuses: CommitStatus[];
  comments: IssueComment[];
  reviews: Review[];
  reviewComments: ReviewComment[];
  /** Root comment ids of resolved review threads. */
  resolvedThreads: Set<number>;
  token: TokenKind;
  /**
   * What `pulls/get` answers for any pull request: its base branch and head commit (unset: the
   * commit of the latest check run, as a run checks the head it was started for). With `repo`
   * and `baseSha`, a review comment must sit on a line of the diff GitHub would show (git's
   * three-dot diff from the merge base, renames found, three lines of context).
   */
  pull: { baseRef: string; headSha?: string; repo?: string; baseSha?: string; author?: string; body?: string | null };
  /** Lines GitHub refuses as if its diff differed from git's (`path:line`): a 422 for the review holding one. */
  refuseLines: Set<string>;
  /** What `repos/get-collaborator-permission-level` answers for a login (`admin`, `write`, `read`, `none`); unset: `read`. */
  permissions: Map<string, string>;
  /** The next `times` requests to `operation` (an operationId such as `checks/create`, or `*`) fail this way. */
  fault(operation: string, fault: Fault, times?: number): void;
  /** Called after each request is handled, with its operationId: what happens on GitHub meanwhile (a push). */
  afterRequest?: (operation: string) => void;
  /** A review comment somebody else (or an earlier run) left. */
  addReviewComment(pullNumber: number, fields: Pick<ReviewComment, 'path' | 'line' | 'body'> & { user: Identity }): ReviewComment;
  /** A comment somebody else (or an earlier run) left. */
  addComment(issueNumber: number, body: string, user: Identity): IssueComment;
  /** Throws, listing them, if any request broke GitHub's description or limits. */
  assertNoViolations(): void;
  close(): Promise<void>;
}

function bytes(s: unknown): number {
  return typeof s === 'string' ? Buffer.byteLength(s) : 0;
}

/** The checks GitHub enforces on a check run's `output` beyond the schema. */
function outputProblems(output: unknown): string[] {
  if (!output || typeof output !== 'object') return [];
  const o = output as Record<string, unknown>;
  const problems: string[] = [];
  for (const f of ['title', 'summary', 'text'])
    if (bytes(o[f]) > MAX_OUTPUT_BYTES) problems.push(`output.${f} is ${bytes(o[f])} bytes, over ${MAX_OUTPUT_BYTES}`);
  const annotations = Array.isArray(o.annotations) ? (o.annotations as Array<Record<string, unknown>>) : [];
  if (annotations.length > MAX_ANNOTATIONS)
    problems.push(`No more than ${MAX_ANNOTATIONS} items are allowed (output.annotations has ${annotations.length})`);
  annotations.forEach((a, i) => {
    if (typeof a.title === 'string' && [...a.title].length > MAX_ANNOTATION_TITLE)
      problems.push(`output.annotations[${i}].title is over ${MAX_ANNOTATION_TITLE} characters`);
    for (const f of ['message', 'raw_details'])
      if (bytes(a[f]) > MAX_ANNOTATION_BYTES) problems.push(`output.annotations[${i}].${f} is over ${MAX_ANNOTATION_BYTES} bytes`);
    if ((a.start_column !== undefined || a.end_column !== undefined) && a.start_line !== a.end_line)
      problems.push(`output.annotations[${i}]: columns are only allowed on a single line`);
    if (typeof a.start_line === 'number' && (a.start_line < 1 || (typeof a.end_line === 'number' && a.end_line < a.start_line)))
      problems.push(`output.annotations[${i}]: invalid line range`);
  });
  return problems;
}

function extraProblems(operation: string, body: unknown): string[] {
  const b = (body ?? {}) as Record<string, unknown>;
  if (operation === 'checks/create' || operation === 'checks/update') return outputProblems(b.output);
  if (
    [
      'issues/create-comment',
      'issues/update-comment',
      'pulls/create-review',
      'pulls/update-review',
      'pulls/create-reply-for-review-comment',
    ].includes(operation)
  ) {
    const problems = bytes(b.body) > MAX_COMMENT_BYTES ? [`body is too long (maximum is ${MAX_COMMENT_BYTES} characters)`] : [];
    for (const [i, c] of ((b.comments as Array<Record<string, unknown>> | undefined) ?? []).entries())
      if (bytes(c.body) > MAX_COMMENT_BYTES) problems.push(`comments[${i}].body is too long (maximum is ${MAX_COMMENT_BYTES} characters)`);
    return problems;
  }
  return [];
}

function send(res: ServerResponse, status: number, data: unknown, headers: Record<string, string> = {}): void {
  const text = data === undefined ? '' : JSON.stringify(data);
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  res.end(text);
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function page<T>(items: T[], query: URLSearchParams): { items: T[]; last: number; at: number; perPage: number } {
  const perPage = Math.min(100, Number(query.get('per_page') ?? 30));
  const at = Number(query.get('page') ?? 1);
  return { items: items.slice((at - 1) * perPage, at * perPage), last: Math.max(1, Math.ceil(items.length / perPage)), at, perPage };
}

export async function startGitHubServer(options: { token?: TokenKind } = {}): Promise<GitHubServer> {
  openApi();
  const faults = new Map<string, Array<{ fault: Fault; left: number }>>();
  let nextId = 1000;
  const now = () => new Date().toISOString().replace(/\.\d+Z$/, 'Z');
  const pullHead = () => server.pull.headSha ?? server.checkRuns.at(-1)?.head_sha ?? 'b'.repeat(40);

  const server: GitHubServer = {
    url: '',
    requests: [],
    violations: [],
    checkRuns: [],
    statuses: [],
    comments: [],
    reviews: [],
    reviewComments: [],
    resolvedThreads: new Set(),
    token: options.token ?? 'app',
    pull: { baseRef: 'main' },
    refuseLines: new Set(),
    permissions: new Map(),
    fault(operation, fault, times = 1) {
      const list = faults.get(operation) ?? [];
      list.push({ fault, left: times });
      faults.set(operation, list);
    },
    addReviewComment(pullNumber, fields) {
      const c: ReviewComment = {
        id: nextId++,
        node_id: `PRRC_${nextId}`,
        pull_number: pullNumber,
        pull_request_review_id: null,
        start_line: null,
        side: 'RIGHT',
        commit_id: pullHead(),
        created_at: now(),
        ...fields,
      };
      server.reviewComments.push(c);
      return c;
    },
    addComment(issueNumber, body, user) {
      const c = { id: nextId++, issue_number: issueNumber, body, user, created_at: now(), updated_at: now() };
      server.comments.push(c);
      return c;
    },
    assertNoViolations() {
      if (server.violations.length === 0) return;
      const lines = server.violations.map((v) => `${v.method} ${v.path} (${v.operation ?? 'no such operation'}): ${v.problems.join('; ')}`);
      throw new Error(`requests GitHub would reject:\n${lines.join('\n')}`);
    },
    close: () =>
      new Promise<void>((resolve) => {
        http.close(() => resolve());
        http.closeAllConnections();
      }),
  };

  function takeFault(operation: string): Fault | undefined {
    for (const key of [operation, '*']) {
      const list = faults.get(key);
      const f = list?.find((x) => x.left > 0);
      if (f) {
        f.left--;
        return f.fault;
      }
    }
    return undefined;
  }

  const author = (): Identity => (server.token === 'app' ? APP_BOT : server.token.pat);
  const unprocessable = (message: string): [number, unknown] => [
    422,
    { message: 'Unprocessable Entity', errors: [message], documentation_url: 'https://docs.github.com/rest', status: '422' },
  ];
  /** One page of `items` in their order, and GitHub's Link header to the next and last pages (other parameters kept). */
  function paged<T>(items: T[], query: URLSearchParams, url: string): { items: T[]; headers: Record<string, string> } {
    const p = page(items, query);
    const link = (n: number, rel: string) => {
      const q = new URLSearchParams(query);
      q.set('per_page', String(p.perPage));
      q.set('page', String(n));
      return `<${url}?${q.toString()}>; rel="${rel}"`;
    };
    const links = p.at < p.last ? [link(p.at + 1, 'next'), link(p.last, 'last')] : [];
    return { items: p.items, headers: links.length ? { link: links.join(', ') } : {} };
  }

  /** One page of `items` (oldest first) with GitHub's Link header. */
  function listed<T extends { id: number }>(items: T[], query: URLSearchParams, url: string): [number, unknown, Record<string, string>] {
    const p = paged(
      [...items].sort((a, b) => a.id - b.id),
      query,
      url,
    );
    return [200, p.items, p.headers];
  }

  function handle(
    operation: string,
    params: Record<string, string>,
    query: URLSearchParams,
    body: Record<string, unknown>,
  ): [number, unknown, Record<string, string>?] {
    const base = `${server.url}/repos/${params.owner}/${params.repo}`;
    switch (operation) {
      case 'users/get-authenticated':
        if (server.token === 'app') return [403, { message: 'Resource not accessible by integration', status: '403' }];
        return [200, { login: server.token.pat.login, type: server.token.pat.type, id: 1 }];
      case 'checks/create': {
        const output = (body.output ?? {}) as Record<string, unknown>;
        const run: CheckRun = {
          id: nextId++,
          name: String(body.name),
          head_sha: String(body.head_sha),
          external_id: (body.external_id as string) ?? '',
          status: body.conclusion ? 'completed' : ((body.status as string) ?? 'queued'),
          conclusion: (body.conclusion as string) ?? null,
          details_url: body.details_url as string | undefined,
          started_at: (body.started_at as string) ?? now(),
          completed_at: body.conclusion ? ((body.completed_at as string) ?? now()) : null,
          output: {
            title: (output.title as string) ?? null,
            summary: (output.summary as string) ?? null,
            text: (output.text as string) ?? null,
            annotations_count: 0,
          },
          annotations: [...((output.annotations as CheckRun['annotations']) ?? [])],
        };
        run.output.annotations_count = run.annotations.length;
        server.checkRuns.push(run);
        return [201, served(run)];
      }
      case 'checks/update': {
        const run = server.checkRuns.find((r) => r.id === Number(params.check_run_id));
        if (!run) return [404, { message: 'Not Found' }];
        for (const f of ['name', 'external_id', 'details_url', 'started_at', 'completed_at'] as const)
          if (body[f] !== undefined) (run as unknown as Record<string, unknown>)[f] = body[f];
        if (body.status !== undefined) run.status = body.status as string;
        if (body.conclusion !== undefined) {
          run.conclusion = body.conclusion as string;
          run.status = 'completed';
          run.completed_at ??= now();
        }
        const output = body.output as Record<string, unknown> | undefined;
        if (output) {
          for (const f of ['title', 'summary', 'text'] as const) if (output[f] !== undefined) run.output[f] = output[f] as string;
          // Each update appends its annotations to those already there.
          run.annotations.push(...((output.annotations as CheckRun['annotations']) ?? []));
          run.output.annotations_count = run.annotations.length;
        }
        return [200, served(run)];
      }
      case 'checks/get': {
        const run = server.checkRuns.find((r) => r.id === Number(params.check_run_id));
        return run ? [200, served(run)] : [404, { message: 'Not Found' }];
      }
      case 'checks/list-for-ref': {
        let runs = server.checkRuns.filter((r) => r.head_sha === params.ref);
        const name = query.get('check_name');
        const status = query.get('status');
        if (name !== null) runs = runs.filter((r) => r.name === name);
        if (status !== null) runs = runs.filter((r) => r.status === status);
        // `latest` (the default) keeps only the newest run of each name.
        if ((query.get('filter') ?? 'latest') === 'latest') runs = runs.filter((r) => !runs.some((o) => o.name === r.name && o.id > r.id));
        runs = [...runs].sort((a, b) => b.id - a.id);
        const p = paged(runs, query, `${base}/commits/${params.ref}/check-runs`);
        return [200, { total_count: runs.length, check_runs: p.items.map(served) }, p.headers];
      }
      case 'repos/list-commit-statuses-for-ref': {
        const all = server.statuses.filter((s) => s.sha === params.ref).sort((a, b) => b.id - a.id);
        const p = paged(all, query, `${base}/commits/${params.ref}/statuses`);
        return [200, p.items, p.headers];
      }
      case 'repos/get-collaborator-permission-level': {
        const permission = server.permissions.get(params.username!) ?? 'read';
        return [200, { permission, role_name: permission, user: null }];
      }
      case 'pulls/get':
        return [
          200,
          {
            number: Number(params.pull_number),
            state: 'open',
            base: { ref: server.pull.baseRef, sha: 'c'.repeat(40) },
            head: { ref: 'feature', sha: pullHead() },
            body: server.pull.body ?? null,
          },
        ];
      case 'issues/list-comments':
        return listed(
          server.comments.filter((c) => c.issue_number === Number(params.issue_number)),
          query,
          `${base}/issues/${params.issue_number}/comments`,
        );
      case 'issues/create-comment': {
        const c = server.addComment(Number(params.issue_number), String(body.body), author());
        return [201, c];
      }
      case 'issues/update-comment': {
        const c = server.comments.find((x) => x.id === Number(params.comment_id));
        if (!c) return [404, { message: 'Not Found' }];
        if (c.user.login !== author().login) return [403, { message: 'You must be the author of this comment to edit it' }];
        c.body = String(body.body);
        c.updated_at = now();
        return [200, c];
      }
      case 'pulls/create-review': {
        const pull = Number(params.pull_number);
        const comments = (body.comments as Array<Record<string, unknown>> | undefined) ?? [];
        const diff =
          server.pull.repo && server.pull.baseSha ? pullDiff(server.pull.repo, server.pull.baseSha, String(body.commit_id)) : undefined;
        for (const c of comments) {
          const line = Number(c.line);
          const start = c.start_line === undefined ? line : Number(c.start_line);
          if (start > line) return unprocessable('pull_request_review_thread.start_line must precede line');
          const hunk = diff?.get(String(c.path))?.find((h) => h.start <= line && line <= h.end);
          if (server.refuseLines.has(`${String(c.path)}:${line}`) || (diff && !hunk))
            return unprocessable('pull_request_review_thread.line must be part of the diff');
          if (hunk && start < hunk.start)
            return unprocessable('pull_request_review_thread.start_line must be part of the same hunk as the line');
        }
        const event = body.event as string | undefined;
        if (event === 'REQUEST_CHANGES' && author().login === server.pull.author)
          return unprocessable('Can not request changes on your own pull request');
        const review: Review = {
          id: nextId++,
          node_id: `PRR_${nextId}`,
          pull_number: pull,
          user: author(),
          body: typeof body.body === 'string' ? body.body : '',
          state: event === 'REQUEST_CHANGES' ? 'CHANGES_REQUESTED' : event === 'APPROVE' ? 'APPROVED' : event ? 'COMMENTED' : 'PENDING',
          commit_id: String(body.commit_id),
          submitted_at: now(),
        };
        server.reviews.push(review);
        for (const c of comments)
          server.reviewComments.push({
            id: nextId++,
            node_id: `PRRC_${nextId}`,
            pull_number: pull,
            pull_request_review_id: review.id,
            path: String(c.path),
            line: Number(c.line),
            start_line: c.start_line === undefined ? null : Number(c.start_line),
            side: 'RIGHT',
            commit_id: review.commit_id,
            body: String(c.body),
            user: author(),
            created_at: now(),
          });
        return [200, review];
      }
      case 'pulls/list-reviews':
        return listed(
          server.reviews.filter((r) => r.pull_number === Number(params.pull_number)),
          query,
          `${base}/pulls/${params.pull_number}/reviews`,
        );
      case 'pulls/update-review': {
        const review = server.reviews.find((r) => r.id === Number(params.review_id));
        if (!review) return [404, { message: 'Not Found' }];
        if (review.user.login !== author().login) return [403, { message: 'You can only update your own reviews' }];
        review.body = String(body.body);
        return [200, review];
      }
      case 'pulls/dismiss-review': {
        const review = server.reviews.find((r) => r.id === Number(params.review_id));
        if (!review) return [404, { message: 'Not Found' }];
        review.state = 'DISMISSED';
        return [200, review];
      }
      case 'pulls/list-review-comments':
        return listed(
          server.reviewComments.filter((c) => c.pull_number === Number(params.pull_number)),
          query,
          `${base}/pulls/${params.pull_number}/comments`,
        );
      case 'pulls/delete-review-comment': {
        const at = server.reviewComments.findIndex((c) => c.id === Number(params.comment_id));
        if (at < 0) return [404, { message: 'Not Found' }];
        if (server.reviewComments[at]!.user.login !== author().login) return [403, { message: 'Must have admin rights to Repository.' }];
        server.reviewComments.splice(at, 1);
        return [204, undefined];
      }
      case 'pulls/create-reply-for-review-comment': {
        const to = server.reviewComments.find((c) => c.id === Number(params.comment_id));
        if (!to) return [404, { message: 'Not Found' }];
        const root = to.in_reply_to_id ?? to.id;
        const reply = server.addReviewComment(to.pull_number, { path: to.path, line: to.line, body: String(body.body), user: author() });
        reply.in_reply_to_id = root;
        return [201, reply];
      }
      default:
        return [501, { message: `the local GitHub server does not implement ${operation}` }];
    }
  }

  const http = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = await readBody(req);
      const method = req.method ?? 'GET';
      const record: RecordedRequest = {
        method,
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        body: undefined,
        status: 0,
        authorization: req.headers.authorization,
      };
      server.requests.push(record);
      const reply = (status: number, data: unknown, headers?: Record<string, string>) => {
        record.status = status;
        send(res, status, data, headers);
      };
      const violate = (problems: string[], operation?: string) => {
        server.violations.push({ method, path: url.pathname, operation, problems });
        reply(422, { message: 'Validation Failed', errors: problems, documentation_url: 'https://docs.github.com/rest', status: '422' });
      };
      let body: unknown;
      try {
        body = text === '' ? undefined : JSON.parse(text);
      } catch {
        return violate(['Problems parsing JSON']);
      }
      record.body = body;
      // GitHub Enterprise Server's layout too (GITHUB_API_URL=…/api/v3): REST under /api/v3, GraphQL at /api/graphql.
      const path = url.pathname === '/api/graphql' ? '/graphql' : url.pathname.replace(/^\/api\/v3(?=\/)/, '');
      if (method === 'POST' && path === '/graphql') {
        record.operation = 'graphql';
        if (!/^(token|Bearer) \S+$/.test(req.headers.authorization ?? '')) return reply(401, { message: 'Requires authentication' });
        const fault = takeFault('graphql');
        if (fault?.kind === 'status') return reply(fault.status, { message: 'Server Error' });
        const answer = await graphqlRequest(body, { server, viewer: author(), canResolve: server.token !== 'app' });
        if (answer.problems.length) server.violations.push({ method, path: url.pathname, operation: 'graphql', problems: answer.problems });
        return reply(200, answer.response);
      }
      const op = findOperation(method, path);
      if (!op) return violate([`no ${method} ${url.pathname} in GitHub's REST API`]);
      record.operation = op.id;
      if (!/^(token|Bearer) \S+$/.test(req.headers.authorization ?? '')) {
        return reply(401, { message: 'Requires authentication', status: '401' });
      }
      const problems = [...validateRequest(op, url.searchParams, body, text !== ''), ...extraProblems(op.id, body)];
      if (problems.length) return violate(problems, op.id);
      const fault = takeFault(op.id);
      if (fault?.kind === 'drop') {
        record.status = -1;
        req.socket.destroy();
        return;
      }
      if (fault?.kind === 'hang') {
        record.status = -2;
        return;
      }
      if (fault?.kind === 'status') return reply(fault.status, { message: 'Server Error' });
      if (fault?.kind === 'read-only') return reply(403, { message: 'Resource not accessible by integration', status: '403' });
      if (fault?.kind === 'secondary-rate-limit') {
        return reply(
          403,
          { message: 'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.', status: '403' },
          { 'retry-after': String(fault.retryAfter) },
        );
      }
      const [status, data, headers] = handle(op.id, op.pathParams, url.searchParams, (body ?? {}) as Record<string, unknown>);
      server.afterRequest?.(op.id);
      if (fault?.kind === 'drop-after') {
        record.status = -status;
        req.socket.destroy();
        return;
      }
      reply(status, data, headers);
    })().catch((err: unknown) => {
      res.writeHead(500);
      res.end(String(err));
    });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  server.url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  return server;
}

/**
 * A local API server for the tests of one file: shared and cleared between tests, or fresh for
 * each (`perTest`, when tests inject faults). Every request it saw must have been valid.
 */
export function useGitHubServer({ perTest = false } = {}): () => GitHubServer {
  let server: GitHubServer;
  const start = async () => {
    server = await startGitHubServer({ token: 'app' });
  };
  const stop = async () => {
    server.assertNoViolations();
    await server.close();
  };
  if (perTest) {
    beforeEach(start);
    afterEach(stop);
  } else {
    beforeAll(start);
    beforeEach(() => {
      for (const list of [server.requests, server.checkRuns, server.comments, server.reviews, server.reviewComments]) list.splice(0);
      server.resolvedThreads.clear();
      server.refuseLines.clear();
      server.permissions.clear();
    });
    afterAll(stop);
  }
  return () => server;
}
