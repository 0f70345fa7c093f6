/**
 * How the GitHub Actions runner reads a step's output, ported from actions/runner
 * (src/Runner.Sdk/ProcessInvoker.cs, src/Runner.Worker/Handlers/OutputManager.cs,
 * src/Runner.Worker/ActionCommandManager.cs, src/Runner.Common/ActionCommand.cs at 258d6c8):
 *
 * - each stream is read with .NET's StreamReader.ReadLine: LF, CR and CRLF each end a line;
 * - a line holding `##[` or `::` is offered to TryParseV2 (`::name props::data` after leading
 *   white space), then to the older TryParse (`##[name props]data` anywhere in the line);
 * - a command name counts only when registered (case-insensitive); `stop-commands` registers its
 *   token, and until a line names that token every other command is ignored.
 *
 * The runner's IndexOf and StartsWith are culture-sensitive, and ICU ignores control, format and
 * default-ignorable code points while matching: they are dropped before parsing here, so
 * `#`U+200B`#[notice]` counts as a command, as it would on a runner.
 */

const REGISTERED = [
  'stop-commands',
  'add-mask',
  'add-matcher',
  'add-path',
  'debug',
  'echo',
  'remove-matcher',
  'save-state',
  'set-env',
  'set-output',
  'warning',
  'error',
  'notice',
  'group',
  'endgroup',
];

const ICU_IGNORED = /[\u0000-\u0008\u000e-\u001f\u007f-\u009f\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
/** .NET's Char.IsWhiteSpace, which String.TrimStart() trims. */
const DOTNET_SPACE = /^[\t\n\v\f\r \u0085\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000]+/u;

export interface RunnerCommand {
  name: string;
  data: string;
  /** The line as the step printed it. */
  line: string;
}

function nameOf(info: string): string {
  const space = info.indexOf(' ');
  return space < 0 ? info : info.slice(0, space);
}

/** ActionCommand.TryParseV2, then TryParse: the command name and data, or undefined. */
function parse(line: string, registered: Set<string>): { name: string; data: string } | undefined {
  const v2 = line.replace(DOTNET_SPACE, '');
  if (v2.startsWith('::')) {
    const end = v2.indexOf('::', 2);
    if (end >= 0) {
      const name = nameOf(v2.slice(2, end));
      if (registered.has(name.toLowerCase())) return { name, data: v2.slice(end + 2) };
    }
  }
  const prefix = line.indexOf('##[');
  if (prefix < 0) return undefined;
  const rb = line.indexOf(']', prefix);
  if (rb < 0) return undefined;
  const name = nameOf(line.slice(prefix + 3, rb));
  return registered.has(name.toLowerCase()) ? { name, data: line.slice(rb + 1) } : undefined;
}

/** The commands a runner would act on in one stream (stop-commands and its resume left out). */
export function runnerCommands(stream: string): RunnerCommand[] {
  const registered = new Set(REGISTERED);
  let stopToken: string | undefined;
  const found: RunnerCommand[] = [];
  for (const line of stream.split(/\r\n|\r|\n/)) {
    const seen = line.replace(ICU_IGNORED, '');
    if (!seen.includes('##[') && !seen.includes('::')) continue;
    const cmd = parse(seen, registered);
    if (!cmd) continue;
    if (stopToken !== undefined) {
      if (cmd.name.toLowerCase() === stopToken.toLowerCase()) {
        registered.delete(stopToken.toLowerCase());
        stopToken = undefined;
      }
      continue;
    }
    if (cmd.name.toLowerCase() === 'stop-commands') {
      stopToken = cmd.data;
      registered.add(stopToken.toLowerCase());
      continue;
    }
    found.push({ ...cmd, line });
  }
  return found;
}
