// A small compatibility layer in front of cognito-local, on loopback only.
// Amplify (and its Authenticator) makes calls the emulator lacks or answers unlike
// Cognito; each bridge below says which. Everything else passes through untouched.
//
//  - ResendConfirmationCode: missing. Answers with the delivery details of the code
//    already issued at sign-up (codes are fixed in development), or 'User is already
//    confirmed.' for confirmed users, as Cognito does.
//  - ConfirmSignUp: the emulator does not mark the e-mail verified, so the Authenticator
//    would ask to verify it again; after a successful confirmation this sets
//    email_verified=true, as a pool with e-mail auto-verification does.
//  - GetTokensFromRefreshToken: missing. Translated to InitiateAuth REFRESH_TOKEN_AUTH.
//  - GlobalSignOut: missing. Answered with success; local tokens simply expire.
//  - InitiateAuth (USER_PASSWORD_AUTH): the emulator answers a wrong password with
//    'Invalid password' and an unknown user with 'User not authorized'; Cognito answers
//    both with NotAuthorizedException 'Incorrect username or password.'.
//  - SignUp, ConfirmForgotPassword: the emulator ignores the pool's password policy;
//    these check it first and answer InvalidPasswordException with Cognito's messages.
//  - SignUp, ForgotPassword: the emulator returns the e-mail unmasked; masked here.
//  - ID tokens (InitiateAuth, RespondToAuthChallenge, refresh): the emulator puts only
//    email and custom attributes in them; Cognito puts every readable standard attribute
//    (name, …). The layer adds them and signs again with the emulator's own key.
//  - InitiateAuth, refresh: the emulator stores AdminDisableUser's Enabled=false but
//    checks it nowhere; a disabled user gets NotAuthorizedException 'User is disabled.'.
//
// Who may call what, since any page open in the browser can reach a loopback port:
//  - Browser pages only from the app's own origins (allowedOrigins; CORS for those alone),
//    and only the operations the Amplify client makes (browserOperations).
//  - Every other operation (Admin*, List*, …) only with the secret header the store server
//    gets at start; the emulator behind (emulator.mjs) answers nothing without it either.
//  - Only POST / (the API) and GET of the public keys go upstream, to the configured
//    upstream alone; bodies up to 1 MB; bad JSON is 400 SerializationException.
import { createSign } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { callCognito } from './cognito-api.mjs';
import { holdsSecret, secretHeader } from './emulator.mjs';

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

export const maxBodyBytes = 1024 * 1024;

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

/** Decodes a JWT's payload (no verification: the token comes from the emulator). */
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

function maskDelivery(result) {
  const details = result.CodeDeliveryDetails;
  if (details?.DeliveryMedium !== 'EMAIL' || !details.Destination?.includes('@')) return result;
  return {
    ...result,
    CodeDeliveryDetails: { ...details, Destination: maskEmail(details.Destination) },
  };
}

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

const refused = (status, code, message) => Object.assign(new Error(message), { status, code });

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

