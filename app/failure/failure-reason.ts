import { isRouteErrorResponse } from 'react-router-dom';
import type { PageFailureReason } from '../../design-system/patterns/PageFailure/PageFailure';
import { isMissingChunk } from '../chunk-reload';
import { ApiError } from '../data/api';

export type RouteFailureReason = PageFailureReason | 'notFound';

/**
 * What a route's error means to a visitor. The API down (no answer, or a 5xx) is not the
 * visitor's fault and passes: 'unreachable', with a retry. A missing chunk after a deploy
 * (that reloading once did not fix) is 'outdated'. An unknown id is 'notFound'.
 */
export function routeFailureReason(error: unknown): RouteFailureReason {
  if (error instanceof ApiError) {
    if (error.status === 0 || error.status >= 500) return 'unreachable';
    if (error.status === 404) return 'notFound';
    return 'unexpected';
  }
  if (isRouteErrorResponse(error)) return error.status === 404 ? 'notFound' : 'unexpected';
  if (isMissingChunk(error)) return 'outdated';
  return 'unexpected';
}
