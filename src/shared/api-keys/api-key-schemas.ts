import { z } from 'zod';
import { isIsoDate } from '#shared/dates';
import { TEAM_ROLES, type TeamRole } from '#shared/companies/company-schemas';
import { singleLineText } from '#shared/text';

// Keys for the public API (docs/product.md §33, decision 041). Settings › API and the routes that
// make, list and revoke keys use these schemas.

/** `read` for GET, `write` for every other method, `originals` to download a photo's original bytes. */
export const API_KEY_SCOPES = ['read', 'write', 'originals'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  read: 'Read',
  write: 'Write',
  originals: 'Original photos',
};

/** Every secret starts so: a leaked one is easy to find in code and logs. */
export const API_KEY_PREFIX = 'rp_';
/** How many of the secret's characters lists show, prefix included. */
export const API_KEY_START_LENGTH = 10;
/** Requests per key per minute, unless the server is configured otherwise (API_RATE_LIMIT_PER_MINUTE). */
export const API_RATE_LIMIT_PER_MINUTE = 300;
export const API_KEY_NAME_MAX = 60;

export const API_KEY_MESSAGES = {
  name: 'Please give the key a name, such as "Property manager sync".',
  scopes: 'Choose at least one scope.',
  scope: 'Scopes are read, write and originals.',
  expiresAt: 'Please select a real date.',
  expiresInPast: 'The expiry date must be after today.',
  role: 'Choose Admin or Member.',
  companyOnly: 'Only company keys have a role.',
  missing: 'Send your API key as "Authorization: Bearer <key>".',
  invalid: 'This API key is not valid: it may have been revoked or mistyped.',
  expired: 'This API key has expired. Create a new one in Settings › API.',
  sessionNotAccepted:
    'The API at /api/v1 takes an API key, not a signed-in session: send "Authorization: Bearer <key>".',
  readOnly: 'This API key can only read. Create a key with the write scope to make changes.',
  writeOnly: 'This API key cannot read. Create a key with the read scope to read.',
  originalsScope: 'Downloading original photos needs a key with the originals scope.',
  companyKeyOnly: 'A company key works on /api/v1/company routes only; use a personal key here.',
  rateLimited: 'Too many requests with this API key. Wait a moment, then try again.',
  adminsOnly: 'Only company Admins can manage company keys.',
} as const;

// A role sent for a personal key is named, rather than refused as an unknown field.
const onlyCompanyKeysHaveARole = (issue: { code?: string; keys?: string[] }) =>
  issue.code === 'unrecognized_keys' && issue.keys?.includes('role')
    ? API_KEY_MESSAGES.companyOnly
    : undefined;

export const apiKeyInputSchema = (today: string) =>
  z
    .object(
      {
        name: singleLineText({ label: 'Name', required: API_KEY_MESSAGES.name, max: API_KEY_NAME_MAX }),
        scopes: z
          .array(z.enum(API_KEY_SCOPES, { error: API_KEY_MESSAGES.scope }), {
            error: API_KEY_MESSAGES.scopes,
          })
          .min(1, API_KEY_MESSAGES.scopes)
          .transform((scopes) => [...new Set(scopes)]),
        /** The last day it works (a date, YYYY-MM-DD); null or absent: it never expires. */
        expiresOn: z
          .string()
          .refine(isIsoDate, API_KEY_MESSAGES.expiresAt)
          .refine((date) => date > today, API_KEY_MESSAGES.expiresInPast)
          .nullable()
          .optional()
          .transform((date) => date ?? null),
      },
      { error: onlyCompanyKeysHaveARole },
    )
    .strict();
export type ApiKeyInput = z.infer<ReturnType<typeof apiKeyInputSchema>>;

/** A company key also names the role it acts with. */
export const companyApiKeyInputSchema = (today: string) =>
  apiKeyInputSchema(today)
    .extend({ role: z.enum(TEAM_ROLES, { error: API_KEY_MESSAGES.role }) })
    .strict();
export type CompanyApiKeyInput = z.infer<ReturnType<typeof companyApiKeyInputSchema>>;

/** A key as lists show it: never its secret or hash. */
export type ApiKey = {
  id: string;
  name: string;
  /** The secret's first characters, `rp_AbC123`. */
  start: string;
  scopes: ApiKeyScope[];
  /** ISO 8601; null: never expires. */
  expiresAt: string | null;
  lastUsedAt: string | null;
  createdAt: string;
  /** A company key's role; null for a personal key. */
  role: TeamRole | null;
  /** Who made it (shown on company keys). */
  createdBy: string;
};

/** The answers of /api/api-keys and /api/company/api-keys (decision 017). */
export type ApiKeyList = { apiKeys: ApiKey[] };
/** The only answer that carries the secret. */
export type CreatedApiKeyResponse = { apiKey: ApiKey; secret: string };
