import { spawn } from 'node:child_process';
import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import { gitCommand, gitEnv, gitReason, runGit } from './run.js';
import { formatOf, objectId } from './blob-id.js';
import { gitMemo, immutableName, MEMO_BLOB_BUDGET, MEMO_BLOB_MAX, memoKey, type RunMemo } from './run-memo.js';

export interface Blob {
  oid: string;
  /** null when the object is missing (e.g. a shallow clone). */
  data: Buffer | null;
}

/**
 * An object whose bytes do not hash to the id git read them under. git checks no loose object's
 * hash when it inflates it: one planted in `.git/objects` or in an alternate store
 * (`objects/info/alternates`, where a partial clone looks before fetching a blob it lacks) is
 * read as the real object.
 */
export class ForgedObject extends ProofgateError {
  constructor(
    readonly asked: string,
    readonly oid: string,
    readonly got: string,
    path?: string,
  ) {
    const what =
      path !== undefined ? `${visible(path)} (object ${oid})` : asked === oid ? `object ${oid}` : `${visible(asked)} (object ${oid})`;
    super(
      `git's object store holds forged bytes for ${what}: they hash to ${got}, not to their id (a loose object planted in .git/objects, or an alternate store in objects/info/alternates, stands in for the real one); refusing to read them: check out afresh, without the step that wrote into .git`,
    );
  }
}

/** Refuses bytes git handed over as `oid` that are not the object of that id (ForgedObject). */
function checkObject(asked: string, oid: string, type: string, data: Buffer): void {
  const got = objectId(type, data, formatOf(oid));
  if (got !== oid) throw new ForgedObject(asked, oid, got);
}

const stopped = (done: number, total: number, code: number | null, stderr: string) =>
  new ProofgateError(`git cat-file stopped after ${done} of ${total} objects: ${gitReason(stderr, code)}`);

/**
 * Reads many objects in one `git cat-file --batch` process, as bytes, handing
 * each to `onObject` in the order asked, as soon as it has arrived: the caller
 * works while git reads on. Objects are handed over one per turn of the event
 * loop, so that git's output is drained between two (git, blocked on a full
 * pipe, waits on the scheduler of a busy machine). Object names are `<oid>` or
 * `<commit>:<path>`; one a line, so a name git's line reader would misread is
 * asked for by its id (lineNames). An object that arrived in one chunk of the
 * pipe is a view into it; one that spans chunks is copied once. An exception
 * thrown by `onObject` stops git and rejects.
 */
export function streamObjects(root: string, names: string[], onObject: (name: string, blob: Blob) => void): Promise<void> {
  // git starts before this returns: the caller works on while git reads.
  return names.some(misread) ? streamByIds(root, names, onObject) : streamLines(root, names, onObject);
}

/** streamObjects where a name is asked by its id (lineNames): one the tree holds nothing at is missing without asking git. */
async function streamByIds(root: string, names: string[], onObject: (name: string, blob: Blob) => void): Promise<void> {
  const lines = await lineNames(root, names);
  const sent = [...lines.keys()].filter((i) => lines[i] !== null);
  let next = 0;
  const missingUpTo = (end: number) => {
    for (; next < end; next++) if (lines[next] === null) onObject(names[next]!, { oid: '', data: null });
  };
  let handed = 0;
  await streamLines(
    root,
    sent.map((i) => lines[i]!),
    (_, blob) => {
      const i = sent[handed++]!;
      missingUpTo(i);
      next = i + 1;
      onObject(names[i]!, blob);
    },
  );
  missingUpTo(names.length);
}

/** A name git's line reader reads as another: it ends a name at LF, and drops a CR before it (`HEAD:a.js<CR>` is HEAD:a.js). */
const misread = (name: string) => /[\r\n]/.test(name);

/**
 * `names` as lines git's batch reads as written: a `<rev>:<path>` it would misread becomes the id
 * `git ls-tree` gives its path, passed as an argument (entriesAt), or null where the tree holds
 * nothing there.
 */
async function lineNames(root: string, names: string[]): Promise<(string | null)[]> {
  const byRev = new Map<string, string[]>();
  for (const name of names.filter(misread)) {
    const colon = name.indexOf(':');
    if (colon <= 0)
      throw new ProofgateError(`${visible(name)} holds a line break and names no path at a revision: git cannot be asked for it`);
    const rev = name.slice(0, colon);
    if (!byRev.has(rev)) byRev.set(rev, []);
    byRev.get(rev)!.push(name.slice(colon + 1));
  }
  // git.ts reads its objects through this module: imported when a name needs it, never in a cycle at load.
  const { entriesAt } = await import('./git.js');
  const ids = new Map<string, string | null>();
  for (const [rev, paths] of byRev) {
    // A revision this clone cannot list holds nothing here, as git's batch answers `missing`.
    const found = await entriesAt({ root }, rev, paths).catch(() => undefined);
    for (const path of paths) ids.set(`${rev}:${path}`, found?.get(path)?.oid ?? null);
  }
  return names.map((name) => (misread(name) ? (ids.get(name) ?? null) : name));
}

