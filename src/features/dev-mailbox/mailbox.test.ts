import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileMailbox } from '@/integrations/mail/file-mailbox';
import { isMailId, listMailbox, mailboxEnabled, readMailbox } from './mailbox';

describe('development mailbox reader', () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mailbox-read-'));
    const times = [new Date('2030-01-10T15:00:00.000Z'), new Date('2030-01-10T16:00:00.000Z')];
    let i = 0;
    const mailbox = new FileMailbox(dir, () => times[i++]!);
    await mailbox.send({ to: 'a@example.com', subject: 'Older', text: 'a', html: '<p>a</p>' });
    await mailbox.send({
      to: 'b@example.com',
      subject: 'Newer',
      text: 'b',
      html: '<p>b</p>',
      attachments: [
        { filename: 'x.pdf', contentType: 'application/pdf', content: Buffer.from([0, 255, 37]) },
      ],
    });
    writeFileSync(path.join(dir, 'notes.json'), '{}');
    writeFileSync(path.join(dir, '20300101T000000-000Z-deadbeef.json'), 'not json');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is there only when asked for, without SMTP and never on a deployed server', () => {
    const on = { SMTP_URL: undefined, isDeployed: false, devMailbox: true };
    expect(mailboxEnabled(on)).toBe(true);
    expect(mailboxEnabled({ ...on, devMailbox: false })).toBe(false);
    expect(mailboxEnabled({ ...on, SMTP_URL: 'smtp://mail:25' })).toBe(false);
    expect(mailboxEnabled({ ...on, isDeployed: true })).toBe(false);
  });

  it('lists the messages the mailer wrote, newest first, skipping other and broken files', async () => {
    const list = await listMailbox(dir);
    expect(list.map((m) => [m.subject, m.attachments])).toEqual([
      ['Newer', 1],
      ['Older', 0],
    ]);
  });

  it('reads one message with its attachments, byte for byte', async () => {
    const [newest] = await listMailbox(dir);
    const mail = await readMailbox(newest!.id, dir);
    expect(Buffer.from(mail!.attachments![0]!.contentBase64, 'base64')).toEqual(
      Buffer.from([0, 255, 37]),
    );
  });

  it('never reads outside its folder', async () => {
    for (const id of ['../package', '..%2Fpackage', '/etc/passwd', 'notes', ''])
      expect(isMailId(id)).toBe(false);
    expect(await readMailbox('../../package', dir)).toBeUndefined();
  });
});
