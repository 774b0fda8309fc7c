/**
 * The durable e-mail outbox (issue 25 item 3). `enqueue` writes a row, in the caller's transaction
 * when given one, so the mail exists exactly when the change that caused it does; the dedupe key
 * makes a second enqueue of the same notification a no-op. A worker claims due rows one at a time
 * with a lease (a conditional UPDATE: of two processes exactly one gets a row), renders the
 * template in the recipient's locale, sends it over SMTP and marks it sent. A failed attempt is
 * retried with exponential back-off (30 s × 2^n, at most 1 h) and given up after 10 attempts.
 * Nothing is lost across a restart: pending rows, and rows whose holder died (its lease runs out),
 * are sent by the next worker. The Message-ID comes from the mail id, so in the one case where a
 * mail can go out twice (the process dies after the SMTP server accepted it and before the row
 * was marked) the copies are recognisable. Logs carry ids, never an address or a body.
 */
import crypto from 'node:crypto';
import os from 'node:os';
import type { Clock } from '../clock';
import type { Db, DbOrTrx } from '../store/db';
import { claimDueMails, insertMail, settleMail } from './store';
import type { MailOutboxTable } from './tables';
import { checkVars, mailLocale, MailInputError, renderMail } from './templates';
import type { MailTemplate, TemplateVars } from './templates';
import { smtpTransport } from './transport';
import type { MailTransport } from './transport';
import { EMAIL_PATTERN } from '../../protocol';

/** One notification: `vars` is checked against the template's (templates/vars.ts). */
export type MailInput = {
  [T in MailTemplate]: { tenantId: string; dedupeKey: string; to: string; locale: string; template: T; vars: TemplateVars[T] }
}[MailTemplate];

/** queued: a new row; duplicate: the key was enqueued before; off: mail is not configured; badAddress: `to` is no address. */
export type EnqueueResult = { outcome: 'queued'; mailId: string } | { outcome: 'duplicate' | 'off' | 'badAddress' };

export interface MailSettings {
  /** SMTP_URL; undefined: mail is off (enqueue records nothing) */
  smtpUrl: string | undefined;
  /** MAIL_FROM: `addr@host` or `Name <addr@host>` */
  from: string | undefined;
  /** PUBLIC_URL without a trailing slash: links in mails */
  publicUrl: string;
  /** how often the worker looks for due rows */
  pollMs: number;
  /** deadline of each SMTP phase (connect, greeting, a command) */
  sendTimeoutMs: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  maxAttempts?: number;
}

/** A pino-like logger (main.ts passes the app's, whose redaction hides addresses anyway). */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailDeps {
  db: Db;
  clock: Clock;
  settings: MailSettings;
  /** tests inject one; by default SMTP from settings.smtpUrl */
  transport?: MailTransport;
  /** identifies this worker's leases (default host:pid:random) */
  owner?: string;
}

export interface DrainReport { sent: number; retried: number; failed: number; lost: number }

const SILENT: MailLog = { info: () => undefined, warn: () => undefined, error: () => undefined };
const ADDRESS = /[^\s<>()[\]",;:]+@[^\s<>()[\]",;:]+/g;

/** An error's text without any e-mail address in it (SMTP replies quote the recipient), one line, cut. */
export function scrubError(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; message?: string };
  const head = [e?.code, e?.responseCode].filter((x) => x !== undefined).join(' ');
  const text = String(e?.message ?? err).replace(ADDRESS, '<address>').replace(/\s+/g, ' ').slice(0, 500);
  return head ? `${head}: ${text}` : text;
}

/** The address inside MAIL_FROM (`Name <a@b>` or `a@b`). */
export function senderAddress(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1]?.trim() ?? from.trim();
}

/** Writes the row (no check whether mail is on: MailOutbox.enqueue decides that). */
export async function enqueueMail(db: DbOrTrx, input: MailInput, now: number): Promise<EnqueueResult> {
  const to = input.to.trim();
  if (to.length > 254 || !EMAIL_PATTERN.test(to)) return { outcome: 'badAddress' };
  if (!input.tenantId || !input.dedupeKey || input.dedupeKey.length > 200) throw new MailInputError('mail tenantId and dedupeKey (≤ 200 characters) are required');
  const vars = checkVars(input.template, input.vars);
  const mailId = crypto.randomUUID();
  const inserted = await insertMail(db, {
    mail_id: mailId, tenant_id: input.tenantId, dedupe_key: input.dedupeKey, recipient: to,
    locale: mailLocale(input.locale), template: input.template, vars: JSON.stringify(vars),
    status: 'pending', attempts: 0, next_attempt_at: now, lease_until: 0, lease_owner: null,
    last_error: null, created_at: now, sent_at: null,
  });
  return inserted ? { outcome: 'queued', mailId } : { outcome: 'duplicate' };
}

export class MailOutbox {
  /** false without SMTP_URL: enqueue records nothing and the worker never starts */
  readonly enabled: boolean;
  private readonly transport: MailTransport | undefined;
  private readonly owner: string;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;
  private readonly maxAttempts: number;
  private readonly leaseMs: number;
  private readonly sendDeadlineMs: number;
  private log: MailLog = SILENT;
  private started = false;
  private handle: ReturnType<typeof setInterval> | undefined;
  private running: Promise<void> | undefined;
  private again = false;

