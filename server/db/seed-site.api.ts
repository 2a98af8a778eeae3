import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentKeys } from '../../domain/content-schemas';
import type { AdminTile, SecuritySetting, SystemSetting } from '../../domain/types';
import { contactDetails, openingHours } from '../../fixtures/help';
import { shippingZones as fixtureZones } from '../../fixtures/shipping';
import { getStoreDetails } from '../services/settings';
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
        .set({ value: ['Edited', 'Kept'] })
        .where(eq(siteContent.key, 'recipe-categories'));
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
        .where(eq(siteContent.key, 'recipe-categories'));
      expect(hours!.value).toEqual(['Edited', 'Kept']);
    } finally {
      await close();
    }
  });

  it('adds the tile of a console screen a later release brought, keeping the edited ones', async () => {
    const { db, close } = await database.open();
    try {
      const tilesOf = async () =>
        (
          await db
            .select({ value: siteContent.value })
            .from(siteContent)
            .where(eq(siteContent.key, 'admin-tiles'))
        )[0]!.value as AdminTile[];
      // A shop seeded before the E-mail screen existed, whose admin renamed a tile since.
      const before = (await tilesOf())
        .filter((tile) => tile.id !== 'mail')
        .map((tile) => (tile.id === 'inbox' ? { ...tile, name: 'Messages' } : tile));
      await db.update(siteContent).set({ value: before }).where(eq(siteContent.key, 'admin-tiles'));
      await seedDatabase(db);
      const after = await tilesOf();
      expect(after.map((tile) => tile.id)).toEqual([...before.map((tile) => tile.id), 'mail']);
      expect(after.find((tile) => tile.id === 'inbox')?.name).toBe('Messages');
      await seedDatabase(db);
      expect(await tilesOf()).toEqual(after);
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

  it("gives a database from an earlier release this release's settings, keeping the admin's values", async () => {
    const { db, close } = await database.open();
    try {
      // As an earlier release left it: no store details, an edited name and switch, and
      // the contact and hours an editor changed in the content the settings now replace.
      const earlier: SystemSetting[] = [
        {
          id: 'store-name',
          name: 'Store name',
          value: 'Old Smoke',
          type: 'text',
          category: 'general',
        },
        {
          id: 'currency',
          name: 'Currency',
          value: 'CAD',
          type: 'select',
          options: ['USD', 'CAD'],
          category: 'general',
        },
      ];
      const switches: SecuritySetting[] = seededAdminSettings.security.map((setting) => ({
        ...setting,
        description: 'Old words',
        enabled: setting.id === 'failed-login-lockout' ? true : setting.enabled,
      }));
      await db.update(adminSettings).set({ value: earlier }).where(eq(adminSettings.key, 'system'));
      await db
        .update(adminSettings)
        .set({ value: switches })
        .where(eq(adminSettings.key, 'security'));
      await db
        .insert(siteContent)
        .values([
          { key: 'contact-details', value: { ...contactDetails, phone: '(312) 555-0199' } },
          { key: 'opening-hours', value: [{ days: 'Sat', hours: 'Closed' }] },
        ])
        .onConflictDoUpdate({ target: siteContent.key, set: { value: sql`excluded.value` } });

      await seedDatabase(db);

      const store = await getStoreDetails(db);
      expect(store).toMatchObject({
        name: 'Old Smoke',
        currency: 'CAD',
        contact: { ...contactDetails, phone: '(312) 555-0199' },
      });
      expect(store.hours.map((row) => row.hours)).toEqual([
        openingHours[0]!.hours,
        'Closed',
        openingHours[2]!.hours,
      ]);
      const [stored] = await db
        .select({ value: adminSettings.value })
        .from(adminSettings)
        .where(eq(adminSettings.key, 'system'));
      const system = stored!.value as SystemSetting[];
      expect(system.map((setting) => setting.id)).toEqual(
        seededAdminSettings.system.map((setting) => setting.id),
      );
      expect(system.find((setting) => setting.id === 'store-name')?.category).toBe('store');
      const security = await db
        .select({ value: adminSettings.value })
        .from(adminSettings)
        .where(eq(adminSettings.key, 'security'));
      const lockout = (security[0]!.value as SecuritySetting[]).find(
        (setting) => setting.id === 'failed-login-lockout',
      );
      expect(lockout).toMatchObject({
        enabled: true,
        description: expect.stringMatching(/^Not enforced/),
      });
    } finally {
      await close();
    }
  });
});
