import { BedDouble, Camera, ShieldAlert } from 'lucide-react';
import type { PageMeta } from '#client/components/site/site-ui';
import { AudiencePage } from './audience-page';

export const meta: PageMeta = {
  title: 'For Travelers',
  description:
    'Check-in photos for holiday rentals and hotels, a record of problems during your stay, and protection against false damage claims.',
};

export function ForTravelersPage() {
  return (
    <AudiencePage
      title="For Travelers"
      lead="A damage charge can reach your card weeks after a holiday rental or a hotel stay. Two minutes of photos at check-in means you can answer it."
      action={{ href: '/login', label: 'Protect Your Next Stay' }}
      benefitsTitle="Evidence that travels with you"
      benefits={[
        {
          title: 'Check-in photos',
          icon: <Camera aria-hidden />,
          text: 'Photograph the room or the flat as you find it, before you unpack. Each photo keeps the time it was taken and received, so it shows what was there before you.',
        },
        {
          title: 'Mid-stay issues',
          icon: <BedDouble aria-hidden />,
          text: 'A stain on the sofa, a broken lamp, a leak under the sink: note it with a photo when you find it and tell the host, and your record shows you reported it.',
        },
        {
          title: 'Protection against false claims',
          icon: <ShieldAlert aria-hidden />,
          text: 'If a host or a platform claims damage after you leave, send them your check-in and check-out photos through a link that expires, or a signed evidence bundle.',
        },
      ]}
      story={{
        title: 'Why it matters',
        paragraphs: [
          'Short stays move fast: you arrive tired, you leave early, and nobody inspects the place with you. When a claim arrives, it is your word against photos the host took after you left.',
          'With Rentproof, your photos were received by our server while you were still there, and each carries a fingerprint of the original file. A host, a booking platform or your card issuer can see when they were taken and that they were not edited.',
          'It works the same for a weekend cabin, a month in a furnished flat or a hotel room, and the records stay in your account after the trip.',
        ],
      }}
      closing={{
        title: 'Travel light, keep the proof',
        text: 'Free for your first property, on any phone with a camera.',
        action: { href: '/login', label: 'Get Started' },
      }}
    />
  );
}
