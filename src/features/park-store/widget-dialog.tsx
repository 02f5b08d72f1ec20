'use client';

import { X } from 'lucide-react';
import { useId, useRef, type ReactNode } from 'react';

type Props = {
  /** The trigger's text. */
  label: string;
  icon?: ReactNode;
  title: string;
  closeLabel: string;
  /** Server-rendered content: only the opening and closing is client code. */
  children: ReactNode;
};

/**
 * A button that opens its content in a native modal dialog (focus kept inside, Escape
 * closes, focus returns to the button). Info, video and gallery of the booking widget.
 */
export function WidgetDialog({ label, icon, title, closeLabel, children }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  return (
    <>
      <button
        type="button"
        className="btn-secondary px-4 py-2"
        aria-haspopup="dialog"
        onClick={() => dialog.current?.showModal()}
      >
        {icon}
        {label}
      </button>
      <dialog
        ref={dialog}
        aria-labelledby={titleId}
        className="m-auto max-h-[90dvh] w-[min(44rem,95vw)] rounded-2xl bg-white p-0 text-ink shadow-2xl backdrop:bg-black/50"
        onClick={(event) => {
          if (event.target === dialog.current) dialog.current?.close();
        }}
      >
        <div className="sticky top-0 z-10 flex items-start justify-between gap-4 border-b border-jungle/10 bg-white px-4 py-3 sm:px-6">
          <h2 id={titleId} className="text-2xl text-jungle">
            {title}
          </h2>
          <button
            type="button"
            className="shrink-0 rounded-full p-2 hover:bg-sand"
            aria-label={closeLabel}
            onClick={() => dialog.current?.close()}
          >
            <X aria-hidden size={22} />
          </button>
        </div>
        <div className="p-4 sm:p-6">{children}</div>
      </dialog>
    </>
  );
}
