// The server and logic projects run in plain Node child processes (jest-light-runner, see jest.config.ts), not in
// jest's per-file sandboxes: tsx compiles the TypeScript of everything the test files import (both module loaders,
// as `node --import tsx` would).
import { register as registerCommonJs } from 'tsx/cjs/api'
import { register as registerEsm } from 'tsx/esm/api'

registerEsm()
registerCommonJs()
