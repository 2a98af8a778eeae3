import { beforeEach, describe, expect, it } from 'vitest';
import { forumStats } from '../../fixtures/forum';
import { memoryBackend, setBackend } from './backend';
import {
  addReply,
  createThread,
  ForumError,
  getForumCategory,
  getForumStats,
  getThread,
  listForumCategories,
  listReplies,
  listThreads,
  postAuthor,
  setReplyUpvote,
  setThreadUpvote,
  toggleReplyUpvote,
} from './forum';

const now = new Date('2024-12-15T18:00:00.000Z');
const member = postAuthor({ name: 'Pat Smoker', email: 'pat@example.com' }, now);

describe('forum data', () => {
  beforeEach(() => setBackend(memoryBackend()));

  it('names the author of a new post after the account, as a new member', () => {
    expect(member).toEqual({
      name: 'Pat Smoker',
      badge: 'Member',
      joinDate: '2024-12-15',
      posts: 1,
    });
    expect(postAuthor({ email: 'pitboss@example.com' }, now).name).toBe('pitboss');
    expect(postAuthor({ name: '  ', email: 'pitboss@example.com' }, now).name).toBe('pitboss');
    expect(postAuthor(null, now)).toEqual({ name: 'Guest', joinDate: '2024-12-15', posts: 1 });
  });

  it('lists threads pinned first, then by latest activity, per category', async () => {
    const all = await listThreads();
    expect(all[0]!.isPinned).toBe(true);
    const rest = all.slice(1).map((thread) => thread.lastReply.date);
    expect(rest).toEqual([...rest].sort().reverse());
    expect(
      (await listThreads('recipe-sharing')).every((t) => t.category === 'recipe-sharing'),
    ).toBe(true);
  });

  it('creates a thread that is listed in its category and counted', async () => {
    const thread = await createThread(
      {
        title: '  Pellet grill or kamado?  ',
        category: 'equipment-reviews',
        content: 'Trying to choose between the two for a small patio.',
        images: ['data:image/png;base64,AAAA'],
      },
      member,
      now,
    );
    expect(thread.title).toBe('Pellet grill or kamado?');
    expect(await getThread(thread.id)).toMatchObject({ replies: 0, upvotes: 0, author: member });
    expect((await listThreads('equipment-reviews')).map((t) => t.id)).toContain(thread.id);
    const category = await getForumCategory('equipment-reviews');
    expect(category).toMatchObject({ threadCount: 113, lastActivity: now.toISOString() });
    const categories = await listForumCategories();
    expect(categories.find((c) => c.id === 'smoking-techniques')?.threadCount).toBe(198);
    expect(await getForumStats()).toEqual({
      ...forumStats,
      threads: forumStats.threads + 1,
      photos: forumStats.photos + 1,
    });
  });

  it('refuses a thread in an unknown category', async () => {
    await expect(
      createThread(
        { title: 'Hello there', category: 'nope', content: 'x'.repeat(20), images: [] },
        member,
      ),
    ).rejects.toBeInstanceOf(ForumError);
  });

  it('adds a reply with photos at the end and moves the thread on', async () => {
    const reply = await addReply(
      'beating-the-brisket-stall',
      { content: ' Butcher paper, always. ', images: ['data:image/png;base64,AAAA'] },
      member,
      now,
    );
    expect(reply).toMatchObject({ content: 'Butcher paper, always.', upvotes: 0, isEdited: false });
    const replies = await listReplies('beating-the-brisket-stall');
    expect(replies.at(-1)).toEqual(reply);
    expect(await getThread('beating-the-brisket-stall')).toMatchObject({
      replies: 4,
      lastReply: { author: 'Pat Smoker', date: now.toISOString() },
    });
    expect((await getForumStats()).photos).toBe(forumStats.photos + 1);
  });

  it('refuses replies to a locked thread', async () => {
    await expect(addReply('welcome-to-the-forum', { content: 'Hello!' }, member)).rejects.toThrow(
      'This thread is locked',
    );
  });

  it('keeps one vote per visitor', async () => {
    const before = (await listReplies('beating-the-brisket-stall'))[1]!;
    expect(before).toMatchObject({ upvotes: 11, userHasUpvoted: false });
    expect(await setReplyUpvote(before.id, true)).toMatchObject({
      upvotes: 12,
      userHasUpvoted: true,
    });
    // Asking again changes nothing.
    expect(await setReplyUpvote(before.id, true)).toMatchObject({ upvotes: 12 });
    expect(await toggleReplyUpvote(before.id)).toMatchObject({
      upvotes: 11,
      userHasUpvoted: false,
    });

    expect(await setThreadUpvote('beating-the-brisket-stall', true)).toMatchObject({
      upvotes: 46,
      userHasUpvoted: true,
    });
    expect((await getThread('beating-the-brisket-stall'))?.upvotes).toBe(46);
  });
});
