// Jest's module runtime for the screen tests, with V8's code cache kept per worker process.
//
// Jest gives every test file a fresh module registry and compiles each module it loads anew (vm.compileFunction),
// even when the worker compiled the same source for the previous file: a screen test loads ~2,000 modules (React,
// MUI, the app), and parsing them again for every file was 9 % of the web project's time. A worker now keeps what V8
// produced for a source and hands it back when the same transformed source of the same file is compiled again; V8
// then deserialises instead of parsing. Each file still gets new module instances in its own context: a code cache
// holds compiled code, not values.
//
// It reaches into jest-runtime's module executor (its `compile` and the fields that one reads), which is not a public
// API: after a Jest upgrade, `npm test` fails here at once if they moved, rather than silently running uncached.
/* eslint-disable @typescript-eslint/no-require-imports -- jest-runner loads a runtime with require(): CommonJS */
const vm = require('node:vm')
const Runtime = require('jest-runtime').default

/** filename → the transformed source last compiled for it and V8's cache of that compilation. */
const compiled = new Map()

class CodeCacheRuntime extends Runtime {
  constructor(...args) {
    super(...args)
    const executor = this.executor
    const jestCompile = executor.compile.bind(executor)
    for (const field of ['environment', 'resolution', 'injectedModuleParameters', 'dynamicImport']) {
      if (!(field in executor)) throw new Error(`codeCacheRuntime: jest-runtime's module executor has no ${field} any more`)
    }
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext()
      if (context == null || executor.resolution.isCoreModule(filename)) return jestCompile(source, filename)
      const options = {
        filename,
        parsingContext: context,
        importModuleDynamically: (specifier, _fn, attributes, ...rest) => executor.dynamicImport(specifier, filename, context, attributes, rest[0]),
      }
      try {
        const known = compiled.get(filename)
        if (known?.source === source) {
          const fn = vm.compileFunction(source, executor.injectedModuleParameters, { ...options, cachedData: known.data })
          if (!fn.cachedDataRejected) return fn
        }
        const fn = vm.compileFunction(source, executor.injectedModuleParameters, { ...options, produceCachedData: true })
        if (fn.cachedData) compiled.set(filename, { source, data: fn.cachedData })
        return fn
      } catch {
        // Jest's own compile reports a syntax error with its context (and retries ESM syntax its own way).
        return jestCompile(source, filename)
      }
    }
  }
}

module.exports = CodeCacheRuntime
