// Lint: TypeScript, React hooks, accessibility, formatjs message hygiene, and the layer rules of architecture §3
// (app → pages → features → shared; a feature never imports another feature; shared imports nothing above it).
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
      'boundaries/elements': [
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
            { from: 'app', allow: ['app', 'pages', 'features', 'shared'] },
            { from: 'pages', allow: ['pages', 'features', 'shared'] },
            { from: 'features', allow: ['shared', ['features', { feature: '${from.feature}' }]] },
            { from: 'shared', allow: ['shared'] },
            { from: 'test', allow: ['app', 'pages', 'features', 'shared', 'test'] },
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
            { target: ['app', 'pages', 'shared', 'test', 'entry'], allow: '**' },
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
          patterns: [
            { group: ['**/api/dto', '**/api/map', '**/api/requests'], message: 'UI speaks domain types: DTOs, mappers and request bodies stay in api/.' },
          ],
        },
      ],
    },
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
