import type { Services } from '#server/services';
import type { SessionUser } from './middleware/require-user';

export type AppEnv = {
  Variables: {
    services: Services;
    user: SessionUser;
  };
};
