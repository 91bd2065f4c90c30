import type { ComponentProps } from 'react';

/**
 * A name a player typed (their own, an opponent's, a requester's, a winner's…), isolated from the
 * text around it: in "Asha vs Ravi" a right-to-left name (Arabic, Hebrew, or a bidi control typed
 * on purpose) is laid out on its own and cannot reorder "vs" or the other name. The server refuses
 * bidi controls in new names; names stored before that still render safely here.
 */
export function PlayerName({ name, ...props }: { name: string } & Omit<ComponentProps<'bdi'>, 'children'>) {
  return <bdi {...props}>{name}</bdi>;
}
