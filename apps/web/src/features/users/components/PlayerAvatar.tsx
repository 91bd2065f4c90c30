import type { Profile } from '@ludo/shared/users/users.schemas';
import { useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/cn';
import { useObjectUrl } from '@/lib/use-object-url';
import { useAvatar } from '../api/get-avatar';
import { initialsOf } from '../lib/avatar-file';

/**
 * The player's picture, or their initials when there is none (or it cannot be loaded): one look
 * for the profile card and the header. `label` names each for assistive technology; without it the
 * avatar is decoration inside a control that is named already.
 */
export function PlayerAvatar({
  profile,
  className,
  label,
}: {
  profile: Pick<Profile, 'fullName' | 'avatarUrl'>;
  /** Size and text size of the circle. */
  className: string;
  label?: { picture: string; initials: string };
}) {
  const picture = useAvatar(profile.avatarUrl);
  const url = useObjectUrl(picture.data);
  const [broken, setBroken] = useState<string | null>(null);
  const box = cn('shrink-0 rounded-full', className);
  if (profile.avatarUrl && picture.isPending) return <Skeleton className={box} />;
  if (url && broken !== url) {
    return (
      <img
        src={url}
        alt={label?.picture ?? ''}
        aria-hidden={label ? undefined : true}
        className={cn(box, 'border object-cover')}
        onError={() => setBroken(url)}
      />
    );
  }
  return (
    <span
      {...(label ? { role: 'img', 'aria-label': label.initials } : { 'aria-hidden': true })}
      className={cn(box, 'flex items-center justify-center bg-primary font-semibold text-primary-foreground')}
    >
      {initialsOf(profile.fullName) || '?'}
    </span>
  );
}
