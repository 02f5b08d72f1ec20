import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  auditLog,
  enquiries,
  etickets,
  mediaAttachments,
  newsletterSubscriptions,
  outbox,
  products,
  staffInvitations,
  staffUsers,
} from '@/db/schema';
import { openInventory } from '@/db/seed/inventory';
import { openCapacity } from '@/db/seed/tickets';
import { productPriceSheet } from '@/domain/catalog';
import { openOrderDesk } from '@/domain/desk';
import {
  createStaffAuth,
  createStaffMember,
  issueInvitationLink,
  openStaffInvitation,
  type StaffAuth,
} from '@/domain/staff';
import { hotelRatePlans, listSeasons, resortToday, revenueGrid } from '@/domain/stays';
import { parkGrid } from '@/domain/tickets';
import { listTaxRules } from '@/domain/taxes';
import { localStorage, sharpCodec } from '@/integrations/media';
import { addDays } from '@/lib/dates';
import type { ShopChange } from '@/server/revalidate';
import { ACTIONS, ENDPOINTS, adminActionsInSource, type AdminRole } from '../support/admin-actions';
import { createTestDatabase, engines, type TestDatabase } from '../support/databases';
import { testPhoto, TEXT_AS_JPEG } from '../support/images';
import { paidBooking } from '../support/paid-booking';
import { paidParkOrder, sandboxFor } from '../support/paid-orders';
import { totpCode } from '../support/totp';

/**
 * The audit-log test (issue 16): every mutating back-office action — each server action and
 * admin API POST declared in tests/support/admin-actions.ts, the table the role-enumeration
 * test reads — called as a staff member of a role that may, with valid input and a real
 * database, writes exactly ONE audit row naming the action, the actor, the target and the
 * address; the same call by an anonymous visitor or a wrong role writes none. Only the
 * framework's edges are stood in for: the request (headers, cookies), redirect and
 * revalidation, the translations, and the session lookup of '@/server' (its role check keeps
 * the real permission table). A new action or endpoint without a step here fails the first test.
 *
 * And the shop's page cache (decision 0044): each step declares what the cached shop pages
 * show that its valid call changes (a ShopChange, or null); that call regenerates them exactly
 * once with it (`revalidateShopPages`, recorded here), or never; a refused call never does.
 */
const h = vi.hoisted(() => {
  class Redirected extends Error {
    constructor(readonly url: string) {
      super(`redirect ${url}`);
    }
  }
  const ADDRESS = '203.0.113.77';
  const state = {} as {
    db?: unknown;
    providers?: unknown;
    auth?: unknown;
    media?: unknown;
    who?: { id: string; name: string; email: string; role: string; locale: 'es' | 'en' };
    cookie?: string;
  };
  /**
   * Every regeneration of the shop's cached pages since the last look: `revalidateShopPages`'s
   * change, or a `revalidatePath` of a shop path made around it (the one function must do it).
   */
  const shop: string[] = [];
  type Permission = Parameters<typeof import('@/domain/staff').staffMay>[1];
  /**
   * The session stood in for: the step's signed-in member, checked against the real permission
   * table. Both '@/server' and its own '@/server/staff' (which the bulk edit forms' action
   * reads) answer with it, so neither mock imports the other: a mock factory that imports the
   * module being mocked waits for itself forever (the unit step hung on it).
   */
  async function authorizeStaff(permission: Permission | null) {
    const { staffMay } = await import('@/domain/staff');
    const staff = state.who;
    if (!staff) return { ok: false, status: 401 } as const;
    if (permission && !staffMay(staff.role as never, permission))
      return { ok: false, status: 403 } as const;
    return {
      ok: true,
      staff,
      actor: { id: staff.id, email: staff.email, role: staff.role, address: ADDRESS },
    } as const;
  }
  return { Redirected, ADDRESS, state, shop, authorizeStaff };
});

vi.mock('next/navigation', () => ({
  redirect: (url: string) => {
    throw new h.Redirected(url);
  },
  notFound: () => {
    throw new Error('NEXT_NOT_FOUND');
  },
}));
vi.mock('next/cache', () => ({
  // The back office's own pages are refreshed freely; any other path is the shop's.
  revalidatePath: (path: string) => {
    if (!path.startsWith('/admin/')) h.shop.push(`revalidatePath ${path}`);
  },
  revalidateTag: (tag: string) => h.shop.push(`revalidateTag ${tag}`),
  updateTag: (tag: string) => h.shop.push(`updateTag ${tag}`),
}));
vi.mock('next/headers', () => ({
  headers: async () =>
    new Headers({
      'x-forwarded-for': h.ADDRESS,
      ...(h.state.cookie ? { cookie: h.state.cookie } : {}),
    }),
  cookies: async () => ({
    get: () => undefined,
    getAll: () => [],
    set: () => {},
    delete: () => {},
  }),
}));
vi.mock('next-intl/server', () => ({
  getTranslations: async () => Object.assign((key: string) => key, { has: () => true }),
}));
vi.mock('@/server', async () => {
  const authorizeStaff = h.authorizeStaff;
  return {
    ADMIN_LANGUAGE_COOKIE: 'xcaret-admin-lang',
    getDb: async () => h.state.db,
    adminLocale: async () => 'es',
    currentStaff: async () => h.state.who,
    authorizeStaff,
    staffEndpoint:
      (
        permission: Parameters<typeof h.authorizeStaff>[0],
        handler: (check: unknown, request: Request, ...rest: unknown[]) => Promise<Response>,
      ) =>
      async (request: Request, ...rest: unknown[]) => {
        const check = await authorizeStaff(permission);
        if (!check.ok) return Response.json({ error: { code: 'FORBIDDEN' } }, { status: 403 });
        return handler(check, request, ...rest);
      },
    paymentProviders: () => h.state.providers,
    issuerSealFits: () => true,
    mediaDeps: () => h.state.media,
    getStaffAuth: async () => h.state.auth,
    // The shop's page cache: each regeneration recorded (the step says how many: one or none).
    revalidateShopPages: (change: string) => h.shop.push(change),
    // The bulk edit forms' one action, on the session stood in for above (below).
    runBulkFormAction: (
      await vi.importActual<typeof import('@/server/bulk-form-action')>('@/server/bulk-form-action')
    ).runBulkFormAction,
  };
});

// The layer's own modules that the bulk edit forms' action reads the session through.
vi.mock('@/server/staff', () => ({
  adminLocale: async () => 'es',
  authorizeStaff: h.authorizeStaff,
}));
// And the shop's revalidation by its own path, recorded the same.
vi.mock('@/server/revalidate', () => ({
  revalidateShopPages: (change: string) => h.shop.push(change),
}));

const shell = await import('@/features/admin-shell/actions');
const revenueActions = await import('@/features/admin-revenue/actions');
const ratePlanActions = await import('@/features/admin-revenue/rate-plans-actions');
const seasonActions = await import('@/features/admin-revenue/seasons-actions');
const parkActions = await import('@/features/admin-parks/actions');
const priceActions = await import('@/features/admin-parks/prices-actions');
const fiscal = await import('@/features/admin-fiscal/actions');
const orders = await import('@/features/admin-orders/actions');
const outboxActions = await import('@/features/admin-outbox/actions');
const enquiryActions = await import('@/features/admin-enquiries/actions');
const newsletterActions = await import('@/features/admin-newsletter/actions');
const promotions = await import('@/features/admin-promotions/actions');
const mediaActions = await import('@/features/admin-media/actions');
const content = await import('@/features/admin-content/actions');
const settings = await import('@/features/admin-settings/actions');
const staffActions = await import('@/features/admin-staff/actions');
const invitation = await import('@/features/admin-staff/invitation-actions');
const password = await import('@/features/admin-staff/password-actions');
const inventoryRoute = await import('@/app/api/admin/v1/hotels/[code]/inventory/route');
const capacityRoute = await import('@/app/api/admin/v1/parks/[product]/capacity/route');
const redeemRoute = await import('@/app/api/admin/v1/tickets/redeem/route');
const mediaRoute = await import('@/app/api/admin/v1/media/route');

