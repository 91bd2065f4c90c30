import { localMobileDigits } from '@ludo/shared/auth/phone';
import { isPlayMoney } from '@ludo/shared/money';
import { Pencil, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { PlayerName } from '@/components/player-name';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { KycDocuments } from '@/features/kyc/components/KycDocuments';
import { useT } from '@/lib/i18n/react';
import { useProfile } from '../api/get-profile';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { KycStatusRow } from '../components/KycStatusRow';
import { ProfileDetailsForm } from '../components/ProfileDetailsForm';
import { ProfilePictureCard } from '../components/ProfilePictureCard';
import { StateRow } from '../components/StateRow';

/** Links elsewhere (Settings → "Change Password") open the Security tab in edit mode with this. */
export interface ProfileLocationState {
  edit?: boolean;
}

function formatPhone(stored: string): string {
  const digits = localMobileDigits(stored);
  return /^\d{10}$/.test(digits) ? `+91 ${digits.slice(0, 5)} ${digits.slice(5)}` : stored;
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b py-3 last:border-0 sm:flex-row sm:gap-4">
      <dt className="text-sm font-medium text-muted-foreground sm:w-40 sm:shrink-0">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </div>
  );
}

export default function ProfilePage() {
  const t = useT();
  const profile = useProfile();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [editing, setEditing] = useState(() => (location.state as ProfileLocationState | null)?.edit === true);
  const tab = params.get('tab') === 'security' ? 'security' : 'personal';

  if (profile.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-8 w-40" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  if (profile.isError) {
    return <QueryError title={t('profile.page.loadError')} error={profile.error} onRetry={() => profile.refetch()} />;
  }
  const data = profile.data;

  return (
    <div>
      <PageHeader title={t('profile.page.title')} description={t('profile.page.description')} />
      <div className="grid gap-6 lg:grid-cols-3">
        <ProfilePictureCard profile={data} editing={editing} />
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
            <CardTitle>{t('profile.page.information')}</CardTitle>
            <Button variant={editing ? 'outline' : 'default'} size="sm" onClick={() => setEditing((value) => !value)}>
              {editing ? <X aria-hidden="true" /> : <Pencil aria-hidden="true" />}
              {editing ? t('profile.page.cancel') : t('profile.page.edit')}
            </Button>
          </CardHeader>
          <CardContent>
            <Tabs
              value={tab}
              onValueChange={(value) =>
                setParams(value === 'security' ? { tab: 'security' } : {}, { replace: true, state: location.state })
              }
            >
              <TabsList>
                <TabsTrigger value="personal">{t('profile.page.tab.personal')}</TabsTrigger>
                <TabsTrigger value="security">{t('profile.page.tab.security')}</TabsTrigger>
              </TabsList>
              <TabsContent value="personal">
                {editing ? (
                  <ProfileDetailsForm profile={data} onSaved={() => setEditing(false)} />
                ) : (
                  <dl>
                    <Detail term={t('profile.page.fullName')}>
                      <PlayerName name={data.fullName} />
                    </Detail>
                    <Detail term={t('profile.page.email')}>{data.email}</Detail>
                    <Detail term={t('profile.page.phone')}>{formatPhone(data.phone)}</Detail>
                    <Detail term={t('profile.page.ludoPlayerId')}>{data.ludoPlayerId}</Detail>
                    {isPlayMoney() ? null : (
                      <Detail term={t('profile.page.state')}>
                        <StateRow state={data.state} />
                      </Detail>
                    )}
                  </dl>
                )}
              </TabsContent>
              <TabsContent value="security" className="flex flex-col gap-6">
                {editing ? (
                  <ChangePasswordForm />
                ) : (
                  <div>
                    <dl>
                      <Detail term={t('profile.page.currentPassword')}>••••••••</Detail>
                    </dl>
                    <p className="pt-2 text-sm text-muted-foreground">{t('profile.page.changePasswordHint')}</p>
                  </div>
                )}
                {/* Identity checks exist for withdrawals, and play money has none. */}
                {isPlayMoney() ? null : <KycStatusRow profile={data} />}
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
      </div>
      {isPlayMoney() ? null : (
        <div className="mt-6">
          <KycDocuments kyc={data.kycDetails} />
        </div>
      )}
    </div>
  );
}
