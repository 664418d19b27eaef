// Writes src/shared/api/operation-routes.ts from the operations table (decision 051).
// Run: npm run generate:operations
import { writeFileSync } from 'node:fs';
import { operationRoutesSource } from '#server/routes/operations/operation-routes-source';

writeFileSync(new URL('../src/shared/api/operation-routes.ts', import.meta.url), operationRoutesSource());
