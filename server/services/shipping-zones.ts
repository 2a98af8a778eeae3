import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { writers } from '../../domain/permissions';
import { zoneNameTakenMessage, type shippingZoneInputSchema } from '../../domain/shipping-schemas';
import { uniqueSlug } from '../../domain/slug';
import type { ShippingMethod, ShippingZone } from '../../domain/types';
import { authorize, type Caller } from '../caller';
import type { Db, Tx } from '../db/client';
import { shippingZones } from '../db/schema';
import { HttpError, NotFound } from '../errors';
import { freshSlug } from './slugs';

export type ShippingZoneFields = z.output<typeof shippingZoneInputSchema>;
type ZoneRow = typeof shippingZones.$inferSelect;

const zoneNotFound = () => new NotFound('Shipping zone not found');
const nameTaken = () =>
  new HttpError(409, 'conflict', zoneNameTakenMessage, { name: zoneNameTakenMessage });

const toZone = (row: ZoneRow): ShippingZone => ({
  id: row.id,
  name: row.name,
  regions: row.regions,
  methods: row.methods,
});

/**
 * Methods keep the ids they have; a new one (or a second method sent with the same id) gets
 * '<zone>-<method name>', unique in the zone.
 */
function withMethodIds(zoneId: string, methods: ShippingZoneFields['methods']): ShippingMethod[] {
  const taken = new Set<string>();
  const kept = methods.map((method) => {
    const keep = method.id !== '' && !taken.has(method.id);
    if (keep) taken.add(method.id);
    return keep;
  });
  return methods.map((method, index) => {
    if (kept[index]) return method;
    const id = uniqueSlug(`${zoneId} ${method.name}`, taken);
    taken.add(id);
    return { ...method, id };
  });
}

/** Another zone (not `exceptId`) already has this name, compared without case. */
async function assertNameFree(tx: Tx, name: string, exceptId?: string) {
  const sameName = sql`lower(${shippingZones.name}) = lower(${name})`;
  const [other] = await tx
    .select({ id: shippingZones.id })
    .from(shippingZones)
    .where(exceptId ? and(sameName, ne(shippingZones.id, exceptId)) : sameName);
  if (other) throw nameTaken();
}

/** PostgreSQL's unique_violation, possibly wrapped by Drizzle (`cause`). */
function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e instanceof Error; e = e.cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

/**
 * Two admins saving one name at the same moment both pass `assertNameFree`; the unique index
 * (or the id, a slug of the name) stops the second. When the name is what collided, the
 * refusal names the field; any other collision goes to the error handler as it is.
 */
async function nameChecked<T>(
  db: Db,
  name: string,
  exceptId: string | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    await db.transaction((tx) => assertNameFree(tx, name, exceptId));
    throw error;
  }
}

export async function listShippingZones(db: Db | Tx): Promise<ShippingZone[]> {
  const rows = await db.select().from(shippingZones).orderBy(asc(shippingZones.position));
  return rows.map(toZone);
}

export async function getShippingZone(db: Db, id: string): Promise<ShippingZone> {
  const [row] = await db.select().from(shippingZones).where(eq(shippingZones.id, id));
  if (!row) throw zoneNotFound();
  return toZone(row);
}

/** A new zone, listed last; its id is a unique slug of its name. */
export function createShippingZone(db: Db, caller: Caller | null, input: ShippingZoneFields) {
  authorize(caller, writers.zones);
  return nameChecked(db, input.name, undefined, () =>
    db.transaction(async (tx) => {
      await assertNameFree(tx, input.name);
      const id = await freshSlug(tx, shippingZones, shippingZones.id, input.name);
      const [row] = await tx
        .insert(shippingZones)
        .values({
          id,
          name: input.name,
          regions: input.regions,
          methods: withMethodIds(id, input.methods),
        })
        .returning();
      return toZone(row!);
    }),
  );
}

/** Saves the name, regions and methods; the id and the place in the list stay. */
export function updateShippingZone(
  db: Db,
  caller: Caller | null,
  id: string,
  input: ShippingZoneFields,
) {
  authorize(caller, writers.zones);
  return nameChecked(db, input.name, id, () =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: shippingZones.id })
        .from(shippingZones)
        .where(eq(shippingZones.id, id));
      if (!existing) throw zoneNotFound();
      await assertNameFree(tx, input.name, id);
      const [row] = await tx
        .update(shippingZones)
        .set({
          name: input.name,
          regions: input.regions,
          methods: withMethodIds(id, input.methods),
          updatedAt: new Date(),
        })
        .where(eq(shippingZones.id, id))
        .returning();
      if (!row) throw zoneNotFound();
      return toZone(row);
    }),
  );
}

export async function deleteShippingZone(db: Db, caller: Caller | null, id: string): Promise<void> {
  authorize(caller, writers.zones);
  const deleted = await db
    .delete(shippingZones)
    .where(eq(shippingZones.id, id))
    .returning({ id: shippingZones.id });
  if (deleted.length === 0) throw zoneNotFound();
}
