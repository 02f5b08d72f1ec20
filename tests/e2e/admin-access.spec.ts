import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { registerAndConfirm, uniqueEmail } from '../support/accounts';
import { expect, test } from '../support/fixtures';
import { bookAndPay } from '../support/desk';
import { createStaff, type StaffRole, type TestStaff } from '../support/staff';
import { totpCode } from '../support/totp';
import { ACTIONS, ENDPOINTS, PAGES } from '../support/admin-actions';

/**
 * The role-enumeration test (issue 16): every back-office page, API endpoint and server
 * action — found in the source tree and the build's action manifest, so a new one that is not
 * declared in tests/support/admin-actions.ts (the table the audit-log test shares) fails the
 * first test — refuses an anonymous visitor, a customer and every role without the
 * permission (the sign-in form, a 404 or a 403), and changes nothing.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const ROLES: StaffRole[] = ['admin', 'revenue', 'frontdesk', 'gate', 'content'];
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const NIGHT = day(360);
const MONTH = NIGHT.slice(0, 7);

/** `[reference]` becomes a real paid booking's reference once the test has booked one. */
const SAMPLE: Record<string, string> = {
  '[hotel]': 'HXM',
  '[code]': 'HXM',
  '[product]': 'XC-BASIC',
  '[report]': 'sales.csv',
  '[kind]': 'faq',
  '[key]': 'faq',
  '[locale]': 'pt',
  '[reference]': 'X',
  '[id]': 'X',
};
const concrete = (route: string) => route.replace(/\[[^\]]+\]/g, (p) => SAMPLE[p] ?? p);

