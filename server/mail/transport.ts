/**
 * Sending one rendered mail over SMTP (nodemailer). The outbox only sees `MailTransport`, so the
 * worker logic does not depend on nodemailer. A fresh connection a batch, never kept open between
 * polls; every phase (connect, greeting, each command) has a deadline so a dead server cannot hold
 * a claimed row past its lease.
 */
import { createTransport } from 'nodemailer';

export interface OutgoingMail {
  /** `<mail id@sender domain>`: the same for every attempt, so a duplicate delivery is recognisable */
  messageId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Content-Language */
  language: string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/** An SMTP transport from SMTP_URL (smtp://user:pass@host:587, smtps://…:465). */
export function smtpTransport(smtpUrl: string, timeoutMs: number): MailTransport {
  const transport = createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
    dnsTimeout: timeoutMs,
    // nodemailer's own logger would print the envelope (addresses)
    logger: false,
    debug: false,
  });
  return {
    async send(m) {
      await transport.sendMail({
        messageId: m.messageId,
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        headers: { 'Content-Language': m.language, 'Auto-Submitted': 'auto-generated' },
        // our texts are UTF-8 and may be any script
        textEncoding: 'base64',
      });
    },
    close: () => transport.close(),
  };
}
