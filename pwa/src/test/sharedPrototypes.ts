type Descriptors = Map<PropertyKey, PropertyDescriptor>;

const sameDescriptor = (a: PropertyDescriptor, b: PropertyDescriptor) =>
  a.value === b.value && a.get === b.get && a.set === b.set && a.writable === b.writable && a.enumerable === b.enumerable;

/** The prototypes of the classes a global scope offers (Element, HTMLMediaElement, Storage…). */
export function prototypesOf(scope: object): object[] {
  const prototypes = new Set<object>();
  for (const name of Object.getOwnPropertyNames(scope)) {
    if (!/^[A-Z]/.test(name)) continue;
    const value = Object.getOwnPropertyDescriptor(scope, name)?.value as unknown;
    if (typeof value === 'function' && typeof value.prototype === 'object' && value.prototype !== null) prototypes.add(value.prototype as object);
  }
  return [...prototypes];
}

/**
 * Notes the own properties of each prototype now, and returns what puts them back: a property added since
 * is removed, one replaced or removed is restored.
 */
export function keepAsFound(prototypes: object[]): () => void {
  const found = new Map<object, Descriptors>(
    prototypes.map((prototype) => [prototype, new Map(Reflect.ownKeys(prototype).map((key) => [key, Object.getOwnPropertyDescriptor(prototype, key)!]))]),
  );
  return () => {
    for (const [prototype, descriptors] of found) {
      for (const key of Reflect.ownKeys(prototype)) {
        if (!descriptors.has(key)) Reflect.deleteProperty(prototype, key);
      }
      for (const [key, descriptor] of descriptors) {
        const now = Object.getOwnPropertyDescriptor(prototype, key);
        if (!now || !sameDescriptor(now, descriptor)) Object.defineProperty(prototype, key, descriptor);
      }
    }
  };
}