function routesUnder(dir: string, file: string): string[] {
  const found: string[] = [];
  const walk = (at: string) => {
    for (const name of readdirSync(at)) {
      const full = path.join(at, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (name === file) found.push(`/${path.relative(path.join(ROOT, 'src/app'), at)}/`);
    }
  };
  walk(path.join(ROOT, dir));
  return found.map((r) => r.replace(/\/+/g, '/'));
}

function adminActions(): { key: string; id: string; page: string }[] {
  const manifest = JSON.parse(
    readFileSync(path.join(ROOT, '.next/server/server-reference-manifest.json'), 'utf8'),
  ) as {
    node: Record<
      string,
      { filename?: string; exportedName?: string; workers: Record<string, unknown> }
    >;
  };
  return Object.entries(manifest.node)
    .filter(([, a]) => a.filename?.startsWith('src/features/admin-'))
    .map(([id, a]) => ({
      key: `${a.filename}#${a.exportedName}`,
      id,
      // A page that carries the action (its worker), as the path the browser posts to.
      page: concrete(
        `${Object.keys(a.workers)[0]!
          .replace(/^app/, '')
          .replace(/\/page$/, '')}/`,
      ),
    }));
}

test('every back-office page, endpoint and action is declared with its roles', () => {
  expect(routesUnder('src/app/admin', 'page.tsx').sort()).toEqual(Object.keys(PAGES).sort());
  const endpoints = routesUnder('src/app/api/admin', 'route.ts').filter(
    (r) => !r.startsWith('/api/admin/auth/'),
  );
  expect(endpoints.sort()).toEqual(Object.keys(ENDPOINTS).sort());
  expect(
    adminActions()
      .map((a) => a.key)
      .sort(),
  ).toEqual(Object.keys(ACTIONS).sort());
});

/** A desk action's form (refund, cancel waived, resend, note) on the booked order, as React posts it. */
function deskForm() {
  const form = new FormData();
  form.append('_1_reference', SAMPLE['[reference]']!);
  form.append('_1_requestId', `access-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  form.append('_1_amount', '1');
  form.append('_1_reason', 'intruder');
  form.append('_1_waive', 'on');
  form.append('_1_waiveReason', 'intruder');
  form.append('_1_text', 'intruder note');
  form.append('0', '[{},"$K1"]');
  return form;
}

/**
 * A promotions form as React posts a plain form action: a new code and the switch of
 * RIVIERA10 (a refused caller must create nothing and switch nothing off).
 */
function promotionForm(code: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    code,
    kind: 'percent',
    percentOff: '50',
    stayFrom: NIGHT,
    stayTo: NIGHT,
    active: 'on',
    type: 'code',
    key: 'RIVIERA10',
    id: '1',
  }))
    form.append(`_1_${name}`, value);
  form.append('0', '["$K1"]');
  return form;
}

/**
 * A content editor's form as React posts a plain form action: a draft of the Portuguese FAQ
 * and a restore of its first version (a refused caller must save, publish and restore nothing).
 */
function contentForm(locale = 'pt', title = 'INTRUDER CONTENT') {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    kind: 'faq',
    key: 'faq',
    locale,
    version: '1',
    title,
    metaDescription: 'INTRUDER',
    intro: 'INTRUDER',
    'sections.0.heading': 'INTRUDER',
    'sections.0.paragraphs': 'INTRUDER',
    'questions.0.topic': 'INTRUDER',
    'questions.0.q': 'INTRUDER',
    'questions.0.a': 'INTRUDER',
  }))
    form.append(`_1_${name}`, value);
  form.append('0', '["$K1"]');
  return form;
}

/**
 * A settings or staff form as React posts it (useActionState's take the previous state
 * first): maintenance on, CONCENTRADOR off, the Mexico phone and the footer hours rewritten,
 * EUR without methods but Visa, BBVA's months, the won at 1 per dollar, a new admin, and the
 * gate member made admin and disabled. A refused caller must change none of it.
 */
function settingsForm(gateId: string, withState: boolean) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    on: 'true',
    code: 'CONCENTRADOR',
    enabled: 'false',
    id: gateId,
    key: 'footer',
    text_es: 'INTRUSO',
    text_en: 'INTRUDER',
    text_pt: 'INTRUSO',
    displayNumber: '800 000 0000',
    dialNumber: '+528000000000',
    currency: 'KRW',
    method: '1',
    months: '1, 2',
    rate: '1',
    from: day(0),
    email: `intruder-settings-${Date.now()}@example.com`,
    name: 'Intruder',
    password: 'intruder-password-1',
    role: 'admin',
    disabled: 'true',
  }))
    form.append(`_1_${name}`, value);
  form.append('0', withState ? '[{},"$K1"]' : '["$K1"]');
  return form;
}

type Principal = { name: string; role?: StaffRole; api: APIRequestContext };

/** Signs a staff member in over HTTP (password, then the TOTP code): the context keeps the cookie. */
async function staffContext(baseURL: string, staff: TestStaff): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL },
  });
  const first = await api.post('/api/admin/auth/sign-in/email', {
    data: { email: staff.email, password: staff.password },
  });
  expect(await first.json()).toMatchObject({ twoFactorRedirect: true });
  const second = await api.post('/api/admin/auth/two-factor/verify-totp', {
    data: { code: totpCode(staff.totpSecret) },
  });
  expect(second.status()).toBe(200);
  return api;
}

/** A park bulk edit that closes every XC-BASIC schedule on NIGHT, as the park grid's form posts it. */
async function parkEditForm(admin: APIRequestContext) {
  const grid = await (
    await admin.get(`/api/admin/v1/parks/XC-BASIC/capacity/?month=${MONTH}`)
  ).json();
  const form = new FormData();
  form.append('_1_product', 'XC-BASIC');
  form.append('_1_from', NIGHT);
  form.append('_1_to', NIGHT);
  for (let d = 1; d <= 7; d++) form.append('_1_weekday', String(d));
  for (const slot of grid.slots as { id: number }[]) form.append('_1_slot', String(slot.id));
  form.append('_1_sale', 'close');
  form.append('_1_reasonEs', 'intruso');
  form.append('_1_priceMode', 'keep');
  form.append('0', '[{},"$K1"]');
  return form;
}

/**
 * A park prices form as React posts a plain form action: XC-BASIC's open ticket at 1 USD, its
 * first complement renamed and off sale, a new INTRUDER complement, presale and package tiers
 * of 90 %. A refused caller must change none of it.
 */
function parkPricesForm(kind: 'presale' | 'package') {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    product: 'XC-BASIC',
    adult: '1',
    child: '0',
    id: '1',
    nameEs: 'INTRUSO',
    price: '1',
    code: 'INTRUDER-1',
    kind,
    'at.0': kind === 'presale' ? '1' : '2',
    'percent.0': '90',
  }))
    form.append(`_1_${name}`, value);
  form.append('0', '["$K1"]');
  return form;
}

/** What the park prices pages show: the open ticket, the complements, the tiers. */
async function parkPricesSnapshot(admin: APIRequestContext) {
  const product = await (await admin.get(`/admin/parks/XC-BASIC/?month=${MONTH}`)).text();
  const index = await (await admin.get('/admin/parks/')).text();
  return JSON.stringify({
    openTicket: /data-open-ticket="([^"]*)"/.exec(product)?.[1],
    complements: [...product.matchAll(/data-complement="([^"]*)"/g)].map((m) => m[1]),
    intruder: product.includes('INTRUSO') || product.includes('INTRUDER'),
    tiers: [...index.matchAll(/data-tiers="([^"]*)"/g)].map((m) => m[1]),
  });
}

/** A bulk edit that closes every HXM room type on NIGHT, as the grid's form posts it. */
/** The first season the hotel lists (its id is in the page), removed by the seasons form. */
async function firstSeason(admin: APIRequestContext): Promise<string> {
  const page = await (await admin.get('/admin/rates/HXM/')).text();
  return /data-season="(\d+)"/.exec(page)![1]!;
}
async function seasonForm(admin: APIRequestContext) {
  const form = new FormData();
  form.append('_1_hotel', 'HXM');
  form.append('_1_op', 'remove');
  form.append('_1_id', await firstSeason(admin));
  form.append('0', '[{},"$K1"]');
  return form;
}

async function bulkEditForm(admin: APIRequestContext) {
  const grid = await (await admin.get(`/api/admin/v1/hotels/HXM/inventory/?month=${MONTH}`)).json();
  const form = new FormData();
  form.append('_1_hotel', 'HXM');
  form.append('_1_from', NIGHT);
  form.append('_1_to', NIGHT);
  for (let d = 1; d <= 7; d++) form.append('_1_weekday', String(d));
  for (const room of grid.roomTypes as { id: number }[])
    form.append('_1_roomType', String(room.id));
  form.append('_1_sale', 'close');
  form.append('_1_rateMode', 'keep');
  // React's encoding of (prevState, formData): the form's fields under the reference's prefix,
  // then the arguments as JSON, last (the server reads the parts as they stream in).
  form.append('0', '[{},"$K1"]');
  return form;
}

test('anonymous visitors, customers and wrong roles are refused everywhere and change nothing', async ({
  page,
  baseURL,
  request,
}, info) => {
  test.setTimeout(240_000);
  // A customer, signed in through the shop, who books and pays a stay (the order the desk's
  // pages and actions are tried on).
  await registerAndConfirm(page, info, { email: uniqueEmail('customer'), locale: 'es' });
  SAMPLE['[reference]'] = await bookAndPay(page, baseURL!, 'es', 365, uniqueEmail('booked'));
  const staff = Object.fromEntries(
    await Promise.all(ROLES.map(async (role) => [role, await createStaff(request, role)] as const)),
  ) as Record<StaffRole, TestStaff>;
  const principals: Principal[] = [
    {
      name: 'anonymous',
      api: await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } }),
    },
    { name: 'customer', api: page.request },
    ...(await Promise.all(
      ROLES.map(async (role) => ({
        name: role,
        role,
        api: await staffContext(baseURL!, staff[role]),
      })),
    )),
  ];
  const admin = principals.find((p) => p.role === 'admin')!.api;
  const snapshot = async () => {
    const grid = await admin.get(`/api/admin/v1/hotels/HXM/inventory/?month=${MONTH}`);
    expect(grid.status()).toBe(200);
    return JSON.stringify((await grid.json()).cells);
  };
  const parkSnapshot = async () => {
    const grid = await admin.get(`/api/admin/v1/parks/XC-BASIC/capacity/?month=${MONTH}`);
    expect(grid.status()).toBe(200);
    const { cells, prices } = await grid.json();
    return JSON.stringify({ cells, prices });
  };
  const parkBefore = await parkSnapshot();
  const pricesBefore = await parkPricesSnapshot(admin);
  expect(pricesBefore).toContain('XC-UPG-PLUS');
  expect(pricesBefore).toContain('21:15');
  const before = await snapshot();
  const season = await firstSeason(admin);
  const actions = adminActions();
  // A real message of the queue (the paid booking's confirmation), for its preview's page.
  for (const status of ['sent', 'pending', 'failed']) {
    const queue = await (await admin.get(`/admin/outbox/?status=${status}`)).text();
    const id = /data-message="([0-9a-f-]{36})"/.exec(queue)?.[1];
    if (id) {
      SAMPLE['[id]'] = id;
      break;
    }
  }
  expect(SAMPLE['[id]']).toMatch(/^[0-9a-f-]{36}$/);

  for (const who of principals) {
    for (const [route, allowed] of Object.entries(PAGES)) {
      const response = await who.api.get(concrete(route), { maxRedirects: 0 });
      const label = `${who.name} GET ${route}`;
      if (allowed === 'public') {
        // Without a valid token the invitation page says so and shows no form, no key.
        expect(response.status(), label).toBe(200);
        const html = await response.text();
        expect(html, label).toContain('data-invitation="INVALID"');
        expect(html, label).not.toContain('name="password"');
        expect(html, label).not.toContain('otpauth://');
        continue;
      }
      const ok = who.role && (allowed === 'staff' || allowed.includes(who.role));
      if (ok) expect(response.status(), label).toBe(200);
      else if (!who.role) {
        // The staff sign-in form: at /admin/ itself, or sent there with the page to return to.
        if (route === '/admin/') {
          expect(response.status(), label).toBe(200);
          expect(await response.text(), label).toContain('name="password"');
        } else {
          expect(response.status(), label).toBe(307);
          expect(response.headers().location, label).toMatch(/^\/admin\/\?next=/);
        }
      } else expect(response.status(), label).toBe(404);
    }
    for (const [route, methods] of Object.entries(ENDPOINTS)) {
      for (const [method, allowed] of Object.entries(methods)) {
        const url = `${concrete(route)}?month=${MONTH}`;
        const body = {
          roomTypeIds: [1],
          from: NIGHT,
          to: NIGHT,
          weekdays: [1, 2, 3, 4, 5, 6, 7],
          closed: true,
        };
        const ok = who.role && allowed.includes(who.role);
        if (ok && method === 'POST') continue; // the allowed edit is the positive control below
        const response =
          method === 'GET' ? await who.api.get(url) : await who.api.post(url, { data: body });
        expect(response.status(), `${who.name} ${method} ${route}`).toBe(ok ? 200 : 403);
      }
    }
    for (const action of actions) {
      const allowed = ACTIONS[action.key]!;
      if (allowed === 'public' || (who.role && allowed.includes(who.role))) continue;
      const response = await who.api.post(action.page, {
        headers: { 'Next-Action': action.id },
        multipart: action.key.startsWith('src/features/admin-orders/')
          ? deskForm()
          : action.key.startsWith('src/features/admin-promotions/')
            ? promotionForm('INTRUDER1')
            : action.key.startsWith('src/features/admin-parks/prices-actions.ts')
              ? parkPricesForm('presale')
              : action.key.startsWith('src/features/admin-parks/')
                ? await parkEditForm(admin)
                : action.key.startsWith('src/features/admin-content/')
                  ? contentForm()
                  : /admin-(settings|staff)\//.test(action.key)
                    ? settingsForm(
                        staff.gate.id,
                        /#(resetSecondFactorAction|changeOwnPasswordAction)$/.test(action.key),
                      )
                    : action.key.endsWith('#seasonAction')
                      ? await seasonForm(admin)
                      : await bulkEditForm(admin),
      });
      expect(response.status(), `${who.name} action ${action.key}`).toBeLessThan(500);
    }
    // Better Auth's own admin endpoints (staff management) are the admin role's only.
    if (who.role !== 'admin') {
      const target = staff.gate.id;
      const calls = [
        who.api.get('/api/admin/auth/admin/list-users'),
        who.api.post('/api/admin/auth/admin/create-user', {
          data: {
            email: `intruder-${who.name}@example.com`,
            password: 'intruder-password',
            name: 'X',
            role: 'admin',
          },
        }),
        who.api.post('/api/admin/auth/admin/set-role', { data: { userId: target, role: 'admin' } }),
        who.api.post('/api/admin/auth/admin/impersonate-user', { data: { userId: target } }),
        who.api.post('/api/admin/auth/admin/ban-user', { data: { userId: target } }),
        who.api.post('/api/admin/auth/admin/remove-user', { data: { userId: target } }),
      ];
      for (const response of await Promise.all(calls))
        expect([401, 403], `${who.name} ${response.url()}`).toContain(response.status());
    }
  }

  // Nothing changed: the grid is as it was, the order has no refund, note or audit row, and
  // nobody became an admin.
  expect((await snapshot()) === before, 'the grid is unchanged').toBe(true);
  expect((await parkSnapshot()) === parkBefore, 'the park grid is unchanged').toBe(true);
  expect(await firstSeason(admin), 'no season was removed').toBe(season);
  expect(await parkPricesSnapshot(admin), 'the park prices are unchanged').toBe(pricesBefore);
  const order = await admin.get(`/admin/orders/${SAMPLE['[reference]']}/`);
  expect(order.status()).toBe(200);
  const orderPage = await order.text();
  expect(orderPage).not.toContain('data-note');
  expect(orderPage).not.toContain('data-event="audit"');
  expect(orderPage).not.toContain('data-event="refund"');
  const promotions = await (await admin.get('/admin/promotions/')).text();
  expect(promotions).not.toContain('INTRUDER1');
  expect(promotions).toMatch(/data-code="RIVIERA10"[^]*?<\/tr>/);
  expect(/data-code="RIVIERA10"[^]*?<\/tr>/.exec(promotions)![0]).not.toContain('Inactiv');
  // The Portuguese FAQ has no intruder's draft, publish or restore.
  const content = await (await admin.get('/admin/content/faq/faq/pt/')).text();
  expect(content).not.toContain('INTRUDER');
  for (const role of ['revenue', 'frontdesk', 'gate'] as const)
    expect(content).not.toContain(staff[role].email);
  const gate = principals.find((p) => p.role === 'gate')!.api;
  expect((await gate.get('/admin/rates/', { maxRedirects: 0 })).status()).toBe(404);
  // The settings and the staff are as they were: the gate member still signed in as gate.
  const settings = await (await admin.get('/admin/settings/')).text();
  expect(settings).toContain('data-maintenance="off"');
  expect(settings).not.toContain('INTRUSO');
  expect(settings).not.toContain('800 000 0000');
  expect(/data-currency="KRW"[^]*?<\/tr>/.exec(settings)![0]).not.toMatch(/data-rate="?[^>]*>1</);
  expect(/data-site="CONCENTRADOR"[^]*?<\/tr>/.exec(settings)![0]).not.toContain('Inactivo');
  expect((await gate.get('/admin/gate/', { maxRedirects: 0 })).status()).toBe(200);
  expect((await gate.get('/admin/staff/', { maxRedirects: 0 })).status()).toBe(404);
  const intruder = await admin.get(
    '/api/admin/auth/admin/list-users?searchValue=intruder&searchField=email',
  );
  expect((await intruder.json()).users).toEqual([]);

  // The positive control: the same action posted the same way by a revenue user does change
  // the grid (so the refusals above were refusals, not a malformed request).
  const revenue = principals.find((p) => p.role === 'revenue')!.api;
  const edit = actions.find((a) => a.key.endsWith('#bulkEditAction'))!;
  const allowed = await revenue.post(edit.page, {
    headers: { 'Next-Action': edit.id },
    multipart: await bulkEditForm(admin),
  });
  expect(allowed.status()).toBe(200);
  expect((await snapshot()) !== before, "the revenue user's bulk edit changed the grid").toBe(true);
  const parkEdit = actions.find((a) => a.key.endsWith('#parkEditAction'))!;
  const parkAllowed = await revenue.post(parkEdit.page, {
    headers: { 'Next-Action': parkEdit.id },
    multipart: await parkEditForm(admin),
  });
  expect(parkAllowed.status()).toBe(200);
  expect(
    (await parkSnapshot()) !== parkBefore,
    "the revenue user's park edit changed the park grid",
  ).toBe(true);
  // The same for the orders desk: a frontdesk user's note, posted the same way, is kept.
  const frontdesk = principals.find((p) => p.role === 'frontdesk')!.api;
  const note = actions.find((a) => a.key.endsWith('#noteAction'))!;
  const noted = await frontdesk.post(note.page, {
    headers: { 'Next-Action': note.id },
    multipart: deskForm(),
  });
  expect(noted.status()).toBe(200);
  const after = await (await admin.get(`/admin/orders/${SAMPLE['[reference]']}/`)).text();
  expect(after).toContain('intruder note');
  // And for promotions: a revenue user's new code, posted the same way, exists.
  const created = `ACCESS-${Date.now().toString(36).toUpperCase().slice(-6)}`;
  const saveCode = actions.find((a) => a.key.endsWith('#saveCodeAction'))!;
  const saved = await revenue.post(saveCode.page, {
    headers: { 'Next-Action': saveCode.id },
    multipart: promotionForm(created),
    maxRedirects: 0,
  });
  expect(saved.status()).toBeLessThan(400);
  expect(await (await admin.get('/admin/promotions/')).text()).toContain(`data-code="${created}"`);
  // And for the site's copy: a content user's draft of the English FAQ, posted the same way, is kept.
  const editor = principals.find((p) => p.role === 'content')!.api;
  const saveDraft = actions.find((a) => a.key.endsWith('#saveDraftAction'))!;
  const drafted = await editor.post(saveDraft.page, {
    headers: { 'Next-Action': saveDraft.id },
    multipart: contentForm('en', 'ACCESS CONTROL DRAFT'),
    maxRedirects: 0,
  });
  expect(drafted.status()).toBeLessThan(400);
  const english = await (await admin.get('/admin/content/faq/faq/en/')).text();
  expect(english).toContain('ACCESS CONTROL DRAFT');
  expect(english).toContain('data-draft="yes"');
  for (const who of principals) if (who.name !== 'customer') await who.api.dispose();
});
