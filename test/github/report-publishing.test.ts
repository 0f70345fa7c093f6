import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportPublishing } from '../../src/actions/publishing.js';

afterEach(() => vi.restoreAllMocks());

describe('publishing warnings in an action', () => {
  it('each warning is one ::warning:: line (no text can start another command) and the summary block lists them', () => {
    const written: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const block = reportPublishing(['cannot publish x: read-only\n::add-mask::secret', 'second']);
    const lines = written.join('').split('\n').filter(Boolean);
    expect(lines).toEqual(['::warning::cannot publish x: read-onlyU+000A::add-mask::secret', '::warning::second']);
    expect(block).toMatch(/^> \[!WARNING\]/);
    expect(block.split('\n').filter((l) => l.startsWith('> - '))).toHaveLength(2);
  });

  it('nothing to report: no line, no block', () => {
    const spy = vi.spyOn(process.stdout, 'write').mockImplementation(() => true);
    expect(reportPublishing([])).toBe('');
    expect(spy).not.toHaveBeenCalled();
  });
});
