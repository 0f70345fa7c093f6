import { ProofgateError } from '../text/errors.js';

/**
 * Lists others can fill (a pull request's comments, reviews and threads, a commit's check runs and
 * statuses) are read within one bound, so a flood costs a run at most MAX_PAGES requests a list.
 * Past the bound, what was not read is unknown, never absent: the reader throws `Truncated`, and
 * nothing that depends on the rest (creating "our" item again, answering a thread) is done.
 */
export const PER_PAGE = 100;
export const MAX_PAGES = 30;
export const MAX_ITEMS = PER_PAGE * MAX_PAGES;

/** A list longer than the bound: `list` names it in the warning. */
export class Truncated extends ProofgateError {
  constructor(readonly list: string) {
    super(`${list} number more than ${MAX_ITEMS.toLocaleString('en-US')}, the most proofgate reads of a list`);
    this.name = 'Truncated';
  }
}

/** One page: its items, and whether the list goes on. */
export interface Page<T> {
  items: T[];
  more: boolean;
}

/** Octokit's pages (`paginate.iterator`): the list goes on while GitHub links a next page. */
export async function* restPages<T>(pages: AsyncIterable<{ data: T[]; headers: { link?: string } }>): AsyncGenerator<Page<T>> {
  for await (const { data, headers } of pages) yield { items: data, more: /\brel="next"/.test(headers.link ?? '') };
}

/**
 * The items of a list, page by page. A caller that stops at a hit reads no further; one that
 * reaches the end of a list longer than MAX_PAGES pages gets `Truncated` instead of that end.
 */
export async function* bounded<T>(pages: AsyncIterable<Page<T>>, list: string): AsyncGenerator<T> {
  let read = 0;
  for await (const { items, more } of pages) {
    yield* items;
    if (!more) return;
    if (++read >= MAX_PAGES) throw new Truncated(list);
  }
}

/** Every item of a list within the bound (else `Truncated`). */
export async function readAll<T>(pages: AsyncIterable<Page<T>>, list: string): Promise<T[]> {
  const out: T[] = [];
  for await (const item of bounded(pages, list)) out.push(item);
  return out;
}

/** The first item that passes `test`, if the list holds one within the bound (else `Truncated`). */
export async function firstOf<T>(items: AsyncIterable<T>, test: (item: T) => boolean): Promise<T | undefined> {
  for await (const item of items) if (test(item)) return item;
  return undefined;
}
