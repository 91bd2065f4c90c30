import { LANGUAGES, type Language } from '@ludo/shared/users/languages';

function isLanguage(value: string | undefined): value is Language {
  return value !== undefined && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The language to answer in: a choice the visitor saved (the web app's cookie) first, then the
 * first of the `Accept-Language` header's languages, by preference, that we have ("hi-IN" → hi),
 * else English.
 */
export function requestLanguage(saved: string | undefined, acceptLanguage: string | undefined): Language {
  if (isLanguage(saved)) return saved;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { primary: tag.toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((entry) => entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranked.map((entry) => entry.primary).find(isLanguage) ?? 'en';
}
