import type { Config } from 'jest'
import { TEST_BOUND_MS } from './scripts/jest/testBound'

// Three projects: the SPA's screens in jsdom with msw (`*.test.tsx`), the logic of the SPA and of the folders both
// sides share in plain Node (`*.test.ts`: no DOM to build and no API mock to start for each file — half the cost of a
// small file), and the reference API on a fresh PGlite database.
//
// The server's and the logic files run in two plain Node processes (jest-light-runner) instead of a sandbox of their
// own each: a server file still gets its own database and app (server/test/harness.ts), but the modules it imports —
// fastify, PGlite, the SPA's renderer — are loaded and warmed once per process. That took the server files from ~180
// to ~105 s of worker time, the logic files from ~12 to ~3. What the light runner does not do, it is given
// (scripts/jest/): tsx compiles the TypeScript, and each test and hook is bound in time. Module mocks (jest.mock)
// and jest's own fake-timer helpers beyond the basic ones do not exist there. The screens keep jest's sandboxes: each
// file needs a document of its own.
const swc: [string, Record<string, unknown>] = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' }, module: { type: 'commonjs' } },
]

const aliases = { '^@/(.*)$': '<rootDir>/src/$1', '^@config/(.*)$': '<rootDir>/config/$1', '^@contract/(.*)$': '<rootDir>/contract/$1' }

// Plain Node processes, each running many files (see above). Child processes, not worker threads: Node 20 applies
// tsx's module hooks only on a process's main thread.
const lightRunner: Config = {
  runner: 'jest-light-runner/child-process',
  setupFiles: ['<rootDir>/scripts/jest/compileTypeScript.mjs'],
  setupFilesAfterEnv: ['<rootDir>/scripts/jest/timeBound.ts'],
}

const spa: Config = {
  roots: ['<rootDir>/src', '<rootDir>/config', '<rootDir>/contract', '<rootDir>/translations'],
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  transformIgnorePatterns: ['/node_modules/(?!(rettime|@open-draft/deferred-promise|until-async)/)'],
  moduleNameMapper: aliases,
}

const config: Config = {
  // Jest's default on a 2-core machine is one worker; two keep `npm test` within its 3-minute budget there.
  maxWorkers: 2,
  // A project's own setting is not read.
  testTimeout: TEST_BOUND_MS,
  projects: [
    {
      ...spa,
      displayName: 'web',
      testMatch: ['**/*.test.tsx'],
      testEnvironment: 'jest-fixed-jsdom',
      // Jest's runtime, with V8's code cache of each module kept per worker instead of parsed again for every file.
      runtime: '<rootDir>/scripts/jest/codeCacheRuntime.cjs',
      testEnvironmentOptions: { customExportConditions: [''] },
      setupFiles: ['<rootDir>/src/test/setupScheduler.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setupTests.ts'],
      // msw's GraphQL support loads the graphql package (129 modules) into every file; the API is REST.
      moduleNameMapper: { ...aliases, '^graphql$': '<rootDir>/src/test/graphqlUnused.cjs' },
    } as Config,
    { displayName: 'logic', roots: spa.roots, testMatch: ['**/*.test.ts'], ...lightRunner },
    {
      displayName: 'server',
      ...lightRunner,
      setupFiles: [...lightRunner.setupFiles!, '<rootDir>/server/test/reactProductionBuild.mjs'],
      roots: ['<rootDir>/server'],
      // These two run in jest's own process, compiled by jest's transform; the test files never are.
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/server/test/globalTeardown.ts',
      transform: { '^.+\\.ts$': swc },
    },
  ],
}

export default config
