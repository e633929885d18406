import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpMail } from './port';

/** A minimal SMTP server that keeps each message's DATA. */
let server: Server;
const received: string[] = [];
beforeAll(async () => {
  server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('latin1');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          received.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffer.slice(0, eol);
        buffer = buffer.slice(eol + 2);
        if (/^(EHLO|HELO)/i.test(line)) socket.write('250 test\r\n');
        else if (/^DATA/i.test(line)) {
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the SMTP mail port', () => {
  it('sends a mail’s attachments with it', async () => {
    const port = (server.address() as AddressInfo).port;
    const pdf = Buffer.from('%PDF-1.7 a gift card');
    await smtpMail(`smtp://127.0.0.1:${port}`, 'Little Closet <bonjour@littlecloset.test>').send({
      to: 'lea@example.com',
      subject: 'Une carte cadeau pour vous',
      text: 'Bonjour Léa,',
      attachments: [{ filename: 'carte-cadeau-little-closet.pdf', contentType: 'application/pdf', content: pdf }],
    });
    expect(received).toHaveLength(1);
    const message = received[0]!;
    expect(message).toMatch(/Content-Type: application\/pdf; name=carte-cadeau-little-closet\.pdf/);
    expect(message).toMatch(/Content-Disposition: attachment; filename=carte-cadeau-little-closet\.pdf/);
    expect(message.replace(/\r\n/g, '')).toContain(pdf.toString('base64'));
  });
});
