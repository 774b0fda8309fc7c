/**
 * Builds the Fastify app without listening, so tests drive it with `inject` (style: Fastify).
 */
import path from 'node:path';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import type { Services } from './services';
import { installEnvelope } from './http/envelope';
import { clientErrorHandler, frameworkErrors } from './http/client-errors';
import { installCors } from './http/cors';
import { registerStatic } from './http/static';
import { registerRoutes } from './http/routes/index';
import { installLinger } from './http/linger';
import { installBodyDeadline } from './http/body-deadline';
import { installSecurityHeaders } from './http/security-headers';

export interface AppOptions {
  services: Services;
  /** pino options or false; tests pass false */
  logger?: boolean | object;
}

/** pino paths redacted from logs: tokens, phones and e-mails (DESIGN §5). */
export const REDACT = [
  'req.headers.authorization',
  'req.headers.token',
  'req.headers.cookie',
  '*.visitorToken',
  '*.phone',
  '*.email',
  '*.customerPhone',
  '*.customerEmail',
  '*.password',
];

export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { config } = opts.services.deps;
  const app = Fastify({
    logger: opts.logger === undefined ? { level: config.logLevel, redact: REDACT } : opts.logger,
    bodyLimit: config.bodyLimit,
    // Prototype-poisoning bodies are refused, not silently cleaned (security-cases).
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    // A slow client cannot hold a connection forever (security-cases P6). Node enforces the
    // longest deadline (uploads') and checks it every second, not every 30 s as by default;
    // installBodyDeadline applies the shorter one to every other route.
    requestTimeout: Math.max(config.requestTimeoutMs, config.uploadTimeoutMs),
    http: {
      requestTimeout: Math.max(config.requestTimeoutMs, config.uploadTimeoutMs),
      headersTimeout: config.requestTimeoutMs,
      connectionsCheckingInterval: 1000,
    },
    // Node's parser errors and Fastify's router errors answer the envelope too
    clientErrorHandler,
    frameworkErrors,
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false, allErrors: false } },
    // the client address (per-address limits) comes from X-Forwarded-For only via trusted proxies
    trustProxy: config.trustProxy,
  });
  installEnvelope(app);
  installSecurityHeaders(app);
  installBodyDeadline(app, config);
  installLinger(app, { maxBytes: config.lingerMaxBytes, maxMs: config.lingerMaxMs, idleMs: 5000 });
  installCors(app);
  await registerRoutes(app, opts.services);
  await registerStatic(app, {
    dist: path.join(config.rootDir, 'dist'),
    demoHost: path.join(config.rootDir, 'demo-host'),
    allowedOrigins: async (channelId) => (await opts.services.channels.get(channelId))?.config.allowedOrigins ?? null,
  });
  return app;
}
