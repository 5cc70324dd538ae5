import { textRefusal } from '#server/lib/http-error.ts';

/** 404 for an inventory item that does not exist: shared by the inventory's services. */
export const itemNotFound = () => textRefusal(404, 'inventory.notFound');
