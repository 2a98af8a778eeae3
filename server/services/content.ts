import { eq, inArray, sql } from 'drizzle-orm';
import { contentWritersFor } from '../../domain/content-writers';
import { isMemberOfAny, writers } from '../../domain/permissions';
import {
  contentKeys,
  contentSchemas,
  isContentKey,
  type ContentKey,
  type SiteContent,
} from '../../domain/content-schemas';
import { authorize, type Caller } from '../caller';
import type { Db } from '../db/client';
import { siteContent } from '../db/schema';
import { Forbidden, Invalid, NotFound } from '../errors';
import { fieldMessages } from '../validate';

const unknownKey = (key: string) => new NotFound(`There is no content called '${key}'`);

function knownKey(key: string): ContentKey {
  if (!isContentKey(key)) throw unknownKey(key);
  return key;
}

/** One content document. */
export async function getContent<K extends ContentKey>(
  db: Db,
  key: string,
): Promise<SiteContent[K]> {
  const known = knownKey(key);
  const [row] = await db
    .select({ value: siteContent.value })
    .from(siteContent)
    .where(eq(siteContent.key, known));
  if (!row) throw unknownKey(key);
  return row.value as SiteContent[K];
}

/** Several documents in one answer, keyed by their keys; every key when none are named. */
export async function getContents(
  db: Db,
  keys: readonly string[] | undefined,
): Promise<Partial<SiteContent>> {
  const wanted = keys === undefined ? contentKeys : [...new Set(keys)].map(knownKey);
  if (wanted.length === 0) return {};
  const rows = await db
    .select({ key: siteContent.key, value: siteContent.value })
    .from(siteContent)
    .where(inArray(siteContent.key, wanted));
  const found = new Map(rows.map((row) => [row.key, row.value]));
  const missing = wanted.find((key) => !found.has(key));
  if (missing) throw unknownKey(missing);
  return Object.fromEntries(wanted.map((key) => [key, found.get(key)])) as Partial<SiteContent>;
}

/**
 * Replaces one document after checking it against its key's schema; answers what was stored.
 * Editors write copy; a document that sets a price, a percent or a link is the admin's alone.
 */
export async function putContent(
  db: Db,
  caller: Caller | null,
  key: string,
  body: unknown,
): Promise<unknown> {
  const writer = authorize(caller, writers.content);
  const known = knownKey(key);
  if (!isMemberOfAny(writer.groups, contentWritersFor(known))) {
    throw new Forbidden(`Only an admin can change '${known}': it sets prices, percents or links`);
  }
  const parsed = contentSchemas[known].safeParse(body);
  if (!parsed.success) {
    const fields = fieldMessages(parsed.error.issues);
    const message =
      Object.keys(fields).length > 0
        ? 'Some fields need attention'
        : (parsed.error.issues[0]?.message ?? 'The content is not valid');
    throw new Invalid(fields, message);
  }
  const [row] = await db
    .insert(siteContent)
    .values({ key: known, value: parsed.data })
    .onConflictDoUpdate({
      target: siteContent.key,
      set: { value: sql`excluded.value`, updatedAt: new Date() },
    })
    .returning({ value: siteContent.value });
  return row!.value;
}
