import type { Page, Response } from 'playwright';

/**
 * The responses a page received while `action` ran, with their bodies, read before this
 * returns. A listener that read bodies itself could outlive the page: a response arriving
 * after the test's last await has its read rejected when the browser closes, and Vitest fails
 * the run on that unhandled rejection. Listeners only collect; bodies are read here, awaited.
 */
export async function responsesDuring(
  page: Page,
  action: () => Promise<unknown>,
  wanted: (response: Response) => boolean,
): Promise<{ response: Response; body: string }[]> {
  const received: Response[] = [];
  const collect = (response: Response) => {
    if (wanted(response)) received.push(response);
  };
  page.on('response', collect);
  try {
    await action();
  } finally {
    page.off('response', collect);
  }
  return Promise.all(received.map(async (response) => ({ response, body: await response.text() })));
}
