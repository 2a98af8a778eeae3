import { count, eq } from 'drizzle-orm';
import { contentKeys } from '../../domain/content-schemas';
import type { AdminTile } from '../../domain/types';
import {
  apiKeySample,
  notificationChannels,
  notificationSettings,
  notificationTemplates,
  securityEvents,
  securitySettings,
  systemSettings,
  systemStatus,
} from '../../fixtures/admin';
import { shippingZones as fixtureZones } from '../../fixtures/shipping';
import { siteContent as fixtureContent } from '../../fixtures/site-content';
import type { AdminSettingsDocuments } from '../services/settings';
import type { Tx } from './client';
import { syncSettingDefinitions } from './seed-setting-definitions';
import { adminSettings, shippingZones, siteContent } from './schema';

export const seededAdminSettings: AdminSettingsDocuments = {
  system: systemSettings,
  security: securitySettings,
  notifications: notificationSettings,
  'notification-templates': notificationTemplates,
  'notification-channels': notificationChannels,
  'security-events': securityEvents,
  'api-key': apiKeySample,
  'system-status': systemStatus,
};

/**
 * Site content, admin settings and shipping zones from fixtures/, once. A key that is already
 * stored keeps its (possibly edited) value; a key added in a later release is filled in. The
 * zones are seeded with the first content only, so deleting every zone stays deleted. The
 * settings' definitions follow this release (seed-setting-definitions.ts).
 */
export async function seedSiteData(tx: Tx): Promise<void> {
  const [{ rows }] = (await tx.select({ rows: count() }).from(siteContent)) as [{ rows: number }];
  const firstStart = rows === 0;
  await tx
    .insert(siteContent)
    .values(contentKeys.map((key) => ({ key, value: fixtureContent[key] })))
    .onConflictDoNothing();
  await tx
    .insert(adminSettings)
    .values(Object.entries(seededAdminSettings).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();
  await syncSettingDefinitions(tx);
  await addNewAdminTiles(tx);
  if (firstStart) {
    await tx
      .insert(shippingZones)
      .values(
        fixtureZones.map((zone) => ({
          id: zone.id,
          name: zone.name,
          regions: zone.regions,
          methods: zone.methods,
        })),
      )
      .onConflictDoNothing();
  }
}

/**
 * A console screen added in a later release (E-mail, for one) gets its tile on a shop seeded
 * before it: tiles are matched by id, and every stored tile keeps its (possibly edited) text.
 */
async function addNewAdminTiles(tx: Tx): Promise<void> {
  const [row] = await tx
    .select({ value: siteContent.value })
    .from(siteContent)
    .where(eq(siteContent.key, 'admin-tiles'))
    .for('update');
  const stored = (row?.value ?? []) as AdminTile[];
  const ids = new Set(stored.map((tile) => tile.id));
  const added = fixtureContent['admin-tiles'].filter((tile) => !ids.has(tile.id));
  if (!row || added.length === 0) return;
  await tx
    .update(siteContent)
    .set({ value: [...stored, ...added] })
    .where(eq(siteContent.key, 'admin-tiles'));
}
