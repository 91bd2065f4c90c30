import { byMoneyMode } from '@ludo/shared/money';
import { LANGUAGE_LABELS, type UserSettings } from '@ludo/shared/users/settings.schemas';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { paths } from '@/config/paths';
import { serverMessage } from '@/lib/api-error';
import { LOCALE_NAMES, type Locale } from '@/lib/i18n/locales';
import { type MessageId, useT } from '@/lib/i18n/react';
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import type { ProfileLocationState } from './ProfilePage';

type Group = 'notificationChannels' | 'notificationTypes' | 'privacy';
/** A switch's description, or one per money mode (chosen when shown: the mode is set at start-up). */
type Description = MessageId | { real: MessageId; play: MessageId };
type Toggle<G extends Group> = { key: keyof UserSettings[G] & string; labelId: MessageId; descriptionId: Description };

const CHANNELS: Toggle<'notificationChannels'>[] = [
  {
    key: 'email',
    labelId: 'settings.channels.email.label',
    descriptionId: 'settings.channels.email.description',
  },
  { key: 'sms', labelId: 'settings.channels.sms.label', descriptionId: 'settings.channels.sms.description' },
  { key: 'push', labelId: 'settings.channels.push.label', descriptionId: 'settings.channels.push.description' },
];
const TYPES: Toggle<'notificationTypes'>[] = [
  {
    key: 'tournamentReminders',
    labelId: 'settings.types.tournamentReminders.label',
    descriptionId: 'settings.types.tournamentReminders.description',
  },
  {
    key: 'resultAnnouncements',
    labelId: 'settings.types.resultAnnouncements.label',
    descriptionId: 'settings.types.resultAnnouncements.description',
  },
  {
    key: 'paymentConfirmations',
    labelId: 'settings.types.paymentConfirmations.label',
    descriptionId: {
      real: 'settings.types.paymentConfirmations.description',
      play: 'settings.types.paymentConfirmations.description.play',
    },
  },
  {
    key: 'promotionalOffers',
    labelId: 'settings.types.promotionalOffers.label',
    descriptionId: 'settings.types.promotionalOffers.description',
  },
];
const PRIVACY: Toggle<'privacy'>[] = [
  {
    key: 'profileVisible',
    labelId: 'settings.privacy.profileVisible.label',
    descriptionId: 'settings.privacy.profileVisible.description',
  },
  {
    key: 'showOnlineStatus',
    labelId: 'settings.privacy.showOnlineStatus.label',
    descriptionId: 'settings.privacy.showOnlineStatus.description',
  },
  {
    key: 'dataCollection',
    labelId: 'settings.privacy.dataCollection.label',
    descriptionId: 'settings.privacy.dataCollection.description',
  },
];
const THEMES: { value: UserSettings['theme']; labelId: MessageId }[] = [
  { value: 'light', labelId: 'settings.theme.light' },
  { value: 'dark', labelId: 'settings.theme.dark' },
  { value: 'system', labelId: 'settings.theme.system' },
];

/** Each language in its own script, with its English name after the others: "हिन्दी (Hindi)". */
function languageName(locale: Locale): string {
  return locale === 'en' ? LOCALE_NAMES.en : `${LOCALE_NAMES[locale]} (${LANGUAGE_LABELS[locale]})`;
}

