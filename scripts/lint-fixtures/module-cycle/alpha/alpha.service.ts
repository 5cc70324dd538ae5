import { beta } from '../beta/beta.service.ts';

export const alpha = () => beta();
