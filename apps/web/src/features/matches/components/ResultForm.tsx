import { TIMING_RULES, UI_CONSTANTS } from '@ludo/shared/limits';
import { type MatchDetail, RESULT_SCREENSHOT_TYPES, type ResultClaim } from '@ludo/shared/matches/matches.schemas';
import { ImageUp, LoaderCircle, TriangleAlert } from 'lucide-react';
import { type ChangeEvent, type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { type MessageId, useT } from '@/lib/i18n/react';
import { useObjectUrl } from '@/lib/use-object-url';
import { useLoadedMatch } from '../api/get-match';
import { useSubmitResult } from '../api/submit-result';
import {
  awaitingRoomCode,
  MATCH_TEXT,
  positionChoices,
  resultSubmittedToast,
  SCREENSHOT_VALUES,
  screenshotProblem,
} from '../lib/match-display';
import { runAction } from '../lib/notify';
import { useViewer } from '../lib/use-viewer';

const CLAIMS: { value: ResultClaim; labelId: MessageId }[] = [
  { value: 'won', labelId: 'match.result.won' },
  { value: 'lost', labelId: 'match.result.lost' },
];

const CHOICE_CLASS = cn(
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-md border border-input px-3 py-2 text-sm',
  'has-checked:border-primary has-checked:bg-primary/10 has-checked:font-medium',
  'has-focus-visible:ring-2 has-focus-visible:ring-ring has-focus-visible:ring-offset-2 has-focus-visible:ring-offset-background',
);

/** What the player reports: won or lost in a 1v1 game, the position they finished in at a table. */
type Report = { result: ResultClaim } | { position: number };

/**
 * The result form of a running match (its players, once each): won or lost, or at a tournament
 * table the position the player finished in, and a screenshot of the game's result screen (PNG,
 * JPEG or WebP, at most 5 MB, checked here before uploading). The match is the one its page loaded.
 */
export function ResultForm({ matchId }: { matchId: string }) {
  const match = useLoadedMatch(matchId);
  // Nothing has been played before the host of a tournament game posts the room code.
  if (match && awaitingRoomCode(match)) return null;
  if (match?.type === 'table') return <TableResultForm match={match} />;
  return <ResultFormBody matchId={matchId} kind="claim" seats={2} />;
}

function TableResultForm({ match }: { match: MatchDetail }) {
  const me = useViewer(match);
  // A table's players are told apart by user id (not by role): one who has reported sees the form no more.
  if (me && match.results.some((result) => result.userId === me.userId)) return null;
  return <ResultFormBody matchId={match.id} kind="position" seats={match.players.length} />;
}

function ResultFormBody({ matchId, kind, seats }: { matchId: string; kind: 'claim' | 'position'; seats: number }) {
  const t = useT();
  const ids = useId();
  const submit = useSubmitResult();
  const [claim, setClaim] = useState<ResultClaim | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const preview = useObjectUrl(file);
  const busy = submit.isPending;
  const report: Report | null =
    kind === 'claim' ? (claim ? { result: claim } : null) : position !== null ? { position } : null;
  const canSubmit = report !== null && file !== null && !busy;

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (!chosen) {
      setFile(null);
      setFileError(null);
      return;
    }
    const problem = screenshotProblem(t, chosen);
    setFileError(problem);
    setFile(problem ? null : chosen);
    if (problem) event.target.value = '';
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!report || !file || busy) return;
    runAction(
      t,
      submit.mutateAsync({ matchId, screenshot: file, ...report }),
      ({ message }) => {
        const { title, description } = resultSubmittedToast(t, message);
        toast.success(title, { description });
      },
      t('match.result.failed'),
    );
  };

  return (
    <section
      className="rounded-lg border bg-card p-4"
      aria-labelledby={`${ids}-title`}
      data-testid="result-form"
      data-kind={kind}
    >
      <h3 id={`${ids}-title`} className="font-semibold">
        {t('match.result.title')}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {t(kind === 'claim' ? 'match.result.claimHint' : 'match.result.positionHint', {
          minutes: TIMING_RULES.resultSubmissionMinutes,
        })}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-4 flex flex-col gap-4" aria-label={t('match.result.title')}>
        {kind === 'claim' ? (
          <fieldset className="flex flex-col gap-2" disabled={busy}>
            <legend className="mb-2 text-sm font-medium">{t('match.result.resultLegend')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {CLAIMS.map(({ value, labelId }) => (
                <label key={value} className={CHOICE_CLASS}>
                  <input
                    type="radio"
                    name={`${ids}-claim`}
                    value={value}
                    checked={claim === value}
                    onChange={() => setClaim(value)}
                    className="size-4 shrink-0 accent-primary focus-visible:outline-none"
                  />
                  {t(labelId)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <fieldset className="flex flex-col gap-2" disabled={busy} aria-describedby={`${ids}-position-hint`}>
            <legend className="mb-2 text-sm font-medium">{t('match.result.positionLegend')}</legend>
            <p id={`${ids}-position-hint`} className="text-xs text-muted-foreground">
              {t('match.result.firstPlaceHint')}
            </p>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="position-choices">
              {positionChoices(t, seats).map(({ value, label }) => (
                <label key={value} className={CHOICE_CLASS}>
                  <input
                    type="radio"
                    name={`${ids}-position`}
                    value={value}
                    checked={position === value}
                    onChange={() => setPosition(value)}
                    className="size-4 shrink-0 accent-primary focus-visible:outline-none"
                  />
                  {label}
                </label>
              ))}
            </div>
          </fieldset>
        )}

        <div className="flex flex-col gap-2">
          <Label htmlFor={`${ids}-file`}>{t('match.result.screenshot')}</Label>
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
              {t('match.result.fileHint', SCREENSHOT_VALUES)}
            </p>
          )}
          {preview ? (
            <figure className="overflow-hidden rounded-md border bg-muted/40">
              <img
                src={preview}
                alt={t('match.result.previewAlt')}
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
              {t('match.result.noScreenshot')}
            </div>
          )}
        </div>

        <Alert variant="destructive" role="note" data-testid="false-results-warning">
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>
            <p>{t(MATCH_TEXT.falseResultsWarning)}</p>
          </AlertDescription>
        </Alert>

        <Button type="submit" disabled={!canSubmit} className="w-full sm:w-auto sm:self-end">
          {busy ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
          {busy ? t('match.result.submitting') : t('match.result.submit')}
        </Button>
      </form>
    </section>
  );
}
