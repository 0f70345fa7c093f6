import { findExecutable } from '../git/programs.js';
import { SYSTEM_PATH } from './privilege.js';

/**
 * keyctl(2)'s number for each architecture Node names (arm64, riscv64 and loong64 take the generic
 * table's). Elsewhere the agent keeps the session keyring it inherits, and the run says so.
 */
const KEYCTL: Partial<Record<string, number>> = { x64: 250, ia32: 288, arm: 311, arm64: 219, riscv64: 219, loong64: 219 };

/**
 * The kernel's keyrings belong to no namespace: a process keeps the session keyring it inherited
 * through setpriv, sudo, unshare and bubblewrap alike, and possesses every key in it whatever its
 * uid, so a token the runner or an earlier step kept there (`keyctl add user … @s`, a Kerberos
 * `KEYRING:` cache) was the agent's to read. This is the last program of the agent's chain, run
 * as the agent inside its confinement: it joins a new, empty session keyring
 * (KEYCTL_JOIN_SESSION_KEYRING with no name), then becomes the agent (exec, same pid). Keyrings
 * refused to every call (ENOSYS, or EPERM from a seccomp filter such as Docker's) are no channel
 * to close; any other failure stops the agent before it starts. perl because perl-base is in every
 * Debian and Ubuntu (GitHub's images) and its `syscall` reaches keyctl with no module.
 */
export function freshKeyring(arch: string = process.arch): { args: string[]; why: string } {
  const nr = KEYCTL[arch];
  const perl = findExecutable('perl', SYSTEM_PATH);
  if (nr === undefined || !perl)
    return {
      args: [],
      why: `the agent shares this process's session keyring (${nr === undefined ? `keyctl's number on ${arch} is not known here` : 'no perl in the system folders to give it one of its own'}): a key added there (keyctl add … @s) is readable by it`,
    };
  const script = [
    `syscall(${nr}, 1, 0) >= 0 or $!{ENOSYS} or $!{EPERM} or die "proofgate: no session keyring of its own for the agent: $!\\n";`,
    'exec { $ARGV[0] } @ARGV;',
    'die "proofgate: cannot run $ARGV[0]: $!\\n";',
  ].join(' ');
  return { args: [perl, '-e', script, '--'], why: '' };
}
