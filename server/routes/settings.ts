import { Hono } from 'hono';
import { readers, writers } from '../../domain/permissions';
import {
  settingToggleInputSchema,
  systemSettingValuesInputSchema,
} from '../../domain/settings-schemas';
import { requireGroup } from '../auth';
import type { Db } from '../db/client';
import type { AppEnv } from '../env';
import {
  getApiKey,
  listNotificationChannels,
  listNotificationSettings,
  listNotificationTemplates,
  listSecurityEvents,
  listSecuritySettings,
  listSystemSettings,
  listSystemStatus,
  saveSystemSettings,
  setNotificationSetting,
  setSecuritySetting,
} from '../services/settings';
import { validate } from '../validate';
import { idParam } from './params';

const settingsReaders = requireGroup(...readers.settings);
const activityReaders = requireGroup(...readers.securityActivity);
const settingsWriters = requireGroup(...writers.settings);

/** The admin's settings and samples: the admin's to read and change (security activity: staff). */
export const settingsRoutes = ({ db }: { db: Db }) =>
  new Hono<AppEnv>()
    .get('/system', settingsReaders, async (c) =>
      c.json(await listSystemSettings(db, c.get('caller'))),
    )
    .put('/system', settingsWriters, validate('json', systemSettingValuesInputSchema), async (c) =>
      c.json(await saveSystemSettings(db, c.get('caller'), c.req.valid('json'))),
    )
    .get('/security', settingsReaders, async (c) =>
      c.json(await listSecuritySettings(db, c.get('caller'))),
    )
    .get('/security/events', activityReaders, async (c) =>
      c.json(await listSecurityEvents(db, c.get('caller'))),
    )
    .get('/security/api-key', settingsReaders, async (c) =>
      c.json(await getApiKey(db, c.get('caller'))),
    )
    .put(
      '/security/:id',
      settingsWriters,
      validate('param', idParam),
      validate('json', settingToggleInputSchema),
      async (c) =>
        c.json(
          await setSecuritySetting(
            db,
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .get('/notifications', settingsReaders, async (c) =>
      c.json(await listNotificationSettings(db, c.get('caller'))),
    )
    .get('/notifications/templates', settingsReaders, async (c) =>
      c.json(await listNotificationTemplates(db, c.get('caller'))),
    )
    .get('/notifications/channels', settingsReaders, async (c) =>
      c.json(await listNotificationChannels(db, c.get('caller'))),
    )
    .put(
      '/notifications/:id',
      settingsWriters,
      validate('param', idParam),
      validate('json', settingToggleInputSchema),
      async (c) =>
        c.json(
          await setNotificationSetting(
            db,
            c.get('caller'),
            c.req.valid('param').id,
            c.req.valid('json'),
          ),
        ),
    )
    .get('/system-status', settingsReaders, async (c) =>
      c.json(await listSystemStatus(db, c.get('caller'))),
    );
