import type { Db } from '@/db/client';
import { sandboxPayments } from '@/db/schema';
import { listInstallmentBanks, type PaymentErrorCode } from '@/domain/payments';
import { findCurrency } from '@/domain/pricing';
import { formatExpiryTyping, type CardErrorCode, type CardField } from './cards.rules';
import type { ReactNode } from 'react';
import { formatMoney, type MoneyLocale } from '@/lib/money';
import { renderStaticDocument } from '@/lib/static-html';
import { StaticPage } from '@/lib/static-page';

/**
 * The sandbox's hosted payment page: plain HTML served by the app on /sandbox/pay/{session}/
 * but owned by the gateway. The card form posts back to the same address (the gateway), never
 * to our order code; a refused form is shown again with its errors and what was typed, except
 * the CVC (as a real gateway's page does). One small script (with the request's nonce) formats
 * the expiry as it is typed; without it the form works the same.
 */
type Session = typeof sandboxPayments.$inferSelect;
export type HostedView = 'form' | 'challenge' | 'closed';
type Translate = (key: string, values?: Record<string, string | number>) => string;

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#eef3f1;color:#1c2624;line-height:1.5}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.4rem;margin:0 0 .25rem;color:#0f3d33}.merchant{margin:0;color:#4a5856}
.amount{font-size:1.6rem;font-weight:700;margin:.75rem 0;color:#0f3d33}
label{display:block;font-weight:600;margin-top:1rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #6b7a77;border-radius:.5rem;margin-top:.25rem}
input:focus{outline:3px solid #0e7c86;outline-offset:1px}
.row{display:grid;grid-template-columns:1fr 1fr;gap:.75rem}
button{font:inherit;font-weight:700;border:0;border-radius:999px;padding:.75rem 1.25rem;cursor:pointer;margin-top:1.25rem;width:100%}
.primary{background:#0f3d33;color:#fff}.secondary{background:#fff;color:#0f3d33;border:2px solid #0f3d33}
button:focus-visible{outline:3px solid #0e7c86;outline-offset:2px}
.error{color:#a4161a;font-size:.9rem;margin:.25rem 0 0}
.alert{background:#fdecea;color:#7a1014;border-radius:.5rem;padding:.75rem;margin:1rem 0 0}.alert p{margin:0;font-weight:600}.alert ul{margin:.5rem 0 0;padding-left:1.25rem}.alert a{color:#7a1014}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.note{font-size:.85rem;color:#4a5856;margin-top:1rem}
`;

function Page({ lang, title, children }: { lang: string; title: string; children: ReactNode }) {
  return (
    <StaticPage lang={lang} title={title} style={STYLE}>
      {children}
    </StaticPage>
  );
}

/**
 * The page's one script: formats the expiry as it is typed, with the rule the form is checked
 * by (cards.rules); moves focus to the error summary of a refused form; and takes a field's
 * error away (beside it and in the summary) as soon as the field is changed. A constant: no
 * value of the request or the session is ever part of it.
 */
const PAGE_SCRIPT = `(()=>{const format=(${formatExpiryTyping.toString()});const expiry=document.getElementById('f-expiry');if(expiry)expiry.addEventListener('input',(event)=>{const deleting=String(event.inputType||'').startsWith('delete');const next=format(expiry.value,deleting);if(next!==expiry.value)expiry.value=next;});const summary=document.getElementById('errors');if(summary)summary.focus();document.querySelectorAll('input[aria-invalid]').forEach((field)=>field.addEventListener('input',()=>{field.removeAttribute('aria-invalid');field.removeAttribute('aria-describedby');for(const id of [field.id+'-error',field.id+'-summary']){const node=document.getElementById(id);if(node)node.remove();}},{once:true}));})();`;

/** A form that posts one action back to the gateway, as one button. */
function ActionButton({
  action,
  kind,
  children,
}: {
  action: string;
  kind: 'primary' | 'secondary';
  children: ReactNode;
}) {
  return (
    <form method="post">
      <input type="hidden" name="action" value={action} />
      <button className={kind} type="submit">
        {children}
      </button>
    </form>
  );
}

export async function renderHostedPage(input: {
  db: Db;
  session: Session | undefined;
  view: HostedView;
  t: Translate;
  lang: MoneyLocale;
  errors?: Partial<Record<CardField | 'plan' | 'method', CardErrorCode | PaymentErrorCode>>;
  /** What the visitor typed and sees again after an error: never the CVC. */
  kept?: { number?: string; expiry?: string; holder?: string };
  /** The request's CSP nonce, for the expiry's formatting script. */
  nonce?: string;
}): Promise<string> {
  const { session, t, lang } = input;
  if (!session || input.view === 'closed') {
    return renderStaticDocument(
      <Page lang={lang} title={t('title')}>
        <div className="card">
          <h1>{t('title')}</h1>
          <p role="alert" className="alert">
            {t('closed')}
          </p>
          {session ? (
            <p>
              <a href={session.cancelUrl}>{t('backToShop')}</a>
            </p>
          ) : null}
        </div>
      </Page>,
    );
  }
  const found = await findCurrency(input.db, session.currencyIso);
  // The session's ISO code is the shop's own (upper case): the lookup is exact.
  const currency = found?.iso === session.currencyIso ? found : undefined;
  const amount = formatMoney(
    session.amountMinor,
    currency ?? { iso: session.currencyIso, decimals: 2 },
    lang,
  );
  let plan: ReactNode = null;
  if (session.plan.kind === 'installments') {
    const { bankId, months } = session.plan;
    const bank = (await listInstallmentBanks(input.db)).find((b) => b.id === bankId);
    plan = <p>{t('installments', { months, bank: bank?.name ?? '' })}</p>;
  }
  const header = (
    <>
      <h1>{t('title')}</h1>
      <p className="merchant">{t('merchant')}</p>
      <p className="amount">
        <span className="sr">{t('amount')}: </span>
        {amount}
      </p>
      {plan}
    </>
  );

  if (input.view === 'challenge') {
    return renderStaticDocument(
      <Page lang={lang} title={t('challengeTitle')}>
        <div className="card">
          {header}
          <h2>{t('challengeTitle')}</h2>
          <p>{t('challengeText', { last4: session.cardLast4 ?? '' })}</p>
          <ActionButton action="challenge-pass" kind="primary">
            {t('challengePass')}
          </ActionButton>
          <ActionButton action="challenge-fail" kind="secondary">
            {t('challengeFail')}
          </ActionButton>
        </div>
      </Page>,
    );
  }

  if (session.method !== 'card') {
    const kind = session.method === 'PP' ? 'paypal' : 'uplift';
    return renderStaticDocument(
      <Page lang={lang} title={t(`${kind}Title`)}>
        <div className="card">
          {header}
          <h2>{t(`${kind}Title`)}</h2>
          <p>{t(`${kind}Text`, { amount })}</p>
          <ActionButton action="approve" kind="primary">
            {t('approve')}
          </ActionButton>
          <ActionButton action="refuse" kind="secondary">
            {t('refuse')}
          </ActionButton>
          <p className="note">{t('testNote')}</p>
        </div>
      </Page>,
    );
  }

  const errors = input.errors ?? {};
  const Field = ({
    name,
    label,
    value,
    ...attributes
  }: {
    name: CardField;
    label: string;
    value?: string;
    inputMode?: 'numeric';
    autoComplete: string;
    placeholder?: string;
    maxLength?: number;
  }) => {
    const error = errors[name];
    const id = `f-${name}`;
    return (
      <>
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          name={name}
          {...attributes}
          required
          defaultValue={value || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p className="error" id={`${id}-error`}>
            {t(error)}
          </p>
        ) : null}
      </>
    );
  };
  const general = errors.plan ?? errors.method;
  const labels: Record<CardField, string> = {
    number: t('number'),
    expiry: t('expiry'),
    cvc: t('cvc'),
    holder: t('holder'),
  };
  // Each field's error is a link to it (the script focuses the summary and drops what is fixed).
  const wrong = (['number', 'expiry', 'cvc', 'holder'] as const).filter((name) => errors[name]);
  const summary =
    Object.keys(errors).length > 0 ? (
      <div role="alert" className="alert" id="errors" tabIndex={-1}>
        <p>{general ? t(general) : t('errorSummary')}</p>
        {wrong.length > 0 ? (
          <ul>
            {wrong.map((name) => (
              <li key={name} id={`f-${name}-summary`}>
                <a href={`#f-${name}`}>
                  {labels[name]}: {t(errors[name]!)}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    ) : null;
  return renderStaticDocument(
    <Page lang={lang} title={t('title')}>
      <div className="card">
        {header}
        {summary}
        <form method="post" autoComplete="on" noValidate>
          <input type="hidden" name="action" value="card" />
          <Field
            name="number"
            label={t('number')}
            inputMode="numeric"
            autoComplete="cc-number"
            value={input.kept?.number}
          />
          <div className="row">
            <div>
              <Field
                name="expiry"
                label={t('expiry')}
                inputMode="numeric"
                autoComplete="cc-exp"
                placeholder="MM/YY"
                maxLength={9}
                value={input.kept?.expiry}
              />
            </div>
            <div>
              <Field name="cvc" label={t('cvc')} inputMode="numeric" autoComplete="cc-csc" />
            </div>
          </div>
          <Field
            name="holder"
            label={t('holder')}
            autoComplete="cc-name"
            value={input.kept?.holder}
          />
          <button className="primary" type="submit">
            {t('pay', { amount })}
          </button>
        </form>
        <ActionButton action="cancel" kind="secondary">
          {t('cancel')}
        </ActionButton>
        <p className="note">{t('testNote')}</p>
      </div>
      {input.nonce ? (
        <script nonce={input.nonce} dangerouslySetInnerHTML={{ __html: PAGE_SCRIPT }} />
      ) : null}
    </Page>,
  );
}
