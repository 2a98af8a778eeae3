import { copyFileSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Review } from './collect';
import { imageUrl, renderReport, type ImageRole } from './report';

/** Where `npm run review` writes the report, relative to the project root. */
export const reportDir = 'reports/visual-review';
/** The built Storybook as seen from the report (`storybook-static/` at the project root). */
export const defaultStorybookUrl = '../../storybook-static/';

const stylesheet = 'assets/review.css';
const script = 'compare.js';
const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
/** The project itself: the stylesheet always comes from its design system. */
const projectRoot = here('../..');

export interface WriteReportOptions {
  /** Absolute; emptied first. */
  outDir: string;
  storybookUrl?: string;
  /** Compile the stylesheet (Tailwind, through Vite); off in tests that only read the markup. */
  styles?: boolean;
  generatedAt?: Date;
}

/** Writes index.html, its images, stylesheet and script; returns the path of index.html. */
export async function writeReport(
  root: string,
  review: Review,
  {
    outDir,
    storybookUrl = defaultStorybookUrl,
    styles = true,
    generatedAt = new Date(),
  }: WriteReportOptions,
): Promise<string> {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(join(outDir, 'images'), { recursive: true });
  if (styles) await buildStylesheet(outDir);
  for (const change of review.changes) {
    const images: [ImageRole, string | undefined][] = [
      ['reference', change.reference?.path],
      ['actual', change.actual?.path],
      ['diff', change.diff?.path],
    ];
    for (const [role, path] of images) {
      if (path) copyFileSync(join(root, path), join(outDir, imageUrl(change, role)));
    }
  }
  copyFileSync(here(`./${script}`), join(outDir, script));
  const index = join(outDir, 'index.html');
  writeFileSync(index, renderReport(review, { storybookUrl, stylesheet, script, generatedAt }));
  return index;
}

/**
 * The design system's Tailwind stylesheet with the report's additions, compiled by Vite
 * into `assets/` (fonts beside it, linked relatively so the report opens from the disk).
 */
async function buildStylesheet(outDir: string) {
  const [{ build }, { default: tailwindcss }] = await Promise.all([
    import('vite'),
    import('@tailwindcss/vite'),
  ]);
  await build({
    configFile: false,
    root: projectRoot,
    base: './',
    logLevel: 'warn',
    plugins: [tailwindcss()],
    build: {
      outDir,
      emptyOutDir: false,
      copyPublicDir: false,
      rollupOptions: {
        input: { review: here('./report.css') },
        output: {
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css'))
              ? stylesheet
              : 'assets/[name][extname]',
        },
      },
    },
  });
}
