import type { UserStatus } from '@ludo/shared/users/users.schemas';
import { Badge } from '@/components/ui/badge';

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return status === 'active' ? <Badge variant="success">Active</Badge> : <Badge variant="destructive">Suspended</Badge>;
}
