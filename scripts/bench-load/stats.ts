import { percentile } from '../bench-lib.mjs';
import type { Answer } from './http';

export type RequestKind = 'read' | 'quote' | 'checkout' | 'bare';

/** One request: when it started (ms after the run's start), how long it took, what came back. */
interface Sample {
  kind: RequestKind;
  at: number;
  ms: number;
  /** The status ('200', '409', '503'…) or the network error ('ECONNRESET', 'TIMEOUT'…). */
  outcome: string;
}

/** Answers each kind is meant to get: anything else counts as an error. A 409 is a refusal. */
const expected: Record<RequestKind, readonly string[]> = {
  read: ['200'],
  quote: ['200'],
  checkout: ['201', '409'],
  bare: ['200'],
};

export interface KindFigures {
  /** Every request sent, answered or not. */
  requests: number;
  /** Expected answers per second (an error, often an instant refusal, is not throughput). */
  requestsPerSecond: number;
  /** Over the requests that got an answer below 500 (a proxy's instant 502 would flatter them). */
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Answers other than the expected ones, by status or network error. */
  errors: Record<string, number>;
}

export interface Window {
  name: string;
  fromMs: number;
  toMs: number;
}

const round = (value: number) => Math.round(value * 10) / 10;

export const outcomeOf = (answer: Answer) =>
  'error' in answer ? answer.error : String(answer.status);

function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) counts[key(item)] = (counts[key(item)] ?? 0) + 1;
  return counts;
}

/** Every request of a run, recorded as it ends. */
export class RequestLog {
  private readonly samples: Sample[] = [];
  constructor(private readonly startedAt: number) {}

  /** Milliseconds since the run started. */
  now(): number {
    return performance.now() - this.startedAt;
  }

  record(kind: RequestKind, answer: Answer): void {
    const at = this.now() - answer.ms;
    this.samples.push({ kind, at, ms: answer.ms, outcome: outcomeOf(answer) });
  }

  /** Figures per kind, over the requests started in the first `seconds`. */
  figures(seconds: number): Partial<Record<RequestKind, KindFigures>> {
    const inRun = this.samples.filter((sample) => sample.at < seconds * 1000);
    const kinds = [...new Set(inRun.map((sample) => sample.kind))];
    return Object.fromEntries(
      kinds.map((kind) => {
        const ofKind = inRun.filter((sample) => sample.kind === kind);
        const answered = ofKind.filter((s) => /^[1-4]\d\d$/.test(s.outcome)).map((s) => s.ms);
        const errors = countBy(
          ofKind.filter((sample) => !expected[kind].includes(sample.outcome)),
          (sample) => sample.outcome,
        );
        const figures: KindFigures = {
          requests: ofKind.length,
          requestsPerSecond: round(
            ofKind.filter((sample) => expected[kind].includes(sample.outcome)).length / seconds,
          ),
          p50Ms: round(percentile(answered, 50)),
          p95Ms: round(percentile(answered, 95)),
          p99Ms: round(percentile(answered, 99)),
          errors,
        };
        return [kind, figures];
      }),
    );
  }

  /** What each kind got in a window (a disruption and its recovery), by status or error. */
  during(window: Window): Partial<Record<RequestKind, Record<string, number>>> {
    const inside = this.samples.filter(
      (sample) => sample.at + sample.ms >= window.fromMs && sample.at < window.toMs,
    );
    const kinds = [...new Set(inside.map((sample) => sample.kind))];
    return Object.fromEntries(
      kinds.map((kind) => [
        kind,
        countBy(
          inside.filter((sample) => sample.kind === kind),
          (sample) => sample.outcome,
        ),
      ]),
    );
  }

  /** Answers per second of the run, expected and not, for the report's timeline. */
  timeline(seconds: number): { second: number; ok: number; errors: number }[] {
    const rows = Array.from({ length: Math.ceil(seconds) }, (_, second) => ({
      second,
      ok: 0,
      errors: 0,
    }));
    for (const sample of this.samples) {
      const row = rows[Math.floor((sample.at + sample.ms) / 1000)];
      if (!row) continue;
      if (expected[sample.kind].includes(sample.outcome)) row.ok++;
      else row.errors++;
    }
    return rows;
  }
}
