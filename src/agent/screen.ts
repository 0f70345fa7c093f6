/**
 * The one screen for credentials the agent holds: its outputs, its words, its report and the names
 * it chose are held against the same list. A credential shaped like a token counts as given away
 * when the text holds any stretch of 16 characters of it (the whole of a shorter one), any other
 * value when it holds all of it: as written, in JSON's escapes or percent-encoded, or in base64 at
 * any of the three byte alignments (what the runner masks too). Linear in the text: each
 * credential's 8-character blocks are indexed once, and the text is read through a rolling hash of
 * its 8-character windows.
 */
import { REDACTED } from '../text/redact.js';

/** A credential the agent is given, by what carried it (a variable, a sign-in file): no output it writes may carry the value. */
export interface GivenSecret {
  name: string;
  value: string;
}

/** The shortest credential value searched for by value: a shorter one would hide ordinary words. */
export const SECRET_MIN = 8;

/** A stretch this long of a longer credential counts as the credential: a leak need not be whole. */
export const STRETCH_MIN = 16;

// What never stands inside a token: whitespace, quotes, brackets, `,`, `;` and `\` (a document's
// structure). A value holding one (a JSON document or a list passed with env-pass) counts whole.
export const TOKEN_BREAK = /[\s"'`{}[\]()<>,;\\]/;
// Plainly not a credential: an email address (the account's, which a review may name as an
// author; `jane@acme.com's` in an organisation's name too), a date, time, number or version
// (`2025-10-01T12:34:56Z`, `1.0.128`), a path (a settings folder passed with env-pass).
const EMAIL = /^[^@\s]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}(?![\w.@-])/;
const NUMBERISH = /^v?\d[\d.:/+_-]*(?:T[\d.:+-]*)?Z?$/;
const PATH = /^(?:~|\.{1,2})?\//;

/**
 * Whether `word` is shaped like a credential, not a word, a name or a document: no TOKEN_BREAK, and
 * letters and digits, both cases over STRETCH_MIN characters, or any 32 characters. Such a value
 * counts by its stretches; a name, a scope, a setting (`Organization`, `oauth-personal`) would
 * redact every text that spells it.
 */
export function tokenShaped(word: string): boolean {
  if (word.length < SECRET_MIN || [TOKEN_BREAK, EMAIL, NUMBERISH, PATH].some((plain) => plain.test(word))) return false;
  const letters = /[A-Za-z]/.test(word);
  const bothCases = /[a-z]/.test(word) && /[A-Z]/.test(word);
  return word.length >= 32 || (letters && /\d/.test(word)) || (bothCases && word.length >= STRETCH_MIN);
}

// Every stretch of STRETCH_MIN characters holds a block of BLOCK that starts at a multiple of BLOCK
// in the credential, and every shorter credential (SECRET_MIN or more) starts with one.
const BLOCK = 8;
const BASE = 0x01000193;
const TOP = Array.from({ length: BLOCK - 1 }).reduce<number>((p) => Math.imul(p, BASE), 1);
// A bit per hash bucket: most windows of a text are turned away without a Map lookup.
const BUCKETS = 1 << 20;

interface Block {
  form: string;
  at: number;
  /** How many characters of `form` a match needs: a stretch of a token, all of anything else. */
  need: number;
  secret: GivenSecret;
}

interface Screen {
  blocks: Map<number, Block[]>;
  seen: Uint8Array;
}

/** The hash of the BLOCK characters of `text` at `at`, as the rolling hash of `stretches` reaches it. */
function blockHash(text: string, at: number): number {
  let h = 0;
  for (let i = at; i < at + BLOCK; i++) h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
  return h;
}

/**
 * What a masked log or an encoder shows of `value` beside it: base64 of its bytes from each of the
 * three alignments, whole groups only (the characters at either end depend on the bytes around
 * it), in both alphabets.
 */
function encodedForms(value: string): string[] {
  const bytes = Buffer.from(value, 'utf8');
  return [0, 1, 2].flatMap((shift) => {
    const whole = bytes.subarray(shift, shift + Math.floor((bytes.length - shift) / 3) * 3);
    return [whole.toString('base64'), whole.toString('base64url')];
  });
}

// A JSON Web Token's header and claims begin alike in every token of its issuer (`eyJhbGciOiJSUzI1NiIs`,
// in any code with a test token): it counts by its signature, which the whole token holds too.
const JWT = /^eyJ[\w-]*\.eyJ[\w-]*\.([\w-]{8,})$/;

/** The forms of `value` the screen looks for: its secret part as written and encoded. */
function formsOf(value: string): string[] {
  const part = JWT.exec(value)?.[1] ?? value;
  return [part, ...encodedForms(part)];
}

/** The credentials a screen is given: by name, or (where no reason names them) values alone. */
export type Secrets = readonly GivenSecret[] | readonly string[];

function build(secrets: Secrets): Screen {
  const screen: Screen = { blocks: new Map(), seen: new Uint8Array(BUCKETS >> 3) };
  const forms = new Map<string, { secret: GivenSecret; whole: boolean }>();
  for (const s of secrets.map((s) => (typeof s === 'string' ? { name: '', value: s } : s)))
    if (s.value.length >= SECRET_MIN)
      for (const form of formsOf(s.value))
        if (form.length >= SECRET_MIN && !forms.has(form)) forms.set(form, { secret: s, whole: !tokenShaped(s.value) });
  for (const [form, { secret, whole }] of forms) {
    // A value that counts whole is found by its first block; a token by any stretch, so by each block.
    const need = whole ? form.length : Math.min(STRETCH_MIN, form.length);
    for (let at = 0; at + BLOCK <= (whole ? BLOCK : form.length); at += BLOCK) {
      const hash = blockHash(form, at);
      const same = screen.blocks.get(hash) ?? [];
      screen.blocks.set(hash, same);
      same.push({ form, at, need, secret });
      screen.seen[(hash & (BUCKETS - 1)) >> 3]! |= 1 << (hash & 7);
    }
  }
  return screen;
}

