import { alpha } from '#server/modules/alpha/alpha.service.ts';

export const beta = () => alpha();
