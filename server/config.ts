/**
 * Every environment variable Kefu reads, parsed once and validated at boot (style: Outline's
 * config). Nothing else in the server reads process.env; main.ts passes the result down.
 */
import path from 'node:path';
import { ratesFrom } from './rates';
import { EMAIL_PATTERN } from '../protocol';
import type { Rates } from './rates';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** postgres://… switches storage to PostgreSQL (DESIGN §1) */
  databaseUrl: string | undefined;
  /** redis://… switches the event bus to Redis pub/sub */
  redisUrl: string | undefined;
  /** HMAC secret for visitor tokens; generated and kept in DATA_DIR when unset */
  tokenSecret: string | undefined;
  demoAgentPassword: string;
  /** repo root: dist/ and demo-host/ are served from here */
  rootDir: string;
  logLevel: string;
  /** max JSON body in bytes (security-cases P6) */
  bodyLimit: number;
  /** operator's explicit allowance for internal fromRequest targets (security-cases) */
  allowInternalFormTargets: boolean;
  /**
   * KEFU_ROBOT_ENCODER=en: the robot also ranks English questions with a sentence encoder
   * (server/robot/encoder/): better at paraphrases, 5–20 ms of CPU a question in a worker
   * thread of its own; default off
   */
  robotEncoder: 'off' | 'en';
  /** every rate limit (server/rates.ts); null entries are off */
  rates: Rates;
  /**
   * Which proxies' X-Forwarded-For to believe for the client address (Fastify's trustProxy):
   * false (the default: the socket's address), or proxy addresses/CIDRs.
   */
  trustProxy: boolean | string;
  /** a JSON call must arrive whole within this (slow-loris, security-cases P6) */
  requestTimeoutMs: number;
  /** an upload must arrive whole within this */
  uploadTimeoutMs: number;
  /** lingering close: what is read and discarded after an early answer (server/http/linger.ts) */
  lingerMaxBytes: number;
  lingerMaxMs: number;
  /** prefix of every Redis pub/sub channel (several deployments or test runs on one Redis) */
  redisPrefix: string;
  /** the human service's settings (issue 11): desk sessions, sign-in limits, presence, timers */
  desk: DeskConfig;
  /** PUBLIC_URL: the server's public base URL, without a trailing slash (links in mails) */
  publicUrl: string;
  /** e-mail notifications (server/mail); off when SMTP_URL is unset */
  mail: MailConfig;
}

/** SMTP_URL, MAIL_FROM and the outbox worker's timing (docs/operations.md "Mail"). */
export interface MailConfig {
  /** smtp://user:pass@host:587 or smtps://…; undefined: mail is off */
  smtpUrl: string | undefined;
  /** the sender, `addr@host` or `Name <addr@host>`; required with smtpUrl */
  from: string | undefined;
  /** how often the outbox worker looks for due mails */
  pollMs: number;
  /** deadline of each SMTP phase (connect, greeting, a command) */
  sendTimeoutMs: number;
}

/** Desk and routing settings, each with a default (docs/operations.md). */
export interface DeskConfig {
  /** how long a desk sign-in lasts */
  sessionTtlMs: number;
  /** a desk disconnected longer than this is offline (its chats go to colleagues or the queue) */
  presenceGraceMs: number;
  /** how often the timers (user timeout, agent-not-replied, presence) are checked */
  timerIntervalMs: number;
  /**
   * a queued visitor whose widget has not polled for this long has left (closed the tab): the
   * place is given up. Long enough for a background tab, which browsers let poll once a minute.
   */
  queueAbandonMs: number;
}

