// Its own module: only test-review reads JSON with comments, and the parser stays off every other path.
import { parse as parseJsoncText, printParseErrorCode, type ParseError } from 'jsonc-parser';

/**
 * JSON with comments and trailing commas, as TypeScript reads tsconfig.json and bun its bun.lock
 * (Microsoft's jsonc-parser, the reader VS Code uses); anything else that is no JSON throws, as
 * JSON.parse does.
 */
export function parseJsonc(text: string): unknown {
  const errors: ParseError[] = [];
  const value: unknown = parseJsoncText(text, errors, { allowTrailingComma: true, disallowComments: false });
  if (errors.length)
    throw new SyntaxError(`not JSON with comments: ${printParseErrorCode(errors[0]!.error)} at offset ${errors[0]!.offset}`);
  return value;
}
