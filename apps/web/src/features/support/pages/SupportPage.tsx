import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useT } from '@/lib/i18n/react';
import { FaqTab } from '../components/FaqTab';
import { MyTickets, ticketEntryId } from '../components/MyTickets';
import { SupportSideCards } from '../components/SupportSideCards';
import { TicketForm } from '../components/TicketForm';

type SupportTab = 'faq' | 'contact';
const TICKET_PARAM = 'ticket';
const TAB_PARAM = 'tab';
/** A match the player reports a problem with (its page links here). */
const MATCH_PARAM = 'match';

/**
 * /user/support: "FAQ" (search, the game rules in brief, a link to the rules) and "Contact Us"
 * (the ticket form, contact information and response times, and the player's tickets with their
 * threads). A ticket opened from a notification arrives as ?ticket={id} on "Contact Us"; a match's
 * page sends ?match={id} to report a problem with it.
 */
export default function SupportPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const ticketId = params.get(TICKET_PARAM);
  const aboutMatchId = params.get(MATCH_PARAM);
  const tab: SupportTab = ticketId || aboutMatchId || params.get(TAB_PARAM) === 'contact' ? 'contact' : 'faq';
  /** The ticket just left: its entry in the list gets the focus back. */
  const [returnTo, setReturnTo] = useState<string | null>(null);

  useEffect(() => {
    if (ticketId !== null || returnTo === null) return;
    document.getElementById(ticketEntryId(returnTo))?.focus();
    setReturnTo(null);
  }, [ticketId, returnTo]);

  const showTab = (next: string) => setParams(next === 'contact' ? { [TAB_PARAM]: 'contact' } : {}, { replace: true });
  const selectTicket = (id: string | null) => {
    if (id === null && ticketId) setReturnTo(ticketId);
    setParams(id ? { [TAB_PARAM]: 'contact', [TICKET_PARAM]: id } : { [TAB_PARAM]: 'contact' });
  };

  return (
    <div className="mx-auto max-w-6xl">
      <PageHeader title={t('support.page.title')} description={t('support.page.description')} />
      <Tabs value={tab} onValueChange={showTab}>
        <TabsList>
          <TabsTrigger value="faq">{t('support.page.faqTab')}</TabsTrigger>
          <TabsTrigger value="contact">{t('support.page.contactTab')}</TabsTrigger>
        </TabsList>
        <TabsContent value="faq">
          <FaqTab />
        </TabsContent>
        <TabsContent value="contact">
          {/* Phones: form, cards, tickets. Wide screens: the cards beside the form and the tickets. */}
          <div className="grid gap-6 lg:grid-cols-3 lg:items-start">
            <div className="min-w-0 lg:col-span-2">
              <TicketForm onCreated={(id) => selectTicket(id)} aboutMatchId={aboutMatchId} />
            </div>
            <aside className="flex flex-col gap-6 lg:row-span-2" aria-label={t('support.page.asideLabel')}>
              <SupportSideCards />
            </aside>
            <div className="min-w-0 lg:col-span-2">
              <MyTickets selectedId={ticketId} onSelect={selectTicket} />
            </div>
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}
