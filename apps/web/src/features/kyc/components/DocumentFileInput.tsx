import type { KycDocumentField } from '@ludo/shared/kyc/kyc.schemas';
import type { Ref } from 'react';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { formatFileSize } from '@/lib/format-file-size';
import { useT } from '@/lib/i18n/react';
import { KYC_DOCUMENT_ACCEPT, KYC_DOCUMENT_LABEL_IDS, kycDocumentHint } from '../lib/kyc-display';

interface DocumentFileInputProps {
  field: KycDocumentField;
  file: File | null;
  error: string | undefined;
  disabled: boolean;
  onChange: (file: File | null) => void;
  onBlur: () => void;
  inputRef: Ref<HTMLInputElement>;
}

/** One document of the KYC form: a native file input (keyboard and screen-reader friendly) with its hint. */
export function DocumentFileInput({
  field,
  file,
  error,
  disabled,
  onChange,
  onBlur,
  inputRef,
}: DocumentFileInputProps) {
  const t = useT();
  const id = `kyc-${field}`;
  const label = t(KYC_DOCUMENT_LABEL_IDS[field]);
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={inputRef}
        id={id}
        name={field}
        type="file"
        accept={KYC_DOCUMENT_ACCEPT}
        disabled={disabled}
        onChange={(event) => onChange(event.target.files?.[0] ?? null)}
        onBlur={onBlur}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
        className={cn(
          'block w-full min-w-0 rounded-md border border-input bg-background text-sm text-muted-foreground',
          'file:mr-3 file:h-10 file:cursor-pointer file:border-0 file:border-r file:border-input file:bg-secondary file:px-3 file:text-sm file:font-medium file:text-secondary-foreground',
          'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
          'disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive',
        )}
      />
      <p id={`${id}-hint`} className="text-xs break-all text-muted-foreground">
        {file && !error
          ? t('kyc.document.chosen', { name: file.name, size: formatFileSize(t, file.size) })
          : kycDocumentHint(t)}
      </p>
      <FieldError id={`${id}-error`} message={error} className="break-words" />
    </div>
  );
}
