/**
 * A post is plain text: blank lines separate paragraphs, and lines starting with '>' quote
 * another post ('> — Name' at the end of a quote says whose words they are).
 */
export type PostBlock =
  { kind: 'paragraph'; text: string } | { kind: 'quote'; text: string; cite?: string };

const quoteLine = /^\s*>\s?/;
const citeLine = /^(?:—|--)\s*/;

export function postBlocks(content: string): PostBlock[] {
  const blocks: PostBlock[] = [];
  const chunks = content.replace(/\r\n?/g, '\n').split(/\n\s*\n/);
  for (const chunk of chunks) {
    // Consecutive quoted lines form one quote, the other lines one paragraph, in order.
    let run: { quoted: boolean; lines: string[] } | null = null;
    const flush = () => {
      if (!run) return;
      if (run.quoted) blocks.push(quoteBlock(run.lines));
      else {
        const text = run.lines.join('\n').trim();
        if (text) blocks.push({ kind: 'paragraph', text });
      }
      run = null;
    };
    for (const line of chunk.split('\n')) {
      const quoted = quoteLine.test(line);
      if (run === null || run.quoted !== quoted) {
        flush();
        run = { quoted, lines: [] };
      }
      run.lines.push(quoted ? line.replace(quoteLine, '') : line);
    }
    flush();
  }
  return blocks;
}

function quoteBlock(lines: string[]): PostBlock {
  const last = lines.at(-1) ?? '';
  const hasCite = lines.length > 1 && citeLine.test(last);
  const text = (hasCite ? lines.slice(0, -1) : lines).join('\n').trim();
  return hasCite
    ? { kind: 'quote', text, cite: last.replace(citeLine, '').trim() }
    : { kind: 'quote', text };
}
