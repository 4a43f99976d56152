import 'fake-indexeddb/auto';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy and waitFor give up after 1 s by default. A page behind a lazy route and a stubbed fetch
// rendered later than that in CI, where the backend's tests run beside these on 2 busy cores
// (routes.test.tsx, "course not-found", failed once so). A test that passes waits no longer for this.
configure({ asyncUtilTimeout: 5000 });

// jsdom does no layout, so it lacks scrolling; pages call it after user actions.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
