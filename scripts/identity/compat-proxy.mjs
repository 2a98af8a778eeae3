// A small compatibility layer in front of cognito-local, on loopback only.
// Amplify (and its Authenticator) makes calls the emulator lacks or answers unlike
// Cognito; each bridge below says which. Everything else is forwarded as parsed.
//
//  - ResendConfirmationCode: missing. Answers with the delivery details of the code
//    already issued at sign-up (codes are fixed in development), or 'User is already
//    confirmed.' for confirmed users, as Cognito does.
//  - ConfirmSignUp: the emulator does not mark the e-mail verified, so the Authenticator
//    would ask to verify it again; after a successful confirmation this sets
//    email_verified=true, as a pool with e-mail auto-verification does.
//  - GetTokensFromRefreshToken: missing. Translated to InitiateAuth REFRESH_TOKEN_AUTH.
//  - GlobalSignOut: missing. Revokes the user's earlier access and refresh tokens here.
//  - InitiateAuth (USER_PASSWORD_AUTH): the emulator answers a wrong password with
//    'Invalid password' and an unknown user with 'User not authorized'; Cognito answers
//    both with NotAuthorizedException 'Incorrect username or password.', and locks a user
//    out after five failures (sign-in-lockout.mjs).
//  - SignUp, ConfirmForgotPassword, ChangePassword, AdminSetUserPassword, AdminCreateUser,
//    NEW_PASSWORD_REQUIRED: the emulator ignores the pool's password policy; these check it
//    first and answer InvalidPasswordException with Cognito's messages.
//  - Codes (SignUp, ResendConfirmationCode, ForgotPassword, attribute verification): the
//    emulator only logs them; they are e-mailed over SMTP (code-mail.mjs), and the delivery
//    details it returns unmasked are masked.
//  - Access tokens: the emulator only decodes them; every operation that takes one gets it
//    verified first (access-token.mjs), and refused for a disabled user.
//  - ID tokens (InitiateAuth, RespondToAuthChallenge, refresh): the emulator puts only
//    email and custom attributes in them; Cognito puts every readable standard attribute
//    (name, …). The layer adds them and signs again with the emulator's own key.
//  - InitiateAuth, refresh: the emulator stores AdminDisableUser's Enabled=false but
//    checks it nowhere; a disabled user gets NotAuthorizedException 'User is disabled.'.
//  - AdminListGroupsForUser: the emulator answers [] for an e-mail alias; resolved first.
//
// Who may call what, since any page open in the browser can reach a loopback port:
//  - x-amz-target must be exactly AWSCognitoIdentityProviderService.<operation> with an
//    operation of the lists below (else 400 UnknownOperationException); the emulator gets a
//    target rebuilt from that name, so it cannot read another operation than the one checked.
//  - Browser pages only from the app's own origins (allowedOrigins; CORS for those alone),
//    and only the operations the Amplify client makes (browserOperations).
//  - The management operations (managementOperations) only with the secret header the store
//    server gets at start; the emulator behind (emulator.mjs) answers nothing without it either.
//  - Only POST / (the API) and GET of the public keys go upstream, to the configured
//    upstream alone; bodies up to 1 MB; bad JSON is 400 SerializationException.
import { createSign } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { createAccessTokenVerifier } from './access-token.mjs';
import { createCodeMailer } from './code-mail.mjs';
import { callCognito } from './cognito-api.mjs';
import { holdsSecret, secretHeader } from './emulator.mjs';
import { createSignInLockout, incorrectCredentials } from './sign-in-lockout.mjs';

// The emulator's signing key ships inside its package: never trust this issuer elsewhere.
const emulatorKey = createRequire(import.meta.url)(
  'cognito-local/lib/keys/cognitoLocal.private.json',
);

