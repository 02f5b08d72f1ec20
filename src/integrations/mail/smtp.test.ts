import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SmtpMailer } from './smtp';

/** Just enough of an SMTP server on loopback to receive one message per connection. */
function fakeSmtpServer(received: { envelope: string[]; data: string }[]): Server {
  return createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current = { envelope: [] as string[], data: '' };
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { envelope: [], data: '' };
            socket.write('250 OK queued\r\n');
          } else current.data += `${line}\n`;
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'MAIL' || verb === 'RCPT') {
          current.envelope.push(line);
          socket.write('250 OK\r\n');
        } else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 OK\r\n');
      }
    });
  });
}

describe('SMTP mailer', () => {
  const received: { envelope: string[]; data: string }[] = [];
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = fakeSmtpServer(received);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends text and HTML from the address in the URL', async () => {
    const mailer = new SmtpMailer(
      `smtp://127.0.0.1:${port}/?from=${encodeURIComponent('Reservas <reservas@example.com>')}&ignoreTLS=true`,
      'https://hotels.example.com',
    );
    await mailer.send({
      to: 'guest@example.com',
      subject: 'Tu reserva XH-ABCD2345 está confirmada',
      text: 'Hola',
      html: '<p>Hola</p>',
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.envelope).toEqual([
      'MAIL FROM:<reservas@example.com>',
      'RCPT TO:<guest@example.com>',
    ]);
    expect(received[0]!.data).toMatch(/^To: guest@example.com$/m);
    expect(received[0]!.data).toMatch(/^Subject: /m);
    expect(received[0]!.data).toContain('text/html');
  });

  it('defaults the sender to the site host', async () => {
    const mailer = new SmtpMailer(
      `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      'https://hotels.example.com',
    );
    await mailer.send({ to: 'guest@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    expect(received.at(-1)!.envelope[0]).toBe('MAIL FROM:<reservations@hotels.example.com>');
  });
});
