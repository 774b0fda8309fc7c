/**
 * Every rate limit of the server, its setting and its default, in one table (security-cases
 * "Rate and flood"; docs/operations.md lists them). A setting reads `N/period`: a key may make
 * N calls in a row, and N more every period (`30/3s` is a burst of 30, then 10 a second).
 * `RATE_LIMITS=off` turns every one of them off, for load tests; they are on by default.
 */
import type { Rate } from './rate-limit';

export type LimitName =
  | 'send' | 'poll' | 'robotAsk' | 'robotTips' | 'formPost' | 'upload'
  | 'newVisitor' | 'staffWrite' | 'staffWriteAddress'
  | 'transfer' | 'deskLogin' | 'deskLoginAddress' | 'deskSend';

interface LimitSpec {
  env: string;
  default: string;
  /** what it limits, and per what (docs/operations.md) */
  what: string;
}

export const LIMITS: Record<LimitName, LimitSpec> = {
  send: { env: 'KEFU_RATE_SEND', default: '30/3s', what: 'messages a visitor sends (sendMsg)' },
  poll: { env: 'KEFU_RATE_POLL', default: '60/2s', what: 'event polls of a visitor (getEventMsg)' },
  robotAsk: { env: 'KEFU_RATE_ROBOT_ASK', default: '10/5s', what: 'questions a visitor asks the robot (robotAsk)' },
  robotTips: { env: 'KEFU_RATE_ROBOT_TIPS', default: '20/5s', what: 'type-ahead tips a visitor asks for (robotTips)' },
  formPost: { env: 'KEFU_RATE_FORM_POST', default: '10/1m', what: 'in-chat form posts of a visitor (fromRequest)' },
  upload: { env: 'KEFU_RATE_UPLOAD', default: '20/1m', what: 'files a visitor uploads (upload, uploadBase64, work-order upload)' },
  newVisitor: { env: 'KEFU_RATE_NEW_VISITOR', default: '60/1m', what: 'new visitors one client address creates on one channel (chatStart without the visitor\'s own token); returning visitors are not counted' },
  staffWrite: { env: 'KEFU_RATE_STAFF_WRITE', default: '5/10m', what: 'writes of a visitor that reach staff (leave messages, evaluations)' },
  staffWriteAddress: { env: 'KEFU_RATE_STAFF_WRITE_ADDRESS', default: '30/10m', what: 'the same writes from one client address, whoever the visitor' },
  transfer: { env: 'KEFU_RATE_TRANSFER', default: '10/30s', what: 'requests of a visitor for a human (transferAgent)' },
  deskLogin: { env: 'KEFU_RATE_DESK_LOGIN', default: '5/1m', what: 'desk sign-in attempts per user name' },
  deskLoginAddress: { env: 'KEFU_RATE_DESK_LOGIN_ADDRESS', default: '20/1m', what: 'desk sign-in attempts per client address' },
  deskSend: { env: 'KEFU_RATE_DESK_SEND', default: '30/3s', what: 'messages an agent sends' },
};

export type Rates = Record<LimitName, Rate | null>;

const UNIT_MS: Record<string, number> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** `30/3s` → {burst: 30, perSecond: 10}; undefined when the text is not a rate. */
export function parseRate(text: string): Rate | undefined {
  const m = /^\s*(\d+)\s*\/\s*(\d+(?:\.\d+)?)?\s*(ms|s|m|h)\s*$/.exec(text);
  if (!m) return undefined;
  const burst = Number(m[1]);
  const periodMs = Number(m[2] ?? 1) * UNIT_MS[m[3]!]!;
  if (!(burst >= 1) || !(periodMs > 0) || burst > 1_000_000) return undefined;
  return { burst, perSecond: (burst * 1000) / periodMs };
}

/** The rates the environment sets (defaults otherwise); problems are pushed, not thrown. */
export function ratesFrom(env: NodeJS.ProcessEnv, problems: string[]): Rates {
  const switchValue = (env.RATE_LIMITS ?? 'on').trim().toLowerCase();
  if (!['on', 'off'].includes(switchValue)) problems.push(`RATE_LIMITS must be on or off (got "${env.RATE_LIMITS}")`);
  const off = switchValue === 'off';
  const rates = {} as Rates;
  for (const [name, spec] of Object.entries(LIMITS) as [LimitName, LimitSpec][]) {
    const raw = env[spec.env];
    const rate = parseRate(raw === undefined || raw === '' ? spec.default : raw);
    if (!rate) problems.push(`${spec.env} must read N/period, like ${spec.default} (got "${raw}")`);
    rates[name] = off ? null : (rate ?? parseRate(spec.default)!);
  }
  return rates;
}
