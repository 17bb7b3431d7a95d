/**
 * Thrown while rendering by a screen whose subject does not exist or is not the patient's (an unknown
 * appointment id, another patient's): the route's error boundary shows the not-found page in its place.
 */
export class PageNotFoundError extends Error {
  constructor() {
    super('Page not found');
    this.name = 'PageNotFoundError';
  }
}
