import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { startTestIdentity } from './identity';
import { startTestMailbox } from './mailbox';
import { startPostgresCluster } from './postgres-cluster';
import './provided';

const template = 'ff_seeded';

/**
 * The `api-pg` project: a throwaway PostgreSQL cluster with one migrated and seeded template
 * database; every test file creates its own database from it.
 */
export default async function setup(project: TestProject) {
  const cluster = await startPostgresCluster();
  const dir = mkdtempSync(join(tmpdir(), 'ff-api-pg-identity-'));
  let identity: Awaited<ReturnType<typeof startTestIdentity>> | undefined;
  let mailbox: Awaited<ReturnType<typeof startTestMailbox>> | undefined;
  try {
    const admin = new pg.Client({ connectionString: `${cluster.serverUrl}/postgres` });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${template}`);
    await admin.end();
    const database = await openDatabase({ url: `${cluster.serverUrl}/${template}` });
    await seedDatabase(database.db);
    await database.close();
    mailbox = await startTestMailbox();
    identity = await startTestIdentity(dir, mailbox.smtpUrl);

    project.provide('outputsPath', identity.outputsPath);
    project.provide('accessTokens', identity.accessTokens);
    project.provide('adminIdToken', identity.adminIdToken);
    project.provide('identityAdminSecret', identity.adminSecret);
    project.provide('database', { kind: 'postgres', serverUrl: cluster.serverUrl, template });
    project.provide('mail', { smtpUrl: mailbox.smtpUrl, apiUrl: mailbox.apiUrl });
  } catch (error) {
    await mailbox?.stop();
    await identity?.stop();
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await mailbox?.stop();
    await identity?.stop();
    cluster.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
