import { ArrowRight, ChevronDown, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { useT, withCatalog } from '@/lib/i18n/react';
import { FAQ_EMPTY_TEXT, faqItems, gameRulesSummary, searchFaqs } from '../lib/faq';

function FaqContent() {
  const t = useT();
  const id = useId();
  const [query, setQuery] = useState('');
  const items = searchFaqs(faqItems(t), query);

  return (
    <div className="flex flex-col gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('faq.title')}</CardTitle>
          <CardDescription>{t('faq.description')}</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="relative">
            <label htmlFor={`${id}-search`} className="sr-only">
              {t('faq.search.label')}
            </label>
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              aria-hidden="true"
            />
            <Input
              id={`${id}-search`}
              type="search"
              placeholder={t('faq.search.placeholder')}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              className="pl-9"
              maxLength={100}
              aria-describedby={`${id}-count`}
            />
          </div>
          <p id={`${id}-count`} className="sr-only" aria-live="polite">
            {t('faq.search.count', { count: items.length })}
          </p>
          {items.length === 0 ? (
            <p className="rounded-md border border-dashed px-4 py-8 text-center text-sm text-muted-foreground">
              {t(FAQ_EMPTY_TEXT)}
            </p>
          ) : (
            <ul className="flex flex-col divide-y rounded-md border" data-testid="faq-list">
              {items.map((item) => (
                <li key={item.question}>
                  <details className="group">
                    <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-medium focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                      {item.question}
                      <ChevronDown
                        className="size-4 shrink-0 text-muted-foreground transition-transform group-open:rotate-180"
                        aria-hidden="true"
                      />
                    </summary>
                    <p className="px-4 pb-4 text-sm text-muted-foreground">{item.answer}</p>
                  </details>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>{t('faq.rules.title')}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <ul className="list-disc space-y-1.5 pl-5 text-sm marker:text-primary">
            {gameRulesSummary(t).map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
          <Link
            to={paths.user.rules}
            className="inline-flex items-center gap-1 self-start text-sm font-medium text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {t('faq.rules.link')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>
    </div>
  );
}

/**
 * The FAQ tab: the questions with a search across questions and answers, then the game rules in
 * brief with a link to the full rules. Answers open in place (native details elements: keyboard
 * and screen readers work without script). Its texts are in the `docs` catalog, which it waits for.
 */
export const FaqTab = withCatalog('docs', FaqContent);
