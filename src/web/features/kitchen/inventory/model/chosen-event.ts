/** The address's `needs` parameter: the diary event the needs view shows. */
const PARAM = 'needs';

/** The chosen event's id, or null when none (or no number) is in the address. */
export function chosenEventId(params: URLSearchParams): number | null {
  return Number(params.get(PARAM)) || null;
}

/** The address with `value` chosen (an event's id), or with the choice removed when `value` is empty. */
export function withChosenEvent(params: URLSearchParams, value: string): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value) next.set(PARAM, value);
  else next.delete(PARAM);
  return next;
}
