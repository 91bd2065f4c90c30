import { MIN_PLAYER_AGE } from '@ludo/shared/limits';
import { paths } from '@/config/paths';
import { ButtonLink } from './ButtonLink';

export function ReadyToPlay() {
  return (
    <section aria-labelledby="ready-heading" className="bg-indigo-700 px-4 py-16 text-white dark:bg-indigo-900">
      <div className="mx-auto max-w-3xl text-center">
        <h2 id="ready-heading" className="text-3xl font-bold">
          Ready to Play?
        </h2>
        <p className="mt-4 text-indigo-100">
          Create your account in a few minutes. You must be {MIN_PLAYER_AGE} or older to play.
        </p>
        <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
          <ButtonLink to={paths.register} variant="light" size="lg">
            Register Now
          </ButtonLink>
          <ButtonLink to={paths.login} variant="outlineLight" size="lg">
            Login
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
