// Builds the SPA: one lazy chunk per page, vendor chunks, content-hashed files under assets/, precompressed
// gzip and brotli copies, swc for transpiling and minifying. The dev server proxies the API to the reference API.
import path from 'node:path'
import zlib from 'node:zlib'
import CompressionPlugin from 'compression-webpack-plugin'
import CopyPlugin from 'copy-webpack-plugin'
import HtmlWebpackPlugin from 'html-webpack-plugin'
import TerserPlugin from 'terser-webpack-plugin'
import { InjectManifest } from 'workbox-webpack-plugin'
import { pageIconDataUrl } from './config/pageIcon'
import { type Configuration, NormalModuleReplacementPlugin } from 'webpack'
import 'webpack-dev-server'

const API_TARGET = process.env.API_URL ?? 'http://localhost:3000'

export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development'
  // REACT_PROFILING=1 npm run build: React's profiling build with the components' names kept, for
  // `npm run interactions -- --react` (which components render during an interaction, and for how long) and
  // `npm run load-tasks` (which modules a page's load evaluates in each long task).
  const reactProfiling = production && process.env.REACT_PROFILING === '1'
  return {
    mode: production ? 'production' : 'development',
    entry: './src/index.tsx',
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: {
        '@': path.resolve(__dirname, 'src'),
        '@config': path.resolve(__dirname, 'config'),
        '@contract': path.resolve(__dirname, 'contract'),
        // Messages are precompiled to ASTs (translations/compiled), so the ICU parser never ships. The ES module build:
        // the CommonJS one requires all of tslib instead of the two helpers it uses.
        '@formatjs/icu-messageformat-parser$': path.resolve(__dirname, 'node_modules/@formatjs/icu-messageformat-parser/lib/no-parser.js'),
        // react-router's package exports only name its development build; production builds take the lean one.
        ...(production ? { 'react-router$': path.resolve(__dirname, 'node_modules/react-router/dist/production/index.mjs') } : {}),
        ...(reactProfiling ? { 'react-dom/client$': path.resolve(__dirname, 'node_modules/react-dom/profiling.js') } : {}),
      },
    },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
      ],
    },
    plugins: [
      // MUI makes every theme, its own fallback theme included, through createTheme and provides it through
      // ThemeProvider. Both import the CSS-variables machinery (createThemeWithVars, CssVarsProvider, the colour-scheme
      // script: ≈ 7 KB gzip of the first download) and use it only for a theme that asks for `cssVariables` or
      // `colorSchemes`. Ours asks for neither (theme.test.ts holds it to that), and for such a theme the two do exactly
      // what their NoVars modules do, which the build therefore takes instead (as mui/material-ui#48607 does for the
      // fallback theme). The server renders with MUI unchanged: a difference would show as a hydration mismatch.
      new NormalModuleReplacementPlugin(/^\.\/(createTheme|ThemeProvider)\.mjs$/, (resource: { context: string; request: string }) => {
        if (/[\\/]@mui[\\/]material[\\/]styles$/.test(resource.context)) resource.request = resource.request.replace(/\.mjs$/, 'NoVars.mjs')
      }),
      new HtmlWebpackPlugin({
        template: 'public/index.html',
        scriptLoading: 'defer',
        templateParameters: { iconDataUrl: pageIconDataUrl() },
      }),
      // config.js is copied as written: deployments edit it, so it keeps its comments.
      new CopyPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html'] }, info: { minimized: true } }] }),
      ...(production
        ? [
            // The service worker (src/app/offline/serviceWorker.ts → /sw.js) precaches the first download (the
            // entry's chunk group) and what every page needs without a connection: the offline page, the footer,
            // the consent and the persisted state, each with the shared chunks it depends on. Everything else is
            // cached as it is used (the page's own language is handed to it at registration).
            new InjectManifest({
              swSrc: path.resolve(__dirname, 'src/app/offline/serviceWorker.ts'),
              swDest: 'sw.js',
              chunks: ['main', 'page-offline', 'footer', 'consent', 'persist'],
              exclude: [/\.map$/, /\.LICENSE\.txt$/],
            }),
            new CompressionPlugin({ filename: '[path][base].gz', algorithm: 'gzip', test: /\.(js|css|html|svg|json)$/, threshold: 1024 }),
            new CompressionPlugin({
              filename: '[path][base].br',
              algorithm: 'brotliCompress',
              test: /\.(js|css|html|svg|json)$/,
              compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } } as zlib.ZlibOptions,
              threshold: 1024,
            }),
          ]
        : []),
    ],
    optimization: {
      runtimeChunk: 'single',
      // Modules named by their path in a profiling build, so that `npm run load-tasks` names what each task evaluated.
      ...(reactProfiling ? { moduleIds: 'named' as const, chunkIds: 'named' as const } : {}),
      minimizer: [
        new TerserPlugin({
          minify: TerserPlugin.swcMinify,
          extractComments: false,
          ...(reactProfiling ? { terserOptions: { mangle: { keep_fnames: true, keep_classnames: true }, compress: { keep_fnames: true } } } : {}),
        }),
      ],
      splitChunks: {
        chunks: 'all',
        // Named vendor groups take only modules of the initial chunks: a module that only a lazy page uses stays
        // in that page's chunk instead of growing the first download.
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, name: 'vendor-react', priority: 30, chunks: 'initial' },
          mui: { test: /[\\/]node_modules[\\/](@mui|@emotion|@popperjs)[\\/]/, name: 'vendor-mui', priority: 20, chunks: 'initial' },
          state: {
            test: /[\\/]node_modules[\\/](@reduxjs|redux|react-redux|redux-persist|immer|reselect)[\\/]/,
            name: 'vendor-state',
            priority: 20,
            chunks: 'initial',
          },
          intl: { test: /[\\/]node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/, name: 'vendor-intl', priority: 20, chunks: 'initial' },
        },
      },
    },
    performance: { hints: false },
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/api', '/content', '/img', '/sandbox', '/sitemap.xml', '/robots.txt'], target: API_TARGET }],
    },
  }
}
