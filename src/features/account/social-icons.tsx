/**
 * The providers' marks, drawn here as simple inline SVG (no logo files are downloaded): a
 * recognisable hint beside the button's words, which name the provider.
 */
export function SocialIcon({ id }: { id: string }) {
  const common = { width: 20, height: 20, viewBox: '0 0 24 24', 'aria-hidden': true } as const;
  if (id === 'facebook')
    return (
      <svg {...common}>
        <circle cx="12" cy="12" r="11" fill="#1877f2" />
        <path
          d="M13.4 20v-6.3h2.1l.4-2.5h-2.5V9.6c0-.7.3-1.3 1.4-1.3H16V6.1c-.4-.1-1.2-.2-2-.2-2 0-3.3 1.2-3.3 3.4v1.9H8.5v2.5h2.2V20z"
          fill="#fff"
        />
      </svg>
    );
  if (id === 'google')
    return (
      <svg {...common}>
        <path
          d="M21.6 12.2c0-.7-.1-1.4-.2-2H12v3.8h5.4a4.6 4.6 0 0 1-2 3v2.5h3.2c1.9-1.7 3-4.3 3-7.3z"
          fill="#4285f4"
        />
        <path
          d="M12 22c2.7 0 5-.9 6.6-2.5l-3.2-2.5c-.9.6-2 1-3.4 1-2.6 0-4.8-1.8-5.6-4.1H3.1v2.6A10 10 0 0 0 12 22z"
          fill="#34a853"
        />
        <path d="M6.4 13.9a6 6 0 0 1 0-3.8V7.5H3.1a10 10 0 0 0 0 9z" fill="#fbbc05" />
        <path
          d="M12 6c1.5 0 2.8.5 3.8 1.5l2.9-2.9A10 10 0 0 0 3.1 7.5l3.3 2.6C7.2 7.8 9.4 6 12 6z"
          fill="#ea4335"
        />
      </svg>
    );
  if (id === 'apple')
    return (
      <svg {...common}>
        <path
          d="M16.4 12.6c0-2.4 2-3.6 2.1-3.7a4.6 4.6 0 0 0-3.6-1.9c-1.5-.2-3 .9-3.7.9-.8 0-2-.9-3.2-.9A4.8 4.8 0 0 0 4 9.5c-1.7 3-.4 7.4 1.2 9.8.8 1.2 1.8 2.5 3 2.4 1.2 0 1.7-.8 3.1-.8s1.9.8 3.2.8c1.3 0 2.1-1.2 2.9-2.4a10 10 0 0 0 1.3-2.7 4.2 4.2 0 0 1-2.3-4zM14 5.5A4.2 4.2 0 0 0 15 2.4a4.4 4.4 0 0 0-2.9 1.5 4 4 0 0 0-1 3c1.1 0 2.2-.6 2.9-1.4z"
          fill="#111"
        />
      </svg>
    );
  return (
    <svg {...common}>
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="10" r="3" fill="currentColor" />
      <path d="M6.5 18a6.5 6.5 0 0 1 11 0" fill="none" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}