/** What Amplify's auth client calls from the browser (aws-amplify/auth and the Authenticator). */
export const browserOperations = new Set([
  'InitiateAuth',
  'RespondToAuthChallenge',
  'SignUp',
  'ConfirmSignUp',
  'ResendConfirmationCode',
  'ForgotPassword',
  'ConfirmForgotPassword',
  'GetUser',
  'UpdateUserAttributes',
  'GetUserAttributeVerificationCode',
  'VerifyUserAttribute',
  'ChangePassword',
  'DeleteUser',
  'GlobalSignOut',
  'RevokeToken',
  'GetTokensFromRefreshToken',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/** What the store server's user directory (and the test harnesses) call, with the secret. */
export const managementOperations = new Set([
  'AdminAddUserToGroup',
  'AdminConfirmSignUp',
  'AdminCreateUser',
  'AdminDeleteUser',
  'AdminDeleteUserAttributes',
  'AdminDisableUser',
  'AdminEnableUser',
  'AdminGetUser',
  'AdminListGroupsForUser',
  'AdminRemoveUserFromGroup',
  'AdminSetUserPassword',
  'AdminUpdateUserAttributes',
  'DescribeUserPool',
  'DescribeUserPoolClient',
  'GetGroup',
  'ListGroups',
  'ListUserPoolClients',
  'ListUsers',
  'ListUsersInGroup',
]);

/** Operations on the caller's own account, which the access token in the body names. */
export const accessTokenOperations = new Set([
  'GetUser',
  'UpdateUserAttributes',
  'DeleteUser',
  'ChangePassword',
  'VerifyUserAttribute',
  'GetUserAttributeVerificationCode',
  'GlobalSignOut',
  'AssociateSoftwareToken',
  'VerifySoftwareToken',
  'SetUserMFAPreference',
]);

/** These take a sign-in session instead during MFA set-up (which the emulator refuses). */
const sessionOperations = new Set(['AssociateSoftwareToken', 'VerifySoftwareToken']);

export const maxBodyBytes = 1024 * 1024;

const refused = (status, code, message) => Object.assign(new Error(message), { status, code });

/**
 * The operation an x-amz-target names: exactly `AWSCognitoIdentityProviderService.<operation>`
 * with a listed operation, or 400 UnknownOperationException (as Cognito answers).
 */
export function operationOf(target) {
  const match =
    typeof target === 'string'
      ? /^AWSCognitoIdentityProviderService\.([A-Za-z]+)$/.exec(target)
      : null;
  const operation = match?.[1];
  if (!operation || !(browserOperations.has(operation) || managementOperations.has(operation))) {
    throw refused(400, 'UnknownOperationException', 'Unknown operation');
  }
  return operation;
}

/** CORS for one allowed origin (never `*`). */
const corsFor = (origin) =>
  origin
    ? {
        'access-control-allow-origin': origin,
        vary: 'Origin',
        'access-control-allow-headers':
          'content-type, x-amz-target, x-amz-user-agent, cache-control, amz-sdk-invocation-id, amz-sdk-request, authorization',
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage',
        'access-control-max-age': '600',
      }
    : {};

/** Cognito's mask: the first and last characters of the local part stay visible. */
export function maskEmail(email) {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 1) return `${local}***@${domain}`;
  return `${local[0]}***${local.at(-1)}@${domain}`;
}

const cognitoError = (code, message) => Object.assign(new Error(message), { code });

/** The first rule of a Cognito password policy the password breaks, in Cognito's words. */
export function passwordPolicyViolation(password, policy = {}) {
  const rules = [
    [password.length < (policy.MinimumLength ?? 8), 'Password not long enough'],
    [policy.RequireUppercase && !/[A-Z]/.test(password), 'Password must have uppercase characters'],
    [policy.RequireLowercase && !/[a-z]/.test(password), 'Password must have lowercase characters'],
    [policy.RequireNumbers && !/[0-9]/.test(password), 'Password must have numeric characters'],
    [
      policy.RequireSymbols && !/[^A-Za-z0-9]/.test(password),
      'Password must have symbol characters',
    ],
  ];
  const broken = rules.find(([isBroken]) => isBroken);
  return broken ? `Password did not conform with policy: ${broken[1]}` : undefined;
}

const base64url = (value) => Buffer.from(value).toString('base64url');

/** Decodes a JWT's payload (no verification: only for tokens the emulator just issued). */
export function jwtPayload(token) {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8'));
}

function signJwt(header, payload) {
  const unsigned = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  const signature = createSign('RSA-SHA256').update(unsigned).sign(emulatorKey.pem, 'base64url');
  return `${unsigned}.${signature}`;
}

/** Standard attributes Cognito copies into ID tokens; verified flags become booleans. */
export function idTokenClaims(attributes = []) {
  const claims = {};
  for (const { Name, Value } of attributes) {
    if (Name === 'sub' || Name.startsWith('custom:')) continue;
    claims[Name] = Name.endsWith('_verified') ? Value === 'true' : Value;
  }
  return claims;
}

const refreshFlows = new Set(['REFRESH_TOKEN_AUTH', 'REFRESH_TOKEN']);

/**
 * The layer's rules: bridges keyed by operation (each gets the parsed body and the verified
 * caller, and answers as Cognito would) and `authenticate`, the access-token check.
 * `code` is the emulator's fixed code, e-mailed over `smtpUrl`; `now` is the clock.
 * @param {{ code?: string, smtpUrl?: string, now?: () => number }} [options]
 */
export function createLayer(upstream, getPoolId, secret, { code, smtpUrl, now = Date.now } = {}) {
  const call = (operation, body) => callCognito(upstream, operation, body, { secret });
  /** The pool's settings (password policy, message template), read once per pool. */
  const pools = new Map();
  const describePool = () => {
    const poolId = getPoolId();
    if (!pools.has(poolId)) {
      const described = call('DescribeUserPool', { UserPoolId: poolId }).then(
        (answer) => answer.UserPool ?? {},
      );
      described.catch(() => pools.delete(poolId));
      pools.set(poolId, described);
    }
    return pools.get(poolId);
  };
  const clientIds = new Map();
  const clientIdsOf = async (poolId, fresh) => {
    if (fresh || !clientIds.has(poolId)) {
      const { UserPoolClients = [] } = await call('ListUserPoolClients', {
        UserPoolId: poolId,
        MaxResults: 60,
      });
      clientIds.set(poolId, new Set(UserPoolClients.map((client) => client.ClientId)));
    }
    return clientIds.get(poolId);
  };
  const verifyAccessToken = createAccessTokenVerifier({ upstream, getPoolId, clientIdsOf });
  const lockout = createSignInLockout({ now });
  const mailCode = createCodeMailer({ smtpUrl, code, describePool });
  /** When each user last signed out everywhere (whole seconds): earlier tokens are revoked. */
  const signedOutAt = new Map();
  const revoked = (username, issuedAt) => (signedOutAt.get(username) ?? 0) > issuedAt;

  const getUser = (username) =>
    call('AdminGetUser', { UserPoolId: getPoolId(), Username: username });
  /** cognito-local keeps Enabled=false but signs disabled users in; Cognito refuses them. */
  const assertEnabled = async (username) => {
    const user = await getUser(username);
    if (user.Enabled === false) throw cognitoError('NotAuthorizedException', 'User is disabled.');
    return user;
  };
  const assertPasswordPolicy = async (password) => {
    const policy = (await describePool()).Policies?.PasswordPolicy;
    const violation = passwordPolicyViolation(typeof password === 'string' ? password : '', policy);
    if (violation) throw cognitoError('InvalidPasswordException', violation);
  };
  const assertRefreshable = (username, refreshToken) => {
    let issuedAt = 0;
    try {
      issuedAt = jwtPayload(refreshToken).iat ?? 0;
    } catch {
      // Not a token of the emulator's: revoked if the user ever signed out everywhere.
    }
    if (revoked(username, issuedAt)) {
      throw cognitoError('NotAuthorizedException', 'Refresh Token has been revoked');
    }
  };
  /** Sign-in attempts count per account, whichever alias names it. */
  const accountKey = async (username) => {
    try {
      return (await getUser(username)).Username;
    } catch (error) {
      if (error.code === 'UserNotFoundException') return `unknown:${username.toLowerCase()}`;
      throw error;
    }
  };
  const emailOf = (user, fallback) =>
    user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? fallback;
  /** E-mails the code to an e-mail delivery and answers it masked, as Cognito does. */
  const delivered = async (details) => {
    if (details?.DeliveryMedium !== 'EMAIL' || !details.Destination?.includes('@')) return details;
    await mailCode(details.Destination);
    return { ...details, Destination: maskEmail(details.Destination) };
  };
  const withFullIdToken = async (result) => {
    const idToken = result.AuthenticationResult?.IdToken;
    if (!idToken) return result;
    const [header] = idToken.split('.');
    const payload = jwtPayload(idToken);
    const user = await getUser(payload['cognito:username']);
    const enriched = { ...idTokenClaims(user.UserAttributes), ...payload };
    const signed = signJwt(JSON.parse(Buffer.from(header, 'base64url').toString('utf8')), enriched);
    return { ...result, AuthenticationResult: { ...result.AuthenticationResult, IdToken: signed } };
  };
  const signIn = async (body) => {
    let result;
    try {
      result = await call('InitiateAuth', body);
    } catch (error) {
      const wrongCredentials =
        body.AuthFlow === 'USER_PASSWORD_AUTH' &&
        ['InvalidPasswordException', 'NotAuthorizedException'].includes(error.code);
      if (!wrongCredentials) throw error;
      throw cognitoError('NotAuthorizedException', incorrectCredentials);
    }
    const idToken = result.AuthenticationResult?.IdToken;
    const username = idToken
      ? jwtPayload(idToken)['cognito:username']
      : body.AuthParameters?.USERNAME;
    if (idToken && refreshFlows.has(body.AuthFlow)) {
      assertRefreshable(username, body.AuthParameters?.REFRESH_TOKEN);
    }
    if (username) await assertEnabled(username);
    return withFullIdToken(result);
  };

  /**
   * The caller of an account operation: a verified access token, not revoked, of an enabled
   * user (`claims`, and the user as AdminGetUser answers it).
   */
  async function authenticate(body) {
    const claims = await verifyAccessToken(body.AccessToken);
    if (revoked(claims.username, claims.iat ?? 0)) {
      throw cognitoError('NotAuthorizedException', 'Access Token has been revoked');
    }
    return { claims, user: await assertEnabled(claims.username) };
  }

  const bridges = {
    async ResendConfirmationCode(body) {
      const user = await getUser(body.Username);
      if (user.UserStatus === 'CONFIRMED') {
        throw cognitoError('InvalidParameterException', 'User is already confirmed.');
      }
      return {
        CodeDeliveryDetails: await delivered({
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: emailOf(user, body.Username),
        }),
      };
    },
    async ConfirmSignUp(body) {
      const result = await call('ConfirmSignUp', body);
      const user = await getUser(body.Username);
      // The emulator refuses email_verified without the e-mail itself in the same update.
      await call('AdminUpdateUserAttributes', {
        UserPoolId: getPoolId(),
        Username: body.Username,
        UserAttributes: [
          { Name: 'email', Value: emailOf(user, body.Username) },
          { Name: 'email_verified', Value: 'true' },
        ],
      });
      return result;
    },
    async GetTokensFromRefreshToken(body) {
      const result = await call('InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: body.ClientId,
        AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      });
      const idToken = result.AuthenticationResult?.IdToken;
      if (idToken) {
        const username = jwtPayload(idToken)['cognito:username'];
        assertRefreshable(username, body.RefreshToken);
        await assertEnabled(username);
      }
      return withFullIdToken({
        AuthenticationResult: { ...result.AuthenticationResult, RefreshToken: body.RefreshToken },
      });
    },
    async GlobalSignOut(_body, { claims }) {
      signedOutAt.set(claims.username, Math.floor(now() / 1000));
      return {};
    },
    async InitiateAuth(body) {
      if (body.AuthFlow !== 'USER_PASSWORD_AUTH') return signIn(body);
      const username = String(body.AuthParameters?.USERNAME ?? '');
      return lockout.attempt(await accountKey(username), () => signIn(body));
    },
    async RespondToAuthChallenge(body) {
      if (body.ChallengeName === 'NEW_PASSWORD_REQUIRED') {
        await assertPasswordPolicy(body.ChallengeResponses?.NEW_PASSWORD);
      }
      return withFullIdToken(await call('RespondToAuthChallenge', body));
    },
    async SignUp(body) {
      await assertPasswordPolicy(body.Password);
      const result = await call('SignUp', body);
      return { ...result, CodeDeliveryDetails: await delivered(result.CodeDeliveryDetails) };
    },
    async ForgotPassword(body) {
      const result = await call('ForgotPassword', body);
      return { ...result, CodeDeliveryDetails: await delivered(result.CodeDeliveryDetails) };
    },
    async ConfirmForgotPassword(body) {
      await assertPasswordPolicy(body.Password);
      return call('ConfirmForgotPassword', body);
    },
    async ChangePassword(body) {
      await assertPasswordPolicy(body.ProposedPassword);
      try {
        return await call('ChangePassword', body);
      } catch (error) {
        // The emulator's 'Invalid password' for a wrong previous password; Cognito's words.
        if (error.code !== 'InvalidPasswordException') throw error;
        throw cognitoError('NotAuthorizedException', incorrectCredentials);
      }
    },
    async UpdateUserAttributes(body) {
      const result = await call('UpdateUserAttributes', body);
      const deliveries = result.CodeDeliveryDetailsList ?? [];
      return { ...result, CodeDeliveryDetailsList: await Promise.all(deliveries.map(delivered)) };
    },
    async GetUserAttributeVerificationCode(body, { user }) {
      const result = await call('GetUserAttributeVerificationCode', body);
      if (body.AttributeName !== 'email') return result;
      // The emulator sends it to the e-mail on the account and answers no delivery details.
      return {
        ...result,
        CodeDeliveryDetails: await delivered({
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: emailOf(user),
        }),
      };
    },
    async AdminSetUserPassword(body) {
      await assertPasswordPolicy(body.Password);
      return call('AdminSetUserPassword', body);
    },
    async AdminCreateUser(body) {
      if (body.TemporaryPassword !== undefined) await assertPasswordPolicy(body.TemporaryPassword);
      return call('AdminCreateUser', body);
    },
    async AdminListGroupsForUser(body) {
      // The emulator matches group members by user name only, so an e-mail alias had none.
      const user = await call('AdminGetUser', {
        UserPoolId: body.UserPoolId,
        Username: body.Username,
      });
      return call('AdminListGroupsForUser', { ...body, Username: user.Username });
    },
  };
  return { bridges, authenticate };
}

