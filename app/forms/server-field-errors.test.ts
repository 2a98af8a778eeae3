import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../data/api';
import { placeServerFieldErrors, sendFailureMessage } from './server-field-errors';

const values = { name: 'Sam', email: 'sam@', message: 'Hi', guests: 3 };

describe('placeServerFieldErrors', () => {
  it("puts each field message under the form's own field, focusing the first", () => {
    const setError = vi.fn();
    const refusal = new ApiError(400, 'invalid', 'Some fields need attention', {
      email: 'Please enter a valid email',
      body: 'Message must be at least 10 characters',
      'details.guests': 'Backyard BBQ needs at least 20 guests',
    });
    expect(
      placeServerFieldErrors(setError, values, refusal, { body: 'message', details: '' }),
    ).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'Please enter a valid email' }, { shouldFocus: true }],
      [
        'message',
        { type: 'server', message: 'Message must be at least 10 characters' },
        { shouldFocus: false },
      ],
      [
        'guests',
        { type: 'server', message: 'Backyard BBQ needs at least 20 guests' },
        { shouldFocus: false },
      ],
    ]);
  });

  it('places nothing for a field the form lacks, or for a failure that is not the API’s', () => {
    const setError = vi.fn();
    const refusal = new ApiError(400, 'invalid', 'Some fields need attention', { type: 'x' });
    expect(placeServerFieldErrors(setError, values, refusal)).toBe(false);
    expect(placeServerFieldErrors(setError, values, new Error('offline'))).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});

describe('sendFailureMessage', () => {
  it("uses the server's words for a refusal, the form's own otherwise", () => {
    const fallback = 'Your message could not be sent. Please try again.';
    expect(sendFailureMessage(new ApiError(409, 'conflict', 'Already sent'), fallback)).toBe(
      'Already sent',
    );
    expect(sendFailureMessage(new ApiError(0, 'unreachable', 'No network'), fallback)).toBe(
      fallback,
    );
    expect(sendFailureMessage(new ApiError(500, 'internal', 'Oops'), fallback)).toBe(fallback);
    expect(sendFailureMessage(new Error('offline'), fallback)).toBe(fallback);
  });
});
