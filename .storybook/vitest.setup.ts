import { afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';

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
  `;
  document.head.append(style);
});

/**
 * React Aria announces some changes (a button turning pending, a number stepping) through a
 * hidden live region at the top of <body>. It outlives the story, so each story starts with
 * it empty: a stale announcement can point at an element that is gone, which axe rejects.
 */
beforeEach(() => {
  for (const region of document.querySelectorAll('[data-live-announcer] [aria-live]')) {
    region.replaceChildren();
  }
});

interface TestedStory {
  id: string;
  parameters: { screenshot?: { disable?: boolean } };
}

/** The story's own canvas, or the whole viewport when an overlay was portalled out of it. */
function screenshotTarget(): HTMLElement {
  const canvas = document.querySelector<HTMLElement>(
    'body > div:not(.sb-wrapper):not([data-live-announcer])',
  );
  const portals = [...document.body.children].filter(
    (el) =>
      el !== canvas &&
      el.tagName === 'DIV' &&
      !el.classList.contains('sb-wrapper') &&
      !el.hasAttribute('data-live-announcer'),
  );
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
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await expect(page.elementLocator(screenshotTarget())).toMatchScreenshot(story.id);
  document.body.style.minHeight = '';
});
