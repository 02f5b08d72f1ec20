import { Mail, MessageCircle, Phone, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { ChatFrame } from './chat-frame';

type ContactLabels = {
  open: string;
  title: string;
  intro: string;
  phones: string;
  hours: string;
  email: string;
  whatsapp: string;
  faq: string;
  close: string;
  /** With a chat service: its frame's title, the new-tab link, the other ways' heading. */
  chatFrame: string;
  chatNewWindow: string;
  otherWays: string;
};

export type ContactOptions = {
  phones: { label: string; displayNumber: string; dialNumber: string }[];
  /** The call centre's hours, in the resort's time, as the site's settings word them. */
  hours?: string;
  email: string;
  /** Digits of the international number (wa.me link), when configured. */
  whatsapp?: string;
};

const PANEL = 'contact-panel';

/**
 * SPEC §2's chat, on every page. With a chat service (CHAT_URL) the launcher opens it, only
 * when asked; without one it opens a panel of the other ways to reach us: the phone lines by
 * country (tel: links), the service hours in the resort's time, the email, WhatsApp where
 * configured, and the FAQ. The panel is a native popover: no script, Escape and a click outside
 * close it, and focus returns to the launcher.
 */
export function ChatLauncher({
  url,
  labels,
  contact,
}: {
  url?: string;
  labels: ContactLabels;
  contact: ContactOptions;
}) {
  // Above the cookie bar while it is open (--cookie-bar, set by the bar itself). A round icon at
  // every width (its words for screen readers and as a tooltip): a pill covered prices and
  // form fields on phones, and the widget's "Comprar" and the booking box's edge on a
  // 1280 px screen. On a phone it also steps aside while a field is typed in (globals.css).
  const launcher =
    'chat-launcher fixed right-4 bottom-[calc(6rem+var(--cookie-bar,0px))] z-40 flex items-center rounded-full bg-lagoon-800 p-3.5 text-white no-underline shadow-xl hover:bg-jungle sm:bottom-[calc(1.5rem+var(--cookie-bar,0px))]';
  const options: ReactNode = (
    <>
      <h3 className="mt-4 font-semibold text-jungle">{labels.phones}</h3>
      <ul className="mt-1 space-y-1">
        {contact.phones.map((p) => (
          <li key={p.dialNumber} className="flex flex-wrap justify-between gap-x-3">
            <span>{p.label}</span>
            <a
              href={`tel:${p.dialNumber}`}
              className="inline-flex items-center gap-1 font-semibold text-lagoon-800"
            >
              <Phone aria-hidden size={14} />
              {p.displayNumber}
            </a>
          </li>
        ))}
      </ul>
      {contact.hours && (
        <>
          <h3 className="mt-4 font-semibold text-jungle">{labels.hours}</h3>
          <p className="mt-1">{contact.hours}</p>
        </>
      )}
      <ul className="mt-4 space-y-2">
        <li>
          <a
            href={`mailto:${contact.email}`}
            className="inline-flex items-center gap-2 font-semibold break-all text-lagoon-800"
          >
            <Mail aria-hidden size={16} />
            {labels.email}: {contact.email}
          </a>
        </li>
        {contact.whatsapp && (
          <li>
            <a
              href={`https://wa.me/${contact.whatsapp}`}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-2 font-semibold text-lagoon-800"
            >
              <MessageCircle aria-hidden size={16} />
              {labels.whatsapp}
            </a>
          </li>
        )}
        <li>
          <Link href="/faq" className="font-semibold text-lagoon-800">
            {labels.faq}
          </Link>
        </li>
      </ul>
    </>
  );
  const name = url ? labels.open : labels.title;
  return (
    <>
      <button type="button" popoverTarget={PANEL} className={launcher} title={name}>
        <MessageCircle aria-hidden size={22} />
        <span className="sr-only">{name}</span>
      </button>
      <div
        id={PANEL}
        popover="auto"
        role="dialog"
        aria-labelledby={`${PANEL}-title`}
        className="fixed inset-auto right-4 bottom-40 m-0 w-[min(22rem,calc(100vw-2rem))] rounded-2xl border border-stone-200 bg-white p-5 text-sm text-stone-800 shadow-2xl sm:bottom-20"
      >
        <div className="flex items-start justify-between gap-3">
          <h2 id={`${PANEL}-title`} className="text-xl text-jungle">
            {labels.title}
          </h2>
          <button
            type="button"
            popoverTarget={PANEL}
            popoverTargetAction="hide"
            className="-m-2 rounded-full p-2 text-stone-600 hover:bg-stone-100"
            aria-label={labels.close}
          >
            <X aria-hidden size={18} />
          </button>
        </div>
        <p className="mt-1 text-stone-600">{labels.intro}</p>
        {url ? (
          <>
            <ChatFrame
              url={url}
              labels={{ frame: labels.chatFrame, newWindow: labels.chatNewWindow }}
            />
            <details className="mt-4">
              <summary className="cursor-pointer font-semibold text-jungle">
                {labels.otherWays}
              </summary>
              {options}
            </details>
          </>
        ) : (
          options
        )}
      </div>
    </>
  );
}
