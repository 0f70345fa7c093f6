// Generators for hostile evidence. Arbitrary bytes rarely get past JSON.parse,
// so most JSON cases start from a valid document and change it a little: a
// structural edit (drop, duplicate, retype, a vocabulary word, an extra or
// prototype key, deep nesting, a raw number or escape JSON.stringify cannot
// write), then maybe a byte-level one (BOM, truncation, a flipped byte).
// Markdown reports get the same treatment line by line (editedLines).
import fc from 'fast-check';

type Json = unknown;
type Path = (string | number)[];

/** Pre-order list of every node's path, the root first. */
function paths(v: Json, at: Path = []): Path[] {
  const out: Path[] = [at];
  if (Array.isArray(v)) v.forEach((x, i) => out.push(...paths(x, [...at, i])));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) out.push(...paths(x, [...at, k]));
  return out;
}

function get(root: Json, p: Path): Json {
  return p.reduce<any>((v, k) => v?.[k], root);
}

/** Words the validators know (and near misses), so a replaced string often lands on a real vocabulary. */
export const WORDS = [
  'completed',
  'failed',
  'waived',
  'Completed',
  'complete',
  'budget',
  'confirmed',
  'refuted',
  'unresolved',
  'open',
  'critical',
  'high',
  'High',
  'medium',
  'low',
  'correctness',
  'security',
  'pass',
  'fail',
  'blocked',
  'skip',
  'PASS',
  'ok',
  'fix',
  'accept-risk',
  'ask-tester',
  'amend-spec',
  'undecided',
  'product',
  'recipe',
  'data',
  'sql',
  'manual',
  'http',
  'Approve',
  'Block',
  'Request Changes',
  'none',
  'pr_diff',
  'introduced',
  'pre_existing',
  '',
  ' ',
  'src/cart.js',
  'src/cart.js ',
  '../../etc/passwd',
  '/etc/passwd',
  'src\\cart.js',
  'src/cart\u202e.js',
  '.git/config',
  '-rf',
  'E1',
  'E9',
  'S2',
  'U1',
  'F1',
  'a'.repeat(64),
  '0'.repeat(40),
  '2026-11-29T10:00:00.000Z',
  'not a date',
  'é',
  '\u0000',
  '\u001b[31m',
  '<script>',
  '@everyone',
];

/** Raw JSON text put in place of a value: numbers and escapes that JSON.stringify never produces. */
export const RAW_VALUES = [
  '1e999',
  '-1e999',
  '-0',
  '123456789012345678901234567890',
  '1e-400',
  '0.1',
  '"\\ud800"',
  '"x\\udc00"',
  '"\\u0000"',
  '"\\u202e"',
  '9007199254740993',
];

export type Edit =
  | { kind: 'drop'; at: number }
  | { kind: 'dup'; at: number }
  | { kind: 'set'; at: number; value: Json }
  | { kind: 'word'; at: number; word: string }
  | { kind: 'key'; at: number; key: string; value: Json }
  | { kind: 'deep'; at: number; depth: number }
  | { kind: 'raw'; at: number; text: string };

export type ByteEdit = { kind: 'bom' } | { kind: 'cut'; at: number } | { kind: 'byte'; at: number; byte: number };

export const edit: fc.Arbitrary<Edit> = fc.oneof(
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('dup' as const), at: fc.nat() }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('set' as const),
      at: fc.nat(),
      value: fc.oneof(fc.constantFrom(null, true, 0, -1, 1.5, 2 ** 31, '', [], {}, 'x'.repeat(5000)), fc.jsonValue({ maxDepth: 2 })),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('word' as const),
      at: fc.nat(),
      word: fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...WORDS) }, fc.string({ maxLength: 12 })),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('key' as const),
      at: fc.nat(),
      key: fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', '', 'toString', 'hasOwnProperty'),
      value: fc.constantFrom<Json>({}, null, 'x', [], { polluted: true }),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('deep' as const), at: fc.nat(), depth: fc.constantFrom(63, 64, 65, 1000, 20_000) }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('raw' as const), at: fc.nat(), text: fc.constantFrom(...RAW_VALUES) }) },
);

