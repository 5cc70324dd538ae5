/** The HTTP methods of calls that change something: checked for their origin, and kept by change id. */
export const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
