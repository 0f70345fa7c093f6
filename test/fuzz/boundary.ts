// The command boundary, as a user meets it: `runCli(argv, io)` in-process, the
// exit code and the text it prints. Every fuzz file drives commands through here.
import { expect } from 'vitest';
import { writeFileSync } from 'node:fs';
import { runCli } from '../../src/cli/main.js';
import { findCommand } from '../../src/cli/registry.js';
import { cpuMsSince } from '../support/cpu.js';

export interface Outcome {
  code: number;
  out: string;
  /** Each call of io.err: one error or one progress line. */
  err: string[];
  /**
   * CPU milliseconds the command spent in this process: a hang or a blow-up in our parsing shows
   * there, while a machine loaded by other work stretches wall time (CI failed cases at 2.1 s).
   */
  cpuMs: number;
}

/** Generous: a case is a few milliseconds of parsing; 2 s of CPU means a hang or a blow-up. */
export const CASE_MS = 2000;

export async function run(cwd: string, argv: string[]): Promise<Outcome> {
  const out: string[] = [];
  const err: string[] = [];
  const c0 = process.cpuUsage();
  // runCli promises never to reject: an await that throws fails the property with the cause.
  const code = await runCli(argv, { cwd, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err, cpuMs: cpuMsSince(c0) };
}

/** The exit codes a command documents (its --help table; test/docs.test.ts ties it to docs/). */
export function documented(area: string, name: string): number[] {
  const spec = findCommand(area, name);
  if (!spec) throw new Error(`no command ${area} ${name}`);
  return spec.exitCodes.map(([code]) => code);
}

/** What every case must satisfy: a documented code, no crash, one line per error, bounded CPU time. */
export function expectBoundary(o: Outcome, codes: readonly number[], ms = CASE_MS): void {
  const shown = `exit ${o.code}; stderr: ${JSON.stringify(o.err).slice(0, 600)}`;
  expect(codes, shown).toContain(o.code);
  for (const line of o.err) {
    expect(line, shown).not.toContain('unexpected error');
    expect(line.includes('\n'), `an error or progress line spans several lines: ${shown}`).toBe(false);
  }
  // Untrusted text reaches a terminal only neutralised (docs/security.md): no raw escape, bidi override or NUL.
  const raw = /[\u0000\u001b\u202e\u2066-\u2069]/.exec(o.out + o.err.join(''));
  expect(
    raw &&
      `a raw U+${raw[0].codePointAt(0)!.toString(16)} in the output: ${JSON.stringify((o.out + o.err.join('')).slice(Math.max(0, raw.index - 80), raw.index + 40))}`,
    shown,
  ).toBeNull();
  expect(o.cpuMs, `${shown}: CPU ms`).toBeLessThan(ms);
}

export type Feed = (bytes: Uint8Array | string, ms?: number) => Promise<Outcome>;

/** A command whose input is one file: write the case's bytes, run it, check the boundary. */
export function feeder(cwd: string, file: string, argv: string[], codes: readonly number[]): Feed {
  return async (bytes, ms = CASE_MS) => {
    writeFileSync(file, bytes);
    const o = await run(cwd, argv);
    expectBoundary(o, codes, ms);
    return o;
  };
}

/**
 * An input at (or just over) a documented size cap: refused or handled within
 * `ms` of CPU, and the resident memory grows by less than 512 MB while it is read.
 */
export async function expectBoundedAtCap(feed: Feed, bytes: Uint8Array | string, ms: number): Promise<Outcome> {
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 5);
  try {
    return await feed(bytes, ms);
  } finally {
    clearInterval(sampler);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect((peak - before) / 2 ** 20, 'rss growth in MB').toBeLessThan(512);
  }
}
