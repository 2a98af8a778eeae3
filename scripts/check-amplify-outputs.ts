// The first step of `npm run build`: the build embeds amplify_outputs.json (or AMPLIFY_OUTPUTS),
// and without it the site it ships says "Sign-in unavailable". A production build
// (NODE_ENV=production, as the container image builds) refuses in one line; any other warns.
import { readAmplifyOutputs } from './vite-amplify-outputs';

export function amplifyOutputsProblem(env: NodeJS.ProcessEnv): {
  line: string;
  fatal: boolean;
} | null {
  const file = env.AMPLIFY_OUTPUTS ?? 'amplify_outputs.json';
  const { problem } = readAmplifyOutputs(file);
  if (!problem) return null;
  const fatal = env.NODE_ENV === 'production';
  return {
    fatal,
    line: `${fatal ? 'The build needs' : 'Warning: building without'} the user pool's settings: ${problem}. Write it with \`npm run identity\` (local) or \`npx ampx generate outputs\` (a deployed pool), or set AMPLIFY_OUTPUTS; ${fatal ? 'a production build refuses' : 'the site will say "Sign-in unavailable"'}.`,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const found = amplifyOutputsProblem(process.env);
  if (found) {
    process.stderr.write(`${found.line}\n`);
    if (found.fatal) process.exit(1);
  }
}
