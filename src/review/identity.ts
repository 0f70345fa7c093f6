import type { Finding } from './evidence.js';
import { quoteLines } from './line-index.js';

/**
 * A finding is the same finding across reviews when path, category and quote agree: never line or
 * id. The quote is compared as anchoring reads it (a blank line inside it is kept): two quotes one
 * blank line apart name different places, so one never answers, or stands for, the other.
 */
export function findingIdentity(f: Pick<Finding, 'path' | 'category' | 'existing_code'>): string {
  return `${f.path}\u0000${f.category}\u0000${quoteLines(f.existing_code).join('\n')}`;
}

/**
 * What a reader triages a finding by (severity, disposition): one notion for every sink, so a comment
 * or a code-scanning alert that showed a finding otherwise never stands for it. Its words, id and
 * confidence are not in it: a model writes them anew on every run.
 */
export function findingShows(f: Pick<Finding, 'severity' | 'disposition'>): string {
  return `${f.severity} ${f.disposition}`;
}

/**
 * What one comment or alert holding findings of one identity shows: each one's `findingShows`,
 * in an order no text decides. A finding joining or leaving it changes it; one alone shows its own.
 */
export function groupShows(group: Pick<Finding, 'severity' | 'disposition'>[]): string {
  return group.map(findingShows).sort().join(', ');
}