  constructor(private readonly deps: MailDeps) {
    const s = deps.settings;
    this.transport = deps.transport ?? (s.smtpUrl ? smtpTransport(s.smtpUrl, s.sendTimeoutMs) : undefined);
    this.enabled = this.transport !== undefined && !!s.from;
    this.owner = deps.owner ?? `${os.hostname()}:${process.pid}:${crypto.randomBytes(4).toString('hex')}`;
    this.retryBaseMs = s.retryBaseMs ?? 30_000;
    this.retryMaxMs = s.retryMaxMs ?? 3_600_000;
    this.maxAttempts = s.maxAttempts ?? 10;
    // a send gives up after sendDeadlineMs, well inside its lease, so a live worker always settles
    // its row before anyone else may claim it
    this.sendDeadlineMs = 3 * s.sendTimeoutMs;
    this.leaseMs = 2 * this.sendDeadlineMs + 5000;
  }

  /**
   * Queues a notification; pass the caller's transaction to queue it atomically with the write
   * that caused it. With mail off, records nothing ({outcome: 'off'}).
   */
  async enqueue(input: MailInput, trx?: DbOrTrx): Promise<EnqueueResult> {
    if (!this.enabled) return { outcome: 'off' };
    const r = await enqueueMail(trx ?? this.deps.db, input, this.deps.clock.now());
    if (r.outcome === 'queued') {
      if (trx) {
        // the row is visible once the caller commits: look again shortly (the poll is the safety net)
        setImmediate(() => this.kick());
        setTimeout(() => this.kick(), 250).unref();
      } else {
        this.kick();
      }
    }
    return r;
  }

  /** Starts the worker: a drain now and one every pollMs. main.ts calls it; tests that build the app do not. */
  start(opts: { log?: MailLog } = {}): void {
    if (!this.enabled) return;
    if (opts.log) this.log = opts.log;
    this.started = true;
    if (!this.handle) {
      this.handle = setInterval(() => this.kick(), this.deps.settings.pollMs);
      this.handle.unref();
    }
    this.kick();
  }

  /** Stops the worker and waits for a send in progress to settle. */
  async stop(): Promise<void> {
    this.started = false;
    if (this.handle) clearInterval(this.handle);
    this.handle = undefined;
    await this.running;
    this.transport?.close();
  }

  /** Looks for due rows now (a started worker only). */
  kick(): void {
    if (!this.started) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.drain().catch((err: unknown) => this.log.error({ err: scrubError(err) }, 'mail worker: database error'));
      } while (this.again && this.started);
    })().finally(() => {
      this.running = undefined;
    });
  }

  /** Sends every row that is due now, one claim at a time, until none is left (tests call it directly). */
  async drain(): Promise<DrainReport> {
    const report: DrainReport = { sent: 0, retried: 0, failed: 0, lost: 0 };
    if (!this.transport) return report;
    for (;;) {
      const now = this.deps.clock.now();
      const [row] = await claimDueMails(this.deps.db, { now, owner: this.owner, leaseUntil: now + this.leaseMs, limit: 1 });
      if (!row) return report;
      report[await this.deliver(row, this.transport)] += 1;
    }
  }

  private async deliver(row: MailOutboxTable, transport: MailTransport): Promise<keyof DrainReport> {
    const ids = { mailId: row.mail_id, tenantId: row.tenant_id, template: row.template, attempt: row.attempts };
    const { db, clock, settings } = this.deps;
    let error: string;
    let permanent: boolean;
    try {
      const rendered = renderMail(row.template as MailTemplate, row.locale, checkVars(row.template as MailTemplate, JSON.parse(row.vars)), settings.publicUrl);
      const from = settings.from ?? '';
      await withDeadline(transport.send({
        messageId: `<${row.mail_id}@${senderAddress(from).split('@')[1] ?? 'kefu.invalid'}>`,
        from, to: row.recipient, subject: rendered.subject, text: rendered.text, html: rendered.html, language: rendered.locale,
      }), this.sendDeadlineMs);
      if (!(await settleMail(db, row.mail_id, this.owner, { status: 'sent', sentAt: clock.now() }))) {
        this.log.warn(ids, 'mail sent, but its lease had run out (another worker may send it too; same Message-ID)');
        return 'lost';
      }
      this.log.info(ids, 'mail sent');
      return 'sent';
    } catch (err) {
      error = scrubError(err);
      // a broken row, or the server refused this recipient or message for good (5xx): no retry
      permanent = err instanceof MailInputError || err instanceof SyntaxError || isPermanentRejection(err);
    }
    if (permanent || row.attempts >= this.maxAttempts) {
      await settleMail(db, row.mail_id, this.owner, { status: 'failed', error });
      this.log.error({ ...ids, err: error }, 'mail failed: given up');
      return 'failed';
    }
    const delay = Math.min(this.retryBaseMs * 2 ** (row.attempts - 1), this.retryMaxMs);
    await settleMail(db, row.mail_id, this.owner, { status: 'pending', nextAttemptAt: clock.now() + delay, error });
    this.log.warn({ ...ids, err: error, retryInMs: delay }, 'mail not sent: will retry');
    return 'retried';
  }
}

function isPermanentRejection(err: unknown): boolean {
  const e = err as { code?: string; responseCode?: number };
  return (e?.code === 'EENVELOPE' || e?.code === 'EMESSAGE') && typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600;
}

async function withDeadline<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`send took longer than ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([p, deadline]);
  } finally {
    clearTimeout(timer);
  }
}
