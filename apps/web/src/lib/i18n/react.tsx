import type { Values } from '@lingui/core';
import { I18nProvider, Trans, useLingui } from '@lingui/react';
import type validationMessages from '@ludo/shared/locales/validation/en.json';
import { type ComponentType, type ReactElement, type ReactNode, use } from 'react';
import type appMessages from '@/locales/app/en.json';
import type docsMessages from '@/locales/docs/en.json';
import type pagesMessages from '@/locales/pages/en.json';
import type publicMessages from '@/locales/public/en.json';
import type { Namespace } from './catalogs';
import { i18n, needCatalog } from './i18n';

/** Every message id, checked by the compiler against the English catalogs. */
export type MessageId =
  | keyof typeof publicMessages
  | keyof typeof pagesMessages
  | keyof typeof appMessages
  | keyof typeof docsMessages
  | keyof typeof validationMessages;
export type Translate = (id: MessageId, values?: Values) => string;

export function TranslationProvider({ children }: { children: ReactNode }) {
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** `t(id, values)` in the current language; the component renders again when the language changes. */
export function useT(): Translate {
  return useLingui()._ as Translate;
}

/**
 * A message with markup: `<T id=… components={{ 0: <strong /> }} />` for "<0>bold</0> text", so
 * translators can move the bold part where their grammar puts it.
 */
export function T({
  id,
  values,
  components,
}: {
  id: MessageId;
  values?: Values;
  components?: Record<string, ReactElement>;
}) {
  return <Trans id={id} values={values} components={components} />;
}

/** Renders its children once `namespace` is loaded for the current language (suspends until then). */
export function WithCatalog({ namespace, children }: { namespace: Namespace; children: ReactNode }) {
  useLingui(); // render again when the language changes, to ask for that language's catalog
  const download = needCatalog(namespace);
  if (download) use(download);
  return children;
}

/** `Component` rendered inside `<WithCatalog namespace>`: for a page whose texts are all in one catalog. */
export function withCatalog(namespace: Namespace, Component: ComponentType) {
  return function InCatalog() {
    return (
      <WithCatalog namespace={namespace}>
        <Component />
      </WithCatalog>
    );
  };
}
