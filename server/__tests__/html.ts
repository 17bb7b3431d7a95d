/** Reading rendered pages in the server's tests: text as a user reads it. */

/** The entities React's server renderer writes, back to their characters. */
export const decode = (html: string) =>
  html
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** The text of the page's first `<h1>`. */
export const h1Of = (html: string) =>
  decode(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? '');

/** The text of the page's `<main>`, tags gone and spaces collapsed. */
export const mainTextOf = (html: string) =>
  decode(
    (/<main\b[^>]*>([\s\S]*?)<\/main>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' '),
  );
