/**
 * A section a phone first shows below the fold (a catalogue, a program's weeks): the browser lays it out and paints
 * it when it comes near the screen, not with the page's first frame (CSS `content-visibility`), so a long page's first
 * layout on a slow phone is the screen's, not the whole page's. Its height is guessed until it has been drawn once,
 * then remembered. It stays in the page for search, find-in-page and assistive technology.
 */
export const BELOW_THE_FOLD = { contentVisibility: 'auto', containIntrinsicSize: 'auto 900px' } as const;
