import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The back office's pages, API endpoints and server actions, each with the roles that may use
 * it (issue 16). One table, two tests: the role-enumeration browser test
 * (tests/e2e/admin-access.spec.ts) proves everyone else is refused, and the audit-log test
 * (tests/unit/admin-audit-log.integration.test.ts) proves each mutating one writes
 * exactly one audit row. Both compare it with what the source tree (and the build) holds, so a
 * new page, endpoint or action that is not declared here fails them.
 */
export type AdminRole = 'admin' | 'revenue' | 'frontdesk' | 'gate' | 'content';
type StaffRole = AdminRole;

/**
 * Who may open each page ('staff': any signed-in staff member; 'public': anyone, by design,
 * and it must reveal nothing without a valid token).
 */
export const PAGES: Record<string, StaffRole[] | 'staff' | 'public'> = {
  '/admin/': 'staff',
  '/admin/rates/': ['admin', 'revenue'],
  '/admin/rates/[hotel]/': ['admin', 'revenue'],
  '/admin/parks/': ['admin', 'revenue'],
  '/admin/parks/[product]/': ['admin', 'revenue'],
  '/admin/audit/': ['admin'],
  '/admin/fiscal/': ['admin'],
  '/admin/gate/': ['admin', 'gate'],
  '/admin/reports/': ['admin', 'revenue'],
  '/admin/orders/': ['admin', 'frontdesk'],
  '/admin/orders/[reference]/': ['admin', 'frontdesk'],
  '/admin/outbox/': ['admin'],
  '/admin/outbox/[id]/': ['admin'],
  '/admin/enquiries/': ['admin', 'frontdesk'],
  '/admin/newsletter/': ['admin', 'frontdesk', 'content'],
  '/admin/promotions/': ['admin', 'revenue'],
  '/admin/media/': ['admin', 'content'],
  '/admin/content/': ['admin', 'content'],
  '/admin/content/[kind]/[key]/[locale]/': ['admin', 'content'],
  '/admin/settings/': ['admin', 'revenue'],
  '/admin/staff/': ['admin'],
  // Issue 16: an invitation's link (the token is the credential) and one's own password.
  '/admin/invitation/': 'public',
  '/admin/password/': 'staff',
};
/** Who may call each endpoint of ours, per method (Better Auth's own are below). */
export const ENDPOINTS: Record<string, Partial<Record<'GET' | 'POST', StaffRole[]>>> = {
  '/api/admin/v1/reports/[report]/': { GET: ['admin', 'revenue'] },
  '/api/admin/v1/hotels/[code]/inventory/': {
    GET: ['admin', 'revenue'],
    POST: ['admin', 'revenue'],
  },
  '/api/admin/v1/parks/[product]/capacity/': {
    GET: ['admin', 'revenue'],
    POST: ['admin', 'revenue'],
  },
  '/api/admin/v1/tickets/redeem/': { POST: ['admin', 'gate'] },
  '/api/admin/v1/orders.csv/': { GET: ['admin', 'frontdesk'] },
  '/api/admin/v1/newsletter.csv/': { GET: ['admin', 'frontdesk', 'content'] },
  '/api/admin/v1/media/': { POST: ['admin', 'content'] },
  // The content editor's preview link: draft mode on, then the public page (issue 18).
  '/api/admin/v1/content-preview/': { GET: ['admin', 'content'] },
};
/** Server actions: 'public' ones are the sign-in itself, sign-out and the language choice. */
export const ACTIONS: Record<string, StaffRole[] | 'public'> = {
  'src/features/admin-shell/actions.ts#staffSignIn': 'public',
  'src/features/admin-shell/actions.ts#staffSignOut': 'public',
  'src/features/admin-shell/actions.ts#setAdminLanguage': 'public',
  'src/features/admin-revenue/actions.ts#bulkEditAction': ['admin', 'revenue'],
  'src/features/admin-parks/actions.ts#parkEditAction': ['admin', 'revenue'],
  'src/features/admin-parks/prices-actions.ts#openTicketAction': ['admin', 'revenue'],
  'src/features/admin-parks/prices-actions.ts#complementAction': ['admin', 'revenue'],
  'src/features/admin-parks/prices-actions.ts#addComplementAction': ['admin', 'revenue'],
  'src/features/admin-parks/prices-actions.ts#discountTiersAction': ['admin', 'revenue'],
  'src/features/admin-revenue/rate-plans-actions.ts#saveRatePlanAction': ['admin', 'revenue'],
  'src/features/admin-revenue/seasons-actions.ts#seasonAction': ['admin', 'revenue'],
  'src/features/admin-fiscal/actions.ts#updateIssuerAction': ['admin'],
  'src/features/admin-fiscal/actions.ts#scheduleTaxRateAction': ['admin'],
  'src/features/admin-fiscal/actions.ts#updateSeriesAction': ['admin'],
  'src/features/admin-orders/actions.ts#refundAction': ['admin', 'frontdesk'],
  'src/features/admin-orders/actions.ts#cancelAction': ['admin', 'frontdesk'],
  'src/features/admin-orders/actions.ts#cancelParkAction': ['admin', 'frontdesk'],
  'src/features/admin-orders/actions.ts#resendAction': ['admin', 'frontdesk'],
  'src/features/admin-orders/actions.ts#noteAction': ['admin', 'frontdesk'],
  'src/features/admin-outbox/actions.ts#retryAction': ['admin'],
  'src/features/admin-enquiries/actions.ts#setEnquiryStatusAction': ['admin', 'frontdesk'],
  'src/features/admin-newsletter/actions.ts#unsubscribeAction': ['admin', 'frontdesk', 'content'],
  'src/features/admin-promotions/actions.ts#saveCodeAction': ['admin', 'revenue'],
  'src/features/admin-promotions/actions.ts#saveOfferAction': ['admin', 'revenue'],
  'src/features/admin-promotions/actions.ts#setActiveAction': ['admin', 'revenue'],
  'src/features/admin-media/actions.ts#updateMediaAction': ['admin', 'content'],
  'src/features/admin-media/actions.ts#attachMediaAction': ['admin', 'content'],
  'src/features/admin-media/actions.ts#detachMediaAction': ['admin', 'content'],
  'src/features/admin-media/actions.ts#deleteMediaAction': ['admin', 'content'],
  'src/features/admin-content/actions.ts#saveDraftAction': ['admin', 'content'],
  'src/features/admin-content/actions.ts#publishAction': ['admin', 'content'],
  'src/features/admin-content/actions.ts#discardDraftAction': ['admin', 'content'],
  'src/features/admin-content/actions.ts#restoreAction': ['admin', 'content'],
  'src/features/admin-settings/actions.ts#maintenanceAction': ['admin'],
  'src/features/admin-settings/actions.ts#siteAction': ['admin'],
  'src/features/admin-settings/actions.ts#phoneAction': ['admin'],
  'src/features/admin-settings/actions.ts#hoursAction': ['admin'],
  'src/features/admin-settings/actions.ts#methodsAction': ['admin'],
  'src/features/admin-settings/actions.ts#bankAction': ['admin'],
  'src/features/admin-settings/actions.ts#exchangeRateAction': ['admin', 'revenue'],
  'src/features/admin-staff/actions.ts#setRoleAction': ['admin'],
  'src/features/admin-staff/actions.ts#setDisabledAction': ['admin'],
  'src/features/admin-staff/actions.ts#resetSecondFactorAction': ['admin'],
  'src/features/admin-staff/actions.ts#inviteStaffAction': ['admin'],
  'src/features/admin-staff/actions.ts#resendInvitationAction': ['admin'],
  'src/features/admin-staff/actions.ts#revokeInvitationAction': ['admin'],
  // The invitation's own form: its token is checked by the domain (public by design).
  'src/features/admin-staff/invitation-actions.ts#acceptInvitationAction': 'public',
  'src/features/admin-staff/password-actions.ts#changeOwnPasswordAction': [
    'admin',
    'revenue',
    'frontdesk',
    'gate',
    'content',
  ],
};

const ROOT = path.resolve(import.meta.dirname, '../..');

/**
 * Every server action of the back office as the source declares it: the exported async
 * functions of each 'use server' file under src/features/admin-*, as `file#name` (the keys of
 * ACTIONS; the browser test reads the same from the build's action manifest).
 */
export function adminActionsInSource(): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name)) {
        const text = readFileSync(path.join(ROOT, rel), 'utf8');
        if (!/^\s*['"]use server['"]/.test(text)) continue;
        for (const m of text.matchAll(/^export\s+async\s+function\s+(\w+)/gm))
          found.push(`${rel}#${m[1]}`);
      }
    }
  };
  for (const name of readdirSync(path.join(ROOT, 'src/features')))
    if (name.startsWith('admin-')) walk(`src/features/${name}`);
  return found.sort();
}
