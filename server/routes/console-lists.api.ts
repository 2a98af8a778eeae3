import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { limitMessage, pageMessage, type ListPage } from '../../domain/list-page';
import type { InboxMessage, MessageListPage } from '../../domain/message-schemas';
import type { OrderListPage } from '../../domain/order-schemas';
import type { AdminUser } from '../../domain/types';
import { apiClient, expectError, expectJson, type ApiClient } from '../test/client';
import { createJarProduct, testOrderBody } from '../test/orders';
import { startTestServer, type TestServer } from '../test/server';

/**
 * The console's long lists (issue 31 item 8) are paged and filtered by the server: ?page= from 1,
 * ?limit= 24 unless asked, at most 100; the total counts every row the filters let through.
 */

let server: TestServer;
let api: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
  api = apiClient(server);
  // Five guest orders (the test server starts with none), one moved on to processing.
  const product = await createJarProduct(api, 'Paging Jar Rub', { priceCents: 1200, stock: 50 });
  const line = { productId: product.id, size: 'Jar', quantity: 1 };
  const quote = await api.post('/orders/quote', { json: { lines: [line] } });
  const { totalCents } = (await expectJson(quote, 200)) as { totalCents: number };
  const placed: string[] = [];
  for (let i = 0; i < 5; i++) {
    const response = await api.post('/orders', { json: testOrderBody([line], totalCents) });
    placed.push(((await expectJson(response, 201)) as { order: { id: string } }).order.id);
  }
  const moved = await api.put(`/orders/${placed[0]}/status`, {
    as: 'admin',
    json: { status: 'processing' },
  });
  await expectJson(moved, 200);
}, 60_000);
afterAll(() => server?.stop());

const listed = async <T>(path: string) =>
  (await expectJson(await api.get(path, { as: 'admin' }), 200)) as T;

const lists = ['/orders', '/messages', '/users'] as const;

describe.each(lists)('GET %s', (path) => {
  it('is the admin’s alone: 401 anonymous, 403 customers and editors', async () => {
    await expectError(await api.get(`${path}?limit=2`), 401);
    for (const as of ['customer', 'editor'] as const) {
      await expectError(await api.get(`${path}?page=2`, { as }), 403);
    }
  });

  it('takes a limit from 1 to 100 and refuses anything else with 400 and the reason', async () => {
    const page = await listed<ListPage<unknown>>(path);
    expect(page).toMatchObject({ page: 1, limit: 24 });
    expect(page.items.length).toBe(Math.min(24, page.total));
    expect(await listed<ListPage<unknown>>(`${path}?limit=100`)).toMatchObject({ limit: 100 });
    for (const limit of ['101', '0', '-1', '2.5', 'abc', '']) {
      const error = await expectError(
        await api.get(`${path}?limit=${limit}`, { as: 'admin' }),
        400,
      );
      expect(error.fields).toEqual({ limit: limitMessage });
    }
    const twice = await expectError(await api.get(`${path}?limit=2&limit=3`, { as: 'admin' }), 400);
    expect(twice.fields).toEqual({ limit: limitMessage });
    for (const page of ['0', 'x', '100001']) {
      const error = await expectError(await api.get(`${path}?page=${page}`, { as: 'admin' }), 400);
      expect(error.fields).toEqual({ page: pageMessage });
    }
  });

  it('never answers 500 to any query string', async () => {
    const key = fc.oneof(
      fc.constantFrom('page', 'limit', 'q', 'status', 'payment', 'role', 'type'),
      fc.string({ maxLength: 20 }),
    );
    const value = fc.oneof(fc.string({ maxLength: 300 }), fc.integer().map(String));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 6 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const response = await api.get(`${path}?${query}`, { as: 'admin' });
        const text = await response.text();
        expect([200, 400], text).toContain(response.status);
      }),
      { numRuns: 40 },
    );
  });
});

