// Hazard 637: the patterns the no-trailing-run lint flagged, rewritten to run in linear time. Each
// rewrite is compared with the pattern it replaced over every short string of a few characters that
// matter to it (same match, same captures), and timed on a long hostile run.
import { describe, expect, it } from 'vitest';
import { blockTitle, sectionHeading } from '../../src/test-review/markdown.js';
import { YARN_LINE } from '../../src/test-review/lockfiles.js';
import { DELIMITER_ROW } from '../../src/test-review/page-reading.js';
import { LABEL_THEN_VALUE } from '../../src/test-review/report.js';
import { runsCommands } from '../../src/test-review/setup-refs.js';
import { fenceOpening } from '../../src/text/fences.js';

/** Every string of `alphabet` up to `max` long, each after `prefix`. */
function* strings(prefix: string, alphabet: readonly string[], max: number): Generator<string> {
  let level = [''];
  for (let n = 0; n <= max; n++) {
    for (const s of level) yield prefix + s;
    level = level.flatMap((s) => alphabet.map((c) => s + c));
  }
}

const cpuMs = (f: () => unknown) => {
  const c0 = process.cpuUsage();
  f();
  const c = process.cpuUsage(c0);
  return (c.user + c.system) / 1000;
};

const MB = ' '.repeat(1 << 20);
const SPACES = [' ', '\t', '\n', '\r', '\u2028', '\u00a0'];

describe('#637 a rewritten pattern matches what the old one did', () => {
  it('#637 sectionHeading and blockTitle', () => {
    const alphabet = ['#', ' ', '\t', '\n', '\r', '\u2028', '\u00a0', 'a'];
    const section = /^##\s+(.+?)\s*#*\s*$/;
    const block = /^###\s+(.+?)(?:\s+#+)?\s*$/;
    let n = 0;
    for (const prefix of ['#', '##', '###', '####', ''])
      for (const line of strings(prefix, alphabet, 5)) {
        const s = section.exec(line);
        expect(sectionHeading(line), JSON.stringify(line)).toBe(s && !line.startsWith('###') ? s[1]! : null);
        const b = block.exec(line);
        expect(blockTitle(line), JSON.stringify(line)).toBe(b && !line.startsWith('####') ? b[1]! : undefined);
        n++;
      }
    expect(n).toBeGreaterThan(100_000);
  });

  it('#637 fenceOpening', () => {
    const old = /^ {0,3}(`{3,}(?=[^`]*$)|~{3,})(.*)$/;
    for (const line of strings('', ['`', '~', ' ', '\r', 'a'], 7)) {
      const m = old.exec(line);
      expect(fenceOpening(line), JSON.stringify(line)).toEqual(m ? { marks: m[1], info: m[2] } : undefined);
    }
  });

  it('#637 a delimiter row', () => {
    const old = /^(?=[^|:]*[|:])[ \t]*\|?[ \t]*:?-+:?[ \t]*(?:\|[ \t]*:?-+:?[ \t]*)*\|?[ \t]*$/;
    for (const line of strings('', ['|', ':', '-', ' ', 'a'], 7))
      expect(DELIMITER_ROW.test(line), JSON.stringify(line)).toBe(old.test(line));
  });

  it('#637 a yarn.lock line', () => {
    const old = /^ +(?:"([^"\\]*)"|([^\s":#][^\s":]*))(?::(?: +(.*))?| +(.+))$/;
    for (const line of strings(' ', [' ', ':', '"', 'a', '\r'], 7)) {
      const m = old.exec(line);
      const n = YARN_LINE.exec(line);
      const seen = n && [n[1], n[2], n[4], n[6]];
      expect(seen, JSON.stringify(line)).toEqual(m && [m[1], m[2], m[3], m[4]]);
    }
  });

  it('#637 a label and its value', () => {
    const old = /^([\p{L}\p{M}\s'’()/&-]{1,80}?)\s*(?::|\||=|—|–|→|⇒|->|=>|\s-\s)\s*(.*)$/u;
    for (const line of strings('', ['a', ' ', ':', '-', '>', '\r', '\u2028'], 6)) {
      const m = old.exec(line);
      const n = LABEL_THEN_VALUE.exec(line);
      expect(n && [n[1], n[3]], JSON.stringify(line)).toEqual(m && [m[1], m[2]]);
    }
  });

  it('#637 a file that runs commands', () => {
    const old =
      /(?:^|\/)(?:\.(?:github|gitea|forgejo)\/workflows\/[^/]+|\.github\/actions\/.+\/action|\.gitlab\/.+|\.gitlab-ci[^/]*|\.circleci\/.+|\.buildkite\/.+|\.?azure-pipelines[^/]*|\.azure-pipelines\/.+|\.travis|bitbucket-pipelines|\.drone|\.?appveyor|\.woodpecker(?:\/.+)?|\.cirrus|\.semaphore\/.+|cloudbuild|buildspec|(?:docker-)?compose[^/]*|taskfile(?:\.dist)?)\.ya?ml$|(?:^|\/)(?:jenkinsfile[^/]*|[^/]+\.jenkinsfile|(?:gnu)?makefile[^/]*|[^/]+\.mk|\.?justfile|earthfile|(?:dockerfile|containerfile)[^/]*|[^/]+\.(?:dockerfile|containerfile))$/i;
    const parts = ['/', '.gitlab/', '.GitLab', '.woodpecker', '.github/actions/', 'action', '.yml', '.YAML', 'a', '\n', 'x.mk', 'Makefile'];
    for (const path of strings('', parts, 4)) expect(runsCommands(path), JSON.stringify(path)).toBe(old.test(path));
  });
});

describe('#637 a long run in a line an agent or a repository writes is read in linear time', () => {
  // Each took minutes or more with the old pattern (1 MB); about 10 ms each now.
  it('#637 a heading, a block title, a fence, a delimiter row, a yarn.lock line, a label, a CI path', () => {
    const ms = cpuMs(() => {
      expect(sectionHeading(`## a${MB}b`)).toBe(`a${MB}b`);
      expect(sectionHeading(`##${MB}a${MB}\r`)).toBe('a');
      expect(blockTitle(`### a${MB}b`)).toBe(`a${MB}b`);
      expect(blockTitle(`###${MB}a\u2028${' #'.repeat(1 << 19)}b`)).toBe(undefined);
      expect(fenceOpening(`${'~'.repeat(1 << 20)}\r`)).toBe(undefined);
      expect(DELIMITER_ROW.test(`|-${MB}x`)).toBe(false);
      expect(DELIMITER_ROW.test(`${MB}x|`)).toBe(false);
      expect(YARN_LINE.exec(`  a:${MB}\r`)).toBe(null);
      expect(YARN_LINE.exec(`  a${MB}\r`)).toBe(null);
      expect(LABEL_THEN_VALUE.exec(`a:${MB}x\ry`)).toBe(null);
      expect(runsCommands(`${'/.gitlab'.repeat(1 << 17)}x`)).toBe(false);
      expect(runsCommands(`${'/.github/actions'.repeat(1 << 16)}x.yml`)).toBe(false);
      for (const c of SPACES) expect(sectionHeading(`## a${c.repeat(1 << 20)}b`)).not.toBe(undefined);
    });
    expect(ms).toBeLessThan(5_000);
  });
});
