import { cleanup, configure } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// A screen's findBy and waitFor wait this long, not Testing Library's one second: on a loaded
// two-core machine a screen took longer than that to show its first list (issue 34, item 10b), and
// a wait that runs out should only ever mean a defect. Nothing waits this long when it passes.
configure({ asyncUtilTimeout: 10_000 });

// A request no test answered is a failure: the screen asked for something the test did not expect.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Sonner keeps its toasts in a module: without this, a test's toast shows in the next test's page.
  toast.dismiss();
  cleanup();
  server.resetHandlers();
});
/** Sonner removes a dismissed toast this long after the dismissal (its TIME_BEFORE_UNMOUNT, 200 ms). */
const SONNER_REMOVAL_MS = 250;
afterAll(async () => {
  // That removal is a timer of Sonner's own with nothing to wait for: left running past the end of
  // the file, it fires after the test environment is gone ("window is not defined"), under load.
  await new Promise((resolve) => setTimeout(resolve, SONNER_REMOVAL_MS));
  server.close();
});