/** True when the operation's access token must be verified before it runs. */
const carriesAccessToken = (operation, body) =>
  accessTokenOperations.has(operation) &&
  !(sessionOperations.has(operation) && body.AccessToken === undefined && body.Session);

function send(res, cors, status, body) {
  res.writeHead(status, { ...cors, 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(body));
}

function sendError(res, cors, error) {
  const status = error.status ?? (error.code ? 400 : 500);
  const type = error.code ?? 'InternalErrorException';
  res.writeHead(status, {
    ...cors,
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': type,
  });
  res.end(JSON.stringify({ __type: type, message: error.message }));
}

/** The body, refused with 413 past `maxBodyBytes` (stops reading there). */
async function readBody(req) {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > maxBodyBytes) throw refused(413, 'RequestEntityTooLarge', 'Body over 1 MB');
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > maxBodyBytes) throw refused(413, 'RequestEntityTooLarge', 'Body over 1 MB');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function parseJson(text) {
  try {
    const value = JSON.parse(text || '{}');
    if (value && typeof value === 'object' && !Array.isArray(value)) return value;
  } catch {
    // answered below
  }
  throw refused(400, 'SerializationException', 'The request body is not a JSON object');
}

const publicKeysPath = /^\/[\w-]+\/\.well-known\/(jwks\.json|openid-configuration)$/;

