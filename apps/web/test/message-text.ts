import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * The text a reader sees of a compiled ICU message: its literal parts (in plural and select
 * branches too), without markup, for the catalog checks that read words (translations, glossary).
 */
export function visibleText(message: CompiledMessage): string {
  return message
    .map((token) => {
      if (typeof token === 'string') return token.replace(/<\/?\d+\/?>/g, ' ');
      const [, , format] = token;
      if (!format || typeof format !== 'object') return ' ';
      return Object.entries(format)
        .filter(([key, choice]) => key !== 'offset' && Array.isArray(choice))
        .map(([, choice]) => visibleText(choice as CompiledMessage))
        .join(' ');
    })
    .join(' ');
}