const ROLES: AdminRole[] = ['admin', 'revenue', 'frontdesk', 'gate', 'content'];
const BASE = 'http://127.0.0.1:3999';

/** A form as a page posts it: fields (repeated names as arrays). */
function formOf(fields: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields))
    for (const v of Array.isArray(value) ? value : [value]) form.append(name, v);
  return form;
}

/** What an action answered: its returned state, or where it redirected. */
type Answer = { value?: unknown; redirect?: string };
async function answerOf(run: () => Promise<unknown>): Promise<Answer> {
  try {
    return { value: await run() };
  } catch (error) {
    if (error instanceof h.Redirected) return { redirect: error.url };
    throw error;
  }
}

/** The audit row a step must write (or `null`: it changes nothing the audit log records). */
type Expected = { action: string; entity: string; entityId: string } | null;

/**
 * One call of an action or endpoint: who calls it, how, what says it succeeded, and the one
 * audit row it writes. `key` is an ACTIONS key or `POST <endpoint>`.
 */
type Step = {
  key: string;
  as: AdminRole | 'anonymous';
  run: () => Promise<unknown>;
  succeeded: (answer: Answer) => boolean;
  audit: () => Expected;
  /**
   * What the shop's cached pages show that the valid call changes: they are regenerated once
   * with it (`revalidateShopPages`); null: nothing they show (the desk, staff, fiscal data…),
   * never regenerated.
   */
  shop: ShopChange | null;
  /** The valid call made once more changes nothing: it regenerates no shop page. */
  again?: true;
  /**
   * The same call refused by the rules (bad input, an unknown target) or changing nothing:
   * made first, as the same role, it writes no row.
   */
  invalid?: () => Promise<unknown>;
  /** Why a public step writes what it writes (anyone may call it). */
  reason?: string;
};

const stateOk = (a: Answer) => (a.value as { ok?: boolean } | undefined)?.ok === true;
const redirectedWith = (pattern: RegExp) => (a: Answer) => pattern.test(a.redirect ?? '');