describe('GET /orders', () => {
  it('pages the filtered orders, counts each status, and exports every filtered order', async () => {
    const all = await listed<OrderListPage>('/orders?limit=100');
    expect(all.total).toBeGreaterThanOrEqual(4);
    expect(all.statusCounts.all).toBe(all.total);
    const second = await listed<OrderListPage>('/orders?limit=2&page=2');
    expect(second.total).toBe(all.total);
    expect(second.items.map((o) => o.id)).toEqual(all.items.slice(2, 4).map((o) => o.id));

    const status = all.items[0]!.status;
    const only = await listed<OrderListPage>(`/orders?status=${status}&limit=1`);
    expect(only.total).toBe(all.statusCounts[status]);
    expect(only.items.every((o) => o.status === status)).toBe(true);
    // The chips keep counting every status under the search.
    expect(only.statusCounts).toEqual(all.statusCounts);

    const { id, email } = all.items[1]!;
    const searched = await listed<OrderListPage>(
      `/orders?q=${encodeURIComponent(id.toLowerCase())}`,
    );
    expect(searched.items.map((o) => o.id)).toEqual([id]);
    expect(searched.total).toBe(1);
    const byEmail = await listed<OrderListPage>(`/orders?q=${encodeURIComponent(email)}`);
    expect(byEmail.items.every((o) => o.email === email)).toBe(true);
    const payment = all.items[0]!.paymentStatus;
    const paid = await listed<OrderListPage>(`/orders?payment=${payment}&payment=failed`);
    expect(paid.items.every((o) => [payment, 'failed'].includes(o.paymentStatus))).toBe(true);
    expect(await listed<OrderListPage>('/orders?q=100%25_nothing')).toMatchObject({
      total: 0,
      items: [],
    });
    expect(
      (await expectError(await api.get('/orders?status=lost', { as: 'admin' }), 400)).fields,
    ).toEqual({ status: 'Choose an order status' });

    // The CSV holds every order the filters let through, not one page.
    const csv = await api.get(`/orders/export.csv?status=${status}`, { as: 'admin' });
    expect(csv.status).toBe(200);
    const ids = (await csv.text())
      .trim()
      .split(/\r?\n/)
      .slice(1)
      .map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(all.statusCounts[status]);
    await expectError(await api.get('/orders/export.csv?payment=gold', { as: 'admin' }), 400);
  });
});

describe('GET /messages', () => {
  it('pages the filtered Inbox, 24 by default, with the unread count', async () => {
    const word = `paging${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < 26; i++) {
      const response = await api.post('/messages', {
        json: {
          type: 'contact',
          name: `Pat ${i}`,
          email: `pat${i}@example.com`,
          subject: `${word} ${i}`,
          body: 'How long do I rest a brisket?',
        },
      });
      expect(response.status).toBe(201);
    }
    const first = await listed<MessageListPage>(`/messages?q=${word}`);
    expect(first.total).toBe(26);
    expect(first.items).toHaveLength(24);
    expect(first.unread).toBeGreaterThanOrEqual(26);
    const last = await listed<MessageListPage>(`/messages?q=${word}&page=2`);
    expect(last.items).toHaveLength(2);
    const subjects = (items: InboxMessage[]) => items.map((m) => m.subject);
    expect(new Set([...subjects(first.items), ...subjects(last.items)]).size).toBe(26);
    const read = await listed<MessageListPage>(`/messages?q=${word}&status=read`);
    expect(read).toMatchObject({ total: 0, items: [] });
    expect(await listed<MessageListPage>(`/messages?q=${word}&page=3`)).toMatchObject({
      total: 26,
      items: [],
    });
  });
});

describe('GET /users', () => {
  it('pages the pool’s accounts by name under the search and role', async () => {
    const all = await listed<ListPage<AdminUser>>('/users?limit=100');
    expect(all.total).toBeGreaterThanOrEqual(4);
    const names = all.items.map((u) => u.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
    const second = await listed<ListPage<AdminUser>>('/users?limit=1&page=2');
    expect(second.items.map((u) => u.name)).toEqual([names[1]]);
    expect(second.total).toBe(all.total);

    const editors = await listed<ListPage<AdminUser>>('/users?role=editor');
    expect(editors.items.every((u) => u.role === 'editor')).toBe(true);
    expect(editors.total).toBe(all.items.filter((u) => u.role === 'editor').length);
    const shopper = await listed<ListPage<AdminUser>>('/users?q=SHOPPER');
    expect(shopper.items.map((u) => u.email)).toContain('shopper@example.com');
    expect(shopper.total).toBe(shopper.items.length);
    expect(
      (await expectError(await api.get('/users?role=owner', { as: 'admin' }), 400)).fields,
    ).toEqual({ role: 'Choose a role: admin, editor or user' });
  });
});
