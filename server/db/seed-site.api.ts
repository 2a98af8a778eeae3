import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKeys } from '../../domain/content-schemas';
import { shippingZones as fixtureZones } from '../../fixtures/shipping';
import { createTestDatabase, type TestDatabase } from '../test/database';
import type { Db } from './client';
import { adminSettings, shippingZones, siteContent } from './schema';
import { seedDatabase } from './seed';
import { seededAdminSettings } from './seed-site';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.dispose());

async function counts(db: Db) {
  const rows = async (table: typeof siteContent | typeof adminSettings | typeof shippingZones) =>
    (await db.select({ rows: count() }).from(table))[0]!.rows;
  return {
    content: await rows(siteContent),
    settings: await rows(adminSettings),
    zones: await rows(shippingZones),
  };
}

describe('seeding content, settings and zones', () => {
  it('adds nothing to a seeded database, and keeps what was edited', async () => {
    const { db, close } = await database.open();
    try {
      expect(await counts(db)).toEqual({
        content: contentKeys.length,
        settings: Object.keys(seededAdminSettings).length,
        zones: fixtureZones.length,
      });
      await db
        .update(siteContent)
        .set({ value: [{ days: 'Edited', hours: 'Kept' }] })
        .where(eq(siteContent.key, 'opening-hours'));
      await seedDatabase(db);
      await seedDatabase(db);
      expect(await counts(db)).toEqual({
        content: contentKeys.length,
        settings: Object.keys(seededAdminSettings).length,
        zones: fixtureZones.length,
      });
      const [hours] = await db
        .select({ value: siteContent.value })
        .from(siteContent)
        .where(eq(siteContent.key, 'opening-hours'));
      expect(hours!.value).toEqual([{ days: 'Edited', hours: 'Kept' }]);
    } finally {
      await close();
    }
  });

  it('fills in a key that is missing, but never brings deleted zones back', async () => {
    const { db, close } = await database.open();
    try {
      await db.delete(siteContent).where(eq(siteContent.key, 'press'));
      await db.delete(adminSettings).where(eq(adminSettings.key, 'system-status'));
      await db.delete(shippingZones);
      await seedDatabase(db);
      const total = await counts(db);
      expect(total).toEqual({
        content: contentKeys.length,
        settings: Object.keys(seededAdminSettings).length,
        zones: 0,
      });
    } finally {
      await close();
    }
  });
});
