import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { keepAsFound, prototypesOf } from './sharedPrototypes';

afterEach(() => cleanup());

// In the vmThreads pool each test file has its own globalThis, but happy-dom is loaded once per worker, so
// Element.prototype and the other DOM classes are shared by the files a worker runs one after another. A
// stub one file left there was what the next file spied on (QuestionsTab failed in CI on a scrollIntoView
// call made in InstructorQuestionsPage). Each file puts those prototypes back as it found them.
afterAll(keepAsFound(prototypesOf(globalThis)));

// findBy and waitFor give up after 1 s by default. A page behind a lazy route and a stubbed fetch
// rendered later than that in CI, where the backend's tests run beside these on 2 busy cores
// (routes.test.tsx, "course not-found", failed once so). A test that passes waits no longer for this.
configure({ asyncUtilTimeout: 5000 });

// The DOM environments do no layout, so they lack scrolling; pages call it after user actions. (Logic
// tests run in node, with no Element.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};

// The vmThreads pool runs each test file in its own realm but keeps Node's structuredClone, whose clones
// belong to the outer realm: fake-indexeddb then hands out arrays whose constructor is not this realm's
// Array, and Dexie's live queries turn such a compound key into a plain object and miss the change. The
// clone's containers are rebuilt here; browsers have one realm, so the app needs nothing of this.
const outerClone = globalThis.structuredClone;
if (!(outerClone([]) instanceof Array)) {
  const intoThisRealm = (value: unknown): unknown => {
    if (Array.isArray(value)) return Array.from(value, intoThisRealm);
    if (typeof value !== 'object' || value === null) return value;
    const tag = Object.prototype.toString.call(value);
    if (tag === '[object Date]') return new Date((value as Date).getTime());
    if (tag === '[object Map]') return new Map(Array.from(value as Map<unknown, unknown>, ([key, entry]) => [intoThisRealm(key), intoThisRealm(entry)]));
    if (tag === '[object Set]') return new Set(Array.from(value as Set<unknown>, intoThisRealm));
    if (tag === '[object ArrayBuffer]') return new Uint8Array(value as ArrayBuffer).slice().buffer;
    if (tag === '[object Object]' && Object.getPrototypeOf(Object.getPrototypeOf(value)) === null) {
      return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, intoThisRealm(entry)]));
    }
    return value;
  };
  globalThis.structuredClone = ((value: unknown, options?: StructuredSerializeOptions) => intoThisRealm(outerClone(value, options))) as typeof structuredClone;
}
