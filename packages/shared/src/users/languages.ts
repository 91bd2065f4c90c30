// Kept apart from the settings schema so that the web app's first download can read the list
// without bringing zod along.

/** The languages of the platform: English, Hindi, Tamil, Telugu and Marathi. */
export const LANGUAGES = ['en', 'hi', 'ta', 'te', 'mr'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The cookie where the web app keeps a visitor's language, for the server to answer pages in it. */
export const LANGUAGE_COOKIE = 'ludo_locale';