/** The upstream URL for a request target, or a 400 for one that would leave the upstream. */
export function upstreamUrl(target, upstream, method) {
  const base = new URL(upstream);
  const allowed =
    (method === 'POST' && target === '/') || (method === 'GET' && publicKeysPath.test(target));
  if (!target.startsWith('/') || target.startsWith('//') || !allowed) {
    throw refused(400, 'InvalidParameterException', 'Unsupported request target');
  }
  const url = new URL(target, base);
  if (url.origin !== base.origin) {
    throw refused(400, 'InvalidParameterException', 'Unsupported request target');
  }
  return url;
}

/**
 * Forwards a public-key GET, or an operation with its body as parsed and a target rebuilt from
 * its checked name (never the caller's header), and relays the answer.
 */
async function passThrough(res, cors, url, secret, operation, body) {
  const headers = { [secretHeader]: secret };
  if (operation) {
    headers['content-type'] = 'application/x-amz-json-1.1';
    headers['x-amz-target'] = `AWSCognitoIdentityProviderService.${operation}`;
  }
  const upstreamResponse = await fetch(url, {
    method: operation ? 'POST' : 'GET',
    headers,
    body: operation ? JSON.stringify(body) : undefined,
  });
  const answer = { ...cors };
  upstreamResponse.headers.forEach((value, name) => {
    const hopByHop = ['content-length', 'content-encoding', 'transfer-encoding', 'connection'];
    if (!hopByHop.includes(name) && !name.startsWith('access-control-')) answer[name] = value;
  });
  res.writeHead(upstreamResponse.status, answer);
  res.end(Buffer.from(await upstreamResponse.arrayBuffer()));
}

