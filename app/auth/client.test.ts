import { afterEach, describe, expect, it, vi } from 'vitest';
import { amplifyConfigFrom, configureAuth } from './client';
import { ConfigError, configErrorMessage } from './config-error';

const localOutputs = {
  version: '1.4',
  auth: {
    aws_region: 'us-east-1',
    user_pool_id: 'local_abc123',
    user_pool_client_id: 'client123',
    username_attributes: ['email'],
    groups: [{ admin: { precedence: 0 } }, { editor: { precedence: 1 } }],
    mfa_configuration: 'OPTIONAL',
    mfa_methods: ['TOTP'],
  },
  custom: { userPoolEndpoint: 'http://127.0.0.1:9229', authFlowType: 'USER_PASSWORD_AUTH' },
};

describe('Amplify configuration from amplify_outputs.json', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('points Amplify at the local identity service and uses its password flow', () => {
    const { config, authFlowType } = amplifyConfigFrom(localOutputs);
    expect(config.Auth?.Cognito).toMatchObject({
      userPoolId: 'local_abc123',
      userPoolClientId: 'client123',
      userPoolEndpoint: 'http://127.0.0.1:9229',
      loginWith: { email: true },
    });
    expect(authFlowType).toBe('USER_PASSWORD_AUTH');
  });

  it("keeps a deployed pool's outputs as they are, with Cognito's SRP flow", () => {
    const deployed = { version: localOutputs.version, auth: localOutputs.auth };
    const { config, authFlowType } = amplifyConfigFrom(deployed);
    expect(config.Auth?.Cognito.userPoolEndpoint).toBeUndefined();
    expect(authFlowType).toBe('USER_SRP_AUTH');
  });

  it.each([
    ['missing file', null, 'missing or not valid JSON'],
    ['no auth', { version: '1.4' }, 'no "auth" section'],
    ['no pool', { auth: { user_pool_client_id: 'c' } }, 'lacks auth.user_pool_id'],
    ['no client', { auth: { user_pool_id: 'p' } }, 'lacks auth.user_pool_client_id'],
    [
      'bad endpoint',
      { ...localOutputs, custom: { userPoolEndpoint: 'not a url' } },
      'invalid custom.userPoolEndpoint',
    ],
  ])('rejects %s', (_case, outputs, problem) => {
    expect(() => amplifyConfigFrom(outputs)).toThrow(problem);
  });

  it('shows the configuration error and logs the details when the outputs are broken', () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => configureAuth({ auth: {} })).toThrow(ConfigError);
    expect(() => configureAuth('{ not json')).toThrow(configErrorMessage);
    expect(configErrorMessage).toBe(
      'Configuration error (see console) – please contact the administrator',
    );
    expect(consoleError).toHaveBeenCalledWith(
      'Identity configuration error:',
      'amplify_outputs.json lacks auth.user_pool_id',
    );
  });
});
