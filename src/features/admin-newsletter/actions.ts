'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { unsubscribeOnRequest } from '@/domain/newsletter';
import { authorizeStaff, getDb } from '@/server';

const input = z.object({ id: z.uuid(), email: z.string().max(254), back: z.string().max(400) });

/** The list keeps its filter after the action: only a query string of ours comes back. */
function backTo(query: string, extra: Record<string, string>): string {
  const params = new URLSearchParams(/^[\w%=&.+@-]*$/.test(query) ? query : '');
  params.delete('outcome');
  params.delete('email');
  for (const [k, v] of Object.entries(extra)) params.set(k, v);
  return `/admin/newsletter/?${params}`;
}

/**
 * Unsubscribes an address at its owner's request (issue 17), from the list's row form: the
 * role is checked first, then the domain makes the change with its audit row.
 */
export async function unsubscribeAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('newsletter:update');
  if (!check.ok) return;
  const parsed = input.safeParse({
    id: form.get('id'),
    email: form.get('email'),
    back: form.get('back') ?? '',
  });
  if (!parsed.success) redirect(backTo('', { outcome: 'failed' }));
  const { id, email, back } = parsed.data;
  const result = await unsubscribeOnRequest(await getDb(), check.actor, id);
  revalidatePath('/admin/newsletter/');
  const outcome = !result.found ? 'failed' : result.changed ? 'unsubscribed' : 'unchanged';
  redirect(backTo(back, { outcome, email }));
}
