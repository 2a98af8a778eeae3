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
import { createSign } from 'node:crypto';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { callCognito } from './cognito-api.mjs';

// The emulator's signing key ships inside its package: never trust this issuer elsewhere.
const emulatorKey = createRequire(import.meta.url)(
  'cognito-local/lib/keys/cognitoLocal.private.json',
);

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage',
  'access-control-max-age': '86400',
};

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

function send(res, status, body) {
  res.writeHead(status, { ...corsHeaders, 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(body));
}

function sendError(res, error) {
  const status = error.status ?? (error.code ? 400 : 500);
  const type = error.code ?? 'InternalErrorException';
  res.writeHead(status, {
    ...corsHeaders,
    'content-type': 'application/x-amz-json-1.1',
    'x-amzn-errortype': type,
  });
  res.end(JSON.stringify({ __type: type, message: error.message }));
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Bridges keyed by operation; each gets the parsed body and answers as Cognito would. */
export function createBridges(upstream, getPoolId) {
  let passwordPolicy;
  const call = (operation, body) => callCognito(upstream, operation, body);
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

async function passThrough(req, res, body, upstream) {
  const upstreamResponse = await fetch(new URL(req.url ?? '/', upstream), {
    method: req.method,
    headers: Object.fromEntries(
      Object.entries(req.headers).filter(
        ([name]) => !['host', 'content-length', 'connection'].includes(name),
      ),
    ),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
  const headers = { ...corsHeaders };
  upstreamResponse.headers.forEach((value, name) => {
    const hopByHop = ['content-length', 'content-encoding', 'transfer-encoding', 'connection'];
    if (!hopByHop.includes(name) && !name.startsWith('access-control-')) headers[name] = value;
  });
  res.writeHead(upstreamResponse.status, headers);
  res.end(Buffer.from(await upstreamResponse.arrayBuffer()));
}

/** Starts the layer; `port: 0` picks a free port (read it from `server.address()`). */
export function startCompatProxy({ port, host = '127.0.0.1', upstream, getPoolId }) {
  const bridges = createBridges(upstream, getPoolId);
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders);
      res.end();
      return;
    }
    try {
      const body = await readBody(req);
      const operation = String(req.headers['x-amz-target'] ?? '')
        .split('.')
        .pop();
      const bridge = Object.hasOwn(bridges, operation) ? bridges[operation] : undefined;
      if (bridge) send(res, 200, await bridge(JSON.parse(body || '{}')));
      else await passThrough(req, res, body, upstream);
    } catch (error) {
      sendError(
        res,
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
