/**
 * A minimal SMTP server that accepts every message and keeps only a count: enough for
 * nodemailer's client, and without the greeting pause of a real server (smtp-server waits 100 ms
 * for early talkers), so the soak's mailer is limited by the server under test, not by this.
 */
import net from 'node:net';

export interface SmtpSink {
  url: string;
  received: number;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
    let buffered = '';
    let inData = false;
    const answer = (line: string) => socket.write(`${line}\r\n`);
    socket.on('data', (chunk: Buffer) => {
      const lines = (buffered + chunk.toString('latin1')).split('\r\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) {
        if (inData) {
          if (line !== '.') continue;
          inData = false;
          sink.received += 1;
          answer('250 OK: queued');
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'DATA') {
          inData = true;
          answer('354 End data with <CR><LF>.<CR><LF>');
        } else if (command === 'QUIT') {
          answer('221 Bye');
          socket.end();
        } else if (['EHLO', 'HELO', 'MAIL', 'RCPT', 'RSET', 'NOOP'].includes(command)) {
          answer('250 OK');
        } else {
          answer('502 Command not implemented');
        }
      }
    });
    answer('220 sink ESMTP');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  const sink: SmtpSink = {
    url: `smtp://127.0.0.1:${port}`,
    received: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
  return sink;
}
