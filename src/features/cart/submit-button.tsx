'use client';

import type { ComponentProps } from 'react';
import { useFormStatus } from 'react-dom';

/**
 * A submit button that ignores further presses while its form is being sent (no double
 * remove or double toggle). It stays enabled and focusable: disabling it would drop focus.
 */
export function SubmitButton({ onClick, ...props }: ComponentProps<'button'>) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      {...props}
      aria-disabled={pending || undefined}
      data-pending={pending || undefined}
      onClick={(event) => {
        if (pending) event.preventDefault();
        onClick?.(event);
      }}
    />
  );
}
