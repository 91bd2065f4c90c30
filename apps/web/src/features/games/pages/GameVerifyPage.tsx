import type { GameTranscript } from '@ludo/shared/game/game.contract';
import { CircleAlert, CircleCheck, Download, Hourglass, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { QueryError } from '@/components/query-error';
import { Button } from '@/components/ui/button';
import { Progress } from '@/components/ui/progress';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n/react';
import { useObjectUrl } from '@/lib/use-object-url';
import { useTranscript } from '../api/get-transcript';
import { GameReplay } from '../components/GameReplay';
import { rememberedSeedHash } from '../lib/seed-hash-memory';
import { checkRolls, type RollMismatch, seedMatchesHash, transcriptFile } from '../lib/verify';

/** The derivation as the rules write it (docs/game-rules.md): a formula, the same in every language. */
const FORMULA = "HMAC-SHA256(serverSeed, clientSeeds.join(':') + ':' + n) → first byte < 252 → byte % 6 + 1";

type Check =
  | { state: 'running'; done: number; total: number }
  | { state: 'done'; total: number; mismatches: RollMismatch[] }
  | { state: 'failed' };

/** Recomputes every roll of a finished game, in chunks, and reports how far it is. */
function useRollCheck(transcript: GameTranscript | undefined): Check | null {
  const [check, setCheck] = useState<Check | null>(null);
  const serverSeed = transcript?.serverSeed ?? null;
  useEffect(() => {
    if (!transcript || serverSeed === null) {
      setCheck(null);
      return;
    }
    const controller = new AbortController();
    setCheck({ state: 'running', done: 0, total: transcript.rolls.length });
    checkRolls(serverSeed, transcript.clientSeeds, transcript.rolls, {
      signal: controller.signal,
      onProgress: (done, total) => {
        if (!controller.signal.aborted) setCheck({ state: 'running', done, total });
      },
    })
      .then((mismatches) => {
        if (!controller.signal.aborted) setCheck({ state: 'done', total: transcript.rolls.length, mismatches });
      })
      .catch(() => {
        if (!controller.signal.aborted) setCheck({ state: 'failed' });
      });
    return () => controller.abort();
  }, [transcript, serverSeed]);
  return check;
}

function Verdict({ ok, children, testId }: { ok: boolean; children: ReactNode; testId: string }) {
  const Icon = ok ? CircleCheck : CircleAlert;
  return (
    <p
      className={
        ok ? 'flex items-start gap-2 text-green-700 dark:text-green-400' : 'flex items-start gap-2 text-destructive'
      }
      data-testid={testId}
      data-ok={ok ? 'true' : 'false'}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}

function Field({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <div className="flex flex-col gap-1">
      <dt className="text-sm font-medium">{label}</dt>
      <dd className="break-all rounded bg-muted px-2 py-1 font-mono text-xs" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}

function RollsResult({ check }: { check: Check }) {
  const t = useT();
  if (check.state === 'failed')
    return (
      <Verdict ok={false} testId="verify-rolls">
        {t('gameVerify.rolls.failed')}
      </Verdict>
    );
  if (check.state === 'running') {
    const percent = check.total === 0 ? 100 : Math.round((check.done / check.total) * 100);
    return (
      <div className="flex flex-col gap-2" role="status" data-testid="verify-progress">
        <p className="flex items-center gap-2 text-sm">
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
          {t('gameVerify.rolls.progress', { done: check.done, total: check.total })}
        </p>
        <Progress value={percent} label={t('gameVerify.rolls.progressLabel')} />
      </div>
    );
  }
  if (check.total === 0) return <p className="text-sm text-muted-foreground">{t('gameVerify.rolls.none')}</p>;
  if (check.mismatches.length === 0) {
    return (
      <Verdict ok testId="verify-rolls">
        {t('gameVerify.rolls.ok', { count: check.total })}
      </Verdict>
    );
  }
  return (
    <div className="flex flex-col gap-2">
      <Verdict ok={false} testId="verify-rolls">
        {t('gameVerify.rolls.bad', { count: check.mismatches.length, total: check.total })}
      </Verdict>
      <ul className="list-disc pl-6 text-sm" data-testid="verify-mismatches">
        {check.mismatches.map((mismatch) => (
          <li key={mismatch.n}>
            {t('gameVerify.rolls.mismatch', {
              n: mismatch.n,
              recorded: mismatch.recorded,
              expected: mismatch.expected,
            })}
          </li>
        ))}
      </ul>
    </div>
  );
}

function TranscriptView({ transcript }: { transcript: GameTranscript }) {
  const t = useT();
  const check = useRollCheck(transcript);
  const seedOk = seedMatchesHash(transcript);
  // The hash the game showed this browser at its start, if it was played or watched here.
  const [shown] = useState(() => rememberedSeedHash(transcript.matchId));
  const file = useMemo(() => transcriptFile(transcript), [transcript]);
  const href = useObjectUrl(file.blob);
  return (
    <div className="flex flex-col gap-6">
      <dl className="flex flex-col gap-3 rounded-lg border bg-card p-4">
        <Field label={t('gameVerify.hash')} value={transcript.serverSeedHash} testId="verify-hash" />
        {shown === null ? null : (
          <div className="flex flex-col gap-1">
            <Verdict ok={shown === transcript.serverSeedHash.toLowerCase()} testId="verify-hash-seen">
              {shown === transcript.serverSeedHash.toLowerCase()
                ? t('gameVerify.hashSeen.same')
                : t('gameVerify.hashSeen.different')}
            </Verdict>
            {shown === transcript.serverSeedHash.toLowerCase() ? null : (
              <dd className="break-all rounded bg-muted px-2 py-1 font-mono text-xs">{shown}</dd>
            )}
          </div>
        )}
        {transcript.serverSeed !== null ? (
          <Field label={t('gameVerify.seed')} value={transcript.serverSeed} testId="verify-seed" />
        ) : null}
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-medium">{t('gameVerify.clientSeeds')}</dt>
          <dd>
            <ol className="flex flex-col gap-1">
              {transcript.clientSeeds.map((seed, index) => (
                <li key={transcript.players[index] ?? seed} className="flex flex-wrap items-center gap-2 text-xs">
                  <span className="text-muted-foreground">{t('gameVerify.seat', { seat: index + 1 })}</span>
                  <span className="break-all rounded bg-muted px-2 py-1 font-mono">{seed}</span>
                  {transcript.serverMadeSeeds.includes(index) ? (
                    <span className="text-muted-foreground">{t('gameVerify.serverMade')}</span>
                  ) : null}
                </li>
              ))}
            </ol>
          </dd>
        </div>
        <Field label={t('gameVerify.rollCount')} value={String(transcript.rolls.length)} />
      </dl>

      {seedOk === null ? (
        <p className="flex items-start gap-2 rounded-lg border border-dashed p-4 text-sm" data-testid="verify-pending">
          <Hourglass className="mt-0.5 size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
          <span>{t('gameVerify.pending')}</span>
        </p>
      ) : (
        <section className="flex flex-col gap-3" aria-labelledby="verify-result">
          <h2 id="verify-result" className="font-semibold">
            {t('gameVerify.result')}
          </h2>
          <Verdict ok={seedOk} testId="verify-seed-check">
            {seedOk ? t('gameVerify.seed.ok') : t('gameVerify.seed.bad')}
          </Verdict>
          {check ? <RollsResult check={check} /> : null}
        </section>
      )}

      <div className="flex flex-col gap-2">
        {href ? (
          <Button asChild variant="outline" className="self-start">
            <a href={href} download={file.name} data-testid="verify-download">
              <Download aria-hidden="true" />
              {t('gameVerify.download')}
            </a>
          </Button>
        ) : null}
      </div>

      {transcript.serverSeed !== null ? <GameReplay transcript={transcript} /> : null}

      <section className="flex flex-col gap-2 text-sm text-muted-foreground" aria-labelledby="verify-how">
        <h2 id="verify-how" className="font-semibold text-foreground">
          {t('gameVerify.how.title')}
        </h2>
        <p>{t('gameVerify.how.text')}</p>
        <code className="block overflow-x-auto rounded bg-muted px-2 py-1 font-mono text-xs">{FORMULA}</code>
      </section>
    </div>
  );
}

/**
 * /games/{matchId}/verify, public: anyone checks a platform game's dice in their own browser
 * (docs/game-rules.md, "Provably fair dice") and, once it is over, watches it again step by step.
 * Before the game ends the server's seed is secret, and the page says when it will be revealed.
 */
export default function GameVerifyPage() {
  const t = useT();
  const { matchId = '' } = useParams();
  const transcript = useTranscript(matchId);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-4 px-4 py-10" data-testid="game-verify-page">
      <div>
        <h1 className="text-2xl font-bold tracking-tight">{t('gameVerify.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('gameVerify.intro')}</p>
      </div>
      {transcript.data ? (
        <TranscriptView transcript={transcript.data} />
      ) : transcript.isError ? (
        <QueryError
          title={t('gameVerify.loadError')}
          error={transcript.error}
          onRetry={() => void transcript.refetch()}
        />
      ) : (
        <div className="flex flex-col gap-3" aria-busy="true">
          <span className="sr-only" role="status">
            {t('gameVerify.loading')}
          </span>
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-10 w-48" />
        </div>
      )}
    </div>
  );
}
