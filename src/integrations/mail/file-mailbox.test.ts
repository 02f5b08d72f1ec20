import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { FileMailbox, type StoredMail } from './file-mailbox';

describe('development mailbox', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('creates its folder and writes each email as readable JSON, in time order', async () => {
    const root = mkdtempSync(path.join(tmpdir(), 'mailbox-'));
    dirs.push(root);
    const dir = path.join(root, 'nested', 'mail');
    const times = [new Date('2030-01-10T15:00:00.120Z'), new Date('2030-01-10T15:00:00.007Z')];
    let i = 0;
    const mailbox = new FileMailbox(dir, () => times[i++]!);
    await mailbox.send({ to: 'b@example.com', subject: 'Second', text: 'two', html: '<p>2</p>' });
    await mailbox.send({ to: 'a@example.com', subject: 'First', text: 'one', html: '<p>1</p>' });
    const files = readdirSync(dir).sort();
    expect(files).toHaveLength(2);
    expect(files.every((f) => /^\d{8}T\d{6}-\d{3}Z-[0-9a-f]{8}\.json$/.test(f))).toBe(true);
    const mails = files.map(
      (f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as StoredMail,
    );
    expect(mails[0]).toEqual({
      to: 'a@example.com',
      subject: 'First',
      text: 'one',
      html: '<p>1</p>',
      date: '2030-01-10T15:00:00.007Z',
    });
    expect(mails[1]!.subject).toBe('Second');
  });
});
