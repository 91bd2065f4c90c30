import { CLOSED_ACCOUNT_NAME } from '@ludo/shared/users/closed-account';
import type { ComponentProps } from 'react';
import { useT } from '@/lib/i18n/react';

type PlayerNameProps = { name: string } & Omit<ComponentProps<'bdi'>, 'children'>;

/**
 * A name a player typed (their own, an opponent's, a requester's, a winner's…), isolated from the
 * text around it: in "Asha vs Ravi" a right-to-left name (Arabic, Hebrew, or a bidi control typed
 * on purpose) is laid out on its own and cannot reorder "vs" or the other name. The server refuses
 * bidi controls in new names; names stored before that still render safely here. A closed account
 * keeps no name of its own: it reads "Closed account" in the reader's language.
 */
export function PlayerName({ name, ...props }: PlayerNameProps) {
  if (name === CLOSED_ACCOUNT_NAME) return <ClosedAccountName {...props} />;
  return <bdi {...props}>{name}</bdi>;
}

function ClosedAccountName(props: Omit<PlayerNameProps, 'name'>) {
  const t = useT();
  return <bdi {...props}>{t('common.closedAccount')}</bdi>;
}
