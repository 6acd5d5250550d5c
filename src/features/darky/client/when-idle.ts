/** Runs a task when the browser is idle (or after a timeout at the latest); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  // Safari has no requestIdleCallback: wait a moment past the load instead.
  const handle = setTimeout(task, Math.min(timeoutMs, 1500));
  return () => clearTimeout(handle);
}
