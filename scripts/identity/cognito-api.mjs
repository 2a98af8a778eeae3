// Minimal JSON client for the Cognito user-pool API (the emulator ignores signatures).
// `secret` is the local identity service's management secret (scripts/identity/start.mjs):
// the emulator answers nothing without it, and the compatibility layer lets only browser
// operations through without it.

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
