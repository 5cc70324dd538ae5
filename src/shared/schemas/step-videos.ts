import { z } from 'zod';
import { isPlayerLink, VIDEO_LINK_MAX_LENGTH } from '#shared/domain/video-link.ts';
import { successReply } from './common.ts';

/**
 * The guide steps that have a video: an uploaded file's address on our server, or a YouTube or Vimeo
 * link the owner set. Either plays as shared/domain/video-link.ts says.
 */
export const stepVideosReply = successReply({ data: z.array(z.object({ stepId: z.string(), url: z.string() })) });
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;

/** PUT /api/step-videos/:stepId/link (admin): a YouTube or Vimeo link, refused when it cannot play here. */
export const stepVideoLinkSchema = z.object({
  url: z
    .string()
    .trim()
    .max(VIDEO_LINK_MAX_LENGTH, 'videos.refusals.cannotPlay')
    .refine(isPlayerLink, 'videos.refusals.cannotPlay'),
});
export type StepVideoLink = z.infer<typeof stepVideoLinkSchema>;
