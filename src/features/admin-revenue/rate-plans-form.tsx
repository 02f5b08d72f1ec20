'use client';

import { useTranslations } from 'next-intl';
import { useActionState, useState } from 'react';
import type { RatePlanRow } from '@/domain/stays';
import { SubmitWithAnswer } from '@/components/admin/bulk-form-shell';
import { saveRatePlanAction, type RatePlanState } from './rate-plans-actions';

const input =
  'mt-1 block w-full rounded border border-muted/40 bg-white px-2 py-1.5 text-sm focus:outline-2 focus:outline-lagoon disabled:bg-stone-100';
const legend = 'text-sm font-medium';

/** One rate plan's terms: discount, free cancellation, penalty, deposit and balance, on sale. */
function PlanForm({ hotel, plan }: { hotel: string; plan: RatePlanRow }) {
  const t = useTranslations('adminRatePlans');
  const [state, action, pending] = useActionState<RatePlanState, FormData>(saveRatePlanAction, {});
  const [deposit, setDeposit] = useState(plan.depositKind ?? 'none');
  const flexible = plan.kind === 'flexible';
  const id = (name: string) => `plan-${plan.code}-${name}`;
  return (
    <form
      action={action}
      data-plan={plan.code}
      aria-labelledby={id('title')}
      className="grid gap-3 rounded border border-jungle/20 bg-white p-3 sm:grid-cols-2 lg:grid-cols-4"
    >
      <h3 id={id('title')} className="font-semibold text-jungle sm:col-span-2 lg:col-span-4">
        {t(`kind.${plan.kind}`)} <span className="text-xs text-muted">{plan.code}</span>
      </h3>
      <input type="hidden" name="hotel" value={hotel} />
      <input type="hidden" name="plan" value={plan.code} />
      <label className={legend}>
        {t('discount')}
        <input
          className={input}
          type="number"
          name="discountPercent"
          min={0}
          max={50}
          step={1}
          defaultValue={plan.discountPercent}
        />
      </label>
      {flexible ? (
        <>
          <label className={legend}>
            {t('freeCancelDays')}
            <input
              className={input}
              type="number"
              name="freeCancelDays"
              min={0}
              step={1}
              defaultValue={plan.freeCancelDays}
            />
          </label>
          <label className={legend}>
            {t('penaltyNights')}
            <input
              className={input}
              type="number"
              name="penaltyNights"
              min={1}
              step={1}
              defaultValue={plan.penaltyNights}
            />
          </label>
        </>
      ) : (
        <p className="text-sm text-muted sm:col-span-1 lg:col-span-2">{t('nonRefundableNote')}</p>
      )}
      <div>
        <label className={legend} htmlFor={id('deposit')}>
          {t('deposit')}
        </label>
        <select
          id={id('deposit')}
          name="depositKind"
          className={input}
          value={deposit}
          onChange={(e) => setDeposit(e.target.value as typeof deposit)}
        >
          <option value="none">{t('depositNone')}</option>
          <option value="percent">{t('depositPercent')}</option>
          <option value="first_night">{t('depositFirstNight')}</option>
        </select>
      </div>
      <label className={legend}>
        {t('depositPercentValue')}
        <input
          className={input}
          type="number"
          name="depositPercent"
          min={1}
          max={99}
          step={1}
          defaultValue={plan.depositPercent || ''}
          disabled={deposit !== 'percent'}
        />
      </label>
      <label className={legend}>
        {t('balanceDays')}
        <input
          className={input}
          type="number"
          name="balanceDays"
          min={1}
          step={1}
          defaultValue={plan.balanceDays || ''}
          disabled={deposit === 'none'}
        />
      </label>
      <label className="inline-flex items-center gap-2 self-end text-sm font-medium">
        <input type="checkbox" name="active" defaultChecked={plan.active} /> {t('active')}
      </label>
      <SubmitWithAnswer
        className="sm:col-span-2 lg:col-span-4"
        label={t('save')}
        pending={pending}
        state={state}
      />
    </form>
  );
}

/** The hotel's rate plans, each with its own form (bookings already made keep their terms). */
export function RatePlansSection({ hotel, plans }: { hotel: string; plans: RatePlanRow[] }) {
  const t = useTranslations('adminRatePlans');
  return (
    <section aria-labelledby="plans-title" className="mt-6">
      <h2 id="plans-title" className="text-lg font-semibold text-jungle">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-muted">{t('intro')}</p>
      <div className="mt-3 grid gap-3">
        {plans.map((plan) => (
          <PlanForm key={plan.code} hotel={hotel} plan={plan} />
        ))}
      </div>
    </section>
  );
}
