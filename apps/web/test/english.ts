import appMessages from '../src/locales/app/en.json';
import docsMessages from '../src/locales/docs/en.json';
import pagesMessages from '../src/locales/pages/en.json';
import publicMessages from '../src/locales/public/en.json';

/** Every English message, for tests that render components in English whatever catalog they use. */
export const englishMessages: Record<string, string> = {
  ...publicMessages,
  ...pagesMessages,
  ...appMessages,
  ...docsMessages,
};
