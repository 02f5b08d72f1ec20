import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DEMO_SCENES, demoPictures } from './demo-art';

describe('demo photographs', () => {
  it('are drawn here as PNG photographs of the same bytes every time, all different', async () => {
    const first = await demoPictures();
    const again = await demoPictures();
    expect(first.map((p) => p.name)).toEqual(DEMO_SCENES.map((s) => `demo-${s}.png`));
    for (const [i, p] of first.entries()) {
      const meta = await sharp(Buffer.from(p.bytes)).metadata();
      expect(meta).toMatchObject({ format: 'png', width: 1600, height: 1000 });
      expect(Buffer.from(p.bytes).equals(Buffer.from(again[i]!.bytes))).toBe(true);
      if (process.env.DEMO_ART_DIR)
        await sharp(Buffer.from(p.bytes))
          .resize(400)
          .toFile(`${process.env.DEMO_ART_DIR}/${p.name}`);
    }
    expect(new Set(first.map((p) => Buffer.from(p.bytes).toString('base64'))).size).toBe(
      first.length,
    );
  });
});
