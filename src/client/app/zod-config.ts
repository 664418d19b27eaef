import { z } from 'zod';

// Imported first by the entry, before any schema is built: zod otherwise probes whether it may
// compile validators with `Function('')`, which the page's policy (no 'unsafe-eval') refuses, and
// the browser reports each refusal. Interpreted validators are fast enough for our forms.
z.config({ jitless: true });
