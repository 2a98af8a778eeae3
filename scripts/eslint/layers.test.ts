import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../aliases.mjs';

const eslint = new ESLint({ cwd: repoRoot });

/** The import rules' messages for `code` linted as if it were the file at `filePath`. */
async function importErrors(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'local/prefer-alias' || m.ruleId === 'no-restricted-imports')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

const use = (specifier: string) => `import { x } from '${specifier}';\nexport const y = x;\n`;

describe('the layering rules (eslint.config.js)', { timeout: 30_000 }, () => {
  // Loading the config and its plugins takes seconds on a busy machine: once, up front.
  beforeAll(() => eslint.lintText('', { filePath: 'app/warm-up.ts' }), 120_000);

  it('refuses an import of another screen folder, relative or aliased', async () => {
    for (const specifier of [
      '../deals/deals',
      '../../screens/deals/deals',
      '@app/screens/deals/deals',
    ]) {
      const errors = await importErrors(use(specifier), 'app/screens/shop/Fake.tsx');
      expect(errors, specifier).toEqual([
        expect.stringMatching(/^no-restricted-imports: .*never imports another screen folder/),
      ]);
    }
    expect(
      await importErrors(use('../../deals/deals'), 'app/screens/shop/parts/Fake.tsx'),
    ).toHaveLength(1);
    expect(await importErrors(use('../users/x'), 'app/screens/admin/orders/Fake.tsx')).toHaveLength(
      1,
    );
  });

  it('refuses an import that climbs three folders, and names the alias', async () => {
    const errors = await importErrors(
      use('../../../design-system/primitives/Button/Button'),
      'app/screens/shop/Fake.tsx',
    );
    expect(errors).toEqual([
      "local/prefer-alias: '../../../design-system/primitives/Button/Button' climbs 3 folders (at most 2): import '@ds/primitives/Button/Button' instead.",
    ]);
    const dynamic = "export const load = () => import('../../../domain/brand');\n";
    expect(await importErrors(dynamic, 'app/screens/shop/Fake.tsx')).toHaveLength(1);
  });

  it('accepts a two-level import, an aliased shared home and the own screen folder', async () => {
    const code = [
      "import { a } from '../../router-href';",
      "import { b } from '@app/admin/story-files';",
      "import { c } from '@ds/primitives/Button/Button';",
      "import { d } from './shop-filters';",
      "import { e } from '@app/screens/shop/product-actions';",
      'export const all = [a, b, c, d, e];',
      '',
    ].join('\n');
    expect(await importErrors(code, 'app/screens/shop/Fake.tsx')).toEqual([]);
    // An admin screen may use the admin group's own files.
    expect(await importErrors(use('../admin-nav'), 'app/screens/admin/orders/Fake.tsx')).toEqual(
      [],
    );
  });

  it('keeps data and state out of *Screen.tsx, but not out of its route', async () => {
    expect(await importErrors(use('../../data/api'), 'app/screens/shop/FakeScreen.tsx')).toEqual([
      expect.stringMatching(/^no-restricted-imports: .*app\/data and app\/state/),
    ]);
    expect(
      await importErrors(use('@app/state/cart'), 'app/screens/shop/FakeScreen.tsx'),
    ).toHaveLength(1);
    expect(await importErrors(use('../../data/api'), 'app/screens/shop/route.tsx')).toEqual([]);
  });

  it('keeps app, domain and fixtures out of design-system, and app and design-system out of server', async () => {
    expect(
      await importErrors(use('@fixtures/products'), 'design-system/patterns/Fake/Fake.tsx'),
    ).toHaveLength(1);
    expect(
      await importErrors(use('../../domain/catalog'), 'design-system/patterns/Fake.tsx'),
    ).toHaveLength(1);
    // Stories may show sample data, never the app.
    expect(
      await importErrors(use('@fixtures/products'), 'design-system/patterns/Fake/Fake.stories.tsx'),
    ).toEqual([]);
    expect(
      await importErrors(use('@app/router-href'), 'design-system/patterns/Fake/Fake.stories.tsx'),
    ).toHaveLength(1);
    expect(
      await importErrors(use('../../design-system/lib/cn'), 'server/mail/fake.ts'),
    ).toHaveLength(1);
    expect(
      await importErrors(use('@ds/primitives/Button/Button'), 'server/mail/fake.ts'),
    ).toHaveLength(1);
    // The one money formatter, which e-mails and invoices print with too.
    expect(await importErrors(use('../../design-system/lib/money'), 'server/mail/fake.ts')).toEqual(
      [],
    );
    expect(await importErrors(use('../app'), 'server/routes/fake.ts')).toEqual([]);
  });
});
