import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { defaultOf, environment, type Variable } from './environment';
import { readmeMarkers, shownDefault } from './environment-docs';

const names = Object.keys(environment).sort();

/** `| \`NAME\` | default | meaning |` rows between the README's markers, by name. */
function readmeRows(): Map<string, string> {
  const readme = readFileSync('README.md', 'utf8');
  const table = readme.slice(
    readme.indexOf(readmeMarkers.start),
    readme.indexOf(readmeMarkers.end),
  );
  const rows = new Map<string, string>();
  for (const match of table.matchAll(/^\| `([A-Z][A-Z0-9_]*)`\s*\|\s*(.*?)\s*\|/gm)) {
    rows.set(match[1]!, match[2]!);
  }
  return rows;
}

/** `# NAME=default` lines of .env.example, by name. */
function envExampleLines(): Map<string, string> {
  const lines = new Map<string, string>();
  for (const match of readFileSync('.env.example', 'utf8').matchAll(
    /^# ([A-Z][A-Z0-9_]*)=(.*)$/gm,
  )) {
    lines.set(match[1]!, match[2]!);
  }
  return lines;
}

describe('the documented configuration (npm run config:docs rewrites it)', () => {
  it("the README's table lists exactly the schema's variables, with their defaults", () => {
    const rows = readmeRows();
    expect([...rows.keys()].sort()).toEqual(names);
    for (const [name, variable] of Object.entries(environment) as [string, Variable][]) {
      expect(rows.get(name), name).toBe(shownDefault(variable, (value) => `\`${value}\``));
    }
  });

  it(".env.example lists exactly the schema's variables, at their defaults", () => {
    const lines = envExampleLines();
    expect([...lines.keys()].sort()).toEqual(names);
    for (const [name, variable] of Object.entries(environment) as [string, Variable][]) {
      expect(lines.get(name), name).toBe(defaultOf(variable, false) ?? '');
    }
  });
});
