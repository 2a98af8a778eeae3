import {
  defaultOf,
  environment,
  sectionTitles,
  type Section,
  type Variable,
  type VariableName,
} from './environment';

/** The README's configuration table sits between these lines (`npm run config:docs` rewrites it). */
export const readmeMarkers = {
  start: '<!-- configuration table: npm run config:docs writes it from server/environment.ts -->',
  end: '<!-- end of configuration table -->',
};

const variables = () => Object.entries(environment) as [VariableName, Variable][];

/** The default as the docs say it: development's, and production's when it differs. */
export function shownDefault(variable: Variable, code = (value: string) => value): string {
  if (variable.shownDefault) return variable.shownDefault;
  const development = defaultOf(variable, false);
  const production = defaultOf(variable, true);
  if (development === undefined) {
    return variable.requiredInProduction ? '(required in production)' : '(unset)';
  }
  return development === production
    ? code(development)
    : `${code(development)} (production: ${code(production!)})`;
}

const cell = (text: string) => text.replaceAll('|', '\\|').replaceAll('\n', ' ');

/** The README's table: one row per variable, in the schema's order. */
export function readmeTable(): string {
  const rows = variables().map(
    ([name, variable]) =>
      `| \`${name}\` | ${cell(shownDefault(variable, (value) => `\`${value}\``))} | ${cell(variable.meaning)} |`,
  );
  return ['| variable | default | meaning |', '| --- | --- | --- |', ...rows].join('\n');
}

/** `.env.example`: every variable, commented out at its default, under its section's title. */
export function envExample(): string {
  const lines = [
    '# Every environment variable the store server reads (server/environment.ts; written by',
    '# `npm run config:docs`). Copy to .env for your own values; each line shows the default.',
    '# NODE_ENV=production checks what a real shop needs (README, "Configuration").',
  ];
  const sections = new Map<Section, [VariableName, Variable][]>();
  for (const entry of variables()) {
    const list = sections.get(entry[1].section) ?? [];
    list.push(entry);
    sections.set(entry[1].section, list);
  }
  for (const [section, entries] of sections) {
    lines.push('', `## ${sectionTitles[section]}`);
    for (const [name, variable] of entries) {
      lines.push('', `# ${variable.meaning.replaceAll('`', '')}`);
      lines.push(`# Default: ${shownDefault(variable).replaceAll('`', '')}`);
      lines.push(`# ${name}=${defaultOf(variable, false) ?? ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}