export const byteEdit: fc.Arbitrary<ByteEdit> = fc.oneof(
  fc.record({ kind: fc.constant('bom' as const) }),
  fc.record({ kind: fc.constant('cut' as const), at: fc.nat() }),
  fc.record({
    kind: fc.constant('byte' as const),
    at: fc.nat(),
    byte: fc.constantFrom(0x00, 0x22, 0x2c, 0x5c, 0x7b, 0x7d, 0xff, 0xc3, 0x80),
  }),
);

/**
 * Applies the edits to a copy of `valid` and serialises it. Raw text (a
 * duplicate or prototype key, a number JSON.stringify would round) goes in
 * through placeholder strings replaced after stringifying.
 */
export function mutate(valid: Json, edits: Edit[], bytes: ByteEdit[] = [], pretty = false): Buffer {
  let root = structuredClone(valid);
  const raw = new Map<string, string>();
  const placeholder = (text: string) => {
    const token = `\u0000raw${raw.size}\u0000`;
    raw.set(JSON.stringify(token), text);
    return token;
  };
  for (const e of edits) {
    const all = paths(root);
    const p = all[e.at % all.length]!;
    const parentPath = p.slice(0, -1);
    const parent = get(root, parentPath) as any;
    const last = p.at(-1);
    const replace = (v: Json) => (p.length === 0 ? (root = v) : (parent[last!] = v));
    const node = get(root, p);
    if (e.kind === 'drop') {
      if (p.length === 0) continue;
      if (Array.isArray(parent)) parent.splice(last as number, 1);
      else delete parent[last!];
    } else if (e.kind === 'dup') {
      if (p.length === 0) continue;
      // An array gets the element twice; an object gets the same key twice (JSON.parse would keep the last).
      if (Array.isArray(parent)) parent.splice(last as number, 0, structuredClone(node));
      else parent[placeholder(JSON.stringify(last))] = structuredClone(node);
    } else if (e.kind === 'set') replace(structuredClone(e.value));
    else if (e.kind === 'word') replace(e.word);
    else if (e.kind === 'key') {
      const target =
        node && typeof node === 'object' && !Array.isArray(node)
          ? node
          : root && typeof root === 'object' && !Array.isArray(root)
            ? root
            : undefined;
      // A copy: the generator hands out one shared object, which added twice would make a cycle.
      if (target) (target as any)[placeholder(JSON.stringify(e.key))] = structuredClone(e.value);
    } else if (e.kind === 'deep') replace(placeholder(`${'['.repeat(e.depth)}${']'.repeat(e.depth)}`));
    else replace(placeholder(e.text));
  }
  let text = JSON.stringify(root, null, pretty ? 2 : undefined) ?? 'null';
  for (const [token, value] of raw) text = text.split(token).join(value);
  let buf = Buffer.from(text);
  for (const b of bytes) {
    if (b.kind === 'bom') buf = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), buf]);
    else if (b.kind === 'cut') buf = buf.subarray(0, b.at % (buf.length + 1));
    else if (buf.length) {
      buf = Buffer.from(buf);
      buf[b.at % buf.length] = b.byte;
    }
  }
  return buf;
}

/** What a lenient reader makes of a case, or undefined: the oracle's view of what the command was fed. */
export function readBack(bytes: Uint8Array | string): any {
  try {
    return JSON.parse(Buffer.from(bytes).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A case: mostly edits of the valid document, sometimes arbitrary bytes or arbitrary JSON. */
export function hostileJson(valid: Json): fc.Arbitrary<Buffer> {
  return fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .tuple(fc.array(edit, { minLength: 1, maxLength: 4 }), fc.array(byteEdit, { maxLength: 1 }), fc.boolean())
        .map(([e, b, pretty]) => mutate(valid, e, b, pretty)),
    },
    { weight: 1, arbitrary: fc.uint8Array({ maxLength: 400 }).map((a) => Buffer.from(a)) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => Buffer.from(JSON.stringify(v) ?? 'null')) },
  );
}

