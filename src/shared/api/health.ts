/** The answer of /api/health, for load balancers and monitoring (decision 017). */
export type Health = {
  status: 'ok' | 'degraded';
  database: { kind: 'pglite' | 'postgres'; status: 'up' | 'down' };
};
