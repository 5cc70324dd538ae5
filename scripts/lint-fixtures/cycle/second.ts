import { first } from './first.ts';

export const second = (): unknown => first;
