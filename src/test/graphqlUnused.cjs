// msw loads the graphql package (129 modules, ~0.2 s of CPU per test file) for its GraphQL handlers, which this app
// never uses: its back end speaks REST and the tests mock it with msw's `http`. jest.config.ts maps `graphql` here for
// the web tests, so a GraphQL handler would fail loudly instead of quietly working against a stand-in.
module.exports = new Proxy(
  {},
  {
    get(_, name) {
      if (name === '__esModule' || typeof name === 'symbol') return undefined
      return () => {
        throw new Error(`graphql.${name}: the web tests do not load graphql (see jest.config.ts); mock the API with msw's http`)
      }
    },
  },
)