function SwitchRow(props: {
  id: string;
  label: string;
  description: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 py-3">
      <div className="flex min-w-0 flex-col gap-1">
        <Label htmlFor={props.id}>{props.label}</Label>
        <p id={`${props.id}-description`} className="text-sm text-muted-foreground">
          {props.description}
        </p>
      </div>
      <Switch
        id={props.id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        aria-describedby={`${props.id}-description`}
      />
    </div>
  );
}

function Section({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className="divide-y">{children}</CardContent>
    </Card>
  );
}

interface SettingsFormProps {
  saved: UserSettings;
  /** The "Log Out from All Devices" control, provided by the auth feature. */
  logoutAllDevices: ReactNode;
  /** This browser's web push on or off, provided by the notifications feature. */
  pushDevice?: ReactNode;
  responsibleGaming?: ReactNode;
}

function SettingsForm({ saved, logoutAllDevices, pushDevice, responsibleGaming }: SettingsFormProps) {
  const t = useT();
  const [draft, setDraft] = useState(saved);
  const update = useUpdateSettings();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const toggles = <G extends Group>(group: G, items: Toggle<G>[]) =>
    items.map(({ key, labelId, descriptionId }) => (
      <SwitchRow
        key={key}
        id={`settings-${group}-${key}`}
        label={t(labelId)}
        description={
          typeof descriptionId === 'string'
            ? t(descriptionId)
            : byMoneyMode({ real: t(descriptionId.real), play: t(descriptionId.play) })
        }
        checked={Boolean(draft[group][key])}
        onChange={(value) => setDraft((current) => ({ ...current, [group]: { ...current[group], [key]: value } }))}
      />
    ));

  const save = () =>
    update.mutate(draft, {
      onSuccess: (next) => {
        setDraft(next);
        toast.success(t('settings.saved'));
      },
      onError: (error) => toast.error(serverMessage(error) ?? t('settings.saveError')),
    });

  return (
    <div className="flex flex-col gap-6">
      <form
        className="flex flex-col gap-6"
        aria-label={t('settings.form.label')}
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Section title={t('settings.channels.title')} description={t('settings.channels.description')}>
          {toggles('notificationChannels', CHANNELS)}
          {draft.notificationChannels.push ? pushDevice : null}
        </Section>
        <Section title={t('settings.types.title')} description={t('settings.types.description')}>
          {toggles('notificationTypes', TYPES)}
        </Section>
        <Section title={t('settings.appearance.title')}>
          <div className="grid gap-4 py-3 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="settings-theme">{t('settings.theme.label')}</Label>
              <NativeSelect
                id="settings-theme"
                value={draft.theme}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, theme: event.target.value as UserSettings['theme'] }))
                }
              >
                {THEMES.map((theme) => (
                  <option key={theme.value} value={theme.value}>
                    {t(theme.labelId)}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="settings-language">{t('settings.language.label')}</Label>
              <NativeSelect
                id="settings-language"
                className="font-system"
                value={draft.language}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, language: event.target.value as UserSettings['language'] }))
                }
              >
                {(Object.keys(LANGUAGE_LABELS) as Locale[]).map((locale) => (
                  <option key={locale} value={locale}>
                    {languageName(locale)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </Section>
        <Section title={t('settings.sound.title')}>
          <SwitchRow
            id="settings-soundEffects"
            label={t('settings.sound.soundEffects.label')}
            description={t('settings.sound.soundEffects.description')}
            checked={draft.soundEffects}
            onChange={(value) => setDraft((current) => ({ ...current, soundEffects: value }))}
          />
          <SwitchRow
            id="settings-backgroundMusic"
            label={t('settings.sound.backgroundMusic.label')}
            description={t('settings.sound.backgroundMusic.description')}
            checked={draft.backgroundMusic}
            onChange={(value) => setDraft((current) => ({ ...current, backgroundMusic: value }))}
          />
        </Section>
        <Section title={t('settings.privacy.title')}>{toggles('privacy', PRIVACY)}</Section>
        <Section title={t('settings.security.title')}>
          <div className="flex flex-wrap items-center justify-between gap-3 py-3">
            <p className="text-sm text-muted-foreground">{t('settings.security.description')}</p>
            <Button asChild variant="outline">
              <Link to={`${paths.user.profile}?tab=security`} state={{ edit: true } satisfies ProfileLocationState}>
                {t('settings.security.changePassword')}
              </Link>
            </Button>
          </div>
        </Section>

        <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
          <Button variant="outline" disabled={!dirty || update.isPending} onClick={() => setDraft(saved)}>
            {t('settings.form.cancel')}
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? t('settings.form.saving') : t('settings.form.save')}
          </Button>
        </div>
      </form>

      {responsibleGaming}

      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle className="text-destructive">{t('settings.danger.title')}</CardTitle>
        </CardHeader>
        <CardContent className="divide-y">
          <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium">{t('settings.danger.logoutAll.title')}</p>
              <p className="text-sm text-muted-foreground">{t('settings.danger.logoutAll.description')}</p>
            </div>
            {logoutAllDevices}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium">{t('settings.danger.delete.title')}</p>
              <p className="text-sm text-muted-foreground">
                {byMoneyMode({
                  real: t('settings.danger.delete.description'),
                  play: t('settings.danger.delete.description.play'),
                })}
              </p>
            </div>
            <DeleteAccountDialog />
          </div>
        </CardContent>
      </Card>
    </div>
  );
}

export default function SettingsPage({
  logoutAllDevices,
  pushDevice,
  responsibleGaming,
}: {
  logoutAllDevices: ReactNode;
  pushDevice?: ReactNode;
  /** Deposit limits and breaks (the responsible-gaming feature's card). */
  responsibleGaming?: ReactNode;
}) {
  const t = useT();
  const settings = useSettings();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      {settings.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : settings.isError ? (
        <QueryError title={t('settings.loadError')} error={settings.error} onRetry={() => settings.refetch()} />
      ) : (
        <SettingsForm
          saved={settings.data}
          logoutAllDevices={logoutAllDevices}
          pushDevice={pushDevice}
          responsibleGaming={responsibleGaming}
        />
      )}
    </div>
  );
}
