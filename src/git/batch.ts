import { spawn } from 'node:child_process';
import { ProofgateError } from '../text/errors.js';
import { gitCommand, gitEnv, runGit } from './run.js';

export interface Blob {
  oid: string;
  /** null when the object is missing (e.g. a shallow clone). */
  data: Buffer | null;
}

const stopped = (done: number, total: number, code: number | null, stderr: string) =>
  new ProofgateError(`git cat-file stopped after ${done} of ${total} objects (exit ${code}): ${stderr.trim()}`);

/**
 * Reads many objects in one `git cat-file --batch` process, as bytes, handing
 * each to `onObject` in the order asked, as soon as it has arrived: the caller
 * works while git reads on. Objects are handed over one per turn of the event
 * loop, so that git's output is drained between two (git, blocked on a full
 * pipe, waits on the scheduler of a busy machine). Object names are `<oid>` or
 * `<commit>:<path>`; one name per line, so a path with a newline cannot be
 * asked for (and is refused before it gets here). An object that arrived in one
 * chunk of the pipe is a view into it; one that spans chunks is copied once.
 * An exception thrown by `onObject` stops git and rejects.
 */
export function streamObjects(root: string, names: string[], onObject: (name: string, blob: Blob) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    if (names.length === 0) return resolve();
    const child = spawn(gitCommand(root), ['cat-file', '--batch'], { cwd: root, env: gitEnv(root), stdio: ['pipe', 'pipe', 'pipe'] });
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
          const [id, , sizeText] = line.split(' ');
          const size = Number(sizeText);
          if (!id || !Number.isSafeInteger(size) || size < 0)
            throw new ProofgateError(`git cat-file sent an unreadable header: ${JSON.stringify(line.slice(0, 100))}`);
          oid = id;
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
export async function objectInfo(root: string, names: string[]): Promise<Map<string, ObjectInfo | null>> {
  const info = new Map<string, ObjectInfo | null>();
  if (names.length === 0) return info;
  const lines = (await runGit(root, ['cat-file', '--batch-check'], { stdin: names.map((n) => `${n}\n`).join('') })).split('\n');
  // One line per name: any other count means the answers cannot be told apart.
  if (lines.length !== names.length + 1)
    throw new ProofgateError(`git cat-file --batch-check answered ${lines.length - 1} lines for ${names.length} names`);
  names.forEach((name, i) => {
    const [oid = '', type = '', size = ''] = lines[i]!.split(' ');
    info.set(name, /^[0-9a-f]{40,64}$/.test(oid) && /^\d+$/.test(size) ? { oid, type, size: Number(size) } : null);
  });
  return info;
}
