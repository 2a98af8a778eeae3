/**
 * `virtual:amplify-outputs` (scripts/vite-amplify-outputs.ts): the parsed
 * amplify_outputs.json, or null when the file is missing or not valid JSON.
 * Its content is not trusted: app/auth/client.ts checks it before use.
 */
declare module 'virtual:amplify-outputs' {
  /** The parts of Amplify Gen 2's outputs format the app reads; the rest passes through. */
  export interface AmplifyOutputsJson {
    version?: string;
    auth?: {
      aws_region?: string;
      user_pool_id?: string;
      user_pool_client_id?: string;
      [key: string]: unknown;
    };
    /** Written by scripts/identity/seed.mjs for the local identity service only. */
    custom?: {
      userPoolEndpoint?: string;
      authFlowType?: string;
      [key: string]: unknown;
    };
    [key: string]: unknown;
  }
  const outputs: AmplifyOutputsJson | null;
  export default outputs;
}
