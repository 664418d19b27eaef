/**
 * React's imports resolved to Preact's compatibility layer, which weighs a tenth of React
 * (decisions 018 and 029). The app and the public site are built with these; the tests render
 * with React itself (decision 029 says why).
 */
export const preactAliases = [
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];
