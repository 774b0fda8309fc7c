/**
 * Serves the built front ends at the paths of DESIGN §1: the demo host at `/`, the loader at
 * `/kefu.js`, the widget app under `/chat_online/` (history-mode routes fall back to its
 * index.html), and the desk under `/desk/`.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ServePaths } from '../../protocol';
import { inlineScriptHashes, setPageHeaders } from './security-headers';
import type { Framing } from './security-headers';

export interface StaticDirs {
  /** dist/ */
  dist: string;
  /** demo-host/ */
  demoHost: string;
  /** the host origins allowed to frame a channel's widget page; empty or null: any host */
  allowedOrigins?: (channelId: string) => Promise<readonly string[] | null>;
}

/**
 * An app's index.html with its security headers. `framable` lists who may frame the page: the
 * widget page is the iframe target of the hosts that embed a channel (all of them when the
 * channel names none); the desk is never framed.
 */
function sendIndex(reply: FastifyReply, dir: string, framable: Framing): FastifyReply {
  const file = path.join(dir, 'index.html');
  setPageHeaders(reply, { framable });
  if (!fs.existsSync(file)) {
    return reply.status(503).type('text/plain').send('Kefu is not built yet: run `npm run build`.');
  }
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(fs.createReadStream(file));
}

/**
 * A demo shop page: its own inline snippet (the stub every host page carries) is allowed by hash,
 * nothing else inline; the page is never framed.
 */
function sendDemoPage(reply: FastifyReply, file: string): FastifyReply {
  const html = fs.readFileSync(file, 'utf8');
  setPageHeaders(reply, { framable: false, inlineScripts: inlineScriptHashes(html) });
  return reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(html);
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
    const file = path.resolve(dirs.demoHost, name || 'index.html');
    if (!file.startsWith(dirs.demoHost + path.sep) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return reply.callNotFound();
    if (file.endsWith('.html')) return sendDemoPage(reply, file);
    return reply.sendFile(path.basename(file), dirs.demoHost);
  });

  fs.mkdirSync(widgetDir, { recursive: true });
  fs.mkdirSync(deskDir, { recursive: true });
  // `serve: false`: only the reply.sendFile decorator. Files are looked up per request, so a
  // build made while the server runs is served without a restart.
  await app.register(fastifyStatic, { root: dirs.dist, serve: false });

  /** A file under `dir` when the path names one, else the app's index.html (history routes). */
  const fileOrIndex = (dir: string, framable: (req: FastifyRequest) => Promise<readonly string[] | false>, extraHeaders: (r: FastifyReply, rel: string) => void) =>
    async (req: FastifyRequest, reply: FastifyReply) => {
      const rel = (req.params as { '*': string })['*'] ?? '';
      const full = path.resolve(dir, rel);
      if (rel && full.startsWith(dir + path.sep) && fs.existsSync(full) && fs.statSync(full).isFile()) {
        extraHeaders(reply, rel);
        reply.header('X-Content-Type-Options', 'nosniff');
        return reply.sendFile(rel, dir, { cacheControl: false });
      }
      return sendIndex(reply, dir, await framable(req));
    };

  /** security-cases (Embedding): widget pages send frame-ancestors for the channel's allowed hosts. */
  const widgetAncestors = async (req: FastifyRequest): Promise<readonly string[]> => {
    const channelId = (req.query as Record<string, unknown> | undefined)?.channelId;
    if (typeof channelId !== 'string' || !dirs.allowedOrigins) return [];
    return (await dirs.allowedOrigins(channelId).catch(() => null)) ?? [];
  };

  // Widget assets are loaded cross-origin by host pages (element mode); hashed chunks never change.
  app.get(`${ServePaths.widgetBase}*`, fileOrIndex(widgetDir, widgetAncestors, (reply, rel) => {
    reply.header('Access-Control-Allow-Origin', '*');
    reply.header('Cache-Control', /-[\w-]{8,}\.(js|css)$/.test(rel) ? 'public, max-age=31536000, immutable' : 'no-cache');
  }));
  app.get(ServePaths.widgetBase.slice(0, -1), (_req, reply) => reply.redirect(`${ServePaths.widgetBase}index`));

  app.get(`${ServePaths.desk}*`, fileOrIndex(deskDir, async () => false, (reply) => { reply.header('Cache-Control', 'no-cache'); }));
  app.get(ServePaths.desk.slice(0, -1), (_req, reply) => reply.redirect(ServePaths.desk));

  await app.register(fastifyStatic, { root: dirs.demoHost, prefix: '/', index: ['index.html'], decorateReply: false });
}
