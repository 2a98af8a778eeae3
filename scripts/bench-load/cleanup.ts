/**
 * What the bench started, stopped in reverse order at the end: also after a failure, and on
 * Ctrl+C (then the process exits 130 once everything is stopped).
 */
export class Cleanup {
  private readonly steps: { name: string; stop: () => Promise<void> | void }[] = [];

  /** Registers `stop`; the returned function runs it now (once) and forgets it. */
  add(name: string, stop: () => Promise<void> | void): () => Promise<void> {
    const step = { name, stop };
    this.steps.push(step);
    return async () => {
      const index = this.steps.indexOf(step);
      if (index === -1) return;
      this.steps.splice(index, 1);
      await step.stop();
    };
  }

  async runAll(): Promise<void> {
    while (this.steps.length > 0) {
      const step = this.steps.pop()!;
      try {
        await step.stop();
      } catch (error) {
        console.error(`Stopping ${step.name} failed: ${(error as Error).message}`);
      }
    }
  }

  /** Ctrl+C or SIGTERM: stop everything, then exit. */
  onSignals(): void {
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        console.error(`\n${signal}: stopping what the bench started…`);
        void this.runAll().finally(() => process.exit(130));
      });
    }
  }
}
