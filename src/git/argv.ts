/**
 * Bytes of arguments one process is given from a list that grows with the change (paths after
 * `--`). Linux refuses an exec whose arguments pass ARG_MAX (2 MiB with the default stack) with
 * E2BIG, and a path may be 4,096 characters: 500 of them were 2 MB, 1,500 link targets of 525
 * characters an error where a verdict was due.
 */
export const ARGV_GROUP_BYTES = 128 * 1024;

/** What one argument takes of ARG_MAX: its bytes, its NUL and its pointer. */
const argBytes = (arg: string) => Buffer.byteLength(arg) + 9;

interface GroupLimits {
  most?: number;
  bytes?: number;
}

/**
 * `items` cut, in order, into groups whose arguments (`argsOf`) fit one command line: at most
 * `bytes` of them and at most `most` items. An item is never split: one over `bytes` alone is a
 * group of its own (a path is at most 4,096 characters, and Linux takes 128 KiB in one argument).
 */
export function argvGroups<T>(
  items: readonly T[],
  argsOf: (item: T) => readonly string[],
  { most = Infinity, bytes = ARGV_GROUP_BYTES }: GroupLimits = {},
): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let used = 0;
  for (const item of items) {
    const cost = argsOf(item).reduce((n, arg) => n + argBytes(arg), 0);
    if (group.length > 0 && (group.length >= most || used + cost > bytes)) {
      groups.push(group);
      group = [];
      used = 0;
    }
    group.push(item);
    used += cost;
  }
  if (group.length) groups.push(group);
  return groups;
}

/** Paths in groups that fit one command line each (argvGroups). */
export const pathGroups = (paths: readonly string[], limits?: GroupLimits): string[][] => argvGroups(paths, (p) => [p], limits);
