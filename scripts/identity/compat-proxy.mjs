// A small compatibility layer in front of cognito-local, on loopback only.
// Amplify's Authenticator makes calls the emulator lacks or answers differently;
// each bridge below says which. Everything else passes through untouched.
//
//  - ResendConfirmationCode: missing. Answers with the delivery details of the code
//    already issued at sign-up (codes are fixed in development), or 'User is already
//    confirmed.' for confirmed users, as Cognito does.
//  - ConfirmSignUp: the emulator does not mark the e-mail verified, so the Authenticator
//    would ask to verify it again; after a successful confirmation this sets
//    email_verified=true, as a pool with e-mail auto-verification does.
//  - GetTokensFromRefreshToken: missing. Translated to InitiateAuth REFRESH_TOKEN_AUTH.
//  - GlobalSignOut: missing. Answered with success; local tokens simply expire.
import { createServer } from 'node:http';
import { callCognito } from './cognito-api.mjs';

const corsHeaders = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'POST, OPTIONS',
  'access-control-expose-headers': 'x-amzn-requestid, x-amzn-errortype, x-amzn-errormessage',
  'access-control-max-age': '86400',
};

export function maskEmail(email) {
  const [local = '', domain = ''] = email.split('@');
  if (local.length <= 1) return `${local}***@${domain}`;
  return `${local[0]}***${local.at(-1)}@${domain}`;
}

function send(res, status, body) {
  res.writeHead(status, { ...corsHeaders, 'content-type': 'application/x-amz-json-1.1' });
  res.end(JSON.stringify(body));
}

function sendError(res, error) {
  send(res, error.status ?? 400, {
    __type: error.code ?? 'InternalErrorException',
    message: error.message,
  });
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** Bridges keyed by operation; each gets the parsed body and the pool it serves. */
function bridges(upstream, getPoolId) {
  return {
    async ResendConfirmationCode(body) {
      const user = await callCognito(upstream, 'AdminGetUser', {
        UserPoolId: getPoolId(),
        Username: body.Username,
      });
      if (user.UserStatus === 'CONFIRMED') {
        throw Object.assign(new Error('User is already confirmed.'), {
          code: 'InvalidParameterException',
        });
      }
      const email = user.UserAttributes?.find((a) => a.Name === 'email')?.Value ?? body.Username;
      return {
        CodeDeliveryDetails: {
          AttributeName: 'email',
          DeliveryMedium: 'EMAIL',
          Destination: maskEmail(email),
        },
      };
    },
    async ConfirmSignUp(body) {
      const result = await callCognito(upstream, 'ConfirmSignUp', body);
      await callCognito(upstream, 'AdminUpdateUserAttributes', {
        UserPoolId: getPoolId(),
        Username: body.Username,
        UserAttributes: [{ Name: 'email_verified', Value: 'true' }],
      });
      return result;
    },
    async GetTokensFromRefreshToken(body) {
      const result = await callCognito(upstream, 'InitiateAuth', {
        AuthFlow: 'REFRESH_TOKEN_AUTH',
        ClientId: body.ClientId,
        AuthParameters: { REFRESH_TOKEN: body.RefreshToken },
      });
      return {
        AuthenticationResult: { ...result.AuthenticationResult, RefreshToken: body.RefreshToken },
      };
    },
    async GlobalSignOut() {
      return {};
    },
  };
}

export function startCompatProxy({ port, host = '127.0.0.1', upstream, getPoolId }) {
  const handlers = bridges(upstream, getPoolId);
  const server = createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, corsHeaders);
      res.end();
      return;
    }
    const body = await readBody(req);
    const operation = String(req.headers['x-amz-target'] ?? '')
      .split('.')
      .pop();
    const bridge = handlers[operation];
    if (bridge) {
      try {
        send(res, 200, await bridge(JSON.parse(body || '{}')));
      } catch (error) {
        sendError(res, error);
      }
      return;
    }
    try {
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
        if (
          !['content-length', 'content-encoding', 'transfer-encoding', 'connection'].includes(
            name,
          ) &&
          !name.startsWith('access-control-')
        ) {
          headers[name] = value;
        }
      });
      res.writeHead(upstreamResponse.status, headers);
      res.end(Buffer.from(await upstreamResponse.arrayBuffer()));
    } catch (error) {
      sendError(res, Object.assign(error, { status: 502, code: 'ServiceUnavailable' }));
    }
  });
  return new Promise((resolve) => server.listen(port, host, () => resolve(server)));
}
