/**
 * A script's language, told by its content whatever its name (`scripts/deploy`, `deploy.prod`,
 * `x.cgi`, `x.conf`): rules are matched against its path and against the path with the
 * interpreter's extension added, so `#!/usr/bin/env bash` gets the shell rule and the reviewers
 * that rule dispatches, whatever the file is called.
 */
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { basename, join } from 'node:path';
import { isText } from '../text/encoding.js';

/** Interpreters by their usual extension (each one a built-in rule matches); a version suffix (`python3.12`, `php8`) is the same language. */
export const BY_INTERPRETER: readonly [RegExp, string][] = [
  [/^(?:ba|da|z|k|mk|pdk|ok|lk|ya|po|a|c|tc)?sh[\d.]*$|^fish$/, 'sh'],
  [/^(?:python|pypy)[\d.]*(?:t|d|-dbg)?$/, 'py'],
  [/^(?:node|nodejs|deno|bun|zx)$/, 'js'],
  [/^(?:ts-node|tsx)$/, 'ts'],
  [/^j?ruby[\d.]*$/, 'rb'],
  [/^php[\d.]*$/, 'php'],
  [/^perl[\d.]*$/, 'pl'],
  [/^(?:pwsh|powershell)$/, 'ps1'],
  // `#!/usr/bin/make -f`: its recipes run in a shell.
  [/^[gb]?make$/, 'mk'],
  // Shells by other names, and interpreters whose work is running commands (expect spawns them, awk's
  // system(), GNU sed's `e`): shell, whose rule dispatches security.
  [/^(?:nu|elvish|xonsh|ysh|rc|execlineb|expect|tclsh[\d.]*|[gmn]?awk|sed)$/, 'sh'],
];

/** The first line of an interpreter line is read up to this many bytes (Linux reads 256). */
const LINE_MAX_BYTES = 512;

/**
 * A command that runs the command written after it: the operands it takes first (`timeout 60`,
 * `taskset 0x3`), the words it may take before them (`npm exec`, `poetry run`: optional), and its
 * options that take the next word as their value (`sudo -u root`, `nice -n 5`; joined, `-uroot`
 * or `--user=root`, is one word).
 */
