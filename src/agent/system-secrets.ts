import { aclLocked } from './acl-lock.js';
import { lstatSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { findExecutable } from '../git/programs.js';
import { asRoot, SYSTEM_PATH, type Privilege } from './privilege.js';

/**
 * Where a machine keeps credentials outside any user's home, most of them open to every user by
 * the tool that writes them: the agent, whatever uid it runs as, must not read them.
 */
const SYSTEM_SECRETS = [
  // Accounts and keys of the system itself.
  '/etc/shadow',
  '/etc/shadow-',
  '/etc/gshadow',
  '/etc/gshadow-',
  '/etc/sudoers',
  '/etc/sudoers.d',
  '/etc/ssh',
  '/etc/ssl/private',
  '/etc/security/opasswd',
  // podman's system-wide registry logins.
  '/etc/containers/auth.json',
  // Mounted for a job: Docker's and compose's secrets (0444), a Kubernetes pod's service account
  // token (0644 by default: an actions-runner-controller runner pod's, which may create pods).
  '/run/secrets',
  '/var/run/secrets',
  // System-wide settings that hold registry credentials (each tool writes them 0644): git's
  // (`git config --system`: an extraheader, a credential store), pip's (`pip config --global`: an
  // index URL with a token), npm's globalconfig for a prefix of / or /usr (Debian) or /usr/local,
  // apt's logins.
  '/etc/gitconfig',
  '/etc/pip.conf',
  '/etc/xdg/pip',
  '/etc/npmrc',
  '/usr/etc/npmrc',
  '/usr/local/etc/npmrc',
  '/etc/apt/auth.conf',
  '/etc/apt/auth.conf.d',
];

/**
 * The system's credential paths that exist here: the fixed ones, and npm's globalconfig
 * (`<prefix>/etc/npmrc`) of each node on the agent's PATH (`<prefix>/bin`).
 */
export function systemSecrets(pathVar: string | undefined): { path: string; dir: boolean }[] {
  const npm = (pathVar ?? '')
    .split(':')
    .filter((d) => isAbsolute(d) && /\/bin\/?$/.test(d))
    .map((d) => join(dirname(d.replace(/\/$/, '')), 'etc', 'npmrc'));
  // By real path: /var/run is a link to /run on most systems, and a link's target is what is read.
  const found = new Map<string, boolean>();
  for (const path of [...SYSTEM_SECRETS, ...npm]) {
    try {
      const st = statSync(path, { throwIfNoEntry: false });
      if (st) found.set(realpathSync(path), st.isDirectory());
    } catch {
      // Under a folder this user may not pass (a PATH entry in /root, for a runner's user): no
      // other user passes it either, the agent's included.
    }
  }
  return [...found].map(([path, dir]) => ({ path, dir }));
}

/** Paths closed to every user while agents run (no ACLs here), their owner and mode before, and how many runs hold them. */
const closed = new Map<string, { owner: string; mode: string; holders: number }>();

/**
 * Closes each of `paths` that others may open to the agent's user `uid` while it runs (a copy: no
 * mount namespace to hide them). An ACL entry denies that uid alone: every other user keeps its
 * access, and a proofgate killed outright leaves only an entry for a uid no one else has (the
 * entry goes in `undo`). Where setfacl is missing or the file system keeps no ACLs, other users
 * lose their access instead (the group becomes this process's own, so proofgate still reads them)
 * and owner and mode come back when the last run holding them ends.
 */
export function closeSystemSecrets(p: Privilege, uid: number, paths: { path: string }[], undo: (() => void)[]): void {
  const open = paths
    .map(({ path }) => path)
    .filter((path) => {
      const st = lstatSync(path, { throwIfNoEntry: false });
      return st && !st.isSymbolicLink() && st.mode & 0o007;
    });
  for (const path of denyToAgent(p, uid, open, undo)) closeToOthers(p, path, undo);
}

/**
 * Denies each of `paths` to the agent's user `uid` alone by an ACL entry (their removal goes in
 * `undo`): the mode never changes, so a proofgate killed outright leaves only an entry for a uid
 * no one else has. One setfacl for them all (a root process and the machine's lock each, where a
 * copy run closes a dozen); when it fails, each path again alone, so one that refuses leaves the
 * others denied. Returns the paths left open: setfacl is missing or their file system keeps no ACLs.
 */
export function denyToAgent(p: Privilege, uid: number, paths: string[], undo: (() => void)[]): string[] {
  const setfacl = findExecutable('setfacl', SYSTEM_PATH);
  if (!setfacl || paths.length === 0) return paths;
  const names = paths.length === 1 ? paths[0]! : `${paths.length} paths`;
  try {
    asRoot(p, aclLocked([setfacl, '-m', `u:${uid}:---`, '--', ...paths]), `close ${names} to the agent user`);
  } catch {
    return paths.length === 1 ? paths : paths.filter((path) => denyToAgent(p, uid, [path], undo).length > 0);
  }
  undo.push(() => {
    try {
      asRoot(p, aclLocked([setfacl, '-x', `u:${uid}`, '--', ...paths]), `remove the agent user's entry from ${names}`);
    } catch (err) {
      // One path gone or refusing: each alone, so every other still loses its entry.
      if (paths.length === 1) throw err;
      for (const path of paths)
        try {
          asRoot(p, aclLocked([setfacl, '-x', `u:${uid}`, '--', path]), `remove the agent user's entry from ${path}`);
        } catch {
          // the undo list goes on: one entry left for a uid no one else has
        }
    }
  });
  return [];
}

function closeToOthers(p: Privilege, path: string, undo: (() => void)[]): void {
  const gid = process.getgid?.() ?? 0;
  let held = closed.get(path);
  const first = !held;
  if (!held) {
    const st = lstatSync(path);
    held = { owner: `${st.uid}:${st.gid}`, mode: (st.mode & 0o7777).toString(8), holders: 0 };
    closed.set(path, held);
  }
  held.holders++;
  const mine = held;
  // Registered before the change: a close that fails half-way is still given back.
  undo.push(() => {
    if (--mine.holders > 0) return;
    closed.delete(path);
    asRoot(p, [p.chown, '-h', mine.owner, '--', path], `restore the owner of ${path}`);
    asRoot(p, [p.chmod, mine.mode, '--', path], `restore the mode of ${path}`);
  });
  if (first) {
    asRoot(p, [p.chown, '-h', `:${gid}`, '--', path], `close ${path} to the agent user`);
    asRoot(p, [p.chmod, 'o-rwx', '--', path], `close ${path} to the agent user`);
  }
}
