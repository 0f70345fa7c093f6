import { describe, expect, it } from 'vitest';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { COMMANDS } from '../src/cli/registry.js';
import { commandHelp } from '../src/cli/help.js';
import { ROOT } from './support/run.js';
import { VERSION } from '../src/version.js';

const docPage = (area: string, name: string) => join(ROOT, 'docs', `${name ? `${area}-${name}` : area}.md`);

/** The rows of a page's `## Exit codes` table, each meaning as the help prints it (a link read as its text). */
function exitCodeRows(page: string): [number, string][] {
  const section = page.split(/^## /m).find((s) => s.startsWith('Exit codes')) ?? '';
  return section
    .split('\n')
    .filter((line) => /^\|\s*\d+\s*\|/.test(line))
    .map((line) => {
      const [code, meaning] = line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim());
      return [Number(code), meaning!.replace(/\[([^\]]+)\]\([^)]+\)/g, '$1').replaceAll('\\|', '|')];
    });
}

describe('docs stay true to the code', () => {
  for (const c of COMMANDS) {
    it(`docs page for \`${c.area} ${c.name}\` names every option, and the help prints exit codes`, () => {
      const page = docPage(c.area, c.name);
      expect(existsSync(page), page).toBe(true);
      const text = readFileSync(page, 'utf8');
      for (const o of Object.keys(c.options)) expect(text, `--${o}`).toContain(`--${o}`);
      const help = commandHelp(c);
      expect(help).toContain('exit codes:');
      // Each option once, its words apart from its flag, a former spelling listed too.
      expect(help).not.toMatch(/repeatable\).*\(repeatable/);
      for (const [name, o] of Object.entries(c.options)) expect(help).toMatch(new RegExp(`--${name}${o.value ? ` ${o.value}` : ''}\\s{2}`));
      for (const old of Object.keys(c.aliases ?? {})) expect(help).toContain(`--${old}`);
    });

    it(`docs page for \`${c.area} ${c.name}\`: its exit-code table is the command's, row for row`, () => {
      expect(exitCodeRows(readFileSync(docPage(c.area, c.name), 'utf8'))).toEqual(c.exitCodes);
    });
  }

  const actions = ['', ...readdirSync(ROOT).filter((d) => existsSync(join(ROOT, d, 'action.yml')))];
  for (const dir of actions) {
    const name = dir || 'command';
    it(`action ${name}: node24 and a built entry (or composite), and a docs page naming every input and output`, () => {
      const meta = parse(readFileSync(join(ROOT, dir, 'action.yml'), 'utf8'));
      // A composite action's steps are the other actions (test/actions/review.test.ts plays them).
      if (meta.runs.using !== 'composite') {
        expect(meta.runs.using).toBe('node24');
        expect(existsSync(join(ROOT, dir, meta.runs.main))).toBe(true);
      }
      if (!dir) return; // the root action is documented in the README
      const page = join(ROOT, 'docs', `action-${dir}.md`);
      expect(existsSync(page), page).toBe(true);
      const text = readFileSync(page, 'utf8');
      for (const k of [...Object.keys(meta.inputs ?? {}), ...Object.keys(meta.outputs ?? {})]) expect(text, k).toContain(`\`${k}\``);
    });
  }

  it('the version is one', () => {
    // dist/cli.js --version is checked against package.json in dist.test.ts; here the source constant.
    expect(VERSION).toBe(JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).version);
  });
});
