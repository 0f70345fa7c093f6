import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decide, DEFAULT_RETRY } from '../../src/github/client.js';
import { fitText } from '../../src/github/limits.js';
import { publishWarning, warningsMarkdown } from '../../src/github/outcome.js';
import { publishTarget } from '../../src/github/target.js';

describe('fitText', () => {
  it('keeps text that fits, byte for byte', () => {
    expect(fitText('héllo', 6)).toBe('héllo');
  });

  it('always fits, never splits a character, keeps a prefix and counts what it left out', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'é', '€', '🙂', '\n'), maxLength: 400 }),
        fc.integer({ min: 40, max: 300 }),
        (text, max) => {
          const out = fitText(text, max);
          expect(Buffer.byteLength(out)).toBeLessThanOrEqual(max);
          if (Buffer.byteLength(text) <= max) {
            expect(out).toBe(text);
            return;
          }
          const m = /\n\n… (\d+) characters omitted$/.exec(out)!;
          const kept = out.slice(0, m.index);
          expect(text.startsWith(kept)).toBe(true);
          expect([...kept].length + Number(m[1])).toBe([...text].length);
          expect(fitText(text, max)).toBe(out);
        },
      ),
    );
  });
});

describe('retry decisions', () => {
  const policy = { ...DEFAULT_RETRY, attempts: 4, baseDelayMs: 100, maxWaitMs: 1000 };
  it('backs off with jitter on 5xx and network errors, within bounds, and stops at the attempt limit', () => {
    expect(decide({ status: 502 }, 1, policy, { random: () => 0 })).toEqual({ retry: true, waitMs: 50 });
    expect(decide({ status: 500 }, 3, policy, { random: () => 1 })).toEqual({ retry: true, waitMs: 400 });
    expect(decide({ status: 500 }, 3, policy, { budgetLeftMs: 399, random: () => 1 })).toEqual({ retry: false });
    expect(decide({ status: 503 }, 4, policy)).toEqual({ retry: false });
  });
  it('honours retry-after up to the cap; does not retry a read-only token, 404 or 422', () => {
    const limited = (after: string) => ({ status: 403, message: 'secondary rate limit', response: { headers: { 'retry-after': after } } });
    expect(decide(limited('1'), 1, policy)).toEqual({ retry: true, waitMs: 1000 });
    expect(decide(limited('2'), 1, policy)).toEqual({ retry: false });
    expect(decide({ status: 403, message: 'Resource not accessible by integration' }, 1, policy)).toEqual({ retry: false });
    expect(decide({ status: 404 }, 1, policy)).toEqual({ retry: false });
    expect(decide({ status: 422 }, 1, policy)).toEqual({ retry: false });
  });
  it('a create marked once is not repeated after an ambiguous failure, but is after a rate limit', () => {
    expect(decide({ status: 502 }, 1, policy, { once: true })).toEqual({ retry: false });
    expect(decide({ status: 429, response: { headers: { 'retry-after': '0' } } }, 1, policy, { once: true })).toEqual({
      retry: true,
      waitMs: 0,
    });
  });
});

describe('warnings', () => {
  it('say what, why and what to do, with GitHub text made inert', () => {
    expect(publishWarning('the comment', 'pull-requests: write', { status: 404 })).toMatch(
      /^cannot publish the comment: GitHub answered 404; check/,
    );
    expect(publishWarning('x', 'checks: write', { status: 422, message: 'bad\u001b[31m\nline' })).toBe(
      'x not published: GitHub rejected the request (422: badU+001B[31mU+000Aline)',
    );
    expect(warningsMarkdown([])).toBe('');
    expect(warningsMarkdown(['a <b> @team'])).toContain('> - a &lt;b&gt; `@team`');
  });
  it('publishing needs a token and an owner/name repository', () => {
    expect(publishTarget({ repository: 'acme/shop' })).toEqual({ warning: expect.stringMatching(/no token/) });
    expect(publishTarget({ token: 't', repository: 'acme' })).toEqual({ warning: expect.stringMatching(/not owner\/name/) });
    expect(publishTarget({ token: 't', repository: 'acme/../x' })).toEqual({ warning: expect.stringMatching(/not owner\/name/) });
    expect(publishTarget({ token: 't', repository: 'acme/shop.js' })).toEqual({ target: { token: 't', owner: 'acme', repo: 'shop.js' } });
  });
});