/** streamObjects of names git's line reader reads as written. */
function streamLines(root: string, names: string[], onObject: (name: string, blob: Blob) => void): Promise<void> {
  const memo = gitMemo();
  const held = memo && names.map((n) => memo.blobs.get(memoKey(root, n)));
  if (held?.every((b) => b !== undefined)) return handHeld(names, held, onObject);
  return new Promise((resolve, reject) => {
    if (names.length === 0) return resolve();
    const child = spawn(gitCommand(root), ['cat-file', '--batch'], {
      cwd: root,
      env: gitEnv(root),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stderr = '';
    let failed: Error | undefined;
    let exit: number | null | undefined;
    const ready: (Blob | undefined)[] = [];
    let handed = 0;
    let scheduled = false;
    let header: Buffer[] = [];
    let body: Buffer | undefined;
    let filled = 0;
    let oid = '';
    let type = '';
    // The newline git writes after each object's content.
    let newline = false;

    const settle = () => {
      if (exit === undefined || scheduled) return;
      if (failed) reject(failed);
      else if (handed < names.length) reject(stopped(handed, names.length, exit, stderr));
      else resolve();
    };
    const fail = (err: Error) => {
      failed ??= err;
      child.kill();
    };
    const hand = () => {
      scheduled = false;
      const blob = ready[handed];
      if (blob && !failed) {
        // Handed over: held from here on only as long as the caller holds it.
        ready[handed] = undefined;
        try {
          onObject(names[handed++]!, blob);
        } catch (err) {
          fail(err as Error);
        }
      }
      if (handed < ready.length && !failed) schedule();
      else settle();
    };
    const schedule = () => {
      if (scheduled) return;
      scheduled = true;
      setImmediate(hand);
    };
    const emit = (data: Buffer | null) => {
      if (ready.length === names.length) throw new ProofgateError(`git cat-file answered more than the ${names.length} objects asked`);
      // Every object read is the hash of its bytes, whatever store git found it in.
      if (data) checkObject(names[ready.length]!, oid, type, data);
      if (memo && data) remember(memo, root, names[ready.length]!, oid, data);
      ready.push({ oid: data ? oid : '', data });
      schedule();
    };
    const parse = (chunk: Buffer) => {
      let at = 0;
      while (at < chunk.length) {
        if (newline) {
          if (chunk[at] !== 10) throw new ProofgateError('git cat-file sent an object without its closing newline');
          newline = false;
          at++;
        } else if (body) {
          const take = Math.min(body.length - filled, chunk.length - at);
          chunk.copy(body, filled, at, at + take);
          filled += take;
          at += take;
          if (filled === body.length) {
            emit(body);
            body = undefined;
            newline = true;
          }
        } else {
          const nl = chunk.indexOf(10, at);
          if (nl < 0) {
            header.push(chunk.subarray(at));
            return;
          }
          const line = (header.length ? Buffer.concat([...header, chunk.subarray(at, nl)]) : chunk.subarray(at, nl)).toString('utf8');
          header = [];
          at = nl + 1;
          if (line.endsWith(' missing') || line.endsWith(' ambiguous')) {
            emit(null);
            continue;
          }
          const [id, kind, sizeText] = line.split(' ');
          const size = Number(sizeText);
          if (!id || !kind || !Number.isSafeInteger(size) || size < 0)
            throw new ProofgateError(`git cat-file sent an unreadable header: ${JSON.stringify(line.slice(0, 100))}`);
          oid = id;
          type = kind;
          if (at + size <= chunk.length) {
            emit(chunk.subarray(at, at + size));
            at += size;
            newline = true;
          } else {
            body = Buffer.allocUnsafe(size);
            filled = 0;
          }
        }
      }
    };
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.stdout.on('data', (chunk: Buffer) => {
      if (failed) return;
      try {
        parse(chunk);
      } catch (err) {
        fail(err as Error);
      }
    });
    child.on('error', reject);
    // git gone early (killed, or failed) is reported by `close`, not as an unhandled EPIPE.
    child.stdin.on('error', () => {});
    child.on('close', (code) => {
      exit = code;
      settle();
    });
    child.stdin.end(names.map((n) => `${n}\n`).join(''));
  });
}

/** Keeps a small object of an immutable name for the rest of the run, as a copy (what is handed over may be a view of git's pipe, and the caller's to change). */
function remember(memo: RunMemo, root: string, name: string, oid: string, data: Buffer): void {
  if (!immutableName(name) || data.length > MEMO_BLOB_MAX || memo.blobBytes + data.length > MEMO_BLOB_BUDGET) return;
  const key = memoKey(root, name);
  if (memo.blobs.has(key)) return;
  memo.blobs.set(key, { oid, data: Buffer.from(data) });
  memo.blobBytes += data.length;
}

/** Objects this run read before, handed over as git's would be: in order, one per turn of the event loop, each a copy the caller may change. */
async function handHeld(
  names: string[],
  held: { oid: string; data: Buffer }[],
  onObject: (name: string, blob: Blob) => void,
): Promise<void> {
  for (const [i, name] of names.entries()) {
    await new Promise((resolve) => setImmediate(resolve));
    onObject(name, { oid: held[i]!.oid, data: Buffer.from(held[i]!.data) });
  }
}

/**
 * Reads each object of `objects` once and keeps nothing (a small one stays in the run's memo for
 * the reads that follow): streamObjects refuses one whose bytes are not its id's, here named by
 * its path. For objects git itself reads unchecked (a diff's two sides) before anything is sealed.
 */
export async function verifyObjects(root: string, objects: { path: string; oid: string }[]): Promise<void> {
  const pathOf = new Map<string, string>();
  for (const { path, oid } of objects) if (!pathOf.has(oid)) pathOf.set(oid, path);
  try {
    await streamObjects(root, [...pathOf.keys()], () => undefined);
  } catch (err) {
    throw err instanceof ForgedObject ? new ForgedObject(err.asked, err.oid, err.got, pathOf.get(err.oid)) : err;
  }
}

/** Every object of `names`, by name, once all have arrived (see streamObjects). */
export async function readObjects(root: string, names: string[]): Promise<Map<string, Blob>> {
  const out = new Map<string, Blob>();
  await streamObjects(root, names, (name, blob) => out.set(name, blob));
  return out;
}

export interface ObjectInfo {
  oid: string;
  type: string;
  size: number;
}

/** What each name (`<oid>`, `<rev>^{commit}`, `<commit>:<path>`) is, in one `git cat-file --batch-check`: null when missing. Nothing is read. */
export function objectInfo(root: string, names: string[]): Promise<Map<string, ObjectInfo | null>> {
  return names.some(misread) ? infoByIds(root, names) : lineInfo(root, names);
}

/** objectInfo where a name is asked by its id (lineNames): null for one the tree holds nothing at. */
async function infoByIds(root: string, names: string[]): Promise<Map<string, ObjectInfo | null>> {
  const lines = await lineNames(root, names);
  const info = await lineInfo(
    root,
    lines.filter((line) => line !== null),
  );
  return new Map(
    names.map((name, i) => {
      const line = lines[i];
      return [name, line ? (info.get(line) ?? null) : null];
    }),
  );
}

async function lineInfo(root: string, names: string[]): Promise<Map<string, ObjectInfo | null>> {
  const info = new Map<string, ObjectInfo | null>();
  const memo = gitMemo();
  // What this run was told before is not asked again.
  for (const name of names) {
    const known = memo?.info.get(memoKey(root, name));
    if (known) info.set(name, known);
  }
  const asked = [...new Set(names.filter((n) => !info.has(n)))];
  if (asked.length === 0) return info;
  // --buffer: git writes its answers in blocks, not a write each. A line a write fills the socket git
  // writes to (each takes some 800 bytes of its buffer) after a few hundred, and git then waits for this
  // thread to read, which a command busy checking findings meanwhile does not: git finished 20 ms late.
  const lines = (await runGit(root, ['cat-file', '--batch-check', '--buffer'], { stdin: asked.map((n) => `${n}\n`).join('') })).split('\n');
  // One line per name: any other count means the answers cannot be told apart.
  if (lines.length !== asked.length + 1)
    throw new ProofgateError(`git cat-file --batch-check answered ${lines.length - 1} lines for ${asked.length} names`);
  asked.forEach((name, i) => {
    const [oid = '', type = '', size = ''] = lines[i]!.split(' ');
    const found = /^[0-9a-f]{40,64}$/.test(oid) && /^\d+$/.test(size) ? { oid, type, size: Number(size) } : null;
    info.set(name, found);
    if (memo && found && immutableName(name)) memo.info.set(memoKey(root, name), found);
  });
  return info;
}
