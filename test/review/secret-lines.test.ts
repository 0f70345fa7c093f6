// What of a secret gives it away in another file (src/review/secret-lines.ts): its lines of 12
// bytes or more, as lines of their own, compared as bytes; the whole of it; and the credential
// values the redaction floor knows in it, anywhere.
import { describe, expect, it } from 'vitest';
import { addsSecret, linesBetray, secretMarks, SECRET_LINE_MIN_BYTES, type SecretFile } from '../../src/review/secret-lines.js';

const secret = (data: Buffer): SecretFile => ({ data, lines: true });

const marks = secretMarks(
  [Buffer.from('API_KEY=k3y-0123456789\r\nPORT=3000\n{\nMIIBOgIBAAJBAKj34GkxFhD9\n'), Buffer.from('PIN=1\n'), Buffer.alloc(0)].map(secret),
);
const holds = (text: string) => addsSecret(Buffer.from(text), undefined, marks);

describe('secret lines', () => {
  it('a marked line anywhere in the file, its ends trimmed (CRLF, tabs, spaces), as a line of its own', () => {
    expect(holds('a\nb\nAPI_KEY=k3y-0123456789\nc\n')).toBe(true);
    expect(holds('x = `\r\n\t  API_KEY=k3y-0123456789 \t\r\n`;')).toBe(true);
    expect(holds('API_KEY=k3y-0123456789')).toBe(true);
  });

  it('lines shorter than the floor, a line holding more, and another spelling decide nothing', () => {
    expect(SECRET_LINE_MIN_BYTES).toBe(12);
    expect(holds('PORT=3000\n{\n}\nPIN=1\n')).toBe(false);
    expect(holds('// MIIBOgIBAAJBAKj34GkxFhD9\n')).toBe(false);
    expect(holds('MIIBOgIBAAJBAKj34GkxFhD9==\n')).toBe(false);
    expect(holds('')).toBe(false);
  });

  it('a secret of short lines copied whole is found by its bytes; an empty one is no secret to copy', () => {
    expect(holds('PIN=1\n')).toBe(true);
    expect(holds('PIN=1\n\n')).toBe(false);
    expect(addsSecret(Buffer.from('PIN=1\n'), undefined, secretMarks([]))).toBe(false);
  });

  it('bytes that are not UTF-8 compare as bytes', () => {
    const latin = secretMarks([secret(Buffer.from([0x4b, 0x45, 0x59, 0x3d, 0xe9, 0xff, 0xfe, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46]))]);
    expect(
      addsSecret(Buffer.from([0x0a, 0x4b, 0x45, 0x59, 0x3d, 0xe9, 0xff, 0xfe, 0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x0a]), undefined, latin),
    ).toBe(true);
    expect(addsSecret(Buffer.from('KEY=\u00e9\u00ff\u00feABCDEF\n'), undefined, latin)).toBe(false);
  });

  it('an edited file adds a secret only with a mark its base version did not hold', () => {
    const base = Buffer.from('const a = 1;\nAPI_KEY=k3y-0123456789\n');
    expect(addsSecret(Buffer.from('const a = 2;\nAPI_KEY=k3y-0123456789\n'), base, marks)).toBe(false);
    expect(addsSecret(Buffer.from('const a = 1;\n'), base, marks)).toBe(false);
    expect(addsSecret(Buffer.from('const a = 1;\nAPI_KEY=k3y-0123456789\n'), Buffer.from('const a = 1;\n'), marks)).toBe(true);
    expect(addsSecret(Buffer.from('PIN=1\n'), Buffer.from('PIN=2\n'), marks)).toBe(true);
  });

  it('a short setting is the structure of every file of its kind: no mark; base64 ending in padding is one', () => {
    const yaml = secretMarks([
      secret(
        Buffer.from(
          'apiVersion: v1\nkind: Secret\n"version": 4,\nnamespace: default\ntoken: dGhpcyBpcyBhIHNlY3JldA==\ndGhpcyBpcyBhIHNlY3JldA==\n',
        ),
      ),
    ]);
    const has = (text: string) => addsSecret(Buffer.from(text), undefined, yaml);
    expect(has('apiVersion: v1\nkind: Secret\n"version": 4,\nnamespace: default\n')).toBe(false);
    expect(has('x\ndGhpcyBpcyBhIHNlY3JldA==\n')).toBe(true);
    expect(has('  token: dGhpcyBpcyBhIHNlY3JldA==\n')).toBe(true);
  });

  it('a credential value the redaction floor knows is found inside a longer line; a value without a digit, or short, is not', () => {
    const env = secretMarks([secret(Buffer.from('API_KEY=k3y-0123456789\nSECRET_KEY_BASE=development\nTOKEN=ab1\n'))]);
    const has = (text: string, base?: string) => addsSecret(Buffer.from(text), base === undefined ? undefined : Buffer.from(base), env);
    expect(has("export const key = 'k3y-0123456789';\n")).toBe(true);
    expect(has('curl -H "X-Key: k3y-0123456789" …')).toBe(true);
    expect(has("const mode = 'development'; const t = 'ab1';\n")).toBe(false);
    // Already there before the change: nothing added.
    expect(has("a('k3y-0123456789');\nb();\n", "a('k3y-0123456789');\n")).toBe(false);
  });

  it('#400 code secret only by its folder gives away no line (every program has `return false`), only its whole and its values; data there and a secret name do', () => {
    expect(
      ['vendor/google.golang.org/grpc/credentials/tls.go', 'secrets/manager.py', 'Credentials/Aws.Java'.replace('Java', 'java')].map(
        linesBetray,
      ),
    ).toEqual([false, false, false]);
    expect(
      ['credentials/aws', 'secrets/prod.json', 'secrets/values.sops', 'app/secrets.py.bak', '.env.go', 'keys/server.key'].map(linesBetray),
    ).toEqual([true, true, true, true, true, true]);
    const code = Buffer.from('package credentials\nfunc f() bool {\n\treturn false\n}\nconst API_KEY = "k3y-0123456789"\n');
    const go = secretMarks([{ data: code, lines: false }]);
    const adds = (text: string | Buffer) => addsSecret(Buffer.from(text), undefined, go);
    expect(adds('func h() bool {\n\treturn false\n}\n')).toBe(false);
    expect(adds('x := "k3y-0123456789"\n')).toBe(true);
    expect(adds(code)).toBe(true);
  });
});
