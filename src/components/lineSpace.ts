/**
 * A space between parts that a flex column shows on lines of their own ('Tue' / '2' / 'Jun'). A flex container
 * does not lay out white space between its items, so nothing moves on screen, but the text read from the element
 * is 'Tue 2 Jun', not 'Tue2Jun': what voice control matches a patient's words against (WCAG 2.5.3).
 */
export const LINE_SPACE = ' ';
