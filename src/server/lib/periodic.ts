/**
 * Background work that runs now and then every `intervalMs`, never two runs at once (a slow run
 * makes the next tick a no-op), a failure logged and retried on the next tick, and `stop()` waiting
 * for the run in progress. The sales roll-ups and the payment reminders run this way.
 */
export interface Periodic {
  stop(): Promise<void>;
}

export function runPeriodically(
  what: string,
  run: (isStopped: () => boolean) => Promise<unknown>,
  intervalMs: number,
  log: { warn: (o: object, m: string) => void },
): Periodic {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = run(() => stopped)
      .then(() => undefined)
      .catch((err: unknown) => log.warn({ err }, `${what} failed; retrying on the next tick`))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
