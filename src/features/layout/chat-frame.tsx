'use client';

import { ExternalLink } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';

/**
 * SPEC §2 chat with a configured service (CHAT_URL): its page, framed inside the contact panel
 * and loaded on demand, only once the panel is first opened (no request to the chat service
 * on a page where nobody asks for it). The CSP frames that origin alone (`chatFrameOrigin`).
 * Without JavaScript, or if the service refuses to be framed, the link opens it in a new tab.
 */
export function ChatFrame({
  url,
  labels,
}: {
  url: string;
  labels: { frame: string; newWindow: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  const [requested, setRequested] = useState(false);
  useEffect(() => {
    const panel = box.current?.closest('[popover]');
    if (!panel) return;
    const onToggle = (event: Event) => {
      if ((event as Event & { newState?: string }).newState === 'open') setRequested(true);
    };
    panel.addEventListener('toggle', onToggle);
    return () => panel.removeEventListener('toggle', onToggle);
  }, []);
  return (
    <div ref={box} className="mt-3">
      {requested && (
        <iframe
          src={url}
          title={labels.frame}
          className="h-[min(26rem,50vh)] w-full rounded-xl border border-stone-200"
          referrerPolicy="strict-origin-when-cross-origin"
          sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
          data-testid="chat-frame"
        />
      )}
      <a
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-2 inline-flex items-center gap-1 font-semibold text-lagoon-800"
      >
        <ExternalLink aria-hidden size={14} />
        {labels.newWindow}
      </a>
    </div>
  );
}
