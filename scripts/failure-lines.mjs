// The lines of a test suite's output that say why it failed when no test did: Vitest's
// unhandled errors (an error or rejection outside any test, which fails the run though every
// test passed), a failed hook or file, and a suite that did not start. Each block is cut short,
// so the few lines a CI page shows still name the error and where it was thrown.

const ansi = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const starts = [
  /Unhandled (Error|Rejection)/,
  /^\s*FAIL\s/,
  /Error: .*(hook|globalSetup|teardown)/i,
  /Failed to (load|start)/i,
  /^Error: /,
];
const blockLines = 8;
const maxLines = 40;

/** @param {string} output @returns {string[]} */
export function failureLines(output) {
  const lines = output.replace(ansi, '').split('\n');
  const picked = [];
  let until = -1;
  for (const [index, line] of lines.entries()) {
    if (index > until && starts.some((start) => start.test(line))) until = index + blockLines - 1;
    if (index <= until && line.trim()) picked.push(`  ${line.trimEnd().slice(0, 300)}`);
    if (picked.length >= maxLines) break;
  }
  return picked;
}
