'use server';

import { revalidatePath } from 'next/cache';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { ENQUIRY_STATUSES, setEnquiryStatus } from '@/domain/enquiries';
import { authorizeStaff, getDb } from '@/server';

const input = z.object({ id: z.uuid(), status: z.enum(ENQUIRY_STATUSES), reference: z.string() });

/**
 * An enquiry's status (new, contacted, won, lost), from the list's row form: the role is
 * checked first, then the domain changes it with its audit row. Comes back to the list.
 */
export async function setEnquiryStatusAction(form: FormData): Promise<void> {
  const check = await authorizeStaff('enquiries:update');
  if (!check.ok) return;
  const parsed = input.safeParse({
    id: form.get('id'),
    status: form.get('status'),
    reference: form.get('reference'),
  });
  if (!parsed.success) redirect('/admin/enquiries/?outcome=failed');
  const { id, status, reference } = parsed.data;
  const result = await setEnquiryStatus(await getDb(), check.actor, id, status);
  revalidatePath('/admin/enquiries/');
  const outcome = !result.found ? 'failed' : result.changed ? 'saved' : 'unchanged';
  redirect(
    `/admin/enquiries/?outcome=${outcome}&saved=${encodeURIComponent(reference)}&to=${status}`,
  );
}
