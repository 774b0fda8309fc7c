/**
 * Every environment variable Kefu reads, parsed once and validated at boot (style: Outline's
 * config). Nothing else in the server reads process.env; main.ts passes the result down.
 */
import path from 'node:path';

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
  /** prefix of every Redis pub/sub channel (several deployments or test runs on one Redis) */
  redisPrefix: string;
  /** the human service's settings (issue 11): desk sessions, sign-in limits, presence, timers */
  desk: DeskConfig;
}

/** Desk and routing settings, each with a default (docs/operations.md). */
export interface DeskConfig {
  /** how long a desk sign-in lasts */
  sessionTtlMs: number;
  /** sign-in attempts per user name and per client address: a burst, then so many a minute */
  loginBurst: number;
  loginPerMinute: number;
  /** transferAgent calls per visitor: a burst, then so many a minute */
  transferBurst: number;
  transferPerMinute: number;
  /** agent sends per agent: a burst, then so many a second */
  sendBurst: number;
  sendPerSecond: number;
  /** a desk disconnected longer than this is offline (its chats go to colleagues or the queue) */
  presenceGraceMs: number;
  /** how often the timers (user timeout, agent-not-replied, presence) are checked */
  timerIntervalMs: number;
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

  const config: Config = {
    port: int('PORT', 8080, 0, 65535),
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
    redisPrefix: env.KEFU_REDIS_PREFIX || 'kefu:',
    desk: {
      sessionTtlMs: int('KEFU_DESK_SESSION_HOURS', 12, 1, 24 * 30) * 3_600_000,
      loginBurst: int('KEFU_DESK_LOGIN_BURST', 5, 1, 10_000),
      loginPerMinute: int('KEFU_DESK_LOGIN_PER_MINUTE', 5, 1, 100_000),
      transferBurst: int('KEFU_TRANSFER_BURST', 5, 1, 10_000),
      transferPerMinute: int('KEFU_TRANSFER_PER_MINUTE', 20, 1, 100_000),
      sendBurst: int('KEFU_DESK_SEND_BURST', 30, 1, 10_000),
      sendPerSecond: int('KEFU_DESK_SEND_PER_SECOND', 10, 1, 10_000),
      presenceGraceMs: int('KEFU_PRESENCE_GRACE_SECONDS', 60, 5, 86_400) * 1000,
      timerIntervalMs: int('KEFU_TIMER_INTERVAL_MS', 5000, 100, 600_000),
    },
  };
  if (problems.length) throw new ConfigError(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
  return config;
}
