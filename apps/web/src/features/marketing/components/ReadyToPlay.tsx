import { MIN_PLAYER_AGE } from '@ludo/shared/limits';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';
import { ButtonLink } from './ButtonLink';

export function ReadyToPlay() {
  const t = useT();
  return (
    <section aria-labelledby="ready-heading" className="bg-indigo-700 px-4 py-16 text-white dark:bg-indigo-900">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="ready-heading" className="text-3xl font-bold">
          {t('landing.ready.title')}
        </h2>
        <p className="mt-4 text-indigo-100">{t('landing.ready.text', { age: MIN_PLAYER_AGE })}</p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={paths.register} variant="light" size="lg">
            {t('landing.ready.register')}
          </ButtonLink>
          <ButtonLink to={paths.login} variant="outlineLight" size="lg">
            {t('landing.ready.login')}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
