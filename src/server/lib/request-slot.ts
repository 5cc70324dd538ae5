/**
 * A request decoration that stays off the request until it is set: a getter and a setter on the
 * requests' prototype. Fastify writes a plain decorated value onto every request it makes, through
 * V8's slow path for adding a property (thousands of instructions a property, on every storefront read:
 * docs/measurements/events-read-time.md); these cost nothing until a route reads or sets them.
 */
export function requestSlot<T>(initial: T) {
  const key = Symbol('request slot');
  return {
    getter(this: object): T {
      return (this as Record<symbol, T | undefined>)[key] ?? initial;
    },
    setter(this: object, value: T) {
      (this as Record<symbol, T>)[key] = value;
    },
  };
}
