import type { Services } from '#server/services';
import type { FoundSession, SessionUser } from '#server/accounts/find-session';

export type AppEnv = {
  Variables: {
    services: Services;
    user: SessionUser;
    /** The session requireUser found: this device. */
    session: FoundSession['session'];
  };
};
