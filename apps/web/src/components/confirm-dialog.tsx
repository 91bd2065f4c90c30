import { LoaderCircle } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { useT } from '@/lib/i18n/react';

/**
 * The open state of a confirmation whose button runs `mutation`: it cannot be closed while the
 * mutation runs, and opening it again clears the last refusal.
 */
export function useConfirmDialogState(mutation: { isPending: boolean; reset: () => void }) {
  const [open, setOpen] = useState(false);
  const onOpenChange = (next: boolean) => {
    if (mutation.isPending) return;
    if (next) mutation.reset();
    setOpen(next);
  };
  return { open, setOpen, onOpenChange };
}

/**
 * A button that opens a confirmation: what happens, then `children` (details, the refusal), then
 * a way out and the button that does it (a spinner while `busy`).
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  busy,
  cancelLabel,
  confirmLabel,
  pendingLabel,
  variant,
  onConfirm,
  confirmTestId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  children?: ReactNode;
  busy: boolean;
  cancelLabel?: string;
  confirmLabel: ReactNode;
  pendingLabel: ReactNode;
  variant?: ButtonProps['variant'];
  onConfirm: () => void;
  confirmTestId?: string;
}) {
  const t = useT();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={busy}>
              {cancelLabel ?? t('common.cancel')}
            </Button>
          </DialogClose>
          <Button variant={variant} onClick={() => onConfirm()} disabled={busy} data-testid={confirmTestId}>
            {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {busy ? pendingLabel : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
