import { AsyncLocalStorage } from 'node:async_hooks';
import type { ObjectInfo } from './batch.js';
import type { TreeEntry } from './git.js';

/**
 * What git answered earlier in this run (one command or one action), so that it is not started
 * again for the same question: a process costs a fork and an exec, and a review gate asked the
 * same blob's size four times. Only answers that cannot change are kept: an object named by its
 * full id (`<oid>`, `<commit>^{commit}`, `<commit>:<path>`) is the bytes it is the hash of
 * (replacement objects and grafts are off in every call), and a missing one is never remembered (a
 * fetch may bring it). Outside a run (a test calling a function) nothing is remembered.
 */
export interface RunMemo {
  info: Map<string, ObjectInfo>;
  blobs: Map<string, { oid: string; data: Buffer }>;
  /** Bytes held in `blobs`: a run that reads a large tree keeps only the first BLOB_BUDGET of it. */
  blobBytes: number;
  toplevels: Map<string, { top: string; seen: string }>;
  /** What a commit (by full id) holds at a path, null for nothing: its tree cannot change. */
  entries: Map<string, TreeEntry | null>;
  /** A commit's (by full id) every file, as `git ls-tree -z -r` lists them. */
  listings: Map<string, Promise<string>>;
}

/** Blobs larger than this are read again when asked again: a large file is rarely asked twice, and holding it costs memory. */
export const MEMO_BLOB_MAX = 256 * 1024;
export const MEMO_BLOB_BUDGET = 32 * 1024 * 1024;

const store = new AsyncLocalStorage<RunMemo>();

/** Runs `body` as one run: git answers are shared within it, and dropped at its end. */
export function withGitMemo<T>(body: () => Promise<T>): Promise<T> {
  return store.run(
    { info: new Map(), blobs: new Map(), blobBytes: 0, toplevels: new Map(), entries: new Map(), listings: new Map() },
    body,
  );
}

export const gitMemo = (): RunMemo | undefined => store.getStore();

/** A name whose answer never changes: it starts with a full object id and names that object, its commit, or a path in its tree. */
export const immutableName = (name: string): boolean => /^[0-9a-f]{40}(?:[0-9a-f]{24})?(?:$|\^\{commit\}$|:)/.test(name);

/** The memo's key of `name` in the repository at `root`: objects of one repository are not another's. */
export const memoKey = (root: string, name: string): string => `${root}\0${name}`;
