import { beforeEach, describe, expect, it, vi } from 'vitest';

const h = vi.hoisted(() => ({
  revalidatePath: vi.fn(),
  invalidateAll: vi.fn(),
  /** Next's store of the work under way: a request or server action has one, a job none. */
  store: undefined as object | undefined,
}));
vi.mock('next/dist/server/app-render/work-async-storage.external', () => ({
  workAsyncStorage: { getStore: () => h.store },
}));
vi.mock('next/cache', () => ({ revalidatePath: h.revalidatePath }));
vi.mock('@/lib/ttl-cache', () => ({ invalidateAll: h.invalidateAll }));

const { revalidateShopPages, SHOP_PAGES_TAG } = await import('./revalidate');
const { pageCacheBridge } = await import('./page-cache-sync');

describe("revalidateShopPages: the shop's cached pages made again", () => {
  const bridge = pageCacheBridge();
  const apply = vi.fn();
  const publish = vi.fn();

  beforeEach(() => {
    vi.clearAllMocks();
    bridge.apply = apply;
    bridge.publish = publish;
    bridge.pending.splice(0);
  });

  it('inside a request or server action: through Next (its store sends the tag on)', () => {
    h.store = { route: '/admin/settings' };
    revalidateShopPages('settings');
    h.store = undefined;
    expect(h.revalidatePath).toHaveBeenCalledExactlyOnceWith('/[locale]', 'layout');
    expect(apply).not.toHaveBeenCalled();
    expect(publish).not.toHaveBeenCalled();
  });

  it('from a background job: forgets the reference data, expires the tag here and tells the other instances', () => {
    revalidateShopPages('rates');
    expect(h.revalidatePath).not.toHaveBeenCalled();
    expect(h.invalidateAll).toHaveBeenCalledOnce();
    expect(apply).toHaveBeenCalledExactlyOnceWith([SHOP_PAGES_TAG], undefined);
    expect(publish).toHaveBeenCalledExactlyOnceWith([SHOP_PAGES_TAG]);
    // The reference data goes first: a page made again must not read the old rates.
    expect(h.invalidateAll.mock.invocationCallOrder[0]).toBeLessThan(
      apply.mock.invocationCallOrder[0]!,
    );
  });

  it('before the page cache is loaded: the expiry waits for it; without PostgreSQL nothing is sent', () => {
    bridge.apply = undefined;
    bridge.publish = undefined;
    revalidateShopPages('media');
    expect(bridge.pending).toEqual([{ tags: [SHOP_PAGES_TAG] }]);
  });
});
