import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';

export default function NotFoundPage() {
  const t = useT();
  return (
    <main className="mx-auto flex min-h-[60dvh] max-w-md flex-col items-center justify-center gap-4 px-4 py-16 text-center">
      <p className="text-5xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-bold">{t('errorPage.notFound.title')}</h1>
      <p className="text-muted-foreground">{t('errorPage.notFound.text')}</p>
      <Button asChild>
        <Link to={paths.home}>{t('errorPage.notFound.home')}</Link>
      </Button>
    </main>
  );
}
