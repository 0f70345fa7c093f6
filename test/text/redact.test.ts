import { describe, expect, it } from 'vitest';
import { redact, redactDeep, REDACTED } from '../../src/text/redact.js';
import { FAKE_SECRETS, secretCores } from '../support/canaries.js';
import { cpuMsSince } from '../support/cpu.js';

describe('redaction floor', () => {
  for (const [name, secret] of Object.entries(FAKE_SECRETS)) {
    it(`redacts ${name}`, () => {
      const out = redact(`const x = call(${JSON.stringify(secret)}); // ${secret}`);
      for (const core of secretCores()) expect(out).not.toContain(core);
      expect(out).toContain(REDACTED);
    });
  }

  it('redacts an unterminated private key to the end', () => {
    const out = redact('key: -----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmU');
    expect(out).toBe('key: [REDACTED]');
  });

  it('redacts JSON-escaped, ANSI-adjacent and newline-joined secrets', () => {
    const s = FAKE_SECRETS.github_classic!;
    expect(redact(JSON.stringify({ a: `\u001b[31m${s}\u001b[0m` }))).not.toContain(s);
    expect(redact(`x\\n${s}\\n`)).not.toContain(s);
  });

  it('redacts a token after an escaped character: percent-encoded, \\x, \\u (with or without its backslash), octal', () => {
    const s = FAKE_SECRETS.github_classic!;
    for (const before of ['%3D', '%22', '%20', '\\x22', '\\u003d', 'u003d', '\\042']) {
      expect(redact(`next=${before}${s}`), before).not.toContain(s.slice(4, 20));
      expect(redact(`next=${before}${FAKE_SECRETS.aws!}`), before).not.toContain(FAKE_SECRETS.aws!);
    }
  });

  it('redacts the rest of a private key whose start was cut off, up to its end line', () => {
    expect(redact('b3BlbnNzaC1rZXktdjEAAAAABG5vbmU\nQyNTUxOQAAACD=\n-----END OPENSSH PRIVATE KEY-----\nnext')).toBe('[REDACTED]\nnext');
  });

  it('keeps what is not a secret: SHAs, UUIDs, placeholders and references', () => {
    const keep = [
      'commit 0b3ed4d5f3f1a2b3c4d5e6f708192a3b4c5d6e7f',
      'id 123e4567-e89b-12d3-a456-426614174000',
      'password = "$DB_PASSWORD"',
      'token: ${{ secrets.GITHUB_TOKEN }}',
      'const apiKey = process.env.API_KEY;',
      'for (let i = 0; i <= items.length; i++) sum += items[i].price;',
      'https://example.com/path?q=1',
    ];
    for (const k of keep) expect(redact(k)).toBe(k);
  });

  // Lines of express, ripgrep, Newtonsoft.Json, git-lfs, jq and black: 807 of them lost a word to
  // the floor before, each a name, a setting or prose after a credential-like key, no secret.
  it('keeps code, settings and prose that only name a credential', () => {
    const keep = [
      '      persist-credentials: false',
      '  id-token: write # for build provenance signing',
      '    secrets: inherit',
      '            Token::Alternates(ref patterns) => {',
      '            JToken token = FromObjectInternal(o, jsonSerializer);',
      '            token = jsonWriter.Token!;',
      '\tclient.Credentials = &fakeCredentialFiller{}',
      '\tauthor := &gitobj.Signature{',
      '{"title": "A well-written article", "author": "person1"}',
      '__author__ = "Guido van Rossum <guido@python.org>"',
      '"Error reading bytes. Unexpected token: Integer. Path \'Test1\'."',
      'unexpected status 401 Unauthorized: Incorrect API key provided: sk-test.',
      '  apiKey: string;',
      '    token: Option<String>,',
      '    if token == expected {',
      '    existing_tokens: set[str] = set()',
      '\t\t"credential.https://git-server.com.usehttppath": "true",',
      '  "persist-credentials": "false",',
      'yytoken = YYSYMBOL_YYEOF;',
      '            JsonToken token = (JsonToken)valueToken;',
      '    tokens: &[Token],',
      '    credentials = Packagecloud::Credentials.new(packagecloud_user, packagecloud_token)',
    ];
    for (const k of keep) expect(redact(k), k).toBe(k);
  });

  it("still redacts a credential key's literal: quoted, or unquoted with a digit or a sign", () => {
    const cases: [string, string][] = [
      ['"password": "monkey"', '"password": "[REDACTED]"'],
      ["api_key = 'swordfish'", "api_key = '[REDACTED]'"],
      ['DB_PASSWORD=hunter2', 'DB_PASSWORD=[REDACTED]'],
      ['password: Summer2024', 'password: [REDACTED]'],
      ['SECRET=dGVzdHNlY3JldA==', 'SECRET=[REDACTED]'],
      ['token: abc-def-ghi-jkl', 'token: [REDACTED]'],
      ['"authorization": "abc123xyz"', '"authorization": "[REDACTED]"'],
      ["'client_secret' => 's3cr3t!'", "'client_secret' => '[REDACTED]'"],
      ['auth=xyzw1234', 'auth=[REDACTED]'],
      ['export GH_TOKEN=0123456789abcdef', 'export GH_TOKEN=[REDACTED]'],
      ['PASSWORD=P@ss(w0rd)', 'PASSWORD=[REDACTED])'],
    ];
    for (const [text, shown] of cases) expect(redact(text), text).toBe(shown);
  });

  it("#443 redacts a credential key's value in any string literal: backtick, prefixed, triple-quoted, in a list", () => {
    const cases: [string, string][] = [
      ['const password = `hunter22`;', 'const password = `[REDACTED]`;'],
      ['password := `hunter22`', 'password := `[REDACTED]`'],
      ['password = b"hunter22"', 'password = b"[REDACTED]"'],
      ["password = rb'hunter22'", "password = rb'[REDACTED]'"],
      ['password = f"hunter22"', 'password = f"[REDACTED]"'],
      ['password = u"hunter22"', 'password = u"[REDACTED]"'],
      ['var password = @"hunter22";', 'var password = @"[REDACTED]";'],
      ['auto password = L"hunter22";', 'auto password = L"[REDACTED]";'],
      ['password = """hunter22"""', 'password = """[REDACTED]"""'],
      ["password = '''hunter22'''", "password = '''[REDACTED]'''"],
      ['password = ["hunter22"]', 'password = ["[REDACTED]"]'],
      ['tokens: [ `hunter22` ]', 'tokens: [ `[REDACTED]` ]'],
    ];
    for (const [text, shown] of cases) expect(redact(text), text).toBe(shown);
    // The documented residual: an unquoted value of letters alone reads as code or a word, shown as written.
    for (const kept of ['password = hunter', 'password = bhunter', 'token = buffer', 'password = ["a"]'])
      expect(redact(kept), kept).toBe(kept);
  });

  it('keeps the user and host of URL credentials', () => {
    expect(redact(FAKE_SECRETS.url!)).toBe('https://deploy:[REDACTED]@db.example.internal/app');
  });

  it('redacts inside nested values', () => {
    const v = redactDeep({ a: [{ b: FAKE_SECRETS.aws }], n: 3 });
    expect(v).toEqual({ a: [{ b: REDACTED }], n: 3 });
  });

  it('stays linear on hostile input', () => {
    // Growth, not a time: four times the input takes about four times as long (a quadratic pattern
    // sixteen), each size the best of three runs in CPU time, so a busy machine does not decide the outcome.
    const hostile = (k: number) => 'a'.repeat(40_000 * k) + 'password=' + 'b'.repeat(40_000 * k) + '-----BEGIN ' + 'x'.repeat(20_000 * k);
    const best = (text: string) =>
      Math.min(
        ...[1, 2, 3].map(() => {
          const c0 = process.cpuUsage();
          redact(text);
          return cpuMsSince(c0);
        }),
      );
    const [small, large] = [best(hostile(1)), best(hostile(4))];
    expect(large, `${small.toFixed(0)} ms, then ${large.toFixed(0)} ms for four times the input`).toBeLessThan(8 * small + 50);
  });
});
