import { contentPreviewEndpoint } from '@/features/admin-content/server';

/** The content editor's preview: draft mode on, then the public page (staff with content:update). */
export const GET = contentPreviewEndpoint;
