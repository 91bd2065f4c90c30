import type { Profile } from '@ludo/shared/users/users.schemas';
import { Camera } from 'lucide-react';
import { type ChangeEvent, useRef, useState } from 'react';
import { toast } from 'sonner';
import { PlayerName } from '@/components/player-name';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { serverMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { T, useT } from '@/lib/i18n/react';
import { useUploadAvatar } from '../api/upload-avatar';
import { AVATAR_ACCEPT, AVATAR_MAX_BYTES, avatarProblem } from '../lib/avatar-file';
import { PlayerAvatar } from './PlayerAvatar';

/** The picture card: picture or initials, "Change Picture" in edit mode, name, email and "Member Since". */
export function ProfilePictureCard({ profile, editing }: { profile: Profile; editing: boolean }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const [problem, setProblem] = useState<string | null>(null);

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const reason = avatarProblem(t, file);
    setProblem(reason);
    if (reason) return;
    upload.mutate(file, {
      onSuccess: () => {
        setProblem(null);
        toast.success(t('profile.picture.updated'));
      },
      onError: (error) => {
        const message = serverMessage(error) ?? t('profile.picture.failed');
        setProblem(message);
        toast.error(message);
      },
    });
  };

  return (
    <Card aria-label={t('profile.picture.cardLabel')}>
      <CardContent className="flex flex-col items-center gap-2 pt-6 text-center sm:pt-6">
        <PlayerAvatar
          profile={profile}
          className="size-24 text-3xl"
          label={{ picture: profile.fullName, initials: t('profile.picture.noPicture', { name: profile.fullName }) }}
        />
        {editing ? (
          <div className="flex flex-col items-center gap-1">
            <input
              ref={input}
              type="file"
              accept={AVATAR_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-label={t('profile.picture.fileLabel')}
              onChange={onFile}
            />
            <Button
              variant="outline"
              size="sm"
              disabled={upload.isPending}
              aria-describedby="avatar-hint"
              onClick={() => input.current?.click()}
            >
              <Camera aria-hidden="true" />
              {upload.isPending ? t('profile.picture.uploading') : t('profile.picture.change')}
            </Button>
            <p id="avatar-hint" className="text-xs text-muted-foreground">
              {t('profile.picture.hint', {
                formats: 'JPEG, PNG',
                last: 'WebP',
                maxSize: AVATAR_MAX_BYTES / (1024 * 1024),
              })}
            </p>
          </div>
        ) : null}
        {problem ? (
          <p role="alert" className="text-sm break-words text-destructive">
            {problem}
          </p>
        ) : null}
        <p className="mt-2 text-lg font-semibold break-words">
          <PlayerName name={profile.fullName} />
        </p>
        <p className="text-sm break-all text-muted-foreground">{profile.email}</p>
        <p className="mt-2 text-sm">
          <T
            id="profile.picture.memberSince"
            values={{ date: formatDate(profile.createdAt) }}
            components={{ 0: <span className="text-muted-foreground" />, 1: <span className="font-medium" /> }}
          />
        </p>
      </CardContent>
    </Card>
  );
}
