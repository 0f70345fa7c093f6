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
