/** What the API tests' global setups hand to every test file (`inject(...)`). */

export type Role = 'admin' | 'editor' | 'customer' | 'shopper';

/** Where each test file gets its own copy of one migrated and seeded database. */
export type DatabaseSource =
  { kind: 'pglite'; dumpPath: string } | { kind: 'postgres'; serverUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test identity service's amplify_outputs.json: the server trusts its tokens. */
    outputsPath: string;
    /** Access tokens of the seeded accounts. */
    accessTokens: Record<Role, string>;
    /** The admin's ID token (the server accepts ID tokens too). */
    adminIdToken: string;
    database: DatabaseSource;
    /** The identity service's management secret: the test servers manage users with it. */
    identityAdminSecret: string;
    /** MailDev: the servers send to `smtpUrl`; tests read what arrived at `apiUrl`. */
    mail: { smtpUrl: string; apiUrl: string };
  }
}
