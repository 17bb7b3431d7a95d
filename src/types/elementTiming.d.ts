import 'react';

// Element Timing (https://w3c.github.io/element-timing/): React passes the attribute through to the DOM, but its
// types do not list it. src/lib/afterPaintScript.ts waits for the images that carry it.
declare module 'react' {
  // The merged declaration must repeat React's type parameter, which it does not use.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ImgHTMLAttributes<T> {
    elementtiming?: string;
  }
}
