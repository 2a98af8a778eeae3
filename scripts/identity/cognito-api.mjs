// The compatibility layer's own calls to the emulator behind it (compat-proxy.mjs), which must
// see Cognito's raw JSON. Everything else (the store server, the seed, the tests) goes through
// the AWS SDK: sdk-client.mjs. `secret` is the management secret (start.mjs).

export async function callCognito(endpoint, operation, body, { secret } = {}) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...(secret ? { 'x-identity-secret': secret } : {}),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const json = text ? JSON.parse(text) : {};
  if (!response.ok) {
    const error = new Error(json.message ?? `${operation} failed with ${response.status}`);
    error.code = (json.__type ?? json.code ?? 'Error').split('#').pop();
    error.status = response.status;
    throw error;
  }
  return json;
}
