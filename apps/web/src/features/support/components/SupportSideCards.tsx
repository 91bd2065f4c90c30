import { SUPPORT_EMAIL } from '@ludo/shared/brand';
import { Clock, Mail } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n/react';
import { RESPONSE_TIME_ROWS } from '../lib/ticket-deadline';
import { TICKET_PRIORITY_NAMES } from './TicketBadges';

/** Beside the ticket form: how to reach the team, and how soon it answers by priority. */
export function SupportSideCards() {
  const t = useT();
  return (
    <>
      <Card aria-labelledby="support-contact-heading">
        <CardHeader>
          <CardTitle id="support-contact-heading" className="flex items-center gap-2 text-base">
            <Mail className="size-5 text-primary" aria-hidden="true" />
            {t('support.contact.title')}
          </CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-2 text-sm">
          <p className="text-muted-foreground">{t('support.contact.emailUs')}</p>
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className="font-medium break-all text-primary underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            {SUPPORT_EMAIL}
          </a>
          <p className="text-muted-foreground">{t('support.contact.available')}</p>
        </CardContent>
      </Card>
      <Card aria-labelledby="support-response-heading">
        <CardHeader>
          <CardTitle id="support-response-heading" className="flex items-center gap-2 text-base">
            <Clock className="size-5 text-primary" aria-hidden="true" />
            {t('support.responseTimes.title')}
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="divide-y text-sm">
            {RESPONSE_TIME_ROWS.map((row) => (
              <div key={row.priority} className="flex justify-between gap-4 py-2">
                <dt className="text-muted-foreground">{t(TICKET_PRIORITY_NAMES[row.priority])}</dt>
                <dd className="font-semibold">{t('support.responseTimes.within', { hours: row.hours })}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </>
  );
}
