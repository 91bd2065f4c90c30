import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { useT } from '@/lib/i18n/react';
import { NavList } from '../NavList';
import { useUserNavItems } from './nav-items';

/** On small screens the side navigation becomes a 300px slide-out sheet. */
export function MobileNav() {
  const t = useT();
  const items = useUserNavItems();
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label={t('nav.menu.open')}>
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="left">
        <SheetTitle>{t('nav.menu.title')}</SheetTitle>
        <SheetDescription className="sr-only">{t('nav.menu.description')}</SheetDescription>
        <div className="-mx-1 overflow-y-auto px-1">
          <NavList label={t('nav.playerArea')} items={items} onNavigate={() => setOpen(false)} />
        </div>
      </SheetContent>
    </Sheet>
  );
}
