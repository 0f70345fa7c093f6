import * as core from '@actions/core';
import { runCli } from '../cli/main.js';
import { requiredInput, workspace } from './io.js';
import { log, logUntrusted } from '../github/log.js';
import { setTextOutput } from './outputs.js';

/**
 * The root action: any CLI command. `args` holds one argument per line and is
 * never given to a shell, so quotes, `$()` and `;` are just characters.
 */
export async function run(): Promise<void> {
  const command = requiredInput('command').trim().split(/\s+/);
  const args = core
    .getInput('args')
    .split(/\r?\n/)
    .filter((l) => l.trim() !== '');
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli([...command, ...args], { cwd: workspace(), out: (t) => out.push(t), err: (t) => err.push(t) });
  logUntrusted([...out, ...err]);
  core.setOutput('exit-code', String(code));
  setTextOutput('stdout', out.join('\n'), "the whole is in this step's log");
  if (code !== 0) log.fail(`proofgate ${command.join(' ')} exited ${code}${err.length ? `: ${err[err.length - 1]}` : ''}`);
}
