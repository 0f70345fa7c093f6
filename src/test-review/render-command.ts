import { readTextCapped } from '../text/files.js';
import { dirname, resolve } from 'node:path';
import type { TestReviewVerdict } from '../schemas/types.js';
import { schemaErrors } from '../schemas/validate.js';
import { ProofgateError } from '../text/errors.js';
import { parseBounded } from '../text/json.js';
import { visible } from '../text/neutralise.js';
import { render, type RenderAs } from './render.js';
import { TEST_REVIEW_EXIT } from './exit-codes.js';
import { isTag } from './options.js';
import { contradiction } from './verdict.js';
import { LINK_URL_RULE, linkUrl } from '../text/links.js';

/** A verdict holds at most the findings of a 16 MiB report: refused by size before it is read. */
const VERDICT_MAX_BYTES = 32 * 1024 * 1024;

/** `proofgate test-review render`: a verdict file to one surface's text. */
export async function renderCommand(o: {
  verdict?: string;
  as?: string;
  agent?: string;
  compat?: string;
  runUrl?: string;
  artifactName?: string;
  reportPath?: string;
  headSha?: string;
  focus?: string;
  exitCode?: string;
}): Promise<{ exitCode: number; lines: string[]; json: unknown }> {
  const as = (o.as ?? 'comment') as RenderAs;
  if (!['comment', 'summary', 'check', 'conclusion'].includes(as))
    throw new ProofgateError(
      `--as must be comment, summary, check or conclusion (got ${JSON.stringify(o.as)})`,
      TEST_REVIEW_EXIT.environment,
    );
  if (o.exitCode !== undefined && !/^[0-3]$/.test(o.exitCode))
    throw new ProofgateError(`--exit-code must be 0, 1, 2 or 3 (got ${JSON.stringify(o.exitCode)})`, TEST_REVIEW_EXIT.environment);
  if (o.agent !== undefined && !isTag(o.agent))
    throw new ProofgateError(
      `--agent is the comment marker's tag: letters, digits, dots, dashes and underscores, 1 to 64 (got ${JSON.stringify(visible(o.agent))})`,
      TEST_REVIEW_EXIT.environment,
    );
  if (o.compat !== undefined && o.compat !== 'proofgate' && o.compat !== 'tea')
    throw new ProofgateError(`--compat must be proofgate or tea (got ${JSON.stringify(o.compat)})`, TEST_REVIEW_EXIT.environment);
  if (o.runUrl !== undefined && !linkUrl(o.runUrl)) throw new ProofgateError(`--run-url ${LINK_URL_RULE}`, TEST_REVIEW_EXIT.environment);
  const given = o.exitCode === undefined ? undefined : Number(o.exitCode);
  let verdict: TestReviewVerdict | null = null;
  let cause: string | undefined;
  try {
    if (!o.verdict) throw new Error('no --verdict FILE given');
    const text = await readTextCapped(dirname(resolve(o.verdict)), o.verdict, VERDICT_MAX_BYTES);
    if (text === null) throw new Error(`larger than ${VERDICT_MAX_BYTES / 1024 / 1024} MiB: not a verdict`);
    const parsed = parseBounded(text);
    if (!parsed.ok) throw new Error(parsed.error.replace(/^is /, ''));
    const data = parsed.data;
    const errors = await schemaErrors('test-review-verdict', data);
    if (errors.length) throw new Error(`not a test-review verdict (${errors[0]})`);
    verdict = data as TestReviewVerdict;
  } catch (err) {
    // An error that names the file already (no such file) is not prefixed with it again.
    const message = visible((err as Error).message);
    cause = o.verdict && message.startsWith(`${o.verdict}: `) ? message : `${o.verdict ?? '--verdict'}: ${message}`;
    if (given !== TEST_REVIEW_EXIT.environment && given !== TEST_REVIEW_EXIT.agent)
      throw new ProofgateError(`${cause}; pass --exit-code 2 or 3 to render a broken gate`, TEST_REVIEW_EXIT.environment);
  }
  // A broken gate (--exit-code 2 or 3) shows no verdict; any other text speaks for the verdict's commit and
  // its own numbers, never for what the caller says of them.
  if (verdict && !('promptOnly' in verdict) && (given === undefined || given < TEST_REVIEW_EXIT.environment)) {
    const head = verdict.reviewProvenance.headSha;
    if (o.headSha !== undefined && o.headSha !== head)
      throw new ProofgateError(
        `--head-sha ${JSON.stringify(visible(o.headSha))} is not the commit the verdict reviewed (${head === null ? 'it names none' : JSON.stringify(visible(head))})`,
        TEST_REVIEW_EXIT.environment,
      );
    const wrong = contradiction(verdict);
    if (wrong) throw new ProofgateError(`${visible(o.verdict ?? '')}: not a verdict a run writes: ${wrong}`, TEST_REVIEW_EXIT.environment);
  }
  const exitCode =
    given ??
    (verdict && 'gateFailures' in verdict && verdict.gateFailures?.length && !('waived' in verdict && verdict.waived)
      ? TEST_REVIEW_EXIT.failed
      : TEST_REVIEW_EXIT.ok);
  const text = render(
    {
      verdict: exitCode >= TEST_REVIEW_EXIT.environment ? null : verdict,
      exitCode,
      ...(cause ? { cause } : {}),
      tag: o.agent ?? 'claude',
      ...(o.compat === 'tea' ? { compat: 'tea' as const } : {}),
      ...(o.runUrl ? { runUrl: o.runUrl } : {}),
      ...(o.artifactName ? { artifactName: o.artifactName } : {}),
      ...(o.reportPath ? { reportPath: o.reportPath } : {}),
      ...(o.headSha ? { headSha: o.headSha } : {}),
      ...(o.focus ? { focus: o.focus } : {}),
    },
    as,
  );
  return { exitCode: TEST_REVIEW_EXIT.ok, lines: [text], json: { as, text } };
}
