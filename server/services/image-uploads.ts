import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { storedImages, uploadsInFlight } from '../db/schema';
import { storedKeyOf, type Storage } from '../storage';
import {
  notAnImage,
  StorageQuotaExceeded,
  tooManyPixels,
  UploadsInProgress,
  type ImageField,
  type UploadLimits,
} from '../uploads/limits';
import { maxInputPixels, reencodeImage } from '../uploads/reencode';

/** What storing images needs: where the files go, the ledger, and the limits per account. */
export interface ImageUploadDeps {
  db: Db;
  storage: Storage;
  uploadLimits: UploadLimits;
}

/**
 * How long an upload may hold its slot: Node's default `requestTimeout` (300 s) ends any request
 * before, so an older row is a crashed process's and no longer counts.
 */
const slotLifetimeSeconds = 300;

/** One account's uploads queue on one lock, so two at once cannot both pass a limit. */
const lockAccount = (tx: Tx, sub: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`uploads:${sub}`}, 0))`);

async function bytesUsed(tx: Tx, sub: string): Promise<number> {
  const [row] = await tx
    .select({ used: sql<string>`coalesce(sum(${storedImages.bytes}), 0)` })
    .from(storedImages)
    .where(eq(storedImages.ownerSub, sub));
  return Number(row?.used ?? 0);
}

/** An account's upload in progress: it holds one of the account's in-flight slots until `close`. */
export interface UploadBatch {
  /** Re-encodes one image and stores it, counted against the quota; returns its URL. */
  add(bytes: Uint8Array, name?: string): Promise<string>;
  /** The URLs stored so far, in order. */
  readonly urls: readonly string[];
  /** Deletes what this batch stored: the post it was for was refused. */
  discard(): Promise<void>;
  /** Frees the slot. */
  close(): Promise<void>;
}

/**
 * Starts an upload for the caller: refused with 429 while the account has its uploads in
 * flight, and with the quota's message when the account has no room left, before any of the
 * body is read. `field` names the form field the refusals belong to.
 */
export async function openUploadBatch(
  { db, storage, uploadLimits }: ImageUploadDeps,
  caller: Caller,
  field: ImageField,
): Promise<UploadBatch> {
  const { sub } = caller;
  const slotId = await db.transaction(async (tx) => {
    await lockAccount(tx, sub);
    const used = await bytesUsed(tx, sub);
    if (used >= uploadLimits.quotaBytes) {
      throw new StorageQuotaExceeded(uploadLimits.quotaBytes, used, field);
    }
    await tx
      .delete(uploadsInFlight)
      .where(
        and(
          eq(uploadsInFlight.ownerSub, sub),
          lt(uploadsInFlight.startedAt, sql`now() - make_interval(secs => ${slotLifetimeSeconds})`),
        ),
      );
    const inFlight = await tx.$count(uploadsInFlight, eq(uploadsInFlight.ownerSub, sub));
    if (inFlight >= uploadLimits.inFlightPerAccount) {
      throw new UploadsInProgress(uploadLimits.inFlightPerAccount, field);
    }
    const [slot] = await tx
      .insert(uploadsInFlight)
      .values({ ownerSub: sub })
      .returning({ id: uploadsInFlight.id });
    return slot!.id;
  });

  const stored: { key: string; url: string }[] = [];
  let closed = false;
  return {
    get urls() {
      return stored.map((file) => file.url);
    },
    async add(bytes, name) {
      const image = await reencodeImage(bytes);
      if (!image.ok) {
        throw image.reason === 'too-many-pixels'
          ? tooManyPixels(field, maxInputPixels, name)
          : notAnImage(field, name);
      }
      const file = await storage.put(image.bytes, image.contentType);
      try {
        await db.transaction(async (tx) => {
          await lockAccount(tx, sub);
          const used = await bytesUsed(tx, sub);
          if (used + image.bytes.byteLength > uploadLimits.quotaBytes) {
            throw new StorageQuotaExceeded(uploadLimits.quotaBytes, used, field);
          }
          await tx
            .insert(storedImages)
            .values({ key: file.key, ownerSub: sub, bytes: image.bytes.byteLength });
        });
      } catch (error) {
        await storage.delete(file.key);
        throw error;
      }
      stored.push(file);
      return file.url;
    },
    async discard() {
      await deleteStoredImages(
        db,
        storage,
        stored.splice(0).map((file) => file.url),
      );
    },
    async close() {
      if (closed) return;
      closed = true;
      await db.delete(uploadsInFlight).where(eq(uploadsInFlight.id, slotId));
    },
  };
}

/**
 * Deletes stored images by URL (a removed post's) and frees their bytes in their owners' quota.
 * Called after the rows that named them are gone: a file that fails to go is logged and still
 * counted, never put back into a post that no longer exists.
 */
export async function deleteStoredImages(
  db: Db,
  storage: Storage,
  urls: readonly string[],
): Promise<void> {
  const keys = urls.map(storedKeyOf).filter((key): key is string => key !== undefined);
  const results = await Promise.allSettled(keys.map((key) => storage.delete(key)));
  const deleted = keys.filter((_, index) => results[index]!.status === 'fulfilled');
  for (const result of results) {
    if (result.status === 'rejected') console.error('Could not delete an image', result.reason);
  }
  if (deleted.length > 0) await db.delete(storedImages).where(inArray(storedImages.key, deleted));
}
