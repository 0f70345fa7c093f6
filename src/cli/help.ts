import type { CommandSpec } from './spec.js';
import { AREAS, COMMANDS } from './registry.js';

export function commandUsage(c: CommandSpec): string {
  const pos = c.positionals.map((p) => (p.required ? p.name : `[${p.name}]`)).join(' ');
  return ['proofgate', c.area, c.name, pos, '[options]'].filter(Boolean).join(' ');
}

/** A flag or argument padded to the help's column, and never run into its description. */
const column = (text: string) => (text.length < 23 ? text.padEnd(24) : `${text}  `);

export function commandHelp(c: CommandSpec): string {
  const out = [`usage: ${commandUsage(c)}`, '', c.summary, ''];
  if (c.positionals.length) {
    out.push('arguments:');
    for (const p of c.positionals) out.push(`  ${column(p.name)}${p.help}`);
    out.push('');
  }
  out.push('options:');
  for (const [name, o] of Object.entries(c.options)) {
    const flag = `--${name}${o.value ? ` ${o.value}` : ''}`;
    const extra = [
      o.multiple && !o.help.includes('repeatable') ? 'repeatable' : '',
      o.default !== undefined && o.default !== false ? `default ${String(o.default)}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    out.push(`  ${column(flag)}${o.help}${extra ? ` (${extra})` : ''}`);
  }
  for (const [old, now] of Object.entries(c.aliases ?? {})) out.push(`  ${column(`--${old}`)}the former spelling of --${now} (deprecated)`);
  out.push(`  ${column('--help')}show this help`, '', 'exit codes:');
  for (const [code, meaning] of c.exitCodes) out.push(`  ${code}  ${meaning}`);
  return out.join('\n');
}

export function mainHelp(version: string): string {
  const out = [`proofgate ${version}: checkable AI-assisted review`, '', 'usage: proofgate <area> <command> [arguments] [options]', ''];
  for (const [area, about] of Object.entries(AREAS)) {
    out.push(`${area}: ${about}`);
    for (const c of COMMANDS.filter((k) => k.area === area))
      out.push(
        `  ${commandUsage(c)
          .replace(/^proofgate /, '')
          .padEnd(44)}${c.summary}`,
      );
    out.push('');
  }
  out.push('`proofgate <area> <command> --help` describes every option, default and exit code.');
  out.push('Each command lists its exit codes in its --help; an error it can name is one line on stderr.');
  return out.join('\n');
}