export class ConfigError extends Error {}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/** Parse the environment; throws a ConfigError listing every problem at once. */
export function loadConfig(env: NodeJS.ProcessEnv, rootDir: string): Config {
  const problems: string[] = [];
  const int = (name: string, def: number, min: number, max: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === '') return def;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} must be an integer from ${min} to ${max} (got "${raw}")`);
      return def;
    }
    return n;
  };
  const url = (name: string, schemes: string[]): string | undefined => {
    const raw = env[name];
    if (!raw) return undefined;
    try {
      const u = new URL(raw);
      if (!schemes.includes(u.protocol)) problems.push(`${name} must start with ${schemes.join(' or ')}`);
    } catch {
      problems.push(`${name} is not a URL`);
    }
    return raw;
  };
  const logLevel = env.LOG_LEVEL || 'info';
  if (!LOG_LEVELS.includes(logLevel)) problems.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const secret = env.KEFU_TOKEN_SECRET || undefined;
  if (secret !== undefined && secret.length < 32) problems.push('KEFU_TOKEN_SECRET must be at least 32 characters');

  const robotEncoder = env.KEFU_ROBOT_ENCODER || 'off';
  if (robotEncoder !== 'off' && robotEncoder !== 'en') problems.push('KEFU_ROBOT_ENCODER must be off or en');

  const rates = ratesFrom(env, problems);
  const port = int('PORT', 8080, 0, 65535);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = parseMailFrom(env.MAIL_FROM, smtpUrl !== undefined, problems);
  const publicUrl = parsePublicUrl(env.PUBLIC_URL, port, problems);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, problems);

  const config: Config = {
    port,
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(rootDir, env.DATA_DIR || './data'),
    databaseUrl: url('DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url('REDIS_URL', ['redis:', 'rediss:']),
    tokenSecret: secret,
    demoAgentPassword: env.DEMO_AGENT_PASSWORD || 'kefu-demo',
    rootDir,
    logLevel,
    bodyLimit: int('KEFU_BODY_LIMIT', 1_048_576, 1024, 16_777_216),
    allowInternalFormTargets: env.KEFU_ALLOW_INTERNAL_FORM_TARGETS === '1',
    robotEncoder: robotEncoder === 'en' ? 'en' : 'off',
    rates,
    trustProxy,
    requestTimeoutMs: int('KEFU_REQUEST_TIMEOUT_MS', 30_000, 1000, 600_000),
    uploadTimeoutMs: int('KEFU_UPLOAD_TIMEOUT_MS', 120_000, 1000, 3_600_000),
    lingerMaxBytes: int('KEFU_LINGER_MAX_BYTES', 128 * 1_048_576, 0, 4 * 1_073_741_824),
    lingerMaxMs: int('KEFU_LINGER_MAX_MS', 30_000, 0, 600_000),
    redisPrefix: env.KEFU_REDIS_PREFIX || 'kefu:',
    desk: {
      sessionTtlMs: int('KEFU_DESK_SESSION_HOURS', 12, 1, 24 * 30) * 3_600_000,
      presenceGraceMs: int('KEFU_PRESENCE_GRACE_SECONDS', 60, 5, 86_400) * 1000,
      timerIntervalMs: int('KEFU_TIMER_INTERVAL_MS', 5000, 100, 600_000),
      queueAbandonMs: int('KEFU_QUEUE_ABANDON_SECONDS', 180, 30, 86_400) * 1000,
    },
    publicUrl,
    mail: {
      smtpUrl,
      from: mailFrom,
      pollMs: int('KEFU_MAIL_POLL_MS', 5000, 100, 600_000),
      sendTimeoutMs: int('KEFU_MAIL_SEND_TIMEOUT_MS', 20_000, 500, 300_000),
    },
  };
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}

/**
 * TRUST_PROXY: unset or `off` believes no proxy (the socket's address is the client's); else a
 * comma-separated list of proxy addresses or CIDRs (`127.0.0.1,10.0.0.0/8`) whose
 * X-Forwarded-For is believed. `on` believes every X-Forwarded-For, which lets any client pick
 * its own address: only behind a proxy that always overwrites the header.
 */
function parseTrustProxy(raw: string | undefined, problems: string[]): boolean | string {
  const v = (raw ?? '').trim();
  if (v === '' || v === 'off' || v === 'false' || v === '0') return false;
  if (v === 'on' || v === 'true') return true;
  const parts = v.split(',').map((p) => p.trim());
  if (parts.every((p) => /^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p) || ['loopback', 'linklocal', 'uniquelocal'].includes(p))) return parts.join(',');
  problems.push(`TRUST_PROXY must be off, on, or proxy addresses/CIDRs (got "${raw}")`);
  return false;
}

/**
 * MAIL_FROM: `addr@host` or `Name <addr@host>`, one line (it becomes a header). Required when
 * SMTP_URL is set, so a server that cannot send does not find out at its first mail.
 */
function parseMailFrom(raw: string | undefined, required: boolean, problems: string[]): string | undefined {
  const v = (raw ?? '').trim();
  if (!v) {
    if (required) problems.push('MAIL_FROM is required when SMTP_URL is set (e.g. MAIL_FROM="Support <support@example.com>")');
    return undefined;
  }
  const m = /^(?:([^<>]*)<([^<>]+)>|([^<>]+))$/.exec(v);
  const address = (m?.[2] ?? m?.[3] ?? '').trim();
  // eslint-disable-next-line no-control-regex
  if (!m || /[\u0000-\u001f\u007f]/.test(v) || !EMAIL_PATTERN.test(address)) {
    problems.push(`MAIL_FROM must be an address or "Name <address>" on one line (got "${v.replace(/[\r\n]/g, ' ')}")`);
    return undefined;
  }
  return v;
}

/** PUBLIC_URL: http(s), no query or fragment; default http://localhost:PORT. */
function parsePublicUrl(raw: string | undefined, port: number, problems: string[]): string {
  const v = (raw ?? '').trim();
  if (!v) return `http://localhost:${port}`;
  try {
    const u = new URL(v);
    if (u.protocol !== 'http:' && u.protocol !== 'https:') problems.push('PUBLIC_URL must start with http: or https:');
    else if (u.search || u.hash || u.username || u.password) problems.push('PUBLIC_URL must be a base URL without credentials, query or fragment');
    return `${u.origin}${u.pathname}`.replace(/\/+$/, '');
  } catch {
    problems.push('PUBLIC_URL is not a URL');
    return `http://localhost:${port}`;
  }
}
