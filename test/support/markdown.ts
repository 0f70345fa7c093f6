/** Markdown with fenced blocks and code spans removed: what GitHub would render as markup. */
export function outsideCode(md: string): string {
  let text = md.replace(/^(`{3,})[^\n]*\n[\s\S]*?\n\1\s*$/gm, '');
  text = text.replace(/(`+)([\s\S]*?[^`])\1(?!`)/g, '');
  return text;
}

/** The text a reader sees once CommonMark's backslash escapes of ASCII punctuation are undone. */
export function unescapeMarkdown(md: string): string {
  return md.replace(/\\([!-/:-@[-`{-~])/g, '$1');
}