// Built once per list: every screen of a run is given the same one.
const built = new WeakMap<Secrets, Screen>();
function screenOf(secrets: Secrets): Screen {
  const known = built.get(secrets);
  if (known) return known;
  const screen = build(secrets);
  built.set(secrets, screen);
  return screen;
}

/** The stretch of `text` around `b` at `p` that is its credential's, as [start, end), or null when too short to count. */
function stretchAt(text: string, p: number, b: Block): [number, number] | null {
  for (let i = 0; i < BLOCK; i++) if (text.charCodeAt(p + i) !== b.form.charCodeAt(b.at + i)) return null;
  let back = 0;
  while (back < b.at && back < p && text.charCodeAt(p - back - 1) === b.form.charCodeAt(b.at - back - 1)) back++;
  let ahead = 0;
  const end = p + BLOCK;
  while (b.at + BLOCK + ahead < b.form.length && text.charCodeAt(end + ahead) === b.form.charCodeAt(b.at + BLOCK + ahead)) ahead++;
  return back + BLOCK + ahead >= b.need ? [p - back, end + ahead] : null;
}

interface Stretch {
  start: number;
  end: number;
  secret: GivenSecret;
}

/** The stretches of `text` that are a credential's, in order; only the first when `first`. */
function stretches(screen: Screen, text: string, first: boolean): Stretch[] {
  const found: Stretch[] = [];
  // A block inside a stretch already found adds nothing: it is not looked at again (linear time).
  let until = 0;
  let h = 0;
  // A rolling hash of each window of BLOCK characters, ending at `i`.
  for (let i = 0; i < text.length; i++) {
    if (i >= BLOCK) h = (h - Math.imul(text.charCodeAt(i - BLOCK), TOP)) | 0;
    h = (Math.imul(h, BASE) + text.charCodeAt(i)) | 0;
    const p = i - BLOCK + 1;
    if (p < 0 || p + BLOCK <= until || !(screen.seen[(h & (BUCKETS - 1)) >> 3]! & (1 << (h & 7)))) continue;
    for (const b of screen.blocks.get(h) ?? []) {
      const at = stretchAt(text, p, b);
      if (!at) continue;
      found.push({ start: at[0], end: at[1], secret: b.secret });
      until = Math.max(until, at[1]);
      if (first) return found;
    }
  }
  return found;
}

// JSON's escapes (`\u0061`, `\/`) and percent-encoded ASCII (`%2B`): a credential written in either.
const ESCAPE = /\\u([0-9a-fA-F]{4})|\\(.)|%([0-7][0-9a-fA-F])/gs;

/** The character an ESCAPE match stands for. */
const unescaped = (hex: string | undefined, char: string | undefined, percent: string | undefined) =>
  hex || percent ? String.fromCharCode(parseInt((hex ?? percent)!, 16)) : char!;

const mayBeEscaped = (text: string) => text.includes('\\') || text.includes('%');

/** `text` with ESCAPE decoded, and where each character of it starts in `text` (one more entry: the end). */
function decoded(text: string): { text: string; from: number[] } {
  let out = '';
  const from: number[] = [];
  let last = 0;
  const keep = (to: number) => {
    for (let i = last; i < to; i++) from.push(i);
    out += text.slice(last, to);
  };
  for (const m of text.matchAll(ESCAPE)) {
    keep(m.index);
    out += unescaped(m[1], m[2], m[3]);
    from.push(m.index);
    last = m.index + m[0].length;
  }
  keep(text.length);
  from.push(text.length);
  return { text: out, from };
}

/** The first credential of `secrets` that `text` holds (a stretch of it, in any spelling the screen reads), or undefined. */
export function heldIn(text: string, secrets: Secrets): GivenSecret | undefined {
  if (!secrets.length) return undefined;
  const screen = screenOf(secrets);
  const held = (t: string) => stretches(screen, t, true)[0]?.secret;
  return (
    held(text) ??
    (mayBeEscaped(text)
      ? held(text.replace(ESCAPE, (_, hex?: string, char?: string, percent?: string) => unescaped(hex, char, percent)))
      : undefined)
  );
}

/** `text` with every stretch of a credential of `secrets` (as heldIn finds them) replaced by REDACTED, escapes and all. */
export function redactHeld(text: string, secrets: Secrets): string {
  if (!secrets.length) return text;
  const screen = screenOf(secrets);
  const plain = mayBeEscaped(text) ? decoded(text) : null;
  const spans = [
    ...stretches(screen, text, false).map((s): [number, number] => [s.start, s.end]),
    ...(plain ? stretches(screen, plain.text, false).map((s): [number, number] => [plain.from[s.start]!, plain.from[s.end]!]) : []),
  ].sort((a, b) => a[0] - b[0]);
  // Overlapping or touching stretches (one found as written, one decoded) are one redaction.
  const merged: [number, number][] = [];
  for (const [start, end] of spans) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  let out = '';
  let at = 0;
  for (const [start, end] of merged) {
    out += `${text.slice(at, start)}${REDACTED}`;
    at = end;
  }
  return out + text.slice(at);
}
