// Lint: TypeScript, React hooks, accessibility, formatjs message hygiene, and the layer rules of architecture §3
// (app → pages → features → shared; a feature never imports another feature; shared imports nothing above it;
// server rendering's Node side and browser side apart).
import { builtinModules } from 'node:module'
import js from '@eslint/js'
import boundaries from 'eslint-plugin-boundaries'
import formatjs from 'eslint-plugin-formatjs'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import { importX } from 'eslint-plugin-import-x'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

// Imports nobody may use (the DTO rule below adds patterns for components and pages).
const restrictedPaths = [
  { name: '@mui/material', message: 'Import by path (@mui/material/Button): the barrel defeats tree shaking.' },
  { name: '@mui/icons-material', message: 'Import icons by path (@mui/icons-material/Search).' },
  {
    name: 'react-redux',
    importNames: ['useDispatch', 'useSelector', 'useStore'],
    message: 'Use the typed hooks of @/shared/store (useAppDispatch, useAppSelector, useAppStore).',
  },
]

// An API answer's text: an error's `message`, its `fieldErrors`, or one of them (`fieldErrors.quantity`).
const API_TEXT_NODE = "MemberExpression:matches([property.name=/^(message|fieldErrors)$/], [object.property.name='fieldErrors'])"
const API_TEXT = `:matches(${API_TEXT_NODE})`
// What a route may not call on the database (server/db/client.ts's Db and Tx): its SQL lives in services.
const DB_CALLS = '/^(query|transaction|exec|afterCommit|notify|listen)$/'

const REFUSAL_BY_CODE = 'Tell refusals apart by their code (error.codes, @/shared/api refusalText), never by the back end’s text.'

// Components and pages see domain types only (architecture §4).
const DTO_PATTERN = {
  group: ['**/api/dto', '**/api/map', '**/api/requests'],
  message: 'UI speaks domain types: DTOs, mappers and request bodies stay in api/.',
}

// Server rendering's two sides (architecture §3): what the browser runs imports none of Node's modules…
const NODE_ONLY = 'The browser loads this file, and has no Node modules: Node-only code goes into src/app/ssr/server/.'
const NODE_MODULES = {
  // By exact name (`fs`, `fs/promises`): a pattern such as `events` would also match a file of ours named so.
  paths: builtinModules.map((name) => ({ name, message: NODE_ONLY })),
  patterns: [{ group: ['node:*'], message: NODE_ONLY }],
}
// …and what Node runs uses none of the browser's globals: those Node lacks (window, document, location, history,
// DOMParser, …), and those it has but that are the server's, not the shopper's, or are missing in Node 20
// (navigator, localStorage, sessionStorage). Type references are not uses (a type costs nothing at run time).
const BROWSER_ONLY_MESSAGE =
  'The server renderer loads this file in Node, which has no browser: browser-only code goes into src/app/ssr/client/ (the request’s details come in RequestEnvironment).'
