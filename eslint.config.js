import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import noRelativeZoneCrossing from './eslint-rules/no-relative-zone-crossing.js';

// Each zone's forbidden imports. Aliases (#shared, #server, #client) name where an import lands, so
// the rules are written on them; a relative import may not climb out of its folder (../../), nor
// cross into another zone (eslint-rules/no-relative-zone-crossing.js).
const NO_CLIMBING = {
  regex: '^(\\.\\./){2,}',
  message: 'Import from another folder through its alias (#shared/…, #server/…, #client/…), not ../../.',
};
const SHARED_STAYS_PURE = [
  {
    regex: '^#(server|client)/',
    message: 'src/shared is used by both sides: it imports neither the server nor the client.',
  },
  { regex: '^node:', message: 'src/shared runs in the browser too: no node: modules.' },
];
const SERVER_WITHOUT_CLIENT = { regex: '^#client/', message: 'The server never imports the client.' };
// Only the HTTP layer speaks HTTP (issue 36): a domain, lib or any other server folder knows neither
// Hono nor src/server/http, and refuses with a Rejection.
const SPEAKS_HTTP = ['src/server/http/**', 'src/server/routes/**', 'src/server/app.ts', 'src/server/main.ts'];
const DOMAIN_WITHOUT_HTTP = {
  regex: '^(@?hono(/|$)|#server/http/|\\.{1,2}/http/)',
  message:
    'Outside http/, routes/, app.ts and main.ts, the server knows nothing of HTTP (no hono, no #server/http): raise a Rejection (#server/platform/lib/rejection), which the HTTP layer turns into a status.',
};
// The platform (database, file store, jobs, mail, config, metrics, auth) sits below the domains
// (issue 36): it imports only itself, src/shared and packages. #server/http is left to
// DOMAIN_WITHOUT_HTTP, so that an import breaks one rule, not two. A file in a folder of the platform
// cannot leave it relatively (NO_CLIMBING); one directly in it would by ../, refused below.
const PLATFORM_BELOW_DOMAINS = {
  regex: '^#server/(?!platform/|http/)',
  message:
    'src/server/platform sits below the domains and imports none of them, nor the composition roots: pass what it needs in, or move the piece to the domain that owns it.',
};
const PLATFORM_FILES_STAY_INSIDE = { ...PLATFORM_BELOW_DOMAINS, regex: '^\\.\\./(?!\\.\\./|http/)' };
// A domain tells the webhooks domain what happened through a domain event in the outbox
// (announceEvent, decision 050), never by importing it: only the webhooks folder itself, the edge
// and the composition roots call it. Its export records join the export registry, a plain list.
const NOT_WEBHOOKS = [...SPEAKS_HTTP, 'src/server/webhooks/**', 'src/server/*.ts', 'src/server/platform/**'];
const EVENTS_NOT_IMPORTS = {
  regex: '^#server/webhooks/(?!export-)',
  message:
    'A domain tells webhooks what happened with announceEvent (#server/platform/outbox/announce-event), a domain event its handlers hear after the commit, never by importing it (decision 050).',
};
const CLIENT_TYPES_OF_SERVER = {
  regex: '^#server/',
  allowTypeImports: true,
  message: 'src/client may import from src/server only as types (import type).',
};
const NO_FEATURES = {
  regex: '^#client/features/',
  message: 'client/components and client/lib are used by every feature and import none of them.',
};
const NO_API_IN_COMPONENTS = {
  regex: '^#client/lib/api-client$',
  allowTypeImports: true,
  message:
    'client/components holds generic pieces and none calls the API: a widget that does belongs to its feature.',
};
const NO_QUERIES_IN_COMPONENTS = {
  name: '@tanstack/react-query',
  importNames: ['useQuery', 'useInfiniteQuery', 'useSuspenseQuery', 'useMutation'],
  message:
    'client/components holds generic pieces and none calls the API: a widget that does belongs to its feature.',
};
const FRONT_DOORS_ONLY = {
  regex: '^#client/features/[^/]+/',
  message:
    'A feature uses another only through its front door, #client/features/<name> (its index.ts), never its api/, components/ or routes/; inside a feature, import relatively.',
};
// no-restricted-imports does not see import(): a lazy import into another feature is refused the same.
const LAZY_FEATURE_INSIDES = {
  selector: 'ImportExpression[source.value=/^#client\\/features\\/[^\\/]+\\//]',
  message: FRONT_DOORS_ONLY.message,
};
// A transaction's body records its side effects in the outbox (decision 043): it never reaches the
// mailer, the job queue or the live events itself. On PGlite the queue waits for the one connection
// the open transaction holds, and the database locked for good (issue 34).
const TRANSACTION_BODY =
  ":matches(CallExpression[callee.property.name='transaction'], CallExpression[callee.name='inTransaction'])";
