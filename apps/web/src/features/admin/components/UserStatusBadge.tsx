import type { UserStatus } from '@ludo/shared/users/users.schemas';
import { Badge } from '@/components/ui/badge';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  if (status === 'active') return <Badge variant="success">Active</Badge>;
  if (status === 'closed') return <Badge variant="secondary">Closed</Badge>;
  return <Badge variant="destructive">Suspended</Badge>;
}
