import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { ServerErrorAlert } from './server-error-alert';

/**
 * A decision dialog opened by its caller (no trigger of its own): closing it calls `onClose`, and
 * its content mounts only while it is open, so each opening starts afresh.
 */
export function DecisionDialog({
  open,
  onClose,
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <DialogContent className={className}>{open ? children : null}</DialogContent>
    </Dialog>
  );
}

/** The top of a decision dialog: what the decision does, then why the server refused it (if it did). */
export function DecisionHeader({
  title,
  description,
  error,
}: {
  title: ReactNode;
  description: ReactNode;
  error: string | null | undefined;
}) {
  return (
    <>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <ServerErrorAlert message={error} />
    </>
  );
}

/**
 * The two buttons of a decision (or settings) dialog: one that closes it without deciding, and
 * the decision. Without `onConfirm` the decision submits the dialog's form. Both wait while it is
 * saved.
 */
export function DecisionActions({
  busy,
  label,
  pendingLabel,
  cancelLabel = 'Cancel',
  variant,
  blocked = false,
  onConfirm,
}: {
  busy: boolean;
  label: ReactNode;
  pendingLabel: ReactNode;
  cancelLabel?: string;
  variant?: ButtonProps['variant'];
  /** The decision cannot be made yet, whatever the server. */
  blocked?: boolean;
  onConfirm?: () => void;
}) {
  return (
    <DialogFooter>
      <DialogClose asChild>
        <Button variant="outline" disabled={busy}>
          {cancelLabel}
        </Button>
      </DialogClose>
      <Button type={onConfirm ? 'button' : 'submit'} variant={variant} onClick={onConfirm} disabled={busy || blocked}>
        {busy ? pendingLabel : label}
      </Button>
    </DialogFooter>
  );
}