const TRANSACTION_SIDE_EFFECTS = [
  {
    selector: `${TRANSACTION_BODY} :matches(MemberExpression[property.name=/^(mailer|lifecycle)$/], CallExpression[callee.property.name='publish'])`,
    message: 'A transaction never sends an email, queues a job or publishes an event: outbox.record() it.',
  },
  {
    selector: `${TRANSACTION_BODY} CallExpression[callee.name=/^(runSoon|requestReceivedFileTimestamps|emitStandaloneWebhookEvent|inTransaction|dispatchSideEffects)$/]`,
    message:
      'A transaction never queues a job or opens another: outbox.record() it, or emitWebhookEvent(outbox, …).',
  },
];

function boundaries(files, patterns, paths = [], ignores = []) {
  return {
    files: [files],
    ignores,
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths }] },
  };
}

export default tseslint.config(
  { ignores: ['dist', 'data', 'node_modules', 'test-results', 'playwright-report', '.tmp'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // A screen that grows past this is split into sections (issue 11); a longer one says why.
    files: ['src/client/**/*.tsx'],
    ignores: ['src/client/**/*.test.tsx'],
    rules: { 'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }] },
  },
  // The import boundaries (ARCHITECTURE.md, "Boundaries"), one zone per folder. A file gets the
  // restrictions of every zone it is in; tests/repo/lint-boundaries.test.ts shows each one failing.
  boundaries('src/**/*.{ts,tsx}', [NO_CLIMBING]),
  boundaries('src/shared/**/*.{ts,tsx}', [NO_CLIMBING, ...SHARED_STAYS_PURE]),
  boundaries('src/server/**/*.{ts,tsx}', [NO_CLIMBING, SERVER_WITHOUT_CLIENT]),
  boundaries(
    'src/server/**/*.{ts,tsx}',
    [NO_CLIMBING, SERVER_WITHOUT_CLIENT, DOMAIN_WITHOUT_HTTP],
    [],
    SPEAKS_HTTP,
  ),
  boundaries(
    'src/server/**/*.{ts,tsx}',
    [NO_CLIMBING, SERVER_WITHOUT_CLIENT, DOMAIN_WITHOUT_HTTP, EVENTS_NOT_IMPORTS],
    [],
    NOT_WEBHOOKS,
  ),
  boundaries('src/server/platform/**/*.{ts,tsx}', [
    NO_CLIMBING,
    SERVER_WITHOUT_CLIENT,
    DOMAIN_WITHOUT_HTTP,
    PLATFORM_BELOW_DOMAINS,
  ]),
  boundaries('src/server/platform/*.{ts,tsx}', [
    NO_CLIMBING,
    SERVER_WITHOUT_CLIENT,
    DOMAIN_WITHOUT_HTTP,
    PLATFORM_BELOW_DOMAINS,
    PLATFORM_FILES_STAY_INSIDE,
  ]),
  boundaries('src/client/**/*.{ts,tsx}', [NO_CLIMBING, CLIENT_TYPES_OF_SERVER]),
  boundaries('src/client/lib/**/*.{ts,tsx}', [NO_CLIMBING, CLIENT_TYPES_OF_SERVER, NO_FEATURES]),
  boundaries(
    'src/client/components/**/*.{ts,tsx}',
    [NO_CLIMBING, CLIENT_TYPES_OF_SERVER, NO_FEATURES, NO_API_IN_COMPONENTS],
    [NO_QUERIES_IN_COMPONENTS],
  ),
  // app/, site/ and sw.ts, the composition roots, have no rule on features: they load each feature's
  // routes/ pages lazily (a chunk a page), and the service worker takes the device queue's module alone,
  // without the React of the feature's front door.
  boundaries('src/client/features/**/*.{ts,tsx}', [NO_CLIMBING, CLIENT_TYPES_OF_SERVER, FRONT_DOORS_ONLY]),
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', LAZY_FEATURE_INSIDES] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { rentproof: { rules: { 'no-relative-zone-crossing': noRelativeZoneCrossing } } },
    rules: { 'rentproof/no-relative-zone-crossing': 'error' },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: { 'no-restricted-syntax': ['error', ...TRANSACTION_SIDE_EFFECTS] },
  },
  {
    // Every answer's shape is declared once in src/shared (decision 017) and checked where it is sent.
    // An operation of the table has its answer typed by its schema instead (decision 051).
    files: ['src/server/routes/**/*.ts', 'src/server/http/**/*.ts'],
    ignores: ['src/server/http/mount-operations.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...TRANSACTION_SIDE_EFFECTS,
        {
          selector:
            "CallExpression[callee.object.name='c'][callee.property.name='json'][arguments.0.type!='TSSatisfiesExpression']",
          message:
            'Declare the response type in src/shared/<domain>/<domain>-responses.ts and send it as c.json({ … } satisfies ThatType).',
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'tests/**', 'bench/**'],
    // JSON replies are read loosely in tests: the assertions are the type check.
    rules: { 'no-console': 'off', '@typescript-eslint/no-explicit-any': 'off' },
  },
);
