import { z } from 'zod';
import { successReply } from './common.ts';

/** GET /api/time: the server's clock, for a screen's clock offset. */
export const serverTimeReply = successReply({ now: z.number() });
