import { beforeEach, describe, expect, it, vi } from 'vitest';

const revalidatePath = vi.fn();
const authorizeStaff = vi.fn();
vi.mock('server-only', () => ({}));
vi.mock('next/cache', () => ({ revalidatePath: (path: string) => revalidatePath(path) }));
// The message's key and values, as text: what the helper chose to say.
vi.mock('next-intl/server', () => ({
  getTranslations:
    async ({ namespace }: { namespace: string }) =>
    (key: string, values?: object) =>
      `${namespace}:${key}:${JSON.stringify(values ?? {})}`,
}));
vi.mock('./staff', () => ({
  adminLocale: async () => 'es',
  authorizeStaff: (permission: string) => authorizeStaff(permission),
}));
// The shop's cached pages are the use case's to revalidate: the form action never does.
const revalidateShopPages = vi.fn();
vi.mock('./revalidate', () => ({
  revalidateShopPages: (change: string) => revalidateShopPages(change),
}));

const { runBulkFormAction } = await import('./bulk-form-action');

type Data = { n: number };
type Done = { ok: true; changed: number };
const actor = { id: 'staff-1', email: 'ana@example.com', address: '127.0.0.1' };

function spec(outcome: Done | { ok: false; code: string; detail?: Record<string, number> }) {
  const run = vi.fn(async () => outcome);
  return {
    run,
    spec: {
      namespace: 'admin.rates.bulk' as const,
      targetField: 'hotel',
      parse: (form: FormData) =>
        form.get('n') === 'bad'
          ? ({ success: false, error: { issues: [{ path: ['minStay'] }] } } as const)
          : ({ success: true, data: { n: Number(form.get('n')) } } as const),
      run,
      codes: ['INVALID_MIN_STAY', 'BELOW_COMMITTED'],
      fieldCodes: { minStay: 'INVALID_MIN_STAY' },
      maxFor: { INVALID_MIN_STAY: 30 },
      page: (hotel: string) => `/admin/rates/${hotel}/`,
      done: (o: Done) => ({ nights: o.changed }),
    },
  };
}

const form = (n: string) => {
  const data = new FormData();
  data.set('hotel', 'HXM');
  data.set('n', n);
  return data;
};

describe('the bulk edit forms’ one action', () => {
  beforeEach(() => {
    revalidatePath.mockReset();
    revalidateShopPages.mockReset();
    authorizeStaff.mockReset();
    authorizeStaff.mockResolvedValue({ ok: true, actor });
  });

  it('checks inventory:update first: a refused caller runs nothing and is told FORBIDDEN', async () => {
    authorizeStaff.mockResolvedValue({ ok: false, status: 403 });
    const { spec: s, run } = spec({ ok: true, changed: 1 });
    const state = await runBulkFormAction<Data, Done>(s, form('1'));
    expect(authorizeStaff).toHaveBeenCalledWith('inventory:update');
    expect(run).not.toHaveBeenCalled();
    expect(state).toMatchObject({ ok: false, message: 'admin.rates.bulk:errors.FORBIDDEN:{}' });
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it('runs the use case for the named target, refreshes its page and says what changed', async () => {
    const { spec: s, run } = spec({ ok: true, changed: 3 });
    const state = await runBulkFormAction<Data, Done>(s, form('7'));
    expect(run).toHaveBeenCalledWith(actor, 'HXM', { n: 7 });
    expect(revalidatePath).toHaveBeenCalledWith('/admin/rates/HXM/');
    // The shop's pages: the use case's (runBulkEdit, runParkEdit), which the JSON API calls too.
    expect(revalidateShopPages).not.toHaveBeenCalled();
    expect(state).toMatchObject({ ok: true, message: 'admin.rates.bulk:done:{"nights":3}' });
  });

  it('a malformed field gets its own code and bound; nothing runs', async () => {
    const { spec: s, run } = spec({ ok: true, changed: 1 });
    const state = await runBulkFormAction<Data, Done>(s, form('bad'));
    expect(run).not.toHaveBeenCalled();
    expect(state.ok).toBe(false);
    expect(state.message).toMatch(/^admin\.rates\.bulk:errors\.INVALID_MIN_STAY:/);
    expect(state.message).toContain('"max":30');
  });

  it('a refusal keeps its code and detail; an unknown code is GENERAL_ERROR; no refresh', async () => {
    const named = spec({ ok: false, code: 'BELOW_COMMITTED', detail: { committed: 4 } });
    const told = await runBulkFormAction<Data, Done>(named.spec, form('1'));
    expect(told.message).toMatch(/^admin\.rates\.bulk:errors\.BELOW_COMMITTED:/);
    expect(told.message).toContain('"committed":4');
    const unknown = spec({ ok: false, code: 'SOMETHING_ELSE' });
    const general = await runBulkFormAction<Data, Done>(unknown.spec, form('1'));
    expect(general.message).toMatch(/^admin\.rates\.bulk:errors\.GENERAL_ERROR:/);
    expect(revalidatePath).not.toHaveBeenCalled();
  });
});