/** A markdown report a little changed: 1 to 4 lines dropped, doubled, upper-cased, a digit changed, or `insert` put in. */
export function editedLines(text: string, insert: fc.Arbitrary<string>): fc.Arbitrary<string> {
  const lines = text.split('\n');
  const lineEdit = fc.oneof(
    fc.record({ kind: fc.constant('drop' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('dup' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('digit' as const), at: fc.nat(), digit: fc.integer({ min: 0, max: 9 }) }),
    fc.record({ kind: fc.constant('upper' as const), at: fc.nat() }),
    fc.record({ kind: fc.constant('insert' as const), at: fc.nat(), text: insert }),
  );
  return fc.array(lineEdit, { minLength: 1, maxLength: 4 }).map((edits) => {
    const out = [...lines];
    for (const e of edits) {
      const i = e.at % out.length;
      if (e.kind === 'drop') out.splice(i, 1);
      else if (e.kind === 'dup') out.splice(i, 0, out[i]!);
      else if (e.kind === 'digit') out[i] = out[i]!.replace(/\d/, String(e.digit));
      else if (e.kind === 'upper') out[i] = out[i]!.toUpperCase();
      else out.splice(i, 0, e.text);
    }
    return out.join('\n');
  });
}

/** Edits that make any strict-JSON evidence invalid whatever else it says (docs/review-anchor.md: what is checked). */
export const strictBreakers: fc.Arbitrary<{ why: string; apply: (valid: Json) => Buffer }> = fc.oneof(
  fc.constant({ why: 'a byte order mark', apply: (v: Json) => mutate(v, [], [{ kind: 'bom' }]) }),
  fc
    .constantFrom('__proto__', 'constructor', 'prototype')
    .map((key) => ({ why: `a "${key}" key`, apply: (v: Json) => mutate(v, [{ kind: 'key', at: 0, key, value: {} }]) })),
  fc.nat().map((at) => ({
    why: 'a key written twice',
    apply: (v: Json) => mutate(v, [{ kind: 'dup', at: 1 + (at % Object.keys(v as object).length) }]),
  })),
  fc.nat().map((at) => ({ why: 'a lone surrogate', apply: (v: Json) => mutate(v, [{ kind: 'raw', at, text: '"\\ud800"' }]) })),
  fc.nat().map((at) => ({ why: 'nested 65 deep', apply: (v: Json) => mutate(v, [{ kind: 'deep', at, depth: 65 }]) })),
  fc.nat().map((at) => ({
    why: 'cut short',
    apply: (v: Json) => {
      const b = mutate(v, []);
      return b.subarray(0, at % b.length);
    },
  })),
  fc.constant({
    why: 'not UTF-8',
    apply: (v: Json) => Buffer.concat([mutate(v, []).subarray(0, 1), Buffer.from([0xff]), mutate(v, []).subarray(1)]),
  }),
);

/** Top-level edits that break any closed schema: a required key dropped, or an unknown key added. */
export function schemaBreakers(required: string[]): fc.Arbitrary<{ why: string; apply: (valid: Json) => Buffer }> {
  return fc.oneof(
    fc.constantFrom(...required).map((key) => ({
      why: `no "${key}"`,
      apply: (v: Json) => {
        const c = structuredClone(v) as Record<string, Json>;
        delete c[key];
        return Buffer.from(JSON.stringify(c));
      },
    })),
    fc
      .constantFrom('extra', 'Schema', 'items ')
      .map((key) => ({ why: `an unknown key "${key}"`, apply: (v: Json) => Buffer.from(JSON.stringify({ ...(v as object), [key]: 1 })) })),
  );
}
