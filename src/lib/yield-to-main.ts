/**
 * Resolves in a task of its own, after the caller's task has ended and the browser has had its turn
 * (input, paint). For work that costs the main thread and need not finish within the caller's
 * task: a slow tablet then runs several short tasks instead of one long one (issue #11).
 * Chromium's `scheduler.yield()` resumes ahead of other queued tasks; elsewhere (Safari) a message
 * to a channel is the earliest new task, without the clamping of nested timers.
 */
export function yieldToMain(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  if (typeof MessageChannel === 'function' && typeof window !== 'undefined') {
    return new Promise((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
