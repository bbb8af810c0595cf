import nodemailer from 'nodemailer';

/** SMTP_URL / SMTP_FROM; timeoutMs bounds every SMTP step (connect, greeting, each command) and each message. */
export type MailConfig = { url: string; from: string; timeoutMs?: number };

export type Address = { name: string; address: string };

export interface CampaignMail {
  from: Address;
  to: Address;
  replyTo?: string;
  subject: string;
  text: string;
  headers?: Record<string, string>;
}

export interface MailSession {
  send(mail: CampaignMail): Promise<void>;
  close(): void;
}

const DEFAULT_TIMEOUT_MS = 20_000;

/** One pooled SMTP connection for one send job; every step has a timeout so a silent server cannot hold a job forever. */
export function openMailSession(config: MailConfig): MailSession {
  const timeout = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const transport = nodemailer.createTransport({
    url: config.url,
    pool: true,
    maxConnections: 1,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
    dnsTimeout: timeout,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
  return {
    async send(mail) {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`No answer from the SMTP server within ${Math.round((timeout * 3) / 1000)} s`)),
          timeout * 3,
        );
      });
      try {
        await Promise.race([transport.sendMail({ ...mail, envelope: { from: mail.from.address, to: [mail.to.address] } }), deadline]);
      } finally {
        clearTimeout(timer);
      }
    },
    close() {
      transport.close();
    },
  };
}

/** "Shop <no-reply@shop.lk>" or "no-reply@shop.lk" → name and address. */
export function parseFrom(from: string): Address {
  const m = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+)>\s*$/.exec(from);
  if (m) return { name: m[1].trim(), address: m[2] };
  return { name: '', address: from.trim() };
}

/** A display name safe for a header: one line, no quotes or angle brackets, not too long. */
export function headerName(name: string | null | undefined): string {
  return (name ?? '')
    .replace(/[\r\n\t"<>]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 70);
}

/** The campaign text as plain text with a short footer saying how to opt out. */
export function campaignMailText(input: { message: string; businessName: string; canReply: boolean; phone?: string | null }): string {
  const how = input.canReply
    ? 'reply STOP to this e-mail or tell us at the shop'
    : `tell us at the shop${input.phone ? ` or call ${input.phone}` : ''}`;
  return [
    input.message,
    '',
    '--',
    input.businessName,
    `You receive this because you agreed to e-mails from ${input.businessName}. To stop receiving them, ${how}.`,
  ].join('\n');
}
