import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a connection cut mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a connection cut earlier',
      new Error('Client has encountered a connection error and is not queryable'),
    ],
    ['a server that does not answer', new Error('timeout exceeded when trying to connect')],
    ['a refused connection', withCode('ECONNREFUSED')],
    ['a reset connection', withCode('ECONNRESET')],
    ['an administrator ending the session', withCode('57P01')],
    ['a server starting or stopping', withCode('57P03')],
    ['no connection slots left', withCode('53300')],
    ['a connection exception', withCode('08006')],
    ['a refusal from every address', new AggregateError([withCode('ECONNREFUSED')])],
    [
      'any of these inside Drizzle’s wrapper',
      new Error('Failed query', { cause: withCode('57P01') }),
    ],
  ])('is true for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['a syntax error', withCode('42601')],
    ['a statement timeout', withCode('57014')],
    ['an unexpected bug', new TypeError('x is undefined')],
    ['something not an Error', 'Connection terminated unexpectedly'],
  ])('is false for %s', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});
