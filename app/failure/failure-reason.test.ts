import { describe, expect, it } from 'vitest';
import { ApiError, unreachableMessage } from '../data/api';
import { routeFailureReason } from './failure-reason';

/** What React Router hands an error boundary for a response a loader threw, or no match. */
const thrownResponse = (status: number) => ({ status, statusText: '', internal: true, data: null });

describe('routeFailureReason', () => {
  it('says the store cannot be reached when the API does not answer or answers 5xx', () => {
    expect(routeFailureReason(new ApiError(0, 'unreachable', unreachableMessage))).toBe(
      'unreachable',
    );
    expect(routeFailureReason(new ApiError(500, 'http_error', 'The store answered 500'))).toBe(
      'unreachable',
    );
    expect(routeFailureReason(new ApiError(503, 'http_error', 'The store answered 503'))).toBe(
      'unreachable',
    );
  });

  it('shows not found for an unknown id, from the API or the router', () => {
    expect(routeFailureReason(new ApiError(404, 'not_found', 'Product not found'))).toBe(
      'notFound',
    );
    expect(routeFailureReason(thrownResponse(404))).toBe('notFound');
  });

  it('calls a missing chunk outdated, whatever the browser says', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: http://localhost/assets/route-abc.js',
      'error loading dynamically imported module: http://localhost/assets/route-abc.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/route-abc.css',
    ]) {
      expect(routeFailureReason(new TypeError(message))).toBe('outdated');
    }
  });

  it('calls anything else unexpected: a refused request, a bug, a thrown non-error', () => {
    expect(routeFailureReason(new ApiError(403, 'forbidden', 'Not allowed'))).toBe('unexpected');
    expect(routeFailureReason(thrownResponse(500))).toBe('unexpected');
    expect(
      routeFailureReason(new TypeError("Cannot read properties of undefined (reading 'id')")),
    ).toBe('unexpected');
    expect(routeFailureReason('nope')).toBe('unexpected');
  });
});
