import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through SMTP when configured; otherwise writes each message as an .eml file to the
 * outbox folder, so development and tests can read what would have been sent.
 */
export function createMailer(config: Config['mail'], outboxDir: string): Mailer {
  if (config.transport === 'smtp' && config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: config.from, ...message });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  let sequence = 0;
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.from, ...message });
      await mkdir(outboxDir, { recursive: true });
      sequence += 1;
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${process.pid}-${sequence}.eml`;
      await writeFile(path.join(outboxDir, name), info.message as Buffer);
    },
  };
}
