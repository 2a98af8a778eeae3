/**
 * The text 'Quote' puts into the reply box: the first lines of the reply as '> ' lines (its
 * own quotes left out), then '> — Author', then a blank line to type under.
 */
export function quoteOf(content: string, author: string, maxLines = 2, maxChars = 200): string {
  const lines = content
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('>'));
  let excerpt = lines.slice(0, maxLines).join('\n');
  if (excerpt.length > maxChars) excerpt = `${excerpt.slice(0, maxChars - 1).trimEnd()}…`;
  else if (lines.length > maxLines) excerpt = `${excerpt} …`;
  const quoted = excerpt.split('\n').map((line) => `> ${line}`);
  return `${[...quoted, `> — ${author}`].join('\n')}\n\n`;
}

/** Adds a quote after what is already in the box, separated by a blank line. */
export function appendQuote(current: string, quote: string): string {
  const before = current.trimEnd();
  return before ? `${before}\n\n${quote}` : quote;
}
