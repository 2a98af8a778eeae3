import { AxeBuilder } from '@axe-core/playwright';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumArgs, chromiumExecutable } from '../../vite.config';
import { approveChanges } from './approve';
import { collectReview } from './collect';
import { makeFixtureProject } from './fixtures';
import { readLastRun } from './last-run';
import { readAllStories } from './stories';
import { writeReport } from './write-report';

let browser: Browser;
let page: Page;
let root: string;
let cleanup: () => void;

/** The fixture project's report, written with its stylesheet; returns index.html's URL. */
async function writeFixtureReport() {
  const review = collectReview(root, readAllStories(root), readLastRun(root));
  const index = await writeReport(root, review, { outDir: join(root, 'reports/visual-review') });
  return pathToFileURL(index).href;
}

beforeAll(async () => {
  ({ root, cleanup } = makeFixtureProject());
  const url = await writeFixtureReport();
  browser = await chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  // Straight from the disk, as a designer opens it: no server.
  await page.goto(url);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  cleanup?.();
});

const focused = () =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    return {
      tag: element?.tagName,
      type: element?.getAttribute('type'),
      text: element?.textContent,
    };
  });

describe('the visual review report opened from file://', () => {
  it('loads its stylesheet, fonts and images', async () => {
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.querySelector('h1')!).fontFamily))
      .toContain('Oswald');
    const images = await page.locator('img').evaluateAll((all) =>
      (all as HTMLImageElement[]).map((image) => {
        image.loading = 'eager';
        return image.src;
      }),
    );
    expect(images.length).toBeGreaterThan(0);
    await expect
      .poll(() =>
        page
          .locator('img')
          .evaluateAll((all) =>
            (all as HTMLImageElement[]).every((image) => image.complete && image.naturalWidth > 0),
          ),
      )
      .toBe(true);
  });

  // axe on a whole page takes about 2 s alone, past 5 s on a busy 2-core machine.
  it('has no axe violations', { timeout: 30_000 }, async () => {
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.map(({ id, nodes }) => `${id}: ${nodes.map((node) => node.target).join(', ')}`),
    ).toEqual([]);
  });

  it('is usable from the keyboard: skip link, swipe slider and blink toggle', async () => {
    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'A', text: 'Skip to the changes' });
    await page.keyboard.press('Enter');
    // Following the link moves the page to #changes a moment after the key press.
    await expect.poll(() => page.url()).toMatch(/#changes$/);

    const compare = page.locator('[data-compare]').first();
    for (let presses = 0; presses < 40 && (await focused()).type !== 'range'; presses += 1) {
      await page.keyboard.press('Tab');
    }
    expect(await focused()).toMatchObject({ tag: 'INPUT', type: 'range' });
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => compare.getAttribute('style')).toContain('--reveal: 52%');

    await page.keyboard.press('Tab');
    expect(await focused()).toMatchObject({ tag: 'INPUT', type: 'checkbox' });
    await page.keyboard.press('Space');
    await expect
      .poll(() =>
        compare
          .locator('.review-compare-new')
          .evaluate((image) => getComputedStyle(image).animationName),
      )
      .toBe('review-blink');
  });

  it('is axe-clean when there is nothing left to review', { timeout: 30_000 }, async () => {
    approveChanges(root, collectReview(root, readAllStories(root), readLastRun(root)), 'all');
    await page.goto(await writeFixtureReport());
    await page.getByRole('heading', { name: 'No visual changes' }).waitFor();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map(({ id }) => id)).toEqual([]);
  });
});
