/**
 * A label map made of another map's labels and some of its own. A spread (`{ ...PRODUCT_LABELS, price }`)
 * would copy the other map's labels once, in the language of that moment; here each is read from its map
 * when asked, so it follows the language of the request or the page.
 */
export function extendLabels<Base extends object, Own extends object>(
  base: Base,
  own: Own,
): Omit<Base, keyof Own> & Own {
  const map = {}
  for (const key of Object.keys(base)) {
    Object.defineProperty(map, key, {
      enumerable: true,
      configurable: true,
      get: () => (base as Record<string, unknown>)[key],
    })
  }
  Object.defineProperties(map, Object.getOwnPropertyDescriptors(own))
  return map as Omit<Base, keyof Own> & Own
}
