// A real SMTP server on 127.0.0.1 for tests (smtp-server): keeps every message received, decoded enough to read
// (recipients, the subject's encoded words, the base64 text/plain part the product's mailer sends).
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail { to: string[]; subject: string; text: string; raw: string }

export interface TestSmtp {
  url: string;
  port: number;
  mails: ReceivedMail[];
  /** Resolves with the first mail (already received or arriving within timeoutMs) that matches. */
  waitFor(match: (m: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export function decodeMail(raw: string, to: string[]): ReceivedMail {
  const unfolded = raw.replace(/\r\n[ \t]+/g, ' ');
  const subjectLine = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const subject = subjectLine.replace(/=\?UTF-8\?B\?([^?]*)\?=\s*/gi, (_, b64: string) => Buffer.from(b64, 'base64').toString('utf8')).trim();
  let text = '';
  // The whole message or each part of a multipart one: headers, a blank line, the body.
  for (const section of raw.split(/\r?\n--[^\r\n]+\r?\n/)) {
    const blank = section.search(/\r?\n\r?\n/);
    if (blank < 0) continue;
    const headers = section.slice(0, blank);
    if (!/Content-Type: text\/plain/i.test(headers) || !/Content-Transfer-Encoding: base64/i.test(headers)) continue;
    const body = /^[A-Za-z0-9+/=\r\n]*/.exec(section.slice(blank).trimStart())![0];
    text = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  }
  return { to, subject, text, raw };
}

export async function startSmtp(port = 0): Promise<TestSmtp> {
  const mails: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(decodeMail(Buffer.concat(chunks).toString('utf8'), session.envelope.rcptTo.map((r) => r.address)));
        waiters.forEach((w) => w());
        done();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  const actual = typeof address === 'object' && address ? address.port : port;
  return {
    url: `smtp://127.0.0.1:${actual}`,
    port: actual,
    mails,
    waitFor(match, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = mails.find(match);
          if (!m) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(m);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received: ${mails.map((m) => m.subject).join(' | ') || 'none'})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
