import { MessageCircle } from 'lucide-react';

/** Opens the configured chat address; nothing at all when none is configured. */
export function ChatLauncher({ url, label }: { url?: string; label: string }) {
  if (!url) return null;
  return (
    <a
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      className="fixed right-4 bottom-24 z-40 flex items-center gap-2 rounded-full bg-lagoon-800 px-4 py-3 text-sm font-semibold text-white no-underline shadow-xl hover:bg-jungle sm:bottom-6"
    >
      <MessageCircle aria-hidden size={18} />
      {label}
    </a>
  );
}
