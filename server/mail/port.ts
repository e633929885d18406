import nodemailer from 'nodemailer';
import type { Database } from '../db/client';
import { mailOutbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Files sent with the mail (a gift card's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** Where the server's mails go: an SMTP server, or the database outbox. */
export interface MailPort {
  send(mail: Mail): Promise<void>;
}

/** Sends through the SMTP server of `smtpUrl` (smtp(s)://user:password@host:port). */
export function smtpMail(smtpUrl: string, from: string): MailPort {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.attachments?.length ? { attachments: mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })) } : {}),
      });
    },
  };
}

/** Keeps every mail in the `mail_outbox` table, then tells `onQueued` (development, tests). */
export function outboxMail(db: Database, onQueued: (mail: Mail) => void = () => {}): MailPort {
  return {
    async send(mail) {
      const attachments = mail.attachments?.length ? mail.attachments.map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content.toString('base64') })) : null;
      await db.insert(mailOutbox).values({ recipient: mail.to, subject: mail.subject, text: mail.text, html: mail.html ?? null, attachments });
      onQueued(mail);
    },
  };
}
