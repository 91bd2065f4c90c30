import { ArrowLeft } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/react';

/** Tailwind's `lg`: from here the queue and the chosen entry sit side by side. */
const SIDE_BY_SIDE = '(min-width: 64rem)';
const isSideBySide = () => typeof window !== 'undefined' && window.matchMedia(SIDE_BY_SIDE).matches;

/**
 * Where focus goes in an admin queue with a detail beside it. On phones the detail replaces the
 * queue, so focus follows there and back: to the entry just left, or to the queue's heading when
 * the entry has left the queue (decided).
 */
export function useQueueDetailFocus(selectedId: string | null, entryElementId: (entry: string) => string) {
  const [focusDetail, setFocusDetail] = useState(false);
  const [returnFocus, setReturnFocus] = useState<{ entry: string } | 'queue' | null>(null);
  const countRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (selectedId !== null || returnFocus === null) return;
    const target =
      returnFocus === 'queue' ? countRef.current : document.getElementById(entryElementId(returnFocus.entry));
    (target ?? countRef.current)?.focus();
    setReturnFocus(null);
  }, [selectedId, returnFocus, entryElementId]);

  return {
    countRef,
    focusDetail,
    /** Call before showing an entry. */
    opening: () => setFocusDetail(!isSideBySide()),
    /** Call before going back to the queue from the shown entry. */
    leaving: () => {
      if (selectedId) setReturnFocus({ entry: selectedId });
    },
    /** Call when the shown entry leaves the queue. */
    leavingQueue: () => setReturnFocus('queue'),
  };
}

const QUEUE_WIDTH = {
  narrow: 'lg:grid-cols-[20rem_minmax(0,1fr)]',
  wide: 'lg:grid-cols-[22rem_minmax(0,1fr)]',
} as const;

/**
 * An admin queue and its chosen entry: side by side on wide screens; on phones the entry takes
 * the queue's place, with a way back.
 */
export function QueueDetail({
  queueWidth,
  countRef,
  count,
  queue,
  selectedId,
  detail,
  placeholder,
  onBack,
}: {
  queueWidth: keyof typeof QUEUE_WIDTH;
  countRef: RefObject<HTMLHeadingElement | null>;
  /** The queue's heading: how many entries wait. */
  count: ReactNode;
  queue: ReactNode;
  selectedId: string | null;
  /** The chosen entry's detail. */
  detail: (selectedId: string) => ReactNode;
  /** Beside the queue on wide screens while nothing is chosen. */
  placeholder: ReactNode;
  onBack: () => void;
}) {
  const t = useT();
  return (
    <div className={cn('grid gap-6 lg:items-start', QUEUE_WIDTH[queueWidth])}>
      <div className={cn('flex flex-col gap-3', selectedId && 'hidden lg:flex')}>
        <h2
          ref={countRef}
          tabIndex={-1}
          className="text-sm font-normal text-muted-foreground focus:outline-none"
          aria-live="polite"
        >
          {count}
        </h2>
        {queue}
      </div>
      {selectedId ? (
        <div className="flex min-w-0 flex-col gap-3">
          <div className="lg:hidden">
            <Button variant="outline" size="sm" onClick={onBack}>
              <ArrowLeft aria-hidden="true" />
              {t('common.queue.back')}
            </Button>
          </div>
          {detail(selectedId)}
        </div>
      ) : (
        placeholder
      )}
    </div>
  );
}
