import { Hero } from '../components/Hero';
import { PlayerReviews } from '../components/PlayerReviews';
import { ReadyToPlay } from '../components/ReadyToPlay';
import { UpcomingTournaments } from '../components/UpcomingTournaments';
import { WhyChooseUs } from '../components/WhyChooseUs';

export default function LandingPage() {
  return (
    <>
      <Hero />
      <UpcomingTournaments />
      <WhyChooseUs />
      <PlayerReviews />
      <ReadyToPlay />
    </>
  );
}
