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

  it('sends attachments as MIME parts with their type, name and exact bytes', async () => {
    const mailer = new SmtpMailer(
      `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
      'https://x.example.com',
    );
    const pdf = Buffer.from('%PDF-1.3\n% fake but binary \u00ff\n%%EOF', 'latin1');
    const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n';
    await mailer.send({
      to: 'guest@example.com',
      subject: 'Tickets',
      text: 'Attached',
      html: '<p>Attached</p>',
      attachments: [
        { filename: 'tickets-XP-1.pdf', contentType: 'application/pdf', content: pdf },
        {
          filename: 'xplor.ics',
          contentType: 'text/calendar; charset=utf-8',
          content: Buffer.from(ics),
        },
      ],
    });
    const data = received.at(-1)!.data;
    expect(data).toMatch(/Content-Type: multipart\/mixed/);
    expect(data).toMatch(/Content-Type: application\/pdf; name=tickets-XP-1\.pdf/);
    expect(data).toMatch(/Content-Disposition: attachment; filename=tickets-XP-1\.pdf/);
    expect(data).toMatch(/Content-Type: text\/calendar; charset=utf-8; name=xplor\.ics/);
    // The PDF's base64 body decodes back to the same bytes.
    const part = data
      .split(/filename=tickets-XP-1\.pdf\n\n/)[1]!
      .split('\n\n')[0]!
      .split('\n--')[0]!;
    expect(Buffer.from(part.replace(/\s+/g, ''), 'base64').equals(pdf)).toBe(true);
  });
});
