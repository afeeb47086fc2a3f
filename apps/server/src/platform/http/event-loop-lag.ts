import { monitorEventLoopDelay } from 'node:perf_hooks';

const RESOLUTION_MS = 10;

/**
 * The event loop's lag over the last window, in ms. A window with no sample (the timer fired again right after a
 * late run, so the histogram had no time to record) tells nothing new: the previous figure stands, where
 * under-pressure's own check reads it as an infinite delay and sheds calls on a loop that is not busy.
 */
export function lagAfterWindow(samples: number, meanNs: number, previousMs: number): number {
  if (samples === 0 || !Number.isFinite(meanNs)) return previousMs;
  return Math.max(0, meanNs / 1e6 - RESOLUTION_MS);
}

/** Samples the lag every `windowMs` in the background (unref'd); `lag()` is the last window's figure. */
export function watchEventLoopLag(windowMs: number): { lag: () => number; stop: () => void } {
  const histogram = monitorEventLoopDelay({ resolution: RESOLUTION_MS });
  histogram.enable();
  let lag = 0;
  const timer = setInterval(() => {
    lag = lagAfterWindow(histogram.count, histogram.mean, lag);
    histogram.reset();
  }, windowMs);
  timer.unref();
  return {
    lag: () => lag,
    stop: () => {
      clearInterval(timer);
      histogram.disable();
    },
  };
}
