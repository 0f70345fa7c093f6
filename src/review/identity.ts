import type { Finding } from './evidence.js';

/** A finding is the same finding across reviews when path, category and normalised quote agree: never line or id. */
export function findingIdentity(f: Pick<Finding, 'path' | 'category' | 'existing_code'>): string {
  const quote = f.existing_code
    .split(/\r?\n/)
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter((l) => l !== '')
    .join('\n');
  return `${f.path}\u0000${f.category}\u0000${quote}`;
}