const BROWSER_ONLY_GLOBALS = [
  ...Object.keys(globals.browser).filter((name) => !(name in globals.node)),
  'navigator',
  'Navigator',
  'localStorage',
  'sessionStorage',
  'Storage',
].map((name) => ({ name, message: BROWSER_ONLY_MESSAGE }))

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'translations/compiled/**',
      'public/config.js',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, formatjs, boundaries, 'import-x': importX },
    settings: {
      'import/resolver': { typescript: { project: './tsconfig.json' } },
      // import-x reads the TypeScript modules it follows (no-cycle) with the TypeScript parser and resolver.
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
      'boundaries/include': ['src/**/*'],
      // Re-exports and import() too, not only import statements: start-up reaches the app by both (app/startup/).
      'boundaries/dependency-nodes': ['import', 'export', 'dynamic-import'],
      // First match wins: server rendering's sides before the rest of app (architecture §3).
      'boundaries/elements': [
        { type: 'ssr-server', pattern: 'src/app/ssr/server/**' },
        { type: 'ssr-client', pattern: 'src/app/ssr/client/**' },
        { type: 'ssr-shared', pattern: 'src/app/ssr/serverData.ts', mode: 'full' },
        { type: 'app', pattern: 'src/app/**' },
        { type: 'pages', pattern: 'src/pages/**' },
        { type: 'features', pattern: 'src/features/*', capture: ['feature'] },
        { type: 'shared', pattern: 'src/shared/**' },
        { type: 'test', pattern: 'src/test/**' },
        { type: 'entry', pattern: 'src/index.tsx', mode: 'full' },
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'formatjs/enforce-description': 'error',
      'formatjs/enforce-default-message': 'error',
      'formatjs/enforce-placeholders': 'error',
      'formatjs/no-multiple-plurals': 'error',
      'formatjs/enforce-id': ['error', { idInterpolationPattern: '[sha512:contenthash:base64:6]', idWhitelist: ['^[a-z]+(\\.[a-zA-Z0-9]+)+$'] }],
      'boundaries/element-types': [
        'error',
        {
          default: 'disallow',
          rules: [
            { from: 'entry', allow: ['app', 'shared'] },
            // The renderer (jsdom, node:stream) is loaded by server/render alone: nothing the browser runs imports it.
            { from: 'app', allow: ['app', 'pages', 'features', 'shared', 'ssr-client', 'ssr-shared'] },
            { from: 'ssr-client', allow: ['app', 'pages', 'features', 'shared', 'ssr-client', 'ssr-shared'] },
            { from: 'ssr-server', allow: ['app', 'pages', 'features', 'shared', 'ssr-server', 'ssr-shared'] },
            // The one module both sides load imports neither side.
            { from: 'ssr-shared', allow: ['shared'] },
            { from: 'pages', allow: ['pages', 'features', 'shared'] },
            { from: 'features', allow: ['shared', ['features', { feature: '${from.feature}' }]] },
            { from: 'shared', allow: ['shared'] },
            { from: 'test', allow: ['app', 'pages', 'features', 'shared', 'test', 'ssr-server', 'ssr-client', 'ssr-shared'] },
          ],
        },
      ],
      // Another layer (or feature) reaches a feature only through its public index.ts.
      'boundaries/entry-point': [
        'error',
        {
          default: 'disallow',
          message: 'Reach a feature only through its index.ts (its public API).',
          rules: [
            { target: ['app', 'pages', 'shared', 'test', 'entry', 'ssr-server', 'ssr-client', 'ssr-shared'], allow: '**' },
            { target: ['features'], allow: 'index.ts' },
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
        },
      ],
    },
  },
  {
    // DTO → mapper → domain (architecture §4): components and pages see domain types only; psdata shapes, mappers and
    // request bodies stay in a feature's api/ (its generated hooks are what ui/ imports from there).
    files: ['src/**/ui/**/*.{ts,tsx}', 'src/pages/**/*.{ts,tsx}', 'src/app/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/mocks/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: restrictedPaths,
          patterns: [DTO_PATTERN],
        },
      ],
    },
  },
  {
    // Server rendering's browser side, and serverData.ts, which both sides load: none of Node's modules.
    // tsconfig.browser.json fails on them too, but only while nothing the bundle loads brings Node's types in
    // (@types/jsdom does, for one); this holds whatever the types.
    files: ['src/app/ssr/client/**/*.{ts,tsx}', 'src/app/ssr/serverData.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { paths: [...restrictedPaths, ...NODE_MODULES.paths], patterns: [DTO_PATTERN, ...NODE_MODULES.patterns] }],
    },
  },
  {
    // Server rendering's Node side, and serverData.ts: no browser globals, anywhere in the file, not only at module
    // level — every line of these files runs in Node. (The app they render may use the browser in effects and event
    // handlers, which the server never runs; that its modules load in Node is what server/test/pages.test.ts proves.)
    // A type check cannot hold this side: the app it renders uses the DOM's types, so a config without them fails
    // on the whole app (and @types/jsdom brings them back anyway).
    files: ['src/app/ssr/server/**/*.{ts,tsx}', 'src/app/ssr/serverData.ts'],
    ignores: ['src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-globals': ['error', ...BROWSER_ONLY_GLOBALS] },
  },
  {
    // The API and the scripts have no layers, but no cycles either.
    files: ['server/**/*.ts', 'scripts/**/*.ts', 'config/**/*.ts', 'contract/**/*.ts', 'conformance/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: { ...importX.flatConfigs.typescript.settings, 'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // contract/ holds the rules both sides read (docs/architecture.md, "Where each rule lives"): it depends on neither.
    files: ['contract/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/*', '@config/*', '**/src/**', '**/server/**', '**/config/**'],
              message: 'contract/ is read by the app and the API and imports neither.',
            },
          ],
        },
      ],
    },
  },
  {
    // A route file is a call's schema, one service call and its answer: no route imports another (shared schemas
    // are contract/api's), and no route touches the database: its SQL and transactions are a service's
    // (server/services/<area>/, docs/architecture.md §5 and §16). A route hands `shop.db` to a service.
    files: ['server/routes/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['./*'], message: 'Routes import no route: move what they share into a service.' },
            { group: ['**/db/*'], message: 'Routes do not touch the database: the SQL goes into a service (server/services/<area>/).' },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression > MemberExpression.callee[property.name=${DB_CALLS}]:matches([object.property.name='db'], [object.name=/^(db|tx)$/])`,
          message: 'Routes do not touch the database: move the query or transaction into a service (server/services/<area>/) and call it with shop.db.',
        },
      ],
    },
  },
  {
    // The conformance kit judges any back end from the outside: it speaks HTTP and reads the contract, never the
    // reference API's or the web app's code.
    files: ['conformance/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '@/*', '**/src/**'],
              message: 'The conformance kit talks HTTP only: import contract/ (@contract/…), nothing else of the project.',
            },
          ],
        },
      ],
    },
  },
  {
    // Nothing imports a route but app.ts, which registers them.
    files: ['server/**/*.ts'],
    ignores: ['server/app.ts', 'server/routes/**', 'server/test/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/routes/*'], message: 'Only app.ts imports routes: move what is shared into a service.' }] },
      ],
    },
  },
  {
    // Refusals are told apart and worded by their code (contract/errorCodes.ts, src/shared/api/refusals), never by
    // the back end's text: a back end may word them otherwise, or answer in the shopper's language.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.test.{ts,tsx}', 'src/**/mocks/**', 'src/test/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `BinaryExpression[operator=/^[!=]==?$/]:matches([left.type=/^(Literal|TemplateLiteral)$/], [right.type=/^(Literal|TemplateLiteral)$/]) ${API_TEXT}`,
          message: REFUSAL_BY_CODE,
        },
        { selector: `CallExpression[callee.property.name=/^(test|exec)$/][callee.object.regex] ${API_TEXT}`, message: REFUSAL_BY_CODE },
        {
          selector: `CallExpression[callee.property.name=/^(match|matchAll|startsWith|endsWith|includes|search)$/] > :matches(${API_TEXT_NODE}, ChainExpression > ${API_TEXT_NODE}).callee > .object`,
          message: REFUSAL_BY_CODE,
        },
        {
          selector: `CallExpression[callee.property.name=/^(match|matchAll|startsWith|endsWith|includes|search)$/] > MemberExpression.callee > :matches(${API_TEXT_NODE}, ChainExpression > ${API_TEXT_NODE}).object`,
          message: REFUSAL_BY_CODE,
        },
      ],
    },
  },
  {
    // The one place react-redux's untyped hooks are wrapped.
    files: ['src/shared/store/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Tests may reach into any layer and any feature's mocks.
    files: ['src/**/*.test.{ts,tsx}', 'src/test/**', 'src/**/mocks/**'],
    rules: { 'boundaries/element-types': 'off', 'boundaries/entry-point': 'off' },
  },
)
