import { BRAND_NAME, EXTERNAL_LUDO_APP_NAME } from '@ludo/shared/brand';
import { MIN_PLAYER_AGE } from '@ludo/shared/limits';
import { byMoneyMode } from '@ludo/shared/money';
import { paths } from '@/config/paths';
import { ButtonLink } from './ButtonLink';

export function Hero() {
  return (
    <section
      aria-labelledby="hero-heading"
      className="bg-linear-to-br from-indigo-700 via-indigo-600 to-violet-600 px-4 py-16 text-white sm:py-24"
    >
      <div className="mx-auto max-w-4xl text-center">
        <h1 id="hero-heading" className="text-4xl font-extrabold tracking-tight sm:text-5xl lg:text-6xl">
          {byMoneyMode({ real: 'Play Ludo. Win Real Money.', play: 'Play Ludo. Win Coins.' })}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-indigo-100">
          Join head-to-head matches and tournaments on {BRAND_NAME}, play them in {EXTERNAL_LUDO_APP_NAME} with a room
          code, and{' '}
          {byMoneyMode({
            real: 'collect your winnings in your wallet',
            play: 'collect the coins you win in your wallet',
          })}
          .
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={paths.register} variant="light" size="lg">
            Get Started
          </ButtonLink>
          <ButtonLink to={paths.user.tournaments} variant="outlineLight" size="lg">
            View Tournaments
          </ButtonLink>
        </div>
        <p className="mt-6 text-sm text-indigo-100">
          For players aged {MIN_PLAYER_AGE} and over.{' '}
          {byMoneyMode({
            real: 'Real-money play involves financial risk.',
            play: 'Coins are free and cannot be bought, sold or exchanged for money.',
          })}
        </p>
      </div>
    </section>
  );
}
