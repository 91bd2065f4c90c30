/**
 * A name the server's pages and the web app share (docs/decisions/0025-prerendered-pages-paint-first.md):
 * on a prerendered page the whole stylesheet comes with this attribute as `media="print"`, so it
 * holds back no paint, and the app turns it on when it starts.
 */
export const APP_STYLES_ATTRIBUTE = 'data-app-styles';
