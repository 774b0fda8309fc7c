/**
 * A real SMTP server on loopback (the `smtp-server` package: no auth required, no TLS) that keeps
 * what it received, and a small reader for those raw messages (headers, encoded-word subjects,
 * multipart/alternative with base64 or quoted-printable parts): mailparser is not installed.
 */
import net from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  raw: string;
  envelopeTo: string[];
  headers: Map<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
}

export interface SmtpSink {
  port: number;
  url: string;
  received: ReceivedMail[];
  /** answer every RCPT with this code (451: try later) until set to null */
  refuseWith(code: number | null): void;
  /** resolves once `n` mails arrived (or rejects after `ms`) */
  waitFor(n: number, ms?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startSmtp(port = 0): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  let refuse: number | null = null;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(_address, _session, cb) {
      if (refuse !== null) cb(Object.assign(new Error('Try again later'), { responseCode: refuse }));
      else cb();
    },
    onData(stream, session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        received.push({ ...parseMail(raw), envelopeTo: session.envelope.rcptTo.map((r) => r.address) });
        cb();
      });
    },
  });
  server.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const actual = (server.server.address() as net.AddressInfo).port;
  return {
    port: actual,
    url: `smtp://127.0.0.1:${actual}`,
    received,
    refuseWith: (code) => { refuse = code; },
    async waitFor(n, ms = 20_000) {
      const deadline = Date.now() + ms;
      while (received.length < n) {
        if (Date.now() > deadline) throw new Error(`expected ${n} mails, got ${received.length} within ${ms} ms`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return received;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port that accepts connections and never says a word (an SMTP server that hangs). */
export async function startBlackHole(): Promise<{ port: number; connections: () => number; close(): Promise<void> }> {
  const sockets = new Set<net.Socket>();
  let count = 0;
  const server = net.createServer((s) => {
    count += 1;
    sockets.add(s);
    s.on('error', () => undefined);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections: () => count,
    close: () => new Promise<void>((resolve) => {
      for (const s of sockets) s.destroy();
      server.close(() => resolve());
    }),
  };
}

/** A port nothing listens on (bound, then released). */
export async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

function splitHeaders(block: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of block.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const i = line.indexOf(':');
    if (i > 0) headers.set(line.slice(0, i).trim().toLowerCase(), line.slice(i + 1).trim());
  }
  return headers;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=). */
export function decodeWords(value: string): string {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g, (_m, _cs: string, enc: string, data: string) => (
    enc.toUpperCase() === 'B' ? Buffer.from(data, 'base64').toString('utf8') : qp(data.replace(/_/g, ' '))
  ));
}

function qp(s: string): string {
  const bytes: number[] = [];
  const src = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < src.length; i++) {
    if (src[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(src.slice(i + 1, i + 3))) {
      bytes.push(parseInt(src.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(src[i] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBody(headers: Map<string, string>, body: string): string {
  const enc = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (enc === 'quoted-printable') return qp(body);
  return body;
}

export function parseMail(raw: string): Omit<ReceivedMail, 'envelopeTo'> {
  const cut = raw.indexOf('\r\n\r\n');
  const headers = splitHeaders(raw.slice(0, cut));
  const body = raw.slice(cut + 4);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1) : [raw.slice(0, cut) + '\r\n\r\n' + body];
  for (const part of parts) {
    const p = part.replace(/^\r\n/, '');
    const at = p.indexOf('\r\n\r\n');
    const h = splitHeaders(p.slice(0, at));
    const content = decodeBody(h, p.slice(at + 4).replace(/\r\n$/, ''));
    const type = (h.get('content-type') ?? '').toLowerCase();
    if (type.startsWith('text/plain')) text = content.replace(/\r\n/g, '\n');
    if (type.startsWith('text/html')) html = content.replace(/\r\n/g, '\n');
  }
  return { raw, headers, subject: decodeWords(headers.get('subject') ?? ''), messageId: headers.get('message-id') ?? '', text, html };
}
