/** An open Server-Sent Events stream as a test reads it: everything received so far, and waiting for more. */
export async function openEventStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const reader = response.ok ? response.body!.getReader() : undefined;
  let received = '';
  let ended = false;
  // A read still waiting when a wait timed out: its chunk belongs to the next wait.
  let pending: ReturnType<NonNullable<typeof reader>['read']> | undefined;
  return {
    response,
    received: () => received,
    /** Reads until `text` has arrived (or the stream ends, or `withinMs` pass); true when it arrived. */
    async waitFor(text: string, withinMs = 5000): Promise<boolean> {
      const deadline = Date.now() + withinMs;
      while (!received.includes(text) && !ended && reader) {
        const left = deadline - Date.now();
        if (left <= 0) return false;
        pending ??= reader.read();
        const chunk = await Promise.race([
          pending,
          new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), left)),
        ]);
        if (chunk === 'timeout') return false;
        pending = undefined;
        if (chunk.done) ended = true;
        else received += new TextDecoder().decode(chunk.value);
      }
      return received.includes(text);
    },
    /** True once the server has ended the stream (within `withinMs`). */
    async ends(withinMs = 5000): Promise<boolean> {
      await this.waitFor('\u0000never', withinMs);
      return ended;
    },
    close: () => controller.abort(),
  };
}
