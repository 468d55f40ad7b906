// How long a test or hook may run before it fails as hung: jest's own runner (jest.config.ts) and the light runner's
// bound (timeBound.ts) read it here. A bound for a test that hangs, not for a slow one (see asyncUtilTimeout in
// src/test/setupTests.ts).
export const TEST_BOUND_MS = 30_000
