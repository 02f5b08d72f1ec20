import { uploadEndpoint } from '@/features/admin-media/server';

/** POST /api/admin/v1/media/: the media library's upload form (content, admin); see uploadEndpoint. */
export const POST = uploadEndpoint;
