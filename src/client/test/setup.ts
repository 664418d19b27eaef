import { cleanup } from '@testing-library/react';
import { toast } from 'sonner';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './server';

// A request no test answered is a failure: the screen asked for something the test did not expect.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  // Sonner keeps its toasts in a module: without this, a test's toast shows in the next test's page.
  toast.dismiss();
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());
