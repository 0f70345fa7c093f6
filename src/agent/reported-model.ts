/**
 * Model IDs a claude run reports in its JSON output (`modelUsage`), most output tokens first,
 * joined with ", "; null when the output holds none (it was cut, or the CLI changed its format).
 */
export function claudeReportedModel(stdout: string): string | null {
  const at = stdout.lastIndexOf('"modelUsage"');
  if (at < 0) return null;
  const open = stdout.indexOf('{', at);
  const body = open < 0 ? null : balancedObject(stdout, open);
  if (!body) return null;
  let usage: unknown;
  try {
    usage = JSON.parse(body);
  } catch {
    return null;
  }
  if (!usage || typeof usage !== 'object' || Array.isArray(usage)) return null;
  const models = Object.entries(usage as Record<string, unknown>)
    .filter(([id]) => /^[\w.:[\]/@-]{1,200}$/.test(id))
    .map(([id, u]) => ({ id, out: Number((u as { outputTokens?: unknown } | null)?.outputTokens) || 0 }))
    .sort((a, b) => b.out - a.out || (a.id < b.id ? -1 : 1));
  return models.length ? models.map((m) => m.id).join(', ') : null;
}

/** The JSON object text starting at `start` (a `{`), respecting strings; null if it is not closed. */
function balancedObject(text: string, start: number): string | null {
  let depth = 0;
  let inString = false;
  for (let i = start; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{') depth++;
    else if (c === '}' && --depth === 0) return text.slice(start, i + 1);
  }
  return null;
}
