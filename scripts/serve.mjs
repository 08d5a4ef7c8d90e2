// Serves the production builds as they are deployed (ARCHITECTURE §2): each remote on its own
// origin, the shell on 8080 answering /api by forwarding to the API. Used by `pnpm start`,
// the e2e suite and the bench. Options: --no-api (an API is already running), --only=a,b.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createFirstPaintSource } from '../shared/build/first-paint-compose.mjs';
import { PORTS as BASE_PORTS, REMOTE_FOLDERS } from '../shared/build/ports.mjs';

const root = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);
const only = args
  .find((a) => a.startsWith('--only='))
  ?.slice(7)
  .split(',');
const withApi = !args.includes('--no-api');

/**
 * PORT_OFFSET moves every port by the same amount (the e2e suite uses 1000: 9080, 9081, …),
 * so a second copy can run beside a developer's. remotes.json then points at the moved ports.
 */
const offset = Number(process.env.PORT_OFFSET ?? 0);
const PORTS = Object.fromEntries(
  Object.entries(BASE_PORTS).map(([name, port]) => [name, port + offset]),
);

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Hashed file names never change content: cache for a year. Entry points must be re-checked. */
function cacheControl(file) {
  return /\.[0-9a-f]{8}\.\w+$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

const gzipped = new Map();
function body(file, acceptsGzip) {
  const raw = readFileSync(file);
  const type = MIME[path.extname(file)] ?? 'application/octet-stream';
  if (!acceptsGzip || !/text|json|svg/.test(type) || raw.length < 1024) return { raw, type };
  const key = `${file}:${statSync(file).mtimeMs}`;
  if (!gzipped.has(key)) gzipped.set(key, gzipSync(raw, { level: 9 }));
  return { raw: gzipped.get(key), type, encoding: 'gzip' };
}

/**
 * Entry points (index.html, remoteEntry.js, mf-manifest.json) are served with no-cache: the
 * browser asks again each time, and the validator lets the answer be a bodiless 304 — which
 * is also what makes the shell's prefetched remote files usable.
 */
function etagOf(file) {
  const { size, mtimeMs } = statSync(file);
  return `W/"${size.toString(16)}-${Math.floor(mtimeMs).toString(16)}"`;
}

function send(request, response, file, extraHeaders = {}) {
  const etag = etagOf(file);
  if (request.headers['if-none-match'] === etag) {
    response.writeHead(304, {
      etag,
      'cache-control': cacheControl(path.basename(file)),
      ...extraHeaders,
    });
    return response.end();
  }
  const { raw, type, encoding } = body(
    file,
    /\bgzip\b/.test(request.headers['accept-encoding'] ?? ''),
  );
  response.writeHead(200, {
    'content-type': type,
    'cache-control': cacheControl(path.basename(file)),
    etag,
    'x-content-type-options': 'nosniff',
    ...(encoding ? { 'content-encoding': encoding, vary: 'accept-encoding' } : {}),
    ...extraHeaders,
  });
  response.end(request.method === 'HEAD' ? undefined : raw);
}

/** A page put together for this request (it embeds remotes' first paints): never stored. */
function sendPage(request, response, html) {
  const gzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
  const raw = gzip ? gzipSync(html) : Buffer.from(html);
  response.writeHead(200, {
    'content-type': MIME['.html'],
    'cache-control': 'no-cache',
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
  });
  response.end(raw);
}

/** Static files of one build; unknown paths without a file extension get the page. */
function staticHandler(distDir, extraHeaders = {}) {
  return (request, response) => {
    const url = new URL(request.url, 'http://localhost');
    const relative = path.normalize(decodeURIComponent(url.pathname)).replace(/^(\.\.[/\\])+/, '');
    const file = path.join(distDir, relative);
    if (file.startsWith(distDir) && existsSync(file) && statSync(file).isFile()) {
      return send(request, response, file, extraHeaders);
    }
    if (path.extname(relative)) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...extraHeaders });
      return response.end('Not found');
    }
    return send(request, response, path.join(distDir, 'index.html'), extraHeaders);
  };
}

