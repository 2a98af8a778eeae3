import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { formerMemberName } from '../../domain/constants';
import type { Page } from '../../domain/paging';
import type { ForumReportEntry } from '../../domain/forum-schemas';
import type { AdminUser, ForumReply, ForumThread, ProductReview } from '../../domain/types';
import { apiClient, bearer, expectJson, type ApiClient } from '../test/client';
import { forumPoster } from '../test/forum-posts';
import { waitForMail } from '../test/mailbox';
import { firstSignIn, testPool } from '../test/pool-sign-in';
import { startTestServer, type TestServer } from '../test/server';

/** An invited account posts, reviews and reports, then is deleted: what stays shows no trace of it. */

let server: TestServer;
let api: ApiClient;
const pool = testPool();

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
});
afterAll(() => server?.stop());

/** Invites an account and signs it in for the first time; returns its ID token (with its name). */
async function invitedMember(name: string) {
  const email = `poster-${randomUUID().slice(0, 8)}@example.com`;
  const created = await api.post('/users', { as: 'admin', json: { name, email, role: 'user' } });
  const user = (await expectJson(created, 201)) as AdminUser;
  const mail = await waitForMail(inject('mail').apiUrl, email, /invited/);
  const temporaryPassword = /Temporary password: (\S+)/.exec(mail.text)![1]!;
  const { idToken } = await firstSignIn(pool, email, temporaryPassword);
  return { user, email, idToken };
}

describe('a deleted account’s posts', () => {
  it('stay, shown as "Former member" with no name, e-mail, post count or join date', async () => {
    const name = `Pat Poster ${randomUUID().slice(0, 6)}`;
    const { user, email, idToken } = await invitedMember(name);
    const as = bearer(idToken);
    const post = forumPoster(api);
    const thread = await post.thread(as, 'A thread by an account that gets deleted');
    expect(thread.author).toMatchObject({ name, posts: 1 });
    const other = await post.thread('customer', 'A thread the deleted account replied to');
    const reply = await post.reply(as, other.id, 'A reply by the account that gets deleted.');
    await expectJson(
      await api.post(`/forum/threads/${other.id}/reports`, { as, json: { reason: 'spam' } }),
      201,
    );
    await expectJson(
      await api.put('/products/memphis-dry-rub/reviews/mine', {
        as,
        json: { rating: 4, body: 'Solid rub, a little salty.' },
      }),
      201,
    );

    expect((await api.delete(`/users/${user.id}`, { as: 'admin' })).status).toBe(204);

    const answers = {
      thread: (await expectJson(await api.get(`/forum/threads/${thread.id}`), 200)) as {
        thread: ForumThread;
      },
      other: (await expectJson(await api.get(`/forum/threads/${other.id}`), 200)) as {
        thread: ForumThread;
        replies: ForumReply[];
      },
      list: (
        (await expectJson(await api.get('/forum/threads?limit=100'), 200)) as Page<ForumThread>
      ).items,
      reports: (await expectJson(
        await api.get('/forum/reports', { as: 'admin' }),
        200,
      )) as ForumReportEntry[],
      reviews: (await expectJson(
        await api.get('/products/memphis-dry-rub/reviews'),
        200,
      )) as ProductReview[],
    };
    // The posts are still there, content and all.
    expect(answers.thread.thread).toMatchObject({
      id: thread.id,
      content: thread.content,
      author: { name: formerMemberName },
    });
    expect(answers.thread.thread.author).toEqual({ name: formerMemberName });
    const keptReply = answers.other.replies.find((entry) => entry.id === reply.id)!;
    expect(keptReply.content).toBe(reply.content);
    expect(keptReply.author).toEqual({ name: formerMemberName });
    expect(answers.other.thread.lastReply.author).toBe(formerMemberName);
    expect(answers.list.find((entry) => entry.id === thread.id)!.author).toEqual({
      name: formerMemberName,
    });
    expect(answers.reports.some((entry) => entry.reporterName === formerMemberName)).toBe(true);
    expect(
      answers.reviews.find((entry) => entry.body === 'Solid rub, a little salty.'),
    ).toMatchObject({
      authorName: formerMemberName,
      rating: 4,
    });
    // Nothing of the account anywhere in these answers.
    const text = JSON.stringify(answers);
    expect(text).not.toContain(name);
    expect(text).not.toContain(email);
    expect(text).not.toContain(email.split('@')[0]);
  });
});
