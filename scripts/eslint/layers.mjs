import { readdirSync } from 'node:fs';
import path from 'node:path';
import { aliases, repoRoot } from '../aliases.mjs';
import { maxClimb } from './prefer-alias.mjs';

const folders = (dir) =>
  readdirSync(path.join(repoRoot, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${dir}/${entry.name}`);

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every spelling of an import of `targets` (repository folders) from a file in `dir`: relative
 * ones that climb at most `maxClimb` folders (deeper ones are refused on their own) and the alias.
 * `dir` undefined: a file too deep for a short relative path to reach the targets.
 */
function spellings(dir, targets) {
  const parts = dir?.split('/') ?? [];
  const found = targets.flatMap((target) => {
    const alias = aliases.find(({ dir: root }) => target === root || target.startsWith(`${root}/`));
    const relative = [];
    for (let climb = 1; climb <= Math.min(maxClimb, parts.length); climb++) {
      const base = parts.slice(0, parts.length - climb).join('/');
      if (base === '') relative.push(`${'../'.repeat(climb)}${target}`);
      else if (target.startsWith(`${base}/`))
        relative.push(`${'../'.repeat(climb)}${target.slice(base.length + 1)}`);
    }
    return [...relative, ...(alias ? [`${alias.name}${target.slice(alias.dir.length)}`] : [])];
  });
  return `^(?:${found.map(escape).join('|')})(?:/|$)`;
}

/**
 * `no-restricted-imports` blocks for the files under `folder`, one per depth (the relative
 * spellings differ by depth). Later blocks replace the rule's options for the files they match,
 * so each block carries every restriction its files have.
 */
function blocksFor(folder, restrictions, fileName = '*') {
  const depths = [
    [`${folder}/${fileName}`, folder],
    [`${folder}/*/${fileName}`, `${folder}/_`],
    [`${folder}/*/*/**/${fileName}`, undefined],
  ];
  return depths.map(([files, dir]) => ({
    files: [files],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: restrictions.map(({ targets, message }) => ({
            regex: spellings(dir, targets),
            caseSensitive: true,
            message,
          })),
        },
      ],
    },
  }));
}

/** app/screens/<a>, and app/screens/admin/<x>: each a screen folder of its own. */
export function screenFolders() {
  const top = folders('app/screens');
  return top.flatMap((folder) => (folder === 'app/screens/admin' ? folders(folder) : [folder]));
}

const crossScreen = (screen, screens) => ({
  // An admin screen may use the admin group's own files (app/screens/admin/*.ts); others may not.
  targets: [
    ...screens.filter((other) => other !== screen),
    ...(screen.startsWith('app/screens/admin/') ? [] : ['app/screens/admin']),
  ],
  message:
    'A screen folder never imports another screen folder: move what both use to a shared home (app/catalog, app/forms, app/records, …).',
});

const screenData = {
  targets: ['app/data', 'app/state'],
  message:
    'A *Screen.tsx takes its data and actions as props: app/data and app/state belong to its route and the layout.',
};

const designSystem = (targets) => ({
  targets,
  message: 'design-system/ never imports app/, domain/ or fixtures/: it takes plain data as props.',
});

/**
 * design-system/ but its money formatter (lib/money.ts): the one place cents become text, which
 * the server's e-mails and invoices print with too, and which design-system may not take from
 * domain/.
 */
function designSystemExceptMoney() {
  const lib = readdirSync(path.join(repoRoot, 'design-system/lib'))
    .map((name) => `design-system/lib/${name.replace(/\.tsx?$/, '')}`)
    .filter((target) => target !== 'design-system/lib/money');
  const rest = readdirSync(path.join(repoRoot, 'design-system'))
    .filter((name) => name !== 'lib')
    .map((name) => `design-system/${name.replace(/\.tsx?$/, '')}`);
  return [...lib, ...rest];
}

/**
 * The layering, as flat-config blocks:
 * - a screen folder never imports another screen folder;
 * - `*Screen.tsx` never imports app/data or app/state;
 * - design-system/ never imports app/, domain/ or fixtures/ (its stories may show fixtures and
 *   domain helpers: their sample data is shared with the app's tests);
 * - server/ never imports app/ or design-system/ (but design-system/lib/money).
 */
export function layerBlocks() {
  const screens = screenFolders();
  return [
    ...screens.flatMap((screen) => [
      ...blocksFor(screen, [crossScreen(screen, screens)]),
      ...blocksFor(screen, [crossScreen(screen, screens), screenData], '*Screen.tsx'),
    ]),
    ...blocksFor('design-system', [designSystem(['app', 'domain', 'fixtures'])]),
    ...blocksFor('design-system', [designSystem(['app'])], '*.stories.tsx'),
    ...blocksFor('server', [
      {
        targets: ['app', ...designSystemExceptMoney()],
        message: 'server/ never imports app/ or design-system/: shared code lives in domain/.',
      },
    ]),
  ];
}
