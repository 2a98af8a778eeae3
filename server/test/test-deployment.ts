import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What a test deployment adds to NODE_ENV=production (server/config.ts): the opt-ins, by name,
 * for the local identity service and the test payment provider, and the settings production
 * requires that a test has no real value for. The e2e harness, the API suite's store processes
 * and the API benchmark start the production server with these.
 */
export const testDeploymentEnv = {
  ALLOW_DEV_IDENTITY: '1',
  ALLOW_TEST_PAYMENTS: '1',
  // Each test starts on a fresh database; production's default is to refuse it unmigrated.
  MIGRATE_ON_START: '1',
  MAIL_FROM: 'Forge & Flame <orders@forgeandflame.example>',
  UNSUBSCRIBE_SECRET: 'a-test-deployment-signs-unsubscribe-links-with-this',
} as const;

/**
 * Writes an `amplify_outputs.json` naming a local user pool nobody runs (public reads need no
 * sign-in) into `dir`, for a production server started without the identity service; its path.
 */
export function writeUnusedPoolOutputs(dir: string): string {
  const outputs = join(dir, 'amplify_outputs.json');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    outputs,
    JSON.stringify({
      auth: {
        aws_region: 'us-east-1',
        user_pool_id: 'local_unused',
        user_pool_client_id: 'unused',
      },
      custom: { tokenIssuer: 'http://127.0.0.1:9/local_unused' },
    }),
  );
  return outputs;
}
