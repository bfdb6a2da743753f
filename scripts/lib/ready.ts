/** Polls until every URL answers (any HTTP status), or fails after `timeoutMs`. */
export async function waitForUrls(urls: string[], timeoutMs: number, isAlive: () => boolean) {
  const deadline = Date.now() + timeoutMs;
  const pending = new Set(urls);
  while (pending.size > 0) {
    if (!isAlive()) throw new Error('The emulators stopped while starting (see the log above).');
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${[...pending].join(', ')}`);
    for (const url of [...pending]) {
      const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) pending.delete(url);
    }
    if (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
