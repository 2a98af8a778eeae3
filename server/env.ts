import type { PinoLogger } from 'hono-pino';
import type { RateLimitInfo } from 'hono-rate-limiter';
import type { HostRules } from '../domain/host-gate';
import type { Caller } from './caller';

/** What middleware puts on every request's context. */
export interface AppEnv {
  Variables: {
    requestId: string;
    /** The verified caller, or null for an anonymous request. */
    caller: Caller | null;
    /** The write limit last counted for this request (server/rate-limit.ts). */
    rateLimit: RateLimitInfo;
    /** Which hosts are public (PUBLIC_HOSTS, GATE_UNKNOWN_HOSTS): server/host-rules.ts. */
    hostRules: HostRules;
    /** The request's logger (server/log.ts), when the server logs requests. */
    logger: PinoLogger;
  };
}
