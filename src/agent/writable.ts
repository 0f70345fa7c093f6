import { lstatSync } from 'node:fs';
import { join } from 'node:path';
import { ProofgateError } from '../text/errors.js';
import { AGENT_EXIT } from './exit-codes.js';

function refuse(index: number, path: string, why: string): never {
  throw new ProofgateError(`agent writable[${index}]: ${JSON.stringify(path)} ${why}`, AGENT_EXIT.cannotRun);
}

/**
 * Checks the paths the agent may write and returns them normalised (`/`-separated, a trailing `/`
 * for a folder that does not exist yet). Each must stay inside `cwd` without passing through a
 * link, so binding or copying it can never reach outside the tree.
 */
export function checkWritable(cwd: string, writable: string[]): string[] {
  const out = new Set<string>();
  writable.forEach((path, index) => {
    if (typeof path !== 'string' || path === '') refuse(index, String(path), 'is empty; name a path relative to the tree');
    if (/[\0-\x1f\x7f\\]/.test(path)) refuse(index, path, 'contains a control character or a backslash; use / between folders');
    if (path.startsWith('/')) refuse(index, path, 'is absolute; name it relative to the tree under review');
    const folder = path.endsWith('/');
    const parts = (folder ? path.slice(0, -1) : path).split('/');
    if (parts.some((p) => p === '' || p === '.' || p === '..'))
      refuse(index, path, 'has an empty, . or .. segment; name it from the tree root');
    if (parts.some((p) => p.toLowerCase() === '.git')) refuse(index, path, 'is inside .git, which no agent may write');
    let at = cwd;
    for (const [i, part] of parts.entries()) {
      at = join(at, part);
      let st;
      try {
        st = lstatSync(at);
      } catch {
        break; // the rest does not exist yet
      }
      if (st.isSymbolicLink())
        refuse(
          index,
          path,
          `passes through the symbolic link ${parts.slice(0, i + 1).join('/')}; writable paths must be real folders and files`,
        );
      if (i < parts.length - 1 && !st.isDirectory())
        refuse(index, path, `passes through ${parts.slice(0, i + 1).join('/')}, which is not a folder`);
      if (i === parts.length - 1 && folder && !st.isDirectory()) refuse(index, path, 'ends with / but is a file');
    }
    out.add(path);
  });
  return [...out];
}

/**
 * Checks the files the agent is asked to write (`outputs`): each a plain relative path inside one
 * of the `writable` folders (checkWritable's), where a temporary file renamed over it can be made.
 */
export function checkOutputs(writable: string[], outputs: string[]): string[] {
  const folders = writable.map((w) => (w.endsWith('/') ? w : `${w}/`));
  outputs.forEach((path, index) => {
    const plain = typeof path === 'string' && !/[\0-\x1f\x7f\\]/.test(path) && !path.split('/').some((p) => ['', '.', '..'].includes(p));
    if (!plain || !folders.some((f) => path.startsWith(f)))
      throw new ProofgateError(
        `agent outputs[${index}]: ${JSON.stringify(path)} is not a file inside a writable folder; name it from the tree root, inside one of ${JSON.stringify(folders)}`,
        AGENT_EXIT.cannotRun,
      );
  });
  return outputs;
}
