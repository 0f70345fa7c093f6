import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { relative } from 'node:path';
import type { AddressInfo } from 'node:net';
import type { UatRun } from '../schemas/types.js';
import { describeError, ProofgateError } from '../text/errors.js';
import { parseStrictJson } from '../text/json.js';
import { uatFolder, type UatFolder } from './folder.js';
import { renderPage } from './page.js';
import { changedOutside, pastSave, runErrors, RUN_MAX_BYTES, runText, storedText, storeRun } from './runs.js';
import { lintSpec } from './lint.js';
import type { LoadedSpec } from './spec.js';
import { newToken, refusal, type Access } from './serve-access.js';
import { UAT_EXIT } from './exit-codes.js';
import { servedCodeRefusal, uncommittedNote, workingCode } from './code.js';

export interface ServeOptions {
  id: string;
  cwd: string;
  dir?: string;
  port: number;
  progress: (line: string) => void;
  /** Resolves when the server should stop (SIGINT/SIGTERM in the CLI). */
  until: Promise<void>;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.writeHead(status, {
    'content-type': type,
    'cache-control': 'no-store',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    // No other site may frame the page (a click it overlays would answer for the tester); a <meta> CSP cannot say this.
    'content-security-policy': "frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  });
  res.end(body);
}
const json = (res: ServerResponse, status: number, value: unknown) =>
  send(res, status, 'application/json; charset=utf-8', JSON.stringify(value));

/**
 * The spec as lint reads it, with why it may not be played: `uat build` and the action hand over no page of a
 * recipe that fails lint (the starter's texts, a writing query, markup, a bidirectional control), and neither
 * does the server. The spec is re-read at every request, so an edit while serving is linted too.
 */
async function lintedSpec(folder: UatFolder, o: ServeOptions): Promise<{ loaded: LoadedSpec; refused?: string }> {
  const lint = await lintSpec({ id: o.id, cwd: o.cwd, dir: o.dir, config: folder.config, src: [] });
  // A spec lint cannot load fails the schema: loaded is missing only with errors, which name why.
  if (!lint.loaded) throw new ProofgateError(`${o.id} is not a valid recipe: ${lint.lines.slice(1).join('; ')}`, UAT_EXIT.failed);
  if (lint.exitCode === 0) return { loaded: lint.loaded };
  const refused = [
    `${o.id} does not lint (${lint.errors.length} error(s)): no page is served; run \`proofgate uat lint ${o.id}\``,
    ...lint.lines.slice(1),
  ].join('\n');
  return { loaded: lint.loaded, refused };
}

/** Past this much a body is not even discarded to its end: the connection is dropped. */
const DISCARD_MAX_BYTES = 16 * RUN_MAX_BYTES;

/**
 * The body, or null when it is over the cap: the rest is read and discarded (never buffered),
 * so that the refusal reaches the page as one JSON answer instead of a reset connection.
 */
function readBody(req: IncomingMessage): Promise<Buffer | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > DISCARD_MAX_BYTES) {
        req.destroy();
        reject(new ProofgateError(`a body over ${DISCARD_MAX_BYTES / 1024 / 1024} MiB: connection dropped`));
      } else if (size <= RUN_MAX_BYTES) chunks.push(c);
    });
    req.on('end', () => resolve(size > RUN_MAX_BYTES ? null : Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/**
 * The page and its two endpoints, which answer only the page the tester opened (see `refusal`). The spec
 * is re-read at every request, so an edited spec is noticed at once.
 * The run files are not re-read as the truth: the server keeps, byte for byte, each run it wrote (what the
 * tester answered through the page) and hands the page only that copy, and it writes a run only over its
 * own bytes. Whoever else edits a run file while the page is open (the agent in the same checkout, a script)
 * gets their edit neither shown as the tester's nor signed by the tester's Finish: it is refused, by name.
 */
function handler(folder: UatFolder, o: ServeOptions, access: Access) {
  // One write (or comparison with what was written) at a time: "newer copy wins" compares against what the
  // previous write left. The queue holds only settled outcomes, so one failed write never fails the ones after it.
  let queue: Promise<unknown> = Promise.resolve();
  const inTurn = <T>(step: () => Promise<T>): Promise<T> => {
    const outcome = queue.then(step);
    queue = outcome.catch(() => undefined);
    return outcome;
  };
  /** By run id: the text this server last wrote. */
  const wrote = new Map<string, string>();
  const shown = (file: string) => relative(o.cwd, file);
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    // The path as sent: `//x` would otherwise parse as a host named x with the path `/`.
    const url = new URL(`http://127.0.0.1${(req.url ?? '/').startsWith('/') ? '' : '/'}${req.url ?? '/'}`);
    const page = req.method === 'GET' && (url.pathname === '/' || url.pathname === `/uat-${o.id}.html`);
    // Before anything is read or written: a refused request changes nothing.
    const refused = refusal(req, access, page);
    if (refused) return json(res, 403, { saved: false, ...refused });
    const {
      loaded: { spec, sha256 },
      refused: unlinted,
    } = await lintedSpec(folder, o);
    if (page && unlinted) {
      o.progress(unlinted);
      return send(res, 409, 'text/plain; charset=utf-8', `${unlinted}\n`);
    }
    // The checkout's code now (HEAD and any uncommitted file), at every request: the page records the code it serves, and a run is saved only while it is that code.
    const code = await workingCode(o.cwd, folder.root);
    if (page) {
      const note = code && uncommittedNote(code);
      if (note) o.progress(note);
      const html = await renderPage({ spec, sha256, serve: true, ...(code ? { code } : {}) });
      return send(res, 200, 'text/html; charset=utf-8', html);
    }
    if (req.method === 'GET' && url.pathname === '/api/state') {
      // The page's own run (`?run=<runId>`) as this server wrote it, never as the file now says: and
      // whether the file still holds it.
      const runId = url.searchParams.get('run') ?? '';
      const state = await inTurn(async () => {
        const text = wrote.get(runId);
        if (text === undefined) return { run: null };
        const file = folder.run(o.id, runId);
        const outside = changedOutside(await storedText(folder, file), text);
        return { run: JSON.parse(text) as UatRun, ...(outside ? { outside: { file: shown(file), message: outside } } : {}) };
      });
      return json(res, 200, { specSha256: sha256, ...state });
    }
    if (req.method === 'POST' && url.pathname === '/api/run') {
      if (!/^application\/json\b/.test(req.headers['content-type'] ?? ''))
        return json(res, 415, { saved: false, reason: 'type', message: 'send application/json' });
      const body = await readBody(req);
      if (body === null)
        return json(res, 413, { saved: false, reason: 'too-large', message: `a run is at most ${RUN_MAX_BYTES / 1024} KiB` });
      const parsed = parseStrictJson(body);
      if (!parsed.ok) return json(res, 400, { saved: false, reason: 'invalid', message: `the body ${parsed.errors.join('; ')}` });
      // A run of a recipe that does not lint was played on no page this project handed over.
      if (unlinted && (parsed.data as Partial<UatRun> | null)?.specSha256 === sha256)
        return json(res, 409, { saved: false, reason: 'lint', message: unlinted });
      const errors = await runErrors(parsed.data, spec, sha256);
      if (errors.length) return json(res, 400, { saved: false, reason: 'invalid', errors: errors.slice(0, 10) });
      const run = parsed.data as UatRun;
      // The server sees every save as it is made: one dated back (a clock behind) would reorder the runs the gate weighs.
      const past = pastSave(run);
      if (past) {
        o.progress(`refused run ${run.runId} revision ${run.revision}: ${past}`);
        return json(res, 400, { saved: false, reason: 'invalid', errors: [past] });
      }
      const moved = servedCodeRefusal(run, code);
      if (moved) {
        o.progress(`refused run ${run.runId} revision ${run.revision}: ${moved}`);
        return json(res, 409, { saved: false, reason: 'code', message: moved });
      }
      const r = await inTurn(async () => {
        const outcome = await storeRun(folder, run, sha256, wrote.get(run.runId));
        if (outcome.stored) wrote.set(run.runId, runText(run));
        return outcome;
      });
      if (!r.stored) {
        o.progress(`refused run ${run.runId} revision ${run.revision} (${shown(r.file)}): ${r.message}`);
        return json(res, 409, { saved: false, reason: r.reason, message: r.message, file: shown(r.file) });
      }
      return json(res, 200, { saved: true, revision: run.revision, file: shown(r.file) });
    }
    return json(res, 404, { saved: false, reason: 'not-found', message: 'not found' });
  };
}

/** Serves the page on 127.0.0.1 only and writes every tick into results/<ID>/ until `until` resolves. */
export async function serveRecipe(o: ServeOptions): Promise<{ exitCode: number; lines: string[]; url: string }> {
  const folder = await uatFolder(o.cwd, o.dir);
  const lint = await lintedSpec(folder, o);
  if (lint.refused) throw new ProofgateError(lint.refused, UAT_EXIT.failed);
  // A checkout whose HEAD git cannot read (no commit yet, an owner it does not trust) stops here, in one line, not at every request.
  const code = await workingCode(o.cwd, folder.root);
  const note = code && uncommittedNote(code);
  if (note) o.progress(note);
  let port = o.port;
  const access: Access = { hosts: () => [`127.0.0.1:${port}`, `localhost:${port}`], token: newToken() };
  const handle = handler(folder, o, access);
  const server = createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      const message = describeError(err);
      if (!res.headersSent) json(res, 500, { saved: false, reason: 'error', message });
      o.progress(`error: ${message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new ProofgateError(`port ${o.port} is in use on 127.0.0.1; pick another with --port`) : err),
    );
    server.listen(o.port, '127.0.0.1', resolve);
  });
  port = (server.address() as AddressInfo).port;
  const url = `http://127.0.0.1:${port}/`;
  // The key goes in the fragment: a browser never sends it (no request line, no server log, no Referer);
  // the page moves it out of the address bar. It is printed here only, on stderr (the tester's terminal):
  // never in the result, the run files or the page.
  o.progress(
    `serving ${o.id} at ${url}#token=${access.token} (127.0.0.1 only; open this address: its key lets only this page save); answers are written to ${relative(o.cwd, folder.results(o.id)) || '.'}/ at every tick; Ctrl-C to stop`,
  );
  await o.until;
  await new Promise<void>((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
  return { exitCode: UAT_EXIT.ok, lines: [`stopped serving ${url}`], url };
}
