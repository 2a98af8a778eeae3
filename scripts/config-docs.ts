// Writes .env.example and the README's configuration table from server/environment.ts, the
// one list of the server's environment variables (server/environment-docs.test.ts checks them).
import { readFileSync, writeFileSync } from 'node:fs';
import { envExample, readmeMarkers, readmeTable } from '../server/environment-docs';

writeFileSync('.env.example', envExample());
const readme = readFileSync('README.md', 'utf8');
const start = readme.indexOf(readmeMarkers.start);
const end = readme.indexOf(readmeMarkers.end);
if (start < 0 || end < start) {
  console.error(`README.md has no configuration table markers (${readmeMarkers.start})`);
  process.exit(1);
}
writeFileSync(
  'README.md',
  `${readme.slice(0, start + readmeMarkers.start.length)}\n\n${readmeTable()}\n\n${readme.slice(end)}`,
);
console.log('Wrote .env.example and the configuration table in README.md (run prettier on it)');
