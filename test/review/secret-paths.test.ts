// A tree's secrets as one pattern finds them in its listing (SECRET_PATH_HINT through
// treeFilesMatching, src/git/git.ts) are those isSecretPath finds among every file: any case, any
// depth, folders and names.
import { describe, expect, it } from 'vitest';
import { symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { commitAll, emptyRepo, git, writeRepoFile } from '../support/repo.js';
import { scanTree, treeFilesMatching } from '../../src/git/git.js';
import { isSecretPath, SECRET_PATH_HINT } from '../../src/review/paths.js';

const NAMES = [
  '.env',
  '.ENV.local',
  'prod.env',
  'x.Env',
  'env',
  '.envrc',
  'environment.ts',
  '.npmrc',
  '_NETRC',
  'id_rsa',
  'id_rsa.pub',
  'Credentials',
  'credentials.JSON',
  'server.PEM',
  'a.key',
  'key',
  '.pem',
  'keys.p12',
  'tfstate',
  'main.tfstate',
  'readme.md',
  'we ird [x] *.pem',
  'ünï.crt',
  'a\\b.key',
  // The Kelvin sign: toLowerCase makes it a k.
  'x.\u212aeystore',
  'terraform.tfstate.backup',
  'credentials.toml',
  'secrets.YML',
  'token.json',
  'tokenizer.json',
  '.vault-token',
  'kubeconfig.yaml',
  'id_rsa~',
  '.zsh_history',
  'hosts.yml',
  'src.secret-lines.ts',
];
const FOLDERS = [
  '',
  'src/',
  'a/b/c/',
  'SECRETS/',
  'x/.ssh/',
  'x/.Aws/y/',
  'credentialsx/',
  'my.env/',
  '.docker/',
  'x/.doc\u212aer/',
  'gh/',
  '.CONFIG/gcloud/x/',
];

describe('secret paths found in a listing by one pattern', () => {
  it('treeFilesMatching(SECRET_PATH_HINT) holds every file isSecretPath finds in the whole tree, in every spelling', async () => {
    const repo = emptyRepo();
    for (const folder of FOLDERS) for (const name of NAMES) writeRepoFile(repo, `${folder}${name}`, `${folder}${name}\n`);
    symlinkSync('.env', join(repo, 'src/link.pem'));
    commitAll(repo, 'every spelling');
    const head = git(repo, 'rev-parse', 'HEAD').trim();
    const every = await scanTree({ root: repo }, head, (e) => isSecretPath(e.path));
    const listed = (await treeFilesMatching({ root: repo }, head, SECRET_PATH_HINT)).filter((e) => isSecretPath(e.path));
    const key = (e: { path: string; oid: string; mode: string }) => `${e.mode} ${e.oid} ${e.path}`;
    expect(listed.map(key).sort()).toEqual(every.map(key).sort());
    // Not a vacuous equality: secrets by folder, by name and by extension, the link too.
    expect(every.length).toBeGreaterThan(100);
    expect(listed.map((e) => e.path)).toEqual(expect.arrayContaining(['x/.Aws/y/readme.md', 'src/.ENV.local', 'ünï.crt', 'src/link.pem']));
  });
});

// #377: the stores of common tools' sign-in and their backups, by name; never code about them.
describe('#377 credential stores of common tools are secret by name, a backup too', () => {
  const secret = [
    'infra/terraform.tfstate.backup',
    'infra/terraform.tfvars',
    'env/prod.tfvars.json',
    '.cargo/credentials.toml',
    'gcloud/application_default_credentials.json',
    'home/.config/gcloud/access_tokens.db',
    'client_secret_1234.apps.googleusercontent.com.json',
    'deploy/service-account-key.json',
    'config/secrets.yml',
    'config/Secrets.JSON',
    'token.json',
    '.vault-token',
    'config/token',
    'ops/passwords.txt',
    'db.secret',
    '.kube/config',
    'ops/kubeconfig.yaml',
    '.azure/msal_token_cache.json',
    'home/.config/gh/hosts.yml',
    'home/.config/hub',
    '.m2/settings.xml',
    '.gradle/gradle.properties',
    '.my.cnf',
    '.s3cfg',
    '.boto',
    '.terraformrc',
    'wp-config.php',
    'htpasswd',
    'krb5.keytab',
    'vpn/office.ovpn',
    'signing/app.snk',
    'login.keychain-db',
    'x/.bash_history',
    '.psql_history',
    'id_rsa.bak',
    'id_ed25519~',
    'certs/server.key.orig',
    'config/master.key.old',
    '.env.swp',
  ];
  const plain = [
    'src/secret-lines.ts',
    'src/credentials.ts',
    'lib/token.go',
    'docs/secrets.md',
    'models/tokenizer.json',
    'design/tokens.json',
    'docs/passwordless.md',
    'gradle.properties',
    'app/settings.xml',
    'hosts.yml',
    'history.txt',
    'src/config.json',
    'backup.sql',
    'bin/rotate-secret',
    'scripts/reset-password',
    'src/was-secret',
  ];
  it.each(secret)('%s is a secret, and the listing pattern finds it', (path) => {
    expect(isSecretPath(path)).toBe(true);
    expect(SECRET_PATH_HINT.test(path)).toBe(true);
  });
  it.each(plain)('%s is not', (path) => expect(isSecretPath(path)).toBe(false));
});
