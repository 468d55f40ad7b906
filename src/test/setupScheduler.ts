// jsdom has neither MessageChannel nor setImmediate, so React's scheduler falls back to setTimeout(0) between the
// slices of a concurrent render — and Node waits at least 1 ms for that: a pause after every 5 ms of rendering, and
// for a whole-app test an idle core. The browser's scheduler uses MessageChannel, which does not wait; Node's
// setImmediate does not either. It must be there before React's scheduler is first loaded (setupFiles run before
// setupTests.ts imports Testing Library).
import { clearImmediate, setImmediate } from 'node:timers'

Object.assign(globalThis, { setImmediate, clearImmediate })
