import nodemailer from 'nodemailer';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  /** Sets Content-Language, so that a mail reader can pick its fonts and voice. */
  language: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** Mail goes out through the SMTP server SMTP_URL names (smtp:// or smtps://, user and password in it). */
export function createMailer(smtpUrl: string): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    // A mail server that does not answer must not keep the outbox's turn for minutes.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  return {
    async send(message) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        headers: { 'Content-Language': message.language },
      });
    },
    close: () => transport.close(),
  };
}
