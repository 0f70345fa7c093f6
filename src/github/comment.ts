import { ProofgateError } from '../text/errors.js';
import { createOnce, ONCE, refusal, type GitHub } from './client.js';
import { fitText, LIMITS } from './limits.js';
import { bounded, PER_PAGE, restPages } from './listing.js';
import { publishWarning, unreadable, type PublishOutcome } from './outcome.js';

export interface CommentTarget {
  owner: string;
  repo: string;
  issueNumber: number;
  /** Names the sticky comment: `<!-- proofgate:<tag> -->`. Letters, digits, dots, dashes, underscores. */
  tag: string;
  /** Markdown, already neutralised by the caller. */
  body: string;
  /** Login whose comments may be updated, when the token cannot say (an app token outside Actions). */
  author?: string;
  /** The caller's option that gives `author` (`--comment-author`, input `comment-author`), named when it is needed. */
  authorOption?: string;
  /** The hidden first line naming the comment, instead of `<!-- proofgate:<tag> -->` (a peer's marker, for compatibility). */
  marker?: string;
  /** Older first lines also taken as ours, when our own comment is not there yet (a peer's legacy marker). */
  adopt?: string[];
  /**
   * The body says less passes than an earlier comment of ours may (a Block, a broken gate, over an Approve): with our
   * comments unknown (a rate limit, a server error, past the bound) it is posted anew, never left out (hazard 518).
   */
  strict?: boolean;
  /**
   * The run this body speaks for, stamped on the comment's last line: a comment of ours whose stamp names a run
   * started later is a newer verdict, never replaced by this one (hazard 641).
   */
  run?: CommentRun;
}

/** When the run began (ms since the epoch, before it read anything) and the commit it reviewed. */
export interface CommentRun {
  started: number;
  headSha?: string | undefined;
}

export interface CommentOutcome extends PublishOutcome {
  commentId?: number;
  /** `left`: a newer run's comment stands, and this run's body was not written. */
  action?: 'created' | 'updated' | 'unchanged' | 'left';
}

const PERMISSION = 'pull-requests: write';

export function commentMarker(tag: string): string {
  if (!/^[A-Za-z0-9._-]{1,64}$/.test(tag)) {
    throw new ProofgateError(`comment tag ${JSON.stringify(tag)} is not valid: use 1-64 letters, digits, dots, dashes or underscores`);
  }
  return `<!-- proofgate:${tag} -->`;
}

/** A marker given by the caller: one hidden comment of plain characters, so it can neither break out nor hide text. */
function checkedMarker(marker: string): string {
  if (!/^<!-- [\w.:-]{1,100} -->$/.test(marker))
    throw new ProofgateError(`comment marker ${JSON.stringify(marker)} is not valid: <!-- letters, digits, . _ : - -->`);
  return marker;
}

/**
 * The full comment: our marker first, then the body with every `<!--` broken
 * (a zero-width space after `<`) so no text in it can open a hidden comment or
 * carry a marker (nor a run stamp), cut to GitHub's comment limit, then the run's stamp, if any, last.
 */
export function commentBody(tag: string, body: string, given?: string, run?: CommentRun): string {
  const marker = given ?? commentMarker(tag);
  const inert = body.replace(/<!--/g, '<\u200b!--');
  const stamp = run ? `\n${runStamp(run)}` : '';
  return `${marker}\n${fitText(inert, LIMITS.commentBody - Buffer.byteLength(marker) - Buffer.byteLength(stamp) - 1)}${stamp}`;
}

const STAMP = /\n<!-- proofgate-run:(\d{1,15})(?::[0-9a-f]{40,64})? -->$/;

function runStamp(run: CommentRun): string {
  const head = run.headSha && /^[0-9a-f]{40,64}$/.test(run.headSha) ? `:${run.headSha}` : '';
  return `<!-- proofgate-run:${Math.max(0, Math.trunc(run.started))}${head} -->`;
}

/** When the run a comment of ours speaks for began; none for a comment without a stamp (an earlier proofgate, a peer). */
function stampedStart(body: string): number | undefined {
  const m = STAMP.exec(body);
  return m ? Number(m[1]) : undefined;
}

const identities = new WeakMap<GitHub, Promise<string | undefined>>();

/** GraphQL's viewer: the account any token writes as, an app installation's `<app>[bot]` included. */
async function viewerLogin(gh: GitHub): Promise<string | undefined> {
  try {
    return (await gh.octokit.graphql<{ viewer: { login: string } }>('query { viewer { login } }')).viewer.login;
  } catch {
    return undefined;
  }
}

/**
 * Whose comments this token writes, asked once per connection: a personal token answers GET
 * /user; an app installation token is refused there (403) and answers GraphQL's viewer (the job's
 * token as github-actions[bot], another app's as `<app>[bot]`). Only when both are refused, in
 * Actions, is it taken for the job's token.
 */
export function tokenLogin(gh: GitHub): Promise<string | undefined> {
  let known = identities.get(gh);
  if (!known) {
    known = gh.octokit.rest.users.getAuthenticated().then(
      ({ data }) => data.login,
      async (err: { status?: number }) => {
        const refused = (err.status === 403 || err.status === 404) && process.env.GITHUB_ACTIONS === 'true';
        return (await viewerLogin(gh)) ?? (refused ? 'github-actions[bot]' : undefined);
      },
    );
    identities.set(gh, known);
  }
  return known;
}

