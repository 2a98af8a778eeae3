import { describe, expect, it } from 'vitest';
import { codeDeliveryMessage, fallbackErrorMessage, serviceErrorMessage } from './code-delivery';

describe('code delivery', () => {
  it('says where the code went and that it may take a minute', () => {
    expect(codeDeliveryMessage({ destination: 'c***r@example.com', medium: 'EMAIL' })).toBe(
      'Your code is on the way. To log in, enter the code we emailed to c***r@example.com. It may take a minute to arrive.',
    );
    expect(codeDeliveryMessage({ destination: '+*******1234', medium: 'SMS' })).toContain(
      'we texted to +*******1234.',
    );
    expect(codeDeliveryMessage()).toBe(
      'Your code is on the way. To log in, enter the code we sent you. It may take a minute to arrive.',
    );
  });

  it("shows the service's message, or a fallback", () => {
    const refused = Object.assign(new Error('Incorrect username or password.'), {
      name: 'NotAuthorizedException',
    });
    expect(serviceErrorMessage(refused)).toBe('Incorrect username or password.');
    expect(serviceErrorMessage({ message: 'User is already confirmed.' })).toBe(
      'User is already confirmed.',
    );
    expect(serviceErrorMessage(new Error(''))).toBe(fallbackErrorMessage);
    expect(serviceErrorMessage(undefined)).toBe(fallbackErrorMessage);
  });

  it("says a disabled account's refusal in the shop's words", () => {
    const disabled = Object.assign(new Error('User is disabled.'), {
      name: 'NotAuthorizedException',
    });
    expect(serviceErrorMessage(disabled)).toBe(
      'This account has been disabled. Contact us if you think this is a mistake.',
    );
  });
});
