/** The answer of GET /api/health: the process is up and answering (liveness, decision 017). */
export type Health = { status: 'ok' };

/**
 * The answer of GET /api/ready, 200 only when `ready`: a load balancer sends requests to a
 * process only then. `draining` is a process shutting down, finishing what it has.
 */
export type Readiness = {
  status: 'ready' | 'unavailable' | 'draining';
  checks: {
    database: 'up' | 'down';
    files: 'up' | 'down';
    /** `off`: this process runs no job queue. */
    queue: 'up' | 'down' | 'off';
  };
};