/**
 * Our newest comment on the issue: the newest this login wrote that starts with our marker, else
 * the newest with one of the others (a peer's legacy marker). A reader takes the newest as the
 * verdict, so an older one is never updated, nor kept as it is, under a later one that says
 * otherwise (a second comment of ours: two runs racing, one posted where ours could not be read).
 * The whole list is read: past the bound the answer is `Truncated`, never "absent" or the one met
 * so far (anyone may comment, and a second comment must not follow, nor an older one stand).
 */
async function findOurs(gh: GitHub, t: CommentTarget, login: string, markers: string[]): Promise<{ id: number; body: string } | undefined> {
  const iterator = gh.octokit.paginate.iterator(gh.octokit.rest.issues.listComments, {
    owner: t.owner,
    repo: t.repo,
    issue_number: t.issueNumber,
    per_page: PER_PAGE,
  });
  // The first marker is ours; the others (a peer's legacy one) count only when ours is absent.
  let ours: { id: number; body: string } | undefined;
  let adopted: { id: number; body: string } | undefined;
  for await (const c of bounded(restPages(iterator), "the pull request's comments")) {
    if (c.user?.login.toLowerCase() !== login.toLowerCase()) continue;
    const body = c.body ?? '';
    if (body.startsWith(`${markers[0]}\n`)) ours = { id: c.id, body };
    else if (markers.slice(1).some((m) => body.startsWith(`${m}\n`))) adopted = { id: c.id, body };
  }
  return ours ?? adopted;
}

/** Creates our comment once (createOnce): landed only if our newest says it, an older comment of ours is no sign of this one. */
function createComment(gh: GitHub, t: CommentTarget, login: string, marker: string, body: string): Promise<number> {
  return createOnce(
    gh,
    async () =>
      (await gh.octokit.rest.issues.createComment({ owner: t.owner, repo: t.repo, issue_number: t.issueNumber, body, request: ONCE })).data
        .id,
    async () => {
      const landed = await findOurs(gh, t, login, [marker]);
      return landed?.body === body ? landed.id : undefined;
    },
  );
}

/**
 * Keeps one comment per tag on a pull request: updates our newest in place, or
 * creates it. Only a comment the token's own account wrote can match, so
 * nobody captures it by typing the marker. Never throws for API errors.
 */
export async function upsertComment(gh: GitHub, t: CommentTarget): Promise<CommentOutcome> {
  const marker = t.marker !== undefined ? checkedMarker(t.marker) : commentMarker(t.tag);
  const adopt = (t.adopt ?? []).map(checkedMarker);
  const body = commentBody(t.tag, t.body, marker, t.run);
  const what = `the pull request comment (${t.tag})`;
  const login = t.author ?? (await tokenLogin(gh));
  if (!login) {
    return {
      ok: false,
      warnings: [
        `cannot publish ${what}: the token's account is unknown (GET /user refused outside GitHub Actions)${t.authorOption ? `; give the account the comments are written as (${t.authorOption})` : ''}`,
      ],
    };
  }
  const warnings: string[] = [];
  try {
    const ours = await oursOrUnknown(gh, t, login, [marker, ...adopt], what, warnings);
    if (ours && ours.body === body) return { ok: true, commentId: ours.id, action: 'unchanged', warnings };
    // A run that began after this one (a newer head's, a later run or attempt of this head) wrote our comment: its
    // verdict stands, as one finishing first must not be overwritten by an older one finishing last (hazard 641).
    const theirs = ours && t.run ? stampedStart(ours.body) : undefined;
    if (t.run && theirs !== undefined && theirs > t.run.started) {
      warnings.push(
        `${what} not updated: it was written by a run that began after this one (${new Date(theirs).toISOString()}, this run ${new Date(t.run.started).toISOString()}), whose verdict stands`,
      );
      return { ok: true, commentId: ours!.id, action: 'left', warnings };
    }
    if (ours) {
      try {
        await gh.octokit.rest.issues.updateComment({ owner: t.owner, repo: t.repo, comment_id: ours.id, body });
        return { ok: true, commentId: ours.id, action: 'updated', warnings };
      } catch (err) {
        // Deleted since it was read (a person, a clean-up bot): the verdict is posted anew, never lost.
        if ((err as { status?: number }).status !== 404) throw err;
      }
    }
    return { ok: true, commentId: await createComment(gh, t, login, marker, body), action: 'created', warnings };
  } catch (err) {
    return { ok: false, warnings: [...warnings, publishWarning(what, PERMISSION, err)] };
  }
}

/**
 * Our comment (findOurs); for a `strict` one whose list GitHub did not give (anything but a refused token, whose
 * post would be refused too), none: a second comment is the lesser harm than an earlier Approve standing over it.
 */
async function oursOrUnknown(
  gh: GitHub,
  t: CommentTarget,
  login: string,
  markers: string[],
  what: string,
  warnings: string[],
): Promise<{ id: number; body: string } | undefined> {
  try {
    return await findOurs(gh, t, login, markers);
  } catch (err) {
    if (!t.strict || refusal(err)) throw err;
    warnings.push(
      `${unreadable("the pull request's comments", err)}: whether ours is there cannot be told, so ${what} is posted anew, as it approves less than one there may`,
    );
    return undefined;
  }
}