/**
 * Starts the layer; `port: 0` picks a free port (read it from `server.address()`). `secret`
 * unlocks the management operations (and is what the emulator needs); `allowedOrigins` are the
 * app's own origins, the only pages that may call it. `code` is the emulator's fixed code,
 * e-mailed over `smtpUrl` (MailDev in development and tests) when both are given.
 * @param {{ port: number, host?: string, upstream: string, getPoolId: () => string, secret: string, allowedOrigins?: string[], code?: string, smtpUrl?: string, now?: () => number }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startCompatProxy({
  port,
  host = '127.0.0.1',
  upstream,
  getPoolId,
  secret,
  allowedOrigins = [],
  code,
  smtpUrl,
  now,
}) {
  if (!secret) throw new Error('The compatibility layer needs the identity secret');
  const { bridges, authenticate } = createLayer(upstream, getPoolId, secret, {
    code,
    smtpUrl,
    now,
  });
  const origins = new Set(allowedOrigins);
  const server = createServer(async (req, res) => {
    const origin = req.headers.origin;
    if (origin !== undefined && !origins.has(origin)) {
      sendError(
        res,
        {},
        refused(403, 'AccessDeniedException', 'This origin may not call the identity service'),
      );
      return;
    }
    const cors = corsFor(origin);
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    try {
      const url = upstreamUrl(req.url ?? '', upstream, req.method);
      if (req.method === 'GET') {
        await readBody(req);
        return await passThrough(res, cors, url, secret);
      }
      const operation = operationOf(req.headers['x-amz-target']);
      const body = parseJson(await readBody(req));
      if (!browserOperations.has(operation) && !holdsSecret(req.headers[secretHeader], secret)) {
        throw refused(403, 'AccessDeniedException', `${operation} needs the server's credential`);
      }
      const caller = carriesAccessToken(operation, body) ? await authenticate(body) : {};
      const bridge = Object.hasOwn(bridges, operation) ? bridges[operation] : undefined;
      if (bridge) send(res, cors, 200, await bridge(body, caller));
      else await passThrough(res, cors, url, secret, operation, body);
    } catch (error) {
      sendError(
        res,
        cors,
        error.code ? error : Object.assign(error, { status: 502, code: 'ServiceUnavailable' }),
      );
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve(server);
    });
  });
}