describe.each(engines)('the audit log of the back office on %s', (engine) => {
  let t: TestDatabase;
  let auth: StaffAuth;
  let mediaDir: string;
  const today = resortToday(new Date());
  const staff = {} as Record<
    AdminRole,
    { id: string; email: string; password: string; secret: string }
  >;
  /** Ids learnt along the way (created by an earlier step, used by a later one). */
  const seen: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestDatabase(engine);
    h.state.db = t.db;
    await openInventory(t.db, addDays(today, 30), 90);
    await openCapacity(t.db, today, 120);
    const sandbox = sandboxFor(t.db);
    h.state.providers = sandbox.providers;
    auth = createStaffAuth(t.db, { baseUrl: BASE, secret: 'q'.repeat(40), secureCookies: false });
    h.state.auth = auth;
    mediaDir = mkdtempSync(path.join(tmpdir(), 'audit-media-'));
    h.state.media = { storage: localStorage(mediaDir), images: sharpCodec };
    for (const role of ROLES) {
      const secret = `audit-${role}-secret-0123456789abcdef`;
      const email = `${role}@audit.xcaret.test`;
      const created = await createStaffMember(t.db, auth, {
        email,
        name: `Audit ${role}`,
        password: `${role}-password-1`,
        role,
        totpSecret: secret,
      });
      staff[role] = { id: created.id, email, password: `${role}-password-1`, secret };
    }
    // The member the staff steps change (made as `npm run staff:create` makes one: the back
    // office no longer creates accounts with a typed password, it invites).
    seen.created = (
      await createStaffMember(t.db, auth, {
        email: 'nuevo@audit.xcaret.test',
        name: 'Nuevo Miembro',
        password: 'nuevo-password-1',
        role: 'frontdesk',
      })
    ).id;
    // The orders the desk's steps work on: two paid stays and a paid park order of two visits.
    const refunded = await paidBooking(t.db, sandbox, {
      checkIn: addDays(today, 60),
      checkOut: addDays(today, 62),
    });
    seen.refundBooking = refunded.hold.reference;
    seen.refundOrder = refunded.order.reference;
    const cancelled = await paidBooking(t.db, sandbox, {
      checkIn: addDays(today, 70),
      checkOut: addDays(today, 72),
    });
    seen.cancelBooking = cancelled.hold.reference;
    seen.cancelOrder = cancelled.order.reference;
    const park = await paidParkOrder(t.db, sandbox, { dayOffset: 10, withXcaret: true });
    seen.parkOrder = park.order.reference;
    // Its Xel-Há visit's first ticket is for today (the gate's scan admits it).
    const [xelha] = await t.db.select().from(products).where(eq(products.code, 'XH-XELHA'));
    const [ticket] = await t.db
      .select()
      .from(etickets)
      .where(and(eq(etickets.orderId, park.order.id), eq(etickets.productId, xelha!.id)));
    await t.db
      .update(etickets)
      .set({ visitDate: today, validUntil: today })
      .where(eq(etickets.id, ticket!.id));
    seen.ticketCode = ticket!.code;
    const [failed] = await t.db
      .insert(outbox)
      .values({ kind: 'audit-test', payload: {}, status: 'failed', attempts: 5 })
      .returning();
    seen.outbox = failed!.id;
    const [enquiry] = await t.db
      .insert(enquiries)
      .values({
        reference: 'ENQ-AUDIT-1',
        kind: 'wedding',
        locale: 'es',
        dateFrom: addDays(today, 200),
        guests: 80,
        contactName: 'Ana López',
        email: 'ana.enquiry@example.com',
        phone: '+52 998 123 4567',
      })
      .returning();
    seen.enquiry = enquiry!.id;
    const now = new Date();
    const [subscription] = await t.db
      .insert(newsletterSubscriptions)
      .values({
        email: 'subscriber@example.com',
        firstName: 'Ana',
        lastName: 'López',
        country: 'MX',
        site: 'XCARET',
        language: 'es',
        status: 'confirmed',
        acceptanceText: 'Acepto',
        acceptedAt: now,
        permissionText: 'Permiso',
        permissionGrantedAt: now,
        clientId: 'c',
        externalKey: 'k',
        memberId: 'm',
        confirmedAt: now,
      })
      .returning();
    seen.subscription = subscription!.id;
  });
  afterAll(async () => {
    await t?.dispose();
    if (mediaDir) rmSync(mediaDir, { recursive: true, force: true });
  });

  const night = addDays(today, 80);
  const month = night.slice(0, 7);
  const invitationOf = async (email: string) => {
    const [user] = await t.db.select().from(staffUsers).where(eq(staffUsers.email, email));
    const [inv] = await t.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.userId, user!.id));
    return { userId: user!.id, invitationId: inv!.id };
  };
  const contentFields = (title: string) => ({
    kind: 'faq',
    key: 'faq',
    locale: 'pt',
    title,
    metaDescription: 'Perguntas frequentes',
    intro: 'Introdução',
    'sections.0.heading': 'Reservas',
    'sections.0.paragraphs': 'Um parágrafo.',
    'questions.0.topic': 'Reservas',
    'questions.0.q': 'Posso cancelar?',
    'questions.0.a': 'Sim.',
  });
  const FAQ_PT = 'faq:faq:pt';
  /** A gate scan of a printed code, as the scanner posts it: the answer's body. */
  const scan = async (code: string) => {
    const response = await redeemRoute.POST(
      new Request(`${BASE}/api/admin/v1/tickets/redeem/`, {
        method: 'POST',
        body: JSON.stringify({ code, gate: 'Norte' }),
      }),
    );
    return response.status === 200 ? response.json() : { status: response.status };
  };

  const STEPS: Step[] = [
    // Hotel revenue.
    {
      key: 'src/features/admin-revenue/actions.ts#bulkEditAction',
      as: 'revenue',
      invalid: () =>
        revenueActions.bulkEditAction(
          {},
          formOf({
            hotel: 'HXM',
            from: night,
            to: addDays(night, -1),
            weekday: ['1', '2', '3', '4', '5', '6', '7'],
            roomType: '1',
            sale: 'close',
            rateMode: 'keep',
          }),
        ),
      run: async () => {
        const grid = (await revenueGrid(t.db, 'HXM', month))!;
        return revenueActions.bulkEditAction(
          {},
          formOf({
            hotel: 'HXM',
            from: night,
            to: addDays(night, 2),
            weekday: ['1', '2', '3', '4', '5', '6', '7'],
            roomType: grid.roomTypes.map((r) => String(r.id)),
            sale: 'close',
            rateMode: 'keep',
          }),
        );
      },
      succeeded: stateOk,
      shop: 'rates',
      again: true,
      audit: () => ({
        action: 'inventory.bulk-edit',
        entity: 'hotel-inventory',
        entityId: 'HXM',
      }),
    },
    {
      key: 'POST /api/admin/v1/hotels/[code]/inventory/',
      as: 'revenue',
      invalid: () =>
        inventoryRoute.POST(
          new Request(`${BASE}/api/admin/v1/hotels/HXM/inventory/`, {
            method: 'POST',
            body: JSON.stringify({
              roomTypeIds: [1],
              from: night,
              to: night,
              weekdays: [],
              closed: true,
            }),
          }),
          { params: Promise.resolve({ code: 'HXM' }) },
        ),
      run: async () => {
        const grid = (await revenueGrid(t.db, 'HXM', month))!;
        return inventoryRoute.POST(
          new Request(`${BASE}/api/admin/v1/hotels/HXM/inventory/`, {
            method: 'POST',
            body: JSON.stringify({
              roomTypeIds: grid.roomTypes.map((r) => r.id),
              from: night,
              to: addDays(night, 2),
              weekdays: [1, 2, 3, 4, 5, 6, 7],
              closed: false,
            }),
          }),
          { params: Promise.resolve({ code: 'HXM' }) },
        );
      },
      succeeded: (a) => (a.value as Response).status === 200,
      shop: 'rates',
      again: true,
      audit: () => ({
        action: 'inventory.bulk-edit',
        entity: 'hotel-inventory',
        entityId: 'HXM',
      }),
    },
    {
      key: 'src/features/admin-revenue/rate-plans-actions.ts#saveRatePlanAction',
      as: 'revenue',
      invalid: () =>
        ratePlanActions.saveRatePlanAction(
          {},
          formOf({
            hotel: 'HXM',
            plan: 'non-refundable',
            discountPercent: '500',
            depositKind: 'none',
            active: 'on',
          }),
        ),
      run: async () => {
        const plan = (await hotelRatePlans(t.db, 'HXM')).find((p) => p.code === 'non-refundable')!;
        return ratePlanActions.saveRatePlanAction(
          {},
          formOf({
            hotel: 'HXM',
            plan: 'non-refundable',
            discountPercent: String(plan.discountPercent + 1),
            freeCancelDays: String(plan.freeCancelDays),
            penaltyNights: String(plan.penaltyNights),
            depositKind: plan.depositKind ?? 'none',
            depositPercent: String(plan.depositPercent ?? 0),
            balanceDays: String(plan.balanceDays ?? 0),
            ...(plan.active ? { active: 'on' } : {}),
          }),
        );
      },
      succeeded: stateOk,
      shop: 'rates',
      audit: () => ({
        action: 'rate-plan.update',
        entity: 'rate-plan',
        entityId: 'HXM/non-refundable',
      }),
    },
    {
      key: 'src/features/admin-revenue/seasons-actions.ts#seasonAction',
      as: 'revenue',
      invalid: () =>
        seasonActions.seasonAction({}, formOf({ hotel: 'HXM', op: 'remove', id: '999999' })),
      run: async () => {
        const [first] = (await listSeasons(t.db, 'HXM'))!.filter((s) => s.endDate >= today);
        return seasonActions.seasonAction(
          {},
          formOf({ hotel: 'HXM', op: 'remove', id: String(first!.id) }),
        );
      },
      succeeded: stateOk,
      shop: 'rates',
      audit: () => ({ action: 'seasons.remove', entity: 'hotel-seasons', entityId: 'HXM' }),
    },
    // Parks.
    {
      key: 'src/features/admin-parks/actions.ts#parkEditAction',
      as: 'revenue',
      invalid: () =>
        parkActions.parkEditAction(
          {},
          formOf({
            product: 'XC-BASIC',
            from: night,
            to: night,
            weekday: ['1', '2', '3', '4', '5', '6', '7'],
            sale: 'close',
            priceMode: 'keep',
          }),
        ),
      run: async () => {
        const grid = (await parkGrid(t.db, 'XC-BASIC', month))!;
        return parkActions.parkEditAction(
          {},
          formOf({
            product: 'XC-BASIC',
            from: night,
            to: night,
            weekday: ['1', '2', '3', '4', '5', '6', '7'],
            slot: grid.slots.map((s) => String(s.id)),
            sale: 'close',
            reasonEs: 'Mantenimiento',
            priceMode: 'keep',
          }),
        );
      },
      succeeded: stateOk,
      shop: 'capacity',
      again: true,
      audit: () => ({ action: 'park.bulk-edit', entity: 'park-capacity', entityId: 'XC-BASIC' }),
    },
    {
      key: 'POST /api/admin/v1/parks/[product]/capacity/',
      as: 'admin',
      invalid: () =>
        capacityRoute.POST(
          new Request(`${BASE}/api/admin/v1/parks/XC-BASIC/capacity/`, {
            method: 'POST',
            body: JSON.stringify({
              slotIds: [],
              from: night,
              to: night,
              weekdays: [1],
              closed: true,
            }),
          }),
          { params: Promise.resolve({ product: 'XC-BASIC' }) },
        ),
      run: async () => {
        const grid = (await parkGrid(t.db, 'XC-BASIC', month))!;
        return capacityRoute.POST(
          new Request(`${BASE}/api/admin/v1/parks/XC-BASIC/capacity/`, {
            method: 'POST',
            body: JSON.stringify({
              slotIds: grid.slots.map((s) => s.id),
              from: night,
              to: night,
              weekdays: [1, 2, 3, 4, 5, 6, 7],
              closed: false,
            }),
          }),
          { params: Promise.resolve({ product: 'XC-BASIC' }) },
        );
      },
      succeeded: (a) => (a.value as Response).status === 200,
      shop: 'capacity',
      again: true,
      audit: () => ({ action: 'park.bulk-edit', entity: 'park-capacity', entityId: 'XC-BASIC' }),
    },
    {
      key: 'src/features/admin-parks/prices-actions.ts#openTicketAction',
      as: 'revenue',
      invalid: () =>
        priceActions.openTicketAction(formOf({ product: 'XC-BASIC', adult: 'cien', child: '75' })),
      run: () =>
        priceActions.openTicketAction(
          formOf({ product: 'XC-BASIC', adult: '151.50', child: '75' }),
        ),
      succeeded: redirectedWith(/priceOutcome=saved/),
      shop: 'prices',
      again: true,
      audit: () => ({
        action: 'park.open-ticket-prices',
        entity: 'product',
        entityId: 'XC-BASIC',
      }),
    },
    {
      key: 'src/features/admin-parks/prices-actions.ts#addComplementAction',
      as: 'revenue',
      invalid: () =>
        priceActions.addComplementAction(
          formOf({ product: 'XC-BASIC', code: "X' OR 1=1", nameEs: 'X', nameEn: 'X', price: '12' }),
        ),
      run: () =>
        priceActions.addComplementAction(
          formOf({
            product: 'XC-BASIC',
            code: 'XC-AUDIT-1',
            nameEs: 'Complemento de prueba',
            nameEn: 'Test add-on',
            subtitleEs: 'Prueba',
            subtitleEn: 'Test',
            price: '12',
          }),
        ),
      succeeded: redirectedWith(/priceOutcome=saved/),
      shop: 'prices',
      audit: () => ({
        action: 'park.complement-add',
        entity: 'complement',
        entityId: 'XC-AUDIT-1',
      }),
    },
    {
      key: 'src/features/admin-parks/prices-actions.ts#complementAction',
      as: 'revenue',
      invalid: () =>
        priceActions.complementAction(
          formOf({ product: 'XC-BASIC', id: '999999', nameEs: 'X', nameEn: 'X', price: '13' }),
        ),
      run: async () => {
        const sheet = (await productPriceSheet(t.db, 'XC-BASIC'))!;
        const added = sheet.complements.find((c) => c.code === 'XC-AUDIT-1')!;
        return priceActions.complementAction(
          formOf({
            product: 'XC-BASIC',
            id: String(added.id),
            nameEs: 'Complemento renombrado',
            nameEn: 'Renamed add-on',
            price: '13',
            onSale: 'on',
          }),
        );
      },
      succeeded: redirectedWith(/priceOutcome=saved/),
      shop: 'prices',
      again: true,
      audit: () => ({ action: 'park.complement', entity: 'complement', entityId: 'XC-AUDIT-1' }),
    },
    {
      key: 'src/features/admin-parks/prices-actions.ts#discountTiersAction',
      as: 'admin',
      invalid: () =>
        priceActions.discountTiersAction(
          formOf({ kind: 'presale', 'at.0': '10', 'percent.0': '200' }),
        ),
      run: () =>
        priceActions.discountTiersAction(
          formOf({
            kind: 'presale',
            'at.0': '10',
            'percent.0': '12',
            'at.1': '30',
            'percent.1': '18',
          }),
        ),
      succeeded: redirectedWith(/priceOutcome=saved/),
      shop: 'prices',
      again: true,
      audit: () => ({
        action: 'park.presale-tiers',
        entity: 'park-discounts',
        entityId: 'presale',
      }),
    },
    // Fiscal.
    {
      key: 'src/features/admin-fiscal/actions.ts#updateIssuerAction',
      as: 'admin',
      invalid: () =>
        fiscal.updateIssuerAction(
          {},
          formOf({
            scope: 'hotel',
            rfc: 'EKU9003173C8',
            name: 'Hoteles Xcaret',
            regime: '601',
            postalCode: '77710',
          }),
        ),
      run: () =>
        fiscal.updateIssuerAction(
          {},
          formOf({
            scope: 'hotel',
            rfc: 'EKU9003173C9',
            name: 'Hoteles Xcaret',
            regime: '601',
            postalCode: '77710',
          }),
        ),
      succeeded: stateOk,
      shop: null,
      audit: () => ({
        action: 'fiscal_issuer.update',
        entity: 'fiscal_issuer',
        entityId: 'hotel',
      }),
    },
    {
      key: 'src/features/admin-fiscal/actions.ts#scheduleTaxRateAction',
      as: 'admin',
      invalid: () =>
        fiscal.scheduleTaxRateAction(
          {},
          formOf({ ruleId: '999999', target: '', effectiveFrom: addDays(today, 9), value: '6' }),
        ),
      run: async () => {
        const ish = (await listTaxRules(t.db)).find(
          (r) =>
            r.code === 'ISH' &&
            r.scope === 'hotel' &&
            r.hotelCode === null &&
            r.effectiveTo === null,
        )!;
        seen.taxRule = String(ish.id);
        return fiscal.scheduleTaxRateAction(
          {},
          formOf({
            ruleId: String(ish.id),
            target: '',
            effectiveFrom: addDays(today, 9),
            value: '6',
          }),
        );
      },
      succeeded: stateOk,
      // The new rule's row is the entity (its id is the next one's).
      shop: null, // taxes are shown at the booking and checkout only (per request)
      audit: () => ({ action: 'tax_rule.schedule', entity: 'tax_rule', entityId: '*' }),
    },
    {
      key: 'src/features/admin-fiscal/actions.ts#updateSeriesAction',
      as: 'admin',
      invalid: () =>
        fiscal.updateSeriesAction(
          {},
          formOf({ scope: 'hotel', kind: 'I', series: 'HF', nextFolio: 'x' }),
        ),
      run: () =>
        fiscal.updateSeriesAction(
          {},
          formOf({ scope: 'hotel', kind: 'I', series: 'HF', nextFolio: '500' }),
        ),
      succeeded: stateOk,
      shop: null,
      audit: () => ({
        action: 'invoice_series.update',
        entity: 'invoice_series',
        entityId: 'hotel:I',
      }),
    },
    // The orders desk.
    {
      key: 'src/features/admin-orders/actions.ts#noteAction',
      as: 'frontdesk',
      invalid: () => orders.noteAction({}, formOf({ reference: seen.refundBooking!, text: '   ' })),
      run: () =>
        orders.noteAction(
          {},
          formOf({ reference: seen.refundBooking!, text: 'Llamó para pedir cuna.' }),
        ),
      succeeded: stateOk,
      shop: null,
      audit: () => ({ action: 'order.note', entity: 'order', entityId: seen.refundOrder! }),
    },
    {
      key: 'src/features/admin-orders/actions.ts#resendAction',
      as: 'frontdesk',
      invalid: () => orders.resendAction({}, formOf({ reference: 'NOPE-0000' })),
      run: () => orders.resendAction({}, formOf({ reference: seen.refundBooking! })),
      succeeded: stateOk,
      shop: null,
      audit: () => ({
        action: 'order.resend-confirmation',
        entity: 'order',
        entityId: seen.refundOrder!,
      }),
    },
    {
      key: 'src/features/admin-orders/actions.ts#refundAction',
      as: 'frontdesk',
      invalid: () =>
        orders.refundAction(
          {},
          formOf({
            reference: seen.refundBooking!,
            amount: '0',
            reason: 'Nada',
            requestId: crypto.randomUUID(),
          }),
        ),
      run: () =>
        orders.refundAction(
          {},
          formOf({
            reference: seen.refundBooking!,
            amount: '10',
            reason: 'Cortesía por la espera',
            requestId: crypto.randomUUID(),
          }),
        ),
      succeeded: stateOk,
      shop: null,
      audit: () => ({ action: 'order.refund', entity: 'order', entityId: seen.refundOrder! }),
    },
    {
      key: 'src/features/admin-orders/actions.ts#cancelAction',
      as: 'frontdesk',
      invalid: () =>
        orders.cancelAction({}, formOf({ reference: 'NOPE-0000', requestId: crypto.randomUUID() })),
      run: () =>
        orders.cancelAction(
          {},
          formOf({ reference: seen.cancelBooking!, requestId: crypto.randomUUID() }),
        ),
      succeeded: stateOk,
      shop: null, // availability is read per request (sales never regenerate)
      audit: () => ({ action: 'order.cancel', entity: 'order', entityId: seen.cancelOrder! }),
    },
    {
      key: 'src/features/admin-orders/actions.ts#cancelParkAction',
      as: 'admin',
      invalid: () =>
        orders.cancelParkAction(
          {},
          formOf({ reference: seen.parkOrder!, requestId: crypto.randomUUID() }),
        ),
      run: async () => {
        const desk = (await openOrderDesk(t.db, seen.parkOrder!))!;
        const item = desk.parkCancel!.items.find((i) => i.product.code === 'XC-PLUS')!;
        return orders.cancelParkAction(
          {},
          formOf({ reference: seen.parkOrder!, requestId: crypto.randomUUID(), item: item.id }),
        );
      },
      succeeded: stateOk,
      shop: null, // availability is read per request (sales never regenerate)
      audit: () => ({ action: 'order.cancel', entity: 'order', entityId: seen.parkOrder! }),
    },
    {
      key: 'POST /api/admin/v1/tickets/redeem/',
      as: 'gate',
      invalid: () => scan('ZZZZ-ZZZZ-ZZZZ'),
      run: () => scan(seen.ticketCode!),
      succeeded: (a) => (a.value as { kind?: string }).kind === 'valid',
      shop: null,
      audit: () => ({ action: 'ticket.redeem', entity: 'eticket', entityId: seen.ticketCode! }),
    },
    {
      key: 'src/features/admin-outbox/actions.ts#retryAction',
      as: 'admin',
      invalid: () =>
        outboxActions.retryAction({}, formOf({ id: '00000000-0000-4000-8000-000000000000' })),
      run: () => outboxActions.retryAction({}, formOf({ id: seen.outbox! })),
      succeeded: stateOk,
      shop: null,
      audit: () => ({ action: 'outbox.retry', entity: 'outbox', entityId: seen.outbox! }),
    },
    {
      key: 'src/features/admin-enquiries/actions.ts#setEnquiryStatusAction',
      as: 'frontdesk',
      invalid: () =>
        enquiryActions.setEnquiryStatusAction(
          formOf({ id: seen.enquiry!, status: 'hired', reference: 'ENQ-AUDIT-1' }),
        ),
      run: () =>
        enquiryActions.setEnquiryStatusAction(
          formOf({ id: seen.enquiry!, status: 'contacted', reference: 'ENQ-AUDIT-1' }),
        ),
      succeeded: redirectedWith(/outcome=saved/),
      shop: null,
      audit: () => ({ action: 'enquiry.status', entity: 'enquiry', entityId: 'ENQ-AUDIT-1' }),
    },
    {
      key: 'src/features/admin-newsletter/actions.ts#unsubscribeAction',
      as: 'content',
      invalid: () =>
        newsletterActions.unsubscribeAction(
          formOf({ id: '00000000-0000-4000-8000-000000000000', email: 'x@example.com', back: '' }),
        ),
      run: () =>
        newsletterActions.unsubscribeAction(
          formOf({ id: seen.subscription!, email: 'subscriber@example.com', back: '' }),
        ),
      succeeded: redirectedWith(/outcome=unsubscribed/),
      shop: null,
      audit: () => ({
        action: 'newsletter.unsubscribe',
        entity: 'newsletter_subscription',
        entityId: 'subscriber@example.com',
      }),
    },
    // Promotions.
    {
      key: 'src/features/admin-promotions/actions.ts#saveCodeAction',
      as: 'revenue',
      invalid: () =>
        promotions.saveCodeAction(
          formOf({
            code: 'AUDIT-95',
            kind: 'percent',
            percentOff: '95',
            stayFrom: addDays(today, 30),
            stayTo: addDays(today, 120),
            active: 'on',
          }),
        ),
      run: () =>
        promotions.saveCodeAction(
          formOf({
            code: 'AUDIT-20',
            kind: 'percent',
            percentOff: '20',
            stayFrom: addDays(today, 30),
            stayTo: addDays(today, 120),
            usageLimit: '50',
            active: 'on',
            hotels: 'HXM',
          }),
        ),
      succeeded: redirectedWith(/outcome=saved/),
      shop: null, // a code is typed at the booking, no cached page shows it
      audit: () => ({ action: 'promo-code.create', entity: 'promo-code', entityId: 'AUDIT-20' }),
    },
    {
      key: 'src/features/admin-promotions/actions.ts#saveOfferAction',
      as: 'revenue',
      invalid: () =>
        promotions.saveOfferAction(
          formOf({
            kind: 'early_booking',
            percentOff: '95',
            minDaysBefore: '45',
            stayFrom: addDays(today, 30),
            stayTo: addDays(today, 120),
            active: 'on',
          }),
        ),
      run: () =>
        promotions.saveOfferAction(
          formOf({
            kind: 'early_booking',
            percentOff: '12',
            minDaysBefore: '45',
            stayFrom: addDays(today, 30),
            stayTo: addDays(today, 120),
            active: 'on',
            hotels: 'HXM',
          }),
        ),
      succeeded: redirectedWith(/outcome=saved/),
      shop: 'offers',
      audit: () => ({ action: 'stay-offer.create', entity: 'stay-offer', entityId: '*' }),
    },
    {
      key: 'src/features/admin-promotions/actions.ts#setActiveAction',
      as: 'admin',
      invalid: () =>
        promotions.setActiveAction(formOf({ type: 'code', key: 'NOPE-1', active: 'false' })),
      run: () =>
        promotions.setActiveAction(formOf({ type: 'code', key: 'AUDIT-20', active: 'false' })),
      succeeded: redirectedWith(/outcome=saved/),
      shop: null, // a code (an offer's switch would be 'offers')
      audit: () => ({
        action: 'promo-code.deactivate',
        entity: 'promo-code',
        entityId: 'AUDIT-20',
      }),
    },
    // The media library: an upload (the API's POST), then what is done with it.
    {
      key: 'POST /api/admin/v1/media/',
      as: 'content',
      invalid: async () => {
        const form = formOf({ alt_es: 'Texto', alt_en: 'Text', alt_pt: 'Texto' });
        form.append(
          'file',
          new File([new Uint8Array(TEXT_AS_JPEG)], 'x.jpg', { type: 'image/jpeg' }),
        );
        return mediaRoute.POST(
          new Request(`${BASE}/api/admin/v1/media/`, { method: 'POST', body: form }),
        );
      },
      run: async () => {
        const form = formOf({
          alt_es: 'Alberca al atardecer',
          alt_en: 'Pool at sunset',
          alt_pt: 'Piscina ao pôr do sol',
        });
        form.append(
          'file',
          new File([new Uint8Array(await testPhoto('jpeg'))], 'pool.jpg', { type: 'image/jpeg' }),
        );
        const response = await mediaRoute.POST(
          new Request(`${BASE}/api/admin/v1/media/`, { method: 'POST', body: form }),
        );
        const location = response.headers.get('location') ?? '';
        seen.media = /id=([0-9a-f-]{36})/.exec(location)?.[1] ?? '';
        return response;
      },
      succeeded: () => /^[0-9a-f-]{36}$/.test(seen.media ?? ''),
      shop: null, // in the library, shown on no page until attached
      audit: () => ({ action: 'media.upload', entity: 'media', entityId: seen.media! }),
    },
    {
      key: 'src/features/admin-media/actions.ts#updateMediaAction',
      as: 'content',
      invalid: () =>
        mediaActions.updateMediaAction(
          formOf({
            id: '00000000-0000-4000-8000-000000000000',
            alt_es: 'A',
            alt_en: 'A',
            alt_pt: 'A',
          }),
        ),
      run: () =>
        mediaActions.updateMediaAction(
          formOf({
            id: seen.media!,
            alt_es: 'Alberca al amanecer',
            alt_en: 'Pool at dawn',
            alt_pt: 'Piscina ao amanhecer',
            focalX: '40',
            focalY: '60',
          }),
        ),
      succeeded: redirectedWith(/outcome=saved/),
      shop: 'media',
      again: true,
      audit: () => ({ action: 'media.update', entity: 'media', entityId: seen.media! }),
    },
    {
      key: 'src/features/admin-media/actions.ts#attachMediaAction',
      as: 'content',
      invalid: () =>
        mediaActions.attachMediaAction(
          formOf({ mediaId: seen.media!, subject: 'hotel:NOPE', slot: 'hero' }),
        ),
      run: () =>
        mediaActions.attachMediaAction(
          formOf({ mediaId: seen.media!, subject: 'hotel:HXA', slot: 'hero' }),
        ),
      succeeded: redirectedWith(/outcome=attached/),
      shop: 'media',
      again: true,
      audit: () => ({ action: 'media.attach', entity: 'media', entityId: seen.media! }),
    },
    {
      key: 'src/features/admin-media/actions.ts#detachMediaAction',
      as: 'admin',
      invalid: () =>
        mediaActions.detachMediaAction(
          formOf({ attachmentId: '00000000-0000-4000-8000-000000000000', mediaId: seen.media! }),
        ),
      run: async () => {
        const [attachment] = await t.db
          .select()
          .from(mediaAttachments)
          .where(eq(mediaAttachments.mediaId, seen.media!));
        return mediaActions.detachMediaAction(
          formOf({ attachmentId: attachment!.id, mediaId: seen.media! }),
        );
      },
      succeeded: redirectedWith(/outcome=detached/),
      shop: 'media',
      audit: () => ({ action: 'media.detach', entity: 'media', entityId: seen.media! }),
    },
    {
      key: 'src/features/admin-media/actions.ts#deleteMediaAction',
      as: 'content',
      invalid: () =>
        mediaActions.deleteMediaAction(formOf({ id: '00000000-0000-4000-8000-000000000000' })),
      run: () => mediaActions.deleteMediaAction(formOf({ id: seen.media! })),
      succeeded: redirectedWith(/outcome=deleted/),
      shop: null, // detached above: it was shown on no page
      audit: () => ({ action: 'media.delete', entity: 'media', entityId: seen.media! }),
    },
    // The site's copy: a draft, published; another draft, discarded; a third published; the
    // first version restored.
    {
      key: 'src/features/admin-content/actions.ts#saveDraftAction',
      as: 'content',
      invalid: () => content.saveDraftAction(formOf({ ...contentFields(''), 'questions.0.q': '' })),
      run: () => content.saveDraftAction(formOf(contentFields('Perguntas (auditoria 1)'))),
      succeeded: redirectedWith(/outcome=saved/),
      shop: null, // a draft: the pages show the published text
      audit: () => ({ action: 'content.draft', entity: 'content', entityId: FAQ_PT }),
    },
    {
      key: 'src/features/admin-content/actions.ts#publishAction',
      as: 'content',
      invalid: () => content.publishAction(formOf({ kind: 'faq', key: 'faq', locale: 'en' })),
      run: async () => {
        const answer = await answerOf(() =>
          content.publishAction(formOf({ kind: 'faq', key: 'faq', locale: 'pt' })),
        );
        seen.firstVersion = /[?&]v=(\d+)/.exec(answer.redirect ?? '')?.[1] ?? '';
        if (answer.redirect) throw new h.Redirected(answer.redirect);
        return answer.value;
      },
      succeeded: redirectedWith(/outcome=published/),
      shop: 'content',
      audit: () => ({ action: 'content.publish', entity: 'content', entityId: FAQ_PT }),
    },
    {
      key: 'src/features/admin-content/actions.ts#saveDraftAction',
      as: 'admin',
      run: () => content.saveDraftAction(formOf(contentFields('Perguntas (auditoria 2)'))),
      succeeded: redirectedWith(/outcome=saved/),
      shop: null, // a draft: the pages show the published text
      audit: () => ({ action: 'content.draft', entity: 'content', entityId: FAQ_PT }),
    },
    {
      key: 'src/features/admin-content/actions.ts#discardDraftAction',
      as: 'content',
      invalid: () => content.discardDraftAction(formOf({ kind: 'faq', key: 'faq', locale: 'en' })),
      run: () => content.discardDraftAction(formOf({ kind: 'faq', key: 'faq', locale: 'pt' })),
      succeeded: redirectedWith(/outcome=discarded/),
      shop: null, // a draft: the pages show the published text
      audit: () => ({ action: 'content.discard', entity: 'content', entityId: FAQ_PT }),
    },
    {
      key: 'src/features/admin-content/actions.ts#saveDraftAction',
      as: 'content',
      run: () => content.saveDraftAction(formOf(contentFields('Perguntas (auditoria 3)'))),
      succeeded: redirectedWith(/outcome=saved/),
      shop: null, // a draft: the pages show the published text
      audit: () => ({ action: 'content.draft', entity: 'content', entityId: FAQ_PT }),
    },
    {
      key: 'src/features/admin-content/actions.ts#publishAction',
      as: 'content',
      run: () => content.publishAction(formOf({ kind: 'faq', key: 'faq', locale: 'pt' })),
      succeeded: redirectedWith(/outcome=published/),
      shop: 'content',
      audit: () => ({ action: 'content.publish', entity: 'content', entityId: FAQ_PT }),
    },
    {
      key: 'src/features/admin-content/actions.ts#restoreAction',
      as: 'content',
      invalid: () =>
        content.restoreAction(formOf({ kind: 'faq', key: 'faq', locale: 'pt', version: '999' })),
      run: () =>
        content.restoreAction(
          formOf({ kind: 'faq', key: 'faq', locale: 'pt', version: seen.firstVersion! }),
        ),
      succeeded: redirectedWith(/outcome=restored/),
      shop: 'content',
      audit: () => ({ action: 'content.restore', entity: 'content', entityId: FAQ_PT }),
    },
    // Site settings.
    {
      key: 'src/features/admin-settings/actions.ts#maintenanceAction',
      as: 'admin',
      invalid: () => settings.maintenanceAction(formOf({ on: 'false' })),
      run: () => settings.maintenanceAction(formOf({ on: 'true' })),
      succeeded: redirectedWith(/outcome=saved/),
      shop: 'settings',
      again: true,
      audit: () => ({
        action: 'settings.maintenance',
        entity: 'setting',
        entityId: 'calendar_maintenance',
      }),
    },
    {
      key: 'src/features/admin-settings/actions.ts#siteAction',
      as: 'admin',
      invalid: () => settings.siteAction(formOf({ code: 'NOPE', enabled: 'false' })),
      run: () => settings.siteAction(formOf({ code: 'CONCENTRADOR', enabled: 'false' })),
      succeeded: redirectedWith(/outcome=saved/),
      shop: 'settings',
      again: true,
      audit: () => ({ action: 'settings.site', entity: 'site', entityId: 'CONCENTRADOR' }),
    },
    {
      key: 'src/features/admin-settings/actions.ts#phoneAction',
      as: 'admin',
      invalid: () =>
        settings.phoneAction(
          formOf({
            id: '99999',
            text_es: 'México',
            text_en: 'Mexico',
            text_pt: 'México',
            displayNumber: '800 111 2233',
            dialNumber: 'javascript:alert(1)',
          }),
        ),
      run: async () => {
        const phone = (await t.db.query.footerPhones.findFirst({
          where: (p, { eq: is }) => is(p.country, 'MX'),
        }))!;
        return settings.phoneAction(
          formOf({
            id: String(phone.id),
            text_es: 'México',
            text_en: 'Mexico',
            text_pt: 'México',
            displayNumber: '800 111 2233',
            dialNumber: '+528001112233',
          }),
        );
      },
      succeeded: redirectedWith(/outcome=saved/),
      shop: 'settings',
      again: true,
      audit: () => ({ action: 'settings.phone', entity: 'footer-phone', entityId: 'MX' }),
    },
    {
      key: 'src/features/admin-settings/actions.ts#hoursAction',
      as: 'admin',
      invalid: () =>
        settings.hoursAction(
          formOf({ key: 'footer', text_es: 'Todos los días', text_en: 'Every day', text_pt: '' }),
        ),
      run: () =>
        settings.hoursAction(
          formOf({
            key: 'footer',
            text_es: 'Todos los días',
            text_en: 'Every day',
            text_pt: 'Todos os dias',
          }),
        ),
      succeeded: redirectedWith(/outcome=saved/),
      shop: 'settings',
      again: true,
      audit: () => ({ action: 'settings.hours', entity: 'service-hours', entityId: 'footer' }),
    },
    {
      key: 'src/features/admin-settings/actions.ts#methodsAction',
      as: 'admin',
      invalid: () => settings.methodsAction(formOf({ currency: 'EUR' })),
      run: () => settings.methodsAction(formOf({ currency: 'EUR', method: ['1', '2'] })),
      succeeded: redirectedWith(/outcome=saved/),
      shop: 'settings',
      again: true,
      audit: () => ({ action: 'settings.payment-methods', entity: 'currency', entityId: 'EUR' }),
    },
    {
      key: 'src/features/admin-settings/actions.ts#bankAction',
      as: 'admin',
      invalid: () => settings.bankAction(formOf({ id: '99999', months: '3' })),
      run: () => settings.bankAction(formOf({ id: '1', months: '3, 6, 9' })),
      succeeded: redirectedWith(/outcome=saved/),
      shop: 'settings',
      again: true,
      audit: () => ({ action: 'settings.installments', entity: 'bank', entityId: '*' }),
    },
    {
      key: 'src/features/admin-settings/actions.ts#exchangeRateAction',
      as: 'revenue',
      invalid: () =>
        settings.exchangeRateAction(
          formOf({ currency: 'EUR', rate: 'mucho', from: addDays(today, 3) }),
        ),
      run: () =>
        settings.exchangeRateAction(
          formOf({ currency: 'EUR', rate: '0.91', from: addDays(today, 3) }),
        ),
      succeeded: redirectedWith(/outcome=saved/),
      shop: 'settings',
      again: true,
      audit: () => ({ action: 'settings.exchange-rate', entity: 'currency', entityId: 'EUR' }),
    },
    // Staff.
    {
      key: 'src/features/admin-staff/actions.ts#setRoleAction',
      as: 'admin',
      invalid: () => staffActions.setRoleAction(formOf({ id: seen.created!, role: 'superuser' })),
      run: () => staffActions.setRoleAction(formOf({ id: seen.created!, role: 'revenue' })),
      succeeded: redirectedWith(/outcome=saved/),
      shop: null,
      audit: () => ({ action: 'staff.role', entity: 'staff', entityId: seen.created! }),
    },
    {
      key: 'src/features/admin-staff/actions.ts#resetSecondFactorAction',
      as: 'admin',
      invalid: () => staffActions.resetSecondFactorAction({}, formOf({ id: 'nope' })),
      run: () => staffActions.resetSecondFactorAction({}, formOf({ id: seen.created! })),
      succeeded: (a) => Boolean((a.value as { key?: unknown }).key),
      shop: null,
      audit: () => ({ action: 'staff.reset-2fa', entity: 'staff', entityId: seen.created! }),
    },
    {
      key: 'src/features/admin-staff/actions.ts#setDisabledAction',
      as: 'admin',
      invalid: () => staffActions.setDisabledAction(formOf({ id: 'nope', disabled: 'true' })),
      run: () => staffActions.setDisabledAction(formOf({ id: seen.created!, disabled: 'true' })),
      succeeded: redirectedWith(/outcome=saved/),
      shop: null,
      audit: () => ({ action: 'staff.disable', entity: 'staff', entityId: seen.created! }),
    },
    {
      key: 'src/features/admin-staff/actions.ts#inviteStaffAction',
      as: 'admin',
      invalid: () =>
        staffActions.inviteStaffAction(formOf({ email: 'x', name: 'X', role: 'gate' })),
      run: async () => {
        const answer = await answerOf(() =>
          staffActions.inviteStaffAction(
            formOf({
              email: 'invitada@audit.xcaret.test',
              name: 'Invitada',
              role: 'gate',
              locale: 'es',
            }),
          ),
        );
        if (/outcome=invited/.test(answer.redirect ?? ''))
          seen.invited = (await invitationOf('invitada@audit.xcaret.test')).userId;
        throw new h.Redirected(answer.redirect ?? '');
      },
      succeeded: redirectedWith(/outcome=invited/),
      shop: null,
      audit: () => ({ action: 'staff.invite', entity: 'staff', entityId: seen.invited! }),
    },
    {
      key: 'src/features/admin-staff/actions.ts#resendInvitationAction',
      as: 'admin',
      invalid: () => staffActions.resendInvitationAction(formOf({ id: 'nope' })),
      run: () => staffActions.resendInvitationAction(formOf({ id: seen.invited! })),
      succeeded: redirectedWith(/outcome=resent/),
      shop: null,
      audit: () => ({ action: 'staff.invite-resend', entity: 'staff', entityId: seen.invited! }),
    },
    {
      key: 'src/features/admin-staff/invitation-actions.ts#acceptInvitationAction',
      as: 'anonymous',
      invalid: () =>
        invitation.acceptInvitationAction(
          {},
          formOf({
            token: 'forged-token',
            password: 'forged-password-1',
            confirm: 'forged-password-1',
            code: '123456',
          }),
        ),
      run: async () => {
        const { invitationId } = await invitationOf('invitada@audit.xcaret.test');
        const link = (await issueInvitationLink(t.db, auth, invitationId, new Date()))!;
        const opened = await openStaffInvitation(t.db, auth, link.token, new Date());
        if (!opened.ok) throw new Error(opened.code);
        return invitation.acceptInvitationAction(
          {},
          formOf({
            token: link.token,
            password: 'invitada-password-1',
            confirm: 'invitada-password-1',
            code: totpCode(fromBase32(opened.key)),
          }),
        );
      },
      succeeded: (a) => (a.value as { done?: boolean }).done === true,
      shop: null,
      audit: () => ({ action: 'staff.invite-accept', entity: 'staff', entityId: seen.invited! }),
      reason: 'public by design (the link is the credential); the member is the actor',
    },
    {
      key: 'src/features/admin-staff/actions.ts#inviteStaffAction',
      as: 'admin',
      run: async () => {
        const answer = await answerOf(() =>
          staffActions.inviteStaffAction(
            formOf({ email: 'retirada@audit.xcaret.test', name: 'Retirada', role: 'gate' }),
          ),
        );
        if (/outcome=invited/.test(answer.redirect ?? ''))
          seen.revoked = (await invitationOf('retirada@audit.xcaret.test')).userId;
        throw new h.Redirected(answer.redirect ?? '');
      },
      succeeded: redirectedWith(/outcome=invited/),
      shop: null,
      audit: () => ({ action: 'staff.invite', entity: 'staff', entityId: seen.revoked! }),
    },
    {
      key: 'src/features/admin-staff/actions.ts#revokeInvitationAction',
      as: 'admin',
      invalid: () => staffActions.revokeInvitationAction(formOf({ id: 'nope' })),
      run: () => staffActions.revokeInvitationAction(formOf({ id: seen.revoked! })),
      succeeded: redirectedWith(/outcome=revoked/),
      shop: null,
      audit: () => ({ action: 'staff.invite-revoke', entity: 'staff', entityId: seen.revoked! }),
    },
    {
      key: 'src/features/admin-staff/password-actions.ts#changeOwnPasswordAction',
      as: 'gate',
      invalid: async () => {
        h.state.cookie = await signedInCookie('gate');
        try {
          return await password.changeOwnPasswordAction(
            {},
            formOf({
              current: 'not-the-password',
              next: 'gate-password-2',
              code: totpCode(staff.gate.secret),
            }),
          );
        } finally {
          h.state.cookie = undefined;
        }
      },
      run: async () => {
        h.state.cookie = await signedInCookie('gate');
        try {
          return await password.changeOwnPasswordAction(
            {},
            formOf({
              current: staff.gate.password,
              next: 'gate-password-2',
              code: totpCode(staff.gate.secret),
            }),
          );
        } finally {
          h.state.cookie = undefined;
        }
      },
      succeeded: (a) => (a.value as { done?: boolean }).done === true,
      shop: null,
      audit: () => ({ action: 'staff.password', entity: 'staff', entityId: staff.gate.id }),
    },
    // The shell: the language choice is a change of the account (audited); signing in and out
    // change no business data (Better Auth keeps its sessions) and write no audit row.
    {
      key: 'src/features/admin-shell/actions.ts#setAdminLanguage',
      as: 'revenue',
      run: () => shell.setAdminLanguage(formOf({ locale: 'en', back: '/admin/rates/' })),
      succeeded: redirectedWith(/^\/admin\/rates\/$/),
      shop: null,
      audit: () => ({ action: 'staff.language', entity: 'staff', entityId: staff.revenue.id }),
      reason: "public (the sign-in page has it too); a member's choice is kept with the account",
    },
    {
      key: 'src/features/admin-shell/actions.ts#setAdminLanguage',
      as: 'anonymous',
      run: () => shell.setAdminLanguage(formOf({ locale: 'en', back: '/admin/' })),
      succeeded: redirectedWith(/^\/admin\/$/),
      shop: null,
      audit: () => null,
      reason: 'before signing in the choice is a cookie of the browser, not a change of an account',
    },
    {
      key: 'src/features/admin-shell/actions.ts#staffSignIn',
      as: 'anonymous',
      run: () =>
        shell.staffSignIn(
          { step: 'password' },
          formOf({ email: staff.content.email, password: staff.content.password }),
        ),
      succeeded: (a) => (a.value as { step?: string }).step === 'code',
      shop: null,
      audit: () => null,
      reason: 'a sign-in starts a session (Better Auth), it changes nothing the log records',
    },
    {
      key: 'src/features/admin-shell/actions.ts#staffSignOut',
      as: 'anonymous',
      run: () => shell.staffSignOut(),
      succeeded: redirectedWith(/^\/admin\/$/),
      shop: null,
      audit: () => null,
      reason: 'a sign-out ends a session, it changes nothing the log records',
    },
  ];

  /** A real session of a member (password, then TOTP): the cookie their browser would send. */
  async function signedInCookie(role: AdminRole): Promise<string> {
    const headers = (cookie?: string) =>
      new Headers({ 'x-forwarded-for': h.ADDRESS, origin: BASE, ...(cookie ? { cookie } : {}) });
    const cookiesOf = (response: Response) =>
      response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .join('; ');
    const first = await auth.api.signInEmail({
      body: { email: staff[role].email, password: staff[role].password },
      headers: headers(),
      asResponse: true,
    });
    const second = await auth.api.verifyTOTP({
      body: { code: totpCode(staff[role].secret) },
      headers: headers(cookiesOf(first)),
      asResponse: true,
    });
    return cookiesOf(second);
  }

  const as = (role: AdminRole | 'anonymous') => {
    h.state.who =
      role === 'anonymous'
        ? undefined
        : {
            id: staff[role].id,
            name: `Audit ${role}`,
            email: staff[role].email,
            role,
            locale: 'es',
          };
  };
  const lastId = async () =>
    (await t.db.select({ id: max(auditLog.id) }).from(auditLog))[0]?.id ?? 0;
  const rowsAfter = (id: number) => t.db.select().from(auditLog).where(gt(auditLog.id, id));
  /** The shop's regenerations since the last look (and the record emptied). */
  const regenerations = () => h.shop.splice(0);

  it('covers every action and API POST the back office declares, each as a role that may', () => {
    // The table is the source's: a new server action must be declared there (and so here).
    expect(adminActionsInSource()).toEqual(Object.keys(ACTIONS).sort());
    const posts = Object.entries(ENDPOINTS)
      .filter(([, methods]) => methods.POST)
      .map(([route]) => `POST ${route}`);
    expect([...new Set(STEPS.map((s) => s.key))].sort()).toEqual(
      [...Object.keys(ACTIONS), ...posts].sort(),
    );
    for (const step of STEPS) {
      const allowed = step.key.startsWith('POST ')
        ? ENDPOINTS[step.key.slice(5)]!.POST!
        : ACTIONS[step.key]!;
      // A public action (anyone may call it: the sign-in, the language, an invitation's link)
      // says why it writes what it writes; any other runs as a role that may.
      if (allowed === 'public') expect(step.reason, step.key).toBeTruthy();
      else expect(allowed, step.key).toContain(step.as);
      // And each action the roles guard is also tried with a call its rules refuse.
      if (allowed !== 'public')
        expect(
          STEPS.some((other) => other.key === step.key && other.invalid),
          `${step.key} has an invalid call`,
        ).toBe(true);
    }
  });

  it(
    'each step writes exactly one audit row (who, what, which, from where) and regenerates the shop pages it changes; refused, neither',
    { timeout: 300_000 },
    async () => {
      for (const step of STEPS) {
        const label = `${step.key} as ${step.as}`;
        const allowed = step.key.startsWith('POST ')
          ? ENDPOINTS[step.key.slice(5)]!.POST!
          : ACTIONS[step.key]!;
        // Refused first (an anonymous visitor, a role without the permission): nothing written.
        if (allowed !== 'public') {
          const wrong = ROLES.find((r) => !allowed.includes(r));
          for (const who of ['anonymous', ...(wrong ? [wrong] : [])] as const) {
            as(who);
            const before = await lastId();
            regenerations();
            const refused = await answerOf(step.run);
            expect.soft(step.succeeded(refused), `${step.key} as ${who} is refused`).toBe(false);
            expect
              .soft(await rowsAfter(before), `${step.key} as ${who} writes nothing`)
              .toEqual([]);
            expect
              .soft(regenerations(), `${step.key} as ${who} regenerates no shop page`)
              .toEqual([]);
          }
        }
        as(step.as);
        if (step.invalid) {
          const before = await lastId();
          regenerations();
          const invalid = await answerOf(step.invalid);
          expect.soft(step.succeeded(invalid), `${label}: the invalid call fails`).toBe(false);
          expect
            .soft(await rowsAfter(before), `${label}: the invalid call writes nothing`)
            .toEqual([]);
          expect
            .soft(regenerations(), `${label}: the invalid call regenerates no shop page`)
            .toEqual([]);
        }
        const before = await lastId();
        regenerations();
        const answer = await answerOf(step.run);
        expect
          .soft(step.succeeded(answer), `${label} succeeds: ${JSON.stringify(answer)}`)
          .toBe(true);
        // The shop's cached pages: regenerated once with what changed, or never.
        expect
          .soft(
            regenerations(),
            step.shop
              ? `${label} regenerates the shop's pages once ('${step.shop}')`
              : `${label} regenerates no shop page`,
          )
          .toEqual(step.shop ? [step.shop] : []);
        const rows = await rowsAfter(before);
        if (step.again) {
          await answerOf(step.run);
          expect
            .soft(regenerations(), `${label} once more (unchanged) regenerates no shop page`)
            .toEqual([]);
        }
        const expected = step.audit();
        if (!expected) {
          expect.soft(rows, `${label} writes no audit row`).toEqual([]);
          continue;
        }
        // Soft: one run names every action that breaks the rule, not only the first.
        expect
          .soft(
            rows.map((r) => `${r.action} ${r.entity} ${r.entityId}`),
            `${label} writes exactly one audit row`,
          )
          .toHaveLength(1);
        if (rows.length !== 1) continue;
        const [row] = rows;
        const actor =
          step.as === 'anonymous'
            ? { actorId: expected.entityId }
            : {
                actorId: staff[step.as].id,
                actorEmail: staff[step.as].email,
                actorRole: step.as,
              };
        expect.soft(row, label).toMatchObject({
          action: expected.action,
          entity: expected.entity,
          ...(expected.entityId === '*' ? {} : { entityId: expected.entityId }),
          ...actor,
          address: h.ADDRESS,
        });
        expect.soft(row!.entityId, label).not.toBe('');
        // Before → after: the row says what changed.
        expect.soft(row!.before !== null || row!.after !== null, label).toBe(true);
      }
    },
  );
});

/** The base32 key the invitation page shows, back to the bytes the TOTP is computed from. */
function fromBase32(key: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const ch of key) {
    value = (value << 5) | alphabet.indexOf(ch);
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return new TextDecoder().decode(new Uint8Array(bytes));
}
