// The one webpack + Module Federation setup every package builds with (ARCHITECTURE §2):
// the shell calls it as the host, every remote as a remote.
import { createRequire } from 'node:module';
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import { FirstPaintPlugin } from './first-paint.mjs';
import { PORTS } from './ports.mjs';

export { PORTS, REMOTE_FOLDERS } from './ports.mjs';

/**
 * Loaded exactly once in the browser, whoever asks first. The keys are import paths: React's
 * JSX runtime and react-dom/client are separate entries, or React would load twice.
 * React Router is a singleton too, but inside `@lingualoop/shared` (shared/src/router): a
 * package shared here is never tree-shaken, and six of React Router's seven parts go unused.
 */
export const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'styled-components',
  'i18next',
  'react-i18next',
  'react-toastify',
  '@lingualoop/shared',
];

const require = createRequire(import.meta.url);
const sharedPackage = require('../package.json');

/** The version ranges come from package.json: the shared package's own for its deps. */
function versionOf(name, pkg) {
  const base = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
  if (base === '@lingualoop/shared') return sharedPackage.version;
  const range = pkg.dependencies?.[base] ?? sharedPackage.dependencies?.[base];
  if (!range) throw new Error(`${pkg.name}: "${base}" is shared but not a dependency`);
  return range;
}

export function sharedSingletons(pkg) {
  return Object.fromEntries(
    SINGLETONS.map((name) => [
      name,
      { singleton: true, requiredVersion: versionOf(name, pkg), strictVersion: false },
    ]),
  );
}

/**
 * @param {object} options
 * @param {string} options.dir          the package folder (its package.json, src/, dist/)
 * @param {string} options.name         MF name: 'shell' or one of the remote names
 * @param {'host'|'remote'} options.role
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.title]      page title of the package's own index.html
 * @param {string} [options.firstPaint] a module rendering the package's first paints at build
 *                                      time (see shared/src/first-paint); production only
 */
export function createWebpackConfig({ dir, name, role, exposes, title, firstPaint }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    const pkg = require(path.join(dir, 'package.json'));
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: './src/index.ts',
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // Each remote is deployed on its own origin: chunks resolve against where the entry came from.
        publicPath: 'auto',
        filename: production ? '[name].[contenthash:8].js' : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'] },
      module: {
        rules: [
          {
            test: /\.[cm]?tsx?$/,
            exclude: /node_modules/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  target: 'es2022',
                  transform: { react: { runtime: 'automatic', development: !production } },
                },
              },
            },
          },
          { test: /\.m?js$/, resolve: { fullySpecified: false } },
          { test: /\.(png|svg|jpe?g|webp|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          ...(role === 'remote' ? { filename: 'remoteEntry.js', exposes } : {}),
          shared: sharedSingletons(pkg),
          // One remote that is offline must not hold the others' shared modules hostage.
          shareStrategy: 'loaded-first',
          manifest: { fileName: 'mf-manifest.json' },
          dts: false,
          // A remote never loads other remotes: leaving the remote-loading and manifest
          // (snapshot) code out of its runtime makes remoteEntry.js smaller and quicker to run.
          experiments: {
            optimization:
              role === 'remote'
                ? { target: 'web', disableRemote: true, disableSnapshot: true }
                : { target: 'web' },
          },
        }),
        new HtmlWebpackPlugin({
          template: path.join(import.meta.dirname, 'index.html'),
          title: title ?? 'LinguaLoop',
          favicon: path.join(import.meta.dirname, 'favicon.svg'),
          // Every page is served from its origin's root; deep links (/course/5) need absolute URLs.
          publicPath: '/',
          // The shell reads the registry before anything else it fetches: start it with the page.
          registry: role === 'host',
          // The shell's page is the product; a remote's page runs it alone (dev harness).
          chunks: ['main'],
        }),
        ...(production && firstPaint ? [new FirstPaintPlugin({ dir, entry: firstPaint })] : []),
      ],
      performance: { hints: false },
      optimization: production
        ? {
            moduleIds: 'deterministic',
            // SWC's minifier: the same output size as terser at a fraction of the build time.
            minimizer: [
              new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }),
            ],
          }
        : {},
      devServer: {
        port: role === 'host' ? PORTS.shell : PORTS[name],
        historyApiFallback: true,
        hot: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: `http://127.0.0.1:${PORTS.api}` }],
        client: { overlay: { warnings: false, errors: true } },
      },
      stats: production ? 'errors-warnings' : 'minimal',
    };
  };
}
