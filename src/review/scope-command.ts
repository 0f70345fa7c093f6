import { ProofgateError } from '../text/errors.js';
import { visible } from '../text/neutralise.js';
import type { ReviewScope } from '../schemas/types.js';
import type { ReviewPaths } from './evidence.js';
import { readIntentFile, sealIntent, type SealedIntent } from './intent.js';
import { DEFAULT_REVIEW_DIR, sealedOptions, type SealedOptions } from './seal.js';

/** One shell word: as it is when plain, else single-quoted; shown without control characters. */
export function word(s: string): string {
  return visible(/^[\w@%+=:,./-]+$/.test(s) ? s : `'${s.replace(/'/g, `'\\''`)}'`);
}

/** An option with its value; joined by `=` when the value starts with a dash, which the parser would otherwise refuse as ambiguous. */
export const valued = (name: string, value: string): string => `--${name}${value.startsWith('-') ? '=' : ' '}${word(value)}`;

export const dirOption = (dir: string | undefined): string =>
  dir !== undefined && dir !== DEFAULT_REVIEW_DIR ? ` ${valued('dir', dir)}` : '';

/** A command that seals a scope again, and what it cannot give as the earlier scope had it (to say beside it). */
export interface ScopeCommand {
  command: string;
  notes: string[];
}

/** What `--spec` takes to seal the intent again: its file, still readable from the caller's folder; else a placeholder, and why. */
async function specAgain(root: string, intent: SealedIntent): Promise<{ value: string; note?: string }> {
  try {
    const now = sealIntent(await readIntentFile(root, intent.source));
    if (now.sha256 === intent.sha256) return { value: intent.source };
    return {
      value: intent.source,
      note: `the intent ${visible(intent.source)} changed since the earlier scope sealed it: the new scope seals it as it is now`,
    };
  } catch (err) {
    if (!(err instanceof ProofgateError)) throw err;
    // A pull request's description, or a spec moved or removed since: dropping it would take the spec-compliance reviewer away unsaid.
    return {
      value: 'FILE',
      note: `the earlier scope sealed an intent (${visible(intent.source)}) that this command cannot give again (${err.message}): give it again, --spec FILE in place of the placeholder`,
    };
  }
}

/**
 * `review scope ID` sealing the same work as `scope`: its base commit and every other sealed option
 * (sealedOptions), each written as the command takes it. The head is the checked-out one.
 */
export async function scopeCommand(id: string, scope: ReviewScope, paths: Pick<ReviewPaths, 'root' | 'dir'>): Promise<ScopeCommand> {
  const o = sealedOptions(scope);
  const spec = o.intent && (await specAgain(paths.root, o.intent));
  // Every sealed option has its words here (the type asks for each), so one sealed later cannot be dropped unsaid.
  const words: { [K in keyof SealedOptions]-?: string[] } = {
    workspace: o.workspace ? ['--workspace'] : [],
    effort: [`--effort ${o.effort}`],
    dispatch: o.dispatch === 'one' ? ['--dispatch one'] : [],
    shell: o.shell ? ['--shell'] : [],
    intent: spec ? [valued('spec', spec.value)] : [],
    include: o.include.map((g) => valued('include', g)),
    exclude: o.exclude.map((g) => valued('exclude', g)),
  };
  const options = [`--base ${scope.refs.baseSha}`, ...Object.values(words).flat()];
  return { command: `proofgate review scope ${id} ${options.join(' ')}${dirOption(paths.dir)}`, notes: spec?.note ? [spec.note] : [] };
}

/** A refusal's advice to seal `scope` again under its own id: the command, and what it cannot give. */
export async function sealAgainAdvice(scope: ReviewScope, paths: Pick<ReviewPaths, 'root' | 'dir'>): Promise<string> {
  const { command, notes } = await scopeCommand(scope.id, scope, paths);
  return `seal the scope again with \`${command}\`${notes.map((n) => `; ${n}`).join('')}`;
}
