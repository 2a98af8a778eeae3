import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { seedDatabase } from '../db/seed';
import { startTestIdentity } from './identity';
import { startTestMailbox } from './mailbox';
import './provided';

/**
 * The `api` project: one PGlite database, migrated and seeded once (initdb alone takes about
 * 5 s), dumped to a tarball that every test file loads into a directory of its own; the identity
 * service and MailDev, which catches the e-mail the servers send.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'ff-api-pglite-'));
  const mailbox = await startTestMailbox();
  const identity = await startTestIdentity(dir, mailbox.smtpUrl).catch(async (error: unknown) => {
    await mailbox.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  try {
    const templateDir = join(dir, 'template');
    const database = await openDatabase({ dataDir: templateDir });
    await seedDatabase(database.db);
    await database.close();
    const pglite = await PGlite.create(templateDir);
    const dump = await pglite.dumpDataDir('gzip');
    await pglite.close();
    const dumpPath = join(dir, 'seeded.tar.gz');
    writeFileSync(dumpPath, new Uint8Array(await dump.arrayBuffer()));

    project.provide('outputsPath', identity.outputsPath);
    project.provide('accessTokens', identity.accessTokens);
    project.provide('adminIdToken', identity.adminIdToken);
    project.provide('identityAdminSecret', identity.adminSecret);
    project.provide('database', { kind: 'pglite', dumpPath });
    project.provide('mail', { smtpUrl: mailbox.smtpUrl, apiUrl: mailbox.apiUrl });
  } catch (error) {
    await mailbox.stop();
    await identity.stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return async () => {
    await mailbox.stop();
    await identity.stop();
    rmSync(dir, { recursive: true, force: true });
  };
}
