import { getTranslations } from 'next-intl/server';
import { isStaffRole, type StaffLocale } from '@/domain/staff';
import { formatResortDateTime } from '@/lib/dates';
import {
  inviteStaffAction,
  resendInvitationAction,
  revokeInvitationAction,
  setDisabledAction,
  setRoleAction,
} from './actions';
import { ResetKeyForm, type KeyLabels } from './key-forms';
import type { StaffPageData } from './server';

const cell = 'px-2 py-1 align-top';
const field =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon';
const small =
  'rounded border border-jungle px-2 py-1 text-xs font-medium text-jungle focus:outline-2 focus:outline-lagoon';

/**
 * The back office's staff (issue 16, admin only): who they are, their role and status, and
 * the forms to invite a member, change a role, disable or enable, and reset the second
 * factor (accounts are made by invitation; `npm run staff:create` makes the first admin). The server refuses an admin's own demotion or disabling and the last admin's.
 */
export async function StaffPage(props: StaffPageData) {
  const { locale, members, me, roles, outcome, error } = props;
  const t = await getTranslations({ locale: locale as StaffLocale, namespace: 'adminStaff' });
  const tAdmin = await getTranslations({ locale: locale as StaffLocale, namespace: 'admin' });
  const ti = await getTranslations({
    locale: locale as StaffLocale,
    namespace: 'adminStaffInvite',
  });
  const roleName = (role: string) =>
    role
      .split(',')
      .map((r) => (isStaffRole(r) ? tAdmin(`roles.${r}`) : r))
      .join(', ');
  const errors = Object.fromEntries(
    (
      [
        'FORBIDDEN',
        'SELF',
        'LAST_ADMIN',
        'UNKNOWN_ROLE',
        'NOT_FOUND',
        'INVALID_EMAIL',
        'INVALID_NAME',
        'DUPLICATE',
        'GENERAL_ERROR',
      ] as const
    ).map((code) => [code, t(`errors.${code}`)]),
  ) as Record<string, string>;
  errors.NOT_INVITED = ti('errors.NOT_INVITED');
  errors.DISABLED = ti('errors.DISABLED');
  const keyLabels: KeyLabels = {
    keyTitle: t.raw('key.title') as string,
    keyHint: t('key.hint'),
    secret: t('key.secret'),
    link: t('key.link'),
    errors,
  };
  const message = error
    ? errors[error]
    : outcome === 'saved' || outcome === 'unchanged'
      ? t(outcome)
      : outcome
        ? ti(`outcome.${outcome}`)
        : null;
  return (
    <section>
      <title>{t('title')}</title>
      <h1 className="text-2xl font-semibold text-jungle">{t('title')}</h1>
      <p className="mt-2 max-w-3xl text-sm text-muted">{t('intro')}</p>
      {message ? (
        <p
          role={error ? 'alert' : 'status'}
          className={`mt-3 rounded border p-2 text-sm ${error ? 'border-red-300 bg-red-50 text-red-800' : 'border-jungle/30 bg-white'}`}
        >
          {message}
        </p>
      ) : null}
      <div className="mt-4 overflow-x-auto rounded border border-jungle/20 bg-white">
        <table className="w-full border-collapse text-left text-sm">
          <caption className="sr-only">{t('title')}</caption>
          <thead className="bg-sand">
            <tr>
              {(['name', 'role', 'status', 'since', 'actions'] as const).map((h) => (
                <th key={h} scope="col" className={cell}>
                  {t(`col.${h}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {members.map((m) => (
              <tr key={m.id} className="border-t border-jungle/10" data-staff={m.email}>
                <th scope="row" className={`${cell} font-medium`}>
                  {m.name}
                  <span className="block text-xs font-normal text-muted">{m.email}</span>
                </th>
                <td className={cell}>
                  <form action={setRoleAction} className="flex flex-wrap items-center gap-1">
                    <input type="hidden" name="id" value={m.id} />
                    <select
                      name="role"
                      defaultValue={m.role}
                      aria-label={t('roleOf', { name: m.name })}
                      className="rounded border border-muted/40 px-1 py-1 text-sm focus:outline-2 focus:outline-lagoon"
                    >
                      {isStaffRole(m.role) ? null : (
                        <option value={m.role}>{roleName(m.role)}</option>
                      )}
                      {roles.map((r) => (
                        <option key={r} value={r}>
                          {tAdmin(`roles.${r}`)}
                        </option>
                      ))}
                    </select>
                    <button className={small} aria-label={t('changeRoleOf', { name: m.name })}>
                      {t('changeRole')}
                    </button>
                  </form>
                </td>
                <td className={cell} data-status={m.status}>
                  {ti(`status.${m.status}`)}
                  {m.twoFactorEnabled || m.status === 'invited' ? null : (
                    <span className="block text-xs text-red-800">{t('noSecondFactor')}</span>
                  )}
                </td>
                <td className={cell}>{formatResortDateTime(m.createdAt, locale)}</td>
                <td className={`${cell} flex flex-wrap items-start gap-2`}>
                  {m.status === 'invited' ? (
                    <>
                      <form action={resendInvitationAction}>
                        <input type="hidden" name="id" value={m.id} />
                        <button className={small} aria-label={ti('resendOf', { name: m.name })}>
                          {ti('resend')}
                        </button>
                      </form>
                      <form action={revokeInvitationAction}>
                        <input type="hidden" name="id" value={m.id} />
                        <button className={small} aria-label={ti('revokeOf', { name: m.name })}>
                          {ti('revoke')}
                        </button>
                      </form>
                    </>
                  ) : null}
                  {m.id === me ? (
                    <span className="text-xs text-muted">{t('you')}</span>
                  ) : (
                    <form action={setDisabledAction}>
                      <input type="hidden" name="id" value={m.id} />
                      <input type="hidden" name="disabled" value={m.disabled ? 'false' : 'true'} />
                      <button
                        className={small}
                        aria-label={`${m.disabled ? t('enable') : t('disable')} ${m.name}`}
                      >
                        {m.disabled ? t('enable') : t('disable')}
                      </button>
                    </form>
                  )}
                  <ResetKeyForm
                    id={m.id}
                    label={t('resetOf', { name: m.name })}
                    labels={{ ...keyLabels, reset: t('reset') }}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <form
        action={inviteStaffAction}
        aria-labelledby="staff-invite-title"
        className="mt-6 grid max-w-3xl gap-3 rounded border border-jungle/20 bg-white p-3 sm:grid-cols-2"
      >
        <h2 id="staff-invite-title" className="font-semibold text-jungle sm:col-span-2">
          {ti('invite.title')}
        </h2>
        <p className="text-sm text-muted sm:col-span-2">{ti('invite.intro')}</p>
        <label className="text-sm">
          {ti('invite.email')}
          <input name="email" type="email" required autoComplete="off" className={field} />
        </label>
        <label className="text-sm">
          {ti('invite.name')}
          <input name="name" required maxLength={80} autoComplete="off" className={field} />
        </label>
        <label className="text-sm">
          {ti('invite.role')}
          <select name="role" className={field} defaultValue="frontdesk">
            {roles.map((r) => (
              <option key={r} value={r}>
                {tAdmin(`roles.${r}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          {ti('invite.language')}
          <select name="locale" className={field} defaultValue="es">
            <option value="es">Español</option>
            <option value="en">English</option>
          </select>
        </label>
        <div className="sm:col-span-2">
          <button className="rounded bg-jungle px-3 py-1.5 text-sm font-medium text-white hover:bg-jungle/90 focus:outline-2 focus:outline-offset-2 focus:outline-lagoon">
            {ti('invite.submit')}
          </button>
        </div>
      </form>
    </section>
  );
}
