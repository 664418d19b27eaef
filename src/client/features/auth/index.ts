// The auth feature's front door: what other features may use of it (decision 015).
export { authApi, useMeta } from './api/auth-api';
export { passkeyApi, PASSKEYS_KEY, passkeysSupported, usePasskeys } from './api/passkey-api';
