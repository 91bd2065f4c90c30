import { BRAND_NAME, EXTERNAL_LUDO_APP_NAME } from '@ludo/shared/brand';
import { MIN_PLAYER_AGE } from '@ludo/shared/limits';
import { byMoneyMode } from '@ludo/shared/money';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n/react';
import { ButtonLink } from './ButtonLink';

export function Hero() {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-linear-to-br from-indigo-700 via-indigo-600 to-violet-600 px-4 py-16 text-white sm:py-24"
    >
      <div className="mx-auto max-w-4xl text-center">
        <h1 id="hero-heading" className="text-3xl font-extrabold tracking-tight break-words sm:text-5xl lg:text-6xl">
          {byMoneyMode({ real: t('landing.hero.title'), play: t('landing.hero.title.play') })}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-indigo-100">
          {byMoneyMode({
            real: t('landing.hero.lead', { brand: BRAND_NAME, app: EXTERNAL_LUDO_APP_NAME }),
            play: t('landing.hero.lead.play', { brand: BRAND_NAME, app: EXTERNAL_LUDO_APP_NAME }),
          })}
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={paths.register} variant="light" size="lg">
            {t('landing.hero.getStarted')}
          </ButtonLink>
          <ButtonLink to={paths.user.tournaments} variant="outlineLight" size="lg">
            {t('landing.hero.viewTournaments')}
          </ButtonLink>
        </div>
        <p className="mt-6 text-sm text-indigo-100">
          {byMoneyMode({
            real: t('landing.hero.ageNote', { age: MIN_PLAYER_AGE }),
            play: t('landing.hero.ageNote.play', { age: MIN_PLAYER_AGE }),
          })}
        </p>
      </div>
    </section>
  );
}