interface Wrapper {
  operands?: number;
  subcommands?: readonly string[];
  /** Space-separated. */
  values?: string;
  /** An option whose joined value is more of the line (env's `-Sbash`, `-iSbash`, `--split-string=bash`). */
  split?: RegExp;
}
const WRAPPERS = new Map<string, Wrapper>([
  ['env', { values: '-u --unset -C --chdir', split: /^(?:-[iv0]*S|--split-string=)(?=.)/ }],
  [
    'sudo',
    {
      values:
        '-C -D -g -h -p -R -r -T -t -U -u --close-from --chdir --group --host --prompt --chroot --role --command-timeout --type --other-user --user',
    },
  ],
  ['doas', { values: '-C -u' }],
  ['runuser', { values: '-u -g -G --user --group --supp-group' }],
  ['timeout', { operands: 1, values: '-k -s --kill-after --signal' }],
  ['nice', { values: '-n --adjustment' }],
  ['nohup', {}],
  ['setsid', {}],
  ['time', { values: '-f -o --format --output' }],
  ['stdbuf', { values: '-i -o -e --input --output --error' }],
  ['chrt', { operands: 1, values: '-T -P -D --sched-runtime --sched-period --sched-deadline' }],
  ['ionice', { values: '-c -n -p -P -u --class --classdata' }],
  ['taskset', { operands: 1 }],
  ['flock', { operands: 1, values: '-w -E --timeout --conflict-exit-code' }],
  ['chroot', { operands: 1, values: '--userspec --groups' }],
  ['fakeroot', { values: '-l -s -i --lib --faked' }],
  [
    'xargs',
    {
      values: '-a -d -E -I -L -n -P -s --arg-file --delimiter --max-args --max-lines --max-procs --max-chars --process-slot-var',
    },
  ],
  ['busybox', {}],
  // su and sg hand every word to a shell (`su -c bash`, `su root x`): shell whatever follows.
  ['su', { operands: Infinity }],
  ['sg', { operands: Infinity }],
  [
    'unshare',
    {
      values:
        '-R -w -S -G --root --wd --setuid --setgid --map-user --map-group --map-users --map-groups --propagation --setgroups --monotonic --boottime',
    },
  ],
  [
    'setpriv',
    {
      values:
        '--ambient-caps --inh-caps --bounding-set --ruid --euid --rgid --egid --reuid --regid --groups --securebits --pdeathsig --selinux-label --apparmor-profile',
    },
  ],
  [
    'systemd-run',
    {
      values:
        '-H -M -u -p -E --host --machine --unit --property --description --slice --service-type --uid --gid --nice --working-directory --setenv --on-active --on-boot --on-calendar',
    },
  ],
  ['strace', { values: '-a -b -e -E -I -o -O -p -P -s -S -u -U -X --env --attach --user --trace-path --output --string-limit' }],
  ['ltrace', { values: '-a -A -D -e -F -l -n -o -p -s -u -w -x --output --library --indent --align --config' }],
  ['valgrind', {}],
  ['catchsegv', {}],
  ['eatmydata', {}],
  ['gosu', { operands: 1 }],
  ['su-exec', { operands: 1 }],
  ['tini', { values: '-p -e' }],
  ['dumb-init', { values: '-r --rewrite' }],
  ['xvfb-run', { values: '-n -s -e -f -p -w --server-num --server-args --error-file --auth-file --xauth-protocol --wait' }],
  ['bundle', { subcommands: ['exec'], values: '--gemfile' }],
  // dotenv-cli's `dotenv -e .env -- bash`, python-dotenv's `dotenv -f .env run bash`.
  ['dotenv', { subcommands: ['run'], values: '-e -v -c -f --file' }],
  ['direnv', { subcommands: ['exec'], operands: 1 }],
  ['mise', { subcommands: ['exec', 'x'], values: '-C --cd -E --env -j --jobs' }],
  ['asdf', { subcommands: ['exec'] }],
  ['npx', { values: '-p --package' }],
  ['bunx', { values: '-p --package' }],
  ['pnpx', {}],
  ['npm', { subcommands: ['exec', 'x'], values: '-p --package -w --workspace -C --prefix' }],
  ['pnpm', { subcommands: ['exec', 'dlx'], values: '-C --dir -F --filter --package' }],
  ['yarn', { subcommands: ['exec', 'dlx', 'run'], values: '-p --package --cwd' }],
  ['poetry', { subcommands: ['run'], values: '-C -P --directory --project' }],
  ['pipenv', { subcommands: ['run'] }],
  ['pdm', { subcommands: ['run'], values: '-p --project --venv' }],
  ['hatch', { subcommands: ['run'], values: '-e --env' }],
  ['rye', { subcommands: ['run'] }],
  ['pipx', { subcommands: ['run'], values: '--spec --python' }],
  ['pixi', { subcommands: ['run', 'exec'], values: '-e --environment --manifest-path' }],
  ['conda', { subcommands: ['run'], values: '-n -p --name --prefix' }],
  ['mamba', { subcommands: ['run'], values: '-n -p --name --prefix' }],
  ['micromamba', { subcommands: ['run'], values: '-n -p --name --prefix' }],
]);

/** Whether an option word leaves its value to the next word: `-u`, `--user`, a cluster ending in one (`-Eu`); not `-uroot` or `--user=root`. */
function takesValue(word: string, values: string): boolean {
  const takes = values.split(' ');
  if (word.startsWith('--')) return takes.includes(word);
  for (let i = 1; i < word.length; i++) if (takes.includes(`-${word[i]}`)) return i === word.length - 1;
  return false;
}

/** Where the command a wrapper runs stands in `words` (its options, `VAR=value` words, `--` and its operands skipped), or past the end. */
function commandAt(words: string[], at: number, { operands = 0, subcommands = [], values = '', split }: Wrapper): number {
  let left = operands;
  let subs = subcommands;
  let options = true;
  for (; at < words.length; at++) {
    const word = words[at]!;
    const joined = options ? split?.exec(word) : null;
    // Read again as the words it holds.
    if (joined) words[at--] = word.slice(joined[0].length);
    else if (options && word === '--') options = false;
    else if (options && word.length > 1 && word.startsWith('-')) at += takesValue(word, values) ? 1 : 0;
    else if (word.includes('=')) continue;
    else if (subs.includes(word)) subs = [];
    else if (left > 0) left--;
    else return at;
  }
  return at;
}

