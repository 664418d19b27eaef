import type { TestApp } from './test-app';
import { APP_URL } from './test-app';
import type { Visitor } from './visitor';

/**
 * GET /api/messages/events as the visitor's browser opens it, on `app` (another process of the
 * same database, when it is another app). The stream never ends by itself: `until` reads it up to
 * a pattern or fails after a time limit, and `close` hangs up as a closed tab does.
 */
export async function openMessageEvents(app: TestApp['app'], visitor: Visitor) {
  const response = await app.request('/api/messages/events', {
    headers: { origin: APP_URL, 'x-forwarded-for': visitor.ip, cookie: visitor.cookieHeader },
  });
  if (response.status !== 200 || !response.body)
    throw new Error(`The event stream did not open: ${response.status} ${await response.text()}`);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  return {
    status: response.status,
    headers: response.headers,
    /** Everything read so far, once it matches. */
    async until(pattern: RegExp, ms = 5_000): Promise<string> {
      const deadline = Date.now() + ms;
      while (!pattern.test(text)) {
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`No ${pattern} within ${ms} ms; the stream said ${JSON.stringify(text)}`)),
            Math.max(0, deadline - Date.now()),
          );
        });
        try {
          const chunk = await Promise.race([reader.read(), timeout]);
          if (chunk.done) throw new Error(`The stream ended; it said ${JSON.stringify(text)}`);
          text += decoder.decode(chunk.value, { stream: true });
        } finally {
          clearTimeout(timer);
        }
      }
      return text;
    },
    close: () => reader.cancel(),
  };
}

/** The line pair of one `event: message` for a message id. */
export const messageEvent = (messageId: string) =>
  new RegExp(`event: message\\ndata: \\{"messageId":"${messageId}"\\}\\n\\n`);
