import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { loadCsf } from 'storybook/internal/csf-tools';
import type { types } from 'storybook/internal/babel';

type Node = types.Node;

/** Where Storybook looks for stories (.storybook/main.ts), relative to the project root. */
export const storiesFolders = ['design-system', 'app'];

/** The viewport a story starts in when it names none (.storybook/preview.tsx initialGlobals). */
export const defaultViewport = 'desktop';

export interface StoryInfo {
  /** Storybook's id, e.g. `primitives-button--primary`: what `--approve` and links take. */
  id: string;
  /** The story's display name, e.g. 'Primary'. */
  name: string;
  /** The key of `viewports` in .storybook/preview.tsx the story is rendered at. */
  viewport: string;
}

export interface StoriesFile {
  /** Relative to the project root, with forward slashes. */
  path: string;
  /** `meta.title`, e.g. 'Primitives/Button' or 'Screens/Content/Stores'. */
  title: string;
  stories: StoryInfo[];
}

/** Every `*.stories.ts(x)` under the stories folders, relative to root, sorted. */
export function findStoriesFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (/\.stories\.tsx?$/.test(entry.name)) found.push(toPosix(relative(root, full)));
    }
  };
  for (const folder of storiesFolders) {
    try {
      walk(join(root, folder));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
  return found.sort();
}

/**
 * Reads a stories file the way Storybook indexes it (its own CSF parser, so ids, titles and
 * `name` overrides match the sidebar and the story tests), plus each story's viewport.
 */
export function readStoriesFile(root: string, path: string): StoriesFile {
  const code = readFileSync(join(root, path), 'utf8');
  const csf = loadCsf(code, {
    fileName: path,
    makeTitle: (userTitle?: string) => userTitle ?? path.replace(/\.stories\.tsx?$/, ''),
  }).parse();
  const metaViewport = viewportIn(csf._metaAnnotations.globals);
  const stories = Object.entries(csf._stories).map(([exportName, story]) => ({
    id: story.id,
    name: story.name ?? exportName,
    viewport:
      viewportIn(csf._storyAnnotations[exportName]?.globals) ?? metaViewport ?? defaultViewport,
  }));
  return { path, title: csf.meta?.title ?? path, stories };
}

export function readAllStories(root: string): StoriesFile[] {
  return findStoriesFiles(root).map((path) => readStoriesFile(root, path));
}

/** `globals: { viewport: { value: 'mobile' } }` → 'mobile'. */
function viewportIn(globals: Node | undefined): string | undefined {
  const viewport = propertyOf(globals, 'viewport');
  const value = propertyOf(viewport, 'value');
  return value?.type === 'StringLiteral' ? value.value : undefined;
}

function propertyOf(node: Node | undefined, key: string): Node | undefined {
  if (node?.type !== 'ObjectExpression') return undefined;
  for (const property of node.properties) {
    if (property.type !== 'ObjectProperty') continue;
    const name =
      property.key.type === 'Identifier'
        ? property.key.name
        : property.key.type === 'StringLiteral'
          ? property.key.value
          : undefined;
    if (name === key) return property.value;
  }
  return undefined;
}

export function toPosix(path: string): string {
  return path.split(sep).join('/');
}