/** The words of the interpreter line and the `#! nix-shell` lines after it, whose last `-i` names the interpreter nix-shell runs. */
function nixShellWords(data: Buffer): string[] {
  return [...data.toString('latin1', 0, LINE_MAX_BYTES * 4).matchAll(/^#!.*?\bnix-shell\b(.*)$/gm)].flatMap(([, rest]) => lineWords(rest!));
}

/** Words as `env -S` splits them: quotes removed wherever they stand, `\_` a space. */
function lineWords(line: string): string[] {
  return line
    .replace(/\\_/g, ' ')
    .replace(/["']/g, '')
    .split(/[ \t\r]+/)
    .filter(Boolean);
}

const interpreterExtension = (name: string) => BY_INTERPRETER.find(([re]) => re.test(name))?.[1];
const known = (name: string) =>
  WRAPPERS.has(name) || interpreterExtension(name) !== undefined || name === 'nix-shell' || /^uvx?$/.test(name);

/**
 * The extension of the language `data`'s interpreter line runs it as, or undefined: no `#!`, or
 * an interpreter not listed. Wrappers (`env`, `sudo`, `timeout 60`, `nice -n 5`, `npm exec`,
 * `poetry run`, `busybox`, …) are read through, one after another, to the command they run (each
 * step moves on by a word at least, so a line of 512 bytes ends it); `uv run` is Python, nix-shell
 * runs its `-i`. A wrapper whose command is not on the line (`sudo -s`, `npx -c '…'`) runs one all
 * the same: shell, as for a shell's; so does a word after a wrapper that names no interpreter listed
 * (`env -S bundler exec ruby`, an option's value not listed here): the wrapper runs something. A
 * UTF-8 BOM before `#!` is no interpreter line to the kernel: a shell that runs the file runs it as shell.
 */
export function scriptExtension(data: Buffer): string | undefined {
  if (data[0] === 0xef && data[1] === 0xbb && data[2] === 0xbf && data[3] === 0x23 && data[4] === 0x21) return 'sh';
  if (data[0] !== 0x23 || data[1] !== 0x21) return undefined;
  const end = data.subarray(0, LINE_MAX_BYTES).indexOf(0x0a);
  const words = lineWords(data.toString('latin1', 2, end < 0 ? Math.min(data.length, LINE_MAX_BYTES) : end));
  for (let at = 0; at < words.length;) {
    const name = basename(words[at]!);
    if (name === 'uv' || name === 'uvx') return 'py';
    if (name === 'nix-shell') {
      const nix = nixShellWords(data);
      const i = nix.lastIndexOf('-i');
      return (i >= 0 && i + 1 < nix.length ? interpreterExtension(basename(nix[i + 1]!)) : undefined) ?? 'sh';
    }
    const wrapper = WRAPPERS.get(name);
    const language = wrapper ? undefined : interpreterExtension(name);
    if (language) return language;
    // Past the first word, a wrapper runs this one: shell. A first word not listed that names a
    // listed interpreter or wrapper after it (`with-contenv bash`, `pkexec bash`, `arch -arm64
    // bash`) is a wrapper not listed: read on from that word.
    if (!wrapper) {
      if (at > 0) return 'sh';
      const next = words.findIndex((w, k) => k > 0 && !w.startsWith('-') && !w.includes('=') && known(basename(w)));
      if (next < 0) return undefined;
      at = next;
      continue;
    }
    at = commandAt(words, at + 1, wrapper);
  }
  return words.length ? 'sh' : undefined;
}

/**
 * The script extension of content: its interpreter line's, else shell for a text file (no NUL
 * byte, which a shell refuses to run) git records executable: a shell runs one with no `#!` as
 * shell. Else undefined.
 */
export function contentScript(data: Buffer, executable: boolean): string | undefined {
  return scriptExtension(data) ?? (executable && !data.includes(0) && isText(data) ? 'sh' : undefined);
}

/**
 * The script extension of the working-tree file at `path` (the preview commands' `review rules
 * PATH`, `review reviewers PATH`), read from its first bytes and its mode; undefined when it names
 * none or is no regular file there. A scope reads the version it seals instead.
 */
export function workTreeScript(root: string, path: string): string | undefined {
  let fd: number | undefined;
  try {
    // No link followed, no FIFO waited on; node:fs, which every command has loaded already.
    fd = openSync(join(root, path), constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK);
    const stat = fstatSync(fd);
    if (!stat.isFile()) return undefined;
    const head = Buffer.alloc(LINE_MAX_BYTES);
    return contentScript(head.subarray(0, readSync(fd, head, 0, LINE_MAX_BYTES, 0)), (stat.mode & 0o111) !== 0);
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}
