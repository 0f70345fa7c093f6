import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const FAKE_AGENT = fileURLToPath(new URL('../fixtures/agents/fake-agent.mjs', import.meta.url));
/** `claude` and `codex` stand-ins replaying the pinned CLIs' recorded output (test/fixtures/agents/README.md). */
export const STAND_IN_BIN = fileURLToPath(new URL('../fixtures/agents/bin', import.meta.url));

/** What a stand-in does, passed in its environment (so it holds under any isolation). */
export interface StandInScenario {
  signedIn?: boolean;
  statusHang?: boolean;
  version?: string;
  /** Files it writes (relative to its working directory) when it runs. */
  writes?: Record<string, string>;
  /** A recorded output under test/fixtures/agents/replay/, or literal stdout. */
  replay?: string;
  stdout?: string;
  /** Bytes added to the JSON array printed (the replay of a claude --verbose run): an output past what an environment variable holds. */
  pad?: number;
  stderr?: string;
  exit?: number;
  hang?: boolean;
}

/** The environment of a run whose claude and codex are the stand-ins; pass PROOFGATE_STAND_IN with env-pass. */
export function standIn(scenario: StandInScenario): Record<string, string> {
  return { PATH: `${STAND_IN_BIN}:${dirname(process.execPath)}:/usr/bin:/bin`, PROOFGATE_STAND_IN: JSON.stringify(scenario) };
}
const RECORDER = fileURLToPath(new URL('../fixtures/agents/record-argv.mjs', import.meta.url));

/** A fresh folder, open to every user as a checkout is (an isolated agent runs as a user of its own). */
export function tempDir(prefix = 'pg-agent-test-'): string {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  chmodSync(dir, 0o755);
  return dir;
}

/** A folder holding `files` (path → content). */
export function tree(files: Record<string, string>): string {
  const root = tempDir('pg-agent-tree-');
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

/** A shell script at `dir/name` running `body` (a /bin/sh script). */
export function script(dir: string, name: string, body: string): string {
  const path = join(dir, name);
  writeFileSync(path, `#!/bin/sh\n${body}\n`);
  chmodSync(path, 0o755);
  return path;
}

/**
 * A fake vendor CLI named `name` in a fresh bin folder: records its argv, stdin, cwd and env into
 * the returned `record` file and prints `stdout`.
 */
export function fakeVendor(
  name: string,
  stdout = '',
): { bin: string; record: string; read(): { argv: string[]; stdin: string; cwd: string; env: Record<string, string> } } {
  const bin = tempDir('pg-agent-bin-');
  const record = join(bin, 'record.json');
  const out = join(bin, 'stdout.txt');
  writeFileSync(out, stdout);
  script(bin, name, `"${process.execPath}" "${RECORDER}" "${record}" "$@" && cat "${out}"`);
  return { bin, record, read: () => JSON.parse(readFileSync(record, 'utf8')) };
}

/** True while `pid` is a live (non-zombie) process. */
export function alive(pid: number): boolean {
  const stat = `/proc/${pid}/stat`;
  if (!existsSync(stat)) return false;
  try {
    const text = readFileSync(stat, 'utf8');
    return text.slice(text.lastIndexOf(')') + 2)[0] !== 'Z';
  } catch {
    return false;
  }
}

/** The number after `label ` in a line of `text`. */
export function pidAfter(label: string, text: string): number {
  const m = new RegExp(`${label} (\\d+)`).exec(text);
  if (!m) throw new Error(`no ${label} in ${JSON.stringify(text)}`);
  return Number(m[1]);
}

/**
 * `text` without the lines an unconfined run says of what it leaves in reach: the suite's trees lie
 * under its temp folder, which every user may write (hazard 529), so an isolate none run names it.
 */
export function withoutUnconfinedNotes(text: string): string {
  return text
    .split('\n')
    .filter((line) => !isUnconfinedNote(line))
    .join('\n');
}

/** A line an isolate none run says of what it leaves in reach (withoutUnconfinedNotes). */
export const isUnconfinedNote = (line: string) => line.startsWith('agent: isolation none: ');
