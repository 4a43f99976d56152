import 'fake-indexeddb/auto';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// jsdom does no layout, so it lacks scrolling; pages call it after user actions.
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
