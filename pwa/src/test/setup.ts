import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy and waitFor give up after 1 s by default. A page behind a lazy route and a stubbed fetch
// rendered later than that in CI, where the backend's tests run beside these on 2 busy cores
// (routes.test.tsx, "course not-found", failed once so). A test that passes waits no longer for this.
configure({ asyncUtilTimeout: 5000 });

// The DOM environments do no layout, so they lack scrolling; pages call it after user actions. (Logic
// tests run in node, with no Element.)
if (typeof Element !== 'undefined') Element.prototype.scrollIntoView ??= function scrollIntoView() {};
