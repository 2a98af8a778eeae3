import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { configure } from 'storybook/test';
import { clearLiveAnnouncer } from '../design-system/lib/live-announcer';

// A loaded machine can take seconds over one step of a story: findBy… and waitFor wait up to
// 10 s (a story has 60) for what they look for, and return as soon as it is there.
configure({ asyncUtilTimeout: 10_000 });

/**
 * Every story is screenshotted after its play function and compared with the
 * committed reference beside its stories file (__screenshots__/). Motion and the
 * caret are frozen so two runs give the same pixels.
 */
beforeAll(() => {
  const style = document.createElement('style');
  style.textContent = `
    *, *::before, *::after {
      animation-duration: 0s !important; animation-delay: 0s !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0s !important; transition-delay: 0s !important;
      caret-color: transparent !important; scroll-behavior: auto !important;
    }
    /* React Aria marks an opening overlay 'entering' until its next frame, and the overlays fade
       in from opacity 0 then: on a loaded machine a play function's check could land on that
       frame and find the dialog invisible. Motion is frozen, so it opens at full opacity. */
    [data-entering] { opacity: 1 !important; }
  `;
  document.head.append(style);
});

/** Each story starts with React Aria's live region empty (see clearLiveAnnouncer). */
beforeEach(clearLiveAnnouncer);

interface TestedStory {
  id: string;
  parameters: { screenshot?: { disable?: boolean } };
}

/** The story's own canvas, or the whole viewport when an overlay was portalled out of it. */
function screenshotTarget(): HTMLElement {
  const canvas = document.querySelector<HTMLElement>(
    'body > div:not(.sb-wrapper):not([data-live-announcer])',
  );
  // Overlays portalled to <body> (modals, popovers, toasts). Hidden helpers React Aria puts
  // there (the live announcer, description nodes) are not overlays.
  const portals = [...document.body.children].filter((el) => {
    if (el === canvas || el.tagName !== 'DIV' || el.classList.contains('sb-wrapper')) return false;
    return [el, ...el.querySelectorAll('*')].some((node) => {
      const { width, height } = node.getBoundingClientRect();
      return width > 1 && height > 1;
    });
  });
  if (canvas && portals.length === 0) return canvas;
  document.body.style.minHeight = '100vh';
  return document.body;
}

afterEach(async (context) => {
  const story = (context as { story?: TestedStory }).story;
  if (!story || context.task.result?.state === 'fail' || story.parameters.screenshot?.disable) {
    return;
  }
  await document.fonts.ready;
  await imagesSettled();
  await nextFrames();
  const target = screenshotTarget();
  // Whatever lies below the viewport would come out blank: grow the viewport to the story's
  // full height (whole pages, long lists), keeping its width, and restore it afterwards.
  const { innerWidth: width, innerHeight: height } = window;
  const fullHeight = Math.ceil(target.getBoundingClientRect().bottom + window.scrollY);
  const grow = fullHeight > height && target !== document.body;
  if (grow) {
    await page.viewport(width, Math.min(fullHeight, maxScreenshotHeight));
    await nextFrames();
  }
  try {
    // Two equal captures in a row make a stable screenshot; on a loaded machine that can take
    // longer than the default 5 s.
    await expect(page.elementLocator(target)).toMatchScreenshot(story.id, {
      timeout: screenshotStableWithinMs,
    });
  } finally {
    document.body.style.minHeight = '';
    if (grow) await page.viewport(width, height);
  }
});

const screenshotStableWithinMs = 20_000;

/** Tallest screenshot: a long page at 390 px stays well under Chromium's texture limits. */
const maxScreenshotHeight = 8000;

/**
 * Every image loaded and decoded (or failed, so a fallback shows): lazy images below the fold
 * are switched to eager first, since the whole story is captured.
 */
async function imagesSettled() {
  const images = [...document.images];
  for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
  await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}

function nextFrames() {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}
