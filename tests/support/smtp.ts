import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface Received {
  to: string[];
  data: string;
}

/** A real SMTP server on a free local port; it records each message and can be told to refuse. */
export async function startSmtp() {
  const received: Received[] = [];
  let refuse = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refuse) return callback(new Error('mailbox unavailable'));
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString(),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    refuseNext: (value: boolean) => {
      refuse = value;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
