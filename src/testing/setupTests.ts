import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// jsdom does not implement scrolling; the route tracker scrolls to the top on navigation.
window.scrollTo = () => undefined;

// A first render waits for the catalog and the route's chunk: over a second when every suite runs at once,
// and a journey through several pages over five on a busy two-core machine.
configure({ asyncUtilTimeout: 4000 });
jest.setTimeout(15_000);
