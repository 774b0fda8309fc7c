/**
 * Serves the built front ends at the paths of DESIGN §1: the demo host at `/`, the loader at
 * `/kefu.js`, the widget app under `/chat_online/` (history-mode routes fall back to its
 * index.html), and the desk under `/desk/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { ServePaths } from '../../src/protocol';

export interface StaticDirs {
  /** dist/ */
  dist: string;
  /** demo-host/ */
  demoHost: string;
}

/** Security headers for HTML pages; `framable` pages may sit in a host's iframe. */
function pageHeaders(reply: FastifyReply, framable: boolean): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  // The widget page is the iframe target of any host that embeds the snippet; the desk is never framed.
  reply.header('Content-Security-Policy', framable ? 'frame-ancestors *' : "frame-ancestors 'none'");
}

function sendIndex(reply: FastifyReply, dir: string, framable: boolean): FastifyReply {
  const file = path.join(dir, 'index.html');
  if (!fs.existsSync(file)) {
    return reply.status(503).type('text/plain').send('Kefu is not built yet: run `npm run build`.');
  }
  pageHeaders(reply, framable);
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(fs.createReadStream(file));
}

export async function registerStatic(app: FastifyInstance, dirs: StaticDirs): Promise<void> {
  const widgetDir = path.join(dirs.dist, 'widget');
  const deskDir = path.join(dirs.dist, 'desk');
  const loaderDir = path.join(dirs.dist, 'loader');

  // The loader (`/kefu.js`) and its lazily loaded companions (`/kefu-*.js`) from dist/loader/.
  const loaderFile = (name: string) => (_req: unknown, reply: FastifyReply) => {
    const file = path.join(loaderDir, name);
    if (!fs.existsSync(file)) return reply.status(503).type('text/plain').send('// Kefu is not built yet');
    reply.header('Cache-Control', 'public, max-age=300');
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Access-Control-Allow-Origin', '*');
    return reply.type('text/javascript; charset=utf-8').send(fs.createReadStream(file));
  };
  app.get(ServePaths.loader, loaderFile('kefu.js'));
  app.get('/:name', (req, reply) => {
    const { name } = req.params as { name: string };
    if (/^kefu-[a-z0-9-]+\.js$/.test(name)) return loaderFile(name)(req, reply);
    // any other top-level file belongs to the demo host (this route shadows its wildcard)
    if (!name) return reply.sendFile('index.html', dirs.demoHost);
    const file = path.resolve(dirs.demoHost, name);
    if (file.startsWith(dirs.demoHost + path.sep) && fs.existsSync(file) && fs.statSync(file).isFile()) {
      return reply.sendFile(name, dirs.demoHost);
    }
    return reply.callNotFound();
  });

  fs.mkdirSync(widgetDir, { recursive: true });
  fs.mkdirSync(deskDir, { recursive: true });
  // `serve: false`: only the reply.sendFile decorator. Files are looked up per request, so a
  // build made while the server runs is served without a restart.
  await app.register(fastifyStatic, { root: dirs.dist, serve: false });

  /** A file under `dir` when the path names one, else the app's index.html (history routes). */
  const fileOrIndex = (dir: string, framable: boolean, extraHeaders: (r: FastifyReply, rel: string) => void) =>
    (req: { params: unknown }, reply: FastifyReply) => {
      const rel = (req.params as { '*': string })['*'] ?? '';
      const full = path.resolve(dir, rel);
      if (rel && full.startsWith(dir + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile()) {
        extraHeaders(reply, rel);
        reply.header('X-Content-Type-Options', 'nosniff');
        return reply.sendFile(rel, dir, { cacheControl: false });
      }
      return sendIndex(reply, dir, framable);
    };

  // Widget assets are loaded cross-origin by host pages (element mode); hashed chunks never change.
  app.get(`${ServePaths.widgetBase}*`, fileOrIndex(widgetDir, true, (reply, rel) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cache-Control', /-[\w-]{8,}\.(js|css)$/.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
  }));
  app.get(ServePaths.widgetBase.slice(0, -1), (_req, reply) => reply.redirect(`${ServePaths.widgetBase}index`));

  app.get(`${ServePaths.desk}*`, fileOrIndex(deskDir, false, (reply) => { reply.header('Cache-Control', 'no-cache'); }));
  app.get(ServePaths.desk.slice(0, -1), (_req, reply) => reply.redirect(ServePaths.desk));

  await app.register(fastifyStatic, { root: dirs.demoHost, prefix: '/', index: ['index.html'], decorateReply: false });
}
