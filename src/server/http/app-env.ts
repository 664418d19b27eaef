import type { Services } from '#server/services';
import type { FoundSession, SessionUser } from '#server/accounts/find-session';

export type AppEnv = {
  Variables: {
    services: Services;
    /** The id of this request in the logs and in the X-Request-Id header of its answer. */
    requestId: string;
    user: SessionUser;
    /** The session requireUser found: this device. */
    session: FoundSession['session'];
  };
};
