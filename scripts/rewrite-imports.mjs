// Rewrites every relative import that climbs more than two folders to its alias (@ds, @app,
// @domain, @fixtures, @public), with ESLint's fixer for the one rule local/prefer-alias; imports
// of two levels or fewer stay relative. Usage: npm run lint:aliases [-- paths…] (default: .)
import { ESLint } from 'eslint';
import { repoRoot } from './aliases.mjs';

const rule = 'local/prefer-alias';
let rewritten = 0;
const eslint = new ESLint({
  cwd: repoRoot,
  ruleFilter: ({ ruleId }) => ruleId === rule,
  fix: (message) => message.ruleId === rule && ++rewritten > 0,
});
const paths = process.argv.slice(2);
const results = await eslint.lintFiles(paths.length > 0 ? paths : ['.']);
await ESLint.outputFixes(results);

const changed = results.filter((result) => result.output !== undefined);
const left = results.flatMap((result) =>
  result.messages.map((message) => `${result.filePath}:${message.line} ${message.message}`),
);
console.log(`${rewritten} imports rewritten to aliases in ${changed.length} files.`);
if (left.length > 0) {
  console.log(`${left.length} left that no alias covers:\n${left.join('\n')}`);
  process.exitCode = 1;
}
