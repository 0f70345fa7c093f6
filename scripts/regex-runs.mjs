// A source lint (eslint rule `proofgate/no-trailing-run`, eslint.config.js) for hazard rows 600,
// 635 and 658: a pattern with an unbounded run followed by something that can fail (`X+$`, `\s+$`,
// `(?:…)+$`, `X*Y`, `^\s*Y` under `m`) is retried by V8 from every place inside a long run of X that
// the rest does not follow, each try scanning to the run's end: quadratic (a 1 MB line of spaces then
// one letter, minutes). The run is safe only
// where it can start at one place: right after `^` (no `m` flag), after a lookbehind (`(?<!\s)\s+$`),
// or after something that cannot itself be X; or when X takes every character (`[^]*$`, `.*$` with
// `s`), which never fails, or all but the line ends with `m` (`.*$`: `$` matches where it stops). Trim with trimOf / trimEndOf (src/text/trim.ts) instead.
import { RegExpParser } from '@eslint-community/regexpp';

// Characters that stand for every set a pattern names, to compare two sets without a set algebra:
// ASCII, the Unicode spaces and line ends `\s` takes, and a letter and a digit of other scripts.
const SAMPLES = [
  ...Array.from({ length: 128 }, (_, c) => String.fromCharCode(c)),
  ...'\u0085\u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff\u00e9\u0663\u884c',
];

const NONE = () => false;
const ANY = () => true;
const union = (a, b) => (c) => a(c) || b(c);

/**
 * What one element matches: `first` and `last`, its first and last characters; `all`, every
 * character it takes; `empty`, whether it can match nothing; `unbounded`, whether it holds a run.
 */
function info(node, flags) {
  switch (node.type) {
    case 'Character':
    case 'CharacterClass':
    case 'CharacterSet':
    case 'ExpressionCharacterClass': {
      const re = new RegExp(`^(?:${node.raw})$`, flags.replace(/[gmy]/g, ''));
      const set = (c) => re.test(c);
      return { first: set, last: set, all: set, empty: false, unbounded: false };
    }
    case 'Quantifier': {
      const inner = info(node.element, flags);
      return { ...inner, empty: inner.empty || node.min === 0, unbounded: inner.unbounded || node.max === Infinity };
    }
    case 'Group':
    case 'CapturingGroup':
      return node.alternatives
        .map((alt) => sequenceInfo(alt.elements, flags))
        .reduce((a, b) => ({
          first: union(a.first, b.first),
          last: union(a.last, b.last),
          all: union(a.all, b.all),
          empty: a.empty || b.empty,
          unbounded: a.unbounded || b.unbounded,
        }));
    case 'Assertion':
      return { first: NONE, last: NONE, all: NONE, empty: true, unbounded: false };
    default: {
      // A backreference: anything, unless it repeats the group the lookahead right before it took
      // (`(?=(X+))\1`, row 600's atomic group): that matches once, it gives nothing back.
      const group = atomicGroup(node);
      return group ? { ...info(group, flags), unbounded: false } : { first: ANY, last: ANY, all: ANY, empty: true, unbounded: true };
    }
  }
}

/** The group `node` (a backreference) repeats, when a lookahead right before it holds only that group. */
function atomicGroup(node) {
  if (node.type !== 'Backreference' || node.ambiguous || node.parent.type !== 'Alternative') return undefined;
  const els = node.parent.elements;
  const before = els[els.indexOf(node) - 1];
  const only =
    before?.type === 'Assertion' && before.kind === 'lookahead' && !before.negate && before.alternatives.length === 1
      ? before.alternatives[0].elements
      : [];
  return only.length === 1 && only[0] === node.resolved ? node.resolved : undefined;
}

function sequenceInfo(elements, flags) {
  const parts = elements.map((e) => info(e, flags));
  const edge = (list, key) => {
    let set = NONE;
    for (const p of list) {
      set = union(set, p[key]);
      if (!p.empty) break;
    }
    return set;
  };
  return {
    first: edge(parts, 'first'),
    last: edge([...parts].reverse(), 'last'),
    all: parts.reduce((a, p) => union(a, p.all), NONE),
    empty: parts.every((p) => p.empty),
    unbounded: parts.some((p) => p.unbounded),
  };
}

// Single UTF-16 units: a pattern without `u` reads an astral character as two.
const isTotal = (set) => SAMPLES.every(set);
const isLineEnd = (c) => '\n\r\u2028\u2029'.includes(c);
const meets = (a, b) => SAMPLES.some((c) => a(c) && b(c));
const isWord = (c, flags) => new RegExp('\\w', flags.replace(/[gmy]/g, '')).test(c);

/**
 * Whether the run (its characters `run`) at `elements[i]` can start in one place only, walking back
 * over what stands before it: a lookbehind or `^` (without `m`) pins it; so does a required element
 * whose last character the run cannot take (each such start scans its own stretch). An earlier run
 * that takes the run's characters and those of every required element between them shares the run
 * with it (row 600): it gives back one character at a time and the run rescans. Lookaheads are
 * skipped; `between` holds the required elements passed that the run could take.
 */
