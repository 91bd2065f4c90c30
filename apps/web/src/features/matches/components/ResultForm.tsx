import { UI_CONSTANTS } from '@ludo/shared/limits';
import { RESULT_SCREENSHOT_TYPES, type ResultClaim } from '@ludo/shared/matches/matches.schemas';
import { ImageUp, LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useObjectUrl } from '@/lib/use-object-url';
import { useSubmitResult } from '../api/submit-result';
import { MATCH_TEXT, screenshotProblem, titledToast } from '../lib/match-display';
import { runAction } from '../lib/notify';

const CLAIMS: { value: ResultClaim; label: string }[] = [
  { value: 'won', label: 'I won' },
  { value: 'lost', label: 'I lost' },
];

/**
 * The result form of a running match (its two players, once each): won or lost, and a screenshot
 * of the game's result screen (PNG, JPEG or WebP, at most 5 MB, checked here before uploading).
 */
export function ResultForm({ matchId }: { matchId: string }) {
  const ids = useId();
  const submit = useSubmitResult();
  const [claim, setClaim] = useState<ResultClaim | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const busy = submit.isPending;
  const canSubmit = claim !== null && file !== null && !busy;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setFile(null);
      setFileError(null);
      return;
    }
    const problem = screenshotProblem(chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!claim || !file || busy) return;
    runAction(
      submit.mutateAsync({ matchId, result: claim, screenshot: file }),
      ({ message }) => {
        const { title, description } = titledToast(MATCH_TEXT.resultSubmitted, message);
        toast.success(title, { description });
      },
      'Your result was not submitted',
    );
  };

  return (
    <section className="rounded-lg border bg-card p-4" aria-labelledby={`${ids}-title`} data-testid="result-form">
      <h3 id={`${ids}-title`} className="font-semibold">
        Submit your result
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        Report how the game ended with a screenshot of the result screen, within 10 minutes of the end.
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-label="Submit your result">
        <fieldset className="flex flex-col gap-2" disabled={busy}>
          <legend className="mb-2 text-sm font-medium">Result</legend>
          <div className="grid grid-cols-2 gap-2">
            {CLAIMS.map(({ value, label }) => (
              <label
                key={value}
                className={cn(
                  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm',
                  'has-checked:border-primary has-checked:bg-primary/10 has-checked:font-medium',
                  'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
                )}
              >
                <input
                  type="radio"
                  name={`${ids}-claim`}
                  value={value}
                  checked={claim === value}
                  onChange={() => setClaim(value)}
                  className="size-4 shrink-0 accent-primary focus-visible:outline-none"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>

        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-file`}>Screenshot</Label>
          <input
            id={`${ids}-file`}
            type="file"
            accept={RESULT_SCREENSHOT_TYPES.join(',')}
            onChange={onFile}
            disabled={busy}
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${ids}-file-error` : `${ids}-file-hint`}
            className={cn(
              'block w-full min-w-0 text-sm text-muted-foreground',
              'file:mr-3 file:h-10 file:rounded-md file:border file:border-input file:bg-background file:px-3 file:text-sm file:font-medium file:text-foreground',
              'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
            )}
          />
          <FieldError id={`${ids}-file-error`} message={fileError ?? undefined} />
          {fileError ? null : (
            <p id={`${ids}-file-hint`} className="text-xs text-muted-foreground">
              PNG, JPEG or WebP, up to 5 MB.
            </p>
          )}
          {preview ? (
            <figure className="overflow-hidden rounded-md border bg-muted/40">
              <img
                src={preview}
                alt="Preview of your result screenshot"
                className="mx-auto w-auto max-w-full object-contain"
                style={{ maxHeight: UI_CONSTANTS.previewMaxHeightPx }}
                data-testid="screenshot-preview"
              />
            </figure>
          ) : (
            <div
              aria-hidden="true"
              className="flex min-h-24 flex-col items-center justify-center gap-1 rounded-md border border-dashed text-sm text-muted-foreground"
            >
              <ImageUp className="size-6" />
              No screenshot chosen
            </div>
          )}
        </div>

        <Alert variant="destructive" role="note" data-testid="false-results-warning">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>
            <p>{MATCH_TEXT.falseResultsWarning}</p>
          </AlertDescription>
        </Alert>

        <Button type="submit" disabled={!canSubmit} className="w-full sm:w-auto sm:self-end">
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {busy ? 'Submitting...' : 'Submit Result'}
        </Button>
      </form>
    </section>
  );
}
