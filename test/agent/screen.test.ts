import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { givenSecrets } from '../../src/agent/given.js';
import { heldIn, redactHeld, tokenShaped } from '../../src/agent/screen.js';
import { tempDir } from './support.js';

const KEY = 'pk_Zq81vLwT0cRy5nXe3uJa7sGd';
const secrets = [{ name: 'MY_KEY', value: KEY }];
const b64 = (text: string) => Buffer.from(text).toString('base64');

describe('the credential screen: any stretch of 16 characters of a token, in the spellings that carry it', () => {
  it('a stretch of 16 characters counts, 15 do not; a shorter credential counts whole', () => {
    expect(heldIn(`x ${KEY.slice(3, 19)} y`, secrets)?.name).toBe('MY_KEY');
    expect(heldIn(`x ${KEY.slice(3, 18)} y`, secrets)).toBeUndefined();
    expect(heldIn('a pw4Tk9x2Lq b', ['pw4Tk9x2Lq'])?.value).toBe('pw4Tk9x2Lq');
    expect(heldIn('a pw4Tk9x2L b', ['pw4Tk9x2Lq'])).toBeUndefined();
  });

  it('base64 at each byte alignment, base64url, JSON escapes and percent-encoding', () => {
    for (const lead of ['', 'a', 'ab']) expect(heldIn(b64(`${lead}${KEY}!`), secrets)).toBeDefined();
    expect(heldIn(Buffer.from(`??${KEY}>>`).toString('base64url'), secrets)).toBeDefined();
    expect(
      heldIn(
        JSON.stringify(KEY).replace(/[a-z]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`),
        secrets,
      ),
    ).toBeDefined();
    expect(heldIn(encodeURIComponent(b64(KEY)), secrets)).toBeDefined();
    expect(heldIn([...KEY].map((c) => `%${c.charCodeAt(0).toString(16)}`).join(''), secrets)).toBeDefined();
  });

  it('a value that is no token (a document, words) counts whole only; a JSON Web Token by its signature', () => {
    const doc = '{"writes":{"a.json":"the same long sentence the agent may write"}}';
    expect(tokenShaped(doc)).toBe(false);
    expect(heldIn('the same long sentence the agent may write', [doc])).toBeUndefined();
    expect(heldIn(`x${doc}x`, [doc])).toBeDefined();
    const header = 'eyJhbGciOiJSUzI1NiIsInR5cCI6IkpXVCJ9';
    const jwt = `${header}.eyJzdWIiOiJhYmMiLCJleHAiOjE3MDB9.Qm9vbTJzaWduYXR1cmVfYWJjMTIzNDU2Nzg5MA`;
    expect(heldIn(`a test token ${header}.eyJzdWIiOiJ4In0.c2ln`, [jwt])).toBeUndefined();
    expect(heldIn(jwt.slice(-20), [jwt])).toBeDefined();
  });

  it('redacts every stretch where it stands, its escapes with it, and nothing around it', () => {
    expect(redactHeld(`a ${KEY} b ${KEY.slice(2, 20)}c`, secrets)).toBe('a [REDACTED] b [REDACTED]c');
    expect(redactHeld(`"${KEY.replace(/Z/g, '\\u005a')}" and %${KEY}`, secrets)).toBe('"[REDACTED]" and %[REDACTED]');
    expect(redactHeld('nothing of it here', secrets)).toBe('nothing of it here');
  });
});

describe("the credentials an agent holds: its variables and what its CLI's sign-in files hold", () => {
  const folder = (files: Record<string, string>) => {
    const dir = tempDir('pg-given-');
    for (const [rel, text] of Object.entries(files)) {
      mkdirSync(dirname(join(dir, rel)), { recursive: true });
      writeFileSync(join(dir, rel), text);
    }
    return dir;
  };

  it('every token-shaped string of a sign-in file, by its key and file; no address, name, date, version or setting', () => {
    const HOME = folder({
      '.claude/.credentials.json': JSON.stringify({
        claudeAiOauth: {
          accessToken: 'oat-Lm9QwE4rTz2YuI8o',
          expiresAt: 1767225600000,
          rateLimitTier: 'default',
          scopes: ['user:inference'],
        },
      }),
      '.claude.json': JSON.stringify({
        oauthAccount: {
          emailAddress: 'jane2@acme.example',
          displayName: 'Jane Doe',
          organizationName: "jane2@acme.example's Organization",
        },
        userID: 'c0ffee'.repeat(8),
        lastOnboardingVersion: '2.1.328',
        firstStartTime: '2025-10-01T12:34:56.789Z',
        mcpServers: { x: { env: { KEY: 'never-given-Q1w2e3r4' } } },
      }),
    });
    expect(givenSecrets('claude', [], { HOME })).toEqual([
      { name: 'claudeAiOauth.accessToken in ~/.claude/.credentials.json', value: 'oat-Lm9QwE4rTz2YuI8o' },
      { name: 'userID in ~/.claude.json', value: 'c0ffee'.repeat(8) },
    ]);
  });

  it('the files a variable passed with env-pass moves, the password of a URL in one, and the variables', () => {
    const CODEX_HOME = folder({
      'auth.json': JSON.stringify({ tokens: { refresh_token: 'rt_8fKq2LmZx', proxy: 'https://u:Pw0rd-9xYz@p.example:3128' } }),
    });
    const env = { HOME: folder({}), CODEX_HOME, OPENAI_API_KEY: 'sk-test-1234567890' };
    expect(givenSecrets('codex', ['CODEX_HOME'], env).map((g) => g.name)).toEqual([
      'OPENAI_API_KEY',
      'CODEX_HOME',
      'tokens.refresh_token in $CODEX_HOME/auth.json',
      'the password of tokens.proxy in $CODEX_HOME/auth.json',
    ]);
    // Not passed with env-pass, the folder is not the agent's.
    expect(givenSecrets('codex', [], { ...env, CODEX_HOME: '' }).map((g) => g.name)).toEqual(['OPENAI_API_KEY']);
  });
});