function startsOnce(elements, i, run, flags, outer, between = []) {
  for (let k = i - 1; k >= 0; k--) {
    const e = elements[k];
    if (e.type === 'Assertion') {
      // `\b` right before a run of word characters: the run starts only where a word does.
      if (e.kind === 'word' && !e.negate && between.length === 0 && SAMPLES.every((c) => !run(c) || isWord(c, flags))) return true;
      if (e.kind === 'lookahead' || e.kind === 'word') continue;
      if (e.kind === 'lookbehind') return true;
      if (e.kind === 'start') return flags.includes('m') ? !meets(run, isLineEnd) : true;
      return false;
    }
    // A group pins the run when each of its alternatives does, read back from its end and then on
    // before the group (`(?:^|\/)[^/]+`: a run of no `/` starts at the start or right after a `/`).
    if (e.type === 'Group' || e.type === 'CapturingGroup') {
      const rest = (set, through) => startsOnce(elements, k, set, flags, outer, through);
      return e.alternatives.every((alt) => startsOnce(alt.elements, alt.elements.length, run, flags, rest, between));
    }
    const at = info(e, flags);
    if (at.unbounded && meets(at.all, run) && between.every((b) => meets(at.all, b))) return false;
    if (!at.empty) {
      if (!meets(at.last, run)) return true;
      between = [...between, at.all];
    }
  }
  return outer(run, between);
}

/**
 * Whether `rest`, the elements after a run of `run`, can make a match that took the run fail: a
 * required element, or an assertion (`$`, `\b`, a lookaround); when `rest` can match nothing, what
 * follows its group (`outerFails`). Only `$` is known to hold after a run that takes every
 * character (`[^]*$`), or all but the line ends under `m` (`.*$`: `$` matches where it stops).
 */
function mayFail(rest, run, flags, outerFails) {
  const asserts = rest.filter((e) => e.type === 'Assertion');
  if (rest.some((e) => e.type !== 'Assertion' && !info(e, flags).empty)) return true;
  if (asserts.length === 0) return outerFails(run);
  if (asserts.every((e) => e.kind === 'end')) return !isTotal(run) && !(flags.includes('m') && isTotal(union(run, isLineEnd)));
  return true;
}

/**
 * The unbounded runs of `alternatives` that can start in many places and be followed by something
 * that can fail (`X+$`, `X+Y`, `(X*)Y`): a long run of X that the rest does not follow is scanned
 * from each of its places to its end, quadratic. `outer`: whether what follows the group can fail
 * (`fails`), and what stands before it (`before`).
 */
function runsIn(alternatives, flags, outer, found) {
  for (const alt of alternatives) {
    const els = alt.elements;
    els.forEach((el, i) => {
      const rest = els.slice(i + 1);
      const fails = (run) => mayFail(rest, run, flags, outer.fails);
      const before = (set, between) => startsOnce(els, i, set, flags, outer.before, between);
      if (el.type === 'Quantifier' && el.max === Infinity) {
        const run = info(el.element, flags).first;
        if (fails(run) && !before(run)) found.push(el.raw);
      } else if (el.type === 'Group' || el.type === 'CapturingGroup') {
        runsIn(el.alternatives, flags, { fails, before }, found);
      }
    });
  }
}

/**
 * The unbounded runs of `pattern` (with `flags`) that a long run makes quadratic: each can start in
 * many places and be followed by something that can fail.
 */
export function trailingRuns(pattern, flags = '') {
  const parser = new RegExpParser({ ecmaVersion: 2025 });
  const ast = parser.parsePattern(pattern, 0, pattern.length, { unicode: flags.includes('u'), unicodeSets: flags.includes('v') });
  const found = [];
  // A sticky pattern is tried at `lastIndex` only: its start pins a run as `^` does.
  const sticky = flags.includes('y');
  runsIn(ast.alternatives, flags, { fails: () => false, before: () => sticky }, found);
  return found;
}

const MESSAGE =
  'the unbounded run {{run}} before `$` or another element that can fail is retried from every place inside a long run (quadratic, hazards #635, #658): trim with trimOf/trimEndOf (src/text/trim.ts), walk indices, or let the run start at one place';

/** The eslint rule: regex literals and `new RegExp('…', '…')` / `RegExp('…')` with literal arguments. */
export const noTrailingRun = {
  meta: { type: 'problem', schema: [], messages: { run: MESSAGE } },
  create(context) {
    const check = (node, pattern, flags) => {
      for (const run of trailingRuns(pattern, flags)) context.report({ node, messageId: 'run', data: { run } });
    };
    const literal = (n) => (n?.type === 'Literal' && typeof n.value === 'string' ? n.value : undefined);
    const constructed = (node) => {
      if (node.callee.type !== 'Identifier' || node.callee.name !== 'RegExp') return;
      const pattern = literal(node.arguments[0]);
      const flags = node.arguments[1] === undefined ? '' : literal(node.arguments[1]);
      if (pattern !== undefined && flags !== undefined) check(node, pattern, flags);
    };
    return {
      Literal(node) {
        if (node.regex) check(node, node.regex.pattern, node.regex.flags);
      },
      NewExpression: constructed,
      CallExpression: constructed,
    };
  },
};
