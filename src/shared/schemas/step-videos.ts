import { z } from 'zod';
import { successReply } from './common.ts';

/** Step videos an admin uploaded: which steps have one. */
export const stepVideosReply = successReply({ data: z.array(z.object({ stepId: z.string(), url: z.string() })) });
export const VIDEO_MAX_BYTES = 200 * 1024 * 1024;