/** Bridges keyed by operation; each gets the parsed body and answers as Cognito would. */
export function createBridges(upstream, getPoolId, secret) {
  let passwordPolicy;
  const call = (operation, body) => callCognito(upstream, operation, body, { secret });
  /** cognito-local keeps Enabled=false but signs disabled users in; Cognito refuses them. */
  const assertEnabled = async (username) => {
    const user = await call('AdminGetUser', { UserPoolId: getPoolId(), Username: username });
    if (user.Enabled === false) throw cognitoError('NotAuthorizedException', 'User is disabled.');
  };
  const assertPasswordPolicy = async (password = '') => {
    passwordPolicy ??= (await call('DescribeUserPool', { UserPoolId: getPoolId() })).UserPool
      ?.Policies?.PasswordPolicy;
    const violation = passwordPolicyViolation(password, passwordPolicy);
    if (violation) throw cognitoError('InvalidPasswordException', violation);
  };
  const emailOf = (user, fallback) =>
    user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? fallback;
  const withFullIdToken = async (result) => {
    const idToken = result.AuthenticationResult?.IdToken;
    if (!idToken) return result;
    const [header] = idToken.split('.');
    const payload = jwtPayload(idToken);
    const user = await call('AdminGetUser', {
      UserPoolId: getPoolId(),
      Username: payload['cognito:username'],
    });
    const enriched = { ...idTokenClaims(user.UserAttributes), ...payload };
    const signed = signJwt(JSON.parse(Buffer.from(header, 'base64url').toString('utf8')), enriched);
    return { ...result, AuthenticationResult: { ...result.AuthenticationResult, IdToken: signed } };
  };

  return {
    async ResendConfirmationCode(body) {
      const user = await call('AdminGetUser', { UserPoolId: getPoolId(), Username: body.Username });
      if (user.UserStatus === 'CONFIRMED') {
        throw cognitoError('InvalidParameterException', 'User is already confirmed.');
      }
      return {
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: maskEmail(emailOf(user, body.Username)),
        },
      };
    },
    async ConfirmSignUp(body) {
      const result = await call('ConfirmSignUp', body);
      const user = await call('AdminGetUser', { UserPoolId: getPoolId(), Username: body.Username });
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
      if (idToken) await assertEnabled(jwtPayload(idToken)['cognito:username']);
      return withFullIdToken({
        AuthenticationResult: { ...result.AuthenticationResult, RefreshToken: body.RefreshToken },
      });
    },
    async GlobalSignOut() {
      return {};
    },
    async InitiateAuth(body) {
      let result;
      try {
        result = await call('InitiateAuth', body);
      } catch (error) {
        const wrongCredentials =
          body.AuthFlow === 'USER_PASSWORD_AUTH' &&
          ['InvalidPasswordException', 'NotAuthorizedException'].includes(error.code);
        if (!wrongCredentials) throw error;
        throw cognitoError('NotAuthorizedException', 'Incorrect username or password.');
      }
      const idToken = result.AuthenticationResult?.IdToken;
      const username = idToken
        ? jwtPayload(idToken)['cognito:username']
        : body.AuthParameters?.USERNAME;
      if (username) await assertEnabled(username);
      return withFullIdToken(result);
    },
    async RespondToAuthChallenge(body) {
      return withFullIdToken(await call('RespondToAuthChallenge', body));
    },
    async SignUp(body) {
      await assertPasswordPolicy(body.Password);
      return maskDelivery(await call('SignUp', body));
    },
    async ForgotPassword(body) {
      return maskDelivery(await call('ForgotPassword', body));
    },
    async ConfirmForgotPassword(body) {
      await assertPasswordPolicy(body.Password);
      return call('ConfirmForgotPassword', body);
    },
  };
}

async function passThrough(req, res, cors, url, body, secret) {
  const headers = { [secretHeader]: secret };
  for (const name of ['content-type', 'x-amz-target', 'x-amz-user-agent']) {
    if (req.headers[name]) headers[name] = req.headers[name];
  }
  const upstreamResponse = await fetch(url, {
    method: req.method,
    headers,
    body: req.method === 'POST' ? body : undefined,
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
 * app's own origins, the only pages that may call it.
 * @param {{ port: number, host?: string, upstream: string, getPoolId: () => string, secret: string, allowedOrigins?: string[] }} options
 * @returns {Promise<import('node:http').Server>}
 */
export function startCompatProxy({
  port,
  host = '127.0.0.1',
  upstream,
  getPoolId,
  secret,
  allowedOrigins = [],
}) {
  if (!secret) throw new Error('The compatibility layer needs the identity secret');
  const bridges = createBridges(upstream, getPoolId, secret);
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
      const body = await readBody(req);
      if (req.method === 'GET') return await passThrough(req, res, cors, url, undefined, secret);
      const parsed = parseJson(body);
      const operation = String(req.headers['x-amz-target'] ?? '')
        .split('.')
        .pop();
      if (!browserOperations.has(operation) && !holdsSecret(req.headers[secretHeader], secret)) {
        throw refused(
          403,
          'AccessDeniedException',
          `${operation || 'This operation'} needs the server's credential`,
        );
      }
      const bridge = Object.hasOwn(bridges, operation) ? bridges[operation] : undefined;
      if (bridge) send(res, cors, 200, await bridge(parsed));
      else await passThrough(req, res, cors, url, JSON.stringify(parsed), secret);
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
