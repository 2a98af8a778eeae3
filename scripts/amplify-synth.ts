// `npm run amplify:synth [outDir]`: the CloudFormation templates of amplify/backend.ts, made
// offline with no AWS account (CDK's synthesis, as `npx ampx sandbox` runs it before deploying).
// The deploy-time switches (amplify/auth/settings.ts) come from the environment as usual.
import { resolve } from 'node:path';

const outDir = resolve(process.argv[2] ?? 'cdk.out');
process.env.CDK_OUTDIR = outDir;
// The names ampx gives a sandbox; a branch deploy differs only in names and tags.
process.env.CDK_CONTEXT_JSON = JSON.stringify({
  'amplify-backend-namespace': 'forgeandflame',
  'amplify-backend-name': 'offline',
  'amplify-backend-type': 'sandbox',
});
try {
  await import('../amplify/backend.ts');
  // What ampx sends the backend's process to synthesise (@aws-amplify/backend's default stack).
  process.emit('message' as never, 'amplifySynth' as never);
  console.log(`Templates in ${outDir}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
