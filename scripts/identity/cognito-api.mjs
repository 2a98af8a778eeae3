// Minimal JSON client for the Cognito user-pool API (the emulator ignores signatures).

export async function callCognito(endpoint, operation, body) {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
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
