import type { Config } from 'jest'

// Three projects: the SPA's screens in jsdom with msw (`*.test.tsx`), the logic of the SPA and of the folders both
// sides share in plain Node (`*.test.ts`: no DOM to build and no API mock to start for each file — half the cost of a
// small file), and the reference API on a fresh PGlite database.
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
]

const aliases = { '^@/(.*)$': '<rootDir>/src/$1', '^@config/(.*)$': '<rootDir>/config/$1', '^@contract/(.*)$': '<rootDir>/contract/$1' }

const spa: Config = {
  roots: ['<rootDir>/src', '<rootDir>/config', '<rootDir>/contract', '<rootDir>/translations'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|@open-draft/deferred-promise|until-async)/)'],
  moduleNameMapper: aliases,
}

const config: Config = {
  // Jest's default on a 2-core machine is one worker; two keep `npm test` within its 3-minute budget there.
  maxWorkers: 2,
  // A bound for a test that hangs, not for a slow one (see asyncUtilTimeout in src/test/setupTests.ts); a project's
  // own setting is not read.
  testTimeout: 30000,
  projects: [
    {
      ...spa,
      displayName: 'web',
      testMatch: ['**/*.test.tsx'],
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      // msw's GraphQL support loads the graphql package (129 modules) into every file; the API is REST.
      moduleNameMapper: { ...aliases, '^graphql$': '<rootDir>/src/test/graphqlUnused.cjs' },
    } as Config,
    { ...spa, displayName: 'logic', testMatch: ['**/*.test.ts'], testEnvironment: 'node' } as Config,
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/server/test/globalTeardown.ts',
      // PGlite's CommonJS build, cookie and set-cookie-parser load ESM: transform them too.
      transform: { '^.+\\.(c|m)?(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(@electric-sql|cookie|set-cookie-parser|@fastify/cookie)/)'],
      // The page renderer runs the SPA's code (src/) on the server.
      moduleNameMapper: aliases,
    },
  ],
}

export default config
