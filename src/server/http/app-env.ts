import type { Services } from '#server/platform/services';
import type { FoundSession, SessionUser } from '#server/platform/auth/find-session';
import type { ApiActor } from '#server/api-keys/authenticate-api-key';

export type AppEnv = {
  Variables: {
    services: Services;
    /** The id of this request in the logs and in the X-Request-Id header of its answer. */
    requestId: string;
    user: SessionUser;
    /** The session requireUser found: this device. */
    session: FoundSession['session'];
    /** On /api/v1: the API key the request carries and whom it acts for (requireApiKey). */
    apiActor: ApiActor;
  };
};
