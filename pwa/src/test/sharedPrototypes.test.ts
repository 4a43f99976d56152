// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keepAsFound, prototypesOf } from './sharedPrototypes';

describe('keepAsFound', () => {
  it("puts back a DOM prototype's methods a test replaced, removed or added", () => {
    const original = Element.prototype.scrollIntoView;
    const originalClosest = Element.prototype.closest;
    const putBack = keepAsFound(prototypesOf(globalThis));

    Element.prototype.scrollIntoView = () => {};
    Reflect.deleteProperty(Element.prototype, 'closest');
    Object.defineProperty(HTMLElement.prototype, 'addedByATest', { value: 1, configurable: true });
    putBack();

    expect(Element.prototype.scrollIntoView).toBe(original);
    expect(Element.prototype.closest).toBe(originalClosest);
    expect(Object.getOwnPropertyNames(HTMLElement.prototype)).not.toContain('addedByATest');
  });

  it("finds the environment's DOM classes, not only the language's", () => {
    const prototypes = prototypesOf(globalThis);
    // Compared by identity: printing a DOM prototype reads getters that need an instance.
    expect(prototypes.includes(Element.prototype)).toBe(true);
    expect(prototypes.includes(HTMLMediaElement.prototype)).toBe(true);
  });
});
