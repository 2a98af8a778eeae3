import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { sanitize } from 'storybook/internal/csf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../vite.config';
import { readAllStories, storiesFolders, type StoriesFile } from '../review/stories';
import { serveFolder } from './static-server';

const root = fileURLToPath(new URL('../..', import.meta.url));
const storybookStatic = join(root, 'storybook-static');

let server: Awaited<ReturnType<typeof serveFolder>>;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];
let storiesFiles: StoriesFile[];

beforeAll(async () => {
  if (!existsSync(join(storybookStatic, 'index.html'))) {
    throw new Error('No storybook-static/: run `npm run build-storybook` first.');
  }
  storiesFiles = readAllStories(root);
  server = await serveFolder(storybookStatic);
  browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => pageErrors.push(error.message));
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** The `<Meta title="…" />` of every MDX page in the stories folders. */
function mdxTitles(): { file: string; title: string }[] {
  const pages: { file: string; title: string }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.mdx')) {
        const title = /<Meta\s+title="([^"]+)"/.exec(readFileSync(full, 'utf8'))?.[1];
        if (title) pages.push({ file: relative(root, full), title });
      }
    }
  };
  for (const folder of storiesFolders) walk(join(root, folder));
  return pages;
}

/** The manager at a story or docs page, its sidebar fully expanded. */
async function openManager(path: string) {
  await page.goto(`${server.url}?path=${path}`);
  await page.locator('#storybook-explorer-tree').waitFor();
}

async function expandSidebar() {
  const expandAll = page.getByRole('button', { name: 'Expand all' });
  await expect.poll(() => expandAll.count()).toBeGreaterThan(0);
  while ((await expandAll.count()) > 0) await expandAll.first().click();
}

/** Every sidebar item as the manager rendered it: id → [node type, label]. */
function sidebarItems(): Promise<Record<string, [string, string]>> {
  return page
    .locator('#storybook-explorer-tree [data-item-id]')
    .evaluateAll((nodes) =>
      Object.fromEntries(
        nodes.map((node) => [
          node.getAttribute('data-item-id')!,
          [node.getAttribute('data-nodetype')!, node.textContent!.trim()],
        ]),
      ),
    );
}

function previewFrame() {
  return page.frameLocator('#storybook-preview-iframe');
}

describe('the built Storybook, from a plain static server', () => {
  it('lists every stories file, every story and the MDX docs pages in its sidebar', async () => {
    await openManager('/docs/foundations-overview--docs');
    await expandSidebar();
    const items = await sidebarItems();

    expect(storiesFiles.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const file of storiesFiles) {
      const componentId = sanitize(file.title);
      const [type, label] = items[componentId] ?? [];
      if (type !== 'component' || label !== file.title.split('/').pop()) {
        missing.push(`${file.path} (${file.title}): ${type ?? 'no'} sidebar item '${label ?? ''}'`);
      }
      for (const story of file.stories) {
        if (items[story.id]?.[0] !== 'story') missing.push(`${file.path}: story ${story.id}`);
      }
    }
    for (const { file, title } of mdxTitles()) {
      if (items[`${sanitize(title)}--docs`]?.[0] !== 'document') missing.push(`${file}: ${title}`);
    }
    expect(missing).toEqual([]);
    // The four sections of the design system, in the sidebar's order.
    const roots = Object.entries(items)
      .filter(([, [type]]) => type === 'root')
      .map(([, [, label]]) => label);
    expect(roots).toEqual(['Foundations', 'Primitives', 'Patterns', 'Screens']);
  });

  it('renders a primitive: Primitives/Button, Primary', async () => {
    await openManager('/story/primitives-button--primary');
    await previewFrame().getByRole('button', { name: 'Add to Cart' }).waitFor();
  });

  it('renders a pattern: Patterns/ProductCard, Default', async () => {
    await openManager('/story/patterns-productcard--default');
    const card = previewFrame().getByRole('article', { name: 'Memphis Dry Rub' });
    await card.getByRole('button', { name: 'Add to Cart' }).waitFor();
  });

  it('renders a screen: Screens/Content/Stores, Desktop', async () => {
    await openManager('/story/screens-content-stores--desktop');
    await previewFrame().getByRole('heading', { level: 1, name: 'Find a Store' }).waitFor();
    await previewFrame().getByRole('heading', { level: 3, name: 'Downtown Chicago' }).waitFor();
  });

  it('renders a component docs page: Primitives/Button', async () => {
    await openManager('/docs/primitives-button--docs');
    await previewFrame().getByRole('heading', { level: 1, name: 'Button' }).waitFor();
    await previewFrame().getByRole('button', { name: 'Add to Cart' }).first().waitFor();
  });

  it('shows no errors', async () => {
    expect(pageErrors).toEqual([]);
    const errorShown = await previewFrame()
      .locator('body')
      .evaluate((body) => body.classList.contains('sb-show-errordisplay'));
    expect(errorShown).toBe(false);
  });
});