/** Forwards /api to the API, streaming both ways (event streams included). */
function apiProxy(request, response) {
  const upstream = http.request(
    {
      host: '127.0.0.1',
      port: PORTS.api,
      method: request.method,
      path: request.url,
      headers: {
        ...request.headers,
        'x-forwarded-for': request.socket.remoteAddress ?? '',
        'x-forwarded-proto': 'http',
        'x-forwarded-host': request.headers.host ?? '',
      },
    },
    (answer) => {
      response.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(response);
    },
  );
  upstream.on('error', () => {
    if (response.headersSent) return response.destroy();
    response.writeHead(502, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ statusCode: 502, error: 'Bad Gateway', message: 'server/busy' }));
  });
  request.pipe(upstream);
}

function listen(name, port, handler) {
  return new Promise((resolve, reject) => {
    const server = http.createServer(handler);
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      console.log(`  ${name.padEnd(13)} http://localhost:${port}`);
      resolve(server);
    });
  });
}

const servers = [];
let api;

async function main() {
  console.log('\n  LinguaLoop (production builds)');
  if (withApi) {
    api = spawn(process.execPath, [path.join(root, 'api/dist/server.js')], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, PORT: String(PORTS.api) },
    });
    api.on('exit', (code) => {
      console.error(`  the API stopped (exit ${code})`);
      shutdown(code ?? 1);
    });
  }
  for (const [name, folder] of Object.entries(REMOTE_FOLDERS)) {
    if (only && !only.includes(name)) continue;
    const dist = path.join(root, folder, 'dist');
    if (!existsSync(dist)) continue;
    // Remotes are fetched from the shell's origin: their manifest needs CORS.
    servers.push(
      await listen(name, PORTS[name], staticHandler(dist, { 'access-control-allow-origin': '*' })),
    );
  }
  if (!only || only.includes('shell')) {
    const dist = path.join(root, 'shell/dist');
    const remotesJson = process.env.REMOTES_JSON ?? path.join(root, 'shell/public/remotes.json');
    const remotesBody = () =>
      offset === 0 || process.env.REMOTES_JSON
        ? null
        : readFileSync(remotesJson, 'utf8').replace(
            /localhost:(\d+)/g,
            (_m, port) => `localhost:${Number(port) + offset}`,
          );
    const serveStatic = staticHandler(dist);
    const firstPaint = createFirstPaintSource({
      shellDist: dist,
      readRegistry: () => remotesBody() ?? readFileSync(remotesJson, 'utf8'),
    });
    servers.push(
      await listen('shell', PORTS.shell, async (request, response) => {
        const { pathname } = new URL(request.url, 'http://localhost');
        if (pathname === '/api' || pathname.startsWith('/api/')) return apiProxy(request, response);
        if (pathname === '/remotes.json') {
          const moved = remotesBody();
          if (!moved) return send(request, response, remotesJson);
          response.writeHead(200, { 'content-type': MIME['.json'], 'cache-control': 'no-cache' });
          return response.end(moved);
        }
        if (request.method === 'GET' && !path.extname(pathname)) {
          const page = readFileSync(path.join(dist, 'index.html'), 'utf8');
          const composed = await firstPaint.compose(pathname, page);
          if (composed !== page) return sendPage(request, response, composed);
        }
        return serveStatic(request, response);
      }),
    );
    // The remotes are up by now: fetch their first paints before the first visitor asks.
    void firstPaint.warm();
  }
  console.log(`\n  Open http://localhost:${PORTS.shell}\n`);
}

function shutdown(code = 0) {
  for (const server of servers) server.close();
  if (api && api.exitCode === null) api.kill('SIGTERM');
  process.exitCode = code;
  setTimeout(() => process.exit(code), 3000).unref();
}
process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

main().catch((error) => {
  console.error(error);
  shutdown(1);
});
