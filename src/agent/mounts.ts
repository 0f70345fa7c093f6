import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { inside } from '../git/programs.js';

/** A field of /proc/self/mounts or mountinfo, its spaces, tabs and newlines written as octal escapes. */
export const unescape = (s: string) => s.replace(/\\([0-7]{3})/g, (_, o: string) => String.fromCharCode(parseInt(o, 8)));

/** One line of /proc/self/mountinfo: the device, the folder of that file system it shows, and where. */
interface Mount {
  device: string;
  root: string;
  at: string;
}

function mountTable(): Mount[] {
  let text: string;
  try {
    text = readFileSync('/proc/self/mountinfo', 'utf8');
  } catch {
    return [];
  }
  return text.split('\n').flatMap((line) => {
    const [, , device, root, at] = line.split(' ');
    return device && root && at ? [{ device, root: unescape(root), at: unescape(at) }] : [];
  });
}

/** The device `path` lies on and its folder within that file system: under the deepest mount point holding it (the last listed: a mount over another hides it). */
function sourceOf(path: string, table: Mount[]): { device: string; root: string } | undefined {
  let top: Mount | undefined;
  for (const m of table) if (inside(path, m.at) && (!top || m.at.length >= top.at.length)) top = m;
  return top && { device: top.device, root: join(top.root, relative(top.at, path)) };
}

/**
 * The mount points outside `folders` whose source lies inside one of them, on its device (a job
 * container binds `<RUNNER_TEMP>/_github_workflow` at `/github/workflow`): a path through one never
 * passes the folder's own inode, so what closes that folder does not close them. A mount of the
 * folder itself, or of a folder above it, passes that inode. Reads the mount table once.
 */
export function mountedFrom(folders: string[]): string[] {
  const table = mountTable();
  const sources = folders.flatMap((f) => sourceOf(f, table) ?? []);
  const shows = (m: Mount) => sources.some((s) => m.device === s.device && m.root !== s.root && inside(m.root, s.root));
  return [...new Set(table.filter((m) => !folders.some((f) => inside(m.at, f)) && shows(m)).map((m) => m.at))];
}
