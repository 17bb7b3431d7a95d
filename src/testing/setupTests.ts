import '@testing-library/jest-dom';

// jsdom does not implement scrolling; the route tracker scrolls to the top on navigation.
window.scrollTo = () => undefined;
