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
import { useSettings } from '../api/get-settings';
import { useUpdateSettings } from '../api/update-settings';
import { DeleteAccountDialog } from '../components/DeleteAccountDialog';
import type { ProfileLocationState } from './ProfilePage';

type Group = 'notificationChannels' | 'notificationTypes' | 'privacy';
type Toggle<G extends Group> = { key: keyof UserSettings[G] & string; label: string; description: string };

const CHANNELS: Toggle<'notificationChannels'>[] = [
  { key: 'email', label: 'Email Notifications', description: 'Receive notifications by email.' },
  { key: 'sms', label: 'SMS Notifications', description: 'Receive notifications by text message.' },
  { key: 'push', label: 'Push Notifications', description: 'Receive notifications on this device.' },
];
const TYPES: Toggle<'notificationTypes'>[] = [
  { key: 'tournamentReminders', label: 'Tournament Reminders', description: 'Before a tournament you joined starts.' },
  {
    key: 'resultAnnouncements',
    label: 'Result Announcements',
    description: 'When match or tournament results are out.',
  },
  {
    key: 'paymentConfirmations',
    label: 'Payment Confirmations',
    // Read when shown: the money mode is set at start-up, after this module may have loaded.
    get description() {
      return byMoneyMode({ real: 'When money is added or withdrawn.', play: 'When an entry fee is refunded.' });
    },
  },
  { key: 'promotionalOffers', label: 'Promotional Offers', description: 'News about offers and new tournaments.' },
];
const PRIVACY: Toggle<'privacy'>[] = [
  { key: 'profileVisible', label: 'Profile Visibility', description: 'Other players can see your profile.' },
  { key: 'showOnlineStatus', label: 'Show Online Status', description: 'Other players can see when you are online.' },
  { key: 'dataCollection', label: 'Data Collection', description: 'Help us improve with anonymous usage data.' },
];
const THEMES: { value: UserSettings['theme']; label: string }[] = [
  { value: 'light', label: 'Light' },
  { value: 'dark', label: 'Dark' },
  { value: 'system', label: 'System' },
];

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
  const [draft, setDraft] = useState(saved);
  const update = useUpdateSettings();
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);

  const toggles = <G extends Group>(group: G, items: Toggle<G>[]) =>
    items.map(({ key, label, description }) => (
      <SwitchRow
        key={key}
        id={`settings-${group}-${key}`}
        label={label}
        description={description}
        checked={Boolean(draft[group][key])}
        onChange={(value) => setDraft((current) => ({ ...current, [group]: { ...current[group], [key]: value } }))}
      />
    ));

  const save = () =>
    update.mutate(draft, {
      onSuccess: (next) => {
        setDraft(next);
        toast.success('Settings saved');
      },
      onError: (error) => toast.error(serverMessage(error) ?? 'Settings could not be saved. Try again.'),
    });

  return (
    <div className="flex flex-col gap-6">
      <form
        className="flex flex-col gap-6"
        aria-label="Settings"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <Section title="Notification Channels" description="How we reach you.">
          {toggles('notificationChannels', CHANNELS)}
          {draft.notificationChannels.push ? pushDevice : null}
        </Section>
        <Section title="Notification Types" description="What we tell you about.">
          {toggles('notificationTypes', TYPES)}
        </Section>
        <Section title="Appearance and Language">
          <div className="grid gap-4 py-3 sm:grid-cols-2">
            <div className="flex flex-col gap-2">
              <Label htmlFor="settings-theme">Theme</Label>
              <NativeSelect
                id="settings-theme"
                value={draft.theme}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, theme: event.target.value as UserSettings['theme'] }))
                }
              >
                {THEMES.map((theme) => (
                  <option key={theme.value} value={theme.value}>
                    {theme.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="settings-language">Language</Label>
              <NativeSelect
                id="settings-language"
                value={draft.language}
                onChange={(event) =>
                  setDraft((current) => ({ ...current, language: event.target.value as UserSettings['language'] }))
                }
              >
                {Object.entries(LANGUAGE_LABELS).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect>
            </div>
          </div>
        </Section>
        <Section title="Sound">
          <SwitchRow
            id="settings-soundEffects"
            label="Sound Effects"
            description="Play sounds for game events."
            checked={draft.soundEffects}
            onChange={(value) => setDraft((current) => ({ ...current, soundEffects: value }))}
          />
          <SwitchRow
            id="settings-backgroundMusic"
            label="Background Music"
            description="Play music in the background."
            checked={draft.backgroundMusic}
            onChange={(value) => setDraft((current) => ({ ...current, backgroundMusic: value }))}
          />
        </Section>
        <Section title="Privacy">{toggles('privacy', PRIVACY)}</Section>
        <Section title="Security">
          <div className="flex flex-wrap items-center justify-between gap-3 py-3">
            <p className="text-sm text-muted-foreground">Change the password you log in with.</p>
            <Button asChild variant="outline">
              <Link to={`${paths.user.profile}?tab=security`} state={{ edit: true } satisfies ProfileLocationState}>
                Change Password
              </Link>
            </Button>
          </div>
        </Section>

        <div className="sticky bottom-0 -mx-4 flex flex-wrap justify-end gap-2 border-t bg-background/95 px-4 py-3 backdrop-blur md:static md:mx-0 md:border-0 md:bg-transparent md:p-0">
          <Button variant="outline" disabled={!dirty || update.isPending} onClick={() => setDraft(saved)}>
            Cancel
          </Button>
          <Button type="submit" disabled={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Settings'}
          </Button>
        </div>
      </form>

      {responsibleGaming}

      <Card className="border-destructive/40">
        <CardHeader>
          <CardTitle className="text-destructive">Danger Zone</CardTitle>
        </CardHeader>
        <CardContent className="divide-y">
          <div className="flex flex-wrap items-center justify-between gap-3 pb-4">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium">Log Out from All Devices</p>
              <p className="text-sm text-muted-foreground">
                Signs you out everywhere else. This device stays signed in.
              </p>
            </div>
            {logoutAllDevices}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3 pt-4">
            <div className="flex min-w-0 flex-col gap-1">
              <p className="font-medium">Delete Account</p>
              <p className="text-sm text-muted-foreground">
                {byMoneyMode({
                  real: 'Closes your account for good. Withdraw your winnings and finish your games first.',
                  play: 'Closes your account for good, and your coins with it. Finish your games first.',
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
  const settings = useSettings();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Settings" description="Notifications, appearance, sound and privacy." />
      {settings.isPending ? (
        <div className="flex flex-col gap-4" aria-busy="true">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : settings.isError ? (
        <QueryError title="Could not load your settings" error={settings.error} onRetry={() => settings.refetch()} />
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
