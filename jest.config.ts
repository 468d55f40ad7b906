import type { Config } from 'jest'

// Two projects: the SPA under jsdom with msw, and the reference API on a fresh PGlite database.
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
]

const config: Config = {
  // Jest's default on a 2-core machine is one worker; two keep `npm test` within its 3-minute budget there.
  maxWorkers: 2,
  // A bound for a test that hangs, not for a slow one (see asyncUtilTimeout in src/test/setupTests.ts); a project's
  // own setting is not read.
  testTimeout: 30000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jest-fixed-jsdom',
      testEnvironmentOptions: { customExportConditions: [''] },
      roots: ['<rootDir>/src', '<rootDir>/config', '<rootDir>/contract', '<rootDir>/translations'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(rettime|@open-draft/deferred-promise|until-async)/)'],
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@config/(.*)$': '<rootDir>/config/$1', '^@contract/(.*)$': '<rootDir>/contract/$1' },
    } as Config,
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server'],
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
      // PGlite's CommonJS build, cookie and set-cookie-parser load ESM: transform them too.
      transform: { '^.+\\.(c|m)?(t|j)sx?$': swc },
      transformIgnorePatterns: ['/node_modules/(?!(@electric-sql|cookie|set-cookie-parser|@fastify/cookie)/)'],
      // The page renderer runs the SPA's code (src/) on the server.
      moduleNameMapper: { '^@/(.*)$': '<rootDir>/src/$1', '^@config/(.*)$': '<rootDir>/config/$1', '^@contract/(.*)$': '<rootDir>/contract/$1' },
    },
  ],
}

export default config
