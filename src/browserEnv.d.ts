// What the browser's code knows of Node's `process`: only `process.env.NODE_ENV`, which webpack writes in as the
// build's mode (DefinePlugin); the bundle has no `process` at run time. Read by tsconfig.browser.json alone: the
// root config has Node's types, whose `process` this would contradict.
declare const process: { readonly env: { readonly NODE_ENV: string } }
