import path from 'node:path';
import { aliases, repoRoot } from '../aliases.mjs';

/** How far a relative import may climb: `../../x` is fine, `../../../x` takes an alias. */
export const maxClimb = 2;

/** `vi.mock('../x')` and friends name a module just as an import does. */
const viModuleCalls = new Set([
  'mock',
  'doMock',
  'unmock',
  'doUnmock',
  'importActual',
  'importMock',
]);

const climbOf = (specifier) => /^(?:\.\.\/)*/.exec(specifier)[0].length / 3;

/** The alias spelling of a relative specifier, or undefined when it leaves every aliased folder. */
export function aliasOf(specifier, filename) {
  const target = path.relative(repoRoot, path.resolve(path.dirname(filename), specifier));
  const posix = target.split(path.sep).join('/');
  const alias = aliases.find(({ dir }) => posix === dir || posix.startsWith(`${dir}/`));
  return alias && `${alias.name}${posix.slice(alias.dir.length)}`;
}

/**
 * No import climbs more than two folders: a deeper one is rewritten to its alias by
 * `--fix` (npm run lint:aliases). Covers import/export … from, import(), import('…') types and
 * vi.mock-style calls, which `no-restricted-imports` does not see.
 */
export default {
  meta: {
    type: 'suggestion',
    fixable: 'code',
    schema: [],
    messages: {
      tooDeep: "'{{specifier}}' climbs {{climb}} folders (at most 2): import '{{alias}}' instead.",
      tooDeepNoAlias:
        "'{{specifier}}' climbs {{climb}} folders (at most 2) and no alias covers it.",
    },
  },
  create(context) {
    const check = (node) => {
      if (node?.type !== 'Literal' || typeof node.value !== 'string') return;
      const specifier = node.value;
      const climb = climbOf(specifier);
      if (climb <= maxClimb) return;
      const alias = aliasOf(specifier, context.filename);
      const quote = node.raw[0];
      context.report({
        node,
        messageId: alias ? 'tooDeep' : 'tooDeepNoAlias',
        data: { specifier, climb, alias },
        fix: alias ? (fixer) => fixer.replaceText(node, `${quote}${alias}${quote}`) : null,
      });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal ?? node.argument),
      CallExpression(node) {
        const { callee } = node;
        if (
          callee.type === 'MemberExpression' &&
          callee.object.type === 'Identifier' &&
          callee.object.name === 'vi' &&
          callee.property.type === 'Identifier' &&
          viModuleCalls.has(callee.property.name)
        )
          check(node.arguments[0]);
      },
    };
  },
};
