import type { ReactNode } from 'react';
import { renderStaticDocument } from '@/lib/static-html';
import { StaticPage } from '@/lib/static-page';

/**
 * The sandbox sign-in page (decision 0022): plain HTML served by the app on
 * /sandbox/sign-in/{provider}/ in place of Facebook's, Google's or Apple's own page, in a demo
 * without their credentials. It says plainly that it is a sandbox and that nothing reaches the
 * provider; the visitor types the name and email to sign in with. No script.
 */
type Translate = (key: string, values?: Record<string, string | number>) => string;

export type SandboxSignInView =
  | { kind: 'invalid' }
  | {
      kind: 'form';
      /** The authorization request, carried through the form unchanged. */
      request: Record<string, string>;
      errors?: Partial<Record<'email' | 'name', string>>;
      kept?: { email?: string; name?: string };
    };

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3efe6;color:#1c2624;line-height:1.5}
main{max-width:30rem;margin:2rem auto;padding:0 1rem}
.card{background:#fff;border-radius:1rem;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
.badge{display:inline-block;background:#7a4b00;color:#fff;font-weight:700;font-size:.8rem;letter-spacing:.06em;text-transform:uppercase;border-radius:999px;padding:.2rem .7rem}
h1{font-size:1.4rem;margin:.75rem 0 .25rem;color:#0f3d33}
.notice{background:#fff6e0;border:1px solid #e6c170;border-radius:.5rem;padding:.75rem;margin:1rem 0 0}
label{display:block;font-weight:600;margin-top:1rem}
input{width:100%;font:inherit;padding:.6rem .75rem;border:1px solid #6b7a77;border-radius:.5rem;margin-top:.25rem}
input:focus{outline:3px solid #0e7c86;outline-offset:1px}
button{font:inherit;font-weight:700;border:0;border-radius:999px;padding:.75rem 1.25rem;cursor:pointer;margin-top:1.25rem;width:100%}
.primary{background:#0f3d33;color:#fff}.secondary{background:#fff;color:#0f3d33;border:2px solid #0f3d33}
button:focus-visible,a:focus-visible{outline:3px solid #0e7c86;outline-offset:2px}
.error{color:#a4161a;font-size:.9rem;margin:.25rem 0 0}
.alert{background:#fdecea;color:#7a1014;border-radius:.5rem;padding:.75rem;margin:1rem 0 0}.alert p{margin:0;font-weight:600}.alert ul{margin:.5rem 0 0;padding-left:1.25rem}.alert a{color:#7a1014}
.note{font-size:.85rem;color:#4a5856;margin-top:1rem}
`;

function Page({ lang, title, children }: { lang: string; title: string; children: ReactNode }) {
  return (
    <StaticPage lang={lang} title={title} style={STYLE}>
      {children}
    </StaticPage>
  );
}

export function renderSandboxSignIn(input: {
  view: SandboxSignInView;
  t: Translate;
  lang: string;
  /** The provider's name ("Google"). */
  provider: string;
  /** The shop's home, for the way back from an invalid request. */
  home: string;
}): string {
  const { t, lang, provider, view } = input;
  const title = t('title', { provider });
  const head = (
    <>
      <span className="badge">{t('badge')}</span>
      <h1>{title}</h1>
      <p className="notice">{t('notice', { provider })}</p>
    </>
  );
  if (view.kind === 'invalid')
    return renderStaticDocument(
      <Page lang={lang} title={title}>
        <div className="card">
          {head}
          <p role="alert" className="alert">
            {t('invalid')}
          </p>
          <p>
            <a href={input.home}>{t('back')}</a>
          </p>
        </div>
      </Page>,
    );
  const errors = view.errors ?? {};
  const wrong = (['name', 'email'] as const).filter((name) => errors[name]);
  const labels = { name: t('name'), email: t('email') };
  const field = (name: 'name' | 'email', type: string, autoComplete: string) => (
    <>
      <label htmlFor={`s-${name}`}>{labels[name]}</label>
      <input
        id={`s-${name}`}
        name={name}
        type={type}
        autoComplete={autoComplete}
        maxLength={name === 'name' ? 100 : 254}
        required
        defaultValue={view.kept?.[name] || undefined}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `s-${name}-error` : undefined}
      />
      {errors[name] ? (
        <p className="error" id={`s-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </>
  );
  const hidden = Object.entries(view.request).map(([name, value]) => (
    <input key={name} type="hidden" name={name} value={value} />
  ));
  return renderStaticDocument(
    <Page lang={lang} title={title}>
      <div className="card">
        {head}
        {wrong.length > 0 ? (
          <div role="alert" className="alert" id="errors">
            <p>{t('errorSummary')}</p>
            <ul>
              {wrong.map((name) => (
                <li key={name}>
                  <a href={`#s-${name}`}>
                    {labels[name]}: {errors[name]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <form method="post" noValidate>
          {hidden}
          {field('name', 'text', 'name')}
          {field('email', 'email', 'email')}
          <button className="primary" type="submit" name="action" value="continue">
            {t('continue', { provider })}
          </button>
          <button className="secondary" type="submit" name="action" value="cancel">
            {t('cancel')}
          </button>
        </form>
        <p className="note">{t('linkNote')}</p>
      </div>
    </Page>,
  );
}
