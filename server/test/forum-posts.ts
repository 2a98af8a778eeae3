import type { ForumReply, ForumThread } from '../../domain/types';
import { expectJson, type ApiClient, type Sender } from './client';

/** A real 1×1 PNG. */
export const onePixelPng = Uint8Array.from(
  Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==',
    'base64',
  ),
);

function postForm(fields: Record<string, string>, pngs: number) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (let index = 0; index < pngs; index++) {
    form.append('images', new Blob([onePixelPng], { type: 'image/png' }), `cook-${index}.png`);
  }
  return form;
}

/** Forum posts for API tests: a thread or a reply, with `pngs` stored images. */
export function forumPoster(api: ApiClient) {
  return {
    async thread(as: Sender, title: string, pngs = 0) {
      const body = postForm(
        {
          title,
          category: 'smoking-techniques',
          content: 'Long enough content for a thread about smoke and time.',
        },
        pngs,
      );
      return (await expectJson(await api.post('/forum/threads', { as, body }), 201)) as ForumThread;
    },
    async reply(as: Sender, threadId: string, content: string, pngs = 0) {
      const body = postForm({ content }, pngs);
      const response = await api.post(`/forum/threads/${threadId}/replies`, { as, body });
      return (await expectJson(response, 201)) as ForumReply;
    },
  };
}
