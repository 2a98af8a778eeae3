import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, readIdentityConfig } from './auth';

const dir = mkdtempSync(join(tmpdir(), 'ff-auth-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function outputs(name: string, content: unknown) {
  const path = join(dir, name);
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content));
  return path;
}
const auth = {
  aws_region: 'eu-west-1',
  user_pool_id: 'eu-west-1_abc',
  user_pool_client_id: 'client-1',
};

describe('readIdentityConfig', () => {
  it("trusts Cognito's issuer for the pool in the outputs", () => {
    expect(readIdentityConfig(outputs('aws.json', { auth }))).toEqual({
      issuer: 'https://cognito-idp.eu-west-1.amazonaws.com/eu-west-1_abc',
      clientId: 'client-1',
    });
  });

  it('prefers the issuer the local identity service names', () => {
    const path = outputs('local.json', {
      auth,
      custom: { tokenIssuer: 'http://127.0.0.1:9230/local_pool' },
    });
    expect(readIdentityConfig(path)?.issuer).toBe('http://127.0.0.1:9230/local_pool');
  });

  it('is undefined for a missing, broken or incomplete file', () => {
    expect(readIdentityConfig(join(dir, 'missing.json'))).toBeUndefined();
    expect(readIdentityConfig(outputs('broken.json', '{ "auth": '))).toBeUndefined();
    expect(readIdentityConfig(outputs('empty.json', { auth: {} }))).toBeUndefined();
  });
});

describe('createTokenVerifier', () => {
  it('refuses every token while sign-in is not configured', async () => {
    const verifier = createTokenVerifier(join(dir, 'missing.json'));
    await expect(verifier.verify('a.b.c')).rejects.toMatchObject({
      status: 401,
      message: 'Sign-in is not configured on the server',
    });
  });
});
