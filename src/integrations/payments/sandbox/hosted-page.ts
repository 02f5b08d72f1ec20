import type { Db } from '@/db/client';
import { sandboxPayments } from '@/db/schema';
import { listInstallmentBanks, type PaymentErrorCode } from '@/domain/payments';
import { findCurrency } from '@/domain/pricing';
import { formatExpiryTyping, type CardErrorCode, type CardField } from './cards.rules';
import { formatMoney, type MoneyLocale } from '@/lib/money';

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

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

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

function page(lang: string, title: string, body: string): string {
  return `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

/**
 * The page's one script: formats the expiry as it is typed, with the rule the form is checked
 * by (cards.rules); moves focus to the error summary of a refused form; and takes a field's
 * error away (beside it and in the summary) as soon as the field is changed.
 */
function pageScript(nonce: string): string {
  return `<script nonce="${escape(nonce)}">(()=>{const format=(${formatExpiryTyping.toString()});const expiry=document.getElementById('f-expiry');if(expiry)expiry.addEventListener('input',(event)=>{const deleting=String(event.inputType||'').startsWith('delete');const next=format(expiry.value,deleting);if(next!==expiry.value)expiry.value=next;});const summary=document.getElementById('errors');if(summary)summary.focus();document.querySelectorAll('input[aria-invalid]').forEach((field)=>field.addEventListener('input',()=>{field.removeAttribute('aria-invalid');field.removeAttribute('aria-describedby');for(const id of [field.id+'-error',field.id+'-summary']){const node=document.getElementById(id);if(node)node.remove();}},{once:true}));})();</script>`;
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
    return page(
      lang,
      t('title'),
      `<div class="card"><h1>${escape(t('title'))}</h1><p role="alert" class="alert">${escape(t('closed'))}</p>${
        session
          ? `<p><a href="${escape(session.cancelUrl)}">${escape(t('backToShop'))}</a></p>`
          : ''
      }</div>`,
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
  let plan = '';
  if (session.plan.kind === 'installments') {
    const { bankId, months } = session.plan;
    const bank = (await listInstallmentBanks(input.db)).find((b) => b.id === bankId);
    plan = `<p>${escape(t('installments', { months, bank: bank?.name ?? '' }))}</p>`;
  }
  const header = `<h1>${escape(t('title'))}</h1><p class="merchant">${escape(t('merchant'))}</p><p class="amount"><span class="sr">${escape(t('amount'))}: </span>${escape(amount)}</p>${plan}`;
  const cancel = `<form method="post"><input type="hidden" name="action" value="cancel"><button class="secondary" type="submit">${escape(t('cancel'))}</button></form>`;

  if (input.view === 'challenge') {
    return page(
      lang,
      t('challengeTitle'),
      `<div class="card">${header}<h2>${escape(t('challengeTitle'))}</h2><p>${escape(
        t('challengeText', { last4: session.cardLast4 ?? '' }),
      )}</p><form method="post"><input type="hidden" name="action" value="challenge-pass"><button class="primary" type="submit">${escape(
        t('challengePass'),
      )}</button></form><form method="post"><input type="hidden" name="action" value="challenge-fail"><button class="secondary" type="submit">${escape(
        t('challengeFail'),
      )}</button></form></div>`,
    );
  }

  if (session.method !== 'card') {
    const kind = session.method === 'PP' ? 'paypal' : 'uplift';
    return page(
      lang,
      t(`${kind}Title`),
      `<div class="card">${header}<h2>${escape(t(`${kind}Title`))}</h2><p>${escape(
        t(`${kind}Text`, { amount }),
      )}</p><form method="post"><input type="hidden" name="action" value="approve"><button class="primary" type="submit">${escape(
        t('approve'),
      )}</button></form><form method="post"><input type="hidden" name="action" value="refuse"><button class="secondary" type="submit">${escape(
        t('refuse'),
      )}</button></form><p class="note">${escape(t('testNote'))}</p></div>`,
    );
  }

  const errors = input.errors ?? {};
  const field = (name: CardField, label: string, attrs: string, value = '') => {
    const error = errors[name];
    const id = `f-${name}`;
    return `<label for="${id}">${escape(label)}</label><input id="${id}" name="${name}" ${attrs}${
      value ? ` value="${escape(value)}"` : ''
    }${error ? ` aria-invalid="true" aria-describedby="${id}-error"` : ''}>${
      error ? `<p class="error" id="${id}-error">${escape(t(error))}</p>` : ''
    }`;
  };
  const general = errors.plan ?? errors.method;
  const labels: Record<CardField, string> = {
    number: t('number'),
    expiry: t('expiry'),
    cvc: t('cvc'),
    holder: t('holder'),
  };
  // Each field's error is a link to it (the script focuses the summary and drops what is fixed).
  const links = (['number', 'expiry', 'cvc', 'holder'] as const)
    .filter((name) => errors[name])
    .map(
      (name) =>
        `<li id="f-${name}-summary"><a href="#f-${name}">${escape(labels[name])}: ${escape(t(errors[name]!))}</a></li>`,
    )
    .join('');
  const summary =
    Object.keys(errors).length > 0
      ? `<div role="alert" class="alert" id="errors" tabindex="-1"><p>${escape(
          general ? t(general) : t('errorSummary'),
        )}</p>${links ? `<ul>${links}</ul>` : ''}</div>`
      : '';
  const form = `<form method="post" autocomplete="on" novalidate><input type="hidden" name="action" value="card">${field(
    'number',
    t('number'),
    'inputmode="numeric" autocomplete="cc-number" required',
    input.kept?.number,
  )}<div class="row"><div>${field(
    'expiry',
    t('expiry'),
    'inputmode="numeric" autocomplete="cc-exp" placeholder="MM/YY" maxlength="9" required',
    input.kept?.expiry,
  )}</div><div>${field('cvc', t('cvc'), 'inputmode="numeric" autocomplete="cc-csc" required')}</div></div>${field(
    'holder',
    t('holder'),
    'autocomplete="cc-name" required',
    input.kept?.holder,
  )}<button class="primary" type="submit">${escape(t('pay', { amount }))}</button></form>`;
  return page(
    lang,
    t('title'),
    `<div class="card">${header}${summary}${form}${cancel}<p class="note">${escape(t('testNote'))}</p></div>${
      input.nonce ? pageScript(input.nonce) : ''
    }`,
  );
}
