import 'server-only';
import { getTranslations } from 'next-intl/server';
import { revalidatePath } from 'next/cache';
import type { AuditActor } from '@/domain/audit';
import type { BulkFormState } from '@/components/admin/bulk-form-shell';
import { adminLocale, authorizeStaff } from './staff';

export type { BulkFormState };

type Refusal = { ok: false; code: string; detail?: Record<string, string | number> };
type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * What one grid's bulk edit form is: its messages, the field that names what it edits, how
 * the form reads, how a malformed field and a refusal are told, and the page to refresh.
 */
export type BulkActionSpec<Data, Done extends { ok: true }> = {
  /** The messages: `errors.<CODE>` for each of `codes`, and `done`. */
  namespace: 'adminParks.bulk' | 'admin.rates.bulk';
  /** The hidden field that names the hotel or the product. */
  targetField: string;
  parse: (
    form: FormData,
  ) =>
    | { success: true; data: Data }
    | { success: false; error: { issues: readonly { readonly path: readonly PropertyKey[] }[] } };
  run: (actor: AuditActor, target: string, data: Data) => Promise<Done | Refusal>;
  /** The codes with a message of their own; any other is GENERAL_ERROR. */
  codes: readonly string[];
  /** The form's malformed field → its code (an unlisted field: GENERAL_ERROR). */
  fieldCodes: Record<string, string>;
  /** The bound a refusal names (`{max}`), per code. */
  maxFor: Record<string, number>;
  page: (target: string) => string;
  done: (outcome: Done) => Record<string, number>;
};

/**
 * The bulk edit forms' server action, once: the role is checked first (inventory:update),
 * the form read, the domain's use case run (it validates the range and the values and writes
 * the audit row in its transaction), the grid's page refreshed, and the outcome told in the
 * staff member's language. The shop's cached pages are the use case's to revalidate (`run`:
 * runBulkEdit, runParkEdit), so the JSON API that calls it too does the same.
 */
export async function runBulkFormAction<Data, Done extends { ok: true }>(
  spec: BulkActionSpec<Data, Done>,
  form: FormData,
): Promise<BulkFormState> {
  const t = (await getTranslations({
    locale: await adminLocale(),
    namespace: spec.namespace,
  })) as unknown as Translate;
  const check = await authorizeStaff('inventory:update');
  if (!check.ok) return { ok: false, message: t('errors.FORBIDDEN'), at: Date.now() };
  const target = String(form.get(spec.targetField) ?? '');
  const parsed = spec.parse(form);
  const outcome: Done | Refusal = parsed.success
    ? await spec.run(check.actor, target, parsed.data)
    : { ok: false, code: fieldCode(spec, parsed.error.issues[0]?.path[0]) };
  if (!outcome.ok) {
    const code = spec.codes.includes(outcome.code) ? outcome.code : 'GENERAL_ERROR';
    return {
      ok: false,
      message: t(`errors.${code}`, {
        max: spec.maxFor[code] ?? 0,
        date: '',
        committed: 0,
        ...outcome.detail,
      }),
      at: Date.now(),
    };
  }
  revalidatePath(spec.page(target));
  return { ok: true, message: t('done', spec.done(outcome as Done)), at: Date.now() };
}

function fieldCode(spec: { fieldCodes: Record<string, string> }, field: PropertyKey | undefined) {
  return typeof field === 'string' && Object.hasOwn(spec.fieldCodes, field)
    ? spec.fieldCodes[field]!
    : 'GENERAL_ERROR';
}
