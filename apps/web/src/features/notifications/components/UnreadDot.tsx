import { useT } from '@/lib/i18n/react';

/** The unread mark: a dot for the eye, the word for screen readers. */
export function UnreadDot() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" />
      <span className="sr-only">{t('notifications.unreadMark')}</span>
    </>
  );
}
